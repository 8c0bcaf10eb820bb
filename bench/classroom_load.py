"""Classroom load: 30, 60 and 100 students on one process, then 100 on two processes behind HAProxy.

Each student is a websocket session opened as a browser opens one (bench/ws_client.py), seated in one
class (SQLite on one process, PostgreSQL on two), following the teacher with the page's 1.5 s poll, and
clicking every ~3 s (look back, rejoin, answer the question). Figures per level: clicks, p50 and p95 of the
click-to-script-finished time, errors (exceptions drawn, timeouts, closed sockets) and the server's
memory per session, the server's CPU time over the clicking time (100% is one core, all a Python process
can use) and the machine's load average when the level started (the clicks queue behind any other work on
the same cores). Loopback only; each level lasts ``SECONDS`` and every click gives up after
``CLICK_TIMEOUT``, so a run is bounded (about 3 minutes for the three levels on one process).
Goal: 100 students, p95 <= 250 ms, no error on one process.

``CLASSROOM_BENCH_REF=main`` also serves that git ref (a temporary worktree, as bench/rerun_cost.py does)
before this working tree, level by level, so old and new meet the same machine load.
``CLASSROOM_BENCH_ONE_ONLY=1`` leaves out the two processes (they need HAProxy and PostgreSQL).

Then two figures of a real room (issue 20), each on a fresh process: a burst of ``BURST`` students joining
through the front door at once (each from its own address, as phones on a school's network behind the
trusted proxy: ``X-Forwarded-For``) while the teacher clicks Next/Previous every half second (the teacher's
click p50/p95 during the burst, against the same clicks before it); and how long the phones take to follow
the teacher's step (from the teacher's move to each phone's page drawn again: p50/p95) at ``FOLLOW_LEVELS``
phones.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench import rerun_cost, servers
from bench.ws_client import FINISHED, Session
from tutorial.core.classroom import ClassroomStore
from tutorial.core.classroom.database import database_url

LEVELS = tuple(int(n) for n in os.environ.get("CLASSROOM_BENCH_LEVELS", "30,60,100").split(","))
# CLASSROOM_PROFILE=FILE runs the one process under pyinstrument and writes its call tree to FILE.
PROFILE = os.environ.get("CLASSROOM_PROFILE") or None
SECONDS = float(os.environ.get("CLASSROOM_BENCH_SECONDS", "30"))
CLICK_EVERY = 3.0
CLICK_TIMEOUT = 30.0
REF = os.environ.get("CLASSROOM_BENCH_REF") or None
LESSON, QUIZ_STEP = "bowers", 4
BURST = int(os.environ.get("CLASSROOM_BENCH_BURST", "100"))
FOLLOW_LEVELS = tuple(int(n) for n in os.environ.get("CLASSROOM_BENCH_FOLLOW", "30,100").split(","))
FOLLOW_MOVES = 3
FOLLOW_WAIT = 20.0  # seconds after a move in which a phone must have followed (else it is counted missed)
POSTGRES_URL = os.environ.get("EUCHRE_TUTOR_TEST_POSTGRES_URL", "postgresql://euchre:euchre@127.0.0.1:5432/euchre_test")


@dataclass
class Level:
    label: str
    students: int
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    mb_per_session: float = 0.0
    cpu_share: float = 0.0  # the server's CPU time over the clicking time (1.0 = one core)
    load: float = field(default_factory=lambda: os.getloadavg()[0])

    def line(self) -> str:
        if not self.latencies:
            return f"{self.label:<28} {self.students:>4}  no click measured; errors {len(self.errors)}"
        ms = sorted(x * 1000 for x in self.latencies)
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        return (
            f"{self.label:<28} {self.students:>4} {len(ms):>6} {statistics.median(ms):>8.0f} {p95:>8.0f} "
            f"{len(self.errors):>6} {self.mb_per_session:>8.2f} {self.cpu_share:>6.0%} {self.load:>6.1f}"
        )


async def _open(base: str, token: str, level: Level, gate: asyncio.Semaphore) -> Session | None:
    async with gate:
        try:
            return await Session.open(base, "class", f"seat={token}", timeout=120)
        except Exception as error:
            level.errors.append(f"open: {error!r}")
            return None


async def _clicks(session: Session, until: float, level: Level, rng: random.Random) -> None:
    """Click every ~3 s until ``until``: answer the question once, then look back and rejoin in turn."""
    await asyncio.sleep(rng.uniform(0, CLICK_EVERY))
    answered = False
    while time.monotonic() < until:
        try:
            keys = session.widgets
            table = session.table_key()
            if table and not answered:  # the question's answers are buttons in its table component
                result = await session.touch(table, session.an_answer(table, rng), timeout=CLICK_TIMEOUT)
                answered = True
            elif "class_rejoin" in keys:
                result = await session.click("class_rejoin", timeout=CLICK_TIMEOUT)
            else:
                result = await session.click("class_look_back", timeout=CLICK_TIMEOUT)
            level.latencies.append(result.seconds)
            level.errors.extend(result.exceptions)
        except Exception as error:
            level.errors.append(repr(error))
        await asyncio.sleep(rng.uniform(0.8 * CLICK_EVERY, 1.2 * CLICK_EVERY))
    level.errors.extend(session.errors)


async def _class(base: str, store: ClassroomStore, level: Level, pids: list[int]) -> None:
    """Seat the class (sessions opened ten at a time, as students arrive), then measure ``SECONDS`` of
    clicking while every page also polls the class's step."""
    made = store.create_class(lesson_id=LESSON)
    store.move(made.teacher_token, LESSON, QUIZ_STEP)
    tokens = [store.join(made.code, f"student {i}", client=f"bench-{i}").token for i in range(level.students)]
    before = sum(servers.rss_mb(p) for p in pids)
    gate = asyncio.Semaphore(10)
    opened = await asyncio.gather(*(_open(base, token, level, gate) for token in tokens))
    sessions = [s for s in opened if s is not None]
    level.mb_per_session = (sum(servers.rss_mb(p) for p in pids) - before) / max(1, len(sessions))
    rng = random.Random(level.students)
    until = time.monotonic() + SECONDS
    cpu = sum(rerun_cost.cpu_seconds(p) for p in pids)
    await asyncio.gather(*(_clicks(s, until, level, random.Random(rng.random())) for s in sessions))
    level.cpu_share = (sum(rerun_cost.cpu_seconds(p) for p in pids) - cpu) / (time.monotonic() - until + SECONDS)
    await asyncio.gather(*(s.close() for s in sessions))


def _one_process(n: int, root: Path = servers.ROOT, label: str = "one process (SQLite)") -> Level:
    """One level on a fresh process (another level's sessions and caches would weigh on it)."""
    folder = tempfile.mkdtemp(prefix="classroom-bench-")
    env = {"EUCHRE_TUTOR_DATA_DIR": folder, "PYTHONPATH": str(root)}
    store = ClassroomStore.open(database_url(env))
    with servers.app(env, profile=PROFILE, root=root) as (base, process):
        # A first session warms the process up (imports, the course, the caches), as a teacher's would.
        asyncio.run(_warm(base))
        level = Level(label, n)
        asyncio.run(_class(base, store, level, [process.pid]))
    store.dispose()
    return level


async def _warm(base: str) -> None:
    session = await Session.open(base, "class")
    await session.close()


def _two_processes() -> Level | str:
    if servers.haproxy() is None:
        return "two processes: HAProxy is not installed"
    url = database_url({"EUCHRE_TUTOR_DATABASE_URL": POSTGRES_URL})
    try:
        store = ClassroomStore.open(url)
    except Exception as error:
        return f"two processes: no PostgreSQL at {POSTGRES_URL} ({type(error).__name__})"
    level = Level("two processes + HAProxy (PG)", LEVELS[-1])
    with servers.two_behind_proxy({"EUCHRE_TUTOR_DATABASE_URL": POSTGRES_URL}) as (base, apps):
        asyncio.run(_warm(base))
        asyncio.run(_warm(base))
        asyncio.run(_class(base, store, level, [a.pid for a in apps]))
    store.dispose()
    return level


# --- a real room: a burst of joins, phones following ---------------------------------------------------


class _Phone(Session):
    """A session that names its own address to the trusted proxy setting and notes when each full run of
    its page finished (a follow-me poll that found a move reruns the whole page)."""

    def __init__(self, base: str, page: str, query: str, cookie: str = "", address: str = "") -> None:
        super().__init__(base, page, query, cookie)
        self.address = address
        self.full_runs: list[float] = []

    async def _connect(self) -> None:
        if not self.address:
            return await super()._connect()
        import websockets

        self.cookie = self.cookie or await asyncio.to_thread(_cookie, f"{self.base}/{self.page}?{self.query}")
        headers = {"Origin": self.base, "X-Forwarded-For": self.address}
        if self.cookie:
            headers["Cookie"] = self.cookie
        self._ws = await websockets.connect(
            self.base.replace("http://", "ws://", 1) + "/_stcore/stream",
            subprotocols=["streamlit"],  # type: ignore[list-item]
            additional_headers=headers,
            max_size=None,
            open_timeout=30,
        )
        self._reader = asyncio.create_task(self._read())
        return None

    def _handle(self, msg: object) -> None:
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        assert isinstance(msg, ForwardMsg)
        if msg.WhichOneof("type") == "script_finished" and msg.script_finished in FINISHED:
            self.full_runs.append(time.monotonic())
        super()._handle(msg)

    @classmethod
    async def at(cls, base: str, query: str, address: str = "") -> _Phone:
        phone = cls(base, "class", query, address=address)
        await phone._connect()
        await phone.run({}, timeout=120)
        return phone


def _cookie(url: str) -> str:
    from bench.ws_client import _get_cookies

    return _get_cookies(url)


def _p(values: list[float], q: float) -> float:
    ms = sorted(v * 1000 for v in values)
    return ms[min(len(ms) - 1, round(q * (len(ms) - 1)))] if ms else float("nan")


async def _teacher_clicks(teacher: Session, until: float, out: list[float], errors: list[str]) -> None:
    forward = True
    while time.monotonic() < until:
        try:
            result = await teacher.click("class_next" if forward else "class_prev", timeout=CLICK_TIMEOUT)
            out.append(result.seconds)
            errors.extend(result.exceptions)
        except Exception as error:
            errors.append(repr(error))
        forward = not forward
        await asyncio.sleep(0.5)


async def _join(base: str, code: str, n: int, gate: asyncio.Semaphore, joined: list[_Phone], errors: list[str]) -> None:
    async with gate:
        try:
            phone = await _Phone.at(base, f"code={code}", address=f"10.20.{n // 250}.{n % 250 + 1}")
            _k, name_id, _w = phone.widgets["class_join_name"]
            _k2, button_id, _w2 = phone.widgets["class_join_button"]
            from streamlit.proto.WidgetStates_pb2 import WidgetState

            result = await phone.run(
                {
                    "class_join_name": WidgetState(id=name_id, string_value=f"student {n}"),
                    "class_join_button": WidgetState(id=button_id, trigger_value=True),
                },
                timeout=CLICK_TIMEOUT,
            )
            errors.extend(result.exceptions)
            if "class_leave" in phone.widgets:
                joined.append(phone)
            else:
                errors.append(f"not seated: {result.texts[-2:]}")
        except Exception as error:
            errors.append(f"join: {error!r}")


async def _burst_run(base: str, store: ClassroomStore) -> str:
    made = store.create_class(lesson_id=LESSON)
    store.move(made.teacher_token, LESSON, QUIZ_STEP)
    teacher = await _Phone.at(base, f"teacher={made.teacher_token}")
    calm: list[float] = []
    errors: list[str] = []
    await _teacher_clicks(teacher, time.monotonic() + 6, calm, errors)
    during: list[float] = []
    joined: list[_Phone] = []
    gate = asyncio.Semaphore(BURST)  # all at once: the bell rang
    started = time.monotonic()
    clicking = asyncio.create_task(_teacher_clicks(teacher, started + 600, during, errors))
    await asyncio.gather(*(_join(base, made.code, n, gate, joined, errors) for n in range(BURST)))
    seated_in = time.monotonic() - started
    clicking.cancel()
    with contextlib.suppress(BaseException):
        await clicking
    await asyncio.gather(*(p.close() for p in [*joined, teacher]))
    line = (
        f"burst of {BURST} joins: {len(joined)} seated in {seated_in:.1f} s; teacher's click p50/p95 "
        f"{_p(during, 0.5):.0f}/{_p(during, 0.95):.0f} ms during it ({len(during)} clicks), "
        f"{_p(calm, 0.5):.0f}/{_p(calm, 0.95):.0f} ms before ({len(calm)} clicks); errors {len(errors)}"
    )
    return line + (f"\n  first errors: {errors[:3]}" if errors else "")


async def _follow_run(base: str, store: ClassroomStore, n: int) -> str:
    made = store.create_class(lesson_id=LESSON)
    store.move(made.teacher_token, LESSON, QUIZ_STEP)
    tokens = [store.join(made.code, f"phone {i}", client=f"bench-{i}").token for i in range(n)]
    gate = asyncio.Semaphore(10)

    async def seat(token: str) -> _Phone:
        async with gate:
            return await _Phone.at(base, f"seat={token}")

    phones = await asyncio.gather(*(seat(t) for t in tokens))
    follow: list[float] = []
    missed = 0
    for move in range(FOLLOW_MOVES):
        await asyncio.sleep(2.0)
        moved_at = time.monotonic()
        store.move(made.teacher_token, LESSON, QUIZ_STEP + 1 + move % 2)
        await asyncio.sleep(FOLLOW_WAIT)  # many polls: every phone has had its chance
        for phone in phones:
            after = [t for t in phone.full_runs if t > moved_at]
            if after:
                follow.append(after[0] - moved_at)
            else:
                missed += 1
    await asyncio.gather(*(p.close() for p in phones))
    return (
        f"phones follow the teacher, {n} phones: p50/p95 {_p(follow, 0.5):.0f}/{_p(follow, 0.95):.0f} ms "
        f"over {FOLLOW_MOVES} moves; missed {missed}"
    )


def _room(kind: str, n: int = 0) -> str:
    folder = tempfile.mkdtemp(prefix="classroom-room-")
    env = {"EUCHRE_TUTOR_DATA_DIR": folder, "PYTHONPATH": str(servers.ROOT), "EUCHRE_TUTOR_TRUST_PROXY": "1"}
    store = ClassroomStore.open(database_url(env))
    try:
        with servers.app(env, profile=PROFILE) as (base, _process):
            asyncio.run(_warm(base))
            return asyncio.run(_burst_run(base, store) if kind == "burst" else _follow_run(base, store, n))
    finally:
        store.dispose()


def room() -> None:
    """The real-room figures only: ``python -m bench.classroom_load room``."""
    print(_room("burst"))
    for n in FOLLOW_LEVELS:
        print(_room("follow", n))


def main() -> None:
    print(
        f"classroom load: students click every ~{CLICK_EVERY:.0f} s for {SECONDS:.0f} s per level "
        "(click to script finished, ms; memory per session, MB)"
    )
    print(
        f"{'setup':<28} {'n':>4} {'clicks':>6} {'p50':>8} {'p95':>8} {'errors':>6} {'MB/sess':>8} {'CPU':>6} "
        f"{'load':>6}"
    )
    results: list[Level | str] = []
    with rerun_cost.checkout(REF) if REF else contextlib.nullcontext() as old:
        for n in LEVELS:
            if old is not None:
                results.append(_one_process(n, old, f"one process @{REF}"[:28]))
            results.append(_one_process(n))
    if not os.environ.get("CLASSROOM_BENCH_ONE_ONLY"):
        results.append(_two_processes())
    for result in results:
        print(result if isinstance(result, str) else result.line())
    for result in results:
        if isinstance(result, Level) and result.errors:
            print(f"  first errors of {result.label} ({result.students}): {result.errors[:3]}")
    room()


if __name__ == "__main__":
    import sys

    room() if sys.argv[1:] == ["room"] else main()
