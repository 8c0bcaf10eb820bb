"""Play advice is reproducible, agrees with the solver when nothing is hidden, and grades by its thresholds;
the coach's reasons follow the position."""

from __future__ import annotations

import random

import pytest

from engine import solve
from engine.coach.advice import GRADE_LIMITS, CardAdvice, Grade, PlayAdvice, advise_play, grade_play
from engine.coach.reasons import CoachReason, nudge, why_best, why_worse
from tests.engine.deals import play, start
from tests.engine.endgames import endgame, to_play

# North (maker's partner side) ordered up hearts; South leads.
ORDERED = ("order up", "discard 9C")


def test_the_same_seed_gives_the_same_advice() -> None:
    state = to_play(random.Random(3))
    assert advise_play(state, samples=30, seed=9) == advise_play(state, samples=30, seed=9)


def test_two_workers_give_the_same_advice_as_one() -> None:
    rng = random.Random(5)
    for _ in range(3):
        state = to_play(rng)
        assert advise_play(state, samples=25, seed=4, workers=2) == advise_play(state, samples=25, seed=4)


def test_last_to_play_to_the_last_trick_nothing_is_hidden_and_advice_is_the_solvers_answer() -> None:
    rng = random.Random(4)
    for _ in range(30):
        state = endgame(rng, tricks_left=1)
        while len(state.current_trick) < state.num_players - len(state.sitting_out) - 1:
            state = state.apply(state.legal_actions()[0])
        advice = advise_play(state, samples=5, seed=1)
        won = (
            state.maker_tricks if state.is_maker_side(state.to_move or 0) else (len(state.tricks) - state.maker_tricks)
        )
        assert {c.action: round(c.tricks) for c in advice.options} == {a: won + v for a, v in solve(state).items()}


def test_advice_covers_every_legal_card_with_figures_in_range() -> None:
    state = to_play(random.Random(8))
    advice = advise_play(state, samples=20, seed=2)
    assert [c.action for c in advice.options] == [str(a) for a in state.legal_actions()]
    assert all(0 <= c.tricks <= 5 and 0 <= c.success <= 1 and -4 <= c.points <= 4 for c in advice.options)


def _advice(*points: float) -> PlayAdvice:
    return PlayAdvice(
        0, 1, 0, tuple(CardAdvice(f"play {c}", 0, 0, p) for c, p in zip(("AH", "KH", "QH"), points, strict=False))
    )


@pytest.mark.parametrize(
    ("loss", "grade"),
    [
        pytest.param(0.0, Grade.BEST, id="as-good-as-the-best"),
        pytest.param(0.04, Grade.GOOD, id="good"),
        pytest.param(0.1, Grade.FINE, id="fine"),
        pytest.param(0.3, Grade.WEAK, id="weak"),
        pytest.param(1.5, Grade.MISTAKE, id="mistake"),
    ],
)
def test_a_grade_follows_the_points_given_away(loss: float, grade: Grade) -> None:
    assert grade_play(_advice(1.0, 1.0 - loss), "play KH").grade is grade
    assert [g for _, g in GRADE_LIMITS] == [Grade.BEST, Grade.GOOD, Grade.FINE, Grade.WEAK]


def test_advice_refuses_the_bidding_and_a_card_that_is_not_legal() -> None:
    with pytest.raises(ValueError, match="need a hand in play"):
        advise_play(start())
    advice = advise_play(play(start(), *ORDERED), samples=2)
    with pytest.raises(ValueError, match="not one of the legal plays"):
        advice.option("play JH")


def test_overtaking_a_partner_who_wins_the_trick_is_explained_as_such() -> None:
    # South leads the ace of spades... West low, North (partner) must not waste the king.
    state = play(
        start(
            "dealer=E up=9H | S: AS JD AH 9D QC | W: 9S KH QH TH AC | N: KS JH QS TD JC | "
            "E: TS KC 9C AD KD | kitty: QD TC JS"
        ),
        *ORDERED[:1],
        "discard 9C",
        "play AS",
        "play 9S",
    )
    assert nudge(state).code is CoachReason.PARTNER_WINNING
    advice = advise_play(state, samples=30, seed=1)
    assert advice.best.action != "play KS" or advice.option("play KS").points == advice.best.points
    note = why_worse(state, advice, "play JH")
    assert note.params["your_card"] == "JH"
    assert why_best(state, advice).code in set(CoachReason)


def test_a_maker_on_lead_with_the_right_bower_is_told_to_draw_trump() -> None:
    state = play(
        start(
            "dealer=E up=9H | S: JH JD AH KS QC | W: 9S KH QH TH AC | N: AS JS QS TD JC | "
            "E: TS KC 9C AD KD | kitty: QD TC 9D"
        ),
        *ORDERED,
    )
    advice = advise_play(state, samples=40, seed=1)
    if advice.best.action == "play JH":
        assert why_best(state, advice).code is CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER
    assert nudge(state).code is CoachReason.LEAD_AS_MAKER


def test_the_makers_partner_on_lead_in_the_partnership_game_is_nudged_as_a_maker() -> None:
    rng = random.Random(7)
    for _ in range(300):
        state = to_play(rng)
        seat = state.to_move
        if seat is not None and seat != state.maker and state.is_maker_side(seat) and not state.current_trick:
            assert nudge(state).code is CoachReason.LEAD_AS_MAKER
            return
    raise AssertionError("no position put the maker's partner on lead")
