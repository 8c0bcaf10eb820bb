"""Mastery: a lesson is complete when its exercises are solved, not when Next was clicked through it.

The exercises are the steps that earn stars (quizzes, practice hands, drills). Skipping ahead is allowed;
the course map and the lesson's end show what was skipped.
"""

from __future__ import annotations

from tutorial.core.progress import records as prog


def unsolved(progress: prog.Progress, lesson: prog._LessonLike) -> list[str]:
    """The ids of the lesson's exercises with no result yet, in lesson order.

    >>> from types import SimpleNamespace as NS
    >>> lesson = NS(id="l", steps=[NS(id="a", kind="explain"), NS(id="q", kind="quiz"), NS(id="p", kind="practice")])
    >>> unsolved(prog.record_step(prog.empty_progress(), "l", "q", 2), lesson)
    ['p']
    """
    return [s for s in prog.scored_steps(lesson) if prog.step_stars(progress, lesson.id, s) is None]


def is_mastered(progress: prog.Progress, lesson: prog._LessonLike) -> bool:
    """Every exercise of the lesson solved (a lesson without exercises is mastered once read)."""
    return not unsolved(progress, lesson)


def skipped(progress: prog.Progress, lesson: prog._LessonLike) -> list[str]:
    """The exercises left behind: the unsolved ones before the last exercise the learner solved."""
    exercises = prog.scored_steps(lesson)
    missing = unsolved(progress, lesson)
    solved = [i for i, s in enumerate(exercises) if s not in missing]
    if not solved:
        return []
    return [s for s in exercises[: max(solved)] if s in missing]
