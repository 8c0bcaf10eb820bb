"""The real course loads cleanly; a broken lesson is reported and left out, never raised."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from tutorial.core.course.loading import LESSONS_DIR, load_course


def test_every_lesson_of_the_course_loads_without_a_problem() -> None:
    course = load_course()
    assert not course.problems, "lesson problems:\n" + "\n".join(map(str, course.problems))
    files = sorted(p.stem.split("-", 1)[1] for p in LESSONS_DIR.glob("*.yaml"))
    assert sorted(course.ids) == files, "every lesson file should give one lesson"


def test_a_broken_lesson_is_left_out_and_the_others_stay(tmp_path: Path) -> None:
    shutil.copy(LESSONS_DIR / "01-the-table.yaml", tmp_path)
    (tmp_path / "02-broken.yaml").write_text("format_version: 1\nid: broken\ntitle: [unclosed\n")
    course = load_course(tmp_path)
    assert course.ids == ("the-table",)
    assert len(course.problems) == 1, "the broken file should give exactly one problem"
    problem = str(course.problems[0])
    assert "02-broken.yaml:4:1: not valid YAML" in problem, f"the problem should name file and line: {problem}"


def test_loading_is_cached_until_a_file_changes(tmp_path: Path) -> None:
    target = tmp_path / "01-the-table.yaml"
    shutil.copy(LESSONS_DIR / "01-the-table.yaml", target)
    first = load_course(tmp_path)
    assert load_course(tmp_path) is first, "an unchanged folder should come from the cache"
    target.write_text(target.read_text().replace("title: The table", "title: The card table", 1))
    stamp = time.time() + 5
    os.utime(target, (stamp, stamp))
    changed = load_course(tmp_path)
    assert changed is not first and changed.lessons[0].title == "The card table"


def test_lesson_and_step_lookup_by_id() -> None:
    course = load_course()
    bowers = course.lesson("bowers")
    assert bowers is not None and course.lesson("no-such-lesson") is None
    step = bowers.step("left-bower-intro")
    assert step is not None and step.kind == "explain" and bowers.step("nope") is None


def test_the_bowers_lesson_offers_the_left_bower_drill() -> None:
    bowers = load_course().lesson("bowers")
    assert bowers is not None
    drills = [s for s in bowers.steps if s.kind == "drill"]
    assert [getattr(s, "generator", None) for s in drills] == ["left_bower"]


def test_the_course_has_the_twelve_lessons_in_order() -> None:
    """The rules first, then how to play well."""
    assert load_course().ids == (
        "the-table",
        "bowers",
        "following-suit",
        "bidding",
        "going-alone",
        "scoring",
        "joker",
        "common-mistakes",
        "variants",
        "call-ace",
        "auction",
        "playing-well",
    )


def test_a_broken_lesson_is_held_back_by_the_slug_of_its_file_name(tmp_path: Path) -> None:
    shutil.copy(LESSONS_DIR / "01-the-table.yaml", tmp_path)
    (tmp_path / "02-broken.yaml").write_text("format_version: 1\nid: [\n", encoding="utf-8")
    course = load_course(tmp_path)
    assert course.ids == ("the-table",)
    assert course.held_back == ("broken",), "the broken file's lesson should be held back, not forgotten"
