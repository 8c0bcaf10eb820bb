"""Lesson text follows the active house rules and shows cards in the learner's language."""

from __future__ import annotations

import pytest

from engine import Rules
from tutorial.core.course import load_course
from tutorial.core.i18n import get_translator
from tutorial.core.lesson_model import TextVariant
from tutorial.core.lesson_text import render_text

EN = get_translator("en")

STICK = (
    TextVariant(text="Everyone passed twice."),
    TextVariant(text="The dealer must name a suit.", when={"stick_the_dealer": True}),
    TextVariant(text="The cards are thrown in.", when={"stick_the_dealer": False}),
)


@pytest.mark.parametrize(("rules", "shown", "hidden"), [
    pytest.param(Rules(), "must name a suit", "thrown in", id="stick-the-dealer"),
    pytest.param(Rules(stick_the_dealer=False), "thrown in", "must name a suit", id="throw-in"),
])
def test_conditional_text_follows_the_rules(rules: Rules, shown: str, hidden: str) -> None:
    text = render_text(STICK, rules, EN)
    assert text.startswith("Everyone passed twice.") and shown in text and hidden not in text


def test_placeholders_come_from_the_rules() -> None:
    assert render_text("Game is {winning_score}.", Rules(winning_score=11), EN) == "Game is 11."
    assert render_text("A lone march: {loner_march_score}.", Rules(loner_march_score=5), EN).endswith("5.")


def test_card_tokens_become_cards_and_other_brackets_stay() -> None:
    text = render_text("[JD] and [10H], not [link](https://x) or {unknown}.", Rules(), EN)
    assert "[JD]" not in text and "[10H]" not in text and "[link](https://x)" in text and "{unknown}" in text
    assert "♦" in text and "♥" in text


@pytest.mark.parametrize("rules", [Rules(), Rules(joker=True), Rules(min_rank=7), Rules(num_players=3),
                                   Rules(stick_the_dealer=False)])
def test_every_text_of_the_course_renders_without_leftover_placeholders(rules: Rules) -> None:
    for lesson in load_course().lessons:
        texts = [lesson.title, lesson.summary]
        for step in lesson.steps:
            texts += [getattr(step, f, None) for f in ("title", "text", "prompt", "on_success", "on_failure")]
            texts += list(getattr(step, "hints", ()))
        for t in texts:
            out = render_text(t, lesson.rules_for(rules), EN)
            assert "{" not in out, f"{lesson.id}: a placeholder was left in {out!r}"
