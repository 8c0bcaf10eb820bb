"""The course: every lesson file of a folder, checked, in file order, cached on the files' mtimes.

A broken lesson never takes the app down: it is left out of :attr:`Course.lessons` and its problems
are listed in :attr:`Course.problems` (``FILE:LINE:COLUMN: message``, for authors).

A lesson file is read only when it is a regular file (not a symbolic link, a FIFO or a device, which
could point anywhere or never end) of at most :data:`MAX_FILE_BYTES`; its YAML is parsed within the
limits of :mod:`tutorial.core.lesson_format.yaml_marks`, and its Markdown may link only inside the course
(:mod:`tutorial.core.lesson_format.links`).
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tutorial.core.course.validator import Problem, check_text
from tutorial.core.course.validator_concepts import untaught
from tutorial.core.lesson_format.links import foreign_links, may_have_links
from tutorial.core.lesson_format.suggest import did_you_mean
from tutorial.core.lesson_format.yaml_marks import locate, parse
from tutorial.core.lessons.model import Lesson
from tutorial.core.text.data_files import data_dir

LESSONS_DIR = data_dir("lessons")
FILE_NAME = re.compile(r"^(\d\d)-([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$")
# The largest lesson is under 8 kB; a file this size is a mistake (or worse), not a lesson.
MAX_FILE_BYTES = 256 * 1024

__all__ = [
    "LESSONS_DIR",
    "MAX_FILE_BYTES",
    "Course",
    "LessonFileError",
    "Problem",
    "check_paths",
    "lesson_files",
    "lesson_slug",
    "load_course",
    "read_lesson_file",
]


@dataclass(frozen=True)
class Course:
    lessons: tuple[Lesson, ...]
    problems: tuple[Problem, ...]
    # Lessons whose file is there but did not load, by the slug of their name (``02-bowers.yaml`` ->
    # ``bowers``): a learner's stored stars for them are kept until the file is fixed.
    held_back: tuple[str, ...] = ()

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
    """The lesson files of a folder, in name order (``NN-slug.yaml``). Every entry but a folder is
    listed, so a symbolic link or a FIFO named like a lesson is reported rather than silently skipped."""
    try:
        return sorted(p for p in directory.glob("*.yaml") if not stat.S_ISDIR(p.lstat().st_mode))
    except OSError:
        return []


class LessonFileError(Exception):
    """A lesson file that is not read (the message says why, for the author)."""


def read_lesson_file(path: Path) -> str:
    """The text of a lesson file; :class:`LessonFileError` when it is not a regular file, is too large,
    cannot be read, or is not UTF-8. Never follows a symbolic link and never blocks on a FIFO."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        if stat.S_ISLNK(path.lstat().st_mode):
            raise LessonFileError("a symbolic link: a lesson must be a regular file in the folder")
        fd = os.open(path, flags)
    except LessonFileError:
        raise
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise LessonFileError("a symbolic link: a lesson must be a regular file in the folder") from None
        raise LessonFileError(f"cannot read the file: {e.strerror or e}") from None
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise LessonFileError("not a regular file (a FIFO, a device or a socket cannot be a lesson)")
        if info.st_size > MAX_FILE_BYTES:
            raise LessonFileError(f"the file has {info.st_size:,} bytes: a lesson may have at most {MAX_FILE_BYTES:,}")
        data = f.read(MAX_FILE_BYTES + 1)  # the file may grow while it is read
    if len(data) > MAX_FILE_BYTES:
        raise LessonFileError(
            f"the file has more than {MAX_FILE_BYTES:,} bytes: a lesson may have at most {MAX_FILE_BYTES:,}"
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise LessonFileError(f"not UTF-8 text (byte {e.start + 1})") from None


def _display(path: Path) -> str:
    # abspath, not resolve: a symbolic link is named as itself, never as its target.
    try:
        return str(Path(os.path.abspath(path)).relative_to(Path.cwd()))
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
    ``all_profiles``: see :func:`tutorial.core.course.validator.check_text`."""
    loaded: list[tuple[Path, str, Lesson]] = []
    problems: list[Problem] = []
    for path in paths:
        name = _display(path)
        try:
            text = read_lesson_file(path)
        except LessonFileError as e:
            problems.append(Problem(name, 1, 1, str(e)))
            continue
        lesson, found = check_text(text, name, all_profiles)
        problems.extend(found)
        if lesson is not None and may_have_links(text):
            links = foreign_links(parse(text).node)
            problems.extend(Problem(name, line, column, message) for line, column, message in links)
            if links:
                lesson = None
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
            problems.append(
                problem(path, text, ("id",), f"the id '{lesson.id}' must match the file name ('{m.group(2)}')")
            )
        elif lesson.id in seen:
            problems.append(
                problem(path, text, ("id",), f"duplicate lesson id '{lesson.id}' (also in {_display(seen[lesson.id])})")
            )
        else:
            seen[lesson.id] = path
            good.append((path, text, lesson))
    ids = {lesson.id for _, _, lesson in good}
    kept: list[tuple[Path, str, Lesson]] = []
    for path, text, lesson in good:
        missing = [(i, p) for i, p in enumerate(lesson.prerequisites) if p not in ids]
        for i, p in missing:
            problems.append(
                problem(path, text, ("prerequisites", i), f"unknown prerequisite '{p}'{did_you_mean(p, ids)}")
            )
        if not missing:
            kept.append((path, text, lesson))
    cyclic = _cycle_members({lesson.id: lesson.prerequisites for _, _, lesson in kept})
    for path, text, lesson in kept:
        if lesson.id in cyclic:
            chain = " -> ".join(cyclic[lesson.id])
            problems.append(problem(path, text, ("prerequisites",), f"prerequisites form a cycle: {chain}"))
    acyclic = [(path, text, lesson) for path, text, lesson in kept if lesson.id not in cyclic]
    # Teach before test: a step may need only what an earlier step, or a prerequisite lesson, teaches.
    where = {lesson.id: (path, text) for path, text, lesson in acyclic}
    refused: set[str] = set()
    for lesson_id, field, message in untaught([lesson for _, _, lesson in acyclic]):
        problems.append(problem(*where[lesson_id], field, message))
        refused.add(lesson_id)
    lessons = tuple(lesson for _, _, lesson in acyclic if lesson.id not in refused)
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
    loaded = {lesson.id for lesson in lessons}
    held_back = tuple(slug for slug in map(lesson_slug, (name for name, _ in stamps)) if slug not in loaded)
    return Course(lessons, problems, held_back)


def lesson_slug(file_name: str) -> str:
    """The lesson id a file's name promises: ``02-bowers.yaml`` -> ``bowers``.

    >>> lesson_slug("02-bowers.yaml"), lesson_slug("extra.yaml")
    ('bowers', 'extra')
    """
    stem = file_name.removesuffix(".yaml")
    return re.sub(r"^\d+-", "", stem)


def load_course(directory: Path | None = None) -> Course:
    """All lessons of ``directory`` (default: the project's ``lessons/``). Cached on the files' names and
    modification times, so an edited lesson is picked up on the next call. Never raises for a bad file.
    """
    folder = (directory or LESSONS_DIR).resolve()
    return _load(str(folder), tuple(_stamp(p) for p in lesson_files(folder)))


def _stamp(path: Path) -> tuple[str, int]:
    # lstat: a dangling symbolic link or a file removed meanwhile is reported by the check, not raised here.
    try:
        return path.name, path.lstat().st_mtime_ns
    except OSError:
        return path.name, -1
