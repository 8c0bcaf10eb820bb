"""The club player's count of a hand's strength in a trump suit (its bids and the reading of others' bids,
:mod:`engine.coach.bots` and :mod:`engine.coach.bid_inference`)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards.card import Card
from engine.table.tricks import EFFECTIVE_SUIT, POWER

__all__ = ["trump_strength"]


def trump_strength(hand: Iterable[Card], trump: str) -> int:
    """Rough trump strength: bowers 3, other trumps 2, off-suit aces 1."""
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]
    score = 0
    for c in hand:
        if eff[c.id] == trump:
            score += 3 if power[c.id] >= 98 else 2
        elif c.rank == "A":
            score += 1
    return score
