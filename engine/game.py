"""A game: hands to ``winning_score``, the deal passing left, with the running score per side."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from engine.actions import Action
from engine.rules import Rules
from engine.scoring import Side
from engine.state import HandState, deal


def add_hand_result(rules: Rules, scores: tuple[int, ...], maker_side: int,
                    result: tuple[Side, int] | None) -> tuple[int, ...]:
    """The scores after a hand: the makers' side, or every other side when the makers are euchred
    (cutthroat: both opponents score). A thrown-in hand (``None``) changes nothing.

    >>> add_hand_result(Rules(), (8, 7), 0, ("makers", 2))
    (10, 7)
    >>> add_hand_result(Rules(num_players=3), (3, 4, 5), 1, ("defenders", 2))
    (5, 4, 7)
    """
    if result is None:
        return scores
    side, points = result
    if side == "makers":
        return tuple(s + points if i == maker_side else s for i, s in enumerate(scores))
    return tuple(s if i == maker_side else s + points for i, s in enumerate(scores))


def game_winner(rules: Rules, scores: tuple[int, ...]) -> int | None:
    """The side that won the game at these scores: it reached ``winning_score`` alone at the top. In
    cutthroat both opponents of a euchred maker score at once and may reach it level: the game goes on.

    >>> game_winner(Rules(), (10, 7)), game_winner(Rules(), (9, 7)), game_winner(Rules(num_players=3), (10, 10, 2))
    (0, None, None)
    """
    best = max(scores)
    if best >= rules.winning_score and scores.count(best) == 1:
        return scores.index(best)
    return None


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
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The side (team or cutthroat seat) that won, or ``None`` (see :func:`game_winner`)."""
        return game_winner(self.rules, self.scores)

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
        if hand.maker is None:  # thrown in
            return self.scores
        return add_hand_result(self.rules, self.scores, self.side_of(hand.maker), hand.result())

    def next_hand(self, rng: random.Random) -> Game:
        """Deal the next hand, one seat to the left."""
        if not self.hand.is_over:
            raise ValueError("the hand in progress is not over")
        if self.over:
            raise ValueError("the game is over")
        dealer = (self.hand.dealer + 1) % self.rules.num_players
        return replace(self, hand=deal(self.rules, dealer, rng))
