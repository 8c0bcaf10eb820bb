"""Reading the bids: a deal in which a hidden seat would not have bid as it did is less likely, the deals a
search plays out give the seat that ordered up its trumps, and what no one can know is not read."""

from __future__ import annotations

import random
import statistics

import pytest

from engine import Rules, deal
from engine.coach.bid_inference import FLOOR, bid_likelihood, bid_probability, likely_draw
from engine.coach.hand_strength import trump_strength
from engine.search.sampling import sampler
from tests.engine.deals import play, start


def _swap(hands: tuple[tuple[object, ...], ...], a: int, b: int) -> list[tuple[object, ...]]:
    out = list(hands)
    out[a], out[b] = out[b], out[a]
    return out


def test_a_deal_the_bids_agree_with_is_likelier_than_one_they_do_not() -> None:
    # South passes, West (hearts from the jack to the ten, and the ace of spades) orders up alone.
    state = play(start(), "pass", "order up alone")
    likely = bid_likelihood(state, seat=0)
    assert likely(state.hands) > 0.5
    assert likely(_swap(state.hands, 1, 2)) == pytest.approx(FLOOR, abs=1e-4), (
        "North's spades would not have ordered hearts up alone"
    )


def test_a_bid_follows_the_count_of_trumps_and_aces_softly() -> None:
    state = start()  # hearts turned up, East deals; West is East's partner (+1), South an opponent (-1)
    west = state.hands[1]  # the jack, king, queen and ten of hearts and the ace of spades: 10, and 11 with +1
    odds = {bid: bid_probability(state, 1, west, 1, bid) for bid in ("pass", "order up", "order up alone")}
    assert max(odds, key=odds.__getitem__) == "order up alone" and odds["pass"] == pytest.approx(FLOOR, abs=1e-4)
    south = state.hands[0]  # the left bower and the ace of hearts: 5, and 4 with -1
    assert bid_probability(state, 0, south, 1, "pass") > 0.95
    assert FLOOR <= bid_probability(state, 0, south, 1, "order up") < 0.05, "rarely, but never impossible"


def test_each_bid_the_deal_disagrees_with_counts_again() -> None:
    # Everyone but the dealer passes; East, the dealer, is the observer here: South, West and North were read.
    state = play(start(), "pass", "pass", "pass")
    likely = bid_likelihood(state, seat=3)
    assert likely(state.hands) == pytest.approx(FLOOR, rel=0.1), "West's hearts would have ordered up"
    both_strong = [state.hands[1], state.hands[1], state.hands[2], state.hands[3]]  # West's hearts twice over
    assert likely(both_strong) < likely(state.hands) / 10, "South and West would both have ordered up"


def test_the_observer_s_own_bids_are_not_read() -> None:
    state = play(start(), "pass", "order up alone")
    likely = bid_likelihood(state, seat=1)
    assert likely(_swap(state.hands, 1, 3)) == likely(state.hands), "West knows his own hand: only South is read"


def test_the_dealer_s_bid_is_not_read_once_he_has_taken_the_upcard() -> None:
    """His hand when he bid held the card he then laid away, which nobody else saw."""
    state = play(start(), "pass", "pass", "pass", "order up", "discard 9C")
    likely = bid_likelihood(state, seat=0)
    east_weak = [*state.hands[:3], state.hands[2]]  # North's spades for East too: he would not have ordered up
    assert likely(east_weak) == likely(state.hands)


def test_a_turned_up_joker_names_trump_blind_and_no_bid_is_read() -> None:
    state = play(start(), "pass")
    assert bid_likelihood(state, seat=1)(_swap(state.hands, 0, 1)) < 0.05, "West's hearts would not pass"
    joker = deal(Rules(joker=True), dealer=3, rng=random.Random(1))
    joker = joker.apply(joker.legal_actions()[0])
    assert all(bid_likelihood(joker, seat=1)(_swap(joker.hands, 0, k)) == 1.0 for k in (1, 2, 3))


def test_the_deals_drawn_give_the_seat_that_ordered_up_its_trumps() -> None:
    state = play(start(), "pass", "order up alone")
    draw = sampler(state.observation(0), state.rules)
    likely = bid_likelihood(state, seat=0)
    plain = [trump_strength(draw(random.Random(i))[1], "H") for i in range(300)]
    read = [trump_strength(likely_draw(draw, likely, random.Random(i))[1], "H") for i in range(300)]
    assert statistics.fmean(read) > statistics.fmean(plain) + 1.5, (statistics.fmean(read), statistics.fmean(plain))


def test_a_deal_no_bid_agrees_with_still_comes_from_the_evidence() -> None:
    """The model is only a model: when no draw agrees, the likeliest draw is taken, never an impossible deal."""
    state = play(start(), "pass", "order up alone")
    draw = sampler(state.observation(0), state.rules)
    hands = likely_draw(draw, lambda hands: 0.0, random.Random(3))
    assert hands[0] == state.hands[0] and sorted(len(h) for h in hands) == [5, 5, 5, 5]
