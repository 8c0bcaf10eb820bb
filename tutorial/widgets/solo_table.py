"""The table of the call-ace and auction games: four to seven seats round an oval, the trick in the middle,
and the silent partner marked only once play has revealed it (the widget draws ``SoloHand.observation`` of
the learner's seat, never the engine's own knowledge).

:func:`solo_table_html` is pure (a view in, escaped markup out) so it can be tested without Streamlit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine import SUIT_SYMBOLS, SUITS, Card, Rules, SoloHand, SoloView
from engine.cards.card import RANKS
from engine.games.solo import BIDDING_PHASES
from tutorial.core.questions.bid_order import choice_rows
from tutorial.core.text.card_phrases import card_phrase, seat_phrase
from tutorial.core.text.card_text import action_label, card_label, card_short, seat_label, suit_name
from tutorial.core.text.i18n import Translator
from tutorial.core.text.table_text import bid_done
from tutorial.widgets.cards import card_back_svg, card_image
from tutorial.widgets.suit_colour import red_suits_html
from tutorial.widgets.table_picks import Choice
from tutorial.widgets.trick_gather import arrival_style, gather_attrs, trick_to_gather

_CSS = (
    "<style>"
    # As tall as the screen allows with the bids, the hand and the verdict below it (--pvh: a hundredth of the
    # window's height, set by the table component), between 13 and 24 rem.
    ".et-solo{position:relative;height:clamp(13rem,calc(var(--pvh,8px)*28),24rem);background:#2e7d4f;"
    "border-radius:50%/40%;color:#fff;margin:.2rem 0 .2rem;font-size:.92em;line-height:1.2}"
    ".et-solo .et-seat{position:absolute;transform:translate(-50%,-50%);text-align:center;width:9rem}"
    ".et-solo .et-name{font-weight:700}"
    ".et-solo .et-badge{display:inline-block;border-radius:.8rem;padding:0 .45rem;margin:.1rem;font-size:.8em;"
    "background:#fff;color:#1f1f1f}"
    ".et-solo .et-dealer{background:#ffd54f}.et-solo .et-turn{background:#90caf9}"
    ".et-solo .et-partner{background:#f48fb1}"
    ".et-solo .et-centre{position:absolute;left:50%;top:47%;transform:translate(-50%,-50%);text-align:center;"
    "max-width:40%}"
    ".et-solo .et-played-card{position:absolute;transform:translate(-50%,-50%);z-index:1}"
    # The seat at the top of the oval stands out above it by half its height (name, badges, points, tricks and
    # cards): the bar keeps clear of it, else North's name lay under "Trump" and "Called suit".
    ".et-solo-info{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:.3rem;"
    "font-size:.92em;margin-bottom:1.5rem}"
    ".et-solo-info .et-chip{background:#fff;color:#1f1f1f;border:1px solid #2e7d4f;border-radius:.5rem;"
    "padding:0 .5rem;font-weight:600}"
    ".et-solo-info .et-last{color:#31333f}"
    "@media (max-width:640px){.et-solo{font-size:.78em;height:12rem}.et-solo .et-seat{width:6.5rem}"
    ".et-solo .et-played-card svg.et-card{width:34px;height:auto}}"
    # The trump, the bid and the calls on white, like the partnership table's trump marker: their red suits
    # are printed red, which the green cloth would swallow.
    ".et-solo .et-said{display:inline-block;background:#fff;color:#1f1f1f;"
    "border-radius:.5rem;padding:0 .45rem;margin:.1rem;font-weight:600}"
    "</style>"
)


def _badge(text: str, kind: str = "") -> str:
    return f'<span class="et-badge {kind}">{escape(text)}</span>'


def seat_position(seat: int, num_seats: int) -> tuple[float, float]:
    """Where a seat sits, in per cent of the table's width and height: South at the bottom, then clockwise.

    >>> seat_position(0, 5)
    (50.0, 84.0)
    >>> x, y = seat_position(1, 4); round(x), round(y)       # West, on the left
    (9, 50)
    """
    angle = math.pi / 2 + 2 * math.pi * seat / num_seats
    return round(50 + 41 * math.cos(angle), 1), round(50 + 34 * math.sin(angle), 1)


def trick_spot(seat: int, num_seats: int) -> str:
    """Where a seat's card lies in the trick: halfway from the middle to the seat (CSS ``left`` and ``top``).

    >>> trick_spot(0, 4)
    'left:50.0%;top:66.3%'
    """
    x, y = seat_position(seat, num_seats)
    return f"left:{50 + (x - 50) * 0.5:.1f}%;top:{50 + (y - 50) * 0.48:.1f}%"


def solo_table_html(
    view: SoloView, rules: Rules, tr: Translator, scores: Sequence[int] | None = None, *, gather: bool = False
) -> str:
    """The whole table as markup for the seat of ``view`` (the learner); ``gather``: a trick finished since
    the learner's card goes to its winner (see :mod:`tutorial.widgets.trick_gather`)."""
    _ = tr.gettext
    table = rules.seating
    # data-south: where the learner's card lies in the trick, for the table's instant move (table_frontend)
    parts = [
        _CSS,
        f'<div class="et-solo" role="group" aria-label="{escape(_("The table"), quote=True)}" '
        f'data-south="{trick_spot(view.seat, table.num_seats)}">',
    ]
    trick, trick_seats, caption = view.current_trick, view.current_trick_seats, ""
    if not trick and view.tricks:  # the trick just won stays in the middle until the next card is led
        last = view.tricks[-1]
        trick, trick_seats = last.cards, last.seats
        caption = _("{seat} won the last trick").format(seat=seat_phrase(last.winner, tr, table))
    played = dict(zip(trick_seats, trick, strict=True))
    for seat in table.seats:
        x, y = seat_position(seat, table.num_seats)
        name = seat_label(seat, tr, table)
        badges = []
        if seat == view.dealer:
            badges.append(_badge(_("dealer"), "et-dealer"))
        bidding = view.phase in BIDDING_PHASES
        if seat == view.to_move:  # in the bidding the player speaks; in the play he plays a card
            badges.append(_badge(_("to bid") if bidding else _("to play"), "et-turn"))
        if seat == view.maker and view.trump is not None and not bidding:
            badges.append(_badge(_("alone") if view.alone else _("maker")))
        if view.partner is not None and seat == view.partner and seat != view.maker:
            badges.append(_badge(_("silent partner"), "et-partner"))
        lines = [f'<div class="et-name">{escape(name)}</div>', "<div>" + "".join(badges) + "</div>"]
        if scores is not None:
            lines.append(
                '<div class="et-caption">'
                + escape(tr.ngettext("{n} point", "{n} points", scores[seat]).format(n=tr.format_number(scores[seat])))
                + "</div>"
            )
        spoken = _last_bid(view, seat, tr) if bidding else None
        if spoken is not None:
            lines.append(f'<div><span class="et-said">{red_suits_html(spoken)}</span></div>')
        if view.trump is not None and not bidding:
            won = view.tricks_won[seat]
            lines.append("<div>" + escape(tr.ngettext("{n} trick", "{n} tricks", won).format(n=won)) + "</div>")
        if seat != view.seat and view.hand_sizes[seat]:
            count = view.hand_sizes[seat]
            label = tr.ngettext("{n} face-down card", "{n} face-down cards", count).format(n=count)
            lines.append(card_back_svg(label, size=0.28))
        parts.append(
            f'<div class="et-seat" data-seat="{seat}" style="left:{x}%;top:{y}%" role="group" '
            f'aria-label="{escape(name, quote=True)}">{"".join(lines)}</div>'
        )

    def played_card(seat: int, card: Card, motion: str, attrs: str = "") -> str:
        label = _("{seat} played {card}").format(
            seat=seat_phrase(seat, tr, table), card=card_phrase(card, tr, card_label(card, tr, view.trump))
        )
        image = card_image(card, tr, trump=view.trump, size=0.55, label=label)
        return (
            f'<div class="et-played-card" style="{trick_spot(seat, table.num_seats)}"{attrs}>'
            f"<span{motion}>{image}</span></div>"
        )

    going = trick_to_gather(view.tricks, view.current_trick_seats, view.seat) if gather else None
    offset = 0.0
    if going is not None:  # the trick the learner played to goes to its winner (see trick_gather)
        said = _("{seat} won the last trick").format(seat=seat_phrase(going.trick.winner, tr, table))
        first = len(going.trick.cards) - going.arriving
        parts.extend(
            played_card(seat, card, arrival_style(i, first), gather_attrs(going, said))
            for i, (seat, card) in enumerate(zip(going.trick.seats, going.trick.cards, strict=True))
        )
        offset = going.ends if going.closing else 0.0
        if not going.closing:
            played = {}
    for i, (seat, card) in enumerate(played.items()):  # the trick in the middle, each card before its player
        # after a trick that leaves, the new one's cards come in one after the other
        parts.append(played_card(seat, card, arrival_style(i, 0, offset) if offset else ' class="et-played"'))
    if view.upcard is not None and view.trump is None:  # the upcard in the middle while it is bid on
        parts.append(f'<div class="et-centre">{card_image(view.upcard, tr, size=0.6)}</div>')
    parts.append("</div>")
    # Trump, the bid and the call on a bar above the cloth: the middle of the table is the trick's.
    info = _info(view, rules, tr) + (f'<div class="et-last">{escape(caption)}</div>' if caption else "")
    return parts[0] + f'<div class="et-solo-info">{info}</div>' + "".join(parts[1:])


def _last_bid(view: SoloView, seat: int, tr: Translator) -> str | None:
    """What the seat said last in the bidding: a bid as its number and suit, else the bidding record's words."""
    for who, action in reversed(view.history):
        if who == seat:
            if action.kind == "bid":
                return f"{action.bid} {SUIT_SYMBOLS[action.suit or 'C']}"
            return bid_done(str(action), tr, by_dealer=seat == view.dealer)
    return None


def _info(view: SoloView, rules: Rules, tr: Translator) -> str:
    _ = tr.gettext
    lines = []
    if view.trump is not None and view.phase in BIDDING_PHASES:
        lines.append(_("Highest bid: {n} {suit}").format(n=view.bid, suit=SUIT_SYMBOLS[view.trump]))
    elif view.trump is not None:
        lines.append(_("Trump: {suit}").format(suit=f"{SUIT_SYMBOLS[view.trump]} {suit_name(view.trump, tr)}"))
    if rules.game == "auction" and view.bid and view.phase not in BIDDING_PHASES:
        lines.append(_("Bid: {n} {suit}").format(n=view.bid, suit=SUIT_SYMBOLS[view.trump or "C"]))
    if view.called_suit is not None:
        lines.append(
            _("Called suit: {suit}").format(suit=f"{SUIT_SYMBOLS[view.called_suit]} {suit_name(view.called_suit, tr)}")
        )
    if view.called_card is not None:
        lines.append(_("The ally's card: {card}").format(card=card_short(view.called_card, tr)))
    return "".join(f'<div class="et-chip">{red_suits_html(line)}</div>' for line in lines)


def solo_choices(hand: SoloHand, legal: Sequence[str], tr: Translator) -> list[list[Choice]]:
    """The bids and calls on offer, in the table's fixed order: pass first, then suit by suit; an ally's
    card is chosen from the cards, trump first, by suit."""
    by_dealer = hand.to_move == hand.dealer

    def choice(action: str) -> Choice:
        words = action.split()
        if words[0] == "bid":  # "3 ♣", read aloud as "Bid: 3 clubs"
            return Choice(
                action,
                f"{words[1]} {SUIT_SYMBOLS[words[2]]}",
                tr.gettext("Bid: {n} {suit}").format(n=words[1], suit=suit_name(words[2], tr)),
            )
        if words[:2] == ["call", "ace"]:
            return Choice(action, f"{SUIT_SYMBOLS[words[2]]} {suit_name(words[2], tr)}")
        if words[:2] == ["call", "ally"]:
            return Choice(action, card_short(words[2], tr), card_label(words[2], tr, hand.trump))
        label = action_label(action, tr, by_dealer=by_dealer)
        if words[0] == "call" and words[1] in SUIT_SYMBOLS:  # a phone shows "♣ clubs" / "♣ alone"
            short = tr.gettext("alone") if words[-1] == "alone" else suit_name(words[1], tr)
            return Choice(action, f"{SUIT_SYMBOLS[words[1]]} {label}", short=f"{SUIT_SYMBOLS[words[1]]} {short}")
        return Choice(action, label)

    allies = [a for a in legal if a.startswith("call ally ")]
    if allies:  # a grid of cards: the trump suit's row first, then the others in the table's order
        order = sorted(SUITS, key=lambda suit: suit != hand.trump)
        rows = [[a for a in allies if a.split()[2][-1] == suit] for suit in order]
        rows = [
            sorted(row, key=lambda a: -RANKS.index(a.split()[2][0]) if a.split()[2][0] in RANKS else 0)
            for row in rows
            if row
        ]
        return [[choice(a) for a in row] for row in rows]
    return [[choice(a) for a in row] for row in choice_rows(legal)]


def sorted_hand(cards: Sequence[Card]) -> list[Card]:
    """The learner's cards in the round table's order: suit by suit, low to high."""
    return sorted(
        cards,
        key=lambda c: (SUITS.index(c.suit) if c.suit in SUITS else 4, RANKS.index(c.rank) if c.rank in RANKS else 0),
    )
