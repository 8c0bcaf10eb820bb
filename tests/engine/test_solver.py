"""The exact solver agrees with plain minimax, card for card, at every kind of table."""

from __future__ import annotations

import random
import threading

import pytest

from engine import HandState, Rules, solve
from engine.search.solver import core_for, masks
from tests.engine.deals import play, start
from tests.engine.endgames import endgame, maker_tricks_alpha_beta, maker_tricks_minimax, minimax_values, to_play


def test_solver_agrees_with_minimax_on_a_thousand_endgames() -> None:
    rng = random.Random(2026)
    for i in range(1000):
        state = endgame(rng, tricks_left=1 + i % 3)
        assert solve(state) == minimax_values(state), f"endgame {i}: {state.deal} {state.history}"


def test_solver_answers_every_legal_card_with_a_count_of_tricks_still_to_come() -> None:
    rng = random.Random(7)
    for _ in range(50):
        state = to_play(rng)
        values = solve(state)
        assert list(values) == [str(a) for a in state.legal_actions()]
        assert all(0 <= v <= 5 for v in values.values())


def test_a_lone_maker_holding_the_top_five_trumps_takes_everything() -> None:
    state = play(
        start(
            "dealer=E up=9D | S: JH JD AH KH QH | W: AS KS QS JS TS | N: AC KC QC JC TC | "
            "E: AD KD QD TD 9C | kitty: 9H 9S TH"
        ),
        "pass",
        "pass",
        "pass",
        "pass",
        "call H alone",
    )
    assert set(solve(state).values()) == {5}


@pytest.mark.parametrize("phase_actions", [(), ("pass",)], ids=["bidding", "second-round"])
def test_the_solver_refuses_a_hand_that_is_not_in_play(phase_actions: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="solver and play advice need a hand in play"):
        solve(play(start(), *phase_actions))


def _at_a_trick_start(rng: random.Random, tricks_left: int) -> HandState:
    while True:
        state = endgame(rng, tricks_left)
        if not state.current_trick:
            return state


def test_yes_or_no_questions_agree_with_the_exact_count_of_tricks() -> None:
    rng = random.Random(11)
    for i in range(300):
        state = _at_a_trick_start(rng, tricks_left=2 + i % 4)
        core = core_for(state)
        hands, leader = masks(state, core), state.leader or 0
        best = core.best(hands, leader)
        if 5 - len(state.tricks) <= 3:
            assert best == maker_tricks_minimax(state) - state.maker_tricks, f"position {i}: {state.history}"
        answers = [core.at_least(hands, leader, t) for t in range(7)]
        assert answers == [best >= t for t in range(7)], f"position {i}: best {best}, {state.history}"


@pytest.mark.parametrize("rules", [Rules(), Rules(num_players=3)], ids=["partnership", "cutthroat"])
def test_from_the_opening_lead_the_solver_agrees_with_a_plain_search(rules: Rules) -> None:
    rng = random.Random(5)
    for _ in range(3):
        state = to_play(rng, rules)
        ours = state.is_maker_side(state.to_move or 0)
        for action, value in solve(state).items():
            makers = maker_tricks_alpha_beta(state.apply(action))
            assert value == (makers if ours else 5 - makers), f"{action}: {state.deal} {state.history}"


def test_threads_solving_at_once_each_get_their_own_search() -> None:
    rng = random.Random(3)
    states = [endgame(rng, tricks_left=4) for _ in range(40)]
    expected = [solve(s) for s in states]
    answers: dict[int, list[dict[str, int]]] = {}

    def work(n: int) -> None:
        answers[n] = [solve(s) for s in (states if n % 2 else states[::-1])]

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(answers[n] == (expected if n % 2 else expected[::-1]) for n in range(4))
