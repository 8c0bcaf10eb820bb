"""What one seat at a call-ace or auction table knows of where the cards are, in the terms the sampler reads
(:class:`engine.search.sampling.Evidence`): its own cards, every card played, the voids shown, the call-ace upcard
(in the dealer's hand once he took it, else out of play), and its own discards. Nothing else: the kitty, the
auction's widow and the cards set aside stay unseen, and so does the silent partner, whom each deal drawn
makes (the holder of the call-ace suit's best card in play, or of the ally's card).

>>> import random
>>> from engine.table.variants import table_rules
>>> from engine.games.solo import solo_deal
>>> s = solo_deal(table_rules("auction", 7), 0, random.Random(5))
>>> e = solo_evidence(s, 1)
>>> len(e.unseen), e.holding, e.hand == s.hands[1]
(35, (5, 5, 5, 5, 5, 5, 5), True)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.card import Card
from engine.games.observation import revealed_voids
from engine.games.solo import SoloHand, SoloPhase
from engine.table.rules import new_deck

__all__ = ["SoloEvidence", "solo_evidence"]


@dataclass(frozen=True)
class SoloEvidence:
    """One seat's knowledge of the cards' places (see the module's text)."""

    seat: int
    dealer: int
    hand: tuple[Card, ...]
    upcard: Card | None
    upcard_taken: bool  # call-ace: the dealer picked the upcard up
    played: frozenset[Card]
    trump: str | None
    voids: tuple[frozenset[str], ...]
    holding: tuple[int, ...]
    unseen: frozenset[Card]
    barred: tuple[frozenset[Card], ...]  # the auction maker never holds the ally's card he named

    def upcard_with_dealer(self) -> bool:
        """Whether, for this seat, the upcard may still be in the dealer's hand (as in the partnership game)."""
        return self.upcard_taken and self.seat != self.dealer and self.upcard not in self.played


def solo_evidence(state: SoloHand, seat: int) -> SoloEvidence:
    """What ``seat`` knows of ``state``'s cards."""
    state.seating.left_of(seat)  # a seat of this table, or ValueError
    upcard = state.upcard
    # Only the call-ace dealer discards, and only after picking the upcard up (the auction has no upcard).
    taken = upcard is not None and (
        state.phase is SoloPhase.DISCARD or any(a.kind == "discard" for _, a in state.history)
    )
    played = frozenset([c for t in state.tricks for c in t.cards] + list(state.current_trick))
    own_discards = {a.card for s, a in state.history if s == seat and a.kind == "discard" and a.card is not None}
    known = set(state.hands[seat]) | played | own_discards | ({upcard} if upcard is not None else set())
    return SoloEvidence(
        seat=seat,
        dealer=state.dealer,
        hand=state.hands[seat],
        upcard=upcard,
        upcard_taken=taken,
        played=played,
        trump=state.trump,
        voids=revealed_voids(
            state.trump, state.num_players, state.tricks, state.current_trick, state.current_trick_seats
        ),
        holding=tuple(map(len, state.hands)),
        unseen=frozenset(c for c in new_deck(state.rules) if c not in known),
        barred=tuple(
            frozenset({state.called_card}) if s == state.maker and state.called_card is not None else frozenset()
            for s in range(state.num_players)
        ),
    )
