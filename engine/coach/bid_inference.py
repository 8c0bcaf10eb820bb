"""What the bidding says about the hidden hands: a seat that ordered up holds trumps, a seat that passed holds
few. The play's sampler deals the unseen cards at random, never against the cards' evidence (voids, the
upcard); this module weighs such a deal by how likely the hidden seats were to bid as they did with it, so
that the deals a search plays out look like the real one. The bidding advice reads the bids at the discard
(:data:`engine.coach.bidding_advice.READS_BIDS`); the play advice only on request (the expert bot does not:
:data:`engine.coach.bot_levels.EXPERT_READS_BIDS` gives the measure).

The bidder modelled is the club player (:func:`engine.coach.bots.partnership_action`): he counts trumps and
aces (:func:`engine.coach.hand_strength.trump_strength`) against a threshold. Here the threshold is soft: a count
one short of it still bids now and then (:data:`SPREAD`), since other players bid otherwise, and no bid is ever
less likely than :data:`FLOOR`, so that a search never runs out of deals. Only the partnership game's two rounds
are read; a bid made with cards the observer cannot rebuild (the dealer's hand before he took the upcard: his
discard is unknown) and a trump named blind are not.

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D").apply("pass").apply("order up alone")
>>> likely = bid_likelihood(s, seat=0)  # South's view: West's hand is strong in hearts, North's is not
>>> round(likely(s.hands), 2), round(likely((s.hands[0], s.hands[2], s.hands[1], s.hands[3])), 2)
(0.88, 0.02)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from engine.cards.card import SUITS, Card
from engine.coach.hand_strength import ALONE_AT, CALL_AT, ORDER_UP_AT, trump_strength, upcard_strength
from engine.games.partnership import HandState
from engine.table.actions import Action

__all__ = ["FLOOR", "SPREAD", "bid_likelihood", "bid_probability", "likely_draw"]

SPREAD = 0.25  # how softly a bid follows the count: one point short of the threshold, one player in nine bids
FLOOR = 0.02  # the least likely any bid is, whatever the cards
OTHER_SUIT = 0.3  # how likely a call is of a suit that counts less than the seat's best
ATTEMPTS = 30  # draws tried for one deal before the likeliest of them is taken

Hands = Sequence[Sequence[Card]]
Likelihood = Callable[[Hands], float]


def _bids(state: HandState) -> list[tuple[int, int, Action]]:
    """The trump bids of the hand as (round, seat, action), up to and with the one that made trump."""
    out: list[tuple[int, int, Action]] = []
    for seat, action in state.history:
        if action.kind not in ("pass", "order_up", "call"):
            break
        out.append((1 if len(out) < state.num_players else 2, seat, action))
        if action.kind != "pass":
            break
    return out


def _bids_at(strength: float, threshold: int) -> float:
    """How likely a bidder is to bid with ``strength`` where the club player needs ``threshold``."""
    return 1.0 / (1.0 + math.exp(-(strength - threshold + 0.5) / SPREAD))


def bid_probability(state: HandState, seat: int, cards: Sequence[Card], round_: int, bid: str) -> float:
    """How likely ``seat`` was to bid ``bid`` (``"pass"``, ``"order up"``, ``"order up alone"``, ``"call X"``;
    in the second round, alone or not is not read) in round ``round_`` holding ``cards``."""
    if round_ == 1:
        strength = upcard_strength(state, seat, cards)
        up_p, alone_p = _bids_at(strength, ORDER_UP_AT), _bids_at(strength, ALONE_AT)
        p = {"pass": 1 - up_p, "order up": up_p * (1 - alone_p), "order up alone": up_p * alone_p}.get(bid, 0.0)
        return _floored(p)
    counts = {s: trump_strength(cards, s) for s in SUITS if s != state.upcard.suit}
    best = max(counts.values())
    stuck = seat == state.dealer and state.rules.stick_the_dealer
    if bid == "pass":
        return _floored(1 - _bids_at(best, CALL_AT))
    suit = bid.removeprefix("call ").removesuffix(" alone")
    if suit not in counts:
        return FLOOR
    p = 1.0 if stuck else _bids_at(counts[suit], CALL_AT)
    return _floored(p * (1.0 if counts[suit] == best else OTHER_SUIT))


def _floored(p: float) -> float:
    """``p`` lifted to at least :data:`FLOOR`, still growing with ``p`` (when no draw agrees with the bids, the
    likeliest is taken: a count nearer the threshold must still weigh more)."""
    return FLOOR + (1 - FLOOR) * p


def bid_likelihood(state: HandState, seat: int) -> Likelihood:
    """How likely the bids of the seats other than ``seat`` were with a deal of every seat's cards now: the
    product of :func:`bid_probability` over their bids (1 when none is read)."""
    if state.rules.joker:  # a turned-up joker has the dealer name trump blind: no hand shows in that bid
        return lambda hands: 1.0
    played: dict[int, list[Card]] = {}
    for who, action in state.history:
        if action.kind == "play" and action.card is not None:
            played.setdefault(who, []).append(action.card)
    dealer_took_upcard = any(a.kind == "order_up" for _, a in state.history)
    checks = [
        (round_, who, str(action))
        for round_, who, action in _bids(state)
        if who != seat and not (who == state.dealer and dealer_took_upcard)
    ]
    if not checks:
        return lambda hands: 1.0

    def likelihood(hands: Hands) -> float:
        weight = 1.0
        for round_, who, bid in checks:
            weight *= bid_probability(state, who, [*hands[who], *played.get(who, ())], round_, bid)
        return weight

    return likelihood


def likely_draw(
    draw: Callable[[random.Random], tuple[tuple[Card, ...], ...]], likelihood: Likelihood, rng: random.Random
) -> tuple[tuple[Card, ...], ...]:
    """A deal from ``draw`` kept with the probability ``likelihood`` gives it (rejection sampling), so that the
    deals kept follow the bids; after :data:`ATTEMPTS` draws, the likeliest one drawn."""
    best: tuple[float, tuple[tuple[Card, ...], ...]] | None = None
    for _ in range(ATTEMPTS):
        hands = draw(rng)
        weight = likelihood(hands)
        if rng.random() < weight:
            return hands
        if best is None or weight > best[0]:
            best = (weight, hands)
    assert best is not None
    return best[1]
