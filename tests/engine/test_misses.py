"""Why a chosen answer is wrong: the engine names what is wrong with the chosen card or seat only."""

from __future__ import annotations

import pytest

from engine import HandState, Rules, new_deck, parse_action, parse_card, parse_cards, start_hand
from engine.coach.misses import (
    MissCode,
    bids_not_all_allowed,
    card_does_not_win,
    cards_not_all_legal,
    game_answer_wrong,
    order_wrong,
    role_answer_wrong,
    score_answer_wrong,
    seat_does_not_lead,
    suit_answer_wrong,
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


def test_which_suit_a_card_belongs_to_each_wrong_suit_has_its_reason() -> None:
    jd, jc = parse_card("JD"), parse_card("JC")
    assert suit_answer_wrong(jd, "H", "H") is None, "the left bower belongs to trump"
    assert suit_answer_wrong(jd, "H", "D").code is MissCode.LEFT_BOWER_LEAVES_ITS_SUIT  # type: ignore[union-attr]
    assert suit_answer_wrong(jc, "H", "H").code is MissCode.NOT_A_BOWER  # type: ignore[union-attr]
    assert suit_answer_wrong(jc, "H", "S").code is MissCode.KEEPS_ITS_SUIT  # type: ignore[union-attr]
    miss = suit_answer_wrong(parse_card("JOKER"), "C", "H", Rules(joker=True))
    assert miss is not None and miss.code is MissCode.BEST_BOWER_NOT_THAT_SUIT
    assert miss.params["suit"] == "H", "the reason should be about the chosen suit"


@pytest.mark.parametrize(
    ("card", "trump", "chosen", "code"),
    [
        pytest.param("JD", "H", "right_bower", MissCode.NOT_THE_RIGHT_BOWER, id="left-is-not-right"),
        pytest.param("JH", "H", "left_bower", MissCode.NOT_THE_LEFT_BOWER, id="right-is-not-left"),
        pytest.param("JH", "H", "trump", MissCode.MORE_THAN_A_PLAIN_TRUMP, id="a-bower-is-more"),
        pytest.param("9S", "H", "trump", MissCode.NOT_A_TRUMP, id="a-spade-is-no-trump"),
        pytest.param("JD", "H", "off_suit", MissCode.LOOK_AT_THE_JACKS, id="the-left-bower-is-no-diamond"),
        pytest.param("QH", "H", "off_suit", MissCode.NOT_OFF_SUIT, id="a-heart-is-trump"),
        pytest.param("AH", "H", "best_bower", MissCode.NOT_THE_BEST_BOWER, id="an-ace-is-not-the-best-bower"),
    ],
)
def test_a_wrong_card_role_is_told_why(card: str, trump: str, chosen: str, code: MissCode) -> None:
    miss = role_answer_wrong(parse_card(card), trump, chosen)
    assert miss is not None and miss.code is code


def _bidding(rules: Rules, upcard: str, passes: int) -> HandState:
    deck = [c for c in new_deck(rules) if c.code != upcard]
    n = rules.num_players
    state = start_hand(rules, n - 1, [deck[5 * i : 5 * i + 5] for i in range(n)], parse_card(upcard), deck[5 * n :])
    for _ in range(passes):
        state = state.apply("pass")
    return state


@pytest.mark.parametrize(
    ("rules", "upcard", "passes", "chosen", "code"),
    [
        pytest.param(Rules(), "9H", 0, "pass;call S", MissCode.NO_SUIT_IN_ROUND_ONE, id="round-one-offers-the-upcard"),
        pytest.param(Rules(), "9H", 4, "pass;order up", MissCode.UPCARD_TURNED_DOWN, id="round-two-has-no-upcard"),
        pytest.param(Rules(), "9H", 4, "pass;call H", MissCode.TURNED_DOWN_SUIT, id="the-turned-down-suit"),
        pytest.param(Rules(stick_the_dealer=True), "9H", 7, "pass", MissCode.DEALER_IS_STUCK, id="stuck"),
        pytest.param(Rules(canadian=True), "9H", 1, "pass;order up", MissCode.CANADIAN_ONLY_ALONE, id="canadian"),
        pytest.param(Rules(num_players=3), "9H", 0, "order up alone", MissCode.NO_PARTNERS_NO_ALONE, id="cutthroat"),
        pytest.param(Rules(joker=True), "JOKER", 0, "pass", MissCode.BEST_BOWER_TURNED_UP, id="joker-up"),
        pytest.param(Rules(), "9H", 0, "pass;order up", MissCode.BID_MISSING, id="going-alone-forgotten"),
    ],
)
def test_a_wrong_set_of_bids_is_told_why(rules: Rules, upcard: str, passes: int, chosen: str, code: MissCode) -> None:
    state = _bidding(rules, upcard, passes)
    miss = bids_not_all_allowed(state, [parse_action(a) for a in chosen.split(";")])
    assert miss is not None and miss.code is code
    assert bids_not_all_allowed(state, list(state.legal_actions())) is None, "every allowed bid is the answer"


@pytest.mark.parametrize(
    ("tricks", "alone", "defender", "side", "points", "code"),
    [
        pytest.param(3, False, False, "defenders", 2, MissCode.MAKERS_MADE_IT, id="three-tricks-make-it"),
        pytest.param(2, False, False, "makers", 1, MissCode.MAKERS_FELL_SHORT, id="two-tricks-do-not"),
        pytest.param(4, True, False, "makers", 4, MissCode.NOT_A_MARCH, id="four-alone-is-no-march"),
        pytest.param(5, False, False, "makers", 1, MissCode.MARCH_SCORES_MORE, id="five-is-a-march"),
        pytest.param(5, False, False, "makers", 4, MissCode.LONE_MARCH_ONLY_ALONE, id="together-is-not-alone"),
        pytest.param(5, True, False, "makers", 2, MissCode.LONE_MARCH_SCORES_MORE, id="alone-scores-more"),
        pytest.param(0, False, False, "defenders", 4, MissCode.NO_LONE_DEFENDER, id="both-defended"),
        pytest.param(0, False, True, "defenders", 2, MissCode.LONE_DEFENDER_SCORES_MORE, id="one-defended"),
    ],
)
def test_a_wrong_score_is_told_why(
    tricks: int, alone: bool, defender: bool, side: str, points: int, code: MissCode
) -> None:
    rules = Rules(defend_alone="always")
    miss = score_answer_wrong(rules, tricks, alone, defender, side, points)
    assert miss is not None and miss.code is code


def test_a_wrong_game_winner_is_told_why() -> None:
    assert game_answer_wrong(10, 7, 10, "us") is None
    assert game_answer_wrong(10, 7, 10, "nobody").code is MissCode.TARGET_REACHED  # type: ignore[union-attr]
    assert game_answer_wrong(9, 7, 10, "us").code is MissCode.US_SHORT_OF_TARGET  # type: ignore[union-attr]
    assert game_answer_wrong(8, 9, 10, "them").code is MissCode.THEM_SHORT_OF_TARGET  # type: ignore[union-attr]
