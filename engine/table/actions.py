"""Action values and their text vocabulary.

``str(action)`` is one of: ``pass``, ``order up``, ``order up alone``, ``call H``, ``call H alone``,
``discard 9C``, ``defend alone``, ``play JH``; at the call-ace and auction tables also ``call ace D`` (the
suit whose best card makes the maker's partner), ``bid 4 H``, ``bid 8 S``, ``bid 15 C`` and ``call ally QH``.
Actions are interned, like cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.cards.card import ALL_CARDS, SUITS, Card, parse_card, parse_suit
from engine.cards.errors import CardParseError

ActionKind = Literal["pass", "order_up", "call", "discard", "defend_alone", "play", "bid", "call_suit", "call_ally"]
# Auction euchre's bids, low to high: three to five tricks, then eight and fifteen, the lone hands (seed 001).
BID_VALUES: tuple[int, ...] = (3, 4, 5, 8, 15)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision at the table. Build actions with :func:`parse_action` or the constants below.

    >>> str(parse_action("call h alone"))
    'call H alone'
    >>> parse_action("play 10h") == PLAY[parse_card("TH")]
    True
    >>> [str(b) for b in BIDS][:4]
    ['pass', 'order up', 'order up alone', 'call C']
    """

    kind: ActionKind
    suit: str | None = None
    card: Card | None = None
    alone: bool = False
    bid: int = 0  # an auction bid's number: 3, 4, 5, 8 or 15

    def __str__(self) -> str:
        if self.kind == "bid":
            return f"bid {self.bid} {self.suit}"
        if self.kind == "call_suit":
            return f"call ace {self.suit}"
        if self.kind == "call_ally":
            assert self.card is not None
            return f"call ally {self.card.code}"
        if self.kind == "pass":
            return "pass"
        if self.kind == "order_up":
            return "order up alone" if self.alone else "order up"
        if self.kind == "call":
            return f"call {self.suit}" + (" alone" if self.alone else "")
        if self.kind == "defend_alone":
            return "defend alone"
        assert self.card is not None
        return f"{'discard' if self.kind == 'discard' else 'play'} {self.card.code}"


PASS = Action("pass")
ORDER_UP = Action("order_up")
ORDER_UP_ALONE = Action("order_up", alone=True)
DEFEND_ALONE = Action("defend_alone")
CALL: dict[tuple[str, bool], Action] = {(s, a): Action("call", suit=s, alone=a) for s in SUITS for a in (False, True)}
PLAY: dict[Card, Action] = {c: Action("play", card=c) for c in ALL_CARDS}
DISCARD: dict[Card, Action] = {c: Action("discard", card=c) for c in ALL_CARDS}
BID: dict[tuple[int, str], Action] = {(n, s): Action("bid", suit=s, bid=n) for n in BID_VALUES for s in SUITS}
# The maker calls a suit to find his partner (call-ace euchre: "call ace D"); an ally by a card (auction).
CALL_SUIT: dict[str, Action] = {s: Action("call_suit", suit=s) for s in SUITS}
CALL_ALLY: dict[Card, Action] = {c: Action("call_ally", card=c) for c in ALL_CARDS}
# Every bid that makes trump or declines to, in the order a table offers them: the one list of bids.
BIDS: tuple[Action, ...] = (PASS, ORDER_UP, ORDER_UP_ALONE, *(CALL[(s, a)] for s in SUITS for a in (False, True)))

_FIXED = {
    "pass": PASS,
    "order up": ORDER_UP,
    "pick it up": ORDER_UP,
    "pick up": ORDER_UP,
    "order up alone": ORDER_UP_ALONE,
    "pick it up alone": ORDER_UP_ALONE,
    "defend alone": DEFEND_ALONE,
}


def parse_action(text: str | Action) -> Action:
    """Parse the text form of an action (case and spacing do not matter).

    >>> str(parse_action("bid 15 c")), str(parse_action("call ace d")), str(parse_action("call ally 10h"))
    ('bid 15 C', 'call ace D', 'call ally TH')
    >>> parse_action("discard 9c")
    Action(kind='discard', suit=None, card=Card('9C'), alone=False, bid=0)
    >>> parse_action("fold")
    Traceback (most recent call last):
    ...
    engine.cards.errors.CardParseError: not an action: 'fold' (expected pass, order up [alone], ...)

    """
    if isinstance(text, Action):
        return text
    words = " ".join(str(text).lower().split())
    fixed = _FIXED.get(words)
    if fixed is not None:
        return fixed
    parts = words.split(" ")
    try:
        if parts[0] == "call" and len(parts) in (2, 3) and (len(parts) == 2 or parts[2] == "alone"):
            return CALL[(parse_suit(parts[1]), len(parts) == 3)]
        if parts[0] == "bid" and len(parts) == 3 and parts[1].isdigit() and int(parts[1]) in BID_VALUES:
            return BID[(int(parts[1]), parse_suit(parts[2]))]
        if parts[:2] == ["call", "ace"] and len(parts) == 3:
            return CALL_SUIT[parse_suit(parts[2])]
        if parts[:2] == ["call", "ally"] and len(parts) == 3:
            return CALL_ALLY[parse_card(parts[2])]
        if parts[0] in ("play", "discard") and len(parts) == 2:
            card = parse_card(parts[1])
            return PLAY[card] if parts[0] == "play" else DISCARD[card]
    except CardParseError:
        pass
    raise CardParseError(
        f"not an action: {text!r} (expected pass, order up [alone], call X [alone], discard CARD, "
        "defend alone, play CARD, bid N X, call ace X or call ally CARD)"
    )
