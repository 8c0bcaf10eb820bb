"""Progress comes back from the browser's storage and is merged with what the session already earned."""

from __future__ import annotations

from typing import Any

import pytest

import tutorial.widgets.progress_store as store
from tests.tutorial.views.conftest import assert_clean, new_app
from tutorial.core import progress as prog


class FakeBrowser:
    """Stands in for the local-storage component: hands back ``stored`` once, records what is saved."""

    def __init__(self, stored: str) -> None:
        self.stored = stored
        self.saved: list[str] = []

    def __call__(self, *, save: str | None, key: str, default: Any, lang: str = "") -> str | None:
        if save is not None:
            self.saved.append(save)
        return self.stored


@pytest.mark.parametrize(
    ("stored", "stars"),
    [
        pytest.param(prog.to_json(prog.record_step(prog.empty_progress(), "bowers", "jd-with-hearts", 3)), 3,
                     id="stored-progress"),
        pytest.param("{garbage", 0, id="garbage-in-storage"),
        pytest.param("", 0, id="nothing-stored"),
    ],
)
def test_stored_progress_is_restored_and_written_back(monkeypatch: pytest.MonkeyPatch, stored: str,
                                                      stars: int) -> None:
    browser = FakeBrowser(stored)
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    assert_clean(at, "the course map with stored progress")
    progress = prog.from_dict(at.session_state["progress"])
    assert prog.step_stars(progress, "bowers", "jd-with-hearts") == (stars or None), (
        "the stars kept in the browser should be back in the session"
    )
    at.run()
    assert browser.saved, "once the stored progress has arrived, the progress should be written back"
    assert prog.from_json(browser.saved[-1]) == progress, "what is written back should be the session's progress"


def test_a_tampered_store_keeps_only_what_the_course_knows(monkeypatch: pytest.MonkeyPatch) -> None:
    forged = {f"step-{i}": 3 for i in range(10_000)} | {"jd-with-hearts": 2}
    stored = prog.to_json({"version": 1, "steps": {"bowers": forged, "no-such-lesson": {"a": 3}},
                           "completed": ["bowers", "no-such-lesson"],
                           "drills": {"no-such-drill": {"answered": 5, "correct": 5, "best_streak": 5}}})
    assert len(stored) < prog.MAX_STORED_CHARS * 4, "the forged value should be about the size the issue reports"
    browser = FakeBrowser(stored)
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    assert_clean(at, "the course map with a tampered store")
    progress = prog.from_dict(at.session_state["progress"])
    assert progress["steps"] == {}, "a value over the size cap should be ignored as a whole"

    small = prog.to_json({"version": 1, "steps": {"bowers": {"jd-with-hearts": 2, "forged-step": 3},
                                                  "no-such-lesson": {"a": 3}},
                          "completed": ["bowers", "no-such-lesson"],
                          "drills": {"no-such-drill": {"answered": 5, "correct": 5, "best_streak": 5}}})
    monkeypatch.setattr(store, "_store", FakeBrowser(small))
    at = new_app(lang="en").run()
    progress = prog.from_dict(at.session_state["progress"])
    assert progress["steps"] == {"bowers": {"jd-with-hearts": 2}}, "unknown lessons and steps should be dropped"
    assert progress["completed"] == ["bowers"], "an unknown completed lesson should be dropped"
    assert progress["drills"] == {}, "an unknown drill should be dropped"


@pytest.mark.parametrize("sent", [pytest.param({"steps": 1}, id="an object"), pytest.param(12, id="a number"),
                                  pytest.param(["x"] * 1000, id="a list")])
def test_a_value_that_is_not_text_reads_as_empty_progress_and_saving_goes_on(monkeypatch: pytest.MonkeyPatch,
                                                                             sent: Any) -> None:
    browser = FakeBrowser(sent)
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    assert_clean(at, "the course map after the browser sent a value that is not text")
    at.run()
    assert browser.saved, "the progress should still be written back"
    assert prog.from_json(browser.saved[-1]) == prog.empty_progress()
