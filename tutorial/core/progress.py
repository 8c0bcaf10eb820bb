"""A learner's progress as a small plain dict: stars per step, completed lessons, drill statistics.

It lives in the browser (local storage), never on the server, so it must survive anything a browser
may hand back: every reader here is tolerant of garbage and falls back to empty progress.

>>> p = record_step(empty_progress(), "bowers", "quiz-1", 2)
>>> p = record_step(p, "bowers", "quiz-1", 1)   # a worse retry never lowers the stars
>>> step_stars(p, "bowers", "quiz-1")
2
>>> from_json(to_json(p)) == p
True
>>> from_json("{not json") == empty_progress()
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, TypedDict, TypeVar

VERSION = 1
MAX_STARS = 3
# Kinds of step that earn stars; an explanation is only read.
SCORED_KINDS = frozenset({"quiz", "practice", "drill"})
# Bounds that keep a tampered or corrupted store from growing without limit.
_MAX_IDS = 500
_MAX_ID_LENGTH = 80
_MAX_COUNT = 10**9


class DrillStats(TypedDict):
    answered: int
    correct: int
    best_streak: int


class Progress(TypedDict):
    version: int
    steps: dict[str, dict[str, int]]
    completed: list[str]
    drills: dict[str, DrillStats]


class _StepLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...


class _LessonLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def prerequisites(self) -> Sequence[str]: ...
    @property
    def steps(self) -> Sequence[_StepLike]: ...


LessonT = TypeVar("LessonT", bound=_LessonLike, covariant=True)


class _CourseLike(Protocol[LessonT]):
    @property
    def lessons(self) -> Sequence[LessonT]: ...


def empty_progress() -> Progress:
    return {"version": VERSION, "steps": {}, "completed": [], "drills": {}}


def _is_id(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= _MAX_ID_LENGTH


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return max(0, min(value, _MAX_COUNT))


def from_dict(data: object) -> Progress:
    """Progress from untrusted decoded JSON; whatever does not fit the shape is dropped.

    >>> from_dict({"steps": {"a": {"s1": 3, "s2": "x", "s3": 9}}, "completed": ["a", 5]})["steps"]
    {'a': {'s1': 3}}
    """
    progress = empty_progress()
    if not isinstance(data, Mapping):
        return progress
    steps = data.get("steps")
    if isinstance(steps, Mapping):
        for lesson_id, lesson_steps in list(steps.items())[:_MAX_IDS]:
            if not _is_id(lesson_id) or not isinstance(lesson_steps, Mapping):
                continue
            kept = {
                step_id: stars
                for step_id, stars in list(lesson_steps.items())[:_MAX_IDS]
                if _is_id(step_id) and type(stars) is int and 0 <= stars <= MAX_STARS
            }
            if kept:
                progress["steps"][lesson_id] = kept
    completed = data.get("completed")
    if isinstance(completed, list):
        progress["completed"] = list(dict.fromkeys(c for c in completed[:_MAX_IDS] if _is_id(c)))
    drills = data.get("drills")
    if isinstance(drills, Mapping):
        for name, stats in list(drills.items())[:_MAX_IDS]:
            if _is_id(name) and isinstance(stats, Mapping):
                answered = _count(stats.get("answered"))
                progress["drills"][name] = {
                    "answered": answered,
                    "correct": min(_count(stats.get("correct")), answered),
                    "best_streak": _count(stats.get("best_streak")),
                }
    return progress


def from_json(text: str | None) -> Progress:
    """Progress from the stored text; missing, malformed or foreign text gives empty progress."""
    if not text:
        return empty_progress()
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):
        return empty_progress()
    return from_dict(data)


def to_json(progress: Progress) -> str:
    """Compact, stable JSON (sorted keys), so an unchanged progress gives the same text."""
    return json.dumps(progress, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _copy(progress: Progress) -> Progress:
    return from_dict(json.loads(to_json(progress)))


def step_stars(progress: Progress, lesson_id: str, step_id: str) -> int | None:
    """The best stars earned on a step, or None when it was never finished."""
    return progress["steps"].get(lesson_id, {}).get(step_id)


def record_step(progress: Progress, lesson_id: str, step_id: str, stars: int) -> Progress:
    """A copy with the step's stars raised to ``stars`` (a worse retry keeps the best result)."""
    stars = max(0, min(MAX_STARS, stars))
    new = _copy(progress)
    lesson_steps = new["steps"].setdefault(lesson_id, {})
    lesson_steps[step_id] = max(stars, lesson_steps.get(step_id, 0))
    return new


def mark_completed(progress: Progress, lesson_id: str) -> Progress:
    new = _copy(progress)
    if lesson_id not in new["completed"]:
        new["completed"].append(lesson_id)
    return new


def is_completed(progress: Progress, lesson_id: str) -> bool:
    return lesson_id in progress["completed"]


def scored_steps(lesson: _LessonLike) -> list[str]:
    """The ids of the steps that earn stars."""
    return [step.id for step in lesson.steps if step.kind in SCORED_KINDS]


def lesson_stars(progress: Progress, lesson: _LessonLike) -> int:
    """Stars earned in a lesson: the sum over its scored steps (see :func:`lesson_max_stars`)."""
    earned = progress["steps"].get(lesson.id, {})
    return sum(earned.get(step_id, 0) for step_id in scored_steps(lesson))


def lesson_max_stars(lesson: _LessonLike) -> int:
    return MAX_STARS * len(scored_steps(lesson))


def prerequisites_met(progress: Progress, lesson: _LessonLike) -> bool:
    return all(is_completed(progress, p) for p in lesson.prerequisites)


def next_lesson(progress: Progress, course: _CourseLike[LessonT]) -> LessonT | None:
    """What to do next: the first unfinished lesson whose prerequisites are met, else the first unfinished."""
    unfinished = [lesson for lesson in course.lessons if not is_completed(progress, lesson.id)]
    for lesson in unfinished:
        if prerequisites_met(progress, lesson):
            return lesson
    return unfinished[0] if unfinished else None


def record_drill(progress: Progress, name: str, correct: bool, streak: int) -> Progress:
    """A copy with one more drill answer counted and the best streak kept."""
    new = _copy(progress)
    stats = new["drills"].setdefault(name, {"answered": 0, "correct": 0, "best_streak": 0})
    stats["answered"] = min(stats["answered"] + 1, _MAX_COUNT)
    stats["correct"] = min(stats["correct"] + (1 if correct else 0), stats["answered"])
    stats["best_streak"] = max(stats["best_streak"], _count(streak))
    return new


def merge(*sources: Progress) -> Progress:
    """Everything earned in any source: best stars, all completed lessons, the larger drill counts.

    Used when the browser's stored progress arrives after the learner has already started.

    >>> a = record_step(empty_progress(), "l", "s", 1)
    >>> b = mark_completed(record_step(empty_progress(), "l", "s", 3), "l")
    >>> m = merge(a, b)
    >>> step_stars(m, "l", "s"), is_completed(m, "l")
    (3, True)
    """
    merged = empty_progress()
    for source in sources:
        for lesson_id, lesson_steps in source["steps"].items():
            for step_id, stars in lesson_steps.items():
                merged = record_step(merged, lesson_id, step_id, stars)
        for lesson_id in source["completed"]:
            merged = mark_completed(merged, lesson_id)
        for name, stats in source["drills"].items():
            mine = merged["drills"].setdefault(name, {"answered": 0, "correct": 0, "best_streak": 0})
            mine["answered"] = max(mine["answered"], stats["answered"])
            mine["correct"] = max(mine["correct"], stats["correct"])
            mine["best_streak"] = max(mine["best_streak"], stats["best_streak"])
    return merged


def total_stars(progress: Progress, lesson_ids: Iterable[str] | None = None) -> int:
    """All stars earned (in the given lessons only, when ``lesson_ids`` is given)."""
    wanted = None if lesson_ids is None else set(lesson_ids)
    return sum(
        sum(steps.values())
        for lesson_id, steps in progress["steps"].items()
        if wanted is None or lesson_id in wanted
    )
