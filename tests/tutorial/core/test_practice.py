"""Practice steps: every solution in the course wins, the start never does, and refusals carry the reason."""

from __future__ import annotations

import pytest

from engine import Rules, parse_action
from tutorial.core.course.loading import load_course
from tutorial.core.course.validator import PROFILES, replay_solution
from tutorial.core.lessons.model import Lesson, PracticeStep
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.stars import earned_stars
from tutorial.core.steps.state import Outcome


def _practices() -> list[object]:
    return [
        pytest.param(lesson, step, id=f"{lesson.id}/{step.id}")
        for lesson in load_course().lessons
        for step in lesson.steps
        if isinstance(step, PracticeStep)
    ]


@pytest.mark.parametrize("profile", sorted(PROFILES))
@pytest.mark.parametrize(("lesson", "step"), _practices())
def test_every_solution_reaches_success_under_every_profile(lesson: Lesson, step: PracticeStep, profile: str) -> None:
    run = PracticeRun.start(lesson, step, PROFILES[profile])
    assert not run.done, "the start should leave something to do"
    run = replay_solution(run, step.solution)
    assert run.outcome is Outcome.SUCCEEDED, (
        f"the solution {list(step.solution)} should succeed with the rules '{profile}'"
    )
    assert not run.off_script, "the script should cover the intended path"


def test_the_app_rebuilds_a_run_from_the_learners_actions() -> None:
    lesson = load_course().lesson("following-suit")
    assert lesson is not None
    step = lesson.step("take-the-trick")
    assert isinstance(step, PracticeStep)
    run = PracticeRun.start(lesson, step, Rules())
    assert parse_action("play 9H") in run.learner_actions() and not run.done
    again = run.replay(["play 9H"])
    assert again.outcome is Outcome.SUCCEEDED and again.done and again.learner_actions() == []
    assert not run.done, "replay must not change the run it started from"


def test_an_illegal_play_is_refused_with_the_engines_reason() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    step = lesson.step("follow-with-the-left")
    assert isinstance(step, PracticeStep)
    run = PracticeRun.start(lesson, step, Rules())
    feedback = run.try_action("play AD")
    assert not feedback.accepted and feedback.reason is not None
    assert feedback.reason.code == "must_follow_suit" and feedback.reason.params["card_role"] == "off_suit"
    assert not run.done, "a refused card leaves the run open (the step state counts the mistake)"
    assert run.try_action("play JD").outcome is Outcome.SUCCEEDED


def test_a_wrong_choice_fails_with_the_steps_message() -> None:
    lesson = load_course().lesson("following-suit")
    assert lesson is not None
    step = lesson.step("take-the-trick")
    assert isinstance(step, PracticeStep)
    run = PracticeRun.start(lesson, step, Rules())
    feedback = run.try_action("play 9C")
    assert feedback.accepted and feedback.outcome is Outcome.FAILED and feedback.message == step.on_failure
    assert run.done and run.outcome is Outcome.FAILED
    assert not run.try_action("play 9H").accepted, "a finished run accepts nothing more"


@pytest.mark.parametrize(
    ("mistakes", "hints", "expected"),
    [
        pytest.param(0, 0, 3, id="perfect"),
        pytest.param(1, 0, 2, id="one-mistake"),
        pytest.param(0, 1, 2, id="one-hint"),
        pytest.param(4, 3, 1, id="finishing-earns-one"),
    ],
)
def test_stars(mistakes: int, hints: int, expected: int) -> None:
    assert earned_stars("practice", mistakes, hints) == expected
