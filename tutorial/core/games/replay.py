"""A game against bots kept as plain data (the rules, a seed and the actions so far) and replayed on each rerun:
the replay under :class:`~tutorial.core.games.play_session.PlaySession`, which plays every table.

Inside, the actions are the engine's :class:`~engine.Action` values (and :data:`NEXT_HAND` between hands);
text is read once, where the learner's choice comes in. A page stores only :meth:`ReplaySession.to_dict`
(ints, strings and a rules dict) in session state and rebuilds the game by replaying the actions, which is
cheap. Deals come from one ``random.Random(seed)`` in order, and each bot decision from a seed derived from the
seed and the number of actions so far, so a replay always reaches the same state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final, Generic, Protocol, Self, TypeVar

from engine import Action, CardParseError, IllegalActionError, Reason, Rules, parse_action

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


class _Hand(Protocol):
    @property
    def is_over(self) -> bool: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def history(self) -> Sequence[tuple[int, Action]]: ...


class Table(Protocol):
    """What a session needs of the engine's game (:class:`~engine.Game`, :class:`~engine.SoloGame`)."""

    @property
    def hand(self) -> _Hand: ...

    @property
    def over(self) -> bool: ...

    def apply(self, action: Action | str, seat: int | None = None) -> Self: ...

    def next_hand(self, rng: random.Random) -> Self: ...


G = TypeVar("G", bound=Table)


@dataclass(frozen=True)
class ReplaySession(Generic[G]):
    """A session's game and the steps that change it. A subclass says which game it deals
    (:meth:`_new_game`) and how its bots act (:meth:`_bot_action`)."""

    rules: Rules
    seed: int
    actions: tuple[Step, ...] = ()

    def _new_game(self, first_dealer: int, rng: random.Random) -> G:
        raise NotImplementedError

    def _bot_action(self, game: G, rng: random.Random) -> Action:
        raise NotImplementedError

    def game(self) -> G:
        """The game after replaying every action."""
        rng = random.Random(self.seed)
        game = self._new_game(rng.randrange(self.rules.num_players), rng)
        for action in self.actions:
            game = game.next_hand(rng) if isinstance(action, _NextHand) else game.apply(action)
        return game

    def _advance(self, game: G) -> Self:
        """Let the bots act until the learner must decide or the hand is over."""
        actions = list(self.actions)
        while not game.hand.is_over and game.hand.to_move != LEARNER:
            action = self._bot_action(game, random.Random(self.seed * 7919 + len(actions)))
            actions.append(action)
            game = game.apply(action)
        return replace(self, actions=tuple(actions))

    def judge(self, action: Action | str, game: G | None = None) -> tuple[G, Reason | None]:
        """The learner's action judged by the engine in ``game`` (this session's, by default): the game
        after it, before the bots answer, or the game as it was and the engine's reason for refusing it.
        The table shows this verdict at once; :meth:`try_action` records it."""
        before = self.game() if game is None else game
        try:
            return before.apply(action, seat=LEARNER), None
        except IllegalActionError as error:
            return before, error.reason

    def try_action(self, action: Action | str) -> tuple[Self, Reason | None]:
        """The learner's action (or its text): refused with the engine's reason (``not_an_action`` for
        text that is none), or applied and answered by the bots."""
        game, reason = self.judge(action)
        if reason is not None:
            return self, reason
        accepted = game.hand.history[-1][1]  # the Action the engine read from the text
        return replace(self, actions=(*self.actions, accepted))._advance(game), None

    def next_hand(self) -> Self:
        """Deal the next hand (once this one is over and the game is not)."""
        game = self.game()
        if not game.hand.is_over or game.over:
            return self
        moved = replace(self, actions=(*self.actions, NEXT_HAND))
        return moved._advance(moved.game())

    def to_dict(self) -> dict[str, Any]:
        return {"rules": self.rules.to_dict(), "seed": self.seed, "actions": [str(a) for a in self.actions]}

    @classmethod
    def from_dict(cls, data: object) -> Self | None:
        """Rebuild a stored session; ``None`` if it is malformed or does not replay."""
        if not isinstance(data, dict):
            return None
        try:
            rules = Rules(**data["rules"])
            seed, actions = data["seed"], data["actions"]
            if (
                not isinstance(seed, int)
                or not isinstance(actions, list)
                or len(actions) > _MAX_ACTIONS
                or not all(isinstance(a, str) for a in actions)
            ):
                return None
            steps = tuple(NEXT_HAND if a == str(NEXT_HAND) else parse_action(a) for a in actions)
            session = cls._stored(rules, seed, steps, data)
            if session is not None:
                session.game()  # replays, or raises on a tampered list
        except (KeyError, TypeError, ValueError, CardParseError):
            return None
        return session

    @classmethod
    def _stored(cls, rules: Rules, seed: int, steps: tuple[Step, ...], data: dict[str, Any]) -> Self | None:
        """The session of a stored dict's parts (``data``: the dict, for a subclass's own fields); ``None``
        if the subclass refuses them."""
        return cls(rules, seed, steps)
