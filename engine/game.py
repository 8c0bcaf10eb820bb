"""A game: hands to ``winning_score``, the deal passing left, with the running score per side."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from engine.actions import Action
from engine.rules import Rules
from engine.state import HandState, deal


@dataclass(frozen=True)
class Game:
    """An immutable game. ``scores`` is per team (0: South/North, 1: West/East) with four players, per
    seat in cutthroat.

    >>> import random
    >>> g = Game.new(Rules(winning_score=1), first_dealer=3, rng=random.Random(1))
    >>> from engine.bots import simple_action
    >>> rng = random.Random(2)
    >>> while not g.over:
    ...     g = g.apply(simple_action(g.hand, rng)) if not g.hand.is_over else g.next_hand(rng)
    >>> max(g.scores) >= 1 and g.winner is not None
    True
    """

    rules: Rules
    hand: HandState
    scores: tuple[int, ...]
    hands_played: int = 0

    @staticmethod
    def new(rules: Rules, first_dealer: int, rng: random.Random) -> Game:
        sides = 2 if rules.has_partners else rules.num_players
        return Game(rules, deal(rules, first_dealer, rng), (0,) * sides)

    @property
    def over(self) -> bool:
        """A side reached the target alone at the top. In cutthroat both opponents of a euchred maker score
        at once and may reach it together with the same score: then the game goes on."""
        best = max(self.scores)
        return best >= self.rules.winning_score and self.scores.count(best) == 1

    @property
    def winner(self) -> int | None:
        """The side (team or cutthroat seat) that reached the target first, or ``None``."""
        if not self.over:
            return None
        return self.scores.index(max(self.scores))

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.rules.has_partners else seat

    def apply(self, action: Action | str, seat: int | None = None) -> Game:
        """Apply an action to the hand in progress; when it ends the hand, score it."""
        hand = self.hand.apply(action, seat)
        game = replace(self, hand=hand)
        if hand.is_over:
            game = replace(game, scores=self._scored(hand), hands_played=self.hands_played + 1)
        return game

    def _scored(self, hand: HandState) -> tuple[int, ...]:
        result = hand.result()
        scores = list(self.scores)
        if result is None or hand.maker is None:  # thrown in
            return self.scores
        side, points = result
        maker_side = self.side_of(hand.maker)
        if side == "makers":
            scores[maker_side] += points
        else:
            for s in range(len(scores)):
                if s != maker_side:
                    scores[s] += points
        return tuple(scores)

    def next_hand(self, rng: random.Random) -> Game:
        """Deal the next hand, one seat to the left."""
        if not self.hand.is_over:
            raise ValueError("the hand in progress is not over")
        if self.over:
            raise ValueError("the game is over")
        dealer = (self.hand.dealer + 1) % self.rules.num_players
        return replace(self, hand=deal(self.rules, dealer, rng))
