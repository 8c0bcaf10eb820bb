"""Making trump on the upcard, for every game that bids on one (rules.md sections 3 and 10): round 1, from
the dealer's left, each player passes or orders the upcard up; once all passed it is turned down and round 2
names another suit or passes; everyone passing twice throws the hand in, unless the dealer is stuck. A
turned-up best bower makes the dealer name trump at once. Whoever fixes trump may go alone where the table
allows it; under the Canadian loner the dealer's partner orders up only alone.

These rules are decided here once, a pair of functions per phase: the bids on offer, and what a bid does.
Each hand keeps its own state and turns the answer into its next state: a :class:`Bid`, or a
:class:`~engine.cards.errors.Refusal` it raises with its own seat and cards. The phases are named by the values
that ``engine.Phase`` and ``engine.SoloPhase`` share.

>>> table = UpcardTable(players=4, alone=True, stick_the_dealer=False)
>>> [str(a) for a in round_one_bids(table, seat=0, canadian=None)]
['pass', 'order up', 'order up alone']
>>> from engine.table.actions import parse_action
>>> from engine.cards.card import parse_card
>>> round_one_bid(table, 3, 3, parse_action("pass"), parse_card("9H"), None).outcome
<BidOutcome.ROUND_TWO: 'round_two'>
>>> round_two_bid(table, 0, 3, 0, parse_action("call H"), parse_card("9H"), "H").code
<ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT: 'cannot_call_turned_down_suit'>
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final, NamedTuple

from engine.cards.card import SUITS, Card
from engine.cards.errors import ReasonCode, Refusal
from engine.table.actions import CALL, ORDER_UP, ORDER_UP_ALONE, PASS, Action

# The three phases of the upcard bidding, by the values both hands' phase enums give them.
ROUND_ONE: Final = "bid_upcard"  # pass or order up the upcard
ROUND_TWO: Final = "call_trump"  # pass or name another suit
DEALER_NAMES: Final = "dealer_names_trump"  # the best bower was turned up: the dealer names trump


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


PASSED = Bid(BidOutcome.PASSED)
TURNED_DOWN = Bid(BidOutcome.ROUND_TWO)
THROWN_IN = Bid(BidOutcome.THROWN_IN)
# Every bid that fixes trump, built once (a hand is dealt and bid on for every simulated deal).
_TRUMP = {
    (suit, alone, pick_up): Bid(BidOutcome.TRUMP, suit, alone, pick_up)
    for suit in SUITS
    for alone in (False, True)
    for pick_up in (False, True)
}


class UpcardTable:
    """What a table's rules fix for its upcard bidding, with the bids on offer worked out once (the bids are
    asked for before every random or simulated bid)."""

    __slots__ = (
        "alone",
        "dealer_names",
        "must_go_alone",
        "players",
        "round_one",
        "round_two",
        "stick_the_dealer",
        "stuck",
    )

    def __init__(self, players: int, alone: bool, stick_the_dealer: bool) -> None:
        self.players = players
        self.alone = alone  # whether whoever fixes trump may go alone: each game says
        self.stick_the_dealer = stick_the_dealer
        self.round_one = (PASS, ORDER_UP, ORDER_UP_ALONE) if alone else (PASS, ORDER_UP)
        self.must_go_alone = (PASS, ORDER_UP_ALONE) if alone else self.round_one  # the Canadian loner's seat
        lone = (False, True) if alone else (False,)
        # By the turned-down suit: every call but that suit's; the stuck dealer may not pass.
        self.stuck: dict[str | None, tuple[Action, ...]] = {
            down: tuple(CALL[(suit, a)] for suit in SUITS if suit != down for a in lone) for down in (*SUITS, None)
        }
        self.round_two = {down: (PASS, *calls) for down, calls in self.stuck.items()}
        self.dealer_names = self.stuck[None]

    def __repr__(self) -> str:
        return f"UpcardTable(players={self.players}, alone={self.alone}, stick_the_dealer={self.stick_the_dealer})"


# Each phase has its own pair of functions: the hands dispatch on their phase by identity, which is cheaper
# than comparing enum members with strings.


def round_one_bids(table: UpcardTable, seat: int, canadian: int | None) -> list[Action]:
    """Pass or order up (alone, where the table allows; only alone for the ``canadian`` seat)."""
    return [*(table.must_go_alone if seat == canadian else table.round_one)]


def round_two_bids(table: UpcardTable, seat: int, dealer: int, turned_down: str | None) -> list[Action]:
    """Pass (unless the dealer is stuck) or name a suit other than the turned-down one.

    >>> table = UpcardTable(players=3, alone=False, stick_the_dealer=True)
    >>> [str(a) for a in round_two_bids(table, seat=2, dealer=2, turned_down="H")]
    ['call C', 'call D', 'call S']
    """
    if table.stick_the_dealer and seat == dealer:
        return [*table.stuck[turned_down]]
    return [*table.round_two[turned_down]]


def dealer_names_bids(table: UpcardTable) -> list[Action]:
    """Any suit: the dealer names trump before looking at his hand."""
    return [*table.dealer_names]


def round_one_bid(
    table: UpcardTable, seat: int, passes: int, a: Action, upcard: Card, canadian: int | None
) -> Bid | Refusal:
    """What ``a`` does in round 1, ``passes`` players having passed before ``seat``; or why it is refused."""
    kind = a.kind
    if kind == "pass":
        return TURNED_DOWN if passes + 1 == table.players else PASSED
    if kind != "order_up":
        return _refuse_in_round_one(a, upcard)
    if a.alone and not table.alone:
        return _NO_PARTNER
    if seat == canadian and not a.alone:
        return Refusal(
            ReasonCode.MUST_GO_ALONE, "Canadian loner: the dealer's partner may order up only by going alone"
        )
    return _TRUMP[(upcard.suit, a.alone, True)]


def round_two_bid(
    table: UpcardTable, seat: int, dealer: int, passes: int, a: Action, upcard: Card, turned_down: str | None
) -> Bid | Refusal:
    """What ``a`` does in round 2, ``passes`` players having passed in it; or why it is refused."""
    kind = a.kind
    if kind == "pass":
        if table.stick_the_dealer and seat == dealer:
            return Refusal(ReasonCode.DEALER_MUST_CALL, "stick the dealer: the dealer must name trump")
        return THROWN_IN if passes + 1 == table.players else PASSED
    if kind == "order_up":
        return Refusal(
            ReasonCode.NO_ORDER_UP_IN_ROUND_TWO,
            f"{a}: {upcard} was turned down; round 2 names a suit",
            {"upcard": upcard.code},
        )
    suit = a.suit
    if kind != "call" or suit is None:
        return wrong_phase(ROUND_TWO, a)
    if suit == turned_down:
        return Refusal(
            ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT,
            f"{a}: {suit} was turned down and cannot be trump this hand",
            {"suit": suit},
        )
    if a.alone and not table.alone:
        return _NO_PARTNER
    return _TRUMP[(suit, a.alone, False)]


def dealer_names_bid(table: UpcardTable, a: Action) -> Bid | Refusal:
    """What the dealer's ``a`` does after a turned-up best bower: he takes it and names trump."""
    if a.kind == "pass":
        return Refusal(ReasonCode.DEALER_MUST_CALL, "the best bower was turned up: the dealer must name trump")
    if a.kind != "call" or a.suit is None:
        return wrong_phase(DEALER_NAMES, a)
    if a.alone and not table.alone:
        return _NO_PARTNER
    return _TRUMP[(a.suit, a.alone, True)]


def wrong_phase(phase: str, a: Action) -> Refusal:
    """The refusal of an action that is no bid (or no bid of this round)."""
    return Refusal(ReasonCode.WRONG_PHASE, f"{a} is not possible now ({phase})", {"phase": phase, "action": str(a)})


_NO_PARTNER = Refusal(ReasonCode.NO_PARTNER, "nobody can go alone in cutthroat: there are no partners")


def _refuse_in_round_one(a: Action, upcard: Card) -> Refusal:
    if a.kind != "call":
        return wrong_phase(ROUND_ONE, a)
    if a.suit == upcard.suit:
        return Refusal(
            ReasonCode.UPCARD_SUIT_IS_ORDERED_UP,
            f"{a}: in round 1 the upcard's suit is ordered up, not called",
            {"upcard": upcard.code},
        )
    return Refusal(
        ReasonCode.SUIT_ONLY_IN_ROUND_TWO,
        f"{a}: in round 1 you may only order up {upcard} or pass",
        {"upcard": upcard.code},
    )
