"""A step played at another table than the house rules says so, and offers the standard table."""

from __future__ import annotations

from tests.tutorial.views.conftest import assert_clean, new_app, open_page, texts
from tutorial.core.course.loading import load_course
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
NOTICE = EN.gettext(
    "This step is played at the four-player table, two against two; "
    "your house rules play cutthroat, with three players."
)


def _step_index(lesson_id: str, step_id: str) -> int:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    return next(i for i, s in enumerate(lesson.steps) if s.id == step_id)


def test_a_four_player_question_at_a_cutthroat_table_says_so_and_offers_the_standard_table() -> None:
    at = new_app(
        lang="en", rules="cutthroat", lesson="the-table", step=str(_step_index("the-table", "who-speaks-first") + 1)
    )
    at = open_page(at, "lesson")
    assert_clean(at, "a four-player quiz under cutthroat")
    assert NOTICE in texts(at), "the quiz seats East: the learner should be told it is the four-player table"
    at.button(key="lesson-standard-rules").click().run()
    assert_clean(at, "after choosing the standard table")
    assert NOTICE not in texts(at), "with the standard house rules the step needs no notice"


def test_no_notice_at_the_standard_table() -> None:
    at = open_page(
        new_app(lang="en", lesson="the-table", step=str(_step_index("the-table", "who-speaks-first") + 1)), "lesson"
    )
    assert_clean(at, "the standard table")
    assert NOTICE not in texts(at)


def test_the_going_alone_lesson_at_a_cutthroat_table_is_the_four_player_game_and_says_so() -> None:
    at = open_page(new_app(lang="en", rules="cutthroat", lesson="going-alone", step="1"), "lesson")
    assert_clean(at, "going alone under cutthroat")
    assert NOTICE in texts(at), "nobody goes alone at three: the lesson should say it is the four-player game"


def test_a_call_ace_practice_names_its_game_and_offers_no_other_table() -> None:
    at = new_app(lang="en", lesson="call-ace", step=str(_step_index("call-ace", "find-a-partner") + 1))
    at = open_page(at, "lesson")
    assert_clean(at, "the call-ace practice at the standard house rules")
    assert any("a hand of call-ace euchre" in t for t in texts(at)), "the step should say which game it is"
    assert not [b for b in at.button if b.key == "lesson-standard-rules"], "its own table is the point of the step"


def test_under_auction_house_rules_a_four_player_step_names_auction_euchre_not_cutthroat() -> None:
    at = new_app(
        lang="en", rules="auction", lesson="the-table", step=str(_step_index("the-table", "who-speaks-first") + 1)
    )
    at = open_page(at, "lesson")
    assert_clean(at, "a four-player quiz under auction euchre")
    shown = " ".join(texts(at))
    assert "your house rules are auction euchre, with 5 players" in shown, "the notice should name the house table"
    assert NOTICE not in shown and "cutthroat" not in shown, "auction euchre is not three-handed cutthroat"
    assert [b for b in at.button if b.key == "lesson-standard-rules"], "the standard table is still offered"


def test_under_call_ace_house_rules_a_four_player_partnership_step_says_it_has_partners() -> None:
    at = open_page(new_app(lang="hu", rules="call_ace", lesson="going-alone", step="1"), "lesson")
    assert_clean(at, "going alone under call-ace")
    notice = (
        get_translator("hu")
        .ngettext(
            "This step is played at the four-player table, two against two; your house rules are call-ace euchre, "
            "with {m} player.",
            "This step is played at the four-player table, two against two; your house rules are "
            "call-ace euchre, with {m} players.",
            4,
        )
        .format(m=4)
    )
    assert notice in texts(at), "the same four seats, but fixed partners: the step should say so"
