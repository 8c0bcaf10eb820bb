"""What one seat has seen of a hand (its own cards, the upcard and who took it, the bids, every card played,
the voids revealed): coaching and bots reason from it. :meth:`engine.games.partnership.HandState.observation`
builds it (this module sits under the hand, which imports it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards.card import Card
from engine.table.tricks import EFFECTIVE_SUIT, Trick

__all__ = ["Observation", "revealed_voids"]


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


def revealed_voids(
    trump: str | None, num_players: int, tricks: Sequence[Trick], current: Sequence[Card], current_seats: Sequence[int]
) -> tuple[frozenset[str], ...]:
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
