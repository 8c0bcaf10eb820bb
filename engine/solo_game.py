"""A game of call-ace or auction euchre: hands to ``winning_score``, the deal passing left, a score per player."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from engine.actions import Action
from engine.rules import Rules
from engine.solo import SoloHand, solo_deal


@dataclass(frozen=True)
class SoloGame:
    """An immutable game; every player scores for himself (a partner shares the side's points).

    >>> from engine.variants import table_rules
    >>> from engine.solo_bots import solo_action
    >>> rng = random.Random(4)
    >>> g = SoloGame.new(table_rules("auction", 6), first_dealer=0, rng=rng)
    >>> while not g.over:
    ...     g = g.apply(solo_action(g.hand, rng)) if not g.hand.is_over else g.next_hand(rng)
    >>> max(g.scores) >= 10 and g.winner is not None
    True
    """

    rules: Rules
    hand: SoloHand
    scores: tuple[int, ...]
    hands_played: int = 0

    @staticmethod
    def new(rules: Rules, first_dealer: int, rng: random.Random) -> SoloGame:
        return SoloGame(rules, solo_deal(rules, first_dealer, rng), (0,) * rules.num_players)

    @property
    def winner(self) -> int | None:
        """The player alone at the top once someone reached ``winning_score``; level at the top, play goes on."""
        best = max(self.scores)
        if best >= self.rules.winning_score and self.scores.count(best) == 1:
            return self.scores.index(best)
        return None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def apply(self, action: Action | str, seat: int | None = None) -> SoloGame:
        hand = self.hand.apply(action, seat)
        scores = self.scores
        result = hand.result()
        if result is not None:
            scores = tuple(s + p for s, p in zip(scores, result.points, strict=True))
        return replace(self, hand=hand, scores=scores)

    def next_hand(self, rng: random.Random) -> SoloGame:
        """The next deal, one seat to the left, once this hand is over."""
        if not self.hand.is_over:
            raise ValueError("the hand is not over")
        dealer = self.rules.seating.left_of(self.hand.dealer)
        return replace(self, hand=solo_deal(self.rules, dealer, rng), hands_played=self.hands_played + 1)
