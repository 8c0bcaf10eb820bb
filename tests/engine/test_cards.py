"""Cards and their text forms (rules.md section 1; codes as in the engine issue)."""

from __future__ import annotations

import pytest

from engine import ALL_CARDS, CardParseError, Rules, new_deck, parse_card


@pytest.mark.parametrize(
    ("text", "code"),
    [
        pytest.param("JH", "JH", id="canonical"),
        pytest.param("10h", "TH", id="ten-as-10-lower-case"),
        pytest.param("J♥", "JH", id="suit-symbol"),
        pytest.param(" td ", "TD", id="spaces-and-case"),
        pytest.param("joker", "JOKER", id="joker"),
        pytest.param("2S", "2S", id="benny"),
    ],
)
def test_parse_card_accepts_every_spelling(text: str, code: str) -> None:
    assert str(parse_card(text)) == code


@pytest.mark.parametrize("text", ["", "1H", "JX", "11H", "JHH", "2H"])
def test_bad_card_text_is_refused_with_the_input_quoted(text: str) -> None:
    with pytest.raises(CardParseError) as err:
        parse_card(text)
    assert repr(text) in str(err.value), "the error message should quote the input"
    assert isinstance(err.value, ValueError)


def test_every_card_round_trips_through_its_code() -> None:
    for card in ALL_CARDS:
        assert parse_card(str(card)) is card


@pytest.mark.parametrize(
    ("options", "size"),
    [
        pytest.param({}, 24, id="24-cards-nine-to-ace"),
        pytest.param({"joker": True}, 25, id="joker-adds-one"),
        pytest.param({"benny": True}, 25, id="benny-adds-the-two-of-spades"),
        pytest.param({"min_rank": 7}, 32, id="32-cards-seven-to-ace"),
        pytest.param({"min_rank": 7, "joker": True}, 33, id="33-with-the-joker"),
    ],
)
def test_deck_sizes_match_rules_md(options: dict[str, object], size: int) -> None:
    deck = new_deck(Rules(**options))  # type: ignore[arg-type]
    assert len(deck) == size
    assert len(set(deck)) == size, "no card may appear twice in a deck"
