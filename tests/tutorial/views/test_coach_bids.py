"""The coach grades the learner's bids and discard on "Play a hand": a grade and its reason in the learner's
language after the bid, and the finished hand's review lists the bidding too."""

from __future__ import annotations

import pytest

from engine import Phase
from engine.coach.reasons import CoachNote, CoachReason
from tests.tutorial.views.conftest import assert_clean, new_app, open_page, touch
from tests.tutorial.views.test_coach_panel import _session, _until
from tutorial.core.games.play_session import LEARNER
from tutorial.core.text.coach_text import grade_label, note_text
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.widgets import coach_bids, coach_panel

_GRADES = ("best", "good", "fine", "weak", "mistake")


def _bidding(at_lang: str):  # type: ignore[no-untyped-def]
    at = open_page(new_app(lang=at_lang), "play")
    return _until(at, lambda h: h.phase in (Phase.BID_UPCARD, Phase.CALL_TRUMP) and h.to_move == LEARNER)


@pytest.mark.parametrize("lang", LOCALES)
def test_a_bid_gets_a_grade_and_a_reason_in_the_learners_language(lang: str) -> None:
    at = _bidding(lang)
    hand = _session(at).game().hand
    bid = str(hand.legal_actions()[0])
    touch(at, "play-table", f"bid:{bid}")
    assert_clean(at, f"after the bid {bid!r}")
    log = at.session_state["play_coach_log"]
    assert log, "the bid should be graded"
    record = log[0]
    assert record["kind"] == "bid" and record["action"] == bid and record["grade"] in _GRADES
    assert record["code"] in {str(c) for c in CoachReason}
    tr = get_translator(lang)
    line = coach_panel.record_text(record, tr)  # the grade line: the grade, the choice, the better one, why
    reason = note_text(CoachNote(CoachReason(record["code"]), dict(record["params"])), tr)
    assert reason in line and grade_label(record["grade"], tr) in line and "{" not in line, line
    assert not tr.missing, f"{lang} shows English for {sorted(tr.missing)}"
    shown = [str(m.value) for m in at.markdown]
    escaped = line.replace("[", "\\[").replace("]", "\\]")
    assert any(escaped in text for text in shown), f"the grade and its reason should be on the page: {shown}"


def test_a_bid_is_graded_once_and_the_advisor_reuses_its_advice(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = coach_bids.advise_bidding

    def counting(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(coach_bids, "advise_bidding", counting)
    at = _bidding("en")
    graded_before = len(calls)
    at.button(key="play-bidding-advisor-button").click().run()
    assert_clean(at, "the advisor")
    assert len(calls) == graded_before + 1
    bid = str(_session(at).game().hand.legal_actions()[0])
    touch(at, "play-table", f"bid:{bid}")
    assert_clean(at, "the bid after the advisor")
    assert len(calls) == graded_before + 1, "the grade should reuse the advisor's advice for the same position"
    at.run()
    assert len(calls) == graded_before + 1, "a rerun should not grade the bid again"


def test_the_finished_hands_review_lists_the_bidding() -> None:
    at = open_page(new_app(lang="en"), "play")
    at = _until(at, lambda h: h.is_over and any(seat == LEARNER for seat, _ in h.history))
    log = at.session_state["play_coach_log"]
    learner_bids = [a for seat, a in _session(at).game().hand.history if seat == LEARNER and a.kind != "play"]
    assert [r["action"] for r in log if r.get("kind") == "bid"] == [str(a) for a in learner_bids]
    review = [str(m.value) for m in at.markdown if str(m.value).startswith(("Bidding — ", "Discard — "))]
    assert len(review) == len(learner_bids), review


@pytest.mark.parametrize(("level", "bidders"), [("Solid player", "club"), ("Expert", "expert")])
def test_the_coach_values_a_bid_with_the_bots_at_the_table(
    level: str, bidders: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pass is worth what the seats after it make of the auction: against expert bots the advice plays them
    as expert bidders (issue 22: so calibrated against them), at other tables as club players."""
    asked: list[object] = []
    real = coach_bids.advise_bidding

    def spying(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        asked.append(kwargs.get("bidders"))
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(coach_bids, "advise_bidding", spying)
    at = open_page(new_app(lang="en"), "play")
    at.radio(key="play_bot_level").set_value(level).run()
    at = _until(at, lambda h: h.phase in (Phase.BID_UPCARD, Phase.CALL_TRUMP) and h.to_move == LEARNER)
    at.button(key="play-bidding-advisor-button").click().run()  # the advisor, then the grade of the bid
    bid = str(_session(at).game().hand.legal_actions()[0])
    touch(at, "play-table", f"bid:{bid}")
    assert_clean(at, f"after the bid {bid!r} against {level} bots")
    assert at.session_state["play_coach_log"], "the bid should be graded"
    assert asked and set(asked) == {bidders}, asked
