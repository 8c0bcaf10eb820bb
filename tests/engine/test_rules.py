"""The Rules value: defaults exactly as rules.md names them, invalid combinations refused."""

from __future__ import annotations

import pytest

from engine import Rules


def test_defaults_are_the_ones_chosen_in_rules_md() -> None:
    assert Rules().to_dict() == {
        "game": "partnership",
        "num_players": 4,
        "min_rank": 9,
        "joker": False,
        "benny": False,
        "stick_the_dealer": True,
        "canadian": False,
        "defend_alone": "never",
        "loner_lead": "left_of_dealer",
        "loner_march_score": 4,
        "lone_defender_euchre_score": 4,
        "winning_score": 10,
        "call_ace_undealt": "highest_in_play",
        "auction_points": "bid",
        "auction_euchre": "set_back",
    }


@pytest.mark.parametrize(
    ("options", "message"),
    [
        pytest.param({"joker": True, "benny": True}, "joker and benny", id="joker-and-benny"),
        pytest.param({"num_players": 5}, "num_players", id="five-players"),
        pytest.param({"min_rank": 8}, "min_rank", id="min-rank-eight"),
        pytest.param({"min_rank": 6}, "min_rank", id="the-36-card-pack-is-for-section-10"),
        pytest.param({"game": "call_ace", "num_players": 7}, "num_players", id="call-ace-at-seven"),
        pytest.param({"defend_alone": "sometimes"}, "defend_alone", id="unknown-defend-alone"),
        pytest.param({"loner_lead": "dealer"}, "loner_lead", id="unknown-loner-lead"),
        pytest.param({"loner_march_score": 3}, "loner_march_score", id="loner-march-three"),
        pytest.param({"lone_defender_euchre_score": 3}, "lone_defender_euchre_score", id="lone-defender-three"),
        pytest.param({"winning_score": 0}, "winning_score", id="target-zero"),
        pytest.param({"num_players": 3, "canadian": True}, "canadian", id="canadian-without-partners"),
    ],
)
def test_invalid_rules_raise_a_clear_value_error(options: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Rules(**options)  # type: ignore[arg-type]


def test_replace_validates_again() -> None:
    with pytest.raises(ValueError):
        Rules(joker=True).replace(benny=True)
    assert Rules().replace(winning_score=21).winning_score == 21


def test_kitty_sizes_follow_the_deck_and_the_players() -> None:
    assert Rules().kitty_size == 4
    assert Rules(joker=True).kitty_size == 5
    assert Rules(min_rank=7).kitty_size == 12
    assert Rules(min_rank=7, joker=True).kitty_size == 13
    assert Rules(num_players=3).kitty_size == 9
    assert Rules(num_players=3, joker=True).kitty_size == 10
