"""Text forms of a deal and of a hand's history, used alike by lessons, tests and error messages.

A deal on one line (``kitty`` may be left out: it is then the rest of the deck)::

    dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD
        | kitty: QD TD 9D          (all on one line)
"""

from __future__ import annotations

from engine.cards.card import Card, format_cards, parse_card, parse_cards
from engine.cards.errors import CardParseError, DealError, ReasonCode, reason
from engine.games.partnership import Deal, HandState, start_hand
from engine.table.rules import Rules, require_game
from engine.table.seating import MAX_SEATS, MIN_SEATS, Seating, seating


class NotationError(DealError):
    """Deal text that cannot be read."""


def _fail(message: str, text: str, card: str | None = None) -> NotationError:
    return NotationError(reason(ReasonCode.BAD_NOTATION, detail=message, card=card), f"{message} in {text!r}")


def parse_seat(text: str, table: Seating | None = None) -> int:
    """A seat from its code, its English compass name or its number, at ``table`` (by default the
    four-hand table): ``"S"``/``"South"``/``"0"`` -> 0, and so on clockwise.

    >>> parse_seat("W"), parse_seat("north"), parse_seat("3"), parse_seat("NE", seating(6))
    (1, 2, 3, 4)
    """
    return (table or seating(4)).parse_seat(text)


def parse_deal(text: str, table: Seating | None = None) -> Deal:
    """Read a one-line deal. Seat sections may come in any order; without ``table`` the number of hands
    says the table (three-player deals omit ``E``).

    >>> d = parse_deal("dealer=W up=AC | S: JD AH 9S TC QC | W: 9H TH QH KH AH")
    Traceback (most recent call last):
    ...
    engine.games.notation.NotationError: AH appears twice in 'dealer=W up=AC | S: JD AH 9S TC QC | W: 9H TH QH KH AH'
    """
    return _read_deal(text, table)[0]


def _read_deal(text: str, table: Seating | None) -> tuple[Deal, bool]:
    """The deal, and whether the text wrote its kitty (an empty ``kitty:`` counts: it is refused later)."""
    parts = [p.strip() for p in text.split("|")]
    header = parts[0].split()
    fields: dict[str, str] = {}
    for item in header:
        key, sep, value = item.partition("=")
        if not sep:
            raise _fail(f"expected key=value, not {item!r}", text)
        fields[key.lower()] = value
    unknown = set(fields) - {"dealer", "up"}
    if unknown:
        raise _fail(f"unknown field {sorted(unknown)[0]!r} (expected dealer= and up=)", text)
    if "dealer" not in fields or "up" not in fields:
        raise _fail("the deal needs dealer= and up=", text)
    sections: list[tuple[str, list[Card]]] = []
    kitty: list[Card] | None = None
    for part in parts[1:]:
        label, sep, cards_text = part.partition(":")
        if not sep:
            raise _fail(f"expected 'SEAT: cards', not {part!r}", text)
        try:
            cards = parse_cards(cards_text)
        except CardParseError as e:
            raise _fail(str(e), text) from None
        if label.strip().lower() == "kitty":
            if kitty is not None:
                raise _fail("the kitty appears twice", text)
            kitty = cards
        else:
            sections.append((label, cards))
    try:
        upcard = parse_card(fields["up"])
    except CardParseError as e:
        raise _fail(str(e), text) from None
    seen: set[Card] = set()
    for c in [c for _, cards in sections for c in cards] + [upcard] + (kitty or []):
        if c in seen:
            raise _fail(f"{c} appears twice", text, card=c.code)
        seen.add(c)
    table, seats = _seats_of([label for label, _ in sections], text, table)
    try:
        dealer = table.parse_seat(fields["dealer"])
    except CardParseError as e:
        raise _fail(str(e), text) from None
    hands = dict(zip(seats, (cards for _, cards in sections), strict=True))
    deal = Deal(dealer, tuple(tuple(hands[s]) for s in table.seats), upcard, tuple(kitty or ()))
    return deal, kitty is not None


def _seats_of(labels: list[str], text: str, table: Seating | None) -> tuple[Seating, list[int]]:
    """The table the seat labels describe (one hand per seat) and the seat of each label."""
    if table is None and MIN_SEATS <= len(labels) <= MAX_SEATS:
        candidate = seating(len(labels))
        try:
            seats = [candidate.parse_seat(label) for label in labels]
        except CardParseError:
            seats = []
        if len(set(seats)) == candidate.num_seats:
            return candidate, seats
    named = table or seating(4)
    seats = []
    for label in labels:
        try:
            seat = named.parse_seat(label)
        except CardParseError as e:
            raise _fail(str(e), text) from None
        if seat in seats:
            raise _fail(f"seat {named.code(seat)} appears twice", text)
        seats.append(seat)
    if table is not None and len(seats) == table.num_seats:
        return table, seats
    if table is None:
        raise _fail("the deal needs the hands of S, W, N (and E with four players)", text)
    raise _fail(f"the deal needs the hands of {', '.join(table.codes)}", text)


def hand_from_notation(rules: Rules, text: str) -> HandState:
    """Start a hand from its one-line deal, checked against ``rules``. Without a kitty section the kitty
    is the rest of the deck; a kitty that is written is checked like the hands, never replaced.

    >>> t = "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"
    >>> [str(c) for c in hand_from_notation(Rules(), t + " | kitty : QD TD 9D").kitty]
    ['QD', 'TD', '9D']
    >>> hand_from_notation(Rules(), t + " | kitty : QD TD")
    Traceback (most recent call last):
    ...
    engine.cards.errors.DealError: the kitty must hold 3 cards besides the upcard, not 2
    """
    # engine.games.widow.parse_solo_deal reads the other games
    require_game(rules, "engine.hand_from_notation", "partnership")
    d, has_kitty = _read_deal(text, None)  # the table the text describes: check_deal compares it to rules
    return start_hand(rules, d.dealer, d.hands, d.upcard, d.kitty if has_kitty else None)


def format_deal(deal: Deal) -> str:
    """The one-line form of a deal (the inverse of :func:`parse_deal`).

    >>> t = ("dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
    ...      "E: AC KC 9C AD KD | kitty: QD TD 9D")
    >>> format_deal(parse_deal(t)) == t
    True
    """
    table = seating(len(deal.hands))
    parts = [f"dealer={table.code(deal.dealer)} up={deal.upcard}"]
    parts += [f"{table.code(s)}: {format_cards(h)}" for s, h in enumerate(deal.hands)]
    if deal.kitty:  # a deal read without its kitty stays without one (the rest of the deck)
        parts.append(f"kitty: {format_cards(deal.kitty)}")
    return " | ".join(parts)


def format_history(state: HandState) -> str:
    """A readable hand history: the deal, every action, each trick's winner and the result."""
    code = state.seating.code
    lines = [format_deal(state.deal)]
    trick_no = 0
    played = 0
    active = state.num_players - len(state.sitting_out)
    for seat, action in state.history:
        lines.append(f"{code(seat)}: {action}")
        if action.kind == "play":
            played += 1
            if played % active == 0 and trick_no < len(state.tricks):
                t = state.tricks[trick_no]
                trick_no += 1
                lines.append(f"-- trick {trick_no} to {code(t.winner)}")
    if state.thrown_in:
        lines.append("result: thrown in")
    elif state.result() is not None:
        side, points = state.result()  # type: ignore[misc]
        lines.append(
            f"result: {side} {points} (maker {code(state.maker or 0)}, "
            f"trump {state.trump}, maker tricks {state.maker_tricks})"
        )
    return "\n".join(lines)
