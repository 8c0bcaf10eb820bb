"""The exact solver agrees with plain minimax, card for card, at every kind of table."""

from __future__ import annotations

import random

import pytest

from engine import solve
from tests.engine.deals import play, start
from tests.engine.endgames import endgame, minimax_values, to_play


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
    state = play(start("dealer=E up=9D | S: JH JD AH KH QH | W: AS KS QS JS TS | N: AC KC QC JC TC | "
                       "E: AD KD QD TD 9C | kitty: 9H 9S TH"), "pass", "pass", "pass", "pass", "call H alone")
    assert set(solve(state).values()) == {5}


@pytest.mark.parametrize("phase_actions", [(), ("pass",)], ids=["bidding", "second-round"])
def test_the_solver_refuses_a_hand_that_is_not_in_play(phase_actions: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="solve needs a hand in play"):
        solve(play(start(), *phase_actions))
