"""In a strategy practice a wrong card really loses: the cards the learner has not seen are laid against it,
as he could have met them, the others then play perfectly, and the right line, replayed on the same cards,
would have made."""

from __future__ import annotations

from engine import Rules
from engine.arrange import exact_points, perfect_play
from tutorial.core.course import load_course
from tutorial.core.lesson_model import Lesson, PracticeStep
from tutorial.core.practice import LEARNER, PracticeRun
from tutorial.core.step_state import Outcome
from tutorial.core.stray_line import right_line


def _step(step_id: str) -> tuple[Lesson, PracticeStep]:
    lesson = load_course().lesson("playing-well")
    assert lesson is not None
    step = next(s for s in lesson.steps if s.id == step_id)
    assert isinstance(step, PracticeStep)
    return lesson, step


def _played_on(run: PracticeRun) -> PracticeRun:
    """The learner goes on with his best card each time (the stray card alone must cost him the hand)."""
    while not run.done:
        run.try_action(perfect_play(run.state))  # type: ignore[arg-type]
    return run


def test_leading_the_ace_before_trump_meets_a_layout_where_it_fails() -> None:
    lesson, step = _step("order-and-lead-trump")
    real = PracticeRun.start(lesson, step, Rules())
    real.try_action("order up")
    before = real.state
    run = real.replay(["order up", "play AS"])
    stray = run.stray
    assert stray is not None and stray.arranged is not None
    assert (stray.right, stray.stray) == ("play JH", "play AS")
    assert stray.at.observation(LEARNER) == before.observation(LEARNER)  # nothing he saw has changed
    assert stray.at.hands != before.hands  # but what he did not see has
    assert _played_on(run).outcome is Outcome.FAILED


def test_the_right_line_on_the_same_cards_makes() -> None:
    lesson, step = _step("order-and-lead-trump")
    run = PracticeRun.start(lesson, step, Rules()).replay(["order up", "play AS"])
    assert run.stray is not None and run.stray.arranged is not None
    line = right_line(run.stray, step)
    assert line[0].history[-1][1].card is not None and str(line[0].history[-1][1]) == "play JH"
    assert line[-1].is_over
    assert exact_points(line[-1], LEARNER) == run.stray.arranged.right_points > 0


def test_a_card_as_good_as_the_right_one_in_every_layout_keeps_the_deal() -> None:
    lesson, step = _step("alone-when-sure")
    solution = list(step.solution[:3])  # the bids and the forced club
    real = PracticeRun.start(lesson, step, Rules()).replay(solution)
    run = real.replay([*solution, "play JH"])  # the right bower before the left: as good on any layout
    assert run.stray is not None and run.stray.arranged is None
    assert run.stray.at.hands == real.state.hands
    assert not run.off_script


def test_a_step_without_stray_loses_never_rearranges() -> None:
    course = load_course()
    lesson = course.lesson("scoring")
    assert lesson is not None
    step = next(s for s in lesson.steps if isinstance(s, PracticeStep) and s.id == "make-the-march")
    assert not step.stray_loses
    run = PracticeRun.start(lesson, step, Rules())
    for action in run.learner_actions():
        fork = run.replay([str(action)])
        assert fork.stray is None


def test_a_touch_judged_at_once_searches_no_layout() -> None:
    lesson, step = _step("order-and-lead-trump")
    run = PracticeRun.start(lesson, step, Rules()).replay(["order up"])
    assert run.verdict("play AS").accepted
    assert run.stray is None
