"""Call-ace and auction euchre are learnt by playing: each lesson has at least three exercises, every one played
past the call into the tricks, where the silent partner gives himself away by the card he plays; and on the
exercises that teach a choice, the wrong choice really loses the hand."""

from __future__ import annotations

import pytest

from engine import Rules, SoloHand
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import Lesson, PracticeStep
from tutorial.core.steps.practice import LEARNER, PracticeRun
from tutorial.core.steps.state import Outcome

GAMES = ("call-ace", "auction")
MIN_EXERCISES = 3


def _lesson(lesson_id: str) -> Lesson:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None, f"the course should have the {lesson_id} lesson"
    return lesson


def _practices(lesson: Lesson) -> list[PracticeStep]:
    return [step for step in lesson.steps if isinstance(step, PracticeStep)]


def _step(lesson_id: str, step_id: str) -> tuple[Lesson, PracticeStep]:
    lesson = _lesson(lesson_id)
    step = lesson.step(step_id)
    assert isinstance(step, PracticeStep), f"{lesson_id}/{step_id} should be a practice"
    return lesson, step


@pytest.mark.parametrize("lesson_id", GAMES)
def test_each_game_has_three_exercises_played_into_the_tricks(lesson_id: str) -> None:
    lesson = _lesson(lesson_id)
    exercises = [step for step in lesson.steps if step.kind in ("practice", "quiz")]
    assert len(exercises) >= MIN_EXERCISES, f"{lesson_id} has {len(exercises)} exercises, not {MIN_EXERCISES}"
    for step in _practices(lesson):
        assert any(action.startswith("play ") for action in step.solution), (
            f"{step.id}: the learner should play the hand after the call, not stop at the bid"
        )


@pytest.mark.parametrize(
    ("lesson", "step"),
    [
        pytest.param(lesson, step, id=f"{lesson.id}/{step.id}")
        for lesson in map(_lesson, GAMES)
        for step in _practices(lesson)
    ],
)
def test_the_silent_partner_shows_himself_by_playing_his_card(lesson: Lesson, step: PracticeStep) -> None:
    run = PracticeRun.start(lesson, step, Rules()).replay(step.solution)
    state = run.state
    assert isinstance(state, SoloHand) and state.is_over and run.outcome is Outcome.SUCCEEDED
    if state.alone:
        return  # a lone hand has no partner to reveal
    assert state.partner_card is not None and state.partner_seat is not None, f"{step.id}: somebody is the partner"
    assert state.played_by(state.partner_card) == state.partner_seat, (
        f"{step.id}: the partner's card {state.partner_card} should be played, so the table sees who he is"
    )


# A choice the exercise teaches, and a wrong one in its place; the rest of the hand is then played as the
# lesson plays it (the solution's cards, or the first card allowed where the solution's is not).
WRONG_CHOICES = [
    pytest.param("call-ace", "silent-partner", ["play 9C"], id="the partner keeps his ace back"),
    pytest.param("call-ace", "call-the-trump-ace", ["pass", "call H", "call ace C"], id="calling his own ace"),
    pytest.param(
        "auction",
        "bid-what-you-can-make",
        ["bid 4 S", "discard 7C", "discard 8C", "discard 7H", "call ally AS"],
        id="bidding four",
    ),
    pytest.param("auction", "lone-eight", ["bid 15 H"], id="fifteen keeps the nine of clubs"),
    pytest.param(
        "auction",
        "lone-eight",
        ["bid 5 H", "discard 9C", "discard 7C", "discard 8S", "call ally AS"],
        id="five with an ally scores less than eight alone",
    ),
]


@pytest.mark.parametrize(("lesson_id", "step_id", "wrong"), WRONG_CHOICES)
def test_a_wrong_choice_really_loses(lesson_id: str, step_id: str, wrong: list[str]) -> None:
    lesson, step = _step(lesson_id, step_id)
    run = PracticeRun.start(lesson, step, Rules())
    for action in wrong:
        assert run.try_action(action).accepted, f"{action!r} should be a legal choice"
    rest = [action for action in step.solution if action.startswith("play ")]
    while not run.done:
        assert run.state.to_move == LEARNER
        allowed = [str(action) for action in run.learner_actions()]
        taught = next((action for action in rest if action in allowed), allowed[0])
        run.try_action(taught)
    assert run.outcome is Outcome.FAILED, f"{wrong} should lose the exercise"


@pytest.mark.parametrize(("lesson_id", "step_id", "wrong"), WRONG_CHOICES)
def test_the_right_choice_wins_the_same_deal(lesson_id: str, step_id: str, wrong: list[str]) -> None:
    lesson, step = _step(lesson_id, step_id)
    assert list(step.solution[: len(wrong)]) != wrong, "the lesson should teach another choice"
    run = PracticeRun.start(lesson, step, Rules()).replay(step.solution)
    assert run.outcome is Outcome.SUCCEEDED


@pytest.mark.parametrize(
    ("lesson_id", "step_id", "seat"),
    [
        ("call-ace", "find-a-partner", "N"),  # the ace of clubs: the learner lacks it
        ("call-ace", "silent-partner", "S"),  # the learner holds the called ace of diamonds
        ("call-ace", "call-the-trump-ace", "W"),  # hearts called with hearts trump: the right bower's holder
        ("auction", "bid-and-call", "W"),
        ("auction", "bid-what-you-can-make", "W"),
    ],
)
def test_the_partner_is_the_one_the_lesson_names(lesson_id: str, step_id: str, seat: str) -> None:
    """The engine decides who the partner is (in call-ace, the called suit's best card in play by this hand's
    ranking: with the trump suit called, the right bower, not the ace); the lesson's words must agree."""
    lesson, step = _step(lesson_id, step_id)
    state = PracticeRun.start(lesson, step, Rules()).replay(step.solution).state
    assert isinstance(state, SoloHand) and state.partner_seat is not None
    assert state.seating.code(state.partner_seat) == seat
