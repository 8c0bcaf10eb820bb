"""The engine against the rules digest (docs/rules.md, a copy of the course's shared rules): every option
the text names exists with the default the text chooses, and the scoring table says what score_hand does.
This keeps the rule text and the engine from drifting apart.

docs/rules.md is the shared digest word for word, followed by this project's own section: the options and
decks of the games of section 10, checked here against the engine as well."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from engine import Rules, default_min_rank, score_hand, table_rules
from engine.table.variants import kitty_size, len_set_aside, players_for, widow_size

ROOT = Path(__file__).resolve().parents[2]
DIGEST = ROOT / "docs" / "rules.md"
SHARED = ROOT.parent / "shared" / "rules.md"
TEXT = DIGEST.read_text(encoding="utf-8")
OWN_PART = "\n<!-- Everything above is ../shared/rules.md word for word"
SHARED_PART, _, PROJECT_PART = TEXT.partition(OWN_PART)


def test_the_committed_digest_is_the_shared_one() -> None:
    if not SHARED.exists():
        pytest.skip("no shared/ folder beside this checkout")
    assert SHARED.read_text(encoding="utf-8") == SHARED_PART, (
        "docs/rules.md is stale: its first part must be ../shared/rules.md word for word"
    )


def test_the_project_part_follows_the_shared_digest() -> None:
    assert PROJECT_PART, "docs/rules.md should end with the engine options of section 10, after the marker"


def test_every_option_the_digest_names_is_a_rules_field() -> None:
    named = set(re.findall(r"[Oo]ption `([a-z_]+)`", TEXT))
    assert named, "the digest names its options as: Option `name`"
    assert named <= {f.name for f in fields(Rules)}


@pytest.mark.parametrize(
    ("phrase", "option", "default"),
    [
        pytest.param("default **on**", "stick_the_dealer", True, id="stick-the-dealer-on"),
        pytest.param("`canadian` (default off)", "canadian", False, id="canadian-off"),
        pytest.param("`defend_alone` (default off)", "defend_alone", "never", id="defend-alone-off"),
        pytest.param("`left_of_dealer` (default", "loner_lead", "left_of_dealer", id="lead-left-of-dealer"),
        pytest.param("`9` (default)", "min_rank", 9, id="twenty-four-cards"),
        pytest.param("10 by default", "winning_score", 10, id="ten-points"),
    ],
)
def test_defaults_match_the_digest(phrase: str, option: str, default: object) -> None:
    assert phrase in TEXT, f"the digest no longer says {phrase!r}: check the default of {option}"
    assert getattr(Rules(), option) == default


def scoring_rows() -> list[tuple[str, str, str]]:
    section = TEXT.split("## 6. Scoring", 1)[1].split("##", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0] not in ("result", "---") and not set(cells[0]) <= {"-"}:
            rows.append((cells[0], cells[1], cells[2]))
    return rows


def test_the_scoring_table_of_the_digest_is_what_score_hand_computes() -> None:
    rows = scoring_rows()
    assert len(rows) == 5, f"expected five rows in section 6, found {rows}"
    expected = {
        "makers take 3 or 4 tricks (alone or not)": (score_hand(Rules(), 3, True, False), "1", "makers"),
        "makers take all 5 (the march)": (score_hand(Rules(), 5, False, False), "2", "makers"),
        "a lone maker takes all 5": (score_hand(Rules(), 5, True, False), "4", "makers"),
        "makers take fewer than 3 (euchred)": (score_hand(Rules(), 2, False, False), "2", "defenders"),
        "a lone defender euchres the makers": (score_hand(Rules(), 2, False, True), "4", "defenders"),
    }
    for result, points, side in rows:
        computed, first_number, who = expected[result]
        assert points.startswith(first_number) and side == who
        assert computed == (who, int(first_number)), f"{result}: the engine says {computed}"


def _table(heading: str, first_cell: str) -> list[list[str]]:
    section = PROJECT_PART.split(heading, 1)[1]
    rows = []
    started = False
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] == first_cell:
            started = True
            continue
        if started and not line.startswith("|"):
            break
        if started and not set(cells[0]) <= {"-"}:
            rows.append(cells)
    return rows


def test_the_section_ten_options_are_the_engine_s_with_their_defaults() -> None:
    rows = _table("## Engine options of section 10", "option")
    named = {row[0].strip("`") for row in rows}
    assert {"game", "call_ace_undealt", "auction_points", "auction_euchre"} <= named
    for option, values, default, _what in rows:
        name = option.strip("`")
        assert name in {f.name for f in fields(Rules)}, f"{name} is not an option of Rules"
        assert str(getattr(Rules(), name)) == default.strip("`"), f"docs/rules.md says {name} defaults to {default}"
        for value in re.findall(r"`([a-z_0-9]+)`", values):
            typed: object = int(value) if value.isdigit() else value
            tables = ({}, {"game": "auction", "num_players": 7})  # the long packs serve the auction table
            assert any(
                not [p for p in Rules.problems({**table, name: typed}) if p.params.get("option") == name]
                for table in tables
            ), f"the engine refuses {name}={value}, which docs/rules.md offers"


@pytest.mark.parametrize("game", ["call_ace", "auction"])
def test_the_players_each_game_seats_are_those_of_the_digest(game: str) -> None:
    section = SHARED_PART.split("## 10.", 1)[1]
    words = {"call_ace": r"Call-ace euchre\*\* \((\d) to (\d) players", "auction": r"Auction euchre\*\* \((\d) to (\d)"}
    low, high = map(int, re.search(words[game], section).groups())  # type: ignore[union-attr]
    assert players_for(game) == tuple(range(low, high + 1))


def test_the_deck_of_each_table_is_the_engine_s() -> None:
    rows = _table("The deck each table needs", "table")
    assert len(rows) == 6, f"six tables (call-ace 4-6, auction 5-7), found {rows}"
    for table, min_rank, deck, undealt in rows:
        game, players = table.split(", ")
        n = int(players.split()[0])
        rules = table_rules(game, n)
        assert default_min_rank(game, n) == int(min_rank) and rules.deck_size == int(deck), table
        numbers = [int(x) for x in re.findall(r"\d+", undealt)]
        if game == "auction":
            assert numbers == [widow_size(rules), len_set_aside(rules)], f"{table}: {undealt}"
        else:
            assert numbers[0] == kitty_size(rules), f"{table}: {undealt}"
