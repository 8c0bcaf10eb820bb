"""Joining a class in a real room (issue 20): limits that stop one page filling the class, the teacher's
roster with "remove" and "lock", a student coming back under the same nickname, nicknames that cannot
pass for a classmate's, and a code-guess slow-down that never stops a student typing the right code."""

from __future__ import annotations

import csv
import io

import pytest

from tutorial.core.classroom import ClassroomStore, JoinStatus, answers_csv
from tutorial.core.classroom import store as store_module


def test_one_tab_cannot_fill_a_class(store: ClassroomStore) -> None:
    made = store.create_class()
    statuses = [store.join(made.code, f"fake{n}", client="school", session="one-tab").status for n in range(10)]
    assert statuses.count(JoinStatus.JOINED) == store_module.MAX_SESSION_JOINS
    assert statuses[-1] is JoinStatus.TOO_MANY_JOINS
    assert store.join(made.code, "Ana", client="school", session="anas-phone").status is JoinStatus.JOINED, (
        "a real student behind the same school address still gets in"
    )


def test_one_address_cannot_fill_a_class_from_many_tabs(store: ClassroomStore) -> None:
    made = store.create_class()
    for n in range(store_module.MAX_ADDRESS_JOINS):
        assert store.join(made.code, f"s{n}", client="attacker", session=f"tab{n}").status is JoinStatus.JOINED
    assert store.join(made.code, "more", client="attacker", session="tab-x").status is JoinStatus.TOO_MANY_JOINS
    assert store.join(made.code, "Ana", client="elsewhere").status is JoinStatus.JOINED
    other = store.create_class()
    assert store.join(other.code, "Bo", client="attacker", session="tab-y").status is JoinStatus.JOINED, (
        "the school's address still seats its other classes"
    )


def test_the_teacher_sees_the_roster_removes_a_student_and_locks_the_class(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    fake = store.join(made.code, "fake", client="a")
    ana = store.join(made.code, "Ana", client="b")
    assert [s.nickname for s in store.roster(made.teacher_token)] == ["fake", "Ana"]
    assert store.record_answer(fake.token, "bowers", 0, "H", "right")
    assert fake.student is not None and store.remove_student(made.teacher_token, fake.student.id)
    assert [s.nickname for s in store.roster(made.teacher_token)] == ["Ana"]
    assert store.student(fake.token) is None, "a removed student's phone goes back to the front door"
    tally = store.tally(made.teacher_token, "bowers", 0)
    assert tally is not None and tally.answered == 0, "a removed student's answers go with them"
    store.lock(made.teacher_token)
    assert store.join(made.code, "Bo", client="c").status is JoinStatus.CLASS_LOCKED
    assert store.join(made.code, "Ana", client="b", seats=[ana.token]).status is JoinStatus.JOINED, (
        "a student of a locked class may still come back"
    )
    store.lock(made.teacher_token, False)
    assert store.join(made.code, "Bo", client="c").status is JoinStatus.JOINED


def test_a_student_of_another_class_cannot_be_removed(store: ClassroomStore) -> None:
    mine, other = store.create_class(), store.create_class()
    stranger = store.join(other.code, "Ana", client="a")
    assert stranger.student is not None
    assert not store.remove_student(mine.teacher_token, stranger.student.id)
    assert store.student(stranger.token) is not None


def test_a_student_comes_back_under_the_same_nickname_from_the_same_browser(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    first = store.join(made.code, "Ana", client="a")
    store.record_answer(first.token, "bowers", 0, "H", "right")
    back = store.join(made.code, "ana", client="a", seats=["not-a-seat-of-this-class", first.token])
    assert back.status is JoinStatus.JOINED and back.token == first.token, "the same seat, answers and all"
    assert back.student is not None and back.student.nickname == "Ana"
    assert store.join(made.code, "Ana", client="b").status is JoinStatus.NICKNAME_TAKEN, (
        "another browser cannot take Ana's seat"
    )


@pytest.mark.parametrize(
    "lookalike",
    [
        pytest.param("ana", id="lower-case"),
        pytest.param("ANA", id="capitals"),
        pytest.param("\u0410na", id="cyrillic-A"),
        pytest.param("\uff21\uff4e\uff41", id="full-width"),
        pytest.param("A na", id="a-space"),
        pytest.param("Ána", id="an-accent"),
    ],
)
def test_a_lookalike_of_a_classmates_nickname_is_taken(store: ClassroomStore, lookalike: str) -> None:
    made = store.create_class()
    assert store.join(made.code, "Ana", client="a").status is JoinStatus.JOINED
    assert store.join(made.code, lookalike, client="b").status is JoinStatus.NICKNAME_TAKEN


@pytest.mark.parametrize(
    "invisible",
    [
        pytest.param("\u3164", id="hangul-filler"),
        pytest.param("\u2800\u2800", id="braille-blanks"),
        pytest.param("\u115f", id="hangul-choseong-filler"),
        pytest.param("\u202e\u200b", id="bidi-and-zero-width"),
    ],
)
def test_an_invisible_nickname_is_refused(store: ClassroomStore, invisible: str) -> None:
    made = store.create_class()
    assert store.join(made.code, invisible, client="a").status is JoinStatus.NICKNAME_INVALID


def test_a_bidi_control_is_taken_out_of_a_nickname(store: ClassroomStore) -> None:
    made = store.create_class()
    joined = store.join(made.code, "Bo\u202eb", client="a")
    assert joined.student is not None and joined.student.nickname == "Bob"


def test_a_classmates_typos_never_stop_a_student_with_the_right_code(store: ClassroomStore) -> None:
    made = store.create_class()
    for _ in range(store_module.MAX_FAILURES + 4):
        store.join("ZZZZZZ", "Eve", client="school-nat", session="typist")
    assert store.join(made.code, "Ana", client="school-nat", session="ana").status is JoinStatus.JOINED
    # Ana's own typo first, then the right code: still in.
    store.join("ZZZZZZ", "Bo", client="school-nat", session="bo")
    assert store.join(made.code, "Bo", client="school-nat", session="bo").status is JoinStatus.JOINED


def test_a_guesser_behind_a_slowed_address_gets_a_few_tries_per_tab(store: ClassroomStore) -> None:
    for _ in range(store_module.MAX_FAILURES):
        store.join("ZZZZZZ", "Eve", client="guesser", session="tab-1")
    statuses = [store.join("ZZZZZY", "Eve", client="guesser", session="tab-2").status for _ in range(6)]
    assert statuses.count(JoinStatus.SLOW_DOWN) >= 6 - store_module.SLOWED_ADDRESS_TRIES


def test_ending_a_class_deletes_it_now(store: ClassroomStore) -> None:
    made = store.create_class()
    joined = store.join(made.code, "Ana", client="a")
    assert store.end_class(made.teacher_token)
    assert store.teacher_class(made.teacher_token) is None
    assert store.student(joined.token) is None
    assert store.join(made.code, "Bo", client="b").status is JoinStatus.BAD_CODE, "its code is free again"


def test_every_answer_downloads_per_student_and_step_and_stays_text_in_a_spreadsheet(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    ana = store.join(made.code, "Ana", client="a")
    eve = store.join(made.code, " =cmd", client="b")
    store.record_answer(ana.token, "bowers", 2, "H", "right")
    store.record_answer(eve.token, "bowers", 2, "D", "wrong")
    rows = store.class_answers(made.teacher_token)
    assert [(r.nickname, r.step_index, r.answer, r.outcome) for r in rows] == [
        ("Ana", 2, "H", "right"),
        ("=cmd", 2, "D", "wrong"),
    ]
    text = answers_csv(["Nickname", "Answer"], [[r.nickname, r.answer] for r in rows])
    cells = list(csv.reader(io.StringIO(text)))
    assert cells[2][0] == "'=cmd", "a name that starts like a formula is quoted as text"


@pytest.mark.parametrize("cell", [" =1+1", "\n=1+1", "\u200b=1+1", "\ufeff=1+1", "\t=1"])
def test_a_formula_behind_spaces_or_invisible_characters_is_quoted(cell: str) -> None:
    text = answers_csv(["x"], [[cell]])
    assert list(csv.reader(io.StringIO(text)))[1][0].startswith("'")


def test_a_database_of_the_first_schema_is_migrated_to_lockable_classes(database: str) -> None:
    from sqlalchemy import text, update

    from tutorial.core.classroom import schema
    from tutorial.core.classroom.database import make_engine
    from tutorial.core.classroom.migrations import LATEST, current_version, migrate

    engine = make_engine(database)
    migrate(engine)
    with engine.begin() as conn:  # as the first version of the app left it
        conn.execute(text(f"ALTER TABLE {schema.classes.name} DROP COLUMN locked"))
        conn.execute(update(schema.schema_version).values(version=1))
    assert migrate(engine) == 1
    with engine.connect() as conn:
        assert current_version(conn) == LATEST
    engine.dispose()
    opened = ClassroomStore.open(database)
    made = opened.create_class()
    assert opened.lock(made.teacher_token) is not None
    assert opened.join(made.code, "Ana", client="a").status is JoinStatus.CLASS_LOCKED
    opened.dispose()
