"""The engine against the rules digest (docs/rules.md, a copy of the course's shared rules): every option
the text names exists with the default the text chooses, and the scoring table says what score_hand does.
This keeps the rule text and the engine from drifting apart."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from engine import Rules, score_hand

ROOT = Path(__file__).resolve().parents[2]
DIGEST = ROOT / "docs" / "rules.md"
SHARED = ROOT.parent / "shared" / "rules.md"
TEXT = DIGEST.read_text(encoding="utf-8")


def test_the_committed_digest_is_the_shared_one() -> None:
    if not SHARED.exists():
        pytest.skip("no shared/ folder beside this checkout")
    assert SHARED.read_text(encoding="utf-8") == TEXT, "docs/rules.md is stale: copy ../shared/rules.md"


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
