"""The classroom page in the app: a teacher starts a class, students join and follow, answers arrive."""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

from engine import Rules
from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, open_page, texts, touch
from tutorial.core.lessons.model import step_rules
from tutorial.core.steps.quizzes import build_quiz
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.class_store import store
from tutorial.widgets.lessons import course
from tutorial.widgets.quiz_table import TABLE_KINDS

LESSON = "bowers"


@pytest.fixture(autouse=True)
def serializable_state() -> object:
    """Streamlit's serializable-state check, on as in production (.streamlit/config.toml, read only from
    the checkout's folder), so a value that cannot be pickled fails here wherever pytest is started."""
    from streamlit import config

    before = config.get_option("runner.enforceSerializableSessionState")
    config.set_option("runner.enforceSerializableSessionState", True)
    yield None
    config.set_option("runner.enforceSerializableSessionState", before)


def _first(kind: str) -> int:
    """The first step of ``kind``; for a quiz, the first answered with the answer buttons beside its cards
    (which suit, which role...), not by touching the table's cards or seats."""
    lesson = course().lesson(LESSON)
    assert lesson is not None
    return next(
        i
        for i, step in enumerate(lesson.steps)
        if step.kind == kind
        and (kind != "quiz" or build_quiz(step, step_rules(lesson, step, Rules())).kind not in TABLE_KINDS)
    )


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
    at.button(key="class_join_button").click().run()
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


@pytest.mark.parametrize(
    "link",
    [pytest.param("teacher", id="a-made-up-teacher-link"), pytest.param("code", id="the-class-code-as-teacher-link")],
)
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


# --- issue 20: a student cannot break the projector, the teacher keeps control ---------------------------

THE_TABLE = "the-table"


def _who_leads() -> int:
    lesson = course().lesson(THE_TABLE)
    assert lesson is not None
    return next(
        i for i, step in enumerate(lesson.steps) if step.kind == "quiz" and getattr(step, "question", "") == "who_leads"
    )


@pytest.mark.parametrize("pick", ["seat:abc", "seat:9", "seat:-1", 'seat:=HYPERLINK("x")', "trick:JD"])
def test_a_hand_made_table_pick_is_refused_and_never_stored(pick: str) -> None:
    from tests.tutorial.views.conftest import TABLE, touch

    teacher, token = _teacher()
    index = _who_leads()
    store().move(token, THE_TABLE, index)
    teacher.run()
    student = _student(_code(token), "Eve")
    key = next(k for k in TABLE.shown if k.startswith(f"quiz-{THE_TABLE}-"))
    touch(student, key, pick)
    tally = store().tally(token, THE_TABLE, index)
    assert tally is not None and tally.answered == 0, f"{pick!r} is no seat of this table: nothing is stored"
    teacher.run()
    assert_clean(teacher, "the teacher's page after a hand-made pick")


def test_an_answer_stored_before_answers_were_checked_does_not_break_the_projector() -> None:
    teacher, token = _teacher()
    index = _who_leads()
    store().move(token, THE_TABLE, index)
    eve = store().join(_code(token), "Eve", client="old-app")
    assert store().record_answer(eve.token, THE_TABLE, index, "seat:abc", "wrong")
    teacher.run()
    assert_clean(teacher, "the teacher's page with a malformed stored answer")
    shown = [b.key for b in teacher.button]
    for control in ("class_prev", "class_reveal", "class_next"):
        assert control in shown, f"{control} stays on the projector"
    assert {"class_csv", "class_csv_students"} <= {d.key for d in teacher.get("download_button")}, (
        "the answers can still be downloaded"
    )


def test_the_teacher_token_never_reaches_the_address_or_the_page() -> None:
    teacher, token = _teacher()
    assert "teacher" not in teacher.query_params
    assert not any(token in t for t in texts(teacher)), "the secret is never drawn on the projected page"


def test_the_join_link_is_the_class_page_of_the_shared_address(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_PUBLIC_URL", "https://euchre.example/school")
    teacher, token = _teacher()
    shown = " ".join(texts(teacher))
    assert f"https://euchre.example/school/class?code={_code(token)}" in shown
    assert "/class/class" not in shown


def test_a_student_who_leaves_rejoins_under_the_same_nickname() -> None:
    _teacher_at, token = _teacher()
    student = _student(_code(token), "Ana")
    student.button(key="class_leave").click().run()
    student.text_input(key="class_join_name").input("Ana")
    student.text_input(key="class_join_code").input(_code(token))
    student.button(key="class_join_button").click().run()
    assert_clean(student, "the student rejoining")
    assert any("you are Ana" in t for t in texts(student)), "the same nickname, the same seat"
    assert [s.nickname for s in store().roster(token)] == ["Ana"]


def test_the_join_form_is_not_a_form_no_english_hint_on_a_phone() -> None:
    at = open_page(new_app(lang="fr"), "class")
    assert not any(str(b.key).startswith("FormSubmitter:") for b in at.button)


def test_the_live_heading_is_counted_in_the_teachers_language() -> None:
    teacher, token = _teacher(lang="fr")
    _move(teacher, token, _first("quiz"))
    student = _student(_code(token), "Ana")
    _answer_first_choice(student, _first("quiz"))
    teacher.run()
    heading = (
        get_translator("fr")
        .ngettext("{answered} of {joined} answered", "{answered} of {joined} answered", 1)
        .format(answered=1, joined=1)
    )
    assert "1 sur 1" in heading and "answered" not in heading, f"the French count should read naturally: {heading}"
    assert any(heading in t for t in texts(teacher))


def test_session_state_stays_plain_data_on_every_classroom_page() -> None:
    """What the serializable-state check guards, checked directly on both classroom pages."""
    import pickle

    teacher, token = _teacher()
    student = _student(_code(token), "Ana")
    for at in (teacher, student):
        for key in at.session_state:
            pickle.dumps(at.session_state[key])


def test_an_answer_given_while_the_database_is_down_is_kept_and_sent_when_it_returns(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from sqlalchemy.exc import OperationalError

    teacher, token = _teacher()
    quiz = _first("quiz")
    _move(teacher, token, quiz)
    student = _student(_code(token), "Ana")
    the_store = store()
    real_record, real_student = the_store.record_answer, the_store.student

    def down(*_args: object, **_kwargs: object) -> object:
        raise OperationalError("INSERT INTO classroom_answer", {}, Exception("database is locked"))

    monkeypatch.setattr(the_store, "record_answer", down)
    monkeypatch.setattr(the_store, "student", down)
    _answer_first_choice(student, _first("quiz"))
    assert_clean(student, "the student's page during the outage")
    assert student.warning, "the phone says plainly that the class cannot be reached"
    shown = " ".join(texts(student))
    assert "classroom_answer" not in shown and "OperationalError" not in shown, "no SQL, no traceback"
    teacher.run()
    assert_clean(teacher, "the teacher's page during the outage")

    monkeypatch.setattr(the_store, "record_answer", real_record)
    monkeypatch.setattr(the_store, "student", real_student)
    student.run()  # the database is back: the next run (the phone's poll brings one) sends the answer
    assert_clean(student, "the student's page after the outage")
    tally = the_store.tally(token, LESSON, quiz)
    assert tally is not None and tally.answered == 1, "the answer given during the outage is not lost"


def test_the_teachers_buttons_during_an_outage_give_a_notice_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    from sqlalchemy.exc import OperationalError

    teacher, token = _teacher()
    _move(teacher, token, 2)
    the_store = store()

    def down(*_args: object, **_kwargs: object) -> object:
        raise OperationalError("UPDATE classroom_class", {}, Exception("connection refused"))

    monkeypatch.setattr(the_store, "move", down)
    teacher.button(key="class_next").click().run()
    assert_clean(teacher, "the teacher's page after Next during an outage")
    assert teacher.warning, "a plain notice"
    assert "class_next" in [b.key for b in teacher.button], "the controls stay"
    monkeypatch.undo()
    teacher.button(key="class_next").click().run()
    info = the_store.teacher_class(token)
    assert info is not None and info.step_index == 3, "once the database is back, Next works again"


def test_a_phone_keeps_its_answer_unmarked_until_the_teacher_reveals_it() -> None:
    teacher, token = _teacher()
    _move(teacher, token, _first("quiz"))
    student = _student(_code(token), "Ana")
    key = _table(_first("quiz"))
    wrong = next(p for p in re.findall(r'data-pick="(answer:[^"]+)"', TABLE.shown.get(key, "")) if p != "answer:H")
    touch(student, key, wrong)  # J♦ under hearts trump is a heart: any other suit is wrong
    assert_clean(student, "the student after answering")
    assert any("Your answer is in" in str(i.value) for i in student.info)
    assert not student.success and not student.error, "no mark before the reveal: the room learns nothing"
    assert not [b for b in student.button if str(b.key).endswith("-show")], "no Show me in a class"
    assert not [b for b in student.button if str(b.key).endswith("-check")], "one answer: it is locked"
    teacher.button(key="class_reveal").click().run()
    student.run()
    assert_clean(student, "the student after the reveal")
    marks = [str(e.value) for e in (*student.success, *student.error, *student.warning)]
    assert marks, "after the reveal each phone shows its own result"


def test_the_teacher_is_told_before_the_class_and_its_answers_expire() -> None:
    import time

    from sqlalchemy import update

    from tutorial.core.classroom import schema

    teacher, token = _teacher()
    assert not any("This class ends in" in str(w.value) for w in teacher.warning)
    with store().engine.begin() as conn:
        conn.execute(
            update(schema.classes).where(schema.classes.c.code == _code(token)).values(expires_at=time.time() + 600)
        )
    teacher.run()
    assert any("This class ends in 10 minutes" in str(w.value) for w in teacher.warning)


def test_a_timed_question_counts_down_everywhere_then_refuses_a_late_answer_and_the_teacher_reveals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import time

    teacher, token = _teacher()
    quiz = _first("quiz")
    _move(teacher, token, quiz)
    student = _student(_code(token), "Ana")
    assert "Time left" not in " ".join(texts(teacher)), "no timer unless the teacher starts one"
    teacher.button(key="class_timer_15").click().run()
    assert_clean(teacher, "the teacher after starting the timer")
    info = store().teacher_class(token)
    assert info is not None and info.closes_at is not None
    assert any('role="timer"' in t and "Time left" in t for t in texts(teacher)), "the projector counts down"
    student.run()
    assert any('role="timer"' in t and "Time left" in t for t in texts(student)), "so does the phone"

    later = time.time() + 16  # the timer has run out
    monkeypatch.setattr(store(), "clock", lambda: later)
    teacher.run()
    assert any("Time is up." in t and "Time left" not in t for t in texts(teacher)), "the projector says so"
    _answer_first_choice(student, quiz)
    assert_clean(student, "the student tapping after the time was up")
    assert any("your answer was not counted" in str(w.value) for w in student.warning)
    assert not any("Your answer is in" in str(i.value) for i in student.info), "the phone says it plainly"
    tally = store().tally(token, LESSON, quiz)
    assert tally is not None and tally.answered == 0, "the store refused it, not only the page"

    teacher.button(key="class_reveal").click().run()
    assert teacher.success, "the teacher can still reveal the answer"
    _move(teacher, token, quiz + 1)
    moved = store().teacher_class(token)
    assert moved is not None and moved.closes_at is None, "the next step has no timer"


def test_the_teachers_timer_offers_the_shortest_choices_and_a_stop() -> None:
    teacher, token = _teacher()
    _move(teacher, token, _first("quiz"))
    assert [b.label for b in teacher.button if str(b.key).startswith("class_timer_")] == [
        "15 seconds",
        "30 seconds",
        "60 seconds",
    ]
    teacher.button(key="class_timer_30").click().run()
    teacher.button(key="class_timer_stop").click().run()
    info = store().teacher_class(token)
    assert info is not None and info.closes_at is None
    assert "Time left" not in " ".join(texts(teacher))
