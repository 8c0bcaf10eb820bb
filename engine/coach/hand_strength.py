"""The club player's count of a hand's strength in a trump suit (its bids and the reading of others' bids,
:mod:`engine.coach.bots` and :mod:`engine.coach.bid_inference`)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards.card import Card
from engine.games.partnership import HandState
from engine.table.tricks import EFFECTIVE_SUIT, POWER

__all__ = ["ALONE_AT", "CALL_AT", "ORDER_UP_AT", "trump_strength", "upcard_strength"]

# The counts at which the club player orders up, goes alone with the upcard's suit, and calls in the second round.
ORDER_UP_AT, ALONE_AT, CALL_AT = 7, 11, 7


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


def upcard_strength(state: HandState, seat: int, hand: Iterable[Card]) -> int:
    """The count of ``hand`` in the upcard's suit as ``seat`` weighs it in the first round: +2 for the dealer
    (he takes the upcard), +1 for his partner, -1 for an opponent (the dealer's side gets the upcard)."""
    dealer = state.dealer
    bonus = 2 if seat == dealer else (-1 if state.side(seat) != state.side(dealer) else 1)
    return trump_strength(hand, state.upcard.suit) + bonus
