"""The rules reference reads each game's sentences from that game's text and names no game itself: the page
says, word for word, what it said when it chose them by the game's name. ``reference_pages.json`` holds the
sections (all but the trump order's picker) as drawn then, for the partnership game at four and three, call-ace
at four to six and auction at five to seven, with a few house rules, in English and at the usual tables in
every language."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.table.variants import table_rules
from tutorial.core.text.i18n import get_translator
from tutorial.views import reference

EXPECTED: dict[str, list[str]] = json.loads((Path(__file__).with_name("reference_pages.json")).read_text("utf-8"))

TABLES: dict[str, tuple[str, int, dict[str, Any]]] = {
    "partnership-4": ("partnership", 4, {}),
    "partnership-4-canadian-always": (
        "partnership",
        4,
        {"canadian": True, "defend_alone": "always", "loner_lead": "left_of_loner", "stick_the_dealer": False},
    ),
    "partnership-4-joker-vs-loner": (
        "partnership",
        4,
        {"joker": True, "defend_alone": "vs_loner", "loner_march_score": 5, "lone_defender_euchre_score": 2},
    ),
    "partnership-3": ("partnership", 3, {}),
    "partnership-3-benny": ("partnership", 3, {"benny": True, "stick_the_dealer": False}),
    "call_ace-4": ("call_ace", 4, {}),
    "call_ace-4-joker": ("call_ace", 4, {"joker": True, "loner_march_score": 5}),
    "call_ace-5": ("call_ace", 5, {}),
    "call_ace-5-no-partner-benny": (
        "call_ace",
        5,
        {"call_ace_undealt": "no_partner", "benny": True, "stick_the_dealer": False},
    ),
    "call_ace-6": ("call_ace", 6, {}),
    "auction-5": ("auction", 5, {}),
    "auction-5-tricks-opponents": ("auction", 5, {"auction_points": "tricks", "auction_euchre": "opponents_score"}),
    "auction-6": ("auction", 6, {}),
    "auction-6-benny-32": ("auction", 6, {"min_rank": 7, "benny": True}),
    "auction-7": ("auction", 7, {"auction_euchre": "opponents_score", "winning_score": 32}),
}
SECTIONS = ("_deck", "_dealing", "_bidding", "_following", "_leading", "_going_alone", "_scoring", "_options")


class _Page:
    """Stands in for ``streamlit`` in the reference module: keeps what the sections draw, in order."""

    def __init__(self) -> None:
        self.drawn: list[str] = []

    def subheader(self, text: str) -> None:
        self.drawn.append(f"subheader: {text}")

    def markdown(self, text: str, **_options: object) -> None:
        self.drawn.append(f"markdown: {text}")


def test_every_table_drawn_before_is_checked() -> None:
    assert {key.split("/", 1)[1] for key in EXPECTED} == set(TABLES)


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_the_reference_says_what_it_said_before(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    locale, table = key.split("/", 1)
    game, players, options = TABLES[table]
    page = _Page()
    monkeypatch.setattr(reference, "st", page)
    for section in SECTIONS:
        getattr(reference, section)(table_rules(game, players, **options), get_translator(locale))
    assert page.drawn == EXPECTED[key]
