"""The things a learner touches on the table: every card and seat a named button, nothing lost or forged."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine import Rules, hand_from_notation, parse_card
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.step_keys import pending_moves
from tutorial.widgets.table import bot_arrivals, table_html
from tutorial.widgets.table_picks import Choice, Pick, choice_bar, hand_fan

EN = get_translator("en")
HAND = [parse_card(c) for c in ("JD", "AH", "9S", "TC", "QC")]
DEAL = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)


def _buttons(markup: str) -> list[ET.Element]:
    return [e for e in ET.fromstring(f"<root>{markup}</root>").iter("button")]


def test_every_card_of_the_fan_is_a_button_named_for_screen_readers() -> None:
    buttons = _buttons(hand_fan(HAND, EN, label="Your hand", trump="H"))
    assert [b.get("data-pick") for b in buttons] == [f"card:{c}" for c in HAND], "one button per card, in order"
    assert buttons[0].get("aria-label") == card_label("JD", EN, "H"), "the left bower should be read with its role"
    assert "left bower" in (buttons[0].get("aria-label") or ""), "the role should be in the label"


def test_a_disabled_fan_keeps_its_cards_focusable_but_inert() -> None:
    buttons = _buttons(hand_fan(HAND, EN, label="Your hand", disabled=True))
    assert all(b.get("aria-disabled") == "true" and b.get("disabled") is None for b in buttons), (
        "inert cards should stay in the tab order (aria-disabled), not vanish from it (disabled)"
    )


def test_the_fan_tells_the_page_how_many_cards_share_the_row() -> None:
    fan = ET.fromstring(hand_fan(HAND, EN, label="Your hand"))
    assert "--n:5" in (fan.get("style") or ""), "the row's width is shared by its five cards"


def test_cards_the_engine_would_refuse_are_faded_only_when_asked() -> None:
    legal = {"JD", "AH"}
    faded = [
        b
        for b in _buttons(hand_fan(HAND, EN, label="h", legal=legal, mark_legal=True))
        if "et-faded" in (b.get("class") or "")
    ]
    assert [b.get("data-pick") for b in faded] == ["card:9S", "card:TC", "card:QC"]
    assert not [
        b for b in _buttons(hand_fan(HAND, EN, label="h", legal=legal)) if "et-faded" in (b.get("class") or "")
    ], "without mark_legal nothing is faded"


def test_a_bid_with_short_words_keeps_its_full_name_and_shows_both_for_the_screen_to_pick() -> None:
    """A phone shows "♣ alone" where a laptop shows "Call clubs and go alone"; a screen reader hears the
    full words either way."""
    bar = choice_bar(
        [[Choice("pass", "Pass")], [Choice("call C alone", "Call clubs and go alone", short="♣ alone")]], "Your bid"
    )
    passing, alone = _buttons(bar)
    assert alone.get("aria-label") == "Call clubs and go alone"
    shown = {span.get("class"): "".join(span.itertext()) for span in alone.iter("span")}
    assert shown["et-long"] == "Call clubs and go alone" and shown["et-short"] == "♣ alone"
    assert passing.get("aria-label") == "Pass" and not list(passing.iter("span"))


def test_seats_and_the_trick_become_buttons_when_asked() -> None:
    state = hand_from_notation(Rules(), DEAL)
    seats = [b.get("data-pick") for b in _buttons(table_html(state, EN, pick_seats=True))]
    assert seats == ["seat:0", "seat:1", "seat:2", "seat:3"], f"every seat should be a button: {seats}"
    assert not _buttons(table_html(state, EN)), "a plain table has no buttons"


@pytest.mark.parametrize(
    ("raw", "pick"),
    [
        pytest.param("card:JD", Pick("card", "JD"), id="a-card"),
        pytest.param("seat:2", Pick("seat", "2"), id="a-seat"),
        pytest.param(["card:JH", "card:JD"], Pick("order", "JH", ("JH", "JD")), id="an-order"),
        pytest.param("evil:<b>", None, id="unknown-kind"),
        pytest.param({"pick": 1}, None, id="not-text"),
        pytest.param([], None, id="empty-order"),
    ],
)
def test_what_the_browser_sends_is_read_within_bounds(raw: object, pick: Pick | None) -> None:
    assert Pick.parse(raw) == pick


def test_cards_played_since_the_learners_own_come_in_one_by_one() -> None:
    state = hand_from_notation(Rules(), DEAL).apply("order up").apply("discard 9C")
    assert bot_arrivals(state) == 0, "an empty trick has nothing arriving"
    state = state.apply("play AH")
    assert bot_arrivals(state) == 0, "the learner's own card does not come in"
    state = state.apply(str(state.legal_actions()[0]))
    state = state.apply(str(state.legal_actions()[0]))
    assert bot_arrivals(state) == 2, "the two cards played after the learner's come in one by one"


@pytest.mark.parametrize(
    ("raw", "applied", "moves"),
    [
        pytest.param({"mount": "a", "net": 6, "presses": 6}, None, 6, id="six-presses-in-one-report"),
        pytest.param({"mount": "a", "net": 6, "presses": 6}, {"mount": "a", "net": 6}, 0, id="already-applied"),
        pytest.param({"mount": "b", "net": 2, "presses": 2}, {"mount": "a", "net": 9}, 2, id="a-new-mount"),
        pytest.param({"mount": "a", "net": True}, None, 0, id="not-a-number"),
        pytest.param({"mount": "a", "net": 10**9}, None, 0, id="absurd"),
    ],
)
def test_step_keys_apply_every_press_once(raw: object, applied: object, moves: int) -> None:
    assert pending_moves(raw, applied)[0] == moves
