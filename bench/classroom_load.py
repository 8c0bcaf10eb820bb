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
from bench.ws_client import Session
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
        return (f"{self.label:<28} {self.students:>4} {len(ms):>6} {statistics.median(ms):>8.0f} {p95:>8.0f} "
                f"{len(self.errors):>6} {self.mb_per_session:>8.2f} {self.cpu_share:>6.0%} {self.load:>6.1f}")


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


def main() -> None:
    print(f"classroom load: students click every ~{CLICK_EVERY:.0f} s for {SECONDS:.0f} s per level "
          "(click to script finished, ms; memory per session, MB)")
    print(f"{'setup':<28} {'n':>4} {'clicks':>6} {'p50':>8} {'p95':>8} {'errors':>6} {'MB/sess':>8} {'CPU':>6} "
          f"{'load':>6}")
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


if __name__ == "__main__":
    main()
