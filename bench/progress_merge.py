"""Restoring stored progress (what the progress store does when a browser sends its value): a normal value
against tampered ones, side by side in the same run. Goal: a tampered value costs no more than a few
milliseconds (before the fix, 10,000 entries cost 19 s of CPU)."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable

from tutorial.core.course.loading import load_course
from tutorial.core.drills.generators import DRILLS
from tutorial.core.progress import records as prog

ROUNDS = 7


def _cpu_ms(work: Callable[[], object]) -> float:
    times = []
    for _ in range(ROUNDS):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def _restore(text: str, known: dict[str, tuple[str, ...]], current: prog.Progress) -> prog.Progress:
    return prog.merge(prog.from_stored(text, known, tuple(DRILLS)), current)


def _forged(lesson_id: str, entries: int) -> str:
    return json.dumps({"version": 1, "steps": {lesson_id: {f"s{i}": 3 for i in range(entries)}}})


def main() -> None:
    course = load_course()
    known = {lesson.id: tuple(step.id for step in lesson.steps) for lesson in course.lessons}
    normal = prog.empty_progress()
    for lesson_id, steps in known.items():
        for step_id in steps:
            normal = prog.record_step(normal, lesson_id, step_id, 3)
        normal = prog.mark_completed(normal, lesson_id)
    normal_text = prog.to_json(normal)
    first = next(iter(known))
    # 10,000 forged steps (about 100 kB, the value), and as many as fit under the size cap (parsed).
    big = _forged(first, 10_000)
    fits = 10_000
    while len(_forged(first, fits)) > prog.MAX_STORED_CHARS:
        fits -= 250
    under = _forged(first, fits)
    forged_dict = prog.from_dict(json.loads(big))
    current = prog.record_step(prog.empty_progress(), first, known[first][0], 1)

    rows = [
        (f"normal value ({len(normal_text) / 1000:.1f} kB)", _cpu_ms(lambda: _restore(normal_text, known, current))),
        (f"tampered, 10,000 entries ({len(big) / 1000:.0f} kB)", _cpu_ms(lambda: _restore(big, known, current))),
        (
            f"tampered, {fits:,} entries ({len(under) / 1000:.0f} kB, under the cap)",
            _cpu_ms(lambda: _restore(under, known, current)),
        ),
        (f"merge alone, the {prog.MAX_STEP_ENTRIES:,} entries kept", _cpu_ms(lambda: prog.merge(forged_dict, current))),
    ]
    base = rows[0][1]
    print(f"\nstored progress restored: from_stored + merge (median of {ROUNDS}, CPU ms)")
    for name, ms in rows:
        print(f"  {name:46s} {ms:8.2f} ms   {ms / base:6.1f}x normal")
