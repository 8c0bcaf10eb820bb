"""Auction euchre, rule by rule (rules.md section 10, seed 001: "Auction euchre ... five, six or seven
players and a three-card widow")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    DealError,
    IllegalActionError,
    Rules,
    SoloHand,
    SoloPhase,
    known_solo_deal,
    parse_cards,
    parse_solo_deal,
    start_solo_hand,
    table_rules,
)
from engine.games.solo import score_solo

# Five seats (S W NW NE E), 32 cards; East deals, South speaks first. 7♣ 7♦ 8♦ 7♠ are set aside.
DEAL = (
    "dealer=E | S: JH JD AH KH QH | W: AS KS QS JS TS | NW: AC KC QC JC TC | NE: AD KD QD TD 9D"
    " | E: 9H TH 9S 9C 8H | widow: 7H 8S 8C"
)


def hand(**options: object) -> SoloHand:
    rules = table_rules("auction", 5, **options)
    return start_solo_hand(rules, parse_solo_deal(rules, DEAL))


def bids(state: SoloHand, *actions: str) -> SoloHand:
    for a in actions:
        state = state.apply(a)
    return state


def refusal(state: SoloHand, action: str) -> str:
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    return str(e.value.reason.code)


def west_bids_four_spades() -> SoloHand:
    return bids(hand(), "bid 3 H", "bid 4 S", "pass", "pass", "pass")


@pytest.mark.parametrize(
    ("players", "ok"),
    [
        pytest.param(4, False, id="not-four"),
        pytest.param(5, True, id="five"),
        pytest.param(6, True, id="six"),
        pytest.param(7, True, id="seven"),
    ],
)
def test_seed_001_auction_is_for_five_six_or_seven_players(players: int, ok: bool) -> None:
    problems = Rules.problems({"game": "auction", "num_players": players, "min_rank": 5})
    assert (not problems) == ok, f"auction with {players} players: {problems}"


@pytest.mark.parametrize("players", [5, 6, 7])
def test_seed_001_a_three_card_widow_is_dealt_face_down(players: int) -> None:
    import random

    from engine import solo_deal

    state = solo_deal(table_rules("auction", players), 0, random.Random(players))
    assert len(state.deal.kitty) == 3 and all(len(h) == 5 for h in state.hands)
    assert all(c not in state.observation(s).hand for s in range(players) for c in state.deal.kitty)


def test_a_known_deal_needs_a_widow_of_three() -> None:
    rules = table_rules("auction", 5)
    hands = [
        parse_cards(h)
        for h in ("JH JD AH KH QH", "AS KS QS JS TS", "AC KC QC JC TC", "AD KD QD TD 9D", "9H TH 9S 9C 8H")
    ]
    with pytest.raises(DealError) as e:
        known_solo_deal(rules, 4, hands, None, parse_cards("7H 8S"))
    assert str(e.value.reason.code) == "wrong_widow_size"


def test_seed_001_each_player_in_turn_has_one_chance_to_bid() -> None:
    state = hand()
    assert state.phase is SoloPhase.AUCTION and state.to_move == 0, "the player on the dealer's left speaks first"
    done = west_bids_four_spades()
    assert done.maker == 1 and done.trump == "S" and done.bid == 4
    assert done.phase is SoloPhase.WIDOW_DISCARD, "after the dealer has spoken the auction is over"


def test_seed_001_a_bid_is_at_least_three_tricks_with_a_named_trump() -> None:
    legal = [str(a) for a in hand().legal_actions()]
    assert legal[:5] == ["pass", "bid 3 C", "bid 3 D", "bid 3 H", "bid 3 S"]
    assert refusal(hand(), "bid 2 H") == "not_an_action"


def test_seed_001_an_overcall_must_top_the_bid_before_it() -> None:
    state = hand().apply("bid 4 H")
    assert refusal(state, "bid 4 S") == "bid_too_low"
    assert refusal(state, "bid 3 S") == "bid_too_low"
    assert state.apply("bid 5 S").bid == 5


def test_seed_001_five_is_overcalled_only_by_eight_and_fifteen() -> None:
    state = hand().apply("bid 5 H")
    assert {a.bid for a in state.legal_actions() if a.kind == "bid"} == {8, 15}


def test_seed_001_the_maker_takes_the_widow_and_discards_three() -> None:
    state = west_bids_four_spades()
    assert len(state.hands[1]) == 8 and state.to_move == 1
    assert refusal(state, "play AS") == "must_discard_widow_first"
    assert refusal(state, "call ally JH") == "must_discard_widow_first"
    state = bids(state, "discard 7H", "discard 8C", "discard TS")
    assert len(state.hands[1]) == 5 and state.phase is SoloPhase.CALL_ALLY


def test_seed_001_fifteen_is_a_lone_hand_with_the_cards_dealt() -> None:
    state = bids(hand(), "bid 15 H", "pass", "pass", "pass", "pass")
    assert state.phase is SoloPhase.PLAY and state.alone and len(state.hands[0]) == 5
    assert not set(state.deal.kitty) & set(state.hands[0]), "the widow stays out at fifteen"


def test_seed_001_eight_is_a_lone_hand_after_taking_the_widow() -> None:
    state = bids(hand(), "bid 8 H", "pass", "pass", "pass", "pass")
    assert state.phase is SoloPhase.WIDOW_DISCARD and len(state.hands[0]) == 8
    state = bids(state, "discard 7H", "discard 8S", "discard 8C")
    assert state.phase is SoloPhase.PLAY and state.alone, "a lone hand calls no ally"


def test_seed_001_the_ally_is_named_by_a_card_not_in_the_maker_s_hand() -> None:
    state = bids(west_bids_four_spades(), "discard 7H", "discard 8C", "discard TS")
    assert refusal(state, "call ally AS") == "ally_in_own_hand"
    assert refusal(state, "call ally TS") == "ally_discarded"
    assert refusal(state, "call ally 6H") == "ally_not_in_deck", "the 32-card pack has no sixes"
    assert refusal(state, "play AS") == "must_call_ally_first"
    called = state.apply("call ally 9S")
    assert called.partner_seat == 4 and called.phase is SoloPhase.PLAY


def test_seed_001_the_ally_is_a_silent_partner_revealed_by_play() -> None:
    state = bids(west_bids_four_spades(), "discard 7H", "discard 8C", "discard TS", "call ally 9S")
    views = [state.observation(s) for s in range(5)]
    assert all(v.partner is None for v in views) and str(views[0].called_card) == "9S"
    assert views[4].holds_called_card and not views[0].holds_called_card, "only the holder knows"
    while not state.revealed:
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply("play 9S" if "play 9S" in legal else legal[-1])
    assert all(state.observation(s).partner == 4 for s in range(5))


def test_a_card_set_aside_makes_no_ally() -> None:
    state = bids(west_bids_four_spades(), "discard 7H", "discard 8C", "discard TS", "call ally 7S")
    assert state.partner_seat is None and state.maker_side == (1,)


def test_stick_the_dealer_makes_the_dealer_bid_when_all_pass() -> None:
    state = bids(hand(), "pass", "pass", "pass", "pass")
    assert refusal(state, "pass") == "dealer_must_bid"
    thrown = bids(hand(stick_the_dealer=False), "pass", "pass", "pass", "pass", "pass")
    assert thrown.thrown_in and thrown.result() is None


def _over(state: SoloHand, won: tuple[int, ...]) -> SoloHand:
    return replace(state, phase=SoloPhase.OVER, to_move=None, won=won)


def test_option_auction_points_bid_scores_the_bid_for_maker_and_ally() -> None:
    state = bids(west_bids_four_spades(), "discard 7H", "discard 8C", "discard TS", "call ally 9S")
    assert score_solo(_over(state, (0, 3, 0, 0, 2))).points == (0, 4, 0, 0, 4)


def test_option_auction_points_tricks_scores_the_tricks_taken() -> None:
    state = bids(
        hand(auction_points="tricks"),
        "bid 3 H",
        "pass",
        "pass",
        "pass",
        "pass",
        "discard 7H",
        "discard 8S",
        "discard 8C",
        "call ally TH",
    )
    assert score_solo(_over(state, (3, 0, 0, 0, 1))).points == (4, 0, 0, 0, 4)


def test_option_auction_euchre_set_back_and_opponents_score() -> None:
    state = bids(west_bids_four_spades(), "discard 7H", "discard 8C", "discard TS", "call ally 9S")
    assert score_solo(_over(state, (1, 2, 1, 0, 1))).points == (0, -4, 0, 0, -4)
    other = replace(state, rules=state.rules.replace(auction_euchre="opponents_score"))
    assert score_solo(_over(other, (1, 2, 1, 0, 1))).points == (4, 0, 4, 4, 0)


def test_lone_bids_need_all_five_tricks() -> None:
    state = bids(hand(), "bid 15 H", "pass", "pass", "pass", "pass")
    assert score_solo(_over(state, (5, 0, 0, 0, 0))).points == (15, 0, 0, 0, 0)
    assert score_solo(_over(state, (4, 1, 0, 0, 0))).points == (-15, 0, 0, 0, 0)


@pytest.mark.parametrize(("players", "deck"), [(5, 32), (6, 36), (7, 40)])
def test_each_table_s_default_pack_deals_it(players: int, deck: int) -> None:
    assert table_rules("auction", players).deck_size == deck
    assert Rules.problems({"game": "auction", "num_players": players, "min_rank": 9})[0].code == "deck_too_small"
