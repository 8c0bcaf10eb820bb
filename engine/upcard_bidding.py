"""Making trump on the upcard, as the partnership game (four-hand and cutthroat) and call-ace euchre both do
(rules.md sections 3 and 10): round 1, from the dealer's left, each player passes or orders the upcard up;
once all passed it is turned down and round 2 names another suit or passes; everyone passing twice throws the
hand in, unless the dealer is stuck. A turned-up best bower makes the dealer name trump at once. Whoever fixes
trump may go alone where the table allows it; under the Canadian loner the dealer's partner orders up only
alone.

These rules are decided here once. Each hand keeps its own state and turns :func:`upcard_bid`'s answer into
its next state: a :class:`Bid` (what the bid does), or a :class:`~engine.errors.Refusal` it raises with its
own seat and cards. The phases are named by the values that ``engine.Phase`` and ``engine.SoloPhase``
share.

>>> table = UpcardTable(players=4, alone=True, stick_the_dealer=False)
>>> [str(a) for a in upcard_legal(ROUND_ONE, table, seat=0, dealer=3, turned_down=None, canadian=None)]
['pass', 'order up', 'order up alone']
>>> from engine.actions import parse_action
>>> from engine.cards import parse_card
>>> upcard_bid(ROUND_ONE, table, 3, 3, 3, parse_action("pass"), parse_card("9H"), None, None).outcome
<BidOutcome.ROUND_TWO: 'round_two'>
>>> upcard_bid(ROUND_TWO, table, 0, 3, 0, parse_action("call H"), parse_card("9H"), "H", None).code
<ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT: 'cannot_call_turned_down_suit'>
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.actions import CALL, ORDER_UP, ORDER_UP_ALONE, PASS, Action
from engine.cards import SUITS, Card
from engine.errors import ReasonCode, Refusal

# The three phases of the upcard bidding, by the values both hands' phase enums give them.
ROUND_ONE: Final = "bid_upcard"  # pass or order up the upcard
ROUND_TWO: Final = "call_trump"  # pass or name another suit
DEALER_NAMES: Final = "dealer_names_trump"  # the best bower was turned up: the dealer names trump
PHASES: Final = frozenset({ROUND_ONE, ROUND_TWO, DEALER_NAMES})


class UpcardTable(NamedTuple):
    """What a table's rules fix for its upcard bidding."""

    players: int
    alone: bool  # whether the maker may go alone: with partners, and at call-ace (a lone hand, no call)
    stick_the_dealer: bool


class BidOutcome(StrEnum):
    PASSED = "passed"  # the next seat to the left speaks, in the same round
    ROUND_TWO = "round_two"  # everyone passed the upcard: it is turned down, the dealer's left speaks
    THROWN_IN = "thrown_in"  # everyone passed twice: nobody scores
    TRUMP = "trump"  # trump is fixed


class Bid(NamedTuple):
    """What a legal bid does. ``pick_up``: the dealer takes the upcard (it was ordered up, or the best bower
    was turned up) and discards one card, when he plays."""

    outcome: BidOutcome
    trump: str | None = None
    alone: bool = False
    pick_up: bool = False


_PASSED, _TURNED_DOWN, _THROWN_IN = Bid(BidOutcome.PASSED), Bid(BidOutcome.ROUND_TWO), Bid(BidOutcome.THROWN_IN)

# The legal bids, built once: round 1 by (alone allowed, the seat must go alone), round 2 by (turned-down
# suit, alone allowed), the dealer's call after a turned-up best bower by alone allowed.
_ROUND_ONE: dict[tuple[bool, bool], tuple[Action, ...]] = {
    (False, False): (PASS, ORDER_UP), (False, True): (PASS, ORDER_UP),
    (True, False): (PASS, ORDER_UP, ORDER_UP_ALONE), (True, True): (PASS, ORDER_UP_ALONE),
}
_ROUND_TWO_CALLS: dict[tuple[str | None, bool], tuple[Action, ...]] = {
    (down, alone): tuple(CALL[(suit, lone)] for suit in SUITS if suit != down
                         for lone in ((False, True) if alone else (False,)))
    for down in (*SUITS, None) for alone in (False, True)
}
_ROUND_TWO: dict[tuple[str | None, bool], tuple[Action, ...]] = {
    key: (PASS, *calls) for key, calls in _ROUND_TWO_CALLS.items()
}


def upcard_legal(phase: str, table: UpcardTable, seat: int, dealer: int, turned_down: str | None,
                 canadian: int | None) -> list[Action]:
    """Every bid ``seat`` may make now, in a stable order (pass first, then by suit, alone after).
    ``canadian`` is the seat that may order up only alone, if any.

    >>> table = UpcardTable(players=3, alone=False, stick_the_dealer=True)
    >>> [str(a) for a in upcard_legal(ROUND_TWO, table, seat=2, dealer=2, turned_down="H", canadian=None)]
    ['call C', 'call D', 'call S']
    """
    if phase == ROUND_ONE:
        return list(_ROUND_ONE[(table.alone, seat == canadian)])
    if phase == ROUND_TWO:
        if table.stick_the_dealer and seat == dealer:
            return list(_ROUND_TWO_CALLS[(turned_down, table.alone)])
        return list(_ROUND_TWO[(turned_down, table.alone)])
    return list(_ROUND_TWO_CALLS[(None, table.alone)])  # DEALER_NAMES: any suit


def upcard_bid(phase: str, table: UpcardTable, seat: int, dealer: int, passes: int, a: Action, upcard: Card,
               turned_down: str | None, canadian: int | None) -> Bid | Refusal:
    """What ``a`` by ``seat`` does, ``passes`` players having passed in this round; or why it is refused."""
    kind = a.kind
    if phase == ROUND_ONE:
        if kind == "pass":
            return _TURNED_DOWN if passes + 1 == table.players else _PASSED
        if kind != "order_up":
            return _refuse_in_round_one(a, upcard)
        if a.alone and not table.alone:
            return _NO_PARTNER
        if seat == canadian and not a.alone:
            return Refusal(ReasonCode.MUST_GO_ALONE,
                           "Canadian loner: the dealer's partner may order up only by going alone")
        return Bid(BidOutcome.TRUMP, upcard.suit, a.alone, pick_up=True)
    if phase == ROUND_TWO:
        if kind == "pass":
            if table.stick_the_dealer and seat == dealer:
                return Refusal(ReasonCode.DEALER_MUST_CALL, "stick the dealer: the dealer must name trump")
            return _THROWN_IN if passes + 1 == table.players else _PASSED
        if kind == "order_up":
            return Refusal(ReasonCode.NO_ORDER_UP_IN_ROUND_TWO,
                           f"{a}: {upcard} was turned down; round 2 names a suit", {"upcard": upcard.code})
        if kind != "call" or a.suit is None:
            return wrong_phase(phase, a)
        if a.suit == turned_down:
            return Refusal(ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT,
                           f"{a}: {a.suit} was turned down and cannot be trump this hand", {"suit": a.suit})
        if a.alone and not table.alone:
            return _NO_PARTNER
        return Bid(BidOutcome.TRUMP, a.suit, a.alone, pick_up=False)
    if kind == "pass":  # DEALER_NAMES
        return Refusal(ReasonCode.DEALER_MUST_CALL, "the best bower was turned up: the dealer must name trump")
    if kind != "call" or a.suit is None:
        return wrong_phase(phase, a)
    if a.alone and not table.alone:
        return _NO_PARTNER
    return Bid(BidOutcome.TRUMP, a.suit, a.alone, pick_up=True)


def wrong_phase(phase: str, a: Action) -> Refusal:
    """The refusal of an action that is no bid (or no bid of this round)."""
    return Refusal(ReasonCode.WRONG_PHASE, f"{a} is not possible now ({phase})", {"phase": phase, "action": str(a)})


_NO_PARTNER = Refusal(ReasonCode.NO_PARTNER, "nobody can go alone in cutthroat: there are no partners")


def _refuse_in_round_one(a: Action, upcard: Card) -> Refusal:
    if a.kind != "call":
        return wrong_phase(ROUND_ONE, a)
    if a.suit == upcard.suit:
        return Refusal(ReasonCode.UPCARD_SUIT_IS_ORDERED_UP,
                       f"{a}: in round 1 the upcard's suit is ordered up, not called", {"upcard": upcard.code})
    return Refusal(ReasonCode.SUIT_ONLY_IN_ROUND_TWO, f"{a}: in round 1 you may only order up {upcard} or pass",
                   {"upcard": upcard.code})
