"""Auction euchre's own part of the coach: the bots' ally, why an ally is best, the trick counts its
score tells apart, and its bidding advice's deals."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from engine.cards.card import Card
from engine.coach.game_coach import AdviceFigures, hundredths, register_coach
from engine.coach.reasons import CoachNote, CoachReason
from engine.games.solo import SoloHand
from engine.table.actions import Action, parse_action
from engine.table.rules import new_deck
from engine.table.tricks import WIN_KEY, effective_suit, trump_ranking


class AuctionCoach:
    bid_deals: ClassVar[Mapping[int, int]] = {5: 24, 6: 8, 7: 4}

    @staticmethod
    def bot_call(state: SoloHand, legal: list[Action], trump: str, rng: random.Random) -> Action:
        # The highest trump the maker lacks: its holder is the strongest ally.
        keys = WIN_KEY[trump][trump]
        return max(legal, key=lambda a: keys[a.card.id] if a.card else 0)

    @staticmethod
    def why_call(
        state: SoloHand, hand: tuple[Card, ...], advice: AdviceFigures, chosen: str | None
    ) -> CoachNote | None:
        best = advice.best
        assert state.trump is not None
        card = parse_action(best.action).card
        open_cards = {parse_action(str(a)).card for a in state.legal_actions()}
        trumps = [
            c
            for c in trump_ranking(state.trump, new_deck(state.rules))
            if effective_suit(c, state.trump, state.rules) == state.trump and c in open_cards
        ]
        if card is None or not trumps or trumps[0] != card:
            return None
        return CoachNote(
            CoachReason.NAME_THE_HIGHEST_TRUMP_YOU_LACK, {"card": card.code, "points": hundredths(best.points)}
        )

    @staticmethod
    def thresholds(state: SoloHand) -> tuple[int, ...]:
        """The bid's tricks, and every count above it when a made bid scores its tricks."""
        needed = state.needed
        if state.rules.auction_points == "tricks" and state.bid <= 5:
            return tuple(range(needed, 6))
        return (needed,)


register_coach("auction", AuctionCoach)
