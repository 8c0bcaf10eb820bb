"""Every step of every lesson opens under every house-rule preset: never an exception or an apology."""

from __future__ import annotations

import pytest

from tests.tutorial.views.conftest import assert_clean, new_app
from tutorial.core.course import load_course
from tutorial.core.presets import PRESETS


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_step_renders_under_the_preset(preset: str) -> None:
    course = load_course()
    assert course.lessons, "the course should have lessons"
    at = new_app(rules=preset, lang="en").run()
    shown = 0
    for lesson in course.lessons:
        for number in range(1, len(lesson.steps) + 1):
            # A new address in the same session, as when a teacher's link is opened again.
            at.query_params["lesson"] = lesson.id
            at.query_params["step"] = str(number)
            at.run()
            assert_clean(at, f"{lesson.id} step {number} under the {preset} rules")
            assert at.session_state["step_index"] == number - 1, f"{lesson.id} step {number} should be shown"
            shown += 1
    assert shown == sum(len(lesson.steps) for lesson in course.lessons), "every step should have been shown"
