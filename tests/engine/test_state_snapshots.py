"""A hand state is a snapshot: applying an action never changes it, however the state is built inside
(shared setups, tricks read back from the history, finished hands of their own class)."""

from __future__ import annotations

import pickle
import random

import pytest

from engine import HandState, IllegalActionError, Phase, Rules, deal

TABLES = {
    "standard": Rules(),
    "cutthroat": Rules(num_players=3),
    "defend alone, joker": Rules(defend_alone="always", loner_lead="left_of_loner", joker=True),
    "canadian, no stick": Rules(canadian=True, stick_the_dealer=False, min_rank=7),
}


def view(state: HandState) -> tuple[object, ...]:
    """Everything a caller can read from a state."""
    return (
        state.phase,
        state.to_move,
        state.hands,
        state.trump,
        state.maker,
        state.loner,
        state.lone_defender,
        state.sitting_out,
        state.turned_down,
        state.discarded,
        state.tricks,
        state.current_trick,
        state.current_trick_seats,
        state.leader,
        state.history,
        state.is_over,
        state.thrown_in,
        [state.tricks_won(s) for s in range(state.num_players)],
        state.maker_tricks,
        state.result(),
        [str(a) for a in state.legal_actions()],
        state.key(),
    )


@pytest.mark.parametrize("name", TABLES)
def test_two_different_actions_from_one_state_leave_it_and_each_other_alone(name: str) -> None:
    rules, rng = TABLES[name], random.Random(11)
    for hand in range(40):
        state = deal(rules, hand % rules.num_players, rng)
        while not state.is_over:
            before = view(state)
            legal = state.legal_actions()
            first = state.apply(legal[0])
            first_view = view(first)
            last = state.apply(legal[-1])
            assert view(state) == before, f"applying {legal[0]} then {legal[-1]} changed the state they came from"
            assert view(first) == first_view, f"applying {legal[-1]} changed the state {legal[0]} made"
            if len(legal) > 1:
                assert view(last) != first_view
            state = state.apply(rng.choice(legal))


def test_a_finished_hand_says_so_and_cannot_be_told_otherwise() -> None:
    rng = random.Random(3)
    state = deal(Rules(), 0, rng)
    while not state.is_over:
        assert state.phase is not Phase.OVER
        state = state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, HandState) and state.phase is Phase.OVER and state.to_move is None
    assert state.legal_actions() == [] and len(state.tricks) == 5
    with pytest.raises(AttributeError):
        state.is_over = False  # type: ignore[misc]
    with pytest.raises(IllegalActionError):
        state.apply("pass")


def test_the_legal_list_is_the_callers_own() -> None:
    state = deal(Rules(), 0, random.Random(5))
    state.legal_actions().clear()
    assert state.legal_actions(), "emptying a returned list must not empty the next one"


@pytest.mark.parametrize("name", TABLES)
def test_a_state_survives_pickling_mid_play_and_plays_on_alike(name: str) -> None:
    rules, rng = TABLES[name], random.Random(8)
    state = deal(rules, 0, rng)
    while not state.is_over and len(state.history) < 12:
        state = state.apply(rng.choice(state.legal_actions()))
    copy = pickle.loads(pickle.dumps(state))
    assert view(copy) == view(state)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state, copy = state.apply(action), copy.apply(action)
        assert view(copy) == view(state)


def test_tricks_won_refuses_a_seat_that_is_not_at_the_table() -> None:
    state = deal(Rules(), 0, random.Random(1))
    assert state.tricks_won(3) == 0
    with pytest.raises(IndexError):
        state.tricks_won(4)
