"""The course: every lesson file of a folder, checked, in file order, cached on the files' mtimes.

A broken lesson never takes the app down: it is left out of :attr:`Course.lessons` and its problems
are listed in :attr:`Course.problems` (``FILE:LINE:COLUMN: message``, for authors).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tutorial.core.lesson_model import Lesson
from tutorial.core.validator import Problem, check_text, did_you_mean
from tutorial.core.yaml_marks import locate, parse

LESSONS_DIR = Path(__file__).resolve().parents[2] / "lessons"
FILE_NAME = re.compile(r"^(\d\d)-([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$")

__all__ = ["LESSONS_DIR", "Course", "Problem", "check_paths", "lesson_files", "load_course"]


@dataclass(frozen=True)
class Course:
    lessons: tuple[Lesson, ...]
    problems: tuple[Problem, ...]

    def lesson(self, lesson_id: str) -> Lesson | None:
        """The lesson with this id, or ``None``."""
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        return None

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(lesson.id for lesson in self.lessons)


def lesson_files(directory: Path) -> list[Path]:
    """The lesson files of a folder, in name order (``NN-slug.yaml``)."""
    return sorted(p for p in directory.glob("*.yaml") if p.is_file())


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _position(path: Path, text: str, field: tuple[str | int, ...], key: bool = False) -> tuple[int, int]:
    try:
        return locate(parse(text).node, field, key)
    except ValueError:
        return 1, 1


def check_paths(paths: Iterable[Path], all_profiles: bool = True) -> tuple[tuple[Lesson, ...], tuple[Problem, ...]]:
    """Check lesson files one by one, then across files: ids unique and matching the file names,
    prerequisites existing and forming no cycle. Lessons with any problem are left out.
    ``all_profiles``: see :func:`tutorial.core.validator.check_text`."""
    loaded: list[tuple[Path, str, Lesson]] = []
    problems: list[Problem] = []
    for path in paths:
        name = _display(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            problems.append(Problem(name, 1, 1, f"cannot read the file: {e}"))
            continue
        lesson, found = check_text(text, name, all_profiles)
        problems.extend(found)
        if lesson is not None:
            loaded.append((path, text, lesson))

    def problem(path: Path, text: str, field: tuple[str | int, ...], message: str) -> Problem:
        line, column = _position(path, text, field)
        return Problem(_display(path), line, column, message)

    good: list[tuple[Path, str, Lesson]] = []
    seen: dict[str, Path] = {}
    for path, text, lesson in loaded:
        m = FILE_NAME.match(path.name)
        if m is not None and m.group(2) != lesson.id:
            problems.append(problem(path, text, ("id",),
                                    f"the id '{lesson.id}' must match the file name ('{m.group(2)}')"))
        elif lesson.id in seen:
            problems.append(problem(path, text, ("id",),
                                    f"duplicate lesson id '{lesson.id}' (also in {_display(seen[lesson.id])})"))
        else:
            seen[lesson.id] = path
            good.append((path, text, lesson))
    ids = {lesson.id for _, _, lesson in good}
    kept: list[tuple[Path, str, Lesson]] = []
    for path, text, lesson in good:
        missing = [(i, p) for i, p in enumerate(lesson.prerequisites) if p not in ids]
        for i, p in missing:
            problems.append(problem(path, text, ("prerequisites", i),
                                    f"unknown prerequisite '{p}'{did_you_mean(p, ids)}"))
        if not missing:
            kept.append((path, text, lesson))
    cyclic = _cycle_members({lesson.id: lesson.prerequisites for _, _, lesson in kept})
    for path, text, lesson in kept:
        if lesson.id in cyclic:
            chain = " -> ".join(cyclic[lesson.id])
            problems.append(problem(path, text, ("prerequisites",), f"prerequisites form a cycle: {chain}"))
    lessons = tuple(lesson for _, _, lesson in kept if lesson.id not in cyclic)
    return lessons, tuple(sorted(problems))


def _cycle_members(graph: dict[str, tuple[str, ...]]) -> dict[str, list[str]]:
    """Lessons on a prerequisite cycle, each with the cycle starting from it.

    >>> _cycle_members({"a": ("b",), "b": ("a",), "c": ("a",)})
    {'a': ['a', 'b', 'a'], 'b': ['b', 'a', 'b']}
    """
    found: dict[str, list[str]] = {}
    for start in graph:
        stack: list[tuple[str, list[str]]] = [(start, [start])]
        while stack and start not in found:
            node, chain = stack.pop()
            for nxt in graph.get(node, ()):
                if nxt == start:
                    found[start] = chain + [start]
                    break
                if nxt not in chain:
                    stack.append((nxt, chain + [nxt]))
    return found


@lru_cache(maxsize=8)
def _load(directory: str, stamps: tuple[tuple[str, int], ...]) -> Course:
    # The app checks each lesson under its own rules only; `euchre-tutor check` and the tests replay
    # every practice under every house-rule profile.
    lessons, problems = check_paths((Path(directory) / name for name, _ in stamps), all_profiles=False)
    return Course(lessons, problems)


def load_course(directory: Path | None = None) -> Course:
    """All lessons of ``directory`` (default: the project's ``lessons/``). Cached on the files' names and
    modification times, so an edited lesson is picked up on the next call. Never raises for a bad file.
    """
    folder = (directory or LESSONS_DIR).resolve()
    stamps = tuple((p.name, p.stat().st_mtime_ns) for p in lesson_files(folder))
    return _load(str(folder), stamps)
