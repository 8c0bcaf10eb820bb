"""Every explanation the quizzes produce becomes a full sentence, in every language, with no hole."""

from __future__ import annotations

import random
import string

import pytest

from engine import Rules
from tutorial.core.course.loading import load_course
from tutorial.core.course.validator import PROFILES
from tutorial.core.lessons.model import QuizStep
from tutorial.core.questions import KINDS
from tutorial.core.steps.explanations import EXPLANATION_CODES, SENTENCES, Explanation, explain
from tutorial.core.steps.quizzes import build_quiz, quiz_for, quiz_spec
from tutorial.core.text.i18n import LOCALES, get_translator


def _explanations() -> list[Explanation]:
    found: list[Explanation] = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if isinstance(step, QuizStep):
                found += [quiz_for(lesson, step, rules).explanation for rules in PROFILES.values()]
    rng = random.Random(3)
    for _ in range(200):  # made-up situations reach the codes the lessons do not
        trump = rng.choice("CDHS")
        cards = rng.sample(["JD", "JH", "JC", "JS", "AD", "9H", "KC", "QS", "TD", "AH"], 5)
        found.append(
            build_quiz(
                quiz_spec(question="legal_cards", hand=tuple(cards[:3]), trick=tuple(cards[3:4]), trump=trump), Rules()
            ).explanation
        )
        found.append(build_quiz(quiz_spec(question="is_trump", card=cards[0], trump=trump), Rules()).explanation)
    for tricks in range(6):  # a table without partners has one maker
        found.append(
            build_quiz(quiz_spec(question="score_the_hand", maker_tricks=tricks), Rules(num_players=3)).explanation
        )
    return found


EXPLANATIONS = _explanations()


def test_the_quizzes_use_almost_every_code() -> None:
    used = {e.code for e in EXPLANATIONS}
    unused = set(EXPLANATION_CODES) - used
    assert len(unused) <= 4, f"codes no quiz produces (remove them or add a quiz): {sorted(unused)}"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_explanation_renders_without_placeholders(locale: str) -> None:
    tr = get_translator(locale)
    for expl in EXPLANATIONS:
        text = explain(expl, tr)
        assert text and "{" not in text, f"{expl.code} left a placeholder in {text!r}"


def test_every_sentence_only_uses_known_parameters() -> None:
    known = {
        "card",
        "upcard",
        "led_card",
        "cards",
        "order",
        "trump",
        "suit",
        "led_suit",
        "turned_down",
        "dealer",
        "leader",
        "loner",
        "seat",
        "points",
        "us",
        "them",
        "target",
    }
    for code, sentence in SENTENCES.items():
        names = {field for _, field, _, _ in string.Formatter().parse(sentence) if field}
        assert names <= known, f"{code} uses unknown parameters {names - known}"


def test_an_unknown_code_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown explanation code"):
        explain(Explanation("because_i_said_so"), get_translator("en"))


def test_each_question_kind_gives_only_its_own_reasons() -> None:
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if isinstance(step, QuizStep):
                assert quiz_for(lesson, step, Rules()).explanation.code in KINDS[step.question].SENTENCES
