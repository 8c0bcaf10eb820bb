"""The coach at the call-ace and auction tables (issues 22 and 23): every message it gives in seeded hands (the
hint's nudge and reason at each card, the grade of each card, bid, call and discard with its reason, the
bidding advisor's verdict) is written for a table without fixed partners, in every language, and comes out
whole; and on the "Play a hand" page a card and a bid the learner plays are graded, with their reason, the
advisor answers, and the hand is reviewed when it ends."""

from __future__ import annotations

import random
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from engine import Rules, SoloPhase, solo_deal, table_rules
from engine.coach.reasons import nudge, why_best
from engine.coach.solo_bidding_advice import solo_must_name_blind
from engine.coach.solo_bots import solo_action
from tests.tutorial.views.conftest import new_app, open_page, touch
from tests.tutorial.views.test_coach_cutthroat import PARTNERSHIP_WORDS, Spy
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.text.coach_text import bid_verdict, note_text, nudge_text
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.widgets import coach_panel, coach_solo_bids

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


@pytest.mark.parametrize(
    "rules", [table_rules("call_ace", 5), table_rules("auction", 6)], ids=["call_ace-5", "auction-6"]
)
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
        session = PlaySession.from_dict(at.session_state["solo_state"])
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
            if not PlaySession.from_dict(at.session_state["solo_state"]).game().hand.is_over:  # type: ignore[union-attr]
                assert "you played" in shown, "the grade line names the card played"
    assert graded, "the learner played a card with a choice"
    assert any(e.label == "Review of the hand" for e in at.expander), "the finished hand is reviewed"


# --- bids, calls and discards (issue 22) ------------------------------------------------------------------

BID_TABLES = [table_rules("call_ace", 4, joker=True), table_rules("call_ace", 5), table_rules("auction", 5)]


def _coach_every_bid(rules: Rules, tr: Any, seed: int, hands: int = 4) -> list[str]:
    """Every bidding line of ``hands`` hands: at each decision before the play, whoever's it is, the grade and
    reason of up to six choices (as the page words them) and the advisor's verdict; the bots then act."""
    rng = random.Random(seed)
    lines = []
    for n in range(hands):
        state = solo_deal(rules, n % rules.num_players, rng)
        while not state.is_over and state.phase is not SoloPhase.PLAY:
            legal = [str(a) for a in state.legal_actions()]
            if len(legal) > 1:
                for action in rng.sample(legal, min(6, len(legal))):
                    record = coach_solo_bids.solo_bid_record(state, action, tr)
                    assert record is not None and record["kind"] == "bid"
                    lines.append(coach_panel.record_text(record, tr))
                advice = coach_solo_bids.solo_bidding_advice(state, tr)
                choices = [
                    {"action": c.action, "points": c.points, "made": c.made}
                    for c in sorted(advice.options, key=lambda c: -c.points)
                ]
                lines.append(
                    bid_verdict(
                        choices,
                        tr,
                        by_dealer=state.to_move == state.dealer,
                        partners=False,
                        blind=solo_must_name_blind(state),
                    )
                )
            state = state.apply(solo_action(state, rng))
    return lines


@pytest.fixture
def _few_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_solo_bids, "SOLO_BID_DEALS", {})  # 4 deals: the words, not the figures, on trial


@pytest.mark.usefixtures("_few_deals")
@pytest.mark.parametrize("rules", BID_TABLES, ids=["call_ace-4-joker", "call_ace-5", "auction-5"])
@pytest.mark.parametrize("locale", LOCALES)
def test_the_bidding_coach_at_a_table_without_fixed_partners_never_speaks_of_one(rules: Rules, locale: str) -> None:
    tr = get_translator(locale)
    spy = Spy(tr)
    lines = _coach_every_bid(rules, spy, seed=41)
    partnership = sorted(m for m in spy.used if PARTNERSHIP_WORDS.search(m))
    assert not partnership, f"a {rules.game} table in {locale} was told: {partnership}"
    assert len(lines) > 10 and all(line and "{" not in line for line in lines)
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


@pytest.mark.usefixtures("_few_deals")
def test_the_bidding_gate_meets_the_solo_tables_own_reasons() -> None:
    """The gate above would be empty talk if the bids never reached the solo tables' own sentences."""
    spy = Spy(get_translator("en"))
    for rules in BID_TABLES:
        _coach_every_bid(rules, spy, seed=41)
    own = {"Call the suit: {suit}", "Bid {n} {suit}", "Name {card} as your ally"}
    assert own <= spy.used, f"never worded: {sorted(own - spy.used)}"


def _play_to_a_bid(at: AppTest, phases: tuple[SoloPhase, ...]) -> AppTest:
    """Touch the first legal choice until the learner is to decide in one of ``phases``."""
    for _ in range(60):
        hand = PlaySession.from_dict(at.session_state["solo_state"]).game().hand  # type: ignore[union-attr]
        if hand.to_move == LEARNER and hand.phase in phases and len(hand.legal_actions()) > 1:
            return at
        action = str(hand.legal_actions()[0]) if hand.to_move == LEARNER else None
        if action is None or hand.is_over:
            at.button(key="solo-next-hand").click()
            at = at.run()
            continue
        kind, value = ("card", action.split()[1]) if action.startswith(("play ", "discard ")) else ("bid", action)
        at = touch(at, "solo-table", f"{kind}:{value}")
        assert not at.exception
    raise AssertionError(f"the learner never had to decide in {phases}")


@pytest.mark.usefixtures("_few_deals")
@pytest.mark.parametrize(
    ("preset", "phases"),
    [
        ("call_ace", (SoloPhase.BID_UPCARD, SoloPhase.CALL_TRUMP)),
        ("auction", (SoloPhase.AUCTION,)),
    ],
    ids=["call-ace", "auction"],
)
def test_the_play_page_grades_the_learners_bid_and_the_advisor_answers(
    preset: str, phases: tuple[SoloPhase, ...]
) -> None:
    at = _play_to_a_bid(open_page(new_app(lang="en", rules=preset), "play"), phases)
    at.button(key="solo-bidding-advisor-button").click()
    at = at.run()
    assert not at.exception
    shown = " ".join(m.value for m in at.markdown)
    assert "query_stats" in shown, "the advisor's verdict is shown"
    assert any(e.label == "The figures" for e in at.expander), "the figures are on request"
    before = len(_log(at))
    hand = PlaySession.from_dict(at.session_state["solo_state"]).game().hand  # type: ignore[union-attr]
    action = str(hand.legal_actions()[-1])
    at = touch(at, "solo-table", f"bid:{action}")
    assert not at.exception
    log = _log(at)
    assert len(log) == before + 1 and log[-1]["kind"] == "bid" and log[-1]["action"] == action
    assert log[-1]["grade"] in {"best", "good", "fine", "weak", "mistake"}
