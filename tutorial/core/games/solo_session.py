"""A game of call-ace or auction euchre against simple bots, kept as plain data like
:class:`tutorial.core.games.play_session.PlaySession` (see :mod:`tutorial.core.games.replay`): the rules, a seed
and the actions so far, replayed on each rerun. The learner sits at seat 0 (South).

>>> from engine import table_rules
>>> s = SoloSession.start(table_rules("auction", 5), seed=3)
>>> g = s.game()
>>> g.hand.to_move == LEARNER or g.hand.is_over
True
>>> SoloSession.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine import Action, Rules, SoloGame
from engine.coach.bots import simple_action
from tutorial.core.games.replay import LEARNER, NEXT_HAND, ReplaySession, Step

__all__ = ["LEARNER", "NEXT_HAND", "SoloSession"]


@dataclass(frozen=True)
class SoloSession(ReplaySession[SoloGame]):
    @classmethod
    def start(cls, rules: Rules, seed: int) -> SoloSession:
        """A new game; the bots act until it is the learner's turn."""
        session = cls(rules, seed)
        return session._advance(session.game())

    def _new_game(self, first_dealer: int, rng: random.Random) -> SoloGame:
        return SoloGame.new(self.rules, first_dealer=first_dealer, rng=rng)

    def _bot_action(self, game: SoloGame, rng: random.Random) -> Action:
        return simple_action(game.hand, rng)

    @classmethod
    def _stored(cls, rules: Rules, seed: int, steps: tuple[Step, ...], data: dict[str, Any]) -> SoloSession | None:
        return None if rules.is_partnership_game else cls(rules, seed, steps)
