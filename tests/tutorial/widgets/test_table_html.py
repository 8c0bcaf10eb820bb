"""The table's markup: well-formed in every phase, hidden cards stay hidden, text escaped."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from engine import HandState, Rules, deal, hand_from_notation
from engine.coach.bots import simple_action
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.table import table_html

EN = get_translator("en")
DEAL = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)


def _parse(markup: str) -> ET.Element:
    try:
        return ET.fromstring(f"<root>{markup}</root>")
    except ET.ParseError as error:
        pytest.fail(f"the table markup should be well-formed ({error})")


def _labels(markup: str) -> list[str]:
    return [e.get("aria-label", "") for e in _parse(markup).iter() if e.get("aria-label")]


def _every_state(rules: Rules, seed: int) -> list[HandState]:
    rng = random.Random(seed)
    state = deal(rules, dealer=rng.randrange(rules.num_players), rng=rng)
    states = [state]
    while not state.is_over:
        state = state.apply(simple_action(state, rng))
        states.append(state)
    return states


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(Rules(), id="standard"),
        pytest.param(Rules(num_players=3), id="cutthroat"),
        pytest.param(Rules(joker=True, defend_alone="always"), id="joker-defend-alone"),
        pytest.param(Rules(stick_the_dealer=False), id="classic"),
    ],
)
def test_every_phase_of_a_hand_draws_well_formed_markup(rules: Rules) -> None:
    for seed in range(6):
        for state in _every_state(rules, seed):
            _parse(table_html(state, EN, scores=(1, 2)))


def test_other_hands_are_face_down_unless_revealed() -> None:
    state = hand_from_notation(Rules(), DEAL)
    hidden = " ".join(_labels(table_html(state, EN)))
    assert "jack of hearts" not in hidden, "West's cards should not be named while they are face down"
    assert "5 face-down cards" in hidden, "a hidden hand should be announced by its number of cards"
    shown = " ".join(_labels(table_html(state, EN, reveal={1})))
    assert "jack of hearts" in shown, "a revealed seat's cards should be named"


def test_south_hand_is_left_to_the_picker_by_default() -> None:
    state = hand_from_notation(Rules(), DEAL)
    assert "jack of diamonds" not in " ".join(_labels(table_html(state, EN))), (
        "South's hand should be drawn by the hand picker, not the table"
    )
    assert "jack of diamonds" in " ".join(_labels(table_html(state, EN, show_south_hand=True)))


def test_bidding_shows_the_upcard_and_the_dealer() -> None:
    markup = table_html(hand_from_notation(Rules(), DEAL), EN)
    assert "nine of hearts" in " ".join(_labels(markup)), "the upcard should be face up while bidding"
    assert ">dealer<" in markup, "the dealer should carry the dealer badge"


def test_the_trick_in_progress_is_labelled_by_seat_and_role() -> None:
    state = hand_from_notation(Rules(), DEAL).apply("order up").apply("discard 9C").apply("play JD")
    labels = _labels(table_html(state, EN))
    assert "South played jack of diamonds — left bower" in labels, (
        "a played card should say who played it and what it is under trump"
    )


def test_three_players_leave_east_empty() -> None:
    state = deal(Rules(num_players=3), dealer=0, rng=random.Random(3))
    labels = _labels(table_html(state, EN))
    assert "East" not in labels, "a three-handed table should have no East seat"
    assert {"South (you)", "West", "North"} <= set(labels), "a three-handed table should show its three seats"


def test_a_loner_partner_is_shown_sitting_out() -> None:
    state = hand_from_notation(Rules(), DEAL).apply("order up alone").apply("discard 9C")
    markup = table_html(state, EN)
    assert "sits out" in markup and "alone" in markup, "the loner and the partner sitting out should be marked"
