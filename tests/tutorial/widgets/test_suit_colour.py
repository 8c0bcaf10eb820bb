"""Red suits are printed red in Markdown text, black suits stay as they are, and only the drawing layer
does it (the catalogues keep plain symbols)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutorial.widgets.suit_colour import red_suits

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
