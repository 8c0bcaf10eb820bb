"""The verdict the table shows at once is the one the page then shows: in a lesson's practice hand and in its
table questions, whatever is touched, the sentence sent in advance with the position is the page's own once
the server has judged the touch (refused or accepted, right or wrong, first or second miss)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from streamlit.testing.v1 import AppTest

from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, open_page, touch
from tutorial.core.course.loading import load_course
from tutorial.widgets.suit_colour import red_suits


def _open(lesson_id: str, step_id: str, lang: str) -> AppTest:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    index = next(i for i, step in enumerate(lesson.steps) if step.id == step_id)
    return new_app(lesson=lesson_id, step=str(index + 1), lang=lang).run()


def _said(verdict: dict[str, object]) -> str:
    """The verdict's words as the page writes them (Markdown's red suits, not the table's spans)."""
    return red_suits(unescape(re.sub(r"<[^>]+>", "", str(verdict["say"]))))


@pytest.mark.parametrize("lang", ["en", "fr", "hu"])
def test_a_refused_card_says_what_the_page_then_says_and_an_accepted_one_is_played(lang: str) -> None:
    at = _open("bowers", "follow-with-the-left", lang)
    key = "practice-bowers-follow-with-the-left-table"
    for card in ("AD", "9S"):  # the first refusal names the rule, the second points at the left bower
        verdict = TABLE.verdicts[key][f"card:{card}"]
        assert verdict["ok"] is False and verdict["say"]
        at = touch(at, key, f"card:{card}")
        assert_clean(at, f"touching {card}")
        assert [e.value for e in at.error] == [_said(verdict)]
    played = TABLE.verdicts[key]["card:JD"]
    assert played == {"ok": True, "say": "", "card": "JD", "leaves": True, "clear": False}
    at = touch(at, key, "card:JD")
    assert_clean(at, "touching JD")
    assert at.success, "the server recorded the card: the practice is won"
    assert TABLE.verdicts[key] == {}, "a finished hand has nothing more to touch"


@pytest.mark.parametrize(
    ("lesson", "step", "key_kind"),
    [
        ("the-table", "who-speaks-first", "seat"),
        ("bowers", "right-beats-ace", "trick"),
        ("bowers", "jd-with-hearts", "answer"),
    ],
)
def test_a_question_touched_says_at_once_what_the_page_then_says(lesson: str, step: str, key_kind: str) -> None:
    at = _open(lesson, step, "fr")
    key = f"quiz-{lesson}-{step}-table"
    verdicts = TABLE.verdicts[key]
    assert verdicts and all(pick.startswith(f"{key_kind}:") for pick in verdicts)
    wrong = next(pick for pick, v in verdicts.items() if v["ok"] is False)
    at = touch(at, key, wrong)
    assert [e.value for e in at.error] == [_said(verdicts[wrong])]
    second = TABLE.verdicts[key]  # the second try: a miss would now show the answer
    wrong_again = [pick for pick, v in second.items() if v["ok"] is False and pick != wrong]
    right = next(pick for pick, v in second.items() if v["ok"] is True)
    if wrong_again:
        assert second[wrong_again[0]]["say"] != verdicts[wrong_again[0]]["say"]
    at = touch(at, key, right)
    assert [e.value for e in at.success] == [_said(second[right])]
    assert TABLE.verdicts[key] == {}, "an answered question takes no more touches"


@pytest.mark.parametrize("kind", ["is_trump", "which_card_wins", "effective_suit", "card_role"])
def test_the_drill_page_says_at_once_what_it_then_says_first_miss_then_second_try(kind: str) -> None:
    at = open_page(new_app(lang="pt"), "drill")
    at.segmented_control(key="drill_kind").set_value(kind).run()
    verdicts = TABLE.verdicts["drill-table"]
    wrong = next(pick for pick, v in verdicts.items() if v["ok"] is False)
    at = touch(at, "drill-table", wrong)
    assert_clean(at, f"a wrong {kind} answer")
    assert [e.value for e in at.error] == [_said(verdicts[wrong])]
    second = TABLE.verdicts["drill-table"]
    assert second, "a first miss leaves a second try, whose verdicts travel with it"
    right = next(pick for pick, v in second.items() if v["ok"] is True)
    at = touch(at, "drill-table", right)
    assert_clean(at, f"a right {kind} answer on the second try")
    assert _said(second[right]) in [e.value for e in at.success]
    assert TABLE.verdicts["drill-table"] == {}, "an answered question takes no more touches"


def test_play_a_hand_refuses_at_once_what_the_engine_then_refuses_and_plays_the_rest() -> None:
    at = open_page(new_app(lang="fr"), "play")
    refused_seen = accepted_seen = 0
    for _touch in range(30):
        verdicts = TABLE.verdicts["play-table"]
        if not verdicts:  # the hand is over: the next one (or, once in thousands of deals, a new game)
            keys = [b.key for b in at.button]
            following = next((k for k in ("play-next-hand", "play-new-game-end") if k in keys), None)
            assert following is not None, "no touch offered, and no next hand"
            at.button(key=following).click().run()
            continue
        refused = [pick for pick, v in verdicts.items() if v["ok"] is False]
        if refused and refused_seen <= accepted_seen:
            at = touch(at, "play-table", refused[0])
            assert [e.value for e in at.error] == [_said(verdicts[refused[0]])]
            refused_seen += 1
        else:
            pick = next(pick for pick, v in verdicts.items() if v["ok"] is True)
            at = touch(at, "play-table", pick)
            assert not at.error, "an accepted move is not refused"
            accepted_seen += 1
        assert_clean(at, f"touch {_touch}")
    assert refused_seen and accepted_seen


def test_cards_chosen_then_checked_say_at_once_what_the_page_then_says() -> None:
    at = _open("following-suit", "must-follow", "hu")
    key = "quiz-following-suit-must-follow-table"
    verdicts = TABLE.verdicts[key]
    assert verdicts and all(pick.startswith("check:card:") for pick in verdicts)
    wrong = next(k for k, v in verdicts.items() if v["ok"] is False and k.count("|") >= 1)
    at = touch(at, key, wrong.removeprefix("check:").split("|"))  # the table sends them sorted
    assert [e.value for e in at.error] == [_said(verdicts[wrong])]
    second = TABLE.verdicts[key]
    right = next(k for k, v in second.items() if v["ok"] is True)
    at = touch(at, key, right.removeprefix("check:").split("|"))
    assert [e.value for e in at.success] == [_said(second[right])]
