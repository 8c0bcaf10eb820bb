"""Hostile and clumsy lesson files: each is refused with FILE:LINE:COLUMN, none raises, hangs or eats memory,
and the rest of the course is still served."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from tutorial.core.course.loading import LESSONS_DIR, MAX_FILE_BYTES, check_paths, lesson_files, load_course
from tutorial.core.course.validator import check_text
from tutorial.core.lesson_format.yaml_marks import MAX_VALUES

BAD = Path(__file__).resolve().parents[2] / "data" / "lessons"
ROOT = LESSONS_DIR.parent
COURSE_SIZE = len(lesson_files(LESSONS_DIR))

# The hostile files kept in tests/data/lessons (each also checked by its `# expect:` line in test_validator).
HOSTILE = (
    "recursive_alias",
    "huge_integer",
    "alias_bomb",
    "too_deep",
    "too_many_aliases",
    "unreadable_value",
    "remote_image",
    "external_link",
    "data_link",
)


def _course_with(tmp_path: Path, *extra: str) -> Path:
    """A copy of the real course plus hostile files, in a folder of its own."""
    folder = tmp_path / "lessons"
    shutil.copytree(LESSONS_DIR, folder, ignore=shutil.ignore_patterns("*.md", "*.json"))
    for name in extra:
        shutil.copy(BAD / f"bad.{name}.yaml", folder / f"9{len(os.listdir(folder))}-{name.replace('_', '-')}.yaml")
    return folder


def _special_files(folder: Path) -> dict[str, Path]:
    """A FIFO, symbolic links (to a lesson, outside, nowhere) and a 50 MB file, named like lessons."""
    made = {
        "fifo": folder / "50-fifo.yaml",
        "link-to-a-lesson": folder / "51-link.yaml",
        "link-outside": folder / "52-outside.yaml",
        "dangling-link": folder / "53-dangling.yaml",
        "fifty-megabytes": folder / "54-big.yaml",
    }
    os.mkfifo(made["fifo"])
    made["link-to-a-lesson"].symlink_to(folder / "01-the-table.yaml")
    made["link-outside"].symlink_to("/etc/passwd")
    made["dangling-link"].symlink_to(folder / "no-such-file.yaml")
    with made["fifty-megabytes"].open("wb") as f:  # sparse: costs no disk
        f.truncate(50 * 1024 * 1024)
    return made


def test_every_hostile_file_leaves_the_rest_of_the_course_served(tmp_path: Path) -> None:
    folder = _course_with(tmp_path, *HOSTILE)
    _special_files(folder)
    course = load_course(folder)
    assert len(course.lessons) == COURSE_SIZE, "every real lesson should still be served"
    bad_files = {Path(p.file).name for p in course.problems}
    assert len(bad_files) == len(HOSTILE) + 5, f"every hostile file should be reported: {sorted(bad_files)}"


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        pytest.param(
            "fifo",
            "not a regular file (a FIFO, a device or a socket cannot be a lesson)",
            id="a FIFO is refused without waiting for a writer",
        ),
        pytest.param(
            "link-to-a-lesson",
            "a symbolic link: a lesson must be a regular file in the folder",
            id="a symbolic link to a good lesson is still refused",
        ),
        pytest.param(
            "link-outside",
            "a symbolic link: a lesson must be a regular file in the folder",
            id="a symbolic link out of the folder is never followed",
        ),
        pytest.param(
            "dangling-link",
            "a symbolic link: a lesson must be a regular file in the folder",
            id="a dangling symbolic link is reported, not raised",
        ),
        pytest.param(
            "fifty-megabytes",
            f"the file has 52,428,800 bytes: a lesson may have at most {MAX_FILE_BYTES:,}",
            id="a fifty megabyte file is refused before it is read",
        ),
    ],
)
def test_a_file_that_is_not_a_small_regular_file_is_refused_at_line_one(
    tmp_path: Path, kind: str, message: str
) -> None:
    path = _special_files(tmp_path)[kind]
    lessons, problems = check_paths([path])
    assert lessons == ()
    assert [(p.line, p.column, p.message) for p in problems] == [(1, 1, message)]
    assert problems[0].file.endswith(path.name), "the problem should name the link itself, not its target"


def test_not_utf8_is_refused_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "01-latin.yaml"
    path.write_bytes(b"title: caf\xe9\n")
    assert [p.message for p in check_paths([path])[1]] == ["not UTF-8 text (byte 11)"]


def test_the_alias_bomb_is_measured_without_being_expanded() -> None:
    text = (BAD / "bad.alias_bomb.yaml").read_text(encoding="utf-8")
    tracemalloc.start()
    try:
        lesson, problems = check_text(text, "bomb.yaml")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert lesson is None
    assert [p.message for p in problems] == [
        f"the file would expand to more than {MAX_VALUES:,} values (too many aliases)"
    ]
    assert peak < 20 * 1024 * 1024, f"checking a 9x9 alias bomb should not build it ({peak:,} bytes at peak)"


def test_deep_but_fair_nesting_and_a_few_aliases_are_still_allowed() -> None:
    text = (LESSONS_DIR / "01-the-table.yaml").read_text(encoding="utf-8")
    text = "x: &x word\n" + text + "extra_alias_use: [*x, *x]\n"
    _, problems = check_text(text, "fair.yaml")
    assert [p.message for p in problems] == ["unknown key 'x'", "unknown key 'extra_alias_use'"], (
        "a few aliases are YAML like any other: only the schema should object to these keys"
    )


def _check_command(*paths: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tutorial.cli", "check", *map(str, paths)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_check_command_reports_every_hostile_file_without_a_traceback_or_a_hang(tmp_path: Path) -> None:
    folder = _course_with(tmp_path, *HOSTILE)
    special = _special_files(folder)
    done = _check_command(folder, special["fifo"])
    assert "Traceback" not in done.stderr + done.stdout, done.stderr
    assert done.returncode == 1, "problems should make the check fail"
    reported = {line.split(":")[0].rsplit("/", 1)[-1] for line in done.stdout.splitlines()}
    assert len(reported) == len(HOSTILE) + 5, done.stdout
    for line in done.stdout.splitlines():
        _file, line_number, column, message = line.split(":", 3)
        assert line_number.isdecimal() and column.isdecimal() and message.strip(), f"not FILE:LINE:COLUMN: {line}"
