"""A lesson is complete when its exercises are solved; an exercise left behind is a skipped one."""

from __future__ import annotations

from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import Lesson
from tutorial.core.progress import mastery
from tutorial.core.progress import records as prog


def _lesson() -> Lesson:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    return lesson


def test_a_lesson_read_through_is_not_mastered() -> None:
    lesson = _lesson()
    assert not mastery.is_mastered(prog.empty_progress(), lesson)
    assert mastery.unsolved(prog.empty_progress(), lesson) == prog.scored_steps(lesson)


def test_a_lesson_with_every_exercise_solved_is_mastered() -> None:
    lesson = _lesson()
    progress = prog.empty_progress()
    for step_id in prog.scored_steps(lesson):
        progress = prog.record_step(progress, lesson.id, step_id, 1)
    assert mastery.is_mastered(progress, lesson)


def test_nothing_is_skipped_before_a_first_answer_and_jumping_ahead_skips() -> None:
    lesson = _lesson()
    exercises = prog.scored_steps(lesson)
    assert mastery.skipped(prog.empty_progress(), lesson) == []
    ahead = prog.record_step(prog.empty_progress(), lesson.id, exercises[2], 3)
    assert mastery.skipped(ahead, lesson) == exercises[:2], "the two exercises jumped over are skipped"
