"""The coach's notes read as sentences in every language, with the cards named; nothing unworded leaks."""

from __future__ import annotations

import random

import pytest

from engine.advice import Grade, advise_play
from engine.coach_reasons import CoachNote, CoachReason, nudge, why_best, why_worse
from tests.engine.endgames import to_play
from tutorial.core.coach_text import card_text, grade_label, note_text, nudge_text, points_text
from tutorial.core.i18n import LOCALES, get_translator

_PARAMS = {"card": "9S", "your_card": "AS", "partner_card": "KS", "kept_card": "JD", "trick_card": "QS",
           "seat": 1, "tricks": 24, "chance": 61, "makers": True, "trump": "H", "led_suit": "S"}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("code", list(CoachReason))
def test_every_reason_is_a_sentence_in_every_language(locale: str, code: CoachReason) -> None:
    tr = get_translator(locale)
    best = note_text(CoachNote(code, {k: v for k, v in _PARAMS.items() if k != "your_card"}), tr)
    worse = note_text(CoachNote(code, dict(_PARAMS)), tr)
    nudged = nudge_text(CoachNote(code, dict(_PARAMS)), tr)
    for text in (best, worse, nudged):
        assert text and "{" not in text and text[0] == text[0].upper(), f"{code} in {locale}: {text!r}"
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


def test_a_hint_names_the_better_card_and_a_grade_names_both() -> None:
    en = get_translator("en")
    note = CoachNote(CoachReason.WASTES_LAST_TRUMP, {"card": "9C", "your_card": "JD"})
    assert note_text(note, en) == "J♦ was your last trump: keep it, and play 9♣ instead."
    assert card_text("JD", en) == "Play J♦."


def test_a_note_that_cannot_be_worded_still_gets_a_sentence() -> None:
    en = get_translator("en")
    assert note_text(CoachNote(CoachReason.TRUMP_IN, {"card": "not a card"}), en) == "Another card was better here."
    assert card_text("XX", en) == "Play the card the coach advises."


@pytest.mark.parametrize("locale", LOCALES)
def test_grades_and_points_in_every_language(locale: str) -> None:
    tr = get_translator(locale)
    assert len({grade_label(str(g), tr) for g in Grade}) == 5
    assert points_text(-0.5, tr).startswith("−") and points_text(1.25, tr).startswith("+")


def test_real_positions_give_worded_notes() -> None:
    en = get_translator("en")
    rng = random.Random(12)
    for _ in range(15):
        state = to_play(rng)
        for _ in range(rng.randrange(8)):
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over:
            continue
        advice = advise_play(state, samples=6, seed=1)
        worst = min(advice.options, key=lambda c: c.points).action
        for text in (nudge_text(nudge(state), en), note_text(why_best(state, advice), en),
                     note_text(why_worse(state, advice, worst), en)):
            assert text and "{" not in text
