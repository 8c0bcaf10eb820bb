"""A game against three simple bots, kept as plain data: the rules, a seed and the actions so far (see
:mod:`tutorial.core.games.replay`, which replays it), plus how well the bots play.

>>> s = PlaySession.start(Rules(), seed=3)
>>> g = s.game()
>>> g.hand.to_move == LEARNER or g.hand.is_over
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from engine import Action, Game, Rules
from engine.coach.bot_levels import BOT_LEVELS, BotLevel, bot_action
from tutorial.core.games.replay import LEARNER, NEXT_HAND, ReplaySession, Step

__all__ = ["LEARNER", "NEXT_HAND", "PlaySession"]


@dataclass(frozen=True)
class PlaySession(ReplaySession[Game]):
    level: BotLevel = BotLevel.CLUB  # how well the three bots play (engine.coach.bot_levels)

    @classmethod
    def start(cls, rules: Rules, seed: int, level: BotLevel | str = BotLevel.CLUB) -> PlaySession:
        """A new game; the bots bid until it is the learner's turn."""
        session = cls(rules, seed, level=BotLevel(level))
        return session._advance(session.game())

    def _new_game(self, first_dealer: int, rng: random.Random) -> Game:
        return Game.new(self.rules, first_dealer=first_dealer, rng=rng)

    def _bot_action(self, game: Game, rng: random.Random) -> Action:
        return bot_action(game.hand, self.level, rng)

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "level": str(self.level)}

    def with_level(self, level: BotLevel | str) -> PlaySession:
        """The same game, the bots playing at ``level`` from now on (their earlier actions stay as they were)."""
        return replace(self, level=BotLevel(level))

    @classmethod
    def _stored(cls, rules: Rules, seed: int, steps: tuple[Step, ...], data: dict[str, Any]) -> PlaySession | None:
        level = data.get("level", str(BotLevel.CLUB))  # stored before there were levels: club
        if level not in {str(b) for b in BOT_LEVELS}:
            return None
        return cls(rules, seed, steps, BotLevel(level))
