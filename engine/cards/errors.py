"""The engine's few error types. All are ``ValueError``s and carry codes, never prose for learners.

The message of each error is for developers (it quotes the input and the state, like python-chess);
the ``reason`` is for the app, which turns the code and its parameters into a sentence in the
learner's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

ParamValue = str | int | bool | None


class ReasonCode(StrEnum):
    """Every reason the engine gives for refusing an action or a deal. ``str(code)`` is the stable code
    the app turns into a sentence; :data:`REASON_PARAMS` says which parameters come with each.

    >>> str(ReasonCode.MUST_FOLLOW_SUIT), ReasonCode("not_your_turn") is ReasonCode.NOT_YOUR_TURN
    ('must_follow_suit', True)
    """

    # Actions refused during a hand.
    NOT_AN_ACTION = "not_an_action"
    NOT_YOUR_TURN = "not_your_turn"
    HAND_OVER = "hand_over"
    WRONG_PHASE = "wrong_phase"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_DISCARD_FIRST = "must_discard_first"
    SUIT_ONLY_IN_ROUND_TWO = "suit_only_in_round_two"
    UPCARD_SUIT_IS_ORDERED_UP = "upcard_suit_is_ordered_up"  # round 1: "call H" with the 9♥ turned up
    NO_ORDER_UP_IN_ROUND_TWO = "no_order_up_in_round_two"  # round 2: the upcard is turned down
    CANNOT_CALL_TURNED_DOWN_SUIT = "cannot_call_turned_down_suit"
    DEALER_MUST_CALL = "dealer_must_call"
    MUST_GO_ALONE = "must_go_alone"
    NO_PARTNER = "no_partner"
    # Call-ace and auction euchre (rules.md section 10).
    MUST_CALL_ACE_FIRST = "must_call_ace_first"  # the call-ace maker names the partner's suit before play
    BID_TOO_LOW = "bid_too_low"  # an auction bid must top the highest so far
    DEALER_MUST_BID = "dealer_must_bid"  # stick the dealer at the auction: everyone else passed
    MUST_DISCARD_WIDOW_FIRST = "must_discard_widow_first"  # the maker holds the widow: three cards go first
    MUST_CALL_ALLY_FIRST = "must_call_ally_first"
    ALLY_IN_OWN_HAND = "ally_in_own_hand"
    ALLY_DISCARDED = "ally_discarded"
    ALLY_NOT_IN_DECK = "ally_not_in_deck"
    # Deals that cannot happen at the table.
    BAD_DEALER = "bad_dealer"
    WRONG_PLAYER_COUNT = "wrong_player_count"
    WRONG_HAND_SIZE = "wrong_hand_size"
    CARD_NOT_IN_DECK = "card_not_in_deck"
    DUPLICATE_CARD = "duplicate_card"
    WRONG_KITTY_SIZE = "wrong_kitty_size"
    BAD_NOTATION = "bad_notation"
    WRONG_WIDOW_SIZE = "wrong_widow_size"


_CARD = str  # a card code, "JH"
_SUIT = str  # a suit letter, "H"
_SEAT = int

# The parameters of each code and their types: the engine gives exactly these (``None`` where a tuple
# names NoneType). Cards are codes, suits letters, seats numbers, roles engine.table.tricks.Role values.
REASON_PARAMS: dict[ReasonCode, dict[str, type | tuple[type, ...]]] = {
    ReasonCode.NOT_AN_ACTION: {"action": str},
    ReasonCode.NOT_YOUR_TURN: {"seat": _SEAT, "to_move": (_SEAT, type(None))},
    ReasonCode.HAND_OVER: {},
    ReasonCode.WRONG_PHASE: {"phase": str, "action": str},
    ReasonCode.NOT_IN_HAND: {"card": _CARD},
    ReasonCode.MUST_FOLLOW_SUIT: {
        "card": _CARD,
        "card_suit": _SUIT,
        "card_role": str,
        "led_suit": _SUIT,
        "led_card": _CARD,
        "led_role": str,
        "led_is_bower": bool,
        "led_is_joker": bool,
        "led_is_trump": bool,
        "trump": _SUIT,
        "left_bower": _CARD,  # trump's left bower, which the player may hold without seeing it as a trump
        "plays_printed_suit": bool,  # the card is the left bower, played to its printed suit
    },
    ReasonCode.MUST_DISCARD_FIRST: {},
    ReasonCode.SUIT_ONLY_IN_ROUND_TWO: {"upcard": _CARD},
    ReasonCode.UPCARD_SUIT_IS_ORDERED_UP: {"upcard": _CARD},
    ReasonCode.NO_ORDER_UP_IN_ROUND_TWO: {"upcard": _CARD},
    ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT: {"suit": _SUIT},
    ReasonCode.DEALER_MUST_CALL: {},
    ReasonCode.MUST_GO_ALONE: {},
    ReasonCode.NO_PARTNER: {},
    ReasonCode.MUST_CALL_ACE_FIRST: {},
    ReasonCode.BID_TOO_LOW: {"bid": int, "highest": int},
    ReasonCode.DEALER_MUST_BID: {},
    ReasonCode.MUST_DISCARD_WIDOW_FIRST: {"count": int},  # how many cards are still to go
    ReasonCode.MUST_CALL_ALLY_FIRST: {},
    ReasonCode.ALLY_IN_OWN_HAND: {"card": _CARD},
    ReasonCode.ALLY_DISCARDED: {"card": _CARD},
    ReasonCode.ALLY_NOT_IN_DECK: {"card": _CARD},
    ReasonCode.BAD_DEALER: {"dealer": int},
    ReasonCode.WRONG_PLAYER_COUNT: {"expected": int, "count": int},
    ReasonCode.WRONG_HAND_SIZE: {"seat": _SEAT, "count": int},
    ReasonCode.CARD_NOT_IN_DECK: {"card": _CARD, "place": str},
    ReasonCode.DUPLICATE_CARD: {"card": _CARD, "first": str, "second": str},
    ReasonCode.WRONG_KITTY_SIZE: {"expected": int, "count": int},
    ReasonCode.BAD_NOTATION: {"detail": str, "card": (_CARD, type(None))},
    ReasonCode.WRONG_WIDOW_SIZE: {"expected": int, "count": int},
}


@dataclass(frozen=True)
class Reason:
    """Why something was refused: a stable ``code`` plus parameters (card codes, suit letters, seats).
    A code the engine knows is held as its :class:`ReasonCode`; the app may build reasons of its own.

    >>> Reason("must_follow_suit", {"led_suit": "H"}).code is ReasonCode.MUST_FOLLOW_SUIT
    True
    """

    code: str
    params: dict[str, ParamValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        known = ReasonCode._value2member_map_.get(self.code)
        if known is not None:
            object.__setattr__(self, "code", known)


def reason(code: ReasonCode, **params: ParamValue) -> Reason:
    """The engine's way to build a reason: every parameter :data:`REASON_PARAMS` names, of its type.

    >>> reason(ReasonCode.NOT_IN_HAND, card="JH")
    Reason(code=<ReasonCode.NOT_IN_HAND: 'not_in_hand'>, params={'card': 'JH'})
    >>> reason(ReasonCode.NOT_IN_HAND, card=3)
    Traceback (most recent call last):
    ...
    TypeError: not_in_hand: card must be str, not 3
    """
    expected = REASON_PARAMS[code]
    if set(params) != set(expected):
        raise TypeError(f"{code}: parameters {sorted(params)}, expected {sorted(expected)}")
    for name, kind in expected.items():
        value = params[name]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise TypeError(f"{code}: {name} must be {names}, not {value!r}")
    return Reason(code, params)


@dataclass(frozen=True)
class Refusal:
    """A refusal worked out by rules that every game shares (the upcard bidding, following suit), before the
    hand it happens in turns it into an :class:`IllegalActionError` naming the seat and its cards.

    >>> Refusal(ReasonCode.DEALER_MUST_CALL, "stick the dealer").params
    {}
    """

    code: ReasonCode
    message: str
    params: dict[str, ParamValue] = field(default_factory=dict)


class CardParseError(ValueError):
    """Text that is not a card, a suit or an action."""


class IllegalActionError(ValueError):
    """An action the rules forbid. The state it was tried on is left untouched."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class DealError(ValueError):
    """A deal that cannot happen under the given rules (a card twice, wrong counts, ...)."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason
