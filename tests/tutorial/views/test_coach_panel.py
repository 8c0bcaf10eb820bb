"""The coach on the play page, in AppTest: the hint ladder climbs one rung a click, each card the learner plays
is graded with its reason, a finished hand is reviewed, the bidding advisor answers, and the bots' level can be
chosen; in the learner's language."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from engine import Phase
from tests.tutorial.views.conftest import assert_clean, new_app, open_page, touch
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.widgets import coach_bids


def _session(at: AppTest) -> PlaySession:
    session = PlaySession.from_dict(at.session_state["play_state"])
    assert session is not None
    return session


def _until(at: AppTest, done: object) -> AppTest:
    """Take the learner's first legal action until ``done(hand)`` holds."""
    for _ in range(80):
        hand = _session(at).game().hand
        if done(hand):  # type: ignore[operator]
            return at
        if hand.is_over:
            at.button(key="play-next-hand").click().run()
            continue
        first = str(hand.legal_actions()[0])
        if hand.phase in (Phase.PLAY, Phase.DISCARD):
            at = touch(at, "play-table", f"card:{first.split()[1]}")
        else:
            touch(at, "play-table", f"bid:{first}")
        assert_clean(at, "play page")
    raise AssertionError("the position never came up")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_hint_ladder_climbs_a_rung_a_click_and_ends_with_the_card(lang: str) -> None:
    at = open_page(new_app(lang=lang), "play")
    at = _until(at, lambda h: h.phase is Phase.PLAY and h.to_move == LEARNER)
    before = len(at.info)
    for rung in range(3):
        at.button(key="play-coach-hints-button").click().run()
        assert_clean(at, f"hint {rung + 1}")
        assert len(at.info) == before + rung + 1, "each click should add one hint"
    assert "play-coach-hints-button" not in [b.key for b in at.button], "the card is the last rung"
    hints = [str(e.value) for e in at.info][-3:]
    assert all(h and "{" not in h for h in hints), f"hints should be whole sentences: {hints}"


def test_each_card_played_is_graded_and_the_finished_hand_reviewed() -> None:
    at = open_page(new_app(lang="fr"), "play")
    at = _until(at, lambda h: h.phase is Phase.PLAY and h.to_move == LEARNER and len(h.legal_actions()) > 1)
    hand = _session(at).game().hand
    card = str(hand.legal_actions()[0]).split()[1]
    at = touch(at, "play-table", f"card:{card}")
    assert_clean(at, "after a card")
    log = at.session_state["play_coach_log"]
    assert (
        log and log[-1]["action"] == f"play {card}" and log[-1]["grade"] in ("best", "good", "fine", "weak", "mistake")
    )
    at = _until(at, lambda h: h.is_over)
    assert "Bilan de la main" in [e.label for e in at.expander], "a finished hand should be reviewed"


def test_the_bidding_advisor_table_follows_the_chosen_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_bids, "BIDDING_DEALS", 20)  # the page's figure is for learners, not for tests
    at = open_page(new_app(lang="pt"), "play")
    at = _until(at, lambda h: h.phase is not Phase.PLAY and h.to_move == LEARNER and not h.is_over)
    at.button(key="play-bidding-advisor-button").click().run(timeout=120)
    assert_clean(at, "bidding advisor")
    assert at.table, "the advisor should show its table of choices"
    at.selectbox(key="ctx_lang_picker").set_value("en").run()
    assert_clean(at, "bidding advisor after choosing English")
    assert "Choice" in at.table[0].value.columns, "the advisor's table should follow the language just chosen"


def test_the_bots_level_is_chosen_on_the_page_and_kept_with_the_game() -> None:
    at = open_page(new_app(lang="en"), "play")
    at.radio(key="play_bot_level").set_value("Expert").run()
    assert_clean(at, "expert bots")
    assert str(_session(at).level) == "expert"
