"""Grades and reasons for the decisions before the play: a bid (order up, pass, a suit, alone, defending
alone) or the dealer's discard, judged against the bidding advice (:mod:`engine.coach.bidding_advice`).

The grade uses the card thresholds (:data:`engine.coach.advice.GRADE_LIMITS`) on the expected points given away
against the best choice. The reason is a :class:`~engine.coach.reasons.CoachNote`: a code read off the hand
(how many trumps a suit would give it, its top trump, a short suit, a guarded king, who deals) and the
advice's figures, never canned text; a worse choice adds ``your_action`` (and ``your_card`` for a discard).

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
>>> from engine.coach.bidding_advice import advise_bidding
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D")
>>> advice = advise_bidding(s, deals=40, seed=1)
>>> grade_bid(advice, advice.best.action).grade
<Grade.BEST: 'best'>
>>> str(why_bid(s, advice, "order up alone").code)  # two trumps, and the upcard would go to East
'ordering_up_gives_the_dealer_a_trump'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.cards.card import Card, parse_card
from engine.cards.errors import ParamValue
from engine.coach.advice import Grade, grade_for_loss
from engine.coach.reasons import CoachNote, CoachReason
from engine.games.partnership import HandState, Phase
from engine.table.tricks import effective_suit, trump_ranking

__all__ = ["GradedBid", "grade_bid", "grade_with_reason", "trumps_in", "why_bid"]

_MAKE_PHASES = (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP)


class _Choice(Protocol):
    @property
    def action(self) -> str: ...
    @property
    def points(self) -> float: ...


class _Advice(Protocol):
    """What the reasons read of the bidding advice: its best choice and any choice's expected points."""

    @property
    def best(self) -> _Choice: ...
    def option(self, action: str) -> _Choice: ...


@dataclass(frozen=True)
class GradedBid:
    grade: Grade
    loss: float  # expected points given away against the best choice
    action: str
    best: str


def grade_bid(advice: _Advice, action: str) -> GradedBid:
    """How ``action`` compares with the best choice of ``advice``. Raises ``ValueError`` for a choice the
    advice does not hold."""
    chosen, best = advice.option(action), advice.best
    loss = max(0.0, best.points - chosen.points)
    return GradedBid(grade_for_loss(loss), loss, action, best.action)


@dataclass(frozen=True)
class _Taking:
    """The advice seen with ``action`` as its best choice: a choice graded best, though not the very best
    (within :data:`engine.coach.advice.GRADE_LIMITS`' first line), is explained for itself."""

    advice: _Advice
    action: str

    @property
    def best(self) -> _Choice:
        return self.advice.option(self.action)

    def option(self, action: str) -> _Choice:
        return self.advice.option(action)


def grade_with_reason(state: HandState, advice: _Advice, action: str) -> tuple[GradedBid, CoachNote]:
    """The grade of ``action`` and its reason: why it is best when it is graded best (even where another
    choice is as good), else why it is worse than the best choice."""
    graded = grade_bid(advice, action)
    if graded.grade is Grade.BEST:
        return graded, why_bid(state, _Taking(advice, action))
    return graded, why_bid(state, advice, action)


def trumps_in(hand: Sequence[Card], suit: str, state: HandState) -> list[Card]:
    """The cards of ``hand`` that would be trump if ``suit`` were, highest first."""
    return [c for c in trump_ranking(suit, hand) if effective_suit(c, suit, state.rules) == suit]


def _kind(action: str) -> str:
    """``pass``, ``make`` (order up, call a suit), ``alone``, ``defend`` or ``discard``."""
    if action.startswith("discard "):
        return "discard"
    if action == "defend alone":
        return "defend"
    if action == "pass":
        return "pass"
    return "alone" if action.endswith(" alone") else "make"


def _suit(state: HandState, action: str) -> str | None:
    words = action.split()
    if words[0] == "order":
        return state.upcard.suit or None  # a joker turned up names no suit
    if words[0] == "call" and len(words) > 1:
        return words[1]
    return None


def _held(state: HandState, action: str) -> list[Card]:
    """The seat's cards once ``action`` is taken: the dealer who picks up holds the upcard too."""
    seat = state.to_move
    assert seat is not None
    hand = list(state.hands[seat])
    if action.startswith("order up") and seat == state.dealer and state.phase is Phase.BID_UPCARD:
        hand.append(state.upcard)
    return hand


def _points(value: float) -> int:
    return round(value * 100)


def why_bid(state: HandState, advice: _Advice, chosen: str | None = None) -> CoachNote:
    """Why the best choice of ``advice`` is best (``chosen`` ``None`` or the best itself), or why ``chosen``
    is worse. Raises ``ValueError`` outside the decisions before the play."""
    if state.to_move is None or state.phase not in (*_MAKE_PHASES, Phase.DISCARD, Phase.DEFEND_ALONE):
        raise ValueError(f"a bid's reason needs a decision before the play, not {state.phase.value}")
    best = advice.best
    if state.phase is Phase.DISCARD:
        note = _why_discard(state, best.action, chosen if chosen != best.action else None)
    elif state.phase is Phase.DEFEND_ALONE:
        note = None
    elif state.phase is Phase.DEALER_NAMES_TRUMP:
        # Trump named before the hand is seen: nothing in the hand explains a suit (rules.md section 7).
        note = CoachNote(
            CoachReason.NAME_TRUMP_BLIND, {"alone": _kind(best.action) == "alone", "points": _points(best.points)}
        )
    else:
        note = _why_make(state, advice, chosen if chosen != best.action else None)
    if note is None:
        note = CoachNote(CoachReason.BEST_EXPECTED_POINTS, {"action": best.action, "points": _points(best.points)})
    if chosen is None or chosen == best.action:
        return note
    params: dict[str, ParamValue] = {**note.params, "your_action": chosen}
    if note.code is CoachReason.BEST_EXPECTED_POINTS:
        params["your_points"] = _points(advice.option(chosen).points)
    if chosen.startswith("discard "):
        params["your_card"] = chosen.split()[1]
    return CoachNote(note.code, params)


def _why_make(state: HandState, advice: _Advice, chosen: str | None) -> CoachNote | None:
    seat, dealer = state.to_move, state.dealer
    assert seat is not None
    best = advice.best
    best_kind, best_suit = _kind(best.action), _suit(state, best.action)

    def trumps(action: str) -> int:
        suit = _suit(state, action)
        return len(trumps_in(_held(state, action), suit, state)) if suit else 0

    to_dealer = state.phase is Phase.BID_UPCARD and seat != dealer  # ordering up puts the upcard in his hand
    forced = all(_kind(str(a)) != "pass" for a in state.legal_actions())  # a stuck dealer must name a suit
    partner_deals = to_dealer and state.seating.same_side(seat, dealer)

    def too_weak(action: str) -> CoachNote | None:
        suit = _suit(state, action)
        if suit is None:
            return None
        if to_dealer and not partner_deals and trumps(action) >= 2:
            # Trumps enough to think of it: the upcard in the other side's hand is what tips it.
            return CoachNote(
                CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP, {"card": state.upcard.code, "seat": dealer}
            )
        if trumps(action) <= 2:  # with more, the figures say why (the other side's cards, the score)
            return CoachNote(CoachReason.TOO_WEAK_TO_ORDER_UP, {"suit": suit, "trumps": trumps(action)})
        return None

    def strong(action: str, points: float) -> CoachNote | None:
        suit = _suit(state, action)
        if suit is None:
            return None
        held = trumps_in(_held(state, action), suit, state)
        if points <= 0:
            return None  # a call that loses on average is not "strong": the figures say why it is the best
        if _kind(action) == "alone" and held:
            return CoachNote(
                CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS,
                {"suit": suit, "card": held[0].code, "trumps": len(held), "points": _points(points)},
            )
        if _kind(action) == "make" and partner_deals and len(held) <= 2:
            # Not strong alone: the upcard joins the partner's hand, a trump more for the side.
            return CoachNote(
                CoachReason.ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP, {"card": state.upcard.code, "seat": dealer}
            )
        if _kind(action) == "make" and len(held) >= 2 and not forced:
            return CoachNote(
                CoachReason.STRONG_ENOUGH_TO_CALL, {"suit": suit, "trumps": len(held), "points": _points(points)}
            )
        return None  # a forced call or a hand of aces: the figures say why

    if chosen is None:
        if best_kind == "pass":
            makes = [str(a) for a in state.legal_actions() if _kind(str(a)) == "make"]
            if not makes:
                return None
            return too_weak(max(makes, key=trumps))  # the suit it comes closest to making
        return strong(best.action, best.points)
    chosen_kind, chosen_suit = _kind(chosen), _suit(state, chosen)
    if best_kind == "pass":
        return too_weak(chosen)
    if best_kind == "make" and chosen_kind == "alone" and chosen_suit == best_suit and best_suit is not None:
        return CoachNote(CoachReason.TOO_RISKY_ALONE, {"suit": best_suit, "trumps": trumps(best.action)})
    if chosen_kind != "pass" and chosen_suit != best_suit and best_suit is not None and chosen_suit is not None:
        if trumps(best.action) > trumps(chosen):
            return CoachNote(
                CoachReason.CALL_THE_LONGER_SUIT,
                {
                    "suit": best_suit,
                    "trumps": trumps(best.action),
                    "your_suit": chosen_suit,
                    "your_trumps": trumps(chosen),
                },
            )
        return None
    return strong(best.action, best.points)


def _why_discard(state: HandState, best_action: str, chosen: str | None) -> CoachNote | None:
    trump = state.trump
    seat = state.to_move
    assert trump is not None and seat is not None
    hand = state.hands[seat]
    best = parse_card(best_action.split()[1])

    def suit_of(card: Card) -> str:
        return effective_suit(card, trump, state.rules)

    def mates(card: Card) -> list[Card]:
        return [c for c in hand if c is not card and suit_of(c) == suit_of(card)]

    def singleton(card: Card) -> bool:
        return suit_of(card) != trump and not mates(card)

    def guarded_king(card: Card) -> tuple[Card, Card] | None:
        """The king and its one guard, when ``card`` is either of them (and no ace of theirs is held)."""
        pair = [card, *mates(card)]
        if suit_of(card) == trump or len(pair) != 2:
            return None
        kings = [c for c in pair if c.rank == "K"]
        if len(kings) != 1 or any(c.rank == "A" for c in pair):
            return None
        king = kings[0]
        return king, pair[1] if pair[0] is king else pair[0]

    void = (
        CoachNote(CoachReason.DISCARD_TO_VOID_A_SUIT, {"card": best.code, "suit": suit_of(best)})
        if singleton(best)
        else None
    )
    if chosen is None:
        return void
    mine = parse_card(chosen.split()[1])
    plain_best = suit_of(best) != trump and best.rank != "A"
    if (suit_of(mine) == trump and suit_of(best) != trump) or (
        mine.rank == "A" and suit_of(mine) != trump and plain_best
    ):
        return CoachNote(CoachReason.KEEP_TRUMPS_AND_ACES, {"card": best.code})
    pair = guarded_king(mine)
    if pair is not None and best not in pair:
        return CoachNote(
            CoachReason.KEEP_THE_GUARDED_KING,
            {"card": best.code, "kept_card": pair[0].code, "guard_card": pair[1].code},
        )
    return void
