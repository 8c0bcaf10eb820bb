"""A game: hands to ``winning_score``, the deal passing left, with the running score per side."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from engine.actions import Action
from engine.rules import Rules, require_game
from engine.scoring import Side
from engine.state import HandState, deal


def add_hand_result(rules: Rules, scores: tuple[int, ...], maker_side: int,
                    result: tuple[Side, int] | None) -> tuple[int, ...]:
    """The scores per side after a hand: the makers' side, or every other side when the makers are
    euchred (cutthroat: both opponents score). A thrown-in hand (``None``) changes nothing.

    >>> add_hand_result(Rules(), (8, 7), 0, ("makers", 2))
    (10, 7)
    >>> add_hand_result(Rules(num_players=3), (3, 4, 5), 1, ("defenders", 2))
    (5, 4, 7)
    >>> add_hand_result(Rules(), (8, 7), 2, ("makers", 1))
    Traceback (most recent call last):
    ...
    ValueError: maker_side must be a side of this table (0 to 1), not 2
    """
    table = rules.seating
    if not table.is_side(maker_side):
        raise ValueError(f"maker_side must be a side of this table (0 to {table.num_sides - 1}), not {maker_side!r}")
    if len(scores) != table.num_sides:
        raise ValueError(f"this table has {table.num_sides} sides, not {len(scores)} scores")
    if result is None:
        return scores
    side, points = result
    if side == "makers":
        return tuple(s + points if i == maker_side else s for i, s in enumerate(scores))
    return tuple(s if i == maker_side else s + points for i, s in enumerate(scores))


def game_winner(rules: Rules, scores: tuple[int, ...]) -> int | None:
    """The side that won the game at these scores per side: it reached ``winning_score`` alone at the
    top. In cutthroat both opponents of a euchred maker score at once and may reach it level: the game
    goes on.

    >>> game_winner(Rules(), (10, 7)), game_winner(Rules(), (9, 7)), game_winner(Rules(num_players=3), (10, 10, 2))
    (0, None, None)
    """
    best = max(scores)
    if best >= rules.winning_score and scores.count(best) == 1:
        return scores.index(best)
    return None


@dataclass(frozen=True)
class Game:
    """An immutable game. ``scores`` has one entry per seat at every table (partners hold the same
    points: each member of a side scores the side's points); ``side_scores`` has one per side.

    >>> import random
    >>> g = Game.new(Rules(winning_score=1), first_dealer=3, rng=random.Random(1))
    >>> from engine.bots import simple_action
    >>> rng = random.Random(2)
    >>> while not g.over:
    ...     g = g.apply(simple_action(g.hand, rng)) if not g.hand.is_over else g.next_hand(rng)
    >>> len(g.scores), len(g.side_scores), max(g.side_scores) >= 1 and g.winner is not None
    (4, 2, True)
    """

    rules: Rules
    hand: HandState
    scores: tuple[int, ...]
    hands_played: int = 0

    def __post_init__(self) -> None:
        require_game(self.rules, "engine.Game", "partnership")  # engine.SoloGame plays call-ace and auction
        if len(self.scores) != self.rules.num_players:
            raise ValueError(f"a game keeps one score per seat ({self.rules.num_players}), not {len(self.scores)}")

    @staticmethod
    def new(rules: Rules, first_dealer: int, rng: random.Random) -> Game:
        require_game(rules, "engine.Game.new", "partnership")  # engine.start / new_game deal any table
        return Game(rules, deal(rules, first_dealer, rng), (0,) * rules.num_players)

    @property
    def side_scores(self) -> tuple[int, ...]:
        """The points of each side, by side number (see :class:`~engine.seating.Seating`)."""
        return tuple(self.scores[seats[0]] for seats in self.rules.seating.sides)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The side (team or cutthroat seat) that won, or ``None`` (see :func:`game_winner`)."""
        return game_winner(self.rules, self.side_scores)

    def side_of(self, seat: int) -> int:
        return self.rules.seating.side(seat)

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
        table = self.rules.seating
        sides = add_hand_result(self.rules, self.side_scores, table.side(hand.maker), hand.result())
        return tuple(sides[table.side(seat)] for seat in table.seats)

    def next_hand(self, rng: random.Random) -> Game:
        """Deal the next hand, one seat to the left."""
        if not self.hand.is_over:
            raise ValueError("the hand in progress is not over")
        if self.over:
            raise ValueError("the game is over")
        return replace(self, hand=deal(self.rules, self.rules.seating.left_of(self.hand.dealer), rng))
