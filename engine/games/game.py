"""A game at any table: hands to ``winning_score``, the deal passing left, with the running score per seat and
per side. One game (:class:`GameOf`) over every game's hand; :class:`Game` deals the partnership game and
:class:`~engine.games.solo_game.SoloGame` the games where a call makes the partner."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from operator import add
from typing import Generic, Self, TypeVar

from engine.games.partnership import HandState, deal
from engine.games.solo import SoloHand
from engine.table.actions import Action
from engine.table.rules import Rules, require_game
from engine.table.scoring import Side


def add_hand_result(
    rules: Rules, scores: tuple[int, ...], maker_side: int, result: tuple[Side, int] | None
) -> tuple[int, ...]:
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


H = TypeVar("H", HandState, SoloHand)


@dataclass(frozen=True)
class GameOf(Generic[H]):
    """An immutable game of any table's hands, to ``winning_score``, the deal passing left. ``scores`` has one
    entry per seat (each member of a side scores the side's points: partners, or a maker and the partner his
    call made); ``side_scores`` has one per side. :class:`Game` (the partnership game) and
    :class:`~engine.games.solo_game.SoloGame` (every player for himself) only say which hand they deal."""

    rules: Rules
    hand: H
    scores: tuple[int, ...]
    hands_played: int = 0  # the hands over, thrown in or played out

    def __post_init__(self) -> None:
        self._require_game(self.rules)
        if len(self.scores) != self.rules.num_players:
            raise ValueError(f"a game keeps one score per seat ({self.rules.num_players}), not {len(self.scores)}")

    @classmethod
    def new(cls, rules: Rules, first_dealer: int, rng: random.Random) -> Self:
        """A game at ``rules``' table, its first hand dealt by ``first_dealer``."""
        cls._require_game(rules)
        return cls(rules, cls._deal(rules, first_dealer, rng), (0,) * rules.num_players)

    @staticmethod
    def _require_game(rules: Rules) -> None:
        """Raise :class:`~engine.table.rules.WrongGameError` unless this class deals ``rules``' game."""
        raise NotImplementedError

    @staticmethod
    def _deal(rules: Rules, dealer: int, rng: random.Random) -> H:
        raise NotImplementedError

    @property
    def side_scores(self) -> tuple[int, ...]:
        """The points of each side, by side number (see :class:`~engine.table.seating.Seating`)."""
        return tuple(self.scores[seats[0]] for seats in self.rules.seating.sides)

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def winner(self) -> int | None:
        """The side (a team, or a player at a table without partners) that won, or ``None`` (see
        :func:`game_winner`)."""
        return game_winner(self.rules, self.side_scores)

    def side_of(self, seat: int) -> int:
        return self.rules.seating.side(seat)

    def apply(self, action: Action | str, seat: int | None = None) -> Self:
        """Apply an action to the hand in progress; when it ends the hand, score it."""
        hand = self.hand.apply(action, seat)
        if not hand.is_over:
            return replace(self, hand=hand)
        scores = tuple(map(add, self.scores, hand.points_by_seat()))
        return replace(self, hand=hand, scores=scores, hands_played=self.hands_played + 1)

    def next_hand(self, rng: random.Random) -> Self:
        """Deal the next hand, one seat to the left."""
        if not self.hand.is_over:
            raise ValueError("the hand in progress is not over")
        if self.over:
            raise ValueError("the game is over")
        return replace(self, hand=self._deal(self.rules, self.rules.seating.left_of(self.hand.dealer), rng))


class Game(GameOf[HandState]):
    """A game of the partnership game, four-hand or cutthroat (``engine.new_game`` starts one at any table).

    >>> import random
    >>> g = Game.new(Rules(winning_score=1), first_dealer=3, rng=random.Random(1))
    >>> from engine.coach.bots import simple_action
    >>> rng = random.Random(2)
    >>> while not g.over:
    ...     g = g.apply(simple_action(g.hand, rng)) if not g.hand.is_over else g.next_hand(rng)
    >>> len(g.scores), len(g.side_scores), max(g.side_scores) >= 1 and g.winner is not None
    (4, 2, True)
    """

    @staticmethod
    def _require_game(rules: Rules) -> None:
        require_game(rules, "engine.Game", "partnership")  # engine.SoloGame plays the others

    @staticmethod
    def _deal(rules: Rules, dealer: int, rng: random.Random) -> HandState:
        return deal(rules, dealer, rng)
