"""A game against bots at any table (the partnership game, four-hand or cutthroat, or a round table's game),
kept as plain data: the rules, a seed and the actions so far (see :mod:`tutorial.core.games.replay`, which
replays it), plus how well the bots play. The engine deals the game the rules describe
(:func:`engine.new_game`) and one bot interface plays every seat (:func:`engine.coach.bot_levels.bot_action`).

>>> from engine import table_rules
>>> sessions = [PlaySession.start(rules, seed=3) for rules in (Rules(), table_rules("auction", 5))]
>>> [type(s.game()).__name__ for s in sessions]
['Game', 'SoloGame']
>>> all(s.game().hand.to_move == LEARNER or s.game().hand.is_over for s in sessions)
True
>>> all(PlaySession.from_dict(s.to_dict()) == s for s in sessions)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from engine import Action, AnyGame, Rules, new_game
from engine.coach.bot_levels import BOT_LEVELS, BotLevel, bot_action
from tutorial.core.games.replay import LEARNER, NEXT_HAND, ReplaySession, Step

__all__ = ["LEARNER", "NEXT_HAND", "PlaySession"]


@dataclass(frozen=True)
class PlaySession(ReplaySession[AnyGame]):
    level: BotLevel = BotLevel.CLUB  # how well the bots play (engine.coach.bot_levels)

    @classmethod
    def start(cls, rules: Rules, seed: int, level: BotLevel | str = BotLevel.CLUB) -> PlaySession:
        """A new game; the bots act until it is the learner's turn."""
        session = cls(rules, seed, level=BotLevel(level))
        return session._advance(session.game())

    def _new_game(self, first_dealer: int, rng: random.Random) -> AnyGame:
        return new_game(self.rules, first_dealer, rng)

    def _bot_action(self, game: AnyGame, rng: random.Random) -> Action:
        return bot_action(game.hand, self.level, rng)

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "level": str(self.level)}

    def with_level(self, level: BotLevel | str) -> PlaySession:
        """The same game, the bots playing at ``level`` from now on (their earlier actions stay as they were)."""
        return replace(self, level=BotLevel(level))

    @classmethod
    def _stored(cls, rules: Rules, seed: int, steps: tuple[Step, ...], data: dict[str, Any]) -> PlaySession | None:
        # Stored before there were levels, or at a round table before it had levels: club,
        # whose bots act as those tables' simple bots did, so the game replays as it was played.
        level = data.get("level", str(BotLevel.CLUB))
        if level not in {str(b) for b in BOT_LEVELS}:
            return None
        return cls(rules, seed, steps, BotLevel(level))
