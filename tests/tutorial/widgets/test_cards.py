"""The SVG card renderer: well-formed markup, a text alternative, escaped text, both colour schemes."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine import ALL_CARDS, parse_card
from tutorial.widgets.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    FOUR_COLOURS,
    TRUMP_COLOUR,
    card_back_svg,
    card_row,
    card_svg,
)

SVG = "{http://www.w3.org/2000/svg}"


def _parse(markup: str) -> ET.Element:
    try:
        return ET.fromstring(markup)
    except ET.ParseError as error:  # pragma: no cover - the message is the point
        pytest.fail(f"the markup is not well-formed XML ({error}): {markup[:200]}")


@pytest.mark.parametrize("card", [pytest.param(c, id=c.code) for c in ALL_CARDS])
def test_every_card_is_well_formed_and_labelled(card: object) -> None:
    root = _parse(card_svg(card, "a label"))  # type: ignore[arg-type]
    assert root.tag == f"{SVG}svg", "each card should be a single svg element"
    assert root.get("role") == "img", "a card should be announced as an image"
    assert root.get("aria-label") == "a label", "the text alternative should be the aria-label"
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == "a label", "the text alternative should also be the <title>"


def test_label_and_rank_text_are_escaped() -> None:
    hostile = '<script>alert("x")</script> & "quotes"'
    markup = card_svg(parse_card("JD"), hostile, rank_text="<b>")
    root = _parse(markup)
    assert "<script>" not in markup and "<b>" not in markup, "markup in a label must be escaped"
    assert root.get("aria-label") == hostile, "the escaped label should read back as the original text"
    assert root.find(f".//{SVG}script") is None


def test_back_and_row_escape_their_labels() -> None:
    root = _parse(card_row([card_back_svg("<i>x</i>")], label='"hand" <b>'))
    assert root.get("aria-label") == '"hand" <b>', "the group label should be escaped and read back intact"
    back = root.find(f"{SVG}svg")
    assert back is not None and back.get("aria-label") == "<i>x</i>"


def _text_fills(markup: str) -> set[str]:
    root = _parse(markup)
    return {g.get("fill", "") for g in root.iter(f"{SVG}g") if g.get("fill")}


@pytest.mark.parametrize(
    ("code", "two", "four"),
    [
        pytest.param("AC", "#1f1f1f", FOUR_COLOURS["C"], id="clubs-turn-green"),
        pytest.param("AD", "#c62828", FOUR_COLOURS["D"], id="diamonds-turn-blue"),
        pytest.param("AH", "#c62828", "#c62828", id="hearts-stay-red"),
        pytest.param("AS", "#1f1f1f", "#1f1f1f", id="spades-stay-black"),
    ],
)
def test_four_colour_deck(code: str, two: str, four: str) -> None:
    card = parse_card(code)
    assert two in _text_fills(card_svg(card, code)), f"{code} should be inked {two} in the usual deck"
    assert four in _text_fills(card_svg(card, code, four_colour=True)), (
        f"{code} should be inked {four} in the four-colour deck"
    )


def test_clubs_and_diamonds_differ_from_spades_and_hearts_in_four_colours() -> None:
    colours = {s: FOUR_COLOURS[s] for s in "CDHS"}
    assert len(set(colours.values())) == 4, "the four-colour deck should give each suit its own colour"


def test_trump_is_marked_and_plain_cards_are_not() -> None:
    marked = card_svg(parse_card("JD"), "jack of diamonds — left bower", trump_mark=True)
    plain = card_svg(parse_card("JD"), "jack of diamonds")
    assert TRUMP_COLOUR in marked and "★" in marked, "a trump card should carry the gold outline and star"
    assert TRUMP_COLOUR not in plain, "a card that is not trump should not be marked"


@pytest.mark.parametrize("size", [pytest.param(1.0, id="normal"), pytest.param(2.0, id="projector")])
def test_size_scales_the_card(size: float) -> None:
    root = _parse(card_svg(parse_card("9H"), "nine of hearts", size=size))
    assert root.get("width") == str(round(CARD_WIDTH * size))
    assert root.get("height") == str(round(CARD_HEIGHT * size))


def test_projector_cards_are_at_least_twice_as_large() -> None:
    small = _parse(card_svg(parse_card("9H"), "x", size=1))
    large = _parse(card_svg(parse_card("9H"), "x", size=2))
    assert int(large.get("width", "0")) >= 2 * int(small.get("width", "0"))


def test_ten_prints_as_10_and_joker_has_its_own_face() -> None:
    assert ">10<" in card_svg(parse_card("TH"), "ten of hearts"), "the ten should print as 10"
    joker = card_svg(parse_card("JOKER"), "joker — best bower")
    assert "et-joker" in joker and "★" in joker


def test_a_non_positive_size_is_refused() -> None:
    with pytest.raises(ValueError, match="size must be positive"):
        card_svg(parse_card("9H"), "x", size=0)
