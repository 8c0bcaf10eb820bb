"""One interface for a hand of any game (issue 23): the partnership hand and the call-ace/auction hand both
satisfy engine.Hand, at run time and for mypy --strict, and code written against it plays every table."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from mypy import api as mypy_api

from engine import Hand, HandState, Rules, SoloHand, players_for, start, table_rules

ROOT = Path(__file__).resolve().parents[2]
USES = Path(__file__).with_name("hand_protocol_uses.py")
TABLES = [Rules(), Rules(num_players=3)] + [table_rules(g, n) for g in ("call_ace", "auction") for n in players_for(g)]


def _mypy(*files: Path) -> tuple[str, int]:
    out, err, status = mypy_api.run(
        ["--strict", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), *map(str, files)]
    )
    return out + err, status


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.game}-{r.num_players}")
def test_every_game_s_hand_is_a_hand_and_plays_out_through_it(rules: Rules) -> None:
    rng = random.Random(rules.num_players)
    hand = start(rules, 0, rng)
    assert isinstance(hand, Hand) and isinstance(hand, HandState if rules.game == "partnership" else SoloHand)
    while not hand.is_over:
        seat = hand.to_move
        assert seat is not None and hand.observation(seat).to_move == seat
        hand = hand.apply(rng.choice(hand.legal_actions()))
    assert len(hand.tricks) in (0, 5) and not hand.current_trick and hand.to_move is None
    assert (hand.result() is None) == (len(hand.tricks) == 0), "a played hand is scored, a thrown-in one is not"


def test_mypy_strict_accepts_both_hands_as_the_protocol() -> None:
    report, status = _mypy(USES)
    assert status == 0, report


def test_mypy_strict_refuses_what_is_not_that_hand(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong_hand.py"
    wrong.write_text(
        "import random\n"
        "from engine import Game, Hand, Rules, SeatView, SoloResult, SoloView, deal\n"
        "game: Hand[SeatView, object] = Game.new(Rules(), 0, random.Random(1))\n"
        "swapped: Hand[SoloView, SoloResult] = deal(Rules(), 0, random.Random(1))\n",
        encoding="utf-8",
    )
    report, status = _mypy(wrong)
    assert status == 1 and report.count("error: Incompatible types in assignment") == 2, report
