"""Why a chosen answer is wrong: the engine names what is wrong with the chosen card or seat only."""

from __future__ import annotations

import pytest

from engine import Rules, new_deck, parse_card, parse_cards
from engine.misses import (
    MissCode,
    card_does_not_win,
    cards_not_all_legal,
    order_wrong,
    seat_does_not_lead,
    trump_answer_wrong,
)


@pytest.mark.parametrize(
    ("trick", "trump", "chosen", "code"),
    [
        pytest.param("AS 9S JC KS", "S", "AS", MissCode.HIGHER_TRUMP, id="the-left-bower-beats-the-ace"),
        pytest.param("9C AD TC KC", "S", "AD", MissCode.OFF_SUIT_CANNOT_WIN, id="an-off-suit-ace-cannot-win"),
        pytest.param("AC 9H KC QC", "H", "AC", MissCode.TRUMP_BEATS_LED_SUIT, id="a-small-trump-beats-the-ace"),
        pytest.param("9C AC KC QC", "H", "KC", MissCode.HIGHER_OF_LED_SUIT, id="a-higher-club-was-played"),
    ],
)
def test_a_card_that_does_not_win_is_told_why(trick: str, trump: str, chosen: str, code: MissCode) -> None:
    miss = card_does_not_win(parse_cards(trick), trump, parse_card(chosen))
    assert miss is not None and miss.code is code
    assert miss.params["card"] == chosen, "the reason should be about the chosen card"


def test_the_winning_card_has_no_miss() -> None:
    assert card_does_not_win(parse_cards("AS 9S JC KS"), "S", parse_card("JC")) is None


def test_a_card_that_may_not_be_played_is_named_not_the_ones_that_may() -> None:
    hand = parse_cards("JD KD 9S AH")
    miss = cards_not_all_legal(hand, parse_cards("TH"), "H", parse_cards("KD"))
    assert miss is not None and miss.code is MissCode.MUST_FOLLOW and miss.params["card"] == "KD"
    assert "JD" not in miss.params.values() and "AH" not in miss.params.values()


def test_the_left_bower_does_not_follow_its_printed_suit() -> None:
    miss = cards_not_all_legal(parse_cards("JD KD 9S"), parse_cards("AD"), "H", parse_cards("JD KD"))
    assert miss is not None and miss.code is MissCode.LEFT_BOWER_IS_TRUMP


def test_too_few_cards_says_there_are_more_without_naming_them() -> None:
    miss = cards_not_all_legal(parse_cards("AD 9D KS"), parse_cards("KD"), "S", parse_cards("AD"))
    assert miss is not None and miss.code is MissCode.LEGAL_CARD_MISSING and "card" not in miss.params


@pytest.mark.parametrize(
    ("chosen", "sitting_out", "code"),
    [
        pytest.param(3, (), MissCode.DEALER_PLAYS_LAST, id="the-dealer-plays-last"),
        pytest.param(2, (), MissCode.NOT_LEFT_OF_DEALER, id="north-is-not-left-of-east"),
        pytest.param(0, (0,), MissCode.SITS_OUT, id="a-seat-sitting-out"),
        pytest.param(2, (0,), MissCode.NOT_FIRST_TO_PLAY, id="someone-sits-out"),
    ],
)
def test_a_seat_that_does_not_lead_is_told_why(chosen: int, sitting_out: tuple[int, ...], code: MissCode) -> None:
    assert seat_does_not_lead(Rules(), chosen, dealer=3, sitting_out=sitting_out).code is code


def test_the_next_lead_names_the_card_the_chosen_seat_played() -> None:
    miss = seat_does_not_lead(Rules(), 1, trick=parse_cards("9C AC KC QC"), leader=0, trump="H")
    assert miss.code is MissCode.DID_NOT_WIN_TRICK and miss.params["card"] == "AC"


@pytest.mark.parametrize(
    ("card", "said", "code"),
    [
        pytest.param("AC", True, MissCode.NOT_A_TRUMP, id="an-off-suit-ace"),
        pytest.param("JD", False, MissCode.LOOK_AT_THE_JACKS, id="the-left-bower-forgotten"),
        pytest.param("9H", False, MissCode.LOOK_AT_THE_SUIT, id="a-plain-trump"),
    ],
)
def test_a_wrong_trump_answer_is_told_why(card: str, said: bool, code: MissCode) -> None:
    miss = trump_answer_wrong(parse_card(card), "H", said)
    assert miss is not None and miss.code is code
    assert trump_answer_wrong(parse_card(card), "H", not said) is None, "the other answer is right"


def test_a_wrong_order_names_the_first_card_a_later_one_beats() -> None:
    deck = new_deck(Rules())
    miss = order_wrong(parse_cards("JH AH JD KH"), "H", deck)
    assert miss is not None and miss.params["card"] == "AH", "the ace is beaten by the left bower after it"
    assert order_wrong(parse_cards("JH JD AH KH"), "H", deck) is None
