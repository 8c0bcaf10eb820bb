"""A learner strays in a strategy practice: his card meets cards laid against it and loses, the write-up says
so, replays the right line on the same cards one card at a time, and he can try again."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from engine import Rules
from engine.coach.arrange import perfect_play
from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, texts, touch
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.state import Outcome, StepState
from tutorial.core.text.i18n import get_translator

_ = get_translator("en").gettext
KEY = "practice-playing-well-order-and-lead-trump"


def _state(at: AppTest) -> StepState:
    state = StepState.from_dict(at.session_state["lesson_step"])
    assert state is not None
    return state


def _run(at: AppTest) -> PracticeRun:
    lesson = load_course().lesson("playing-well")
    assert lesson is not None
    step = next(s for s in lesson.steps if s.id == "order-and-lead-trump")
    assert isinstance(step, PracticeStep)
    return PracticeRun.start(lesson, step, Rules()).replay(_state(at).actions)


def _button(at: AppTest, label: str) -> AppTest:
    matches = [b for b in at.button if b.label == label]
    assert matches, f"no button {label!r} among {[b.label for b in at.button]}"
    return matches[0].click().run()


def _stray_and_play_on(lang: str) -> AppTest:
    """Order up, lead the side ace before trump, then play as well as anyone could to the end."""
    at = new_app(lesson="playing-well", step="1", lang=lang).run()
    at = touch(at, f"{KEY}-table", "bid:order up")
    at = touch(at, f"{KEY}-table", "card:AS")
    assert_clean(at, "after the stray lead")
    while _state(at).outcome is Outcome.OPEN:
        card = perfect_play(_run(at).state)  # type: ignore[arg-type]
        at = touch(at, f"{KEY}-table", f"card:{card.card.code if card.card else ''}")
        assert_clean(at, "playing on")
    return at


def test_a_stray_lead_loses_and_the_write_up_replays_the_right_line() -> None:
    at = _stray_and_play_on("en")
    assert _state(at).outcome is Outcome.FAILED
    shown = " ".join(texts(at))
    assert "lost: the cards you could not see lay against it" in shown

    before = TABLE.shown[f"{KEY}-table"]
    at = _button(at, _("Replay the right line"))
    assert _("Right line, trick {n} of {total}").split("{n}")[0] in " ".join(texts(at))
    first = TABLE.shown[f"{KEY}-table"]
    assert first != before, "the table should show the right line, not the learner's finished hand"
    at = _button(at, _("Next trick"))
    assert TABLE.shown[f"{KEY}-table"] != first
    assert_clean(at, "stepping through the right line")

    at = _button(at, _("Try again"))
    assert _state(at).outcome is Outcome.OPEN and not _state(at).actions
    assert not [b for b in at.button if b.label == _("Next trick")]


def test_the_write_up_speaks_the_learners_language() -> None:
    fr = get_translator("fr").gettext
    at = _stray_and_play_on("fr")
    shown = " ".join(texts(at))
    said = fr(
        "{stray} lost: the cards you could not see lay against it. On these same cards, {right} wins: "
        "replay the right line."
    )
    assert said.split("{right}")[-1].split(":")[0] in shown  # the French sentence, its cards filled in
    assert "the cards you could not see" not in shown
    assert fr("Replay the right line") in [b.label for b in at.button]
