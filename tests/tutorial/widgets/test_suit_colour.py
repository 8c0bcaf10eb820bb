"""Red suits are printed red in Markdown text, black suits stay as they are, and only the drawing layer
does it (the catalogues keep plain symbols)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Rules, hand_from_notation, parse_solo_deal, start_solo_hand, table_rules
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.cards import RED
from tutorial.widgets.solo_table import solo_table_html
from tutorial.widgets.suit_colour import red_suits, red_suits_html
from tutorial.widgets.table import table_html

LOCALES = Path(__file__).resolve().parents[3] / "locales"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("Trump: ♥ hearts", "Trump: :red[♥] hearts", id="lone-heart"),
        pytest.param("J♦ is the left bower", ":red[J♦] is the left bower", id="card-whole"),
        pytest.param("10♥ > 9♥", ":red[10♥] > :red[9♥]", id="ten-and-nine"),
        pytest.param("V♦ (valet de carreau)", ":red[V♦] (valet de carreau)", id="french-rank"),
        pytest.param("Á♥", ":red[Á♥]", id="hungarian-rank"),
    ],
)
def test_red_suits_are_wrapped_in_red(text: str, expected: str) -> None:
    assert red_suits(text) == expected, f"{text!r} should be drawn as {expected!r}"


def test_black_suits_stay_as_they_are() -> None:
    assert red_suits("J♠ and A♣, trump ♣") == "J♠ and A♣, trump ♣", "spades and clubs should not be coloured"


def test_colouring_twice_changes_nothing() -> None:
    once = red_suits("J♥ beats A♦")
    assert red_suits(once) == once, "text already coloured should not be wrapped again"


def test_the_catalogues_keep_plain_symbols() -> None:
    coloured = [p for p in LOCALES.rglob("*.po") if ":red[" in p.read_text(encoding="utf-8")]
    assert not coloured, f"colour belongs to the drawing layer, not to the catalogues: {coloured}"


def test_markup_gets_red_spans_and_stays_escaped() -> None:
    html = red_suits_html("Trump: ♥ hearts; J♦ < A♠")
    assert html.count('class="et-red"') == 2, "the heart and the jack of diamonds should each be in a red span"
    assert f'style="color:{RED}">J♦</span>' in html, "a card's rank should be red with its suit"
    assert "&lt; A♠" in html and "<span" not in html.split("&lt;")[1], "the rest is escaped text, spades black"


def test_the_table_trump_marker_prints_hearts_red() -> None:
    state = hand_from_notation(
        Rules(),
        "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
        "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D",
    ).apply("order up")
    state = state.apply("discard 9C") if state.to_move == state.dealer else state
    marker = table_html(state, get_translator("en")).split('class="et-trump-marker">')[1].split("</div>")[0]
    assert 'class="et-red"' in marker and "♥" in marker, f"the trump marker should print ♥ red: {marker}"


def test_the_call_ace_table_prints_its_called_suit_red() -> None:
    rules = table_rules("call_ace", 4)
    deal_text = (
        "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
        "E: AC KC 9C AD KD | kitty: QD TD 9D"
    )
    state = (
        start_solo_hand(rules, parse_solo_deal(rules, deal_text))
        .apply("pass")
        .apply("order up")
        .apply("discard 9C")
        .apply("call ace D")
    )
    html = solo_table_html(state.observation(0), rules, get_translator("en"))
    assert '<span class="et-red"' in html.split('class="et-solo-info"')[1], "trump ♥ and the called ♦ should be red"
