"""The in-session spaced repetition of the drill: misses come back sooner, learned items leave."""

from __future__ import annotations

import pytest

from tutorial.core.drills.schedule import GAPS, DrillSchedule


def _answer(schedule: DrillSchedule, results: list[tuple[str, bool]]) -> DrillSchedule:
    for item, correct in results:
        schedule = schedule.record(item, correct=correct)
    return schedule


def _asks_until(schedule: DrillSchedule, item: str, limit: int = 50) -> int | None:
    """How many fresh questions are answered (correctly) before ``item`` is due again."""
    for n in range(limit):
        if schedule.due_item() == item:
            return n
        schedule = schedule.record(f"fresh{n}", correct=True)
    return None


def test_a_fresh_schedule_has_nothing_due() -> None:
    assert DrillSchedule().due_item() is None, "nothing should be due before any answer"


def test_a_missed_item_comes_back_after_the_first_gap() -> None:
    schedule = DrillSchedule().record("q", correct=False)
    assert _asks_until(schedule, "q") == GAPS[0], f"a missed question should return after {GAPS[0]} others"


def test_correct_reviews_push_the_item_further_away_until_it_is_learned() -> None:
    schedule = DrillSchedule().record("q", correct=False)
    gaps = []
    for _ in GAPS:
        n = _asks_until(schedule, "q")
        assert n is not None, "a scheduled review should come due"
        gaps.append(n)
        for i in range(n):
            schedule = schedule.record(f"fresh{i}", correct=True)
        schedule = schedule.record("q", correct=True)
    assert gaps == [GAPS[0], GAPS[1], GAPS[2]], f"review gaps should grow as {GAPS}, not {gaps}"
    assert _asks_until(schedule, "q") is None, "an item answered at the last gap should be learned"


def test_missing_a_review_starts_it_over() -> None:
    schedule = _answer(DrillSchedule(), [("q", False), ("a", True), ("b", True), ("q", True)])
    schedule = schedule.record("q", correct=False)
    assert _asks_until(schedule, "q") == GAPS[0], "a missed review should come back at the shortest gap"


def test_an_item_correct_the_first_time_is_not_scheduled() -> None:
    schedule = DrillSchedule().record("q", correct=True)
    assert schedule.reviews == (), "a question answered right at first sight needs no review"


def test_the_longest_overdue_review_comes_first() -> None:
    schedule = _answer(DrillSchedule(), [("old", False), ("new", False), ("x", True), ("y", True)])
    assert schedule.due_item() == "old", "the review that fell due first should be asked first"


@pytest.mark.parametrize(
    ("results", "streak", "best", "asked", "correct"),
    [
        pytest.param([], 0, 0, 0, 0, id="empty"),
        pytest.param([True, True, True], 3, 3, 3, 3, id="all-right"),
        pytest.param([True, True, False, True], 1, 2, 4, 3, id="broken-streak"),
        pytest.param([False], 0, 0, 1, 0, id="one-miss"),
    ],
)
def test_counts_and_streaks(results: list[bool], streak: int, best: int, asked: int, correct: int) -> None:
    schedule = _answer(DrillSchedule(), [(f"q{i}", ok) for i, ok in enumerate(results)])
    got = (schedule.streak, schedule.best_streak, schedule.asked, schedule.correct)
    expected = (streak, best, asked, correct)
    assert got == expected, f"streak, best streak, asked and correct should be {expected}, not {got}"


def test_round_trip_through_plain_data() -> None:
    schedule = _answer(DrillSchedule(), [("a", False), ("b", True), ("c", False)])
    assert DrillSchedule.from_dict(schedule.to_dict()) == schedule, "to_dict/from_dict should round-trip"


@pytest.mark.parametrize(
    "garbage",
    [
        pytest.param(None, id="none"),
        pytest.param("text", id="string"),
        pytest.param({"asked": -1}, id="negative"),
        pytest.param({"asked": True}, id="bool"),
        pytest.param({"reviews": [["q", 1]]}, id="short-review"),
        pytest.param({"reviews": [["q", 1, 99]]}, id="bad-level"),
        pytest.param({"reviews": 5}, id="reviews-not-a-list"),
    ],
)
def test_garbage_gives_a_fresh_schedule(garbage: object) -> None:
    fresh = DrillSchedule.from_dict(garbage)
    assert fresh == DrillSchedule(), f"{garbage!r} should fall back to a fresh schedule"


def test_accuracy() -> None:
    assert DrillSchedule().accuracy == 0.0
    assert _answer(DrillSchedule(), [("a", True), ("b", False)]).accuracy == 0.5


def _run(schedule: DrillSchedule, questions: int, *, right: bool) -> list[str]:
    """Ask ``questions`` questions the way the drill page does (a due review, else a fresh one) and
    answer each one right or wrong; returns the items asked, in order."""
    asked = []
    for n in range(questions):
        item = schedule.due_item() or f"new{n}"
        asked.append(item)
        schedule = schedule.record(item, correct=right and not item.startswith("miss"))
    return asked


def test_a_missed_item_returns_after_other_items() -> None:
    # Three misses in a row, then the learner answers the new questions right.
    schedule = _answer(DrillSchedule(), [("miss1", False), ("miss2", False), ("miss3", False)])
    asked = ["miss1", "miss2", "miss3", *_run(schedule, 12, right=True)]
    for item in ("miss1", "miss2", "miss3"):
        first, again = asked.index(item), asked.index(item, 1 + asked.index(item))
        others = again - first - 1
        assert 2 <= others <= 4, f"{item} should return after 2 to 4 other items, not {others}: {asked}"


def test_a_review_is_never_asked_straight_after_another_review() -> None:
    asked = _run(DrillSchedule(), 40, right=False)  # a learner who misses everything
    reviews = [i > 0 and item in asked[:i] for i, item in enumerate(asked)]
    pairs = [asked[i - 1 : i + 1] for i in range(1, len(asked)) if reviews[i] and reviews[i - 1]]
    assert not pairs, f"two reviews in a row: {pairs}"


def test_new_items_keep_coming_when_the_learner_misses_everything() -> None:
    asked = _run(DrillSchedule(), 40, right=False)
    last_ten = asked[-10:]
    fresh = [item for item in last_ten if asked.index(item) >= len(asked) - 10]
    assert len(fresh) >= 5, f"at least every other question should be new, not a loop of the same few: {last_ten}"


def test_the_interleaving_survives_plain_data() -> None:
    schedule = _answer(DrillSchedule(), [("a", False), ("b", False), ("c", True), ("a", False)])
    assert schedule.last_was_review, "answering a due review should be remembered"
    assert DrillSchedule.from_dict(schedule.to_dict()).due_item() is None, "a fresh item should follow a review"
