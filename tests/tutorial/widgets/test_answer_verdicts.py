"""A question carries the verdict of every touch that answers it (one touch, or every choice it can be
checked with): each names buttons of its scene, and its verdict is the server's (the quiz's own check,
said in the words the page uses), also every order of trumps touched in turn; a question with many answers
to check carries the sets near the right one."""

from __future__ import annotations

import random
import re
from math import factorial

from engine import Rules
from tutorial.core.course.loading import load_course
from tutorial.core.drills.generators import DRILLS, make_question
from tutorial.core.lessons.model import QuizStep, step_rules
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.quizzes import Quiz, QuizError, build_quiz
from tutorial.core.steps.verdicts import answer_feedback
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.quiz_table import (
    MAX_CHECKED_CHOICES,
    answer_of,
    answer_verdicts,
    checked_key,
    checked_sets,
    ordered_key,
    quiz_scene,
)
from tutorial.widgets.table_picks import Pick


def _quizzes() -> list[tuple[Quiz, Rules]]:
    found = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if isinstance(step, QuizStep):
                rules = step_rules(lesson, step, Rules())
                try:
                    found.append((build_quiz(step, rules), rules))
                except QuizError:
                    continue
    for name in sorted(DRILLS):
        for seed in range(15):
            rules = Rules()
            try:
                found.append((make_question(name, {}, random.Random(seed), rules), rules))
            except (QuizError, ValueError):
                continue
    return found


def test_every_verdict_in_advance_is_a_button_of_the_scene_and_the_servers_verdict() -> None:
    judged = {"one touch": 0, "checked": 0, "near": 0, "ordered": 0}
    for locale in ("en", "fr"):
        tr = get_translator(locale)
        for quiz, rules in _quizzes():
            buttons = set(re.findall(r'data-pick="([^"]+)"', quiz_scene(quiz, rules, tr).html))
            for revealed in (False, True):
                verdicts = answer_verdicts(quiz, rules, tr, revealed_on_miss=revealed)
                assert verdicts, f"{quiz.kind}: its verdicts travel with it"
                n = len(quiz.choices)
                if quiz.ordered:  # every order: n! of them
                    assert len(verdicts) == factorial(n)
                    judged["ordered"] += 1
                elif quiz.multi and n > MAX_CHECKED_CHOICES:  # the sets near the right one
                    assert len(verdicts) == len(checked_sets([c.value for c in quiz.choices], quiz.expected))
                    assert any(v.accepted for v in verdicts.values()), "the right answer is among them"
                    judged["near"] += 1
                elif quiz.multi:  # every choice it can be checked with: 2^n - 1 sets
                    assert len(verdicts) == 2**n - 1
                    judged["checked"] += 1
                else:
                    judged["one touch"] += 1
                for key, verdict in verdicts.items():
                    picks = key.split(":", 1)[1].split("|") if quiz.multi else [key]
                    assert set(picks) <= buttons, f"{quiz.kind}: {picks} are not all buttons of the scene"
                    assert not quiz.multi or key == (ordered_key(picks) if quiz.ordered else checked_key(picks))
                    parsed = Pick.parse(picks if quiz.multi else picks[0])  # as the table sends them
                    assert parsed is not None
                    answer = answer_of(quiz, parsed)  # what the server makes of the touch
                    assert answer is not None
                    result = quiz.check(answer)
                    why = None if revealed else why_wrong(quiz, answer, rules, tr)
                    assert verdict.accepted == result.correct
                    assert verdict.text == answer_feedback(quiz, result, tr, show_expected=revealed, why=why)
    assert judged["one touch"] > 50 and judged["checked"] > 10, judged
    assert judged["near"] > 5 and judged["ordered"] > 5, judged


def test_a_miss_says_why_without_the_answer_then_reveals_it_and_a_tried_answer_is_not_offered() -> None:
    tr = get_translator("en")
    quiz = make_question("effective_suit", {}, random.Random(1), Rules())
    first = answer_verdicts(quiz, Rules(), tr, revealed_on_miss=False)
    wrong = next(pick for pick, v in first.items() if not v.accepted)
    right = next(pick for pick, v in first.items() if v.accepted)
    assert first[wrong].text.startswith("Not quite.") and "The answer" not in first[wrong].text
    assert first[right].text.startswith("Right!")
    second = answer_verdicts(quiz, Rules(), tr, revealed_on_miss=True, tried=[wrong.split(":", 1)[1]])
    assert wrong not in second and "The answer" in next(v.text for v in second.values() if not v.accepted)
