"""Every step of every lesson opens under every house-rule preset: never an exception or an apology, and
the app shows that step: its text, its question's answer box, or its practice table."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.tutorial.views.conftest import TABLE, assert_clean, new_app
from tutorial.core.course.loading import load_course
from tutorial.core.house_rules.presets import PRESETS
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import AnyStep, ExplainStep, Lesson, PracticeStep, QuizStep, step_rules
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.suit_colour import red_suits

EN = get_translator("en")
NOT_PLAYABLE = EN.gettext("This step does not work with the house rules in force.")


def _answer_boxes(at: AppTest, prefix: str) -> list[str]:
    """The question tables under ``prefix`` (every question is answered by touching its table); a radio or a
    multiselect (a form) is a failure."""
    forms = [str(w.key) for group in (at.radio, at.multiselect) for w in group if str(w.key).startswith(prefix)]
    assert not forms, f"a question should be answered on its table, not in a form: {forms}"
    return [k for k in TABLE.shown if k.startswith(prefix.removesuffix("answer-")) and k.endswith("-table")]


def assert_step_on_screen(at: AppTest, lesson: Lesson, step: AnyStep, preset: str, where: str) -> None:
    shown = [str(e.value) for group in (at.markdown, at.info) for e in group]
    if any(text.startswith(NOT_PLAYABLE) for text in shown):
        return  # the step says it cannot be played at this table, and offers to go on
    if isinstance(step, ExplainStep):
        # Shown with its red suits printed red (tutorial.widgets.suit_colour).
        text = red_suits(render_text(step.text, step_rules(lesson, step, PRESETS[preset][1]), EN))
        assert text in shown, f"{where}: the step's text should be shown"
    elif isinstance(step, QuizStep):
        assert _answer_boxes(at, f"quiz-{lesson.id}-{step.id}-answer-"), f"{where}: the question needs an answer box"
    elif isinstance(step, PracticeStep):
        # Every game, call-ace and auction euchre too, is played in the one table component.
        assert f"practice-{lesson.id}-{step.id}-table" in TABLE.shown, f"{where}: the practice table should be drawn"
    else:
        assert _answer_boxes(at, f"drill-{lesson.id}-{step.id}-"), f"{where}: the drill should ask a question"


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_step_renders_under_the_preset(preset: str) -> None:
    course = load_course()
    assert course.lessons, "the course should have lessons"
    at = new_app(rules=preset, lang="en").run()
    for lesson in course.lessons:
        for number, step in enumerate(lesson.steps, start=1):
            # A new address in the same session, as when a teacher's link is opened again.
            at.query_params["lesson"] = lesson.id
            at.query_params["step"] = str(number)
            TABLE.shown.clear()
            at.run()
            where = f"{lesson.id} step {number} under the {preset} rules"
            assert_clean(at, where)
            assert at.session_state["step_index"] == number - 1, f"{where}: the step should be shown"
            assert_step_on_screen(at, lesson, step, preset, where)
