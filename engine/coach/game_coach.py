"""The coach's registry of games: what the bots, the bidding advice and the reasons ask of each game played by
:class:`~engine.games.solo.SoloHand` (call-ace, auction). Each game's coach module (``engine.coach.games``)
registers itself here; the shared coach asks :func:`coach_for` rather than the game's name."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol

from engine.cards.card import Card
from engine.coach.reasons import CoachNote
from engine.games.solo import SoloHand
from engine.table.actions import Action
from engine.table.rules import Rules, WrongGameError


class ChoiceFigures(Protocol):
    """One choice of the bidding advice (``engine.coach.bidding_advice.BidAdvice``), as a game's reasons read it."""

    @property
    def action(self) -> str: ...
    @property
    def points(self) -> float: ...


class AdviceFigures(Protocol):
    """What a game's reasons read of the bidding advice: its best choice and any choice's figures."""

    @property
    def best(self) -> ChoiceFigures: ...
    def option(self, action: str) -> ChoiceFigures: ...


class GameCoach(Protocol):
    """A game's own part of the coach: the maker's call of a partner, the trick counts its score tells
    apart, and how many deals its bidding advice plays out."""

    @property
    def bid_deals(self) -> Mapping[int, int]:
        """Each table size -> the deals the bidding advice plays out per decision: about a second or less on
        one core at four and five seats (bench/solo_bid_speed.py); the exact search of a full hand at six and
        seven seats costs far more per deal."""
        ...

    def bot_call(self, state: SoloHand, legal: list[Action], trump: str, rng: random.Random, /) -> Action:
        """A simple bot's call of a partner (the maker to move in the game's call phase)."""
        ...

    def why_call(
        self, state: SoloHand, hand: tuple[Card, ...], advice: AdviceFigures, chosen: str | None, /
    ) -> CoachNote | None:
        """Why the best call of ``advice`` is best, or why ``chosen`` is worse (``None``: the figures say)."""
        ...

    def thresholds(self, state: SoloHand, /) -> tuple[int, ...]:
        """The makers' trick counts that the score tells apart, lowest first (any count in between scores as
        the one below it)."""
        ...


_COACHES: dict[str, GameCoach] = {}


def register_coach(game: str, coach: GameCoach) -> None:
    """Each game's coach module registers itself (``engine.coach.games`` imports them all)."""
    _COACHES[game] = coach


def bid_deals() -> dict[tuple[str, int], int]:
    """The deals per bidding decision of every game, by game and table size.

    >>> bid_deals()[("auction", 7)]
    4
    """
    return {(game, seats): deals for game, coach in _COACHES.items() for seats, deals in coach.bid_deals.items()}


def coach_for(rules: Rules) -> GameCoach:
    found = _COACHES.get(rules.game)
    if found is None:
        raise WrongGameError("the coach of the solo games", tuple(sorted(_COACHES)), rules.game, rules.num_players)
    return found


def hundredths(value: float) -> int:
    """A chance or a point count as the reasons carry it (0.5 -> 50)."""
    return round(value * 100)
