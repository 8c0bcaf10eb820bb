"""The coach at the call-ace and auction tables (issue 23): every message it gives in seeded hands (the hint's
nudge and reason at each card, the grade of each card with its reason) is written for a table without fixed
partners, in every language, and comes out whole; and on the "Play a hand" page a card the learner plays is
graded, with its reason, and reviewed when the hand ends."""

from __future__ import annotations

import random
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from engine import Rules, SoloPhase, solo_deal, table_rules
from engine.coach_reasons import nudge, why_best
from engine.solo_bots import solo_action
from tests.tutorial.views.conftest import new_app, open_page, touch
from tests.tutorial.views.test_coach_cutthroat import PARTNERSHIP_WORDS, Spy
from tutorial.core.coach_text import note_text, nudge_text
from tutorial.core.i18n import LOCALES, get_translator
from tutorial.core.solo_session import LEARNER, SoloSession
from tutorial.widgets import coach_panel

HANDS = 6


def _coach_everything(rules: Rules, tr: Any, seed: int) -> list[str]:
    """Every coach line of ``HANDS`` hands, the bots bidding, each card graded as the page grades it."""
    rng = random.Random(seed)
    lines = []
    for n in range(HANDS):
        state = solo_deal(rules, n % rules.num_players, rng)
        while not state.is_over:
            if state.phase is not SoloPhase.PLAY:
                state = state.apply(solo_action(state, rng))
                continue
            action = str(rng.choice(state.legal_actions()))
            lines.append(nudge_text(nudge(state), tr, state.rules.has_partners))
            lines.append(note_text(why_best(state, coach_panel.play_advice(state, tr)), tr, state.rules.has_partners))
            record = coach_panel.grade_record(state, action, tr)
            if record is not None:
                lines.append(coach_panel.record_text(record, tr))
            state = state.apply(action)
    return lines


@pytest.fixture(autouse=True)
def _few_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_panel, "PLAY_SAMPLES", 4)  # the words, not the figures, are on trial
    monkeypatch.setattr(coach_panel, "_EARLY_SAMPLES", {})


@pytest.mark.parametrize("rules", [table_rules("call_ace", 5), table_rules("auction", 6)],
                         ids=["call_ace-5", "auction-6"])
@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_without_fixed_partners_gets_only_the_messages_written_for_it(rules: Rules, locale: str) -> None:
    tr = get_translator(locale)
    spy = Spy(tr)
    lines = _coach_everything(rules, spy, seed=31)
    partnership = sorted(m for m in spy.used if PARTNERSHIP_WORDS.search(m))
    assert not partnership, f"a {rules.game} table in {locale} was told: {partnership}"
    assert len(lines) > 3 * HANDS and all(line and "{" not in line for line in lines)
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


def _log(at: AppTest) -> list[dict[str, Any]]:
    """The page's graded cards this hand (none before the page first keeps them)."""
    try:
        return list(at.session_state["solo_coach_log"])
    except KeyError:
        return []


def test_the_play_page_grades_the_learners_card_and_reviews_the_hand() -> None:
    at = open_page(new_app(lang="en", rules="call_ace"), "play")
    graded = False
    for _ in range(40):
        session = SoloSession.from_dict(at.session_state["solo_state"])
        assert session is not None
        hand = session.game().hand
        if hand.is_over:
            break
        legal = [str(a) for a in hand.legal_actions()]
        action = legal[0]
        before = len(_log(at))
        kind, value = ("card", action.split()[1]) if action.startswith(("play ", "discard ")) else ("bid", action)
        at = touch(at, "solo-table", f"{kind}:{value}")
        assert not at.exception
        log = _log(at)
        if hand.phase is SoloPhase.PLAY and hand.to_move == LEARNER and len(legal) > 1:
            assert len(log) == before + 1, "a card played with a choice is graded"
            graded = True
            shown = " ".join(m.value for m in at.markdown)
            if not SoloSession.from_dict(at.session_state["solo_state"]).game().hand.is_over:  # type: ignore[union-attr]
                assert "you played" in shown, "the grade line names the card played"
    assert graded, "the learner played a card with a choice"
    assert any(e.label == "Review of the hand" for e in at.expander), "the finished hand is reviewed"
