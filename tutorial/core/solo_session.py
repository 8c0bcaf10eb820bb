"""A game of call-ace or auction euchre against simple bots, kept as plain data like
:class:`tutorial.core.play_session.PlaySession`: the rules, a seed and the actions so far, replayed on each
rerun. The learner sits at seat 0 (South).

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
from dataclasses import dataclass, replace
from typing import Any

from engine import Action, CardParseError, IllegalActionError, Reason, Rules, SoloGame, parse_action
from engine.solo_bots import solo_action

LEARNER = 0
NEXT_HAND = "next hand"  # the one stored step that is no action at the table
_MAX_ACTIONS = 5000  # far beyond any real game; a guard against a tampered session


@dataclass(frozen=True)
class SoloSession:
    rules: Rules
    seed: int
    actions: tuple[Action | str, ...] = ()

    @classmethod
    def start(cls, rules: Rules, seed: int) -> SoloSession:
        """A new game; the bots act until it is the learner's turn."""
        session = cls(rules, seed)
        return session._advance(session.game())

    def game(self) -> SoloGame:
        """The game after replaying every action."""
        rng = random.Random(self.seed)
        game = SoloGame.new(self.rules, first_dealer=rng.randrange(self.rules.num_players), rng=rng)
        for action in self.actions:
            game = game.next_hand(rng) if action == NEXT_HAND else game.apply(action)
        return game

    def _advance(self, game: SoloGame) -> SoloSession:
        actions = list(self.actions)
        while not game.hand.is_over and game.hand.to_move != LEARNER:
            action = solo_action(game.hand, random.Random(self.seed * 7919 + len(actions)))
            actions.append(action)
            game = game.apply(action)
        return replace(self, actions=tuple(actions))

    def try_action(self, action: Action | str) -> tuple[SoloSession, Reason | None]:
        """The learner's action: refused with the engine's reason, or applied and answered by the bots."""
        game = self.game()
        try:
            game = game.apply(action, seat=LEARNER)
        except IllegalActionError as error:
            return self, error.reason
        accepted = game.hand.history[-1][1]
        return replace(self, actions=(*self.actions, accepted))._advance(game), None

    def next_hand(self) -> SoloSession:
        game = self.game()
        if not game.hand.is_over or game.over:
            return self
        moved = replace(self, actions=(*self.actions, NEXT_HAND))
        return moved._advance(moved.game())

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "seed": self.seed, "actions": [str(a) for a in self.actions]}

    @classmethod
    def from_dict(cls, data: object) -> SoloSession | None:
        """Rebuild a stored session; ``None`` if it is malformed or does not replay."""
        if not isinstance(data, dict):
            return None
        try:
            rules = Rules(**data["rules"])
            seed, actions = data["seed"], data["actions"]
            if rules.is_partnership_game or not isinstance(seed, int) or not isinstance(actions, list) \
                    or len(actions) > _MAX_ACTIONS or not all(isinstance(a, str) for a in actions):
                return None
            steps = tuple(NEXT_HAND if a == NEXT_HAND else parse_action(a) for a in actions)
            session = cls(rules, seed, steps)
            session.game()  # replays, or raises on a tampered list
        except (KeyError, TypeError, ValueError, CardParseError):
            return None
        return session
