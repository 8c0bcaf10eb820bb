"""Sampled hands never contradict what the seat has seen, and a seat's view holds only what it saw."""

from __future__ import annotations

import random

from engine import HandState, Rules
from engine.search.sampling import sample_hands
from engine.table.tricks import EFFECTIVE_SUIT
from tests.engine.deals import play, start
from tests.engine.endgames import to_play


def _random_position(rng: random.Random) -> HandState:
    state = to_play(rng)
    for _ in range(rng.randrange(0, 18)):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_samples_never_contradict_the_observation() -> None:
    rng = random.Random(11)
    for _ in range(400):
        state = _random_position(rng)
        if state.is_over:
            continue
        seat = rng.randrange(state.num_players)
        obs = state.observation(seat)
        hands = sample_hands(obs, state.rules, rng)
        assert hands[seat] == state.hands[seat], "the seat's own cards stay"
        assert [len(h) for h in hands] == [len(h) for h in state.hands], "every seat holds as many cards as now"
        held = [c for h in hands for c in h]
        assert len(held) == len(set(held)), "no card twice"
        assert not set(held) & obs.played, "no card that was played"
        eff = EFFECTIVE_SUIT[state.trump or "C"]
        for other, hand in enumerate(hands):
            assert not {eff[c.id] for c in hand} & obs.voids[other], "a seat that showed a void gets none of it"
        if obs.upcard_with_dealer() and obs.upcard not in hands[state.dealer]:
            assert eff[obs.upcard.id] in obs.voids[state.dealer], "the dealer keeps the upcard unless shown void"


def test_a_seat_sees_its_own_hand_the_upcard_and_who_took_it_but_not_the_discard() -> None:
    state = play(start(), "order up", "discard 9C")
    south, east = state.observation(0), state.observation(3)
    assert south.upcard_taken and south.upcard_with_dealer() and not east.upcard_with_dealer()
    assert south.discarded is None and str(east.discarded) == "9C"
    assert "9C" in {c.code for c in south.unseen} and "9C" not in {c.code for c in east.unseen}
    assert south.bids == ((0, "order up"),)


def test_failing_to_follow_shows_a_void_of_the_effective_suit() -> None:
    state = play(start(), "order up", "discard 9C", "play TC", "play AS")  # West has no club
    assert state.observation(2).voids[1] == frozenset({"C"})


def test_a_transposition_key_is_the_same_for_the_same_position_whatever_the_order() -> None:
    base = start(
        "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
        "E: AC KC 9C AD KD | kitty: QD TD 9D",
        num_players=4,
    )
    a = play(base, "order up", "discard 9C")
    assert a.key() == play(base, "order up", "discard 9C").key()
    assert a.key() != play(base, "order up", "discard KD").key()
    assert Rules() == a.rules
