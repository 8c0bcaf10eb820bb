"""Progress lives in the learner's browser: it must round-trip and survive anything stored there."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from tutorial.core.progress import records as prog


@dataclass(frozen=True)
class Step:
    id: str
    kind: str


@dataclass(frozen=True)
class Lesson:
    id: str
    prerequisites: tuple[str, ...]
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Course:
    lessons: tuple[Lesson, ...]


STEPS = (Step("intro", "explain"), Step("q1", "quiz"), Step("try", "practice"), Step("drill", "drill"))
BASICS = Lesson("basics", (), STEPS)
BOWERS = Lesson("bowers", ("basics",), STEPS)
LONERS = Lesson("loners", ("bowers",), STEPS)
COURSE = Course((BASICS, BOWERS, LONERS))


def test_a_full_progress_round_trips_through_json() -> None:
    p = prog.record_step(prog.empty_progress(), "basics", "q1", 3)
    p = prog.mark_completed(p, "basics")
    p = prog.record_drill(p, "left-bower", correct=True, streak=4)
    assert prog.from_json(prog.to_json(p)) == p, "progress read back from its JSON should be unchanged"


@pytest.mark.parametrize(
    "stored",
    [
        pytest.param(None, id="nothing-stored"),
        pytest.param("", id="empty-text"),
        pytest.param("{not json", id="broken-json"),
        pytest.param("[1, 2, 3]", id="a-list"),
        pytest.param('"just a string"', id="a-string"),
        pytest.param("null", id="null"),
        pytest.param('{"steps": 5, "completed": "basics", "drills": []}', id="wrong-types"),
        pytest.param("[" * 100000 + "]" * 100000, id="deeply-nested"),
    ],
)
def test_garbage_in_the_store_gives_empty_progress(stored: str | None) -> None:
    assert prog.from_json(stored) == prog.empty_progress(), f"{stored!r:.40} should read as empty progress"


def test_bad_entries_are_dropped_and_good_ones_kept() -> None:
    stored = json.dumps(
        {
            "steps": {"basics": {"q1": 2, "q2": 7, "q3": -1, "q4": "3", "q5": True}, "": {"x": 1}, "b": []},
            "completed": ["basics", 3, None, "basics", "x" * 500],
            "drills": {"left-bower": {"answered": 5, "correct": 9, "best_streak": "lots"}, "other": 4},
        }
    )
    p = prog.from_json(stored)
    assert p["steps"] == {"basics": {"q1": 2}}, "only stars from 0 to 3 on a named step should be kept"
    assert p["completed"] == ["basics"], "only named lessons should be kept, once each"
    assert p["drills"] == {"left-bower": {"answered": 5, "correct": 5, "best_streak": 0}}, (
        "drill counts should be whole numbers, with no more correct answers than answers"
    )


def test_a_worse_retry_keeps_the_best_stars() -> None:
    p = prog.record_step(prog.empty_progress(), "basics", "q1", 3)
    p = prog.record_step(p, "basics", "q1", 1)
    assert prog.step_stars(p, "basics", "q1") == 3, "a retry with fewer stars should not lower the record"


def test_stars_are_clamped_to_the_scale() -> None:
    p = prog.record_step(prog.empty_progress(), "basics", "q1", 9)
    assert prog.step_stars(p, "basics", "q1") == prog.MAX_STARS, "no step should give more than three stars"


def test_recording_does_not_change_the_original() -> None:
    original = prog.empty_progress()
    prog.record_step(original, "basics", "q1", 2)
    prog.mark_completed(original, "basics")
    assert original == prog.empty_progress(), "recording should return a copy and leave the original alone"


def test_lesson_stars_count_only_scored_steps() -> None:
    p = prog.record_step(prog.empty_progress(), "basics", "q1", 2)
    p = prog.record_step(p, "basics", "try", 3)
    p = prog.record_step(p, "basics", "gone", 3)  # a step the lesson no longer has
    assert prog.lesson_stars(p, BASICS) == 5, "stars should be summed over the lesson's scored steps"
    assert prog.lesson_max_stars(BASICS) == 9, "an explanation step should earn no stars"


@pytest.mark.parametrize(
    ("completed", "expected"),
    [
        pytest.param((), "basics", id="fresh-start"),
        pytest.param(("basics",), "bowers", id="after-basics"),
        pytest.param(("basics", "bowers"), "loners", id="after-bowers"),
        pytest.param(("bowers",), "basics", id="prerequisite-skipped"),
        pytest.param(("basics", "bowers", "loners"), None, id="all-done"),
    ],
)
def test_next_lesson_follows_the_prerequisites(completed: tuple[str, ...], expected: str | None) -> None:
    p = prog.empty_progress()
    for lesson_id in completed:
        p = prog.mark_completed(p, lesson_id)
    found = prog.next_lesson(p, COURSE)
    assert (found.id if found else None) == expected, f"after {completed} the next lesson should be {expected}"


def test_next_lesson_falls_back_to_the_first_unfinished_lesson() -> None:
    cyclic = Course((Lesson("a", ("b",), STEPS), Lesson("b", ("a",), STEPS)))
    found = prog.next_lesson(prog.empty_progress(), cyclic)
    assert found is not None and found.id == "a", "a lesson should be suggested even if none is unlocked"


def test_drill_statistics_count_answers_and_keep_the_best_streak() -> None:
    p = prog.empty_progress()
    for correct, streak in ((True, 1), (True, 2), (False, 0), (True, 1)):
        p = prog.record_drill(p, "left-bower", correct=correct, streak=streak)
    assert p["drills"]["left-bower"] == {"answered": 4, "correct": 3, "best_streak": 2}, (
        "four answers, three right, best streak two"
    )


def test_merge_keeps_everything_earned_anywhere() -> None:
    stored = prog.mark_completed(prog.record_step(prog.empty_progress(), "basics", "q1", 1), "basics")
    stored = prog.record_drill(stored, "left-bower", correct=True, streak=5)
    session = prog.record_step(prog.empty_progress(), "basics", "q1", 3)
    session = prog.record_step(session, "bowers", "q1", 2)
    merged = prog.merge(stored, session)
    assert prog.step_stars(merged, "basics", "q1") == 3, "the better stars should win"
    assert prog.step_stars(merged, "bowers", "q1") == 2, "stars from either side should be kept"
    assert prog.is_completed(merged, "basics"), "a completed lesson should stay completed"
    assert merged["drills"]["left-bower"]["best_streak"] == 5, "drill statistics should be kept"


def _tampered(entries: int) -> dict[str, object]:
    return {"version": 1, "steps": {"bowers": {f"s{i}": 3 for i in range(entries)}}, "completed": [], "drills": {}}


def test_a_stored_text_over_the_size_cap_is_ignored() -> None:
    text = json.dumps(_tampered(10_000))
    assert len(text) > prog.MAX_STORED_CHARS
    assert prog.from_json(text) == prog.empty_progress(), "a 100 kB value should be refused whole"


def test_excess_step_entries_are_dropped_at_the_bound() -> None:
    p = prog.from_dict(_tampered(10_000))
    assert sum(len(steps) for steps in p["steps"].values()) == prog.MAX_STEP_ENTRIES


def test_the_step_bound_counts_across_lessons() -> None:
    data = {"steps": {f"l{n}": {f"s{i}": 1 for i in range(300)} for n in range(100)}}
    p = prog.from_dict(data)
    assert sum(len(steps) for steps in p["steps"].values()) == prog.MAX_STEP_ENTRIES


def test_merging_ten_thousand_entries_keeps_the_best_of_each_within_the_bound() -> None:
    tampered = prog.from_dict(_tampered(10_000))
    mine = prog.record_step(prog.empty_progress(), "bowers", "s1", 1)
    merged = prog.merge(mine, tampered, mine)
    assert prog.step_stars(merged, "bowers", "s1") == 3, "the best stars should win"
    assert sum(len(steps) for steps in merged["steps"].values()) == prog.MAX_STEP_ENTRIES


def test_restrict_keeps_only_the_courses_lessons_steps_and_drills() -> None:
    p = prog.record_drill(prog.record_step(prog.empty_progress(), "bowers", "q1", 2), "left-bower", True, 1)
    p = prog.record_drill(prog.record_step(p, "bowers", "forged", 3), "forged-drill", True, 9)
    p = prog.mark_completed(prog.mark_completed(p, "bowers"), "forged-lesson")
    kept = prog.restrict(p, {"bowers": ("q1", "try")}, ("left-bower",))
    assert kept["steps"] == {"bowers": {"q1": 2}}
    assert kept["completed"] == ["bowers"]
    assert list(kept["drills"]) == ["left-bower"]


def test_merge_does_not_change_its_sources() -> None:
    a = prog.record_step(prog.empty_progress(), "bowers", "q1", 1)
    b = prog.record_step(prog.empty_progress(), "bowers", "q1", 3)
    before = json.dumps(a), json.dumps(b)
    prog.merge(a, b)
    assert (json.dumps(a), json.dumps(b)) == before


def test_a_lesson_whose_file_is_broken_keeps_the_learners_stars_until_it_is_fixed() -> None:
    p = prog.record_step(prog.empty_progress(), "bowers", "q1", 2)
    p = prog.mark_completed(p, "bowers")
    kept = prog.restrict(p, {"the-table": ("s",)}, (), held_back=("bowers",))
    assert kept["steps"] == {"bowers": {"q1": 2}}, "a broken lesson's stars should survive the next save"
    assert kept["completed"] == ["bowers"]


def test_the_best_timed_round_survives_garbage_merges_by_the_best_and_is_kept_for_known_drills_only() -> None:
    stored = prog.from_dict({"rounds": {"is_trump": 7, "bad": "x", "neg": -3, "": 5, "t": True}})
    assert stored["rounds"] == {"is_trump": 7, "bad": 0, "neg": 0, "t": 0}, "what is not a count counts as 0"
    assert "rounds" not in prog.from_dict({"rounds": ["is_trump", 7]}), "a round list that is no mapping is dropped"
    other = prog.record_round(prog.empty_progress(), "is_trump", 9)
    assert prog.best_round(prog.merge(stored, other), "is_trump") == 9, "two tabs: the better round wins"
    kept = prog.restrict(stored, {}, ("is_trump",))
    assert kept.get("rounds") == {"is_trump": 7}, "a drill the course does not have is dropped"
    assert prog.best_round(prog.empty_progress(), "is_trump") is None, "no round played yet"
    assert "rounds" not in prog.empty_progress(), "a learner who never played a round stores nothing for it"


def test_the_sound_setting_is_off_by_default_read_within_bounds_and_the_latest_choice_wins() -> None:
    assert not prog.sound_on(prog.empty_progress())
    assert not prog.sound_on(prog.from_dict({"sound": "yes"})), "only a true boolean turns sounds on"
    on = prog.with_sound(prog.empty_progress(), True)
    assert prog.sound_on(prog.from_json(prog.to_json(on))), "the choice round-trips through the browser"
    off = prog.with_sound(prog.empty_progress(), False)
    assert not prog.sound_on(prog.merge(on, off)) and prog.sound_on(prog.merge(off, on)), "the later source wins"
    assert prog.sound_on(prog.merge(on, prog.empty_progress())), "a source without a choice changes nothing"
    assert prog.sound_on(prog.restrict(on, {}, ())), "a setting is no course content: restrict keeps it"
