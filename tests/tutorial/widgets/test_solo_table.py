"""The table of five to seven seats: every seat drawn once, and the silent partner marked only once play has
revealed it (the markup is built from the learner's observation, never from the engine's own knowledge)."""

from __future__ import annotations

import random

import pytest

from engine import SoloHand, parse_solo_deal, players_for, solo_deal, start_solo_hand, table_rules
from tutorial.core.text.card_text import seat_label
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.solo_table import seat_position, solo_table_html

EN = get_translator("en")
DEAL = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)


@pytest.mark.parametrize(("game", "players"), [(g, n) for g in ("call_ace", "auction") for n in players_for(g)])
def test_every_seat_is_drawn_once_at_its_own_place(game: str, players: int) -> None:
    rules = table_rules(game, players)
    state = solo_deal(rules, 0, random.Random(players))
    html = solo_table_html(state.observation(0), rules, EN, scores=(0,) * players)
    for seat in rules.seating.seats:
        assert html.count(f'aria-label="{seat_label(seat, EN, rules.seating)}"') == 1
    assert len({seat_position(s, players) for s in range(players)}) == players


def _called_clubs() -> SoloHand:
    rules = table_rules("call_ace", 4)
    return (
        start_solo_hand(rules, parse_solo_deal(rules, DEAL))
        .apply("pass")
        .apply("order up")
        .apply("discard 9C")
        .apply("call ace C")
    )  # East holds the A♣: West's silent partner


def test_the_silent_partner_is_not_marked_before_its_card_is_played() -> None:
    state = _called_clubs()
    assert state.partner_seat == 3
    assert "silent partner" not in solo_table_html(state.observation(0), state.rules, EN)
    while not state.revealed:
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply("play AC" if "play AC" in legal else legal[0])
        if not state.revealed:
            assert "silent partner" not in solo_table_html(state.observation(0), state.rules, EN)
    assert "silent partner" in solo_table_html(state.observation(0), state.rules, EN)
