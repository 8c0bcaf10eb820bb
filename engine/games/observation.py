"""What one seat has seen of a hand (its own cards, the upcard and who took it, the bids, every card played,
the voids revealed), and a transposition key of a whole hand. Coaching and bots reason from the first; the
second identifies a position for a search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards.card import Card
from engine.games.partnership import HandState, Phase, Trick
from engine.table.rules import new_deck
from engine.table.tricks import EFFECTIVE_SUIT

__all__ = ["Observation", "observe", "position_key", "revealed_voids"]

PositionKey = tuple[object, ...]


@dataclass(frozen=True)
class Observation:
    """One seat's view of a hand. ``voids[s]`` are the effective suits seat ``s`` has shown it lacks (it did
    not follow them); ``holding[s]`` is how many cards it holds now. ``unseen`` are the cards of the deck whose
    place this seat does not know: in another hand, in the kitty, or the dealer's discard. The upcard, once
    the dealer took it, is not among them: it is in the dealer's hand unless played or discarded.
    """

    seat: int
    dealer: int
    hand: tuple[Card, ...]
    upcard: Card
    upcard_taken: bool  # the dealer picked it up (ordered up, or the turned-up best bower)
    discarded: Card | None  # the dealer's discard: only the dealer sees it
    bids: tuple[tuple[int, str], ...]  # every public decision before the play, as (seat, action text)
    trump: str | None
    maker: int | None
    loner: int | None
    lone_defender: int | None
    sitting_out: frozenset[int]
    tricks: tuple[Trick, ...]
    current: tuple[tuple[int, Card], ...]  # the trick in progress as (seat, card)
    leader: int | None
    to_move: int | None
    voids: tuple[frozenset[str], ...]
    holding: tuple[int, ...]
    unseen: frozenset[Card]

    @property
    def played(self) -> frozenset[Card]:
        """Every card played so far, the trick in progress included."""
        return frozenset([c for t in self.tricks for c in t.cards] + [c for _, c in self.current])

    @property
    def barred(self) -> tuple[frozenset[Card], ...]:
        """Nothing is barred at the partnership table but by a void (see :attr:`voids`)."""
        return tuple(frozenset() for _ in self.holding)

    def upcard_with_dealer(self) -> bool:
        """Whether, for this seat, the upcard may still be in the dealer's hand (taken, not played, and the
        dealer is someone else; it may also have been the discard)."""
        return self.upcard_taken and self.seat != self.dealer and self.upcard not in self.played


def revealed_voids(trump: str | None, num_players: int, tricks: Sequence[Trick], current: Sequence[Card],
                   current_seats: Sequence[int]) -> tuple[frozenset[str], ...]:
    """The effective suits each seat has shown it lacks, at any table: it did not follow them."""
    voids: list[set[str]] = [set() for _ in range(num_players)]
    if trump is None:
        return tuple(frozenset(v) for v in voids)
    eff = EFFECTIVE_SUIT[trump]
    played = [(t.cards, t.seats) for t in tricks] + [(tuple(current), tuple(current_seats))]
    for cards, seats in played:
        if not cards:
            continue
        led = eff[cards[0].id]
        for card, seat in zip(cards[1:], seats[1:], strict=True):
            if eff[card.id] != led:
                voids[seat].add(led)
    return tuple(frozenset(v) for v in voids)


def observe(state: HandState, seat: int) -> Observation:
    """What ``seat`` has seen of ``state`` (use :meth:`HandState.observation`)."""
    if not 0 <= seat < state.num_players:
        raise ValueError(f"no seat {seat} at a table of {state.num_players}")
    hands = state.hands
    history = state.history
    taken = state.phase is Phase.DISCARD or any(a.kind == "discard" for _, a in history)
    discarded = state.discarded if seat == state.dealer else None
    played = [c for t in state.tricks for c in t.cards] + list(state.current_trick)
    known = set(hands[seat]) | set(played) | {state.upcard}
    if discarded is not None:
        known.add(discarded)
    unseen = frozenset(c for c in new_deck(state.rules) if c not in known)
    return Observation(
        seat=seat, dealer=state.dealer, hand=hands[seat], upcard=state.upcard, upcard_taken=taken,
        discarded=discarded,
        bids=tuple((s, str(a)) for s, a in history if a.kind not in ("play", "discard")),
        trump=state.trump, maker=state.maker, loner=state.loner, lone_defender=state.lone_defender,
        sitting_out=state.sitting_out, tricks=state.tricks,
        current=tuple(zip(state.current_trick_seats, state.current_trick, strict=True)),
        leader=state.leader, to_move=state.to_move,
        voids=revealed_voids(state.trump, state.num_players, state.tricks, state.current_trick,
                             state.current_trick_seats),
        holding=tuple(map(len, hands)), unseen=unseen,
    )


def position_key(state: HandState) -> PositionKey:
    """Everything the rest of the hand depends on, hashable (use :meth:`HandState.key`): who holds what,
    the trick in progress and its leader, the tricks each seat has won, whose turn it is, trump and who
    made it, alone or not, and the bidding so far. Two states with equal keys play out alike."""
    return (
        state.phase.value, state.to_move, state.dealer, state.upcard.code, state.turned_down,
        tuple(tuple(sorted(c.code for c in hand)) for hand in state.hands),
        state.trump, state.maker, state.loner, state.lone_defender, tuple(sorted(state.sitting_out)),
        state.leader, tuple(c.code for c in state.current_trick), state.current_trick_seats,
        tuple(state.tricks_won(s) for s in range(state.num_players)),
        sum(1 for _, a in state.history if a.kind == "pass"),
    )
