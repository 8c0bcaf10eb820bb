"""The coach's notes read as sentences in every language, with the cards named; nothing unworded leaks."""

from __future__ import annotations

import random

import pytest

from engine.cards.errors import ParamValue
from engine.coach.advice import Grade, advise_play
from engine.coach.reasons import CoachNote, CoachReason, nudge, why_best, why_worse
from tests.engine.endgames import to_play
from tutorial.core.text.coach_text import card_text, grade_label, note_text, nudge_text, points_text
from tutorial.core.text.i18n import LOCALES, Translator, get_translator

_PARAMS = {
    "card": "9S",
    "your_card": "AS",
    "partner_card": "KS",
    "kept_card": "JD",
    "trick_card": "QS",
    "seat": 1,
    "tricks": 24,
    "chance": 61,
    "makers": True,
    "trump": "H",
    "led_suit": "S",
    "points": 45,
    "your_points": -12,
}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("code", list(CoachReason))
def test_every_reason_is_a_sentence_in_every_language(locale: str, code: CoachReason) -> None:
    tr = get_translator(locale)
    for partners in (True, False):
        for makers in (True, False):
            params = {**_PARAMS, "makers": makers}
            best = note_text(CoachNote(code, {k: v for k, v in params.items() if k != "your_card"}), tr, partners)
            worse = note_text(CoachNote(code, params), tr, partners)
            nudged = nudge_text(CoachNote(code, params), tr, partners)
            for text in (best, worse, nudged):
                assert text and "{" not in text and text[0] == text[0].upper(), f"{code} in {locale}: {text!r}"
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


_BIDS = {
    CoachReason.TOO_WEAK_TO_ORDER_UP: {"suit": "H", "trumps": 1},
    CoachReason.STRONG_ENOUGH_TO_CALL: {"suit": "S", "trumps": 3, "points": 138},
    CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP: {"card": "QH", "seat": 3},
    CoachReason.ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP: {"card": "KH", "seat": 2},
    CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS: {"suit": "H", "card": "JH", "trumps": 5, "points": 400},
    CoachReason.TOO_RISKY_ALONE: {"suit": "H", "trumps": 3},
    CoachReason.CALL_THE_LONGER_SUIT: {"suit": "S", "trumps": 3, "your_suit": "D", "your_trumps": 2},
    CoachReason.DISCARD_TO_VOID_A_SUIT: {"card": "9C", "suit": "C"},
    CoachReason.KEEP_THE_GUARDED_KING: {"card": "TD", "kept_card": "KC", "guard_card": "9C"},
    CoachReason.KEEP_TRUMPS_AND_ACES: {"card": "9C"},
    CoachReason.BEST_EXPECTED_POINTS: {"action": "order up", "points": 120, "by_dealer": True},
    CoachReason.NAME_TRUMP_BLIND: {"alone": False, "points": 51},
}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("code", list(_BIDS))
def test_every_bidding_reason_is_a_sentence_with_its_figures_in_every_language(locale: str, code: CoachReason) -> None:
    tr = get_translator(locale)
    params = _BIDS[code]
    hint = note_text(CoachNote(code, dict(params)), tr)
    worse = note_text(CoachNote(code, {**params, "your_action": "pass", "your_points": -40}), tr)
    for text in (hint, worse):
        assert text and "{" not in text and text[0] == text[0].upper(), f"{code} in {locale}: {text!r}"
        assert text != _fallback_for(tr), f"{code} in {locale} was not worded"
        for key in ("trumps", "your_trumps"):
            if key in params:
                assert tr.format_number(params[key]) in text, f"{code} in {locale} should give the count: {text}"
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


# The call-ace and auction tables' own codes, and the shared ones they word without a partner (issue 22).
_SOLO_BIDS: dict[CoachReason, dict[str, ParamValue]] = {
    CoachReason.CALL_A_SUIT_YOU_LACK: {"suit": "S", "card": "AS", "points": 80},
    CoachReason.CALLED_YOUR_OWN_ACE: {"your_suit": "C", "your_card": "AC"},
    CoachReason.BID_WHAT_YOU_CAN_MAKE: {"suit": "H", "trumps": 4, "bid": 4, "chance": 70, "points": 150},
    CoachReason.BID_TOO_HIGH: {"bid": 3, "your_bid": 5, "your_chance": 20},
    CoachReason.NAME_THE_HIGHEST_TRUMP_YOU_LACK: {"card": "JD", "points": 120},
    CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS: {"suit": "H", "card": "JH", "trumps": 5, "points": 400},
    CoachReason.TOO_RISKY_ALONE: {"suit": "H", "trumps": 3},
    CoachReason.STRONG_ENOUGH_TO_CALL: {"suit": "S", "trumps": 3, "points": 70},
}


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("code", list(_SOLO_BIDS))
def test_every_solo_bidding_reason_is_a_sentence_with_its_figures_and_no_partner(
    locale: str, code: CoachReason
) -> None:
    tr = get_translator(locale)
    params = _SOLO_BIDS[code]
    hint = note_text(CoachNote(code, dict(params)), tr, partners=False)
    worse = note_text(CoachNote(code, {**params, "your_action": "bid 5 H", "your_points": -40}), tr, partners=False)
    partnership = note_text(CoachNote(code, dict(params)), tr)
    for text in (hint, worse):
        assert text and "{" not in text and text[0] == text[0].upper(), f"{code} in {locale}: {text!r}"
        assert text != _fallback_for(tr), f"{code} in {locale} was not worded"
        for key in ("trumps", "bid", "your_bid"):
            if key in params:
                assert tr.format_number(params[key]) in text, f"{code} in {locale} should give {key}: {text}"
    if locale == "en":
        assert "partner" not in hint and "side" not in hint, hint
        if code in _BIDS:
            assert partnership != hint, "the partnership game keeps its own sentence"
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


def test_every_bidding_code_is_worded_here() -> None:
    play = {c for c in CoachReason if c.value in _PLAY_CODES}
    assert set(CoachReason) - play == set(_BIDS) | set(_SOLO_BIDS), "a new bidding code needs its sentence tested here"


_PLAY_CODES = {
    "partner_winning",
    "cannot_follow",
    "must_follow",
    "lead_as_maker",
    "lead_as_defender",
    "last_to_play",
    "lead_for_the_maker",
    "partner_already_winning",
    "draw_trump_with_right_bower",
    "win_the_trick_cheaply",
    "trump_in",
    "throw_off_low",
    "wastes_last_trump",
    "save_the_winner_for_later",
    "keep_left_bower_guarded",
    "lead_through_the_maker",
    "most_tricks",
    "win_the_trick_safely",
    "let_the_trick_go",
    "only_card",
    "as_good_as_any",
}


def _fallback_for(tr: Translator) -> str:
    return tr.gettext("Another card was better here.")


def test_a_bid_reason_names_the_figures_and_the_better_choice() -> None:
    en = get_translator("en")
    weak = CoachNote(CoachReason.TOO_WEAK_TO_ORDER_UP, {"suit": "H", "trumps": 0, "your_action": "order up"})
    assert note_text(weak, en) == (
        "With hearts as trump you would hold no trump at all: your hand is too weak to make it trump."
    )
    note = CoachNote(
        CoachReason.BEST_EXPECTED_POINTS,
        {"action": "pass", "points": 180, "your_points": 142, "your_action": "defend alone"},
    )
    assert note_text(note, en) == "“Pass” does best here: on average +1.8 for your side, against +1.42 for your choice."


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
        for text in (
            nudge_text(nudge(state), en),
            note_text(why_best(state, advice), en),
            note_text(why_worse(state, advice, worst), en),
        ):
            assert text and "{" not in text
