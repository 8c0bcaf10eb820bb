"""The course as the views see it: loaded once and shared (the core re-reads files only when they change)."""

from __future__ import annotations

from tutorial.core.course import Course, load_course

_steps_cache: dict[int, dict[str, tuple[str, ...]]] = {}


def course() -> Course:
    return load_course()


def lesson_steps() -> dict[str, tuple[str, ...]]:
    """Each lesson id with its step ids, for validating links (computed once per loaded course)."""
    loaded = course()
    key = id(loaded)
    if key not in _steps_cache:
        _steps_cache.clear()
        _steps_cache[key] = {lesson.id: tuple(step.id for step in lesson.steps) for lesson in loaded.lessons}
    return _steps_cache[key]
