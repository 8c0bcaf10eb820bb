"""Loading the course: the validated, cached ``load_course`` against a bare parse of the same files with
the same (C, when available) YAML loader, in the same run: the bare parse is the floor any loader pays.
Goal: a cold load under 100 ms."""

from __future__ import annotations

import statistics
import time
from typing import Any

import yaml

from tutorial.core.course import loading as course

ROUNDS = 7
LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def main() -> None:
    files = course.lesson_files(course.LESSONS_DIR)
    cold: list[float] = []
    bare: list[float] = []
    cached: list[float] = []
    for _ in range(ROUNDS):
        course._load.cache_clear()  # the cache keyed on the files' modification times
        start = time.process_time()
        course.load_course()
        cold.append(time.process_time() - start)
        start = time.process_time()
        course.load_course()
        cached.append(time.process_time() - start)
        start = time.process_time()
        for path in files:
            yaml.load(path.read_text(encoding="utf-8"), Loader=LOADER)
        bare.append(time.process_time() - start)
    c, b, k = (statistics.median(x) * 1000 for x in (cold, bare, cached))
    print(f"\nlessons: {len(files)} files (median of {ROUNDS}, CPU ms)")
    print(f"  load_course, cold            {c:8.1f} ms   (goal < 100 ms)")
    print(f"  load_course, cached          {k:8.2f} ms")
    print(f"  bare YAML parse              {b:8.1f} ms")
    print(f"  ratio cold / bare parse      {c / b:8.1f}x")
