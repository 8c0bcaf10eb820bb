"""A seeded monkey: hundreds of random clicks and choices across every page, and never an exception."""

from __future__ import annotations

import random

import pytest
from streamlit.testing.v1 import AppTest

from tests.tutorial.views.conftest import PAGES, assert_clean, new_app, open_page

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
    choices = [w for group in (at.radio, at.selectbox, at.toggle, at.multiselect) for w in group
               if not w.disabled]
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


@pytest.mark.parametrize("seed", SEEDS)
def test_random_interactions_never_raise(seed: int) -> None:
    rng = random.Random(seed)
    at = new_app(lang=rng.choice(("en", "fr", "hu", "pt"))).run()
    done: list[str] = []
    for _ in range(INTERACTIONS // len(SEEDS)):
        done.append(_random_interaction(at, rng))
        assert_clean(at, f"seed {seed}, after {len(done)} interactions (last: {done[-3:]})")
    assert len(done) == INTERACTIONS // len(SEEDS), "every planned interaction should have been made"
