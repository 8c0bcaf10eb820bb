"""The step on screen: one outcome, mistakes counted once, stars from one rule, plain data in session state."""

from __future__ import annotations

import pickle

import pytest

from tutorial.core.drills.session import DrillSession
from tutorial.core.steps.stars import earned_stars, on_three_star_scale
from tutorial.core.steps.state import Outcome, PracticeFeedback, StepState

FRESH = StepState.fresh("bowers/q", seed=7)


def test_a_wrong_then_right_answer_is_one_mistake_and_two_stars() -> None:
    state = FRESH.quiz_answered(("no",), correct=False, final=False)
    assert state.outcome is Outcome.OPEN and state.mistakes == 1, "a wrong answer with retries leaves it open"
    state = state.quiz_answered(("yes",), correct=True, final=False)
    assert state.outcome is Outcome.SUCCEEDED and state.mistakes == 1, "the right answer adds no mistake"
    assert state.stars("quiz") == 2


def test_a_final_wrong_answer_fails_the_question() -> None:
    state = FRESH.quiz_answered(("no",), correct=False, final=True)
    assert state.outcome is Outcome.FAILED and state.done


@pytest.mark.parametrize(
    ("feedback", "mistakes", "outcome"),
    [
        pytest.param(
            PracticeFeedback("play AD", accepted=False, code="must_follow_suit"), 1, Outcome.OPEN, id="refused-card"
        ),
        pytest.param(
            PracticeFeedback("play 9C", accepted=True, outcome=Outcome.FAILED), 1, Outcome.FAILED, id="hand-gone-wrong"
        ),
        pytest.param(
            PracticeFeedback("play JD", accepted=True, outcome=Outcome.SUCCEEDED), 0, Outcome.SUCCEEDED, id="success"
        ),
    ],
)
def test_a_practice_action_counts_at_most_one_mistake(
    feedback: PracticeFeedback, mistakes: int, outcome: Outcome
) -> None:
    state = FRESH.practice_tried(feedback)
    assert (state.mistakes, state.outcome) == (mistakes, outcome)
    assert state.actions == ((feedback.action,) if feedback.accepted else ())


def test_trying_again_keeps_the_mistakes_and_hints() -> None:
    state = FRESH.hint_used().practice_tried(PracticeFeedback("play 9C", True, Outcome.FAILED)).practice_restarted()
    assert (state.outcome, state.actions, state.mistakes, state.hints) == (Outcome.OPEN, (), 1, 1)
    assert state.stars("practice") == 1


def test_the_state_survives_session_state_as_plain_data() -> None:
    state = FRESH.practice_tried(PracticeFeedback("play AD", False, code="must_follow_suit", params={"card": "AD"}))
    state = state.next_question(DrillSession().ask("is_trump:3").answered(("yes",), correct=True))
    data = state.to_dict()
    assert pickle.loads(pickle.dumps(data)) == data
    assert StepState.from_dict(data) == state


@pytest.mark.parametrize("data", [None, [], {"key": "a/b"}, {**FRESH.to_dict(), "outcome": "won"}])
def test_a_damaged_state_reads_as_none(data: object) -> None:
    assert StepState.from_dict(data) is None


@pytest.mark.parametrize(
    ("kind", "mistakes", "hints", "stars"),
    [
        pytest.param("quiz", 0, 0, 3, id="quiz-perfect"),
        pytest.param("quiz", 7, 0, 1, id="quiz-done-earns-one"),
        pytest.param("practice", 1, 1, 1, id="practice-mistake-and-hint"),
        pytest.param("drill", 2, 0, 2, id="drill-two-misses"),
        pytest.param("drill", 3, 0, 1, id="drill-three-misses"),
    ],
)
def test_stars_have_one_rule(kind: str, mistakes: int, hints: int, stars: int) -> None:
    assert earned_stars(kind, mistakes, hints) == stars


def test_totals_read_on_the_three_star_scale() -> None:
    assert [on_three_star_scale(n, 9) for n in (0, 1, 5, 9)] == [0, 0, 2, 3]
    assert on_three_star_scale(4, 0) == 0, "a lesson without scored steps shows no stars"
