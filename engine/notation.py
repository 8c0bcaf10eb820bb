"""Text forms of a deal and of a hand's history, used alike by lessons, tests and error messages.

A deal on one line (``kitty`` may be left out: it is then the rest of the deck)::

    dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD
        | kitty: QD TD 9D          (all on one line)
"""

from __future__ import annotations

from engine.cards import Card, format_cards, parse_card, parse_cards
from engine.errors import CardParseError, DealError, Reason
from engine.rules import Rules
from engine.state import SEAT_LETTERS, SEAT_NAMES, Deal, HandState, start_hand


class NotationError(DealError):
    """Deal text that cannot be read."""


def _fail(message: str, text: str, **params: str) -> NotationError:
    return NotationError(Reason("bad_notation", {"detail": message, **params}), f"{message} in {text!r}")


def parse_seat(text: str) -> int:
    """``"S"``/``"South"``/``"0"`` -> 0, and so on clockwise.

    >>> parse_seat("W"), parse_seat("north"), parse_seat("3")
    (1, 2, 3)
    """
    t = text.strip().lower()
    for i, (letter, name) in enumerate(zip(SEAT_LETTERS, SEAT_NAMES, strict=True)):
        if t in (letter.lower(), name.lower(), str(i)):
            return i
    raise CardParseError(f"not a seat: {text!r} (expected S, W, N or E)")


def parse_deal(text: str) -> Deal:
    """Read a one-line deal. Seat sections may come in any order; three-player deals omit ``E``.

    >>> d = parse_deal("dealer=W up=AC | S: JD AH 9S TC QC | W: 9H TH QH KH AH")
    Traceback (most recent call last):
    ...
    engine.notation.NotationError: AH appears twice in 'dealer=W up=AC | S: JD AH 9S TC QC | W: 9H TH QH KH AH'
    """
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
    try:
        dealer = parse_seat(fields["dealer"])
        upcard = parse_card(fields["up"])
    except CardParseError as e:
        raise _fail(str(e), text) from None
    hands: dict[int, list[Card]] = {}
    kitty: list[Card] | None = None
    for part in parts[1:]:
        label, sep, cards_text = part.partition(":")
        if not sep:
            raise _fail(f"expected 'SEAT: cards', not {part!r}", text)
        try:
            cards = parse_cards(cards_text)
            if label.strip().lower() == "kitty":
                kitty = cards
            else:
                seat = parse_seat(label)
                if seat in hands:
                    raise _fail(f"seat {SEAT_LETTERS[seat]} appears twice", text)
                hands[seat] = cards
        except CardParseError as e:
            raise _fail(str(e), text) from None
    all_cards = [c for s in sorted(hands) for c in hands[s]] + [upcard] + (kitty or [])
    seen: set[Card] = set()
    for c in all_cards:
        if c in seen:
            raise _fail(f"{c} appears twice", text, card=c.code)
        seen.add(c)
    if sorted(hands) not in ([0, 1, 2], [0, 1, 2, 3]):
        raise _fail("the deal needs the hands of S, W, N (and E with four players)", text)
    return Deal(dealer, tuple(tuple(hands[s]) for s in sorted(hands)), upcard,
                tuple(kitty) if kitty is not None else ())


def hand_from_notation(rules: Rules, text: str) -> HandState:
    """Start a hand from its one-line deal, checked against ``rules``."""
    d = parse_deal(text)
    has_kitty = "kitty:" in text.lower()
    return start_hand(rules, d.dealer, d.hands, d.upcard, d.kitty if has_kitty else None)


def format_deal(deal: Deal) -> str:
    """The one-line form of a deal (the inverse of :func:`parse_deal`).

    >>> t = ("dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
    ...      "E: AC KC 9C AD KD | kitty: QD TD 9D")
    >>> format_deal(parse_deal(t)) == t
    True
    """
    parts = [f"dealer={SEAT_LETTERS[deal.dealer]} up={deal.upcard}"]
    parts += [f"{SEAT_LETTERS[s]}: {format_cards(h)}" for s, h in enumerate(deal.hands)]
    parts.append(f"kitty: {format_cards(deal.kitty)}")
    return " | ".join(parts)


def format_history(state: HandState) -> str:
    """A readable hand history: the deal, every action, each trick's winner and the result."""
    lines = [format_deal(state.deal)]
    trick_no = 0
    played = 0
    active = state.num_players - len(state.sitting_out)
    for seat, action in state.history:
        lines.append(f"{SEAT_LETTERS[seat]}: {action}")
        if action.kind == "play":
            played += 1
            if played % active == 0 and trick_no < len(state.tricks):
                t = state.tricks[trick_no]
                trick_no += 1
                lines.append(f"-- trick {trick_no} to {SEAT_LETTERS[t.winner]}")
    if state.thrown_in:
        lines.append("result: thrown in")
    elif state.result() is not None:
        side, points = state.result()  # type: ignore[misc]
        lines.append(f"result: {side} {points} (maker {SEAT_LETTERS[state.maker or 0]}, "
                     f"trump {state.trump}, maker tricks {state.maker_tricks})")
    return "\n".join(lines)

