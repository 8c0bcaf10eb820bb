"""Grades and reasons for the decisions before the play at the call-ace and auction tables: a bid, the
called suit, the ally's card, the dealer's or the maker's discard, judged against
:func:`engine.coach.solo_bidding_advice.advise_solo_bidding` on the grade scale of the cards
(:func:`engine.coach.advice.grade_for_loss`, through :func:`engine.coach.bid_reasons.grade_bid`).

The reason is a :class:`~engine.coach.reasons.CoachNote` read off the hand (how many trumps a suit gives it,
whether it holds the called suit's best card, the highest trump it lacks, a short suit) and the advice's
figures. Nobody has a fixed partner here: no reason speaks of one; the silent partner is made by a card.

>>> import random
>>> from engine.table.variants import table_rules
>>> from engine.games.widow import parse_solo_deal
>>> from engine.games.solo import start_solo_hand
>>> from engine.coach.solo_bidding_advice import advise_solo_bidding
>>> rules = table_rules("call_ace", 4)
>>> s = start_solo_hand(rules, parse_solo_deal(rules, "dealer=E up=9H | S: JD AH 9S TC QC | "
...     "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"))
>>> advice = advise_solo_bidding(s, deals=20, seed=1)
>>> graded, note = solo_grade_with_reason(s, advice, advice.best.action)
>>> graded.grade
<Grade.BEST: 'best'>
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.cards.card import Card
from engine.cards.errors import ParamValue
from engine.coach.advice import Grade
from engine.coach.bid_reasons import GradedBid, grade_bid
from engine.coach.bidding_advice import BidAdvice, BiddingAdvice
from engine.coach.game_coach import coach_for, hundredths
from engine.coach.reasons import CoachNote, CoachReason
from engine.games.solo import CALL_PHASES, SoloHand, SoloPhase
from engine.table.actions import parse_action
from engine.table.tricks import effective_suit, trump_ranking

__all__ = ["solo_grade_with_reason", "why_solo_bid"]


class _Advice(Protocol):
    """What the reasons read of the advice: its best choice and any choice's figures."""

    @property
    def best(self) -> BidAdvice: ...
    def option(self, action: str) -> BidAdvice: ...


@dataclass(frozen=True)
class _Taking:
    """The advice seen with ``action`` as its best choice: a choice graded best, though not the very best,
    is explained for itself."""

    advice: _Advice
    action: str

    @property
    def best(self) -> BidAdvice:
        return self.advice.option(self.action)

    def option(self, action: str) -> BidAdvice:
        return self.advice.option(action)


def solo_grade_with_reason(state: SoloHand, advice: BiddingAdvice, action: str) -> tuple[GradedBid, CoachNote]:
    """The grade of ``action`` and its reason: why it is best when graded best (even where another choice is
    as good), else why it is worse than the best choice."""
    graded = grade_bid(advice, action)
    if graded.grade is Grade.BEST:
        return graded, why_solo_bid(state, _Taking(advice, action))
    return graded, why_solo_bid(state, advice, action)


class _Position:
    """The facts of the seat's hand the reasons read."""

    def __init__(self, state: SoloHand) -> None:
        seat = state.to_move
        assert seat is not None
        self.state, self.seat, self.hand = state, seat, state.hands[seat]

    def suit(self, action: str) -> str | None:
        a = parse_action(action)
        if a.kind == "order_up":
            up = self.state.upcard
            return up.suit if up is not None and not up.is_best_bower else None
        return a.suit if a.kind in ("call", "bid") else None

    def held(self, action: str) -> list[Card]:
        """The cards the seat would hold: the dealer who picks up holds the upcard too."""
        s = self.state
        hand = list(self.hand)
        if action.startswith("order up") and self.seat == s.dealer and s.upcard is not None:
            hand.append(s.upcard)
        return hand

    def trumps(self, action: str) -> list[Card]:
        """The trumps the seat would hold if ``action``'s suit were trump, highest first."""
        suit = self.suit(action)
        if suit is None:
            return []
        held = self.held(action)
        return [c for c in trump_ranking(suit, held) if effective_suit(c, suit, self.state.rules) == suit]


def _kind(action: str) -> str:
    """``pass``, ``make`` (order up, call a suit, an auction bid to eight), ``alone``, or the action's kind."""
    a = parse_action(action)
    if a.kind == "pass":
        return "pass"
    if a.kind in ("order_up", "call", "bid"):
        return "alone" if a.alone or a.bid in (8, 15) else "make"
    return a.kind


def why_solo_bid(state: SoloHand, advice: _Advice, chosen: str | None = None) -> CoachNote:
    """Why the best choice of ``advice`` is best (``chosen`` ``None`` or the best itself), or why ``chosen``
    is worse. Raises ``ValueError`` outside the decisions before the play."""
    if state.to_move is None or state.phase in (SoloPhase.PLAY, SoloPhase.OVER):
        raise ValueError(f"a bid's reason needs a decision before the play, not {state.phase.value}")
    best = advice.best
    worse = chosen if chosen is not None and chosen != best.action else None
    pos = _Position(state)
    note: CoachNote | None
    if state.phase is SoloPhase.DEALER_NAMES_TRUMP:
        note = CoachNote(
            CoachReason.NAME_TRUMP_BLIND, {"alone": _kind(best.action) == "alone", "points": hundredths(best.points)}
        )
    elif state.phase in (SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD):
        note = _why_discard(pos, best.action, worse)
    elif state.phase in CALL_PHASES:
        note = coach_for(state.rules).why_call(state, pos.hand, advice, worse)
    else:
        note = _why_make(pos, advice, worse)
    if note is None:
        note = CoachNote(CoachReason.BEST_EXPECTED_POINTS, {"action": best.action, "points": hundredths(best.points)})
    if worse is None:
        return note
    params: dict[str, ParamValue] = {**note.params, "your_action": worse}
    if note.code is CoachReason.BEST_EXPECTED_POINTS:
        params["your_points"] = hundredths(advice.option(worse).points)
    if worse.startswith("discard "):
        params["your_card"] = worse.split()[1]
    return CoachNote(note.code, params)


def _why_make(pos: _Position, advice: _Advice, chosen: str | None) -> CoachNote | None:
    """Order up, pass, a suit named, alone or not (call-ace); pass or a bid (auction)."""
    state, best = pos.state, advice.best
    auction = state.phase is SoloPhase.AUCTION
    to_dealer = state.phase is SoloPhase.BID_UPCARD and pos.seat != state.dealer
    forced = all(_kind(str(a)) != "pass" for a in state.legal_actions())

    def count(action: str) -> int:
        return len(pos.trumps(action))

    def too_weak(action: str) -> CoachNote | None:
        suit = pos.suit(action)
        if suit is None:
            return None
        if to_dealer and count(action) >= 2 and state.upcard is not None:
            return CoachNote(
                CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP, {"card": state.upcard.code, "seat": state.dealer}
            )
        if count(action) <= 2:
            return CoachNote(CoachReason.TOO_WEAK_TO_ORDER_UP, {"suit": suit, "trumps": count(action)})
        return None

    def strong(action: str) -> CoachNote | None:
        suit, option = pos.suit(action), advice.option(action)
        held = pos.trumps(action)
        if suit is None or option.points <= 0:
            return None  # a choice that loses on average is not "strong": the figures say why it is best
        if auction:
            return CoachNote(
                CoachReason.BID_WHAT_YOU_CAN_MAKE,
                {
                    "suit": suit,
                    "trumps": len(held),
                    "bid": parse_action(action).bid,
                    "chance": hundredths(option.made),
                    "points": hundredths(option.points),
                },
            )
        if _kind(action) == "alone" and held:
            return CoachNote(
                CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS,
                {"suit": suit, "card": held[0].code, "trumps": len(held), "points": hundredths(option.points)},
            )
        if _kind(action) == "make" and len(held) >= 2 and not forced:
            return CoachNote(
                CoachReason.STRONG_ENOUGH_TO_CALL,
                {"suit": suit, "trumps": len(held), "points": hundredths(option.points)},
            )
        return None

    best_kind, best_suit = _kind(best.action), pos.suit(best.action)
    if chosen is None:
        if best_kind == "pass":
            makes = [str(a) for a in state.legal_actions() if _kind(str(a)) != "pass"]
            return too_weak(max(makes, key=count)) if makes else None
        return strong(best.action)
    chosen_kind, chosen_suit = _kind(chosen), pos.suit(chosen)
    if best_kind == "pass":
        return too_weak(chosen)
    if auction and chosen_suit == best_suit and parse_action(chosen).bid > parse_action(best.action).bid:
        return CoachNote(
            CoachReason.BID_TOO_HIGH,
            {
                "bid": parse_action(best.action).bid,
                "your_bid": parse_action(chosen).bid,
                "your_chance": hundredths(advice.option(chosen).made),
            },
        )
    if (
        not auction
        and best_kind == "make"
        and chosen_kind == "alone"
        and chosen_suit == best_suit
        and best_suit is not None
    ):
        return CoachNote(CoachReason.TOO_RISKY_ALONE, {"suit": best_suit, "trumps": count(best.action)})
    if chosen_kind != "pass" and best_suit is not None and chosen_suit is not None and chosen_suit != best_suit:
        if count(best.action) > count(chosen):
            return CoachNote(
                CoachReason.CALL_THE_LONGER_SUIT,
                {
                    "suit": best_suit,
                    "trumps": count(best.action),
                    "your_suit": chosen_suit,
                    "your_trumps": count(chosen),
                },
            )
        return None
    return strong(best.action)


def _why_discard(pos: _Position, best_action: str, chosen: str | None) -> CoachNote | None:
    state = pos.state
    trump = state.trump
    assert trump is not None
    best = parse_action(best_action).card
    assert best is not None

    def suit_of(card: Card) -> str:
        return effective_suit(card, trump, state.rules)

    def alone_in_suit(card: Card, hand: Sequence[Card]) -> bool:
        return suit_of(card) != trump and all(c is card or suit_of(c) != suit_of(card) for c in hand)

    if chosen is not None:
        mine = parse_action(chosen).card
        assert mine is not None
        plain_best = suit_of(best) != trump and best.rank != "A"
        if (suit_of(mine) == trump and suit_of(best) != trump) or (
            mine.rank == "A" and suit_of(mine) != trump and plain_best
        ):
            return CoachNote(CoachReason.KEEP_TRUMPS_AND_ACES, {"card": best.code})
    if alone_in_suit(best, pos.hand):
        return CoachNote(CoachReason.DISCARD_TO_VOID_A_SUIT, {"card": best.code, "suit": suit_of(best)})
    return None
