"""The drill inside a lesson answers a first miss as every question does: why the chosen answer is wrong,
without the right one; the second miss reveals it, and a question missed first never counts as right."""

from __future__ import annotations

import random

from engine import Rules
from tests.tutorial.views.conftest import assert_clean, new_app
from tests.tutorial.views.test_lesson_flow import answer_quiz, step_state
from tutorial.core.course.loading import load_course
from tutorial.core.drills.generators import make_question
from tutorial.core.lessons.model import step_rules
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.quizzes import Quiz
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext


def _wrong(quiz: Quiz) -> tuple[str, ...]:
    if quiz.ordered:
        return tuple(reversed(quiz.expected))
    return (next(c.value for c in quiz.choices if c.value not in quiz.expected),)


def test_a_first_miss_in_the_lessons_drill_says_why_and_keeps_the_answer() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "drill")
    rules = step_rules(lesson, step, Rules())
    at = new_app(lesson="bowers", step=str(index + 1), lang="en").run()
    state = step_state(at)
    quiz = make_question(step.generator, dict(step.params), random.Random(state.seed), rules)  # type: ignore[attr-defined]
    key = f"drill-bowers-{step.id}-0"
    wrong = _wrong(quiz)

    at = answer_quiz(at, quiz, key, wrong)
    assert_clean(at, "a first miss in the drill")
    errors = " ".join(e.value for e in at.error).replace(":red[", "").replace("]", "")  # red suits as plain text
    assert _("Not quite.") in errors, "the miss should be marked as wrong"
    assert _("Not quite. The answer: {answer}.").split("{")[0] not in errors, "a first miss should not reveal"
    reason = why_wrong(quiz, list(wrong), rules, EN)
    assert reason and reason in errors, "the first miss should say why the chosen answer is wrong"
    assert not [b for b in at.button if b.key == f"{key}-next"], "the question stays open for a second try"

    at = answer_quiz(at, quiz, key, wrong, attempt=1)
    errors = " ".join(e.value for e in at.error)
    assert _("Not quite. The answer: {answer}.").split("{")[0] in errors, "the second miss should reveal the answer"
    at.button(key=f"{key}-next").click().run()
    assert step_state(at).drill.schedule.correct == 0, "a missed question never counts as right"
