"""Making trump: the two rounds, stick the dealer or the throw-in, Canadian loner, the turned-up
best bower (rules.md sections 3 and 7)."""

from __future__ import annotations

import pytest

from engine import IllegalActionError, Phase, Rules, hand_from_notation
from tests.engine.deals import STANDARD, play, start

JOKER_UP = (
    "dealer=E up=JOKER | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
    "E: AC KC 9C AD KD | kitty: QD TD 9D 9H"
)


def texts(state: object) -> list[str]:
    return [str(a) for a in state.legal_actions()]  # type: ignore[attr-defined]


def refusal(state: object, action: str) -> str:
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)  # type: ignore[attr-defined]
    return err.value.reason.code


def test_round_one_starts_left_of_the_dealer_seed_002() -> None:
    state = start()
    assert state.phase is Phase.BID_UPCARD and state.to_move == 0
    assert texts(state) == ["pass", "order up", "order up alone"]


def test_ordering_up_makes_the_upcard_suit_trump_and_the_dealer_picks_it_up_seed_002() -> None:
    state = play(start(), "pass", "order up")  # West orders up
    assert (state.trump, state.maker, state.phase, state.to_move) == ("H", 1, Phase.DISCARD, 3)
    assert "9H" in map(str, state.hands[3]) and len(state.hands[3]) == 6
    assert refusal(state, "play AC") == "must_discard_first"
    state = state.apply("discard 9C")
    assert len(state.hands[3]) == 5 and str(state.discarded) == "9C"
    assert (state.phase, state.to_move) == (Phase.PLAY, 0)


def test_the_dealer_may_pick_it_up_himself() -> None:
    state = play(start(), "pass", "pass", "pass", "order up")
    assert (state.maker, state.phase) == (3, Phase.DISCARD)


def test_round_two_forbids_the_turned_down_suit_seed_002() -> None:
    state = play(start(), "pass", "pass", "pass", "pass")
    assert (state.phase, state.turned_down, state.to_move) == (Phase.CALL_TRUMP, "H", 0)
    assert "call H" not in texts(state)
    assert refusal(state, "call H") == "cannot_call_turned_down_suit"
    state = state.apply("call D")  # making it next
    assert (state.trump, state.maker, state.phase, state.to_move) == ("D", 0, Phase.PLAY, 0)
    assert len(state.hands[3]) == 5, "in round 2 nobody picks up the upcard"


def test_a_suit_cannot_be_named_in_round_one() -> None:
    assert refusal(start(), "call S") == "suit_only_in_round_two"


def test_stick_the_dealer_the_dealer_must_name_a_suit_seed_002() -> None:
    state = play(start(), *["pass"] * 7)
    assert state.to_move == 3
    assert "pass" not in texts(state)
    assert refusal(state, "pass") == "dealer_must_call"


def test_without_stick_the_dealer_all_passing_twice_throws_the_hand_in_seed_001() -> None:
    state = play(start(stick_the_dealer=False), *["pass"] * 8)
    assert state.is_over and state.thrown_in and state.result() is None and state.to_move is None
    assert refusal(state, "pass") == "hand_over"


def test_canadian_loner_the_dealers_partner_may_order_up_only_alone_seed_004() -> None:
    state = start(canadian=True)
    assert "order up" in texts(state), "South is not the dealer's partner"
    state = state.apply("pass")  # West, the dealer's partner (East deals)
    assert texts(state) == ["pass", "order up alone"]
    assert refusal(state, "order up") == "must_go_alone"
    assert state.apply("order up alone").loner == 1


def test_canadian_applies_to_round_one_only_seed_001() -> None:
    state = play(start(canadian=True), *["pass"] * 5)  # round 2, West to move
    assert state.to_move == 1 and "call S" in texts(state)


def test_when_the_dealers_partner_goes_alone_the_dealer_does_not_pick_up_seed_001() -> None:
    state = play(start(), "pass", "order up alone")  # West, partner of East who deals
    assert state.loner == 1 and state.sitting_out == frozenset({3})
    assert state.phase is Phase.PLAY and len(state.hands[3]) == 5


def test_turned_up_joker_the_dealer_names_trump_and_takes_it_seed_004() -> None:
    state = hand_from_notation(Rules(joker=True), JOKER_UP)
    assert (state.phase, state.to_move) == (Phase.DEALER_NAMES_TRUMP, 3)
    assert "pass" not in texts(state) and "call H alone" in texts(state)
    assert refusal(state, "pass") == "dealer_must_call"
    state = state.apply("call S")
    assert (state.trump, state.maker, state.phase) == ("S", 3, Phase.DISCARD)
    assert "JOKER" in map(str, state.hands[3])


def test_turned_up_benny_plays_exactly_as_the_joker_seed_004() -> None:
    deal = JOKER_UP.replace("JOKER", "2S")
    state = hand_from_notation(Rules(benny=True), deal)
    assert state.phase is Phase.DEALER_NAMES_TRUMP
    assert state.apply("call C alone").loner == 3


def test_cutthroat_has_no_lone_hands_seed_001() -> None:
    deal = "dealer=N up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC"
    state = hand_from_notation(Rules(num_players=3), deal)
    assert len(state.kitty) == 8 and state.to_move == 0
    assert texts(state) == ["pass", "order up"]
    assert refusal(state, "order up alone") == "no_partner"


def test_with_three_players_and_a_turned_up_joker_the_dealer_is_the_maker_seed_004() -> None:
    deal = "dealer=N up=JOKER | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC"
    state = hand_from_notation(Rules(num_players=3, joker=True), deal)
    assert len(state.kitty) == 9
    state = state.apply("call C")
    assert (state.maker, state.to_move, state.phase) == (2, 2, Phase.DISCARD)


def test_the_standard_deal_is_valid() -> None:
    assert start().deal.dealer == 3 and STANDARD.startswith("dealer=E")
