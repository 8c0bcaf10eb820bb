"""A step that tells the learner any card will do never grades the card he picks."""

from __future__ import annotations

import re

from engine import Rules
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import PracticeStep, step_rules
from tutorial.core.text.i18n import get_translator

ANY_CARD = re.compile(r"\b(play|click|lead) any card\b", re.I)


def test_a_practice_that_says_any_card_will_do_is_not_graded_by_the_coach() -> None:
    en = get_translator("en")
    found = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if isinstance(step, PracticeStep):
                words = render_text(step.text, step_rules(lesson, step, Rules()), en)
                words += " ".join(render_text(h, step_rules(lesson, step, Rules()), en) for h in step.hints)
                if ANY_CARD.search(words):
                    found.append(step.id)
                    assert not step.graded, f"{lesson.id}/{step.id} says any card will do, so it must not be graded"
    assert "first-lead" in found, "lesson 1's first trick says any card will do"
