"""Markup of the things a learner can touch on the table: a button around a card or a seat name, and the
hand as a fan that fits one row however narrow the screen (360 px phones included).

Pure (values in, escaped markup out). The table component (``table_frontend/index.html``) reports the
``data-pick`` value of the button clicked: ``card:JD`` (a card in the hand or a card asked about),
``trick:JD`` (a card in the trick), ``seat:1`` (a seat), ``bid:order up`` (a bid or a call, from the
row of choices that sits with the hand: :func:`choice_bar`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from html import escape

from engine import Card
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import Translator
from tutorial.widgets.cards import CARD_WIDTH, card_image
from tutorial.widgets.suit_colour import red_suits_html

FAN_CSS = (
    "<style>"
    ".et-fan{display:flex;flex-wrap:nowrap;justify-content:center;align-items:flex-end;gap:6px;"
    "padding:.4rem 0 .1rem}"
    ".et-fan .et-slot{flex:0 1 auto;min-width:0}"
    # Each card shrinks to share the row: never wider than drawn, never so wide the row would wrap.
    ".et-fan button.et-pick svg.et-card{display:block;height:auto;"
    "width:min(var(--w),calc((100vw - 12px) / var(--n) - 6px))}"
    # A phone keeps the table, the hand and the verdict on one screen: a smaller hand (still a large target).
    "@media (max-width:640px){.et-fan button.et-pick svg.et-card"
    "{width:min(50px,calc((100vw - 12px) / var(--n) - 6px))}}"
    ".et-fan button.et-pick svg{transition:transform .12s ease-out}"
    ".et-fan button.et-pick:not([aria-disabled=true]):hover svg,"
    ".et-fan button.et-pick:focus-visible svg{transform:translateY(-8px)}"
    ".et-fan .et-faded svg{opacity:.45}"
    ".et-fan-label{text-align:center;font-size:.9em;color:#31333f}"
    ".et-table .et-fan-label{color:#fff}"
    ".et-quiz-trick .et-cards{justify-content:center}"
    ".et-seat-pick{padding:.15rem .6rem!important;border:2px solid #fff!important;border-radius:1rem!important;"
    "background:rgba(255,255,255,.12)!important}"
    ".et-seat-pick:hover{background:rgba(255,255,255,.3)!important}"
    # The bids, beside the hand: dark text on white (red suits stay red and readable, WCAG AA), one row per
    # suit that wraps on a phone, never cut short.
    # Pass on a line of its own, then the suits' rows side by side where the screen is wide enough.
    ".et-choices{display:flex;flex-wrap:wrap;justify-content:center;gap:.35rem .9rem;padding:.3rem 0}"
    ".et-choices .et-row{display:flex;flex-wrap:wrap;justify-content:center;gap:.35rem}"
    ".et-choices .et-row:first-child{flex-basis:100%}"
    ".et-choices button.et-choice{font:inherit;font-weight:600;padding:.4rem .9rem;border-radius:.5rem;"
    "border:1px solid #8a8d96;background:#fff;color:#1f1f1f;cursor:pointer;min-height:2.5rem;white-space:normal}"
    ".et-choices .et-short{display:none}"
    "@media (max-width:640px){.et-choices button.et-choice{padding:.3rem .6rem;min-height:2.3rem}"
    ".et-choices .et-long{display:none}.et-choices .et-short{display:inline}}"
    ".et-choices button.et-choice:hover{background:#f0f2f6}"
    ".et-choices button.et-choice.et-pass{background:#f0f2f6}"
    ".et-choices button.et-choice[aria-disabled=true]{opacity:.5;cursor:default}"
    # A projected lesson step (.et-compact) keeps one screen: the bids flow in one wrapping line, smaller.
    # A projected lesson step (.et-compact) also draws the hand smaller while it bids.
    ".et-choices.et-compact{gap:.25rem .4rem;padding:.15rem 0}.et-choices.et-compact .et-row{display:contents}"
    ".et-choices.et-compact button.et-choice{padding:.1rem .55rem;min-height:0;font-size:.85em}"
    ".et-fit~.et-fan:has(~.et-choices.et-compact){--w:calc(var(--pvh,1vh)*13)!important}"
    "</style>"
)


@dataclass(frozen=True)
class Pick:
    """What the learner touched: ``kind`` is ``card``, ``trick``, ``seat`` or ``answer`` (a button such as
    "Not a trump"); ``value`` a card code, a seat number as text or an answer code. Several cards
    (clicked in turn, or chosen and checked) are in ``values``."""

    kind: str
    value: str
    values: tuple[str, ...] = ()

    @staticmethod
    def parse(raw: object) -> Pick | None:
        """A pick as the browser sent it (``"card:JD"`` or a list of them), or None for anything else.

        >>> Pick.parse("seat:3"), Pick.parse(["card:JH", "card:JD"]).values, Pick.parse(7)
        (Pick(kind='seat', value='3', values=()), ('JH', 'JD'), None)
        >>> Pick.parse("bid:call H alone")
        Pick(kind='bid', value='call H alone', values=())
        """
        if isinstance(raw, str) and ":" in raw:
            kind, _sep, value = raw.partition(":")
            return Pick(kind, value) if kind in ("card", "trick", "seat", "answer", "bid") and value else None
        if isinstance(raw, list) and raw and all(isinstance(item, str) for item in raw):
            picks = [Pick.parse(item) for item in raw]
            if all(p is not None for p in picks):
                values = tuple(p.value for p in picks if p is not None)
                return Pick("order", values[0], values)
        return None


def pick_button(value: str, label: str, inner: str, *, disabled: bool = False, extra_class: str = "") -> str:
    """A button around ``inner`` markup, named ``label`` for screen readers (its picture is then hidden
    from them, so the name is read once). ``disabled`` keeps it focusable but inert."""
    aria = escape(label, quote=True)
    off = ' aria-disabled="true"' if disabled else ""
    return (
        f'<button type="button" class="et-pick {extra_class}" data-pick="{escape(value, quote=True)}" '
        f'aria-label="{aria}"{off}>{inner}</button>'
    )


def hand_fan(
    cards: Sequence[Card],
    tr: Translator,
    *,
    label: str,
    trump: str | None = None,
    four_colour: bool = False,
    size: float = 1.0,
    legal: Collection[str] | None = None,
    mark_legal: bool = False,
    disabled: bool = False,
    prefix: str = "card",
    card_labels: Sequence[str] | None = None,
) -> str:
    """The cards as one row of buttons (the cards are the buttons), labelled as a group.

    ``legal`` with ``mark_legal`` fades the cards the engine would refuse (they stay clickable, so the
    engine can say why); ``card_labels`` replace the default names ("jack of diamonds, left bower").
    """
    width = round(CARD_WIDTH * size)
    slots = []
    for i, card in enumerate(cards):
        name = card_labels[i] if card_labels is not None else None
        svg = card_image(card, tr, trump=trump, four_colour=four_colour, size=size, label=name)
        text = name if name is not None else card_label(card, tr, trump)
        faded = mark_legal and legal is not None and card.code not in legal
        button = pick_button(
            f"{prefix}:{card.code}", text, svg, disabled=disabled, extra_class="et-faded" if faded else ""
        )
        slots.append(f'<span class="et-slot">{button}</span>')
    group = escape(label, quote=True)
    return (
        f'<div class="et-fan" role="group" aria-label="{group}" style="--n:{max(len(cards), 1)};'
        f'--w:{width}px">{"".join(slots)}</div>'
    )


@dataclass(frozen=True)
class Choice:
    """A bid or call offered on the table: the engine's ``action`` text, the words on its button (plain
    text; red suits are coloured here), when the button shows only symbols the name read aloud, and the
    shorter words a phone shows (the name read aloud is then ``text``)."""

    action: str
    text: str
    name: str | None = None
    short: str | None = None  # the words a phone shows instead of ``text`` ("♣ alone"), to keep one screen


def choice_bar(rows: Sequence[Sequence[Choice]], label: str, *, disabled: bool = False, compact: bool = False) -> str:
    """The bids as rows of buttons (``bid:<action>``), in the order given (see ``core.bid_order``);
    ``compact`` on a projected lesson step, where the hand is drawn smaller while it bids."""
    lines = []
    for row in rows:
        buttons = []
        for choice in row:
            name = choice.name or choice.text
            extra = "et-choice et-pass" if choice.action == "pass" else "et-choice"
            shown = red_suits_html(choice.text)
            if choice.short is not None:  # both kept: the screen's width picks one (FAN_CSS)
                shown = (
                    f'<span class="et-long">{shown}</span><span class="et-short">{red_suits_html(choice.short)}</span>'
                )
            buttons.append(pick_button(f"bid:{choice.action}", name, shown, disabled=disabled, extra_class=extra))
        lines.append(f'<div class="et-row">{"".join(buttons)}</div>')
    classes = "et-choices et-compact" if compact else "et-choices"
    return f'<div class="{classes}" role="group" aria-label="{escape(label, quote=True)}">{"".join(lines)}</div>'
