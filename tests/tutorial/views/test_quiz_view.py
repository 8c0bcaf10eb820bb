"""A quiz never gives its answer away in the picture: the question's cards carry no trump mark and no
role in their text alternative (the trump suit is stated in words)."""

from __future__ import annotations

import re

import pytest

from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, open_page
from tutorial.core.course.loading import load_course

ROLE_WORDS = ("bower", "et-trump")  # a role in the text alternative, the trump outline and badge


def quiz_steps(kinds: set[str]) -> list[tuple[str, int]]:
    found = []
    for lesson in load_course().lessons:
        for index, step in enumerate(lesson.steps):
            if step.kind == "quiz" and getattr(step, "question", None) in kinds:
                found.append((lesson.id, index + 1))
    return found


CASES = quiz_steps({"effective_suit", "is_trump", "card_role"})


def test_there_are_card_questions_to_check() -> None:
    assert len(CASES) >= 3


@pytest.mark.parametrize(("lesson", "step"), CASES, ids=lambda v: str(v))
def test_the_cards_of_a_question_do_not_show_their_role(lesson: str, step: int) -> None:
    at = open_page(new_app(lang="en", lesson=lesson, step=str(step)), "lesson")
    assert_clean(at, f"{lesson} step {step}")
    drawn = [str(m.value) for m in at.markdown] + list(TABLE.shown.values())  # the page and its table
    pictures = [svg for markup in drawn for svg in re.findall(r"<svg.*?</svg>", markup, flags=re.S)]
    assert pictures, f"{lesson} step {step} should draw its cards"
    for svg in pictures:
        leaked = [w for w in ROLE_WORDS if w in svg]
        assert not leaked, f"{lesson} step {step}: the question's cards show {leaked} before the answer"
