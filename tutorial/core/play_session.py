"""A game against three simple bots, kept as plain data: the rules, a seed and the actions so far.

The page stores only :meth:`PlaySession.to_dict` (ints, strings and a rules dict) in session state and
rebuilds the engine's :class:`~engine.Game` by replaying the actions, which is cheap. Deals come from
one ``random.Random(seed)`` in order, and each bot decision from a seed derived from the seed and the
number of actions so far, so a replay always reaches the same state.

>>> s = PlaySession.start(Rules(), seed=3)
>>> g = s.game()
>>> g.hand.to_move == LEARNER or g.hand.is_over
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from engine import CardParseError, Game, IllegalActionError, Reason, Rules
from engine.bots import simple_action

LEARNER = 0
NEXT_HAND = "next hand"  # a pseudo-action: deal the next hand
_MAX_ACTIONS = 5000  # far beyond any real game; a guard against a tampered session


@dataclass(frozen=True)
class PlaySession:
    rules: Rules
    seed: int
    actions: tuple[str, ...] = ()

    @classmethod
    def start(cls, rules: Rules, seed: int) -> PlaySession:
        """A new game; the bots bid until it is the learner's turn."""
        session = cls(rules, seed)
        return session._advance(session.game())

    def _deal_rng(self) -> random.Random:
        return random.Random(self.seed)

    def game(self) -> Game:
        """The game after replaying every action."""
        rng = self._deal_rng()
        game = Game.new(self.rules, first_dealer=rng.randrange(self.rules.num_players), rng=rng)
        for action in self.actions:
            game = game.next_hand(rng) if action == NEXT_HAND else game.apply(action)
        return game

    def _bot_rng(self, step: int) -> random.Random:
        return random.Random(self.seed * 7919 + step)

    def _advance(self, game: Game) -> PlaySession:
        """Let the bots act until the learner must decide or the hand is over."""
        actions = list(self.actions)
        hand = game.hand
        while not hand.is_over and hand.to_move != LEARNER:
            action = str(simple_action(hand, self._bot_rng(len(actions))))
            actions.append(action)
            game = game.apply(action)
            hand = game.hand
        return replace(self, actions=tuple(actions))

    def try_action(self, action: str) -> tuple[PlaySession, Reason | None]:
        """The learner's action: refused with the engine's reason, or applied and answered by the bots."""
        game = self.game()
        try:
            game = game.apply(action, seat=LEARNER)
        except IllegalActionError as error:
            return self, error.reason
        except CardParseError:
            return self, Reason("not_an_action", {"action": action})
        return replace(self, actions=(*self.actions, action))._advance(game), None

    def next_hand(self) -> PlaySession:
        """Deal the next hand (once this one is over and the game is not)."""
        game = self.game()
        if not game.hand.is_over or game.over:
            return self
        moved = replace(self, actions=(*self.actions, NEXT_HAND))
        return moved._advance(moved.game())

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "seed": self.seed, "actions": list(self.actions)}

    @classmethod
    def from_dict(cls, data: object) -> PlaySession | None:
        """Rebuild a stored session; ``None`` if it is malformed or does not replay."""
        if not isinstance(data, dict):
            return None
        try:
            rules = Rules(**data["rules"])
            seed = data["seed"]
            actions = data["actions"]
            if not isinstance(seed, int) or not isinstance(actions, list) or len(actions) > _MAX_ACTIONS:
                return None
            if not all(isinstance(a, str) for a in actions):
                return None
            session = cls(rules, seed, tuple(actions))
            session.game()  # replays, or raises on a tampered list
        except (KeyError, TypeError, ValueError):
            return None
        return session

