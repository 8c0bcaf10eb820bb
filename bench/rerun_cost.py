"""Server CPU per rerun on the real websocket path, old code against new in the same run: a student's
clicks (look back, rejoin) and the follow-me poll (a fragment's rerun), as the server process's CPU time (``/proc``),
so a busy machine slows the clock but hardly the count.

``python -m bench.rerun_cost [REF]`` serves REF (default ``RERUN_COST_BASE`` or ``main``) from a temporary
git worktree (its own ``.streamlit/config.toml``, this checkout's virtualenv) next to this working tree, one
after the other, twice each in turn. Each measurement subtracts the process's idle CPU (timers, watchers)
and spreads the poll over several phones, so neither is charged to the reruns.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench import servers
from bench.ws_client import Session
from tutorial.core.classroom import ClassroomStore
from tutorial.core.classroom.database import database_url

CLICKS = 30
PHONES = 8  # polling together, so that a poll's cost is not lost among the process's own timers
POLL_SECONDS = 12.0
IDLE_SECONDS = 6.0
ROUNDS = 2
LESSON, QUIZ_STEP = "bowers", 4


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _measure(base: str, pid: int, seats: list[str]) -> tuple[float, float]:
    """(CPU seconds per click, per poll), the idle rate of the process taken off both."""
    await asyncio.sleep(1.0)
    before, started = cpu_seconds(pid), time.monotonic()
    await asyncio.sleep(IDLE_SECONDS)
    idle = (cpu_seconds(pid) - before) / (time.monotonic() - started)
    phones = [await Session.open(base, "class", f"seat={seat}") for seat in seats]
    clicker = phones[0]
    for _ in range(3):  # warm: the first runs import and fill caches
        await clicker.click("class_look_back")
        await clicker.click("class_rejoin")
    runs = sum(p.fragment_runs for p in phones)
    before, started = cpu_seconds(pid), time.monotonic()
    await asyncio.sleep(POLL_SECONDS)
    polls = sum(p.fragment_runs for p in phones) - runs
    per_poll = (cpu_seconds(pid) - before - idle * (time.monotonic() - started)) / max(1, polls)
    for phone in phones[1:]:
        await phone.close()
    runs = clicker.fragment_runs
    before, started = cpu_seconds(pid), time.monotonic()
    for i in range(CLICKS):
        await clicker.click("class_look_back" if i % 2 == 0 else "class_rejoin")
    spent = cpu_seconds(pid) - before - idle * (time.monotonic() - started)
    per_click = (spent - per_poll * (clicker.fragment_runs - runs)) / CLICKS
    await clicker.close()
    return per_click, per_poll


@contextmanager
def checkout(ref: str) -> Iterator[Path]:
    """REF in a temporary worktree, with its catalogues compiled (the ``.mo`` files are not committed)."""
    folder = Path(tempfile.mkdtemp(prefix="rerun-cost-ref-")) / "tree"
    subprocess.run(
        ["git", "-C", str(servers.ROOT), "worktree", "add", "--detach", "--quiet", str(folder), ref], check=True
    )
    try:
        for po in folder.glob("locales/*/LC_MESSAGES/messages.po"):
            subprocess.run(
                [
                    str(servers.ROOT / ".venv" / "bin" / "pybabel"),
                    "compile",
                    "--domain=messages",
                    "-i",
                    str(po),
                    "-o",
                    str(po.with_suffix(".mo")),
                    "--use-fuzzy",
                ],
                check=True,
                capture_output=True,
            )
        yield folder
    finally:
        subprocess.run(["git", "-C", str(servers.ROOT), "worktree", "remove", "--force", str(folder)], check=False)
        shutil.rmtree(folder.parent, ignore_errors=True)


def _one(root: Path) -> tuple[float, float]:
    folder = tempfile.mkdtemp(prefix="rerun-cost-")
    env = {"EUCHRE_TUTOR_DATA_DIR": folder, "PYTHONPATH": str(root)}
    store = ClassroomStore.open(database_url(env))
    made = store.create_class(lesson_id=LESSON)
    store.move(made.teacher_token, LESSON, QUIZ_STEP)
    seats = [store.join(made.code, f"Ana {i}", client="bench").token for i in range(PHONES)]
    with servers.app(env, root=root) as (base, process):
        result = asyncio.run(_measure(base, process.pid, seats))
    store.dispose()
    shutil.rmtree(folder, ignore_errors=True)
    return result


def main(ref: str | None = None) -> None:
    ref = ref or os.environ.get("RERUN_COST_BASE") or "main"
    started = time.monotonic()
    old: list[tuple[float, float]] = []
    new: list[tuple[float, float]] = []
    with checkout(ref) as tree:
        for _ in range(ROUNDS):
            old.append(_one(tree))
            new.append(_one(servers.ROOT))
    print(
        f"server CPU per rerun, a student's phone on the class page ({CLICKS} clicks; {PHONES} phones polling "
        f"for {POLL_SECONDS:.0f} s; idle CPU taken off; best of {ROUNDS}):"
    )
    print(f"{'':<34} {'click':>18} {'poll (fragment)':>16}")
    best_old = (min(c for c, _p in old), min(p for _c, p in old))
    best_new = (min(c for c, _p in new), min(p for _c, p in new))
    print(f"{ref[:34]:<34} {best_old[0] * 1000:>15.1f} ms {best_old[1] * 1000:>13.1f} ms")
    print(f"{'this working tree':<34} {best_new[0] * 1000:>15.1f} ms {best_new[1] * 1000:>13.1f} ms")
    print(
        f"{'ratio (old / new)':<34} {best_old[0] / best_new[0]:>18.2f} {best_old[1] / best_new[1]:>16.2f}"
        f"   ({time.monotonic() - started:.0f} s)"
    )


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
