"""A game against three simple bots, kept as plain data: the rules, a seed and the actions so far.

Inside, the actions are the engine's :class:`~engine.Action` values (and :data:`NEXT_HAND` between hands);
text is read once, where the learner's choice comes in. The page stores only :meth:`PlaySession.to_dict`
(ints, strings and a rules dict) in session state and rebuilds the engine's :class:`~engine.Game` by
replaying the actions, which is cheap. Deals come from
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
from typing import Any, Final

from engine import Action, CardParseError, Game, IllegalActionError, Reason, Rules, parse_action
from engine.bot_levels import BOT_LEVELS, BotLevel, bot_action

LEARNER = 0
_MAX_ACTIONS = 5000  # far beyond any real game; a guard against a tampered session


class _NextHand:
    """The one step of a session that is no action at the table: deal the next hand."""

    def __repr__(self) -> str:
        return "NEXT_HAND"

    def __str__(self) -> str:
        return "next hand"  # its stored form


NEXT_HAND: Final = _NextHand()
Step = Action | _NextHand


@dataclass(frozen=True)
class PlaySession:
    rules: Rules
    seed: int
    actions: tuple[Step, ...] = ()
    level: BotLevel = BotLevel.CLUB  # how well the three bots play (engine.bot_levels)

    @classmethod
    def start(cls, rules: Rules, seed: int, level: BotLevel | str = BotLevel.CLUB) -> PlaySession:
        """A new game; the bots bid until it is the learner's turn."""
        session = cls(rules, seed, level=BotLevel(level))
        return session._advance(session.game())

    def _deal_rng(self) -> random.Random:
        return random.Random(self.seed)

    def game(self) -> Game:
        """The game after replaying every action."""
        rng = self._deal_rng()
        game = Game.new(self.rules, first_dealer=rng.randrange(self.rules.num_players), rng=rng)
        for action in self.actions:
            game = game.next_hand(rng) if isinstance(action, _NextHand) else game.apply(action)
        return game

    def _bot_rng(self, step: int) -> random.Random:
        return random.Random(self.seed * 7919 + step)

    def _advance(self, game: Game) -> PlaySession:
        """Let the bots act until the learner must decide or the hand is over."""
        actions = list(self.actions)
        hand = game.hand
        while not hand.is_over and hand.to_move != LEARNER:
            action = bot_action(hand, self.level, self._bot_rng(len(actions)))
            actions.append(action)
            game = game.apply(action)
            hand = game.hand
        return replace(self, actions=tuple(actions))

    def try_action(self, action: Action | str) -> tuple[PlaySession, Reason | None]:
        """The learner's action (or its text): refused with the engine's reason (``not_an_action`` for
        text that is none), or applied and answered by the bots."""
        game = self.game()
        try:
            game = game.apply(action, seat=LEARNER)
        except IllegalActionError as error:
            return self, error.reason
        accepted = game.hand.history[-1][1]  # the Action the engine read from the text
        return replace(self, actions=(*self.actions, accepted))._advance(game), None

    def next_hand(self) -> PlaySession:
        """Deal the next hand (once this one is over and the game is not)."""
        game = self.game()
        if not game.hand.is_over or game.over:
            return self
        moved = replace(self, actions=(*self.actions, NEXT_HAND))
        return moved._advance(moved.game())

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "seed": self.seed, "actions": [str(a) for a in self.actions],
                "level": str(self.level)}

    def with_level(self, level: BotLevel | str) -> PlaySession:
        """The same game, the bots playing at ``level`` from now on (their earlier actions stay as they were)."""
        return replace(self, level=BotLevel(level))

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
            level = data.get("level", str(BotLevel.CLUB))  # stored before there were levels: club
            if level not in {str(b) for b in BOT_LEVELS}:
                return None
            steps = tuple(NEXT_HAND if a == str(NEXT_HAND) else parse_action(a) for a in actions)
            session = cls(rules, seed, steps, BotLevel(level))
            session.game()  # replays, or raises on a tampered list
        except (KeyError, TypeError, ValueError, CardParseError):
            return None
        return session

