"""The classroom store: classes, students and their answers, shared by every app process.

The teacher's controls take the secret teacher token; a student's answers take the student's own token
(given at joining); the class code only lets a student join. Every method is one short transaction, so
an answer acknowledged to a student is on disk (a server restart loses none).

>>> store = ClassroomStore.open("sqlite:///:memory:", clock=lambda: 1000.0)
>>> made = store.create_class(lesson_id="bowers")
>>> joined = store.join(made.code, "Ana", client="phone-1")
>>> joined.status, joined.student.nickname
(<JoinStatus.JOINED: 'joined'>, 'Ana')
>>> store.record_answer(joined.token, "bowers", 0, "H", "right")
True
>>> tally = store.tally(made.teacher_token, "bowers", 0)
>>> tally.answered, tally.counts
(1, {'H': 1})
"""

from __future__ import annotations

import csv
import enum
import io
import json
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Engine, RowMapping, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from tutorial.core.classroom import schema
from tutorial.core.classroom.codes import clean_nickname, digest, new_code, new_token, normalise_code, skeleton
from tutorial.core.classroom.database import make_engine
from tutorial.core.classroom.migrations import migrate
from tutorial.core.classroom.timer import answers_closed, deadline

DEFAULT_LIFETIME = 4 * 3600.0  # a class and its answers are kept for a school morning
LIFETIMES = (3600.0, 2 * 3600.0, 4 * 3600.0, 24 * 3600.0, 7 * 24 * 3600.0)
# Guessing codes is slowed down: this many wrong codes per client in the window, then a wait.
MAX_FAILURES = 8
FAILURE_WINDOW = 60.0
MAX_STUDENTS = 200
MAX_ANSWER = 200
# Joins are limited too (one hostile page once filled a class with 200 names in 21 s): per browser tab,
# and per address and class in ``FAILURE_WINDOW`` (a whole class behind a school's one address joins
# well within it).
MAX_SESSION_JOINS = 3
MAX_ADDRESS_JOINS = 60
# While an address is slowed down, each tab behind it may still try this many wrong codes of its own: a
# classmate typing the right code (even after a typo) joins, a guesser needs a new tab every few tries.
SLOWED_ADDRESS_TRIES = 3
PURGE_EVERY = 300.0  # expired classes are deleted at least this often (seconds) while the app is in use


class JoinStatus(enum.StrEnum):
    JOINED = "joined"
    BAD_CODE = "bad_code"  # not a class code at all (a typo), or no class has it
    EXPIRED = "expired"
    NICKNAME_INVALID = "nickname_invalid"
    NICKNAME_TAKEN = "nickname_taken"
    CLASS_FULL = "class_full"
    CLASS_LOCKED = "class_locked"
    SLOW_DOWN = "slow_down"
    TOO_MANY_JOINS = "too_many_joins"


class AnswerStatus(enum.Enum):
    """What the store did with a student's answer."""

    STORED = "stored"
    ALREADY = "already"  # the student's first answer to the step is the one kept
    CLOSED = "closed"  # the class's question timed out: no more answers to it
    GONE = "gone"  # the student or the class no longer exists


@dataclass(frozen=True)
class ClassInfo:
    """What a page needs to know about a class (no secret in it)."""

    id: int
    code: str
    expires_at: float
    lesson_id: str | None
    step_index: int
    position: int
    preset: str
    overrides: Mapping[str, Any]
    revealed: bool
    show_names: bool
    locked: bool = False
    closes_at: float | None = None  # when the current question stops taking answers (its timer)


@dataclass(frozen=True)
class NewClass:
    code: str
    teacher_token: str
    info: ClassInfo


@dataclass(frozen=True)
class Student:
    id: int
    class_id: int
    nickname: str


@dataclass(frozen=True)
class JoinResult:
    status: JoinStatus
    student: Student | None = None
    token: str = ""
    retry_after: float = 0.0  # with SLOW_DOWN: seconds to wait


@dataclass(frozen=True)
class StepTally:
    """The class's answers to one step: how many answered out of how many joined, and what."""

    joined: int
    answered: int
    counts: dict[str, int]
    outcomes: dict[str, int]
    names: dict[str, list[str]] = field(default_factory=dict)  # filled only when names are shown

    def most_common(self) -> str | None:
        return max(self.counts, key=lambda a: (self.counts[a], a)) if self.counts else None


@dataclass(frozen=True)
class SummaryRow:
    lesson_id: str
    step_index: int
    answered: int
    right: int
    wrong: int
    most_common: str


@dataclass(frozen=True)
class AnswerRow:
    """One student's answer to one step (for the teacher's download)."""

    nickname: str
    lesson_id: str
    step_index: int
    answer: str
    outcome: str


def _info(row: RowMapping) -> ClassInfo:
    try:
        overrides = json.loads(row["overrides"] or "{}")
    except ValueError:
        overrides = {}
    return ClassInfo(
        id=row["id"],
        code=row["code"],
        expires_at=row["expires_at"],
        lesson_id=row["lesson_id"],
        step_index=row["step_index"],
        position=row["position"],
        preset=row["preset"],
        overrides=overrides if isinstance(overrides, dict) else {},
        revealed=bool(row["revealed"]),
        show_names=bool(row["show_names"]),
        locked=bool(row.get("locked", False)),
        closes_at=row.get("closes_at"),
    )


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def _csv_cell(value: object) -> str:
    """A cell a spreadsheet shows as text: a leading =, +, - or @ would be run as a formula, also after
    spaces, line breaks or invisible characters (some spreadsheets skip them).

    >>> _csv_cell("=1+1"), _csv_cell(" \u200b=1+1"), _csv_cell("Ana"), _csv_cell(3)
    ("'=1+1", "' \u200b=1+1", 'Ana', '3')
    """
    text = str(value)
    bare = text.lstrip(" \t\r\n\u200b\u200c\u200d\u2060\ufeff\u00a0")
    return "'" + text if text[:1] in _FORMULA_STARTS or bare[:1] in _FORMULA_STARTS else text


class ClassroomStore:
    """Classes in one database (SQLite file or PostgreSQL), safe to share between threads and processes."""

    def __init__(self, engine: Engine, clock: Callable[[], float] = time.time) -> None:
        self.engine = engine
        self.clock = clock
        self._positions: dict[int, tuple[float, tuple[int, str | None, int, bool] | None]] = {}
        # Students seen by this process (by token digest), reused while their class has not moved.
        self._students: dict[str, tuple[Student, ClassInfo]] = {}
        self._positions_lock = threading.Lock()
        self._purged_at = float("-inf")

    @classmethod
    def open(cls, url: str | None = None, clock: Callable[[], float] = time.time) -> ClassroomStore:
        """Connect and create or migrate the schema."""
        engine = make_engine(url)
        migrate(engine)
        return cls(engine, clock)

    # --- the teacher -------------------------------------------------------------------------------------

    def create_class(
        self,
        *,
        lesson_id: str | None = None,
        preset: str = "standard",
        overrides: Mapping[str, Any] | None = None,
        lifetime: float = DEFAULT_LIFETIME,
    ) -> NewClass:
        """A new class with a fresh code; the teacher token is returned once and only its digest is kept."""
        now = self.clock()
        self.purge_expired()
        token = new_token()
        for _attempt in range(20):
            code = new_code()
            try:
                with self.engine.begin() as conn:
                    new_id = conn.execute(
                        insert(schema.classes).values(
                            code=code,
                            teacher_digest=digest(token),
                            created_at=now,
                            expires_at=now + lifetime,
                            lesson_id=lesson_id,
                            step_index=0,
                            position=0,
                            preset=preset,
                            overrides=json.dumps(dict(overrides or {}), sort_keys=True),
                            revealed=False,
                            show_names=False,
                        )
                    ).inserted_primary_key
                assert new_id is not None
            except IntegrityError:  # the code is in use: draw another
                continue
            info = self._class_by(schema.classes.c.id == new_id[0])
            assert info is not None
            return NewClass(code=code, teacher_token=token, info=info)
        raise RuntimeError("no free class code was found")

    def _class_by(self, condition: Any) -> ClassInfo | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(schema.classes).where(condition)).mappings().first()
        return _info(row) if row is not None else None

    def teacher_class(self, teacher_token: object) -> ClassInfo | None:
        """The class that ``teacher_token`` controls (``None`` for a wrong token or an expired class)."""
        if not isinstance(teacher_token, str) or not 10 <= len(teacher_token) <= 100:
            return None
        self._purge_now_and_then()
        info = self._class_by(schema.classes.c.teacher_digest == digest(teacher_token))
        return info if info is not None and info.expires_at > self.clock() else None

    def _update_class(self, teacher_token: str, **values: Any) -> ClassInfo | None:
        info = self.teacher_class(teacher_token)
        if info is None:
            return None
        with self.engine.begin() as conn:
            conn.execute(
                update(schema.classes)
                .where(schema.classes.c.id == info.id)
                .values(position=schema.classes.c.position + 1, **values)
            )
        with self._positions_lock:  # this process's phones see the move at once, not after ``max_age``
            self._positions.pop(info.id, None)
        return self._class_by(schema.classes.c.id == info.id)

    def move(self, teacher_token: str, lesson_id: str, step_index: int) -> ClassInfo | None:
        """Take the class to a step (students follow); the answer is hidden again and a timer is cleared."""
        return self._update_class(
            teacher_token, lesson_id=lesson_id, step_index=max(0, int(step_index)), revealed=False, closes_at=None
        )

    def start_timer(self, teacher_token: str, seconds: int) -> ClassInfo | None:
        """Close the class's current question to answers in ``seconds`` (one of ``timer.TIMER_CHOICES``;
        another length raises ``ValueError``). Starting again restarts the countdown."""
        return self._update_class(teacher_token, closes_at=deadline(self.clock(), int(seconds)))

    def stop_timer(self, teacher_token: str) -> ClassInfo | None:
        """No timer on the current question any more: it takes answers again."""
        return self._update_class(teacher_token, closes_at=None)

    def set_rules(self, teacher_token: str, preset: str, overrides: Mapping[str, Any]) -> ClassInfo | None:
        return self._update_class(teacher_token, preset=preset, overrides=json.dumps(dict(overrides), sort_keys=True))

    def reveal(self, teacher_token: str, revealed: bool = True) -> ClassInfo | None:
        return self._update_class(teacher_token, revealed=bool(revealed))

    def show_names(self, teacher_token: str, shown: bool) -> ClassInfo | None:
        return self._update_class(teacher_token, show_names=bool(shown))

    def lock(self, teacher_token: str, locked: bool = True) -> ClassInfo | None:
        """Lock the class (nobody new joins; a student of the class may still rejoin) or open it again."""
        return self._update_class(teacher_token, locked=bool(locked))

    def roster(self, teacher_token: str) -> list[Student]:
        """The class's students, in the order they joined."""
        info = self.teacher_class(teacher_token)
        if info is None:
            return []
        s = schema.students
        with self.engine.connect() as conn:
            rows = conn.execute(select(s.c.id, s.c.nickname).where(s.c.class_id == info.id).order_by(s.c.id)).all()
        return [Student(id=r.id, class_id=info.id, nickname=r.nickname) for r in rows]

    def remove_student(self, teacher_token: str, student_id: int) -> bool:
        """Remove a student and their answers (their phone goes back to the front door)."""
        info = self.teacher_class(teacher_token)
        if info is None:
            return False
        s, a = schema.students, schema.answers
        with self.engine.begin() as conn:
            conn.execute(delete(a).where(a.c.student_id == student_id, a.c.class_id == info.id))
            removed = conn.execute(delete(s).where(s.c.id == student_id, s.c.class_id == info.id)).rowcount
        with self._positions_lock:
            self._students.clear()  # the removed student's page must not be answered from memory
        return bool(removed)

    def end_class(self, teacher_token: str) -> bool:
        """End the class now: it expires, and it is deleted with its students and answers."""
        info = self.teacher_class(teacher_token)
        if info is None:
            return False
        with self.engine.begin() as conn:
            conn.execute(
                update(schema.classes)
                .where(schema.classes.c.id == info.id)
                .values(expires_at=self.clock(), position=schema.classes.c.position + 1)
            )
        with self._positions_lock:
            self._positions.pop(info.id, None)
        self.purge_expired()
        return True

    def class_answers(self, teacher_token: str) -> list[AnswerRow]:
        """Every answer of the class, by student (in joining order), then lesson and step."""
        info = self.teacher_class(teacher_token)
        if info is None:
            return []
        a, s = schema.answers, schema.students
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(s.c.nickname, a.c.lesson_id, a.c.step_index, a.c.answer, a.c.outcome)
                .join(s, s.c.id == a.c.student_id)
                .where(a.c.class_id == info.id)
                .order_by(s.c.id, a.c.lesson_id, a.c.step_index)
            ).all()
        return [AnswerRow(r.nickname, r.lesson_id, r.step_index, r.answer, r.outcome) for r in rows]

    def tally(self, teacher_token: str, lesson_id: str, step_index: int) -> StepTally | None:
        """The answers to one step; names only when the teacher has asked for them."""
        info = self.teacher_class(teacher_token)
        if info is None:
            return None
        a, s = schema.answers, schema.students
        with self.engine.connect() as conn:
            joined = conn.execute(select(func.count()).select_from(s).where(s.c.class_id == info.id)).scalar() or 0
            rows = conn.execute(
                select(a.c.answer, a.c.outcome, s.c.nickname)
                .join(s, s.c.id == a.c.student_id)
                .where(a.c.class_id == info.id, a.c.lesson_id == lesson_id, a.c.step_index == step_index)
                .order_by(a.c.answered_at)
            ).all()
        counts = Counter(r.answer for r in rows)
        outcomes = Counter(r.outcome for r in rows if r.outcome)
        names: dict[str, list[str]] = {}
        if info.show_names:
            for r in rows:
                names.setdefault(r.answer, []).append(r.nickname)
        return StepTally(
            joined=int(joined), answered=len(rows), counts=dict(counts), outcomes=dict(outcomes), names=names
        )

    def summary(self, teacher_token: str) -> list[SummaryRow]:
        """One row per step the class answered, in lesson and step order."""
        info = self.teacher_class(teacher_token)
        if info is None:
            return []
        a = schema.answers
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(a.c.lesson_id, a.c.step_index, a.c.answer, a.c.outcome).where(a.c.class_id == info.id)
            ).all()
        steps: dict[tuple[str, int], list[Any]] = {}
        for r in rows:
            steps.setdefault((r.lesson_id, r.step_index), []).append(r)
        out = []
        for (lesson_id, index), found in sorted(steps.items()):
            counts = Counter(r.answer for r in found)
            top = max(counts, key=lambda k: (counts[k], k))
            out.append(
                SummaryRow(
                    lesson_id=lesson_id,
                    step_index=index,
                    answered=len(found),
                    right=sum(r.outcome == "right" for r in found),
                    wrong=sum(r.outcome == "wrong" for r in found),
                    most_common=top,
                )
            )
        return out

    # --- the student -------------------------------------------------------------------------------------

    def find_class(self, code: object) -> tuple[JoinStatus, ClassInfo | None]:
        """The class with this code, for a student (no slow-down: see :meth:`join`)."""
        normal = normalise_code(code)
        info = self._class_by(schema.classes.c.code == normal) if normal else None
        if info is None:
            return JoinStatus.BAD_CODE, None
        if info.expires_at <= self.clock():
            return JoinStatus.EXPIRED, None
        return JoinStatus.JOINED, info

    def _failures(self, client: str) -> list[float]:
        since = self.clock() - FAILURE_WINDOW
        jf = schema.join_failures
        with self.engine.connect() as conn:
            return [
                r.at
                for r in conn.execute(select(jf.c.at).where(jf.c.client == client, jf.c.at > since).order_by(jf.c.at))
            ]

    def _note(self, *clients: str) -> None:
        """Count a wrong code (or a join) against each of ``clients``, and forget old counts."""
        now = self.clock()
        with self.engine.begin() as conn:
            conn.execute(insert(schema.join_failures), [{"client": c[:64], "at": now} for c in clients])
            conn.execute(delete(schema.join_failures).where(schema.join_failures.c.at < now - FAILURE_WINDOW))

    def _wait(self, failures: list[float], allowed: int) -> JoinResult | None:
        if len(failures) < allowed:
            return None
        wait = failures[-allowed] + FAILURE_WINDOW - self.clock()
        return JoinResult(JoinStatus.SLOW_DOWN, retry_after=max(1.0, wait))

    def join(
        self, code: object, nickname: object, *, client: str, session: str = "", seats: Sequence[str] = ()
    ) -> JoinResult:
        """Join a class. ``client`` is the address asking (the one our proxy saw), ``session`` the browser
        tab (default: the address). Wrong codes are counted per tab and per address: a tab past
        ``MAX_FAILURES`` in ``FAILURE_WINDOW`` waits, right code or wrong; while its address is past that
        count, a tab gets only ``SLOWED_ADDRESS_TRIES`` wrong codes of its own, so a classmate's typos never
        stop a student who types the right code. Joins are limited per tab and per address too.

        ``seats`` are student tokens this browser holds: a nickname taken by one of them is that student
        coming back (a reload, a closed tab, "Leave the class"), who gets the same seat, even in a
        locked class. A nickname that looks like a classmate's (case, accents, look-alike letters) is
        taken."""
        client = "addr|" + str(client)[:58]
        session = "tab|" + (str(session)[:59] or client)
        own = self._failures(session)
        slowed = self._wait(own, MAX_FAILURES)
        if slowed is not None:
            return slowed
        status, info = self.find_class(code)
        if info is None:
            shared = self._failures(client)
            self._note(client, session)
            if len(shared) >= MAX_FAILURES:  # the address is guessing: this tab has a few tries of its own
                return self._wait([*own, self.clock()], SLOWED_ADDRESS_TRIES) or JoinResult(status)
            return JoinResult(status)
        name = clean_nickname(nickname)
        if name is None:
            return JoinResult(JoinStatus.NICKNAME_INVALID)
        s = schema.students
        with self.engine.connect() as conn:
            others = conn.execute(select(s.c.id, s.c.nickname, s.c.token_digest).where(s.c.class_id == info.id)).all()
        mine = {digest(t): t for t in seats if isinstance(t, str)}
        look = skeleton(name)
        for other in others:
            if skeleton(other.nickname) == look:
                if other.token_digest in mine:  # this browser's own seat: the student is back
                    return JoinResult(
                        JoinStatus.JOINED,
                        Student(id=other.id, class_id=info.id, nickname=other.nickname),
                        mine[other.token_digest],
                    )
                return JoinResult(JoinStatus.NICKNAME_TAKEN)
        if info.locked:
            return JoinResult(JoinStatus.CLASS_LOCKED)
        # Per tab (any class), and per address and class (a school's one address may seat several classes).
        per_class = f"join{info.id}|{client}"
        if (
            len(self._failures("join" + session)) >= MAX_SESSION_JOINS
            or len(self._failures(per_class)) >= MAX_ADDRESS_JOINS
        ):
            return JoinResult(JoinStatus.TOO_MANY_JOINS)
        if len(others) >= MAX_STUDENTS:
            return JoinResult(JoinStatus.CLASS_FULL)
        token = new_token()
        try:
            with self.engine.begin() as conn:
                joined = conn.execute(select(func.count()).select_from(s).where(s.c.class_id == info.id)).scalar()
                if (joined or 0) >= MAX_STUDENTS:
                    return JoinResult(JoinStatus.CLASS_FULL)
                new_id = conn.execute(
                    insert(s).values(
                        class_id=info.id, nickname=name, token_digest=digest(token), joined_at=self.clock()
                    )
                ).inserted_primary_key
                assert new_id is not None
        except IntegrityError:
            return JoinResult(JoinStatus.NICKNAME_TAKEN)
        self._note("join" + session, per_class)
        return JoinResult(JoinStatus.JOINED, Student(id=new_id[0], class_id=info.id, nickname=name), token)

    def student(self, token: object, max_age: float = 0.0) -> tuple[Student, ClassInfo] | None:
        """A student back on the page (a reload, a rejoin) by the token in their link; ``None`` once the
        class has expired or for a wrong token. With ``max_age`` a student this process has seen is
        answered from memory while the class's position counter (read as :meth:`position` reads it) is
        unchanged: every change a teacher makes moves the counter, so nothing newer is hidden."""
        if not isinstance(token, str) or not 10 <= len(token) <= 100:
            return None
        key = digest(token)
        if max_age > 0:
            with self._positions_lock:
                cached = self._students.get(key)
            if cached is not None:
                now = self.position(cached[1].id, max_age)
                if now is not None and now[0] == cached[1].position and not now[3]:
                    return cached
        s, c = schema.students, schema.classes
        with self.engine.connect() as conn:
            row = (
                conn.execute(
                    select(s.c.id.label("student_id"), s.c.nickname, c)
                    .join(c, c.c.id == s.c.class_id)
                    .where(s.c.token_digest == key)
                )
                .mappings()
                .first()
            )
        if row is None or row["expires_at"] <= self.clock():
            return None
        found = Student(id=row["student_id"], class_id=row["id"], nickname=row["nickname"]), _info(row)
        if max_age > 0:
            with self._positions_lock:
                if len(self._students) > 5000:  # classes come and go: keep the memory small
                    self._students.clear()
                self._students[key] = found
        return found

    def position(self, class_id: int, max_age: float = 0.0) -> tuple[int, str | None, int, bool] | None:
        """The question every student's page asks every second or two: where is the class now? (position
        counter, lesson, step, expired). With ``max_age`` an answer read that recently by this process is
        reused: a class of 100 polling phones costs one query per ``max_age``, not 70 a second."""
        now = time.monotonic()
        with self._positions_lock:
            cached = self._positions.get(class_id)
        if cached is not None and now - cached[0] < max_age:
            return cached[1]
        c = schema.classes
        with self.engine.connect() as conn:
            row = conn.execute(
                select(c.c.position, c.c.lesson_id, c.c.step_index, c.c.expires_at).where(c.c.id == class_id)
            ).first()
        found = None if row is None else (row.position, row.lesson_id, row.step_index, row.expires_at <= self.clock())
        with self._positions_lock:
            if len(self._positions) > 1000:  # classes come and go: keep the cache small
                self._positions.clear()
            self._positions[class_id] = (now, found)
        return found

    def class_info(self, class_id: int) -> ClassInfo | None:
        return self._class_by(schema.classes.c.id == class_id)

    def record_answer(
        self,
        student_token: str,
        lesson_id: str,
        step_index: int,
        answer: str,
        outcome: str = "",
        *,
        replace: bool = False,
    ) -> bool:
        """Store a student's answer to a step (see :meth:`submit_answer`); ``False`` if it was not stored."""
        return (
            self.submit_answer(student_token, lesson_id, step_index, answer, outcome, replace=replace)
            is AnswerStatus.STORED
        )

    def submit_answer(
        self,
        student_token: str,
        lesson_id: str,
        step_index: int,
        answer: str,
        outcome: str = "",
        *,
        replace: bool = False,
    ) -> AnswerStatus:
        """Store a student's answer to a step: the first one counts and later ones are ignored, unless
        ``replace`` (a practice hand's or a drill's answer grows as the student plays). An answer to the
        class's current question after its timer ran out is refused (``CLOSED``), whatever the page
        showed; answers to steps the class has left are not timed."""
        found = self.student(student_token)
        if found is None:
            return AnswerStatus.GONE
        student, info = found
        a = schema.answers
        lesson_id, step_index = str(lesson_id)[:64], int(step_index)
        if answers_closed(info.closes_at, self.clock()) and (lesson_id, step_index) == (
            info.lesson_id,
            info.step_index,
        ):
            return AnswerStatus.CLOSED
        values = {"answer": str(answer)[:MAX_ANSWER], "outcome": str(outcome)[:16], "answered_at": self.clock()}
        try:
            with self.engine.begin() as conn:
                if (
                    replace
                    and conn.execute(
                        update(a)
                        .where(a.c.student_id == student.id, a.c.lesson_id == lesson_id, a.c.step_index == step_index)
                        .values(**values)
                    ).rowcount
                ):
                    return AnswerStatus.STORED
                conn.execute(
                    insert(a).values(
                        class_id=info.id, student_id=student.id, lesson_id=lesson_id, step_index=step_index, **values
                    )
                )
        except IntegrityError:
            return AnswerStatus.ALREADY
        return AnswerStatus.STORED

    def my_answer(self, student_token: str, lesson_id: str, step_index: int) -> str | None:
        found = self.student(student_token)
        if found is None:
            return None
        a = schema.answers
        with self.engine.connect() as conn:
            return conn.execute(
                select(a.c.answer).where(
                    a.c.student_id == found[0].id, a.c.lesson_id == lesson_id, a.c.step_index == step_index
                )
            ).scalar()

    # --- housekeeping --------------------------------------------------------------------------------------

    def _purge_now_and_then(self) -> None:
        """Expired classes are deleted on a schedule (every ``PURGE_EVERY`` seconds while the app is used),
        not only when another class starts."""
        now = time.monotonic()
        if now - self._purged_at >= PURGE_EVERY:
            self._purged_at = now
            self.purge_expired()

    def purge_expired(self) -> int:
        """Delete the classes past their expiry, with their students and answers."""
        c = schema.classes
        now = self.clock()
        with self.engine.begin() as conn:
            expired = [r.id for r in conn.execute(select(c.c.id).where(c.c.expires_at <= now))]
            if expired:
                # Children first: SQLite enforces the cascade only with its foreign-key pragma on.
                conn.execute(delete(schema.answers).where(schema.answers.c.class_id.in_(expired)))
                conn.execute(delete(schema.students).where(schema.students.c.class_id.in_(expired)))
                conn.execute(delete(c).where(c.c.id.in_(expired)))
        return len(expired)

    def ping(self) -> None:
        """Raise if the database cannot be reached (one trivial query)."""
        with self.engine.connect() as conn:
            conn.execute(select(1))

    def dispose(self) -> None:
        self.engine.dispose()


def summary_csv(
    rows: Iterable[SummaryRow],
    header: Sequence[str],
    step_label: Callable[[SummaryRow], Sequence[str]] | None = None,
    answer_label: Callable[[SummaryRow], str] | None = None,
) -> str:
    """The per-step summary as CSV (``header`` in the teacher's language; formula-looking cells are quoted
    as text). ``step_label`` may add columns naming the step (its lesson and step titles);
    ``answer_label`` writes the most common answer in words."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([_csv_cell(h) for h in header])
    for r in rows:
        extra = list(step_label(r)) if step_label else []
        common = answer_label(r) if answer_label else r.most_common
        writer.writerow(
            [_csv_cell(v) for v in [*extra, r.lesson_id, r.step_index + 1, r.answered, r.right, r.wrong, common]]
        )
    return out.getvalue()


def answers_csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Rows as CSV, each cell safe from a spreadsheet's formulas (see ``_csv_cell``)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([_csv_cell(h) for h in header])
    for row in rows:
        writer.writerow([_csv_cell(v) for v in row])
    return out.getvalue()
