"""Progress comes back from the browser's storage and is merged with what the session already earned."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import tutorial.widgets.progress_store as store
from engine import Rules, table_rules
from tests.tutorial.views.conftest import assert_clean, new_app, open_page
from tutorial.core.course.loading import load_course
from tutorial.core.games.play_session import PlaySession
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.progress import records as prog
from tutorial.core.progress.saved_hands import PLAY, PRACTICE, SOLO, saved_game, saved_practice, slots_text
from tutorial.core.steps.state import StepState
from tutorial.widgets.steps import STEP_STATE_KEY


class FakeBrowser:
    """Stands in for the storage component: reports ``stored`` (one report, as when the page opens) and
    writes what it is handed, over the text it holds only (merge on write), as the component does."""

    def __init__(self, stored: Any, hand: Any = "") -> None:
        self.stored = stored
        self.hand = hand
        self.saved: list[str] = []
        self.hands: list[str] = []
        self.refused: list[str] = []
        self.sent = 0  # runs that handed the component a progress to write
        self.nonce = 1

    def report(self, stored: Any) -> None:
        """Another tab wrote ``stored``: the storage event makes the component report it."""
        self.stored = stored
        self.nonce += 1

    def __call__(
        self,
        *,
        key: str,
        default: Any,
        lang: str = "",
        save: str | None = None,
        base: str | None = None,
        over: int | None = None,
        hand: str | None = None,
        page: str = "",
    ) -> Any:
        self.page = page  # a report says the page it was sent from, as the component's does
        if hand is not None:
            self.hands.append(hand)
        current = self.stored if isinstance(self.stored, str) else ""
        self.sent += save is not None
        if save is not None and save != current:  # the same text handed over again is not written twice
            if current == base or (base is None and over is not None and len(current) > over):
                self.saved.append(save)
                self.stored = save
            else:
                self.refused.append(save)
        return {"nonce": str(self.nonce), "progress": self.stored, "hand": self.hand, "page": self.page}


@pytest.mark.parametrize(
    ("stored", "stars"),
    [
        pytest.param(
            prog.to_json(prog.record_step(prog.empty_progress(), "bowers", "jd-with-hearts", 3)),
            3,
            id="stored-progress",
        ),
        pytest.param("{garbage", 0, id="garbage-in-storage"),
        pytest.param("", 0, id="nothing-stored"),
    ],
)
def test_stored_progress_is_restored_and_written_back(monkeypatch: pytest.MonkeyPatch, stored: str, stars: int) -> None:
    browser = FakeBrowser(stored)
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    assert_clean(at, "the course map with stored progress")
    progress = prog.from_dict(at.session_state["progress"])
    assert prog.step_stars(progress, "bowers", "jd-with-hearts") == (stars or None), (
        "the stars kept in the browser should be back in the session"
    )
    at.run()
    assert prog.from_json(browser.stored) == progress, (
        "once the stored progress has arrived, the browser should hold the session's progress"
    )
    assert len(browser.saved) <= 1, "the progress should be written at most once: an unchanged one is not sent"


def test_a_tampered_store_keeps_only_what_the_course_knows(monkeypatch: pytest.MonkeyPatch) -> None:
    forged = {f"step-{i}": 3 for i in range(10_000)} | {"jd-with-hearts": 2}
    stored = prog.to_json(
        {
            "version": 1,
            "steps": {"bowers": forged, "no-such-lesson": {"a": 3}},
            "completed": ["bowers", "no-such-lesson"],
            "drills": {"no-such-drill": {"answered": 5, "correct": 5, "best_streak": 5}},
        }
    )
    assert len(stored) < prog.MAX_STORED_CHARS * 4, "the forged value should be about the size the issue reports"
    browser = FakeBrowser(stored)
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    assert_clean(at, "the course map with a tampered store")
    progress = prog.from_dict(at.session_state["progress"])
    assert progress["steps"] == {}, "a value over the size cap should be ignored as a whole"

    small = prog.to_json(
        {
            "version": 1,
            "steps": {"bowers": {"jd-with-hearts": 2, "forged-step": 3}, "no-such-lesson": {"a": 3}},
            "completed": ["bowers", "no-such-lesson"],
            "drills": {"no-such-drill": {"answered": 5, "correct": 5, "best_streak": 5}},
        }
    )
    monkeypatch.setattr(store, "_store", FakeBrowser(small))
    at = new_app(lang="en").run()
    progress = prog.from_dict(at.session_state["progress"])
    assert progress["steps"] == {"bowers": {"jd-with-hearts": 2}}, "unknown lessons and steps should be dropped"
    assert progress["completed"] == ["bowers"], "an unknown completed lesson should be dropped"
    assert progress["drills"] == {}, "an unknown drill should be dropped"


@pytest.mark.parametrize(
    "sent",
    [
        pytest.param({"steps": 1}, id="an object"),
        pytest.param(12, id="a number"),
        pytest.param(["x"] * 1000, id="a list"),
    ],
)
def test_a_value_that_is_not_text_reads_as_empty_progress_and_saving_goes_on(
    monkeypatch: pytest.MonkeyPatch, sent: Any
) -> None:
    browser = FakeBrowser(sent)
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    assert_clean(at, "the course map after the browser sent a value that is not text")
    at.run()
    assert browser.saved, "the progress should still be written back"
    assert prog.from_json(browser.saved[-1]) == prog.empty_progress()
    assert browser.refused == [], "a stored value that is no text is still the base of the write"


def _stars(**steps: int) -> str:
    progress = prog.empty_progress()
    for step, stars in steps.items():
        progress = prog.record_step(progress, "bowers", step.replace("_", "-"), stars)
    return prog.to_json(progress)


def test_an_unchanged_progress_is_not_sent_on_every_run(monkeypatch: pytest.MonkeyPatch) -> None:
    browser = FakeBrowser("")
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    for _ in range(4):
        at.run()
    # Written once after the first report (and handed over once more, in case that run never reached the page).
    assert len(browser.saved) == 1 and browser.sent <= 2, (
        f"nothing changed, yet the progress was sent on {browser.sent} runs"
    )


def test_the_other_tabs_stars_are_merged_and_both_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    browser = FakeBrowser(_stars(jd_with_hearts=3))
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    # This tab solves another step; meanwhile the other tab writes its own star (the storage event reports it).
    at.session_state["progress"] = dict(
        prog.record_step(store.from_dict(at.session_state["progress"]), "bowers", "jc-with-spades", 2)
    )
    browser.report(_stars(jd_with_hearts=3, rank_hearts=1))
    at.run()
    assert_clean(at, "the course map after another tab wrote its progress")
    mine = prog.from_dict(at.session_state["progress"])
    stored = prog.from_json(browser.stored)
    for progress, where in ((mine, "this tab"), (stored, "the browser")):
        got = {s: prog.step_stars(progress, "bowers", s) for s in ("jd-with-hearts", "jc-with-spades", "rank-hearts")}
        assert got == {"jd-with-hearts": 3, "jc-with-spades": 2, "rank-hearts": 1}, (
            f"{where} should keep both tabs' stars, not {got}"
        )


def test_a_write_over_another_tabs_write_is_refused_then_merged(monkeypatch: pytest.MonkeyPatch) -> None:
    browser = FakeBrowser(_stars(jd_with_hearts=3))
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en").run()
    # The other tab wrote, and its storage event has not been reported yet: this tab's write must not erase it.
    browser.stored = _stars(jd_with_hearts=3, rank_hearts=1)
    at.session_state["progress"] = dict(
        prog.record_step(store.from_dict(at.session_state["progress"]), "bowers", "jc-with-spades", 2)
    )
    at.run()
    assert browser.refused, "the write over a text this tab never saw should be refused"
    browser.report(browser.stored)  # the component reports what it found instead
    at.run()
    stored = prog.from_json(browser.stored)
    assert prog.step_stars(stored, "bowers", "rank-hearts") == 1, "the other tab's star should be kept"
    assert prog.step_stars(stored, "bowers", "jc-with-spades") == 2, "this tab's star should be written"


class LateBrowser(FakeBrowser):
    """A component that reports only once ``ready`` (the page has drawn a fresh hand before, as in a browser)."""

    ready = False

    def __call__(self, **kwargs: Any) -> Any:
        report = super().__call__(**kwargs)
        return report if self.ready else None


def _game_after_a_reload(monkeypatch: pytest.MonkeyPatch, hand: str) -> tuple[Any, PlaySession]:
    browser = LateBrowser("", hand)
    monkeypatch.setattr(store, "_store", browser)
    at = open_page(new_app(lang="en"), "play")
    browser.ready = True
    at.run()
    assert_clean(at, "the play page after a reload")
    session = PlaySession.from_dict(at.session_state["play_state"])
    assert session is not None
    return at, session


def _midgame() -> PlaySession:
    session = PlaySession.start(Rules(), seed=21)
    for _ in range(6):
        hand = session.game().hand
        if hand.is_over:
            break
        session, _refused = session.try_action(str(hand.legal_actions()[0]))
    return session


def test_a_game_in_progress_comes_back_after_a_reload(monkeypatch: pytest.MonkeyPatch) -> None:
    played = _midgame()
    assert played.actions, "the game should have started"
    hand = slots_text({PLAY: saved_game(played.to_dict(), played.game().hand)})
    at, session = _game_after_a_reload(monkeypatch, hand)
    assert session == played, "the tab's game should come back at the same card"
    at.run()
    assert PlaySession.from_dict(at.session_state["play_state"]) == played, "and stay (it is restored once)"


@pytest.mark.parametrize(
    "change",
    [
        pytest.param({"actions": ["play AS", "play AS"]}, id="moves the engine refuses"),
        pytest.param({"deal": "dealer=S up=9H"}, id="another deal"),
        pytest.param({"rules": {"num_players": 99}}, id="rules that are none"),
        pytest.param({"seed": "x" * 100}, id="a seed that is text"),
    ],
)
def test_a_tampered_game_gives_a_fresh_one_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, change: dict[str, Any]
) -> None:
    played = _midgame()
    hand = slots_text({PLAY: {**saved_game(played.to_dict(), played.game().hand), **change}})
    _at, session = _game_after_a_reload(monkeypatch, hand)
    assert session != played and session.seed != played.seed, "a tampered game should give way to a fresh one"


_PRACTICE = ("bowers", "follow-with-the-left")  # hearts led; South follows with the left bower (J♦)


def _practice_after_a_reload(monkeypatch: pytest.MonkeyPatch, saved: object) -> Any:
    lesson = load_course().lesson(_PRACTICE[0])
    assert lesson is not None
    index = [s.id for s in lesson.steps].index(_PRACTICE[1])
    browser = LateBrowser("", slots_text({PRACTICE: saved}))
    monkeypatch.setattr(store, "_store", browser)
    at = new_app(lang="en", lesson=_PRACTICE[0], step=str(index + 1)).run()
    browser.ready = True
    at.run()
    assert_clean(at, "the practice step after a reload")
    return StepState.from_dict(at.session_state[STEP_STATE_KEY])


def _saved_practice(**change: object) -> dict[str, Any]:
    lesson = load_course().lesson(_PRACTICE[0])
    assert lesson is not None
    step = lesson.step(_PRACTICE[1])
    assert isinstance(step, PracticeStep)
    state = replace(StepState.fresh("/".join(_PRACTICE), seed=1), actions=("play JD",), mistakes=1, refusals=1)
    return {**(saved_practice(state, step.deal) or {}), **change}


def test_a_practice_comes_back_after_a_reload_with_its_mistakes(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _practice_after_a_reload(monkeypatch, _saved_practice())
    assert state.actions == ("play JD",), "the card played before the reload should be played again"
    assert state.mistakes == 1, "a mistake made before the reload still costs its star"


@pytest.mark.parametrize(
    "change",
    [
        pytest.param({"actions": ["play KD"]}, id="a move the engine refuses"),
        pytest.param({"deal": "dealer=S up=9H | S: 9S"}, id="a deal the lesson no longer has"),
        pytest.param({"mistakes": -5}, id="a negative count"),
    ],
)
def test_a_tampered_practice_gives_a_fresh_hand(monkeypatch: pytest.MonkeyPatch, change: dict[str, Any]) -> None:
    state = _practice_after_a_reload(monkeypatch, _saved_practice(**change))
    assert state.actions == () and state.mistakes == 0, "a tampered practice should give a fresh hand"


def test_a_call_ace_game_comes_back_after_a_reload(monkeypatch: pytest.MonkeyPatch) -> None:
    played = PlaySession.start(table_rules("call_ace", 4), seed=8)
    hand = played.game().hand
    played, refused = played.try_action(str(hand.legal_actions()[0]))
    assert refused is None
    browser = LateBrowser("", slots_text({SOLO: saved_game(played.to_dict(), played.game().hand)}))
    monkeypatch.setattr(store, "_store", browser)
    at = open_page(new_app(lang="en", rules="call_ace"), "play")
    browser.ready = True
    at.run()
    assert_clean(at, "the call-ace table after a reload")
    assert PlaySession.from_dict(at.session_state["solo_state"]) == played, "the tab's game should come back"
