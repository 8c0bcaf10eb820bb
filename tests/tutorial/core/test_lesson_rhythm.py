"""Lessons you learn by doing: the first lesson opens at the table, and reading never runs long between two
things to do."""

from __future__ import annotations

from engine import Rules, hand_from_notation
from tutorial.core.course import load_course
from tutorial.core.lesson_model import Lesson, PracticeStep, step_rules

MAX_READING = 2  # explanation screens in a row between two actions


def _the_table() -> Lesson:
    lesson = load_course().lesson("the-table")
    assert lesson is not None, "the course should open with the table lesson"
    return lesson


def test_the_first_lesson_opens_with_an_action_at_a_table_of_four_seats() -> None:
    lesson = _the_table()
    first = lesson.steps[0]
    assert isinstance(first, PracticeStep), "the first screen should be something to do at the table"
    table = hand_from_notation(step_rules(lesson, first, Rules()), first.deal)
    assert len(table.hands) == 4, "the first table should show the four seats"
    assert {"seats", "lead"} <= set(first.teaches), "it should teach where everyone sits and who leads"


def test_the_first_lesson_never_has_more_than_two_explanations_in_a_row() -> None:
    run = longest = 0
    for step in _the_table().steps:
        run = run + 1 if step.kind == "explain" else 0
        longest = max(longest, run)
    assert longest <= MAX_READING, f"{longest} explanation screens in a row: put something to do between them"
