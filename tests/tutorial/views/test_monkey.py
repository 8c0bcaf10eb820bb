"""A seeded monkey: hundreds of random clicks and choices across every page, and never an exception.

After every interaction the app itself is checked: it shows a page, the lesson step's state and the
learner's progress in session state stay well-formed, and stars stay within three."""

from __future__ import annotations

import random

import pytest
from streamlit.testing.v1 import AppTest

from tests.tutorial.views.conftest import PAGES, assert_clean, new_app, open_page, texts
from tutorial.core.progress import records as prog
from tutorial.core.steps.state import StepState

INTERACTIONS = 520
SEEDS = (1, 2)


def _random_interaction(at: AppTest, rng: random.Random) -> str:
    """Do one thing a learner could do on the current page; returns what was done (for the failure message)."""
    roll = rng.random()
    if roll < 0.08:
        url_path = rng.choice(PAGES)
        open_page(at, url_path)
        return f"open page {url_path or 'course map'!r}"
    buttons = [b for b in at.button if not b.disabled]
    choices = [w for group in (at.radio, at.selectbox, at.toggle, at.multiselect) for w in group if not w.disabled]
    if buttons and (roll < 0.7 or not choices):
        button = rng.choice(buttons)
        button.click().run()
        return f"click {button.label!r} ({button.key})"
    if not choices:
        at.run()
        return "rerun"
    widget = rng.choice(choices)
    kind = type(widget).__name__
    if kind == "Toggle":
        widget.set_value(not widget.value).run()
    elif kind == "Multiselect":
        options = list(widget.options)
        widget.set_value(rng.sample(options, rng.randint(0, min(3, len(options))))).run()
    else:
        widget.set_value(rng.choice(list(widget.options))).run()
    return f"set {kind} {widget.label!r} ({widget.key})"


def assert_sound(at: AppTest, where: str) -> None:
    """What the app must keep true whatever the learner does."""
    assert_clean(at, where)
    assert [t for t in texts(at) if t.strip()], f"{where}: the page should show something"
    if "lesson_step" in at.session_state:
        step = StepState.from_dict(at.session_state["lesson_step"])
        assert step is not None, f"{where}: the lesson step's state should stay readable"
        assert step.mistakes >= 0 and 0 <= step.hints <= 3, f"{where}: mistakes {step.mistakes}, hints {step.hints}"
    if "progress" in at.session_state:
        progress = at.session_state["progress"]
        assert prog.from_dict(progress) == progress, f"{where}: the stored progress should stay well-formed"
        stars = [n for steps in progress["steps"].values() for n in steps.values()]
        assert all(1 <= n <= prog.MAX_STARS for n in stars), f"{where}: stars out of range {stars}"


@pytest.mark.parametrize("seed", SEEDS)
def test_random_interactions_never_raise(seed: int) -> None:
    rng = random.Random(seed)
    at = new_app(lang=rng.choice(("en", "fr", "hu", "pt"))).run()
    done: list[str] = []
    pages: set[str] = set()
    for _ in range(INTERACTIONS // len(SEEDS)):
        done.append(_random_interaction(at, rng))
        assert_sound(at, f"seed {seed}, after {len(done)} interactions (last: {done[-3:]})")
        pages.add(str(at._page_hash))
    assert len(pages) >= 3, f"the monkey should have been shown several pages of the app, not {len(pages)}"
