"""Edges an outside rules audit found: each is refused clearly or round-trips, never silently wrong."""

from __future__ import annotations

import random

import pytest

from engine import (
    DealError,
    Game,
    IllegalActionError,
    ReasonCode,
    Rules,
    RulesError,
    add_hand_result,
    deal,
    format_deal,
    hand_from_notation,
    parse_deal,
)
from engine.coach.bots import simple_action

HANDS = "S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"
DEAL = f"dealer=E up=9H | {HANDS}"


def test_a_deal_written_without_a_kitty_survives_format_and_read_back() -> None:
    parsed = parse_deal(DEAL)
    again = hand_from_notation(Rules(), format_deal(parsed))
    assert [str(c) for c in again.kitty] == ["9D", "TD", "QD"], "the kitty is the rest of the deck"
    assert again.hands == hand_from_notation(Rules(), DEAL).hands


@pytest.mark.parametrize(
    "kitty",
    [
        pytest.param("kitty: QD TD 9D", id="written tight"),
        pytest.param("kitty : QD TD 9D", id="a space before the colon"),
        pytest.param("KITTY :QD TD 9D", id="upper case"),
    ],
)
def test_a_written_kitty_is_read_however_it_is_spaced(kitty: str) -> None:
    assert [str(c) for c in hand_from_notation(Rules(), f"{DEAL} | {kitty}").kitty] == ["QD", "TD", "9D"]


@pytest.mark.parametrize(
    ("kitty", "code"),
    [
        pytest.param("kitty : TD 9D", ReasonCode.WRONG_KITTY_SIZE, id="too few cards, spaced"),
        pytest.param("kitty :", ReasonCode.WRONG_KITTY_SIZE, id="written but empty"),
        pytest.param("kitty: QD TD 9D | kitty: QD", ReasonCode.BAD_NOTATION, id="written twice"),
    ],
)
def test_a_written_kitty_that_is_wrong_is_refused_never_replaced(kitty: str, code: ReasonCode) -> None:
    with pytest.raises(DealError) as err:
        hand_from_notation(Rules(), f"{DEAL} | {kitty}")
    assert err.value.reason.code is code


@pytest.mark.parametrize("maker_side", [2, -1, True], ids=["side 2 of two", "side -1", "a bool"])
def test_add_hand_result_refuses_a_maker_side_that_is_not_a_side(maker_side: int) -> None:
    with pytest.raises(ValueError, match="maker_side"):
        add_hand_result(Rules(), (0, 0), maker_side, ("makers", 1))


def test_add_hand_result_refuses_scores_of_another_table() -> None:
    with pytest.raises(ValueError, match="sides"):
        add_hand_result(Rules(), (0, 0, 0), 0, ("makers", 1))


@pytest.mark.parametrize(
    "options",
    [
        pytest.param({"min_rank": 7.0}, id="min_rank 7.0 is not the whole number 7"),
        pytest.param({"winning_score": True}, id="winning_score True is not a number"),
        pytest.param({"num_players": 4.0}, id="num_players 4.0"),
        pytest.param({"loner_march_score": False}, id="loner_march_score False"),
    ],
)
def test_look_alike_option_values_are_refused_with_a_clear_error(options: dict[str, object]) -> None:
    option = next(iter(options))
    with pytest.raises(RulesError, match=option) as err:
        Rules(**options)  # type: ignore[arg-type]
    assert [str(p.code) for p in err.value.problems] == ["bad_value"]
    assert err.value.problems[0].params["option"] == option


def test_rules_problems_reports_codes_without_raising() -> None:
    problems = Rules.problems({"joker": True, "benny": True, "num_players": 3, "canadian": True, "colour": 1})
    assert {str(p.code) for p in problems} == {"unknown_option", "joker_and_benny", "canadian_needs_partners"}
    assert Rules.problems(Rules(min_rank=7).to_dict()) == ()


@pytest.mark.parametrize("text", ["fold", "play", "call X", "order up twice", ""])
def test_text_that_is_no_action_is_not_legal_and_is_refused_with_its_code(text: str) -> None:
    state = hand_from_notation(Rules(), DEAL)
    assert state.is_legal(text) is False
    with pytest.raises(IllegalActionError) as err:
        state.apply(text)
    assert err.value.reason.code is ReasonCode.NOT_AN_ACTION


@pytest.mark.parametrize(
    ("passes", "attempt", "code"),
    [
        pytest.param(0, "call H", ReasonCode.UPCARD_SUIT_IS_ORDERED_UP, id="round 1: calling the upcard's suit"),
        pytest.param(0, "call H alone", ReasonCode.UPCARD_SUIT_IS_ORDERED_UP, id="round 1: calling it alone"),
        pytest.param(4, "order up", ReasonCode.NO_ORDER_UP_IN_ROUND_TWO, id="round 2: ordering up"),
        pytest.param(4, "order up alone", ReasonCode.NO_ORDER_UP_IN_ROUND_TWO, id="round 2: ordering up alone"),
        pytest.param(4, "call H", ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT, id="round 2: calling the upcard's suit"),
    ],
)
def test_bids_out_of_their_round_have_their_own_code(passes: int, attempt: str, code: ReasonCode) -> None:
    state = hand_from_notation(Rules(), DEAL)
    for _ in range(passes):
        state = state.apply("pass")
    with pytest.raises(IllegalActionError) as err:
        state.apply(attempt)
    assert err.value.reason.code is code


@pytest.mark.parametrize("players", [4, 3], ids=["four-hand", "cutthroat"])
def test_game_scores_have_one_entry_per_seat_at_every_table(players: int) -> None:
    rules = Rules(num_players=players, winning_score=3)
    rng = random.Random(players)
    game = Game.new(rules, first_dealer=0, rng=rng)
    while not game.over:
        assert len(game.scores) == players
        assert len(game.side_scores) == rules.seating.num_sides
        for seats, points in zip(rules.seating.sides, game.side_scores, strict=True):
            assert all(game.scores[s] == points for s in seats), "each member of a side holds its points"
        game = game.next_hand(rng) if game.hand.is_over else game.apply(simple_action(game.hand, rng))
    assert game.winner is not None and game.side_scores[game.winner] >= 3


def test_a_game_refuses_scores_of_another_shape() -> None:
    with pytest.raises(ValueError, match="one score per seat"):
        Game(Rules(), deal(Rules(), 0, random.Random(0)), (0, 0))
