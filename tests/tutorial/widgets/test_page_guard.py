"""A background report never changes the page: the page the run before was asked for, told from its hash or,
for a run asked by the address, from the page it showed (tutorial.widgets.page_guard; the browser test
tests/browser/test_late_report.py plays the race itself)."""

from __future__ import annotations

from tutorial.widgets.page_guard import page_asked_before

HASHES = {"course": "h-course", "play": "h-play", "lesson": "h-lesson"}


def test_a_run_cut_short_by_the_report_is_told_by_the_hash_it_was_asked_for() -> None:
    assert page_asked_before(("h-play", None), "course", HASHES) == "play"


def test_a_run_asked_by_the_address_is_told_by_the_page_it_showed() -> None:
    assert page_asked_before(("", "lesson"), "course", HASHES) == "lesson"


def test_nothing_is_reopened_when_the_run_before_showed_this_page_or_cannot_be_told() -> None:
    assert page_asked_before(("h-course", "course"), "course", HASHES) is None
    assert page_asked_before(("", None), "course", HASHES) is None
    assert page_asked_before(("h-unknown", None), "course", HASHES) is None
