"""The first miss teaches without telling: the sentence is about the chosen answer, never the right one."""

from __future__ import annotations

import pytest

from engine import Rules
from engine.misses import MissCode
from tutorial.core.course import load_course
from tutorial.core.i18n import LOCALES, get_translator
from tutorial.core.lesson_model import step_rules
from tutorial.core.miss_text import SENTENCES, find_miss, why_wrong
from tutorial.core.quizzes import Quiz, build_quiz

TABLE_KINDS = {"who_leads", "which_card_wins", "legal_cards", "is_trump", "rank_trumps"}


def _table_quizzes() -> list[tuple[str, Quiz, Rules]]:
    found = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if step.kind == "quiz" and getattr(step, "question", None) in TABLE_KINDS:
                rules = step_rules(lesson, step, Rules())
                found.append((f"{lesson.id}/{step.id}", build_quiz(step, rules), rules))  # type: ignore[arg-type]
    return found


def test_every_miss_code_has_a_sentence() -> None:
    assert set(SENTENCES) == set(MissCode)


@pytest.mark.parametrize(("where", "quiz", "rules"), _table_quizzes(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_wrong_answer_of_the_course_gets_a_reason(where: str, quiz: Quiz, rules: Rules) -> None:
    q = quiz
    if q.kind == "rank_trumps":
        wrongs = [list(reversed(q.expected))]
    elif q.kind == "legal_cards":
        illegal = [c for c in q.hand if c not in q.expected]
        wrongs = [list(q.expected) + illegal[:1]] if illegal else []
        if len(q.expected) > 1:
            wrongs.append(list(q.expected[:-1]))
    else:
        wrongs = [[c.value] for c in q.choices if c.value not in q.expected]
    for wrong in wrongs:
        for locale in LOCALES:
            text = why_wrong(q, wrong, rules, get_translator(locale))
            assert text, f"{where}: answering {wrong} should be told why in {locale}"
        assert find_miss(q, list(q.expected), rules) is None, f"{where}: the right answer has no miss"
