"""The coach in a learner's words: grades named as a teacher names them, the bidding advisor's verdict in a
sentence (the figures only on request), no grade where the lesson asked for any card, and each line names only
the card it is about."""

from __future__ import annotations

import pytest

from engine import HandState, Phase, Rules
from engine.coach.advice import Grade
from tests.tutorial.views.conftest import assert_clean, new_app, open_page
from tutorial.core.course.loading import load_course
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.state import StepState
from tutorial.core.text.coach_text import bid_verdict, grade_label
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.widgets import coach_bids, coach_panel
from tutorial.widgets.practice_coach import any_card_will_do


def test_grades_are_named_in_a_learners_words_not_a_chess_players() -> None:
    en = get_translator("en")
    assert [grade_label(str(g), en) for g in Grade] == ["Best", "Good", "Fine", "Weak", "Mistake"]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_advisors_verdict_is_a_sentence_in_every_language(locale: str) -> None:
    tr = get_translator(locale)
    order = [{"action": "order up", "points": 0.9, "made": 0.8}, {"action": "pass", "points": 0.1, "made": 0.2}]
    pass_ = [{"action": "pass", "points": 0.2, "made": 0.3}, {"action": "call S", "points": -0.4, "made": 0.4}]
    blind = [{"action": "call C", "points": 0.5, "made": 0.75}, {"action": "call C alone", "points": -0.3, "made": 0.4}]
    texts = [
        bid_verdict(order, tr),
        bid_verdict(pass_, tr),
        bid_verdict(blind, tr, by_dealer=True, blind=True),
        bid_verdict(blind, tr, by_dealer=True, partners=False, blind=True),
    ]
    for text in texts:
        assert text and "{" not in text and text != tr.gettext("Another card was better here."), text
    assert tr.format_number(8) in texts[0] and tr.format_number(4) in texts[1], "how often it makes it"
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


def test_the_verdict_says_how_often_a_call_makes_it() -> None:
    en = get_translator("en")
    assert (
        bid_verdict([{"action": "order up", "points": 0.9, "made": 0.81}], en)
        == "“Order up”: you make it about 8 times in 10."
    )
    assert (
        bid_verdict(
            [{"action": "pass", "points": 0.2, "made": 0.3}, {"action": "call S", "points": -0.4, "made": 0.42}], en
        )
        == "“Pass” does best: the best call, “Call spades”, would make it about 4 times in 10."
    )
    blind = bid_verdict([{"action": "call D", "points": 0.5, "made": 0.7}], en, by_dealer=True, blind=True)
    assert "diamonds" not in blind and "every suit is as good as another" in blind


def _practice(lesson_id: str, step_id: str) -> tuple[PracticeRun, StepState]:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    step = next(s for s in lesson.steps if s.id == step_id)
    run = PracticeRun.start(lesson, step, Rules())
    for action in step.solution:
        if action.startswith("play "):
            break
        run.try_action(action)
    return run, StepState(key=f"{lesson_id}/{step_id}", seed=1, actions=tuple(str(a) for a in run.actions))


def test_a_step_that_says_play_any_card_is_not_graded() -> None:
    run, state = _practice("the-table", "first-lead")  # "Play any card and watch the trick go round"
    assert any_card_will_do(run, state)


def test_a_step_that_asks_for_one_card_is_graded_and_the_only_card_is_not() -> None:
    assert not any_card_will_do(*_practice("following-suit", "take-the-trick"))
    assert any_card_will_do(*_practice("bowers", "follow-with-the-left"))  # the left bower is the only card


def test_a_card_graded_best_is_explained_by_its_own_reason_and_the_only_card_is_not_graded() -> None:
    run, _state = _practice("common-mistakes", "partner-wins")
    hand = run.state
    assert isinstance(hand, HandState)
    en = get_translator("en")
    for action in map(str, hand.legal_actions()):
        record = coach_panel.grade_record(hand, action, en)
        assert record is not None
        card = action.split()[1]
        if record["grade"] == "best":
            assert record["params"]["card"] == card, f"best with another card named: {record}"
    forced = hand
    while len(forced.legal_actions()) > 1 or forced.to_move != 0:
        forced = forced.apply(forced.legal_actions()[0])
        if forced.is_over:
            pytest.skip("no forced card in this hand")
    assert coach_panel.grade_record(forced, str(forced.legal_actions()[0]), en) is None


def test_the_advisor_tells_a_dealer_naming_trump_blind_that_every_suit_is_alike(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(coach_bids, "BIDDING_DEALS", 20)
    session = PlaySession.start(Rules(joker=True), 19, "club")  # seed 19: South deals and turns up the joker
    hand = session.game().hand
    assert hand.phase is Phase.DEALER_NAMES_TRUMP and hand.to_move == LEARNER
    at = new_app(lang="en", rules="joker")
    at.session_state["play_state"] = session.to_dict()
    at = open_page(at, "play")
    at.button(key="play-bidding-advisor-button").click().run(timeout=120)
    assert_clean(at, "bidding advisor, blind")
    shown = " ".join(str(m.value) for m in at.markdown)
    assert "every suit is as good as another" in shown, "the verdict should say no suit is better"
    assert any(e.label == "The figures" for e in at.expander), "the figures on request"
