"""The coach's hint ladder on a practice step: a nudge, the reason, then the card, each rung costing a star like
a lesson hint; offered only where the coach agrees with the lesson's solution, so a hint never leads away from
the step's success. One ladder per step: the coach's rungs continue the lesson's own hints, one button at a
time."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from engine import HandState, Phase, Rules
from tests.tutorial.views.conftest import assert_clean, new_app, touch
from tests.tutorial.views.test_lesson_flow import step_state
from tutorial.core.course.loading import load_course
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.text.coach_text import card_text
from tutorial.core.text.i18n import get_translator
from tutorial.widgets import coach_panel


def _open(lesson_id: str, step_id: str, lang: str) -> tuple[AppTest, Any, str]:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.id == step_id)
    at = new_app(lesson=lesson_id, step=str(index + 1), lang=lang).run()
    return at, step, f"practice-{lesson_id}-{step.id}"


def _to_first_card(at: AppTest, step: Any, key: str) -> AppTest:
    """Take the solution's bids and discard: the learner is then to play a card."""
    for action in step.solution:
        verb, _sep, card = action.partition(" ")
        if verb == "play":
            return at
        if verb == "discard":
            at = touch(at, f"{key}-table", f"card:{card}")
        else:
            touch(at, f"{key}-table", f"bid:{action}")
        assert_clean(at, f"practice {step.id} after {action!r}")
    raise AssertionError("the solution plays no card")


def _past_the_lessons_hints(at: AppTest, key: str) -> AppTest:
    """Take the lesson's own hints, one button at a time (the coach's button waits for them)."""
    while f"{key}-hint" in [b.key for b in at.button]:
        assert f"{key}-coach-hints-button" not in [b.key for b in at.button], "one hint button at a time"
        at.button(key=f"{key}-hint").click().run()
    return at


def _first_play(lesson_id: str, step: Any) -> tuple[HandState, str]:
    """The position of the solution's first card and that card, replayed in the core."""
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    run = PracticeRun.start(lesson, step, Rules())
    for action in step.solution:
        if action.startswith("play "):
            assert isinstance(run.state, HandState)
            return run.state, action
        run.try_action(action)
    raise AssertionError("the solution plays no card")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_coach_ladder_climbs_to_the_lessons_card_and_each_rung_costs_a_star(lang: str) -> None:
    at, step, key = _open("bowers", "follow-with-the-left", lang)
    at = _past_the_lessons_hints(_to_first_card(at, step, key), key)
    button = f"{key}-coach-hints-button"
    before = len(at.info)
    for rung in range(3):
        at.button(key=button).click().run()
        assert_clean(at, f"coach hint {rung + 1}")
        assert len(at.info) == before + rung + 1, "each click should add one hint"
        assert step_state(at).coach_hints == rung + 1, "each rung should be counted against the step's stars"
    assert button not in [b.key for b in at.button], "the card is the last rung"
    card = next(a for a in step.solution if a.startswith("play ")).split()[1]
    assert str(at.info[-1].value) == card_text(card, get_translator(lang)), "the last rung names the lesson's card"
    at = touch(at, f"{key}-table", f"card:{card}")
    assert_clean(at, "the practice after the coach's card")
    assert at.session_state["progress"]["steps"]["bowers"][step.id] == 1, "three rungs should cost two stars"


def test_the_coachs_rungs_continue_the_lessons_hints_and_count_like_them() -> None:
    at, step, key = _open("the-table", "first-lead", "en")
    at = _to_first_card(at, step, key)
    assert f"{key}-hint" in [b.key for b in at.button], "the lesson's own hint comes first"
    assert f"{key}-coach-hints-button" not in [b.key for b in at.button], "one hint button at a time"
    at = _past_the_lessons_hints(at, key)
    at.button(key=f"{key}-coach-hints-button").click().run()
    state = step_state(at)
    assert (state.hints, state.coach_hints) == (len(step.hints), 1), "every rung taken is counted against the step"
    for action in step.solution[len(state.actions) :]:
        at = touch(at, f"{key}-table", f"card:{action.split()[1]}")
    assert at.session_state["progress"]["steps"]["the-table"][step.id] == max(1, 3 - len(step.hints) - 1)


def test_no_coach_ladder_where_the_coach_would_lead_away_from_the_lessons_card() -> None:
    # The lone hand's first lead: every trump is worth the same march, and the coach names another than the
    # lesson's right bower (it grades both best; tests/tutorial/core/test_practice_grades.py).
    lesson_id, step_id = "going-alone", "go-alone"
    at, step, key = _open(lesson_id, step_id, "en")
    at = _to_first_card(at, step, key)
    state, intended = _first_play(lesson_id, step)
    best = coach_panel.play_advice(state, get_translator("en")).best.action
    assert best != intended, "this step was chosen because the coach names another card than the lesson's"
    assert state.phase is Phase.PLAY
    assert f"{key}-coach-hints-button" not in [b.key for b in at.button]
    assert [b for b in at.button if b.key == f"{key}-hint"], "the lesson's own hints stay"
