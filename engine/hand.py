"""What every game's hand offers, whatever the game: :class:`Hand`, a protocol that the partnership hand
(:class:`~engine.state.HandState`) and the call-ace and auction hand (:class:`~engine.solo.SoloHand`) both
satisfy. Code written against it (a random player, a replay, a table adapter) plays any table; the
:class:`SeatView` it hands out is what one seat may know.

>>> import random
>>> from engine.games import start
>>> from engine.variants import table_rules
>>> def play_out(hand: Hand[SeatView, object], rng: random.Random) -> Hand[SeatView, object]:
...     while not hand.is_over:
...         hand = hand.apply(rng.choice(hand.legal_actions()))
...     return hand
>>> [len(play_out(start(r, 0, random.Random(3)), random.Random(4)).tricks) in (0, 5)
...  for r in (Rules(), table_rules("call_ace", 5), table_rules("auction", 7))]
[True, True, True]
"""

from __future__ import annotations

from typing import Protocol, Self, TypeVar, runtime_checkable

from engine.actions import Action
from engine.cards import Card
from engine.rules import Rules
from engine.seating import Seating
from engine.state import Trick


class SeatView(Protocol):
    """What one seat may know of a hand, in every game (:class:`~engine.observation.Observation`,
    :class:`~engine.solo.SoloView`)."""

    @property
    def seat(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def trump(self) -> str | None: ...

    @property
    def maker(self) -> int | None: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def tricks(self) -> tuple[Trick, ...]: ...


View_co = TypeVar("View_co", bound=SeatView, covariant=True)
Result_co = TypeVar("Result_co", covariant=True)


@runtime_checkable
class Hand(Protocol[View_co, Result_co]):
    """One hand of any game: immutable, :meth:`apply` returns the next one. ``View_co`` is what a seat sees
    (:meth:`observation`), ``Result_co`` the score of a finished hand (:meth:`result`)."""

    @property
    def rules(self) -> Rules: ...

    @property
    def seating(self) -> Seating: ...

    @property
    def dealer(self) -> int: ...

    @property
    def to_move(self) -> int | None:
        """The seat to act, or ``None`` once the hand is over."""

    @property
    def is_over(self) -> bool: ...

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards, by seat (the engine's knowledge: a player's is :meth:`observation`)."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks, in order."""

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in the order played."""

    @property
    def current_trick_seats(self) -> tuple[int, ...]:
        """Who played each card of :attr:`current_trick`."""

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far, with the seat that took it."""

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take, in a stable order."""

    def apply(self, action: Action | str, seat: int | None = None) -> Self:
        """The hand after ``action``; raises :class:`~engine.errors.IllegalActionError` with a reason code."""

    def observation(self, seat: int) -> View_co:
        """What ``seat`` may know now."""

    def result(self) -> Result_co | None:
        """The score once the hand is played out; ``None`` before, or when it was thrown in."""

    def points_by_seat(self) -> tuple[int, ...]:
        """What each seat scores for this hand, the same at every table (a game adds them up); zeros before
        the end or when it was thrown in."""
