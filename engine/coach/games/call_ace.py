"""Call-ace euchre's own part of the coach: the bots' called suit, why a call is best, the trick counts its
score tells apart, and its bidding advice's deals (the rest of its coach is the upcard bidding's and the
play's, shared)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from engine.cards.card import Card
from engine.coach.game_coach import AdviceFigures, hundredths, register_coach
from engine.coach.reasons import CoachNote, CoachReason
from engine.games.solo import SoloHand
from engine.table.actions import Action
from engine.table.rules import new_deck
from engine.table.tricks import EFFECTIVE_SUIT, suit_ranking


class CallAceCoach:
    bid_deals: ClassVar[Mapping[int, int]] = {4: 64, 5: 16, 6: 8}

    @staticmethod
    def bot_call(state: SoloHand, legal: list[Action], trump: str, rng: random.Random) -> Action:
        # The suit whose ace is elsewhere and of which the maker holds the most: a partner who can win it.
        assert state.to_move is not None
        hand = state.hands[state.to_move]
        aces = {c.suit for c in hand if c.rank == "A"}
        eff = EFFECTIVE_SUIT[trump]
        return max(legal, key=lambda a: (a.suit not in aces, sum(eff[c.id] == a.suit for c in hand), rng.random()))

    @staticmethod
    def why_call(
        state: SoloHand, hand: tuple[Card, ...], advice: AdviceFigures, chosen: str | None
    ) -> CoachNote | None:
        best = advice.best
        if chosen is not None:
            suit = chosen.split()[2]
            top = _top(state, suit)
            if top in hand:
                return CoachNote(CoachReason.CALLED_YOUR_OWN_ACE, {"your_suit": suit, "your_card": top.code})
        suit = best.action.split()[2]
        top = _top(state, suit)
        if top in hand:
            return None  # the best call leaves the maker alone: the figures say why
        return CoachNote(
            CoachReason.CALL_A_SUIT_YOU_LACK, {"suit": suit, "card": top.code, "points": hundredths(best.points)}
        )

    @staticmethod
    def thresholds(state: SoloHand) -> tuple[int, ...]:
        """Three and five: the makers' points change only there."""
        return (3, 5)


def _top(state: SoloHand, suit: str) -> Card:
    """The called suit's best card in the deck this hand (an ace, or the right bower when trump is called)."""
    assert state.trump is not None
    return suit_ranking(suit, state.trump, new_deck(state.rules))[0]


register_coach("call_ace", CallAceCoach)
