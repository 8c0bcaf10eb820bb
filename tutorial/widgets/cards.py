"""Playing cards drawn by the app as inline SVG: no downloaded images, readable by screen readers.

Every function here is pure (values in, markup out) so it can be tested without Streamlit. Each card
is one ``<svg role="img">`` whose ``aria-label`` and ``<title>`` carry the caller's text alternative
(built with ``tutorial.core.text.card_text.card_label``); the drawing inside is hidden from assistive
technology so the label is read once. Every piece of text put into markup is escaped.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from html import escape

from engine import SUIT_SYMBOLS, Card, is_trump
from tutorial.core.text.card_text import card_label, rank_letter
from tutorial.core.text.i18n import Translator

# Base size in CSS pixels at ``size=1``; projector mode draws at ``size=2`` or more.
CARD_WIDTH = 72
CARD_HEIGHT = 100

RED = "#c62828"
BLACK = "#1f1f1f"
# The four-colour deck (for colour-blind learners): every suit gets its own colour.
FOUR_COLOURS: dict[str, str] = {"C": "#1b7a2f", "D": "#1557b0", "H": RED, "S": BLACK}
TWO_COLOURS: dict[str, str] = {"C": BLACK, "D": RED, "H": RED, "S": BLACK}
JOKER_COLOUR = "#6a1b9a"
TRUMP_COLOUR = "#e0a100"
BACK_COLOUR = "#1f4e8c"

_RANK_TEXT = {"T": "10"}


def suit_colour(suit: str, *, four_colour: bool = False) -> str:
    """The ink of a suit.

    >>> suit_colour("D"), suit_colour("D", four_colour=True)
    ('#c62828', '#1557b0')
    """
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]


def _open_svg(label: str, size: float, extra_class: str) -> str:
    w, h = round(CARD_WIDTH * size), round(CARD_HEIGHT * size)
    text = escape(label, quote=True)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="et-card {extra_class}" role="img" '
        f'aria-label="{text}" width="{w}" height="{h}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}">'
        f"<title>{text}</title>"
    )


def _frame(stroke: str, stroke_width: float, fill: str = "#ffffff") -> str:
    inset = stroke_width / 2
    return (
        f'<rect x="{inset}" y="{inset}" width="{CARD_WIDTH - stroke_width}" '
        f'height="{CARD_HEIGHT - stroke_width}" rx="7" ry="7" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="{stroke_width}"/>'
    )


def _trump_badge() -> str:
    # A gold star in a disc at the top right: visible marking; the words are in the label.
    return (
        f'<circle cx="{CARD_WIDTH - 13}" cy="13" r="10" fill="{TRUMP_COLOUR}"/>'
        f'<text x="{CARD_WIDTH - 13}" y="17.5" font-size="13" text-anchor="middle" fill="#ffffff" '
        'font-family="sans-serif">★</text>'
    )


def card_svg(
    card: Card,
    label: str,
    *,
    trump_mark: bool = False,
    four_colour: bool = False,
    size: float = 1.0,
    rank_text: str | None = None,
) -> str:
    """One face-up card as an SVG element.

    ``label`` is the text alternative (e.g. "jack of diamonds — left bower"); ``trump_mark`` draws a gold
    outline and a star badge; ``size`` scales the card (1 is 72x100 pixels); ``rank_text`` replaces the
    printed rank (a localised letter such as "V" for valet), defaulting to the card's own rank.

    >>> svg = card_svg(Card("J", "D"), "jack of diamonds — left bower", trump_mark=True)
    >>> 'aria-label="jack of diamonds — left bower"' in svg and "★" in svg
    True
    """
    if size <= 0:
        raise ValueError(f"size must be positive, not {size!r}")
    if card.is_joker:
        return _joker_svg(label, trump_mark=trump_mark, size=size)
    colour = suit_colour(card.suit, four_colour=four_colour)
    symbol = SUIT_SYMBOLS[card.suit]
    rank = escape(rank_text if rank_text is not None else _RANK_TEXT.get(card.rank, card.rank))
    stroke, width = (TRUMP_COLOUR, 4.0) if trump_mark else ("#9e9e9e", 1.5)
    rank_size = 24 if len(rank) < 2 else 19
    parts = [
        _open_svg(label, size, "et-trump" if trump_mark else ""),
        '<g aria-hidden="true">',
        _frame(stroke, width),
        f'<g fill="{colour}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold">',
        f'<text x="8" y="27" font-size="{rank_size}">{rank}</text>',
        f'<text x="9" y="47" font-size="18">{symbol}</text>',
        f'<text x="{CARD_WIDTH / 2 + 6}" y="86" font-size="44" text-anchor="middle">{symbol}</text>',
        "</g>",
    ]
    if trump_mark:
        parts.append(_trump_badge())
    parts.append("</g></svg>")
    return "".join(parts)


def _joker_svg(label: str, *, trump_mark: bool, size: float) -> str:
    stroke, width = (TRUMP_COLOUR, 4.0) if trump_mark else (JOKER_COLOUR, 2.0)
    letters = "".join(
        f'<text x="12" y="{22 + 14 * i}" font-size="13" text-anchor="middle">{ch}</text>'
        for i, ch in enumerate("JOKER")
    )
    parts = [
        _open_svg(label, size, "et-joker et-trump" if trump_mark else "et-joker"),
        '<g aria-hidden="true">',
        _frame(stroke, width),
        f'<g fill="{JOKER_COLOUR}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold">',
        letters,
        f'<text x="{CARD_WIDTH / 2 + 8}" y="66" font-size="40" text-anchor="middle">★</text>',
        "</g>",
    ]
    if trump_mark:
        parts.append(_trump_badge())
    parts.append("</g></svg>")
    return "".join(parts)


@lru_cache(maxsize=256)
def card_back_svg(label: str, *, size: float = 1.0) -> str:
    """A face-down card (a hidden hand, the kitty, a seat sitting out).

    >>> 'aria-label="face-down card"' in card_back_svg("face-down card")
    True
    """
    if size <= 0:
        raise ValueError(f"size must be positive, not {size!r}")
    stripes = "".join(
        f'<line x1="{x}" y1="0" x2="{x + CARD_HEIGHT}" y2="{CARD_HEIGHT}" stroke="#ffffff" '
        'stroke-opacity="0.25" stroke-width="3"/>'
        for x in range(-CARD_HEIGHT, CARD_WIDTH, 10)
    )
    return "".join(
        [
            _open_svg(label, size, "et-back"),
            '<g aria-hidden="true">',
            _frame("#ffffff", 4.0, fill=BACK_COLOUR),
            f'<svg x="6" y="6" width="{CARD_WIDTH - 12}" height="{CARD_HEIGHT - 12}">{stripes}</svg>',
            "</g></svg>",
        ]
    )


def card_row(svgs: Iterable[str], *, label: str | None = None, gap: int = 6) -> str:
    """Cards side by side, wrapping on narrow screens; ``label`` names the group for screen readers."""
    aria = f' role="group" aria-label="{escape(label, quote=True)}"' if label else ""
    return (
        f'<div class="et-cards"{aria} style="display:flex;flex-wrap:wrap;gap:{gap}px;'
        f'align-items:flex-end">{"".join(svgs)}</div>'
    )


@lru_cache(maxsize=4096)
def card_image(
    card: Card,
    tr: Translator,
    *,
    trump: str | None = None,
    four_colour: bool = False,
    size: float = 1.0,
    label: str | None = None,
) -> str:
    """A card as the learner should see it: rank letter of their language, trump marked, and a text
    alternative naming the card and its role under ``trump`` ("jack of diamonds — left bower").

    Cached: the same few dozen cards are drawn on every rerun (translators are shared per locale).
    """
    return card_svg(
        card,
        label if label is not None else card_label(card, tr, trump),
        trump_mark=trump is not None and is_trump(card, trump),
        four_colour=four_colour,
        size=size,
        rank_text=None if card.is_joker else rank_letter(card.rank, tr),
    )
