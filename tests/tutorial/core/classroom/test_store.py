"""The classroom store, on SQLite and on PostgreSQL: a class, its students, their answers, its end."""

from __future__ import annotations

import csv
import io

import pytest
from sqlalchemy import select

from tutorial.core.classroom import ClassroomStore, JoinStatus, summary_csv
from tutorial.core.classroom import store as store_module
from tutorial.core.classroom.codes import ALPHABET, CODE_LENGTH, digest
from tutorial.core.classroom.migrations import LATEST, current_version, migrate
from tutorial.core.classroom.schema import classes


def test_a_new_class_has_a_short_unambiguous_code_and_a_secret_teacher_link(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    assert len(made.code) == CODE_LENGTH and set(made.code) <= set(ALPHABET)
    assert not set(made.code) & set("01OIL"), "a code must not hold characters that look alike"
    assert len(made.teacher_token) >= 30
    assert store.teacher_class(made.teacher_token) == made.info


def test_the_database_keeps_only_the_digest_of_the_teacher_token(store: ClassroomStore) -> None:
    made = store.create_class()
    with store.engine.connect() as conn:
        kept = conn.execute(select(classes.c.teacher_digest)).scalar()
    assert kept == digest(made.teacher_token) and made.teacher_token not in str(kept)


def test_two_classes_get_two_codes(store: ClassroomStore) -> None:
    codes = {store.create_class().code for _ in range(20)}
    assert len(codes) == 20


def test_a_student_joins_with_the_code_typed_loosely(store: ClassroomStore) -> None:
    made = store.create_class()
    typed = f" {made.code[:3].lower()}-{made.code[3:].lower()} "
    joined = store.join(typed, "  Ana  ", client="phone")
    assert joined.status is JoinStatus.JOINED
    assert joined.student is not None and joined.student.nickname == "Ana"


@pytest.mark.parametrize(
    "code",
    [
        pytest.param("", id="empty"),
        pytest.param("ZZZZZZ", id="no-such-class"),
        pytest.param("O0O0O0", id="look-alikes-are-no-code"),
        pytest.param("<script>", id="markup"),
        pytest.param("A" * 5000, id="very-long"),
        pytest.param(None, id="not-text"),
    ],
)
def test_a_wrong_code_gets_a_clear_status(store: ClassroomStore, code: object) -> None:
    store.create_class()
    assert store.join(code, "Ana", client="phone").status is JoinStatus.BAD_CODE


def test_an_expired_class_cannot_be_joined_nor_controlled(store: ClassroomStore, clock) -> None:  # type: ignore[no-untyped-def]
    made = store.create_class(lifetime=3600)
    joined = store.join(made.code, "Ana", client="phone")
    clock.now += 3601
    assert store.join(made.code, "Bea", client="phone").status is JoinStatus.EXPIRED
    assert store.teacher_class(made.teacher_token) is None
    assert store.student(joined.token) is None
    assert not store.record_answer(joined.token, "bowers", 0, "H", "right")


def test_expired_classes_are_purged_with_their_students_and_answers(store: ClassroomStore, clock) -> None:  # type: ignore[no-untyped-def]
    old = store.create_class(lifetime=60)
    joined = store.join(old.code, "Ana", client="phone")
    store.record_answer(joined.token, "bowers", 0, "H")
    clock.now += 61
    store.create_class()  # creating a class purges the expired ones
    with store.engine.connect() as conn:
        assert conn.execute(select(classes.c.code)).scalars().all() != [old.code]
        assert old.code not in conn.execute(select(classes.c.code)).scalars().all()
        assert conn.execute(select(store_module.schema.answers)).first() is None
        assert conn.execute(select(store_module.schema.students)).first() is None


def test_guessing_codes_is_slowed_down_and_a_right_code_waits_too(store: ClassroomStore, clock) -> None:  # type: ignore[no-untyped-def]
    made = store.create_class()
    for _ in range(store_module.MAX_FAILURES):
        assert store.join("ZZZZZZ", "Eve", client="guesser").status is JoinStatus.BAD_CODE
    blocked = store.join(made.code, "Eve", client="guesser")
    assert blocked.status is JoinStatus.SLOW_DOWN and blocked.retry_after > 0
    assert store.join(made.code, "Ana", client="someone-else").status is JoinStatus.JOINED
    clock.now += store_module.FAILURE_WINDOW + 1
    assert store.join(made.code, "Eve", client="guesser").status is JoinStatus.JOINED


@pytest.mark.parametrize(
    "nickname",
    [
        pytest.param("", id="empty"),
        pytest.param("   ", id="spaces"),
        pytest.param("\u200b\u200d", id="invisible"),
        pytest.param("x" * 25, id="too-long"),
        pytest.param(42, id="not-text"),
    ],
)
def test_a_nickname_must_say_something(store: ClassroomStore, nickname: object) -> None:
    made = store.create_class()
    assert store.join(made.code, nickname, client="phone").status is JoinStatus.NICKNAME_INVALID


def test_a_nickname_is_kept_as_typed_markup_and_all(store: ClassroomStore) -> None:
    made = store.create_class()
    joined = store.join(made.code, "<b>Bob</b> **x**", client="phone")
    assert joined.student is not None and joined.student.nickname == "<b>Bob</b> **x**"


def test_two_students_cannot_share_a_nickname_in_one_class(store: ClassroomStore) -> None:
    made, other = store.create_class(), store.create_class()
    assert store.join(made.code, "Ana", client="a").status is JoinStatus.JOINED
    assert store.join(made.code, "Ana", client="b").status is JoinStatus.NICKNAME_TAKEN
    assert store.join(other.code, "Ana", client="b").status is JoinStatus.JOINED


def test_a_student_comes_back_with_their_own_link(store: ClassroomStore) -> None:
    made = store.create_class()
    joined = store.join(made.code, "Ana", client="phone")
    found = store.student(joined.token)
    assert found is not None and found[0] == joined.student and found[1].code == made.code
    assert store.student("not-a-real-token-at-all") is None


def test_the_class_follows_the_teacher_and_each_move_changes_the_position(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    before = store.position(made.info.id)
    moved = store.move(made.teacher_token, "bowers", 3)
    assert moved is not None and (moved.lesson_id, moved.step_index) == ("bowers", 3)
    after = store.position(made.info.id)
    assert before is not None and after is not None
    assert after[0] > before[0] and after[1:3] == ("bowers", 3) and after[3] is False


def test_a_student_remembered_by_the_process_sees_every_move_of_the_teacher_on_that_process(
    store: ClassroomStore,
) -> None:
    made = store.create_class(lesson_id="bowers")
    token = store.join(made.code, "Ana", client="phone").token
    first = store.student(token, max_age=60)
    assert first is not None and first[1].step_index == 0
    store.move(made.teacher_token, "bowers", 3)
    store.reveal(made.teacher_token)
    again = store.student(token, max_age=60)
    assert again is not None and (again[1].step_index, again[1].revealed) == (3, True), (
        "a move on this process is seen at once, however long the remembered answer may live"
    )


def test_a_move_on_another_process_is_seen_once_the_shared_answer_is_older_than_asked(
    store: ClassroomStore, reopen
) -> None:  # type: ignore[no-untyped-def]
    made = store.create_class(lesson_id="bowers")
    token = store.join(made.code, "Ana", client="phone").token
    assert store.student(token, max_age=60) is not None
    store.position(made.info.id, max_age=60)  # a phone's poll: the process shares this answer for max_age
    reopen().move(made.teacher_token, "bowers", 2)  # the teacher is on the other process
    stale = store.student(token, max_age=60)
    fresh = store.student(token, max_age=0)
    assert stale is not None and stale[1].step_index == 0, "within max_age the remembered class is reused"
    assert fresh is not None and fresh[1].step_index == 2


def test_a_remembered_student_of_an_expired_class_is_gone(store: ClassroomStore, clock) -> None:  # type: ignore[no-untyped-def]
    made = store.create_class(lifetime=3600)
    token = store.join(made.code, "Ana", client="phone").token
    assert store.student(token, max_age=60) is not None
    clock.now += 3601
    assert store.student(token, max_age=60) is None


def test_a_practice_answer_replaces_the_one_before_while_a_question_keeps_its_first(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    token = store.join(made.code, "Ana", client="phone").token
    assert store.record_answer(token, "bowers", 15, "play JD", "right", replace=True)
    assert store.record_answer(token, "bowers", 15, "play JD,play 9S", "wrong", replace=True)
    practice = store.tally(made.teacher_token, "bowers", 15)
    assert practice is not None and (practice.answered, practice.counts) == (1, {"play JD,play 9S": 1})
    assert store.record_answer(token, "bowers", 4, "H", "right")
    assert not store.record_answer(token, "bowers", 4, "D", "wrong")
    question = store.tally(made.teacher_token, "bowers", 4)
    assert question is not None and question.counts == {"H": 1}


def test_the_class_code_or_a_student_token_opens_no_teacher_control(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    joined = store.join(made.code, "Ana", client="phone")
    for not_the_teacher in (made.code, joined.token, "", "x" * 40):
        assert store.move(not_the_teacher, "bowers", 5) is None
        assert store.reveal(not_the_teacher) is None
        assert store.tally(not_the_teacher, "bowers", 0) is None
        assert store.summary(not_the_teacher) == []
    assert store.position(made.info.id)[2] == 0  # type: ignore[index]


def test_the_house_rules_and_the_reveal_are_the_teachers(store: ClassroomStore) -> None:
    made = store.create_class()
    store.set_rules(made.teacher_token, "joker", {"winning_score": 5})
    info = store.reveal(made.teacher_token)
    assert info is not None and info.preset == "joker" and info.overrides == {"winning_score": 5} and info.revealed
    moved = store.move(made.teacher_token, "bowers", 1)
    assert moved is not None and not moved.revealed, "a new step starts with its answer hidden"


def test_the_tally_counts_answers_without_names_unless_the_teacher_asks(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    tokens = [store.join(made.code, name, client=name).token for name in ("Ana", "Bea", "Cid", "Dan")]
    for token, answer in zip(tokens, ("H", "H", "D"), strict=False):
        assert store.record_answer(token, "bowers", 2, answer, "right" if answer == "H" else "wrong")
    tally = store.tally(made.teacher_token, "bowers", 2)
    assert tally is not None
    assert (tally.joined, tally.answered, tally.counts) == (4, 3, {"H": 2, "D": 1})
    assert tally.outcomes == {"right": 2, "wrong": 1} and tally.most_common() == "H"
    assert tally.names == {}
    store.show_names(made.teacher_token, True)
    named = store.tally(made.teacher_token, "bowers", 2)
    assert named is not None and named.names == {"H": ["Ana", "Bea"], "D": ["Cid"]}


def test_a_students_first_answer_counts(store: ClassroomStore) -> None:
    made = store.create_class()
    token = store.join(made.code, "Ana", client="a").token
    assert store.record_answer(token, "bowers", 0, "H", "right")
    assert not store.record_answer(token, "bowers", 0, "D", "wrong")
    assert store.my_answer(token, "bowers", 0) == "H"


def test_no_answer_stored_is_lost_when_the_server_restarts(store: ClassroomStore, reopen) -> None:  # type: ignore[no-untyped-def]
    made = store.create_class(lesson_id="bowers")
    token = store.join(made.code, "Ana", client="a").token
    store.record_answer(token, "bowers", 0, "H", "right")
    store.dispose()
    restarted = reopen()
    tally = restarted.tally(made.teacher_token, "bowers", 0)
    assert tally is not None and tally.counts == {"H": 1}
    assert restarted.student(token) is not None


def test_a_second_process_sees_the_first_ones_answers(store: ClassroomStore, reopen) -> None:  # type: ignore[no-untyped-def]
    other = reopen()
    made = store.create_class(lesson_id="bowers")
    token = other.join(made.code, "Ana", client="a").token
    other.record_answer(token, "bowers", 1, "JD", "right")
    tally = store.tally(made.teacher_token, "bowers", 1)
    assert tally is not None and tally.counts == {"JD": 1}


def test_the_summary_has_one_row_per_answered_step_and_its_csv_is_safe_in_a_spreadsheet(store: ClassroomStore) -> None:
    made = store.create_class()
    a = store.join(made.code, "Ana", client="a").token
    b = store.join(made.code, "Bea", client="b").token
    store.record_answer(a, "bowers", 0, "H", "right")
    store.record_answer(b, "bowers", 0, "=HYPERLINK(1)", "wrong")
    store.record_answer(a, "bowers", 3, "JD", "right")
    rows = store.summary(made.teacher_token)
    assert [(r.step_index, r.answered, r.right, r.wrong) for r in rows] == [(0, 2, 1, 1), (3, 1, 1, 0)]
    text = summary_csv(rows, ["lesson", "step", "answered", "right", "wrong", "most common"])
    cells = list(csv.reader(io.StringIO(text)))
    assert cells[0] == ["lesson", "step", "answered", "right", "wrong", "most common"]
    assert cells[1][:5] == ["bowers", "1", "2", "1", "1"]
    assert all(not cell.startswith("=") for row in cells for cell in row)


def test_the_schema_is_created_once_and_recorded(database: str) -> None:
    first = ClassroomStore.open(database)
    second = ClassroomStore.open(database)  # a second process starting: nothing to do
    with first.engine.connect() as conn:
        assert current_version(conn) == LATEST
    assert migrate(second.engine) == LATEST
    first.dispose()
    second.dispose()


def test_a_database_newer_than_the_app_is_refused(database: str) -> None:
    opened = ClassroomStore.open(database)
    with opened.engine.begin() as conn:
        conn.execute(store_module.schema.schema_version.update().values(version=LATEST + 1))
    with pytest.raises(RuntimeError, match="schema version"):
        migrate(opened.engine)
    opened.dispose()


def test_phones_polling_within_max_age_share_one_query_and_a_move_is_seen_after_it(store: ClassroomStore) -> None:
    from sqlalchemy import event

    made = store.create_class(lesson_id="bowers")
    queries: list[str] = []
    event.listen(store.engine, "before_cursor_execute", lambda *args: queries.append(args[2]))
    first = store.position(made.info.id, max_age=60)
    for _ in range(10):
        assert store.position(made.info.id, max_age=60) == first
    assert len(queries) == 1, "ten phones asking at once cost one query"
    store.move(made.teacher_token, "bowers", 2)
    fresh = store.position(made.info.id, max_age=0)
    assert fresh is not None and fresh[2] == 2, "without max_age the move is read at once"
