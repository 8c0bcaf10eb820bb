"""What the solver and the play advice need of a hand in play, whatever the game (:func:`play_table`): the
seat to move and its legal cards, the trick so far, what that seat knows of the cards (the sampler's
:class:`~engine.search.sampling.Evidence`), and, for any deal of the hidden cards, the two camps the search plays
(makers and the rest) and what an outcome is worth to the seat.

In the partnership game the camps are fixed by the bidding. At a call-ace or auction table the silent
partner is whoever holds the called suit's best card in play (or the ally's card) *in that deal*: the seat
to move may not know it, so each deal drawn makes its own partner, and the same card can help the maker in
one deal and the defence in the next.

>>> import random
>>> from engine.table.variants import table_rules
>>> from engine.games.solo import solo_deal
>>> from engine.coach.solo_bots import solo_action
>>> s, rng = solo_deal(table_rules("call_ace", 5), 0, random.Random(2)), random.Random(2)
>>> while s.phase.value != "play":
...     s = s.apply(solo_action(s, rng))
>>> table = play_table(s)
>>> table.camp(s.hands) == tuple(int(seat in s.maker_side) for seat in range(5))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.cards.card import Card
from engine.games.partnership import HandState, Phase
from engine.games.solo import PartnerFinder, SoloHand, SoloPhase, solo_partner_finder, solo_score
from engine.search.evidence import solo_evidence
from engine.search.sampling import Evidence
from engine.table.scoring import score_hand

__all__ = ["Outcome", "PlayTable", "play_table"]

Hands = Sequence[Sequence[Card]]


@dataclass(frozen=True)
class Outcome:
    """A finished hand as the seat to move sees it: its side's tricks, whether its side succeeded (made the
    contract, or euchred it), and its points: what it scores less what the other side scores."""

    tricks: int
    success: bool
    points: int


class PlayTable(Protocol):
    """One hand in play, as the search and the advice read it."""

    @property
    def seat(self) -> int: ...

    @property
    def trump(self) -> str: ...

    @property
    def num_players(self) -> int: ...

    @property
    def sitting_out(self) -> tuple[int, ...]: ...

    @property
    def leader(self) -> int: ...

    @property
    def trick(self) -> tuple[tuple[int, Card], ...]:
        """The trick in progress as ``(seat, card)``."""

    @property
    def plays(self) -> tuple[tuple[str, Card], ...]:
        """The legal plays of the seat to move, as action text and card, in the engine's order."""

    @property
    def evidence(self) -> Evidence: ...

    def camp(self, hands: Hands) -> tuple[int, ...]:
        """1 for each seat on the makers' side in the deal ``hands`` (every seat's cards now), else 0."""

    def outcome(self, camp: tuple[int, ...], makers_to_come: int) -> Outcome:
        """The hand's end for the seat to move when the makers of ``camp`` take ``makers_to_come`` more."""


def _common(
    state: HandState | SoloHand,
) -> tuple[int, str, int, tuple[tuple[int, Card], ...], tuple[tuple[str, Card], ...]]:
    seat, trump, leader = state.to_move, state.trump, state.leader
    if seat is None or trump is None or leader is None:
        raise ValueError(f"the solver and play advice need a hand in play, not {state.phase.value}")
    trick = tuple(zip(state.current_trick_seats, state.current_trick, strict=True))
    plays = tuple((str(a), a.card) for a in state.legal_actions() if a.card is not None)
    return seat, trump, leader, trick, plays


@dataclass(frozen=True)
class _Partnership:
    state: HandState
    seat: int
    trump: str
    leader: int
    trick: tuple[tuple[int, Card], ...]
    plays: tuple[tuple[str, Card], ...]

    @property
    def num_players(self) -> int:
        return self.state.num_players

    @property
    def sitting_out(self) -> tuple[int, ...]:
        return tuple(sorted(self.state.sitting_out))

    @property
    def evidence(self) -> Evidence:
        return self.state.observation(self.seat)

    def camp(self, hands: Hands) -> tuple[int, ...]:
        return tuple(int(self.state.is_maker_side(s)) for s in range(self.num_players))

    def outcome(self, camp: tuple[int, ...], makers_to_come: int) -> Outcome:
        s = self.state
        total = s.maker_tricks + makers_to_come
        ours = bool(camp[self.seat])
        side, points = score_hand(s.rules, total, s.loner is not None, s.lone_defender is not None)
        return Outcome(
            total if ours else 5 - total, (total >= 3) == ours, points if (side == "makers") == ours else -points
        )


@dataclass(frozen=True)
class _Solo:
    state: SoloHand
    seat: int
    trump: str
    leader: int
    trick: tuple[tuple[int, Card], ...]
    plays: tuple[tuple[str, Card], ...]
    partner_card: PartnerFinder  # the game's: which card in play makes the partner

    @property
    def num_players(self) -> int:
        return self.state.num_players

    @property
    def sitting_out(self) -> tuple[int, ...]:
        return ()

    @property
    def evidence(self) -> Evidence:
        return solo_evidence(self.state, self.seat)

    def _partner(self, hands: Hands) -> int | None:
        """The silent partner in the deal ``hands``: the seat that holds, or played, the card that makes it."""
        s = self.state
        held: dict[Card, int] = {c: seat for seat, h in enumerate(hands) for c in h}
        for t in s.tricks:
            held.update(zip(t.cards, t.seats, strict=True))
        held.update(zip(s.current_trick, s.current_trick_seats, strict=True))
        card = self.partner_card(held)
        return held[card] if card is not None else None

    def camp(self, hands: Hands) -> tuple[int, ...]:
        s = self.state
        side = {s.maker}
        if not s.alone:
            partner = self._partner(hands)
            if partner is not None:
                side.add(partner)
        return tuple(int(seat in side) for seat in range(self.num_players))

    def outcome(self, camp: tuple[int, ...], makers_to_come: int) -> Outcome:
        """The seat's points are what it scores less what a player of the other camp scores, as in the
        partnership game: an auction defender scores nothing when the maker is set back, yet gains on him."""
        s = self.state
        side = tuple(seat for seat, c in enumerate(camp) if c)
        total = sum(s.tricks_won(seat) for seat in side) + makers_to_come
        result = solo_score(s, side, total)
        ours = camp[self.seat]
        other = next(seat for seat, c in enumerate(camp) if c != ours)
        return Outcome(
            total if ours else 5 - total, result.made == bool(ours), result.points[self.seat] - result.points[other]
        )


def play_table(state: HandState | SoloHand) -> PlayTable:
    """The hand in play of any game, as the search and the advice read it; ``ValueError`` outside the play."""
    if isinstance(state, SoloHand):
        if state.phase is not SoloPhase.PLAY:
            raise ValueError(f"the solver and play advice need a hand in play, not {state.phase.value}")
        seat, trump, leader, trick, plays = _common(state)
        return _Solo(state, seat, trump, leader, trick, plays, solo_partner_finder(state))
    if state.phase is not Phase.PLAY:
        raise ValueError(f"the solver and play advice need a hand in play, not {state.phase.value}")
    seat, trump, leader, trick, plays = _common(state)
    return _Partnership(state, seat, trump, leader, trick, plays)
