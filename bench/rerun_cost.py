"""Server CPU per rerun on the real websocket path: one student's clicks (full reruns) and the follow-me
poll (fragment reruns), measured as the server process's CPU time (``/proc``), so a busy machine slows the
clock but hardly the count. Both configurations run in the same run, side by side: Streamlit's default
garbage collection after every script run against this repository's ``runner.postScriptGC = false``."""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from pathlib import Path

from bench import servers
from bench.ws_client import Session
from tutorial.core.classroom import ClassroomStore
from tutorial.core.classroom.database import database_url

CLICKS = 30
POLL_SECONDS = 15.0
LESSON, QUIZ_STEP = "bowers", 4


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _measure(base: str, pid: int, seat: str) -> tuple[float, float]:
    session = await Session.open(base, "class", f"seat={seat}")
    for _ in range(3):  # warm: the first runs import and fill caches
        await session.click("class_look_back")
        await session.click("class_rejoin")
    before = cpu_seconds(pid)
    for i in range(CLICKS):
        await session.click("class_look_back" if i % 2 == 0 else "class_rejoin")
    per_click = (cpu_seconds(pid) - before) / CLICKS
    runs_before, before = session.fragment_runs, cpu_seconds(pid)
    await asyncio.sleep(POLL_SECONDS)
    runs = session.fragment_runs - runs_before
    per_poll = (cpu_seconds(pid) - before) / runs if runs else float("nan")
    await session.close()
    return per_click, per_poll


def _one(gc_after_run: bool) -> tuple[float, float]:
    folder = tempfile.mkdtemp(prefix="rerun-cost-")
    env = {"EUCHRE_TUTOR_DATA_DIR": folder, "STREAMLIT_RUNNER_POST_SCRIPT_GC": "true" if gc_after_run else "false"}
    store = ClassroomStore.open(database_url(env))
    made = store.create_class(lesson_id=LESSON)
    store.move(made.teacher_token, LESSON, QUIZ_STEP)
    seat = store.join(made.code, "Ana", client="bench").token
    with servers.app(env) as (base, process):
        result = asyncio.run(_measure(base, process.pid, seat))
    store.dispose()
    return result


def main() -> None:
    started = time.monotonic()
    default = _one(gc_after_run=True)
    ours = _one(gc_after_run=False)
    print(f"server CPU per rerun, one student on the class page ({CLICKS} clicks, {POLL_SECONDS:.0f} s of polling):")
    print(f"{'':<34} {'click (full rerun)':>18} {'poll (fragment)':>16}")
    print(f"{'GC after every run (default)':<34} {default[0] * 1000:>15.1f} ms {default[1] * 1000:>13.1f} ms")
    print(f"{'runner.postScriptGC = false':<34} {ours[0] * 1000:>15.1f} ms {ours[1] * 1000:>13.1f} ms")
    print(f"{'ratio (default / ours)':<34} {default[0] / ours[0]:>18.2f} {default[1] / ours[1]:>16.2f}"
          f"   ({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
