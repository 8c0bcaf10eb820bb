"""Lessons you learn by doing: every lesson opens with something to do at the table (the first one at a table
of four seats), and reading never runs long between two things to do."""

from __future__ import annotations

import pytest

from engine import Rules, hand_from_notation
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import AnyStep, Lesson, PracticeStep, QuizStep, step_rules
from tutorial.widgets.quiz_table import TABLE_KINDS

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


def _is_table_action(step: AnyStep) -> bool:
    """A hand to play, or a question answered by touching the table itself (a seat, a card of the trick or of
    the hand): not a screen to read, nor a list of answer buttons beside the cards."""
    return isinstance(step, PracticeStep) or (isinstance(step, QuizStep) and step.question in TABLE_KINDS)


@pytest.mark.parametrize("lesson", load_course().lessons, ids=lambda lesson: lesson.id)
def test_every_lesson_opens_with_an_action_at_the_table(lesson: Lesson) -> None:
    first = lesson.steps[0]
    assert _is_table_action(first), (
        f"{lesson.id} opens with {first.kind} {first.id!r}: open with a practice or a question answered on the "
        "table, and let the explanation follow it"
    )


def test_the_opening_check_tells_a_table_action_from_reading_and_answer_buttons() -> None:
    """The rule itself can fail: an explanation, or a question answered with buttons beside the cards, is no
    table action; a question answered by touching a card of the trick is one."""
    lesson = Lesson.model_validate(
        {
            "format_version": 1,
            "id": "x",
            "title": "t",
            "summary": "s",
            "steps": [
                {"kind": "explain", "id": "a", "text": "t"},
                {"kind": "quiz", "id": "points", "question": "score_the_hand", "maker_tricks": 3},
                {"kind": "quiz", "id": "wins", "question": "which_card_wins", "trick": ["9C", "AC"], "trump": "H"},
            ],
        }
    )
    assert [_is_table_action(step) for step in lesson.steps] == [False, False, True]


def _longest_reading(lesson: Lesson) -> tuple[int, str]:
    """The longest run of explanation screens in the lesson, and the id of the step that ends it."""
    run = longest = 0
    where = ""
    for step in lesson.steps:
        run = run + 1 if step.kind == "explain" else 0
        if run > longest:
            longest, where = run, step.id
    return longest, where


def test_the_first_lesson_never_has_more_than_two_explanations_in_a_row() -> None:
    longest, where = _longest_reading(_the_table())
    assert longest <= MAX_READING, f"{longest} explanation screens in a row up to {where!r}: put something to do"


@pytest.mark.parametrize("lesson", load_course().lessons, ids=lambda lesson: lesson.id)
def test_no_lesson_has_more_than_two_explanations_between_two_actions(lesson: Lesson) -> None:
    longest, where = _longest_reading(lesson)
    assert longest <= MAX_READING, (
        f"{lesson.id}: {longest} explanation screens in a row up to {where!r}: merge them, or put a question or "
        "a practice between them"
    )


def test_the_rhythm_check_counts_explanations_in_a_row() -> None:
    """The rule itself can fail: three explanations in a row are caught, whatever comes around them."""
    lesson = Lesson.model_validate(
        {
            "format_version": 1,
            "id": "x",
            "title": "t",
            "summary": "s",
            "steps": [
                {"kind": "explain", "id": "a", "text": "t"},
                {"kind": "quiz", "id": "q", "question": "is_trump", "card": "JD", "trump": "H"},
                {"kind": "explain", "id": "b", "text": "t"},
                {"kind": "explain", "id": "c", "text": "t"},
                {"kind": "explain", "id": "d", "text": "t"},
            ],
        }
    )
    assert _longest_reading(lesson) == (3, "d")
