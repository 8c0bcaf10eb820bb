"""No forms: every question is answered in the table component, by touch. A question about the table is
answered on it; the others (a suit, a role, the bids open, the points, the winner) with one tap on an
answer button beside the cards, or chips and Check when several answers are right."""

from __future__ import annotations

import random
import re

from engine import SUIT_SYMBOLS, Rules
from tutorial.core.course.loading import load_course
from tutorial.core.drills.generators import make_question
from tutorial.core.lessons.model import QuizStep, step_rules
from tutorial.core.questions.bid_order import choice_rows
from tutorial.core.steps.quizzes import Quiz, QuizError, build_quiz
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.quiz_table import TABLE_KINDS, answer_of, on_table, quiz_scene
from tutorial.widgets.table_picks import Pick

EN = get_translator("en")


def _course_quizzes() -> list[Quiz]:
    quizzes = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if isinstance(step, QuizStep):
                try:
                    quizzes.append(build_quiz(step, step_rules(lesson, step, Rules())))
                except QuizError:
                    continue
    return quizzes


def _picks(html: str) -> list[str]:
    return re.findall(r'data-pick="([^"]+)"', html)


def _enabled(html: str, pick: str) -> bool:
    return 'aria-disabled="true"' not in html.split(f'data-pick="{pick}"')[1].split(">")[0]


def test_every_question_of_the_course_is_answered_in_the_table_component() -> None:
    quizzes = _course_quizzes()
    assert {q.kind for q in quizzes} - TABLE_KINDS, "the course should have questions that are not about the table"
    for quiz in quizzes:
        assert on_table(quiz, Rules()), f"a {quiz.kind} question should be answered by touch"
        if quiz.kind in TABLE_KINDS:
            continue
        html = quiz_scene(quiz, Rules(), EN).html
        assert sorted(_picks(html)) == sorted(f"answer:{c.value}" for c in quiz.choices), (
            f"a {quiz.kind} question should offer one answer button per choice"
        )
        for choice in quiz.choices:
            name = quiz.choice_label(choice.value, EN).replace("&", "&amp;").replace('"', "&quot;")
            assert f'aria-label="{name}"' in html, f"the answer {choice.value!r} should be named by its words"


def test_a_single_answer_is_given_by_one_tap() -> None:
    quiz = make_question("card_role", {}, random.Random(3), Rules())
    scene = quiz_scene(quiz, Rules(), EN)
    assert not scene.multi and not scene.order, "one tap answers: no chips, no Check"
    assert "data-submit" not in scene.html
    assert "<svg" in scene.html, "the card asked about is drawn beside its answers"
    code = quiz.choices[0].value
    assert answer_of(quiz, Pick("answer", code)) == [code]
    assert answer_of(quiz, Pick("answer", "not-a-choice")) is None, "a touch that answers nothing is ignored"


def test_an_answer_already_missed_is_off_for_the_second_try_and_an_answered_question_is_inert() -> None:
    quiz = make_question("effective_suit", {}, random.Random(1), Rules())
    wrong = next(c.value for c in quiz.choices if c.value not in quiz.expected)
    html = quiz_scene(quiz, Rules(), EN, tried=(wrong,)).html
    assert not _enabled(html, f"answer:{wrong}"), "the missed answer should be off"
    assert _enabled(html, f"answer:{quiz.expected[0]}"), "the others stay open"
    done = quiz_scene(quiz, Rules(), EN, disabled=True).html
    assert not any(_enabled(done, p) for p in _picks(done)), "an answered question's buttons are inert"


def test_the_bids_open_are_chips_in_the_order_of_the_bids_beside_the_hand() -> None:
    quiz = next(q for q in _course_quizzes() if q.kind == "bidding_options")
    html = quiz_scene(quiz, Rules(), EN).html
    rows = [_picks(row) for row in html.split('class="et-answer-row"')[1:]]
    assert rows[0] == ["answer:pass"], "pass comes first, on a line of its own, as in a practice"
    assert [p.partition(":")[2] for row in rows for p in row] == [
        a for row in choice_rows(c.value for c in quiz.choices) for a in row
    ], "then the bids suit by suit"


def test_a_call_chip_shows_short_words_on_a_phone_and_keeps_its_whole_name() -> None:
    """The screen's width picks the words shown ("Call clubs and go alone", or "♣ alone" on a phone, so the
    question, its table and the verdict keep one screen); the name read aloud is always the whole bid."""
    quiz = next(
        q
        for q in _course_quizzes()
        if q.kind == "bidding_options" and any(c.value.startswith("call ") for c in q.choices)
    )
    html = quiz_scene(quiz, Rules(), EN).html
    call = next(c.value for c in quiz.choices if c.value.startswith("call "))
    button = html.split(f'data-pick="answer:{call}"')[1].split("</button>")[0]
    assert f'aria-label="{quiz.choice_label(call, EN)}"' in button
    assert 'class="et-long"' in button and 'class="et-short"' in button
    short = button.split('class="et-short">')[1]
    assert SUIT_SYMBOLS[call.split()[1]] in short and ("alone" in short) == call.endswith("alone")
    assert ".et-answers .et-long{display:none}" in html, "a phone hides the long words"


def test_several_right_answers_are_chips_checked_together() -> None:
    quiz = next(q for q in _course_quizzes() if q.multi and not q.ordered and q.kind not in TABLE_KINDS)
    scene = quiz_scene(quiz, Rules(), EN)
    assert scene.multi, "the chips are toggled in the browser and sent together"
    assert 'data-submit="1"' in scene.html and ">Check</button>" in scene.html, "a Check button sends them"
    chosen = tuple(quiz.expected)
    assert answer_of(quiz, Pick("order", chosen[0], chosen)) == list(chosen)
    assert answer_of(quiz, Pick("answer", chosen[0])) is None, "one tap does not answer a question of several"
    assert not quiz_scene(quiz, Rules(), EN, disabled=True).multi, "an answered question takes no more chips"
