"""The course as the views see it: loaded once and shared by every session.

The core re-reads lesson files only when they change, but finding out costs a directory listing and a
``stat`` per file; the pages ask several times per rerun, so the answer is reused for a moment.
"""

from __future__ import annotations

import time

from tutorial.core.course import Course, load_course

# How long a loaded course is reused before the files are looked at again (an author's edit shows up
# after at most this long).
RECHECK_SECONDS = 2.0

_loaded: tuple[float, Course] | None = None
_steps_cache: dict[int, dict[str, tuple[str, ...]]] = {}


def course() -> Course:
    global _loaded
    now = time.monotonic()
    if _loaded is None or now - _loaded[0] > RECHECK_SECONDS:
        _loaded = (now, load_course())
    return _loaded[1]


def lesson_steps() -> dict[str, tuple[str, ...]]:
    """Each lesson id with its step ids, for validating links (computed once per loaded course)."""
    loaded = course()
    key = id(loaded)
    if key not in _steps_cache:
        _steps_cache.clear()
        _steps_cache[key] = {lesson.id: tuple(step.id for step in lesson.steps) for lesson in loaded.lessons}
    return _steps_cache[key]
