"""Scoring (rules.md section 6) and the game (sections 6 and 9)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import Game, Rules, score_hand, scoring_table
from engine.coach.bots import simple_action


@pytest.mark.parametrize(
    ("rules", "tricks", "alone", "lone_defender", "expected"),
    [
        pytest.param(Rules(), 3, False, False, ("makers", 1), id="makers-three-tricks-seed-002"),
        pytest.param(Rules(), 4, True, False, ("makers", 1), id="lone-maker-four-tricks-seed-002"),
        pytest.param(Rules(), 5, False, False, ("makers", 2), id="march-seed-002"),
        pytest.param(Rules(), 5, True, False, ("makers", 4), id="lone-march-seed-002"),
        pytest.param(Rules(loner_march_score=5), 5, True, False, ("makers", 5), id="lone-march-five-seed-000"),
        pytest.param(Rules(), 2, False, False, ("defenders", 2), id="euchred-seed-002"),
        pytest.param(Rules(), 0, True, False, ("defenders", 2), id="lone-maker-euchred-seed-002"),
        pytest.param(Rules(), 1, False, True, ("defenders", 4), id="lone-defender-euchre-seed-000"),
        pytest.param(
            Rules(lone_defender_euchre_score=2),
            1,
            False,
            True,
            ("defenders", 2),
            id="lone-defender-euchre-two-seed-001",
        ),
        pytest.param(Rules(), 5, False, True, ("makers", 2), id="march-against-a-lone-defender"),
    ],
)
def test_score_hand(rules: Rules, tricks: int, alone: bool, lone_defender: bool, expected: tuple[str, int]) -> None:
    assert score_hand(rules, tricks, alone, lone_defender) == expected


def test_score_hand_refuses_impossible_trick_counts() -> None:
    with pytest.raises(ValueError):
        score_hand(Rules(), 6, False, False)


def test_the_scoring_table_follows_the_active_rules() -> None:
    rows = {
        r.result: r.points
        for r in scoring_table(Rules(loner_march_score=5, defend_alone="always", lone_defender_euchre_score=2))
    }
    assert rows == {"makers_3_or_4": 1, "march": 2, "lone_march": 5, "euchred": 2, "lone_defender_euchre": 2}
    assert "lone_march" not in {r.result for r in scoring_table(Rules(num_players=3))}


@pytest.mark.parametrize("target", [10, 11, 21])
def test_any_target_score_seed_000(target: int) -> None:
    rng = random.Random(target)
    game = Game.new(Rules(winning_score=target), first_dealer=1, rng=rng)
    while not game.over:
        game = game.next_hand(rng) if game.hand.is_over else game.apply(simple_action(game.hand, rng))
    assert max(game.scores) >= target and min(game.scores) < target


def test_in_cutthroat_each_opponent_scores_a_euchre_seed_001() -> None:
    rng = random.Random(5)
    game = Game.new(Rules(num_players=3, winning_score=100), first_dealer=0, rng=rng)
    euchres = 0
    while euchres < 3:
        if game.hand.is_over:
            game = game.next_hand(rng)
            continue
        before = game.scores
        game = game.apply(rng.choice(game.hand.legal_actions()))
        result = game.hand.result()
        if result is not None and result[0] == "defenders":
            maker = game.hand.maker
            assert maker is not None
            gained = [b - a for a, b in zip(before, game.scores, strict=True)]
            assert gained[maker] == 0
            assert all(g == result[1] for s, g in enumerate(gained) if s != maker)
            euchres += 1


def test_next_hand_before_the_end_is_refused() -> None:
    game = Game.new(Rules(), first_dealer=0, rng=random.Random(0))
    with pytest.raises(ValueError):
        game.next_hand(random.Random(0))


def test_a_cutthroat_tie_at_the_target_plays_on() -> None:
    game = Game.new(Rules(num_players=3, winning_score=10), first_dealer=0, rng=random.Random(0))
    assert not replace(game, scores=(10, 10, 3)).over, "two players level at the target: nobody has won yet"
    assert replace(game, scores=(11, 10, 3)).winner == 0
