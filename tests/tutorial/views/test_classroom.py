"""The classroom page in the app: a teacher starts a class, students join and follow, answers arrive."""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, open_page, texts, touch
from tutorial.widgets.class_store import store
from tutorial.widgets.lessons import course

LESSON = "bowers"


def _first(kind: str) -> int:
    lesson = course().lesson(LESSON)
    assert lesson is not None
    return next(i for i, step in enumerate(lesson.steps) if step.kind == kind)


def _table(index: int) -> str:
    """The key of the question table of step ``index`` on a phone (the question is answered by touching it)."""
    lesson = course().lesson(LESSON)
    assert lesson is not None
    return f"quiz-{LESSON}-{lesson.steps[index].id}-table"


def _answer_first_choice(student: AppTest, index: int) -> None:
    """The student taps the first answer button beside the question's cards."""
    key = _table(index)
    found = re.search(r'data-pick="(answer:[^"]+)"', TABLE.shown.get(key, ""))
    assert found, f"the student should see the answer buttons of the question on its table ({key})"
    touch(student, key, found.group(1))


def _teacher(**query: str) -> tuple[AppTest, str]:
    at = new_app(lesson=LESSON, **query)
    at.run()
    open_page(at, "class")
    at.button(key="class_start").click().run()
    assert_clean(at, "the teacher's page")
    return at, str(at.session_state["class_teacher"])


def _student(code: str, nickname: str, **query: str) -> AppTest:
    at = new_app(code=code, **query)
    open_page(at, "class")
    at.text_input(key="class_join_name").input(nickname)
    submit = next(b for b in at.button if str(b.key).startswith("FormSubmitter:class_join"))
    submit.click().run()
    assert_clean(at, "the student's page")
    return at


def _code(token: str) -> str:
    info = store().teacher_class(token)
    assert info is not None
    return info.code


def _move(teacher: AppTest, token: str, index: int) -> None:
    store().move(token, LESSON, index)
    teacher.run()


def test_the_front_door_offers_joining_and_teaching() -> None:
    at = open_page(new_app(), "class")
    assert_clean(at, "the classroom page")
    assert at.text_input(key="class_join_code") is not None
    assert at.button(key="class_start").label == "Start a class"


def test_a_class_shows_its_code_and_the_teacher_token_leaves_the_address() -> None:
    teacher, _token = _teacher()
    assert any("Class " in t for t in texts(teacher))
    assert "teacher" not in teacher.query_params, "a projected address bar must not show the teacher link"


def test_a_wrong_code_gets_a_clear_message() -> None:
    at = _student("ZZZ-ZZZ", "Ana")
    assert any("no class with this code" in str(e.value) for e in at.error)


def test_a_student_follows_the_teacher_in_their_own_language_and_nickname_markup_stays_text() -> None:
    teacher, token = _teacher()
    student = _student(_code(token), "**Bo** <i>b</i>", lang="hu")
    shown = " ".join(texts(student))
    assert "\\*\\*Bo\\*\\* \\<i\\>b\\</i\\>" in shown, "a nickname is escaped, never markup"
    quiz = _first("quiz")
    _move(teacher, token, quiz)
    student.run()
    assert_clean(student, "the student after the teacher moved")
    assert 'data-pick="answer:' in TABLE.shown.get(_table(quiz), ""), "the student sees the question's answers"
    assert "class_next" not in [b.key for b in student.button], "a student has no teacher control"


def test_a_students_answer_reaches_the_teachers_live_panel_without_a_name() -> None:
    teacher, token = _teacher()
    quiz = _first("quiz")
    _move(teacher, token, quiz)
    student = _student(_code(token), "Ana")
    _answer_first_choice(student, quiz)
    student.run()
    assert_clean(student, "the student after answering")
    tally = store().tally(token, LESSON, quiz)
    assert tally is not None and tally.answered == 1
    teacher.run()
    shown = " ".join(texts(teacher))
    assert "1 of 1 answered" in shown
    assert "Ana" not in shown, "no names unless the teacher asks"
    teacher.toggle(key="class_names_toggle").set_value(True).run()
    assert "Ana" in " ".join(texts(teacher))


def test_reveal_shows_the_answer_on_the_projector_and_the_phones() -> None:
    teacher, token = _teacher()
    _move(teacher, token, _first("quiz"))
    student = _student(_code(token), "Ana")
    teacher.button(key="class_reveal").click().run()
    assert teacher.success, "the teacher's screen shows the answer"
    student.run()
    assert any("The answer:" in str(s.value) for s in student.success)


def test_a_student_looks_back_and_rejoins() -> None:
    teacher, token = _teacher()
    _move(teacher, token, 3)
    student = _student(_code(token), "Ana")
    student.button(key="class_look_back").click().run()
    assert any("looking back at step 3" in str(i.value) for i in student.info)
    _move(teacher, token, 4)
    student.run()
    assert any("The class is at step 5" in str(i.value) for i in student.info), "looking back is not interrupted"
    student.button(key="class_rejoin").click().run()
    assert not any("looking back" in str(i.value) for i in student.info)


def test_a_reload_with_the_seat_link_rejoins_the_class() -> None:
    _teacher_at, token = _teacher()
    student = _student(_code(token), "Ana")
    seat = student.query_params["seat"]
    again = open_page(new_app(seat=seat[0] if isinstance(seat, list) else seat), "class")
    assert any("you are Ana" in t for t in texts(again))


@pytest.mark.parametrize("link", [pytest.param("teacher", id="a-made-up-teacher-link"),
                                  pytest.param("code", id="the-class-code-as-teacher-link")])
def test_a_student_cannot_reach_the_teachers_controls(link: str) -> None:
    _teacher_at, token = _teacher()
    code = _code(token)
    at = open_page(new_app(teacher=code if link == "code" else "x" * 32), "class")
    assert_clean(at, "a wrong teacher link")
    assert at.warning and "class_next" not in [b.key for b in at.button]


def test_the_teacher_downloads_the_summary() -> None:
    teacher, token = _teacher()
    quiz = _first("quiz")
    _move(teacher, token, quiz)
    student = _student(_code(token), "Ana")
    _answer_first_choice(student, quiz)
    student.run()
    teacher.run()
    assert store().summary(token), "the summary has the answered step"
    assert_clean(teacher, "the teacher's page with a summary")


def test_next_clicked_before_the_new_step_has_drawn_its_buttons_still_moves_the_class_on() -> None:
    """A click that interrupts the run drawing the class's next step is handled with the buttons of the step
    before: it still moves one step on from where the class is, not back to the step already reached."""
    teacher, token = _teacher()
    _move(teacher, token, 2)
    store().move(token, LESSON, 3)  # Next took the class on, and the run drawing that step was cut short
    teacher.button(key="class_next").click().run()
    info = store().teacher_class(token)
    assert info is not None and info.step_index == 4, "the click should take the class one step further"
    teacher.button(key="class_prev").click().run()
    info = store().teacher_class(token)
    assert info is not None and info.step_index == 3, "and Previous one step back"


def test_a_student_looking_back_twice_quickly_goes_back_two_steps() -> None:
    teacher, token = _teacher()
    _move(teacher, token, 4)
    student = _student(_code(token), "Ana")
    # Look back went to step 4, and the run drawing it was cut short before its buttons.
    student.session_state["class_following"] = False
    student.session_state["class_look_step"] = 3
    student.button(key="class_look_back").click().run()
    assert any("looking back at step 3" in str(i.value) for i in student.info), "the second click counts too"
    student.button(key="class_look_next").click().run()
    assert any("looking back at step 4" in str(i.value) for i in student.info), "and Next one step on"
