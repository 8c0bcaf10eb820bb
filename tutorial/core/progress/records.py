"""A learner's progress as a small plain dict: stars per step, completed lessons, drill statistics.

It lives in the browser (local storage), never on the server, so it must survive anything a browser
may hand back: every reader here is tolerant of garbage and falls back to empty progress, and costs time
in proportion to what it keeps, never to what it was sent. The stored text is refused above
:data:`MAX_STORED_CHARS`; at most :data:`MAX_STEP_ENTRIES` step results (and as many lessons and drills
as a course can have) are read; :func:`restrict` drops what the course does not know; :func:`merge` is
one pass over its sources.

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
from collections.abc import Collection, Iterable, Mapping, Sequence
from itertools import islice
from typing import Any, NotRequired, Protocol, TypedDict, TypeVar

VERSION = 1
MAX_STARS = 3
# Kinds of step that earn stars; an explanation is only read.
SCORED_KINDS = frozenset({"quiz", "practice", "drill"})
# Bounds that keep a tampered or corrupted store from growing without limit (a real course has nine
# lessons and under a hundred scored steps; its stored text is about 3 kB).
MAX_STORED_CHARS = 64_000
MAX_STEP_ENTRIES = 2_000
_MAX_IDS = 200  # lessons, completed lessons, drills
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
    rounds: NotRequired[dict[str, int]]  # the best timed-round score per drill (only once one was played)
    sound: NotRequired[bool]  # the learner's choice of sounds (off unless chosen)


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
        budget = MAX_STEP_ENTRIES
        for lesson_id, lesson_steps in islice(steps.items(), _MAX_IDS):
            if budget <= 0:
                break
            if not _is_id(lesson_id) or not isinstance(lesson_steps, Mapping):
                continue
            kept = {
                step_id: stars
                for step_id, stars in islice(lesson_steps.items(), budget)
                if _is_id(step_id) and type(stars) is int and 0 <= stars <= MAX_STARS
            }
            budget -= min(len(lesson_steps), budget)
            if kept:
                progress["steps"][lesson_id] = kept
    completed = data.get("completed")
    if isinstance(completed, list):
        progress["completed"] = list(dict.fromkeys(c for c in completed[:_MAX_IDS] if _is_id(c)))
    drills = data.get("drills")
    if isinstance(drills, Mapping):
        for name, stats in islice(drills.items(), _MAX_IDS):
            if _is_id(name) and isinstance(stats, Mapping):
                answered = _count(stats.get("answered"))
                progress["drills"][name] = {
                    "answered": answered,
                    "correct": min(_count(stats.get("correct")), answered),
                    "best_streak": _count(stats.get("best_streak")),
                }
    if isinstance(data.get("sound"), bool):
        progress["sound"] = bool(data["sound"])
    rounds = data.get("rounds")
    if isinstance(rounds, Mapping):
        kept = {name: _count(score) for name, score in islice(rounds.items(), _MAX_IDS) if _is_id(name)}
        if kept:
            progress["rounds"] = kept
    return progress


def from_json(text: str | None) -> Progress:
    """Progress from the stored text; missing, malformed, foreign or oversized text gives empty progress.

    >>> from_json('{"steps": {"a": {"s": 3}}, "x": "' + "y" * MAX_STORED_CHARS + '"}') == empty_progress()
    True
    """
    if not isinstance(text, str) or not text or len(text) > MAX_STORED_CHARS:
        return empty_progress()
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):
        return empty_progress()
    return from_dict(data)


def to_json(progress: Progress) -> str:
    """Compact, stable JSON (sorted keys, completed lessons in order of id), so the same progress always
    gives the same text: two tabs that merged the same results agree, and neither writes again.

    >>> to_json(mark_completed(mark_completed(empty_progress(), "b"), "a")) == to_json(
    ...     mark_completed(mark_completed(empty_progress(), "a"), "b"))
    True
    """
    canonical = {**progress, "completed": sorted(progress["completed"])}
    return json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


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


def best_round(progress: Progress, name: str) -> int | None:
    """The best timed-round score on drill ``name``, or None before the first round."""
    return progress.get("rounds", {}).get(name)


def record_round(progress: Progress, name: str, score: int) -> Progress:
    """A copy with the timed round's ``score`` on drill ``name`` kept if it is the best (a negative score
    counts as 0).

    >>> p = record_round(record_round(empty_progress(), "is_trump", 7), "is_trump", 5)
    >>> best_round(p, "is_trump"), best_round(p, "rank_trumps")
    (7, None)
    """
    new = _copy(progress)
    rounds = new.setdefault("rounds", {})
    rounds[name] = max(_count(score), rounds.get(name, 0))
    return new


def sound_on(progress: Progress) -> bool:
    """Whether the learner chose to hear sounds (off by default)."""
    return progress.get("sound", False)


def with_sound(progress: Progress, on: bool) -> Progress:
    """A copy with the sound setting chosen.

    >>> sound_on(empty_progress()), sound_on(with_sound(empty_progress(), True))
    (False, True)
    """
    new = _copy(progress)
    new["sound"] = bool(on)
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
    # One pass over every entry (no copy per entry), then the bounds of from_dict on the result.
    steps: dict[str, dict[str, int]] = {}
    completed: dict[str, None] = {}
    drills: dict[str, DrillStats] = {}
    rounds: dict[str, int] = {}
    sound: dict[str, bool] = {}  # a setting, not an earning: the last source that has one gives it
    for source in sources:
        if "sound" in source:
            sound["sound"] = source["sound"]
        for name, score in source.get("rounds", {}).items():
            rounds[name] = max(score, rounds.get(name, 0))
        for lesson_id, lesson_steps in source["steps"].items():
            mine = steps.setdefault(lesson_id, {})
            for step_id, stars in lesson_steps.items():
                mine[step_id] = max(stars, mine.get(step_id, 0))
        completed.update(dict.fromkeys(source["completed"]))
        for name, stats in source["drills"].items():
            best = drills.setdefault(name, {"answered": 0, "correct": 0, "best_streak": 0})
            best["answered"] = max(best["answered"], stats["answered"])
            best["correct"] = max(best["correct"], stats["correct"])
            best["best_streak"] = max(best["best_streak"], stats["best_streak"])
    return from_dict({"steps": steps, "completed": list(completed), "drills": drills, "rounds": rounds, **sound})


def restrict(
    progress: Progress, steps: Mapping[str, Collection[str]], drills: Collection[str], held_back: Collection[str] = ()
) -> Progress:
    """Only what the course knows: steps of its lessons (``steps`` maps each lesson id to its step ids),
    its completed lessons, its drills. Whatever else a browser holds is dropped, except the entries of
    ``held_back`` lessons (a file that is there but broken for now): nothing a learner earned is lost
    to an author's typo.

    >>> p = from_dict({"steps": {"a": {"s": 2, "forged": 3}, "nope": {"s": 3}}, "completed": ["a", "nope"]})
    >>> kept = restrict(p, {"a": ("s",)}, ())
    >>> kept["steps"], kept["completed"]
    ({'a': {'s': 2}}, ['a'])
    >>> restrict(p, {"a": ("s",)}, (), held_back=("nope",))["steps"]["nope"]
    {'s': 3}
    """
    kept = empty_progress()
    held = set(held_back)
    for lesson_id, lesson_steps in progress["steps"].items():
        known = steps.get(lesson_id)
        if lesson_id in held and known is None:
            kept["steps"][lesson_id] = dict(lesson_steps)
        elif known is not None:
            mine = {step_id: stars for step_id, stars in lesson_steps.items() if step_id in known}
            if mine:
                kept["steps"][lesson_id] = mine
    kept["completed"] = [lesson_id for lesson_id in progress["completed"] if lesson_id in steps or lesson_id in held]
    kept["drills"] = {name: stats.copy() for name, stats in progress["drills"].items() if name in drills}
    rounds = {name: score for name, score in progress.get("rounds", {}).items() if name in drills}
    if rounds:
        kept["rounds"] = rounds
    if "sound" in progress:
        kept["sound"] = progress["sound"]
    return kept


def from_stored(
    text: str | None, steps: Mapping[str, Collection[str]], drills: Collection[str], held_back: Collection[str] = ()
) -> Progress:
    """The progress a browser sent, read within bounds and restricted to the course (see :func:`restrict`)."""
    return restrict(from_json(text), steps, drills, held_back)


def total_stars(progress: Progress, lesson_ids: Iterable[str] | None = None) -> int:
    """All stars earned (in the given lessons only, when ``lesson_ids`` is given)."""
    wanted = None if lesson_ids is None else set(lesson_ids)
    return sum(
        sum(steps.values()) for lesson_id, steps in progress["steps"].items() if wanted is None or lesson_id in wanted
    )
