"""Call-ace euchre, rule by rule (rules.md section 10, seed 001: "Call-ace euchre ... four to six players")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import IllegalActionError, Rules, SoloHand, SoloPhase, parse_solo_deal, start_solo_hand, table_rules
from engine.games.solo import score_solo

DEAL = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)
# The same, with the A♦ in the kitty and the Q♦ in East's hand: the diamond ace is not in play.
ACE_UNDEALT = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C QD KD | kitty: AD TD 9D"
)


def hand(text: str = DEAL, **options: object) -> SoloHand:
    rules = table_rules("call_ace", 4, **options)
    return start_solo_hand(rules, parse_solo_deal(rules, text))


def west_makes_hearts(text: str = DEAL, **options: object) -> SoloHand:
    """South passes, West orders up the 9♥, East (the dealer) picks it up and lays away the 9♣."""
    return hand(text, **options).apply("pass").apply("order up").apply("discard 9C")


def refusal(state: SoloHand, action: str) -> str:
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    return str(e.value.reason.code)


@pytest.mark.parametrize(
    ("players", "ok"),
    [
        pytest.param(3, False, id="three-is-cutthroat"),
        pytest.param(4, True, id="four"),
        pytest.param(5, True, id="five"),
        pytest.param(6, True, id="six"),
        pytest.param(7, False, id="not-seven"),
    ],
)
def test_seed_001_call_ace_is_for_four_to_six_players(players: int, ok: bool) -> None:
    problems = Rules.problems({"game": "call_ace", "num_players": players, "min_rank": 7})
    assert (not problems) == ok, f"call-ace with {players} players: {problems}"


def test_seed_001_every_player_for_himself_until_the_call() -> None:
    state = hand()
    assert not state.rules.has_partners and state.rules.seating.sides == ((0,), (1,), (2,), (3,))


def test_seed_001_bidding_follows_the_basic_game() -> None:
    state = hand()
    assert [str(a) for a in state.legal_actions()] == ["pass", "order up", "order up alone"]
    assert refusal(state, "call S") == "suit_only_in_round_two"
    round_two = state.apply("pass").apply("pass").apply("pass").apply("pass")
    assert round_two.phase is SoloPhase.CALL_TRUMP and round_two.turned_down == "H"
    assert refusal(round_two, "call H") == "cannot_call_turned_down_suit"
    stuck = round_two.apply("pass").apply("pass").apply("pass")
    assert refusal(stuck, "pass") == "dealer_must_call", "stick the dealer holds at the call-ace table"
    thrown = hand(stick_the_dealer=False).apply("pass").apply("pass").apply("pass").apply("pass")
    for _ in range(4):
        thrown = thrown.apply("pass")
    assert thrown.thrown_in and thrown.result() is None


def test_seed_001_the_dealer_picks_up_and_discards_before_the_call() -> None:
    state = hand().apply("pass").apply("order up")
    assert state.phase is SoloPhase.DISCARD and state.to_move == 3 and len(state.hands[3]) == 6
    assert refusal(state, "call ace S") == "wrong_phase"


def test_seed_001_before_play_the_maker_names_a_suit() -> None:
    state = west_makes_hearts()
    assert state.phase is SoloPhase.CALL_ACE and state.to_move == 1
    assert [str(a) for a in state.legal_actions()] == ["call ace C", "call ace D", "call ace H", "call ace S"]
    assert refusal(state, "play AS") == "must_call_ace_first"


def test_seed_001_the_holder_of_the_suit_s_highest_card_is_the_silent_partner() -> None:
    state = west_makes_hearts().apply("call ace C")
    assert state.partner_seat == 3 and str(state.partner_card) == "AC" and state.maker_side == (1, 3)


def test_seed_001_the_partner_is_known_only_through_play() -> None:
    state = west_makes_hearts().apply("call ace C")
    assert state.phase is SoloPhase.PLAY
    assert all(state.observation(seat).partner is None for seat in range(4)), "nobody sees the partner yet"
    while "AC" not in {str(c) for c in state.current_trick} and not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply("play AC" if "play AC" in legal else legal[0])
        if not state.revealed:
            assert all(state.observation(seat).partner is None for seat in range(4))
    assert state.revealed and all(state.observation(seat).partner == 3 for seat in range(4))


def test_seed_001_the_maker_may_go_alone() -> None:
    state = hand().apply("pass").apply("order up alone").apply("discard 9C")
    assert state.phase is SoloPhase.PLAY and state.alone and state.maker_side == (1,)
    lone_march = replace(state, phase=SoloPhase.OVER, to_move=None, won=(0, 5, 0, 0))
    assert score_solo(lone_march).points == (0, 4, 0, 0), "a lone march scores loner_march_score"


def test_seed_001_the_maker_may_turn_out_to_be_his_own_partner() -> None:
    state = west_makes_hearts().apply("call ace S")  # West holds the A♠ himself
    assert state.partner_seat == 1 and state.maker_side == (1,) and not state.alone
    march = replace(state, phase=SoloPhase.OVER, to_move=None, won=(0, 5, 0, 0))
    assert score_solo(march).points == (0, 2, 0, 0), "not declared alone: a march is 2"


def test_seed_001_calling_trump_makes_the_best_trump_the_partner_card() -> None:
    state = west_makes_hearts().apply("call ace H")
    assert str(state.partner_card) == "JH" and state.partner_seat == 1


def test_seed_001_each_member_of_a_side_scores_the_side_s_points() -> None:
    state = west_makes_hearts().apply("call ace C")
    made = replace(state, phase=SoloPhase.OVER, to_move=None, won=(1, 2, 0, 2))
    euchred = replace(state, phase=SoloPhase.OVER, to_move=None, won=(3, 1, 0, 1))
    assert score_solo(made).points == (0, 1, 0, 1)
    assert score_solo(euchred).points == (2, 0, 2, 0), "each defender scores the euchre"


def test_seed_001_an_undealt_highest_card_leaves_the_best_card_in_play() -> None:
    state = west_makes_hearts(ACE_UNDEALT).apply("call ace D")
    assert str(state.partner_card) == "KD" and state.partner_seat == 3


def test_option_call_ace_undealt_no_partner_leaves_the_maker_without_one() -> None:
    state = west_makes_hearts(ACE_UNDEALT, call_ace_undealt="no_partner").apply("call ace D")
    assert state.partner_seat is None and state.maker_side == (1,) and not state.alone


def test_the_left_bower_is_no_longer_a_card_of_its_printed_suit() -> None:
    # Hearts are trump: the J♦ (South's) is a heart, so the best diamond is the A♦ (East's).
    state = west_makes_hearts().apply("call ace D")
    assert str(state.partner_card) == "AD" and state.partner_seat == 3


def test_a_turned_up_joker_makes_the_dealer_name_trump() -> None:
    rules = table_rules("call_ace", 4, joker=True)
    state = start_solo_hand(
        rules, parse_solo_deal(rules, DEAL.replace("up=9H", "up=JOKER").replace(" | kitty: QD TD 9D", ""))
    )
    assert state.phase is SoloPhase.DEALER_NAMES_TRUMP and state.to_move == 3
    assert refusal(state, "pass") == "dealer_must_call"
    assert state.apply("call C").phase is SoloPhase.DISCARD


@pytest.mark.parametrize("players", [5, 6])
def test_larger_call_ace_tables_deal_the_32_card_pack(players: int) -> None:
    rules = table_rules("call_ace", players)
    assert rules.deck_size == 32 and rules.kitty_size == 32 - 5 * players
