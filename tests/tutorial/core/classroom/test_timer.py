"""A question's timer (issue 20): the teacher gives the class a few seconds, then the question closes to
answers in the store itself, for every process; moving on clears it, and the reveal still works."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.tutorial.core.classroom.conftest import Clock
from tutorial.core.classroom import AnswerStatus, ClassroomStore
from tutorial.core.classroom.timer import TIMER_CHOICES, answers_closed, deadline, seconds_left


def test_a_countdown_shows_whole_seconds_rounded_up_and_closes_on_its_last_moment() -> None:
    closes = deadline(100.0, 15)
    assert [seconds_left(closes, t) for t in (100.0, 100.5, 114.01, 115.0, 200.0)] == [15, 15, 1, 0, 0]
    assert not answers_closed(closes, 114.99) and answers_closed(closes, 115.0)


def test_without_a_timer_nothing_counts_down_and_nothing_closes() -> None:
    assert seconds_left(None, 1e9) is None
    assert not answers_closed(None, 1e9)


@pytest.mark.parametrize("seconds", [0, -15, 14, 3600])
def test_only_the_offered_lengths_start_a_timer(seconds: int) -> None:
    with pytest.raises(ValueError, match="15, 30, 60"):
        deadline(0.0, seconds)


def test_the_shortest_choice_comes_first_and_the_timer_is_off_by_default(store: ClassroomStore) -> None:
    assert tuple(sorted(TIMER_CHOICES)) == TIMER_CHOICES and TIMER_CHOICES[0] == 15
    assert store.create_class(lesson_id="bowers").info.closes_at is None


def test_an_answer_after_the_timer_is_refused_by_the_store_and_one_before_it_counts(
    store: ClassroomStore, clock: Clock
) -> None:
    made = store.create_class(lesson_id="bowers")
    ana, bo = store.join(made.code, "Ana", client="a"), store.join(made.code, "Bo", client="b")
    store.move(made.teacher_token, "bowers", 4)
    started = store.start_timer(made.teacher_token, 15)
    assert started is not None and started.closes_at == clock.now + 15
    clock.now += 14
    assert store.submit_answer(ana.token, "bowers", 4, "H", "right") is AnswerStatus.STORED
    clock.now += 1
    assert store.submit_answer(bo.token, "bowers", 4, "D", "wrong") is AnswerStatus.CLOSED
    assert not store.record_answer(bo.token, "bowers", 4, "D", "wrong")
    tally = store.tally(made.teacher_token, "bowers", 4)
    assert tally is not None and tally.answered == 1 and tally.counts == {"H": 1}
    revealed = store.reveal(made.teacher_token)
    assert revealed is not None and revealed.revealed, "the teacher can still reveal a closed question"


def test_a_closed_question_closes_only_the_class_step(store: ClassroomStore, clock: Clock) -> None:
    made = store.create_class(lesson_id="bowers")
    ana = store.join(made.code, "Ana", client="a")
    store.move(made.teacher_token, "bowers", 4)
    store.start_timer(made.teacher_token, 15)
    clock.now += 60
    assert store.submit_answer(ana.token, "bowers", 2, "H", "right") is AnswerStatus.STORED, (
        "a student looking back answers an earlier step, which had no timer"
    )


def test_moving_to_another_step_clears_the_timer(store: ClassroomStore, clock: Clock) -> None:
    made = store.create_class(lesson_id="bowers")
    ana = store.join(made.code, "Ana", client="a")
    store.move(made.teacher_token, "bowers", 4)
    store.start_timer(made.teacher_token, 15)
    clock.now += 20
    moved = store.move(made.teacher_token, "bowers", 5)
    assert moved is not None and moved.closes_at is None
    assert store.submit_answer(ana.token, "bowers", 5, "H", "right") is AnswerStatus.STORED


def test_the_teacher_can_stop_or_restart_the_timer_and_only_the_teacher(store: ClassroomStore, clock: Clock) -> None:
    made = store.create_class(lesson_id="bowers")
    ana = store.join(made.code, "Ana", client="a")
    assert store.start_timer(made.code, 15) is None, "the class code opens no teacher control"
    assert store.start_timer(ana.token, 15) is None, "nor does a student's token"
    store.start_timer(made.teacher_token, 15)
    clock.now += 10
    restarted = store.start_timer(made.teacher_token, 30)
    assert restarted is not None and restarted.closes_at == clock.now + 30
    stopped = store.stop_timer(made.teacher_token)
    assert stopped is not None and stopped.closes_at is None
    with pytest.raises(ValueError):
        store.start_timer(made.teacher_token, 3600)


def test_starting_the_timer_moves_the_position_so_the_phones_redraw(store: ClassroomStore) -> None:
    made = store.create_class(lesson_id="bowers")
    before = store.position(made.info.id)
    store.start_timer(made.teacher_token, 30)
    after = store.position(made.info.id)
    assert before is not None and after is not None and after[0] == before[0] + 1


def test_the_deadline_survives_a_restart_and_holds_on_a_second_process(
    store: ClassroomStore, clock: Clock, reopen: Callable[[], ClassroomStore]
) -> None:
    made = store.create_class(lesson_id="bowers")
    ana = store.join(made.code, "Ana", client="a")
    store.start_timer(made.teacher_token, 15)
    second = reopen()
    info = second.teacher_class(made.teacher_token)
    assert info is not None and info.closes_at == clock.now + 15, "the teacher's reload finds the countdown"
    clock.now += 15
    assert second.submit_answer(ana.token, "bowers", 0, "H", "right") is AnswerStatus.CLOSED


def test_a_database_of_the_second_schema_is_migrated_to_timed_questions(database: str, clock: Clock) -> None:
    from sqlalchemy import text, update

    from tutorial.core.classroom import schema
    from tutorial.core.classroom.database import make_engine
    from tutorial.core.classroom.migrations import LATEST, current_version, migrate

    engine = make_engine(database)
    migrate(engine)
    with engine.begin() as conn:  # as the app with lockable classes left it
        conn.execute(text(f"ALTER TABLE {schema.classes.name} DROP COLUMN closes_at"))
        conn.execute(update(schema.schema_version).values(version=2))
    assert migrate(engine) == 2
    with engine.connect() as conn:
        assert current_version(conn) == LATEST == 3
    engine.dispose()
    opened = ClassroomStore.open(database, clock=clock)
    made = opened.create_class(lesson_id="bowers")
    ana = opened.join(made.code, "Ana", client="a")
    opened.start_timer(made.teacher_token, 15)
    clock.now += 15
    assert opened.submit_answer(ana.token, "bowers", 0, "H", "right") is AnswerStatus.CLOSED
    opened.dispose()
