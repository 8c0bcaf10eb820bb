"""Ranking, the bowers, following suit and winning tricks (rules.md sections 2 and 5).

Each case names the source document it comes from (``shared/seeds``).
"""

from __future__ import annotations

import pytest

from engine import (
    IllegalActionError,
    Rules,
    card_role,
    effective_suit,
    explain_trick,
    legal_plays,
    new_deck,
    parse_card,
    parse_cards,
    trick_winner,
    trump_ranking,
)
from tests.engine.deals import play, start


@pytest.mark.parametrize(
    ("card", "trump", "suit"),
    [
        pytest.param("JD", "H", "H", id="left-bower-belongs-to-trump-seed-002"),
        pytest.param("JH", "D", "D", id="left-bower-red-the-other-way-seed-002"),
        pytest.param("JC", "S", "S", id="left-bower-black-seed-002"),
        pytest.param("JS", "C", "C", id="left-bower-black-the-other-way-seed-002"),
        pytest.param("JD", "S", "D", id="jack-of-other-colour-keeps-its-suit-seed-002"),
        pytest.param("JH", "H", "H", id="right-bower-is-trump-seed-002"),
        pytest.param("AD", "H", "D", id="ace-of-next-suit-stays-off-suit-seed-002"),
        pytest.param("JOKER", "C", "C", id="joker-belongs-to-trump-seed-004"),
        pytest.param("2S", "H", "H", id="benny-belongs-to-trump-seed-004"),
    ],
)
def test_effective_suit(card: str, trump: str, suit: str) -> None:
    assert effective_suit(parse_card(card), trump) == suit


@pytest.mark.parametrize(
    ("rules", "trump", "order"),
    [
        pytest.param(Rules(), "H", "JH JD AH KH QH TH 9H", id="trump-ranking-seed-002"),
        pytest.param(Rules(), "C", "JC JS AC KC QC TC 9C", id="trump-ranking-black-seed-002"),
        pytest.param(Rules(joker=True), "S", "JOKER JS JC AS KS QS TS 9S", id="joker-above-right-bower-seed-004"),
        pytest.param(Rules(benny=True), "D", "2S JD JH AD KD QD TD 9D", id="benny-above-right-bower-seed-004"),
        pytest.param(Rules(min_rank=7), "D", "JD JH AD KD QD TD 9D 8D 7D", id="thirty-two-cards-seed-001"),
    ],
)
def test_trump_ranking(rules: Rules, trump: str, order: str) -> None:
    assert " ".join(map(str, trump_ranking(trump, new_deck(rules)))) == order


def test_the_suit_that_lent_its_jack_has_five_cards_seed_002() -> None:
    deck = new_deck(Rules())
    diamonds = [c for c in deck if effective_suit(c, "H") == "D"]
    assert " ".join(map(str, diamonds)) == "9D TD QD KD AD"


@pytest.mark.parametrize(
    ("card", "trump", "role"),
    [
        pytest.param("JOKER", "H", "best_bower", id="joker-is-the-best-bower"),
        pytest.param("JH", "H", "right_bower", id="right-bower"),
        pytest.param("JD", "H", "left_bower", id="left-bower"),
        pytest.param("9H", "H", "trump", id="plain-trump"),
        pytest.param("AS", "H", "off_suit", id="off-suit-ace"),
    ],
)
def test_card_role(card: str, trump: str, role: str) -> None:
    assert card_role(parse_card(card), trump) == role


@pytest.mark.parametrize(
    ("hand", "trick", "trump", "legal"),
    [
        pytest.param("JD AS 9C", "9H", "H", "JD", id="left-bower-follows-trump-seed-002"),
        pytest.param("JD AS", "9D", "H", "JD AS", id="left-bower-cannot-follow-its-printed-suit-seed-002"),
        pytest.param("AH 9S", "JD", "H", "AH", id="leading-the-left-bower-leads-trump-seed-002"),
        pytest.param("9S QS AH", "KC", "H", "9S QS AH", id="no-duty-to-trump-seed-002"),
        pytest.param("9C AC", "KC", "H", "9C AC", id="no-duty-to-beat-seed-002"),
        pytest.param("9H AS", "JOKER", "H", "9H", id="joker-lead-calls-for-trump-seed-004"),
        pytest.param("KD 9S", "", "H", "KD 9S", id="anything-may-be-led"),
    ],
)
def test_legal_plays(hand: str, trick: str, trump: str, legal: str) -> None:
    assert " ".join(map(str, legal_plays(parse_cards(hand), parse_cards(trick), trump))) == legal


@pytest.mark.parametrize(
    ("trick", "trump", "winner", "reason"),
    [
        pytest.param("AS 9S JC KS", "H", 0, "highest_of_led_suit", id="highest-of-led-suit-wins-seed-002"),
        pytest.param("AS 9S JC KS", "S", 2, "highest_trump", id="left-bower-beats-the-ace-seed-002"),
        pytest.param("AS 9H KS QS", "H", 1, "highest_trump", id="lowest-trump-beats-any-off-suit-seed-002"),
        pytest.param("9C AD AH AS", "S", 3, "highest_trump", id="trump-wins"),
        pytest.param("9C AD AH KS", "H", 2, "highest_trump", id="ace-of-trump"),
        pytest.param("9C AD AH KS", "C", 0, "highest_trump", id="nine-of-trump-led-wins"),
        pytest.param("9D AC AH AS", "C", 1, "highest_trump", id="off-suit-aces-do-not-win"),
        pytest.param("9D KS QH AC", "C", 3, "highest_trump", id="one-trump"),
        pytest.param("TD KS QH AS", "C", 0, "highest_of_led_suit", id="off-suit-never-wins-seed-002"),
        pytest.param("JH JOKER JD", "H", 1, "highest_trump", id="joker-beats-right-bower-seed-004"),
    ],
)
def test_trick_winner(trick: str, trump: str, winner: int, reason: str) -> None:
    cards = parse_cards(trick)
    assert trick_winner(cards, trump) == winner
    assert explain_trick(cards, trump).winner == winner
    assert explain_trick(cards, trump).reason == reason


def test_explain_trick_marks_cards_that_could_never_win() -> None:
    explained = explain_trick(parse_cards("KC AD JS 9C"), "C")
    assert [(c.role, c.could_win) for c in explained.cards] == [
        ("trump", True),
        ("off_suit", False),
        ("left_bower", True),
        ("trump", True),
    ]
    assert explained.led_suit == "C"


def test_playing_off_suit_while_holding_the_led_suit_is_refused_with_its_reason() -> None:
    # South orders up hearts; East (dealer) takes 9H and discards 9C; South leads TC.
    state = play(start(), "order up", "discard 9C", "play TC")
    # West holds no club: free to play anything. North holds JC, which is a club here (hearts trump).
    state = state.apply("play AS")
    with pytest.raises(IllegalActionError) as err:
        state.apply("play KS")
    reason = err.value.reason
    assert reason.code == "must_follow_suit"
    assert reason.params["led_suit"] == "C" and reason.params["card"] == "KS"
    assert state.legal_actions() == [state.legal_actions()[0]] and str(state.legal_actions()[0]) == "play JC"


def test_the_left_bower_must_follow_trump_not_its_printed_suit() -> None:
    # Hearts trump; South leads JD, the left bower: that is a trump lead, and West must play a heart.
    state = play(start(), "order up", "discard 9C", "play JD")
    with pytest.raises(IllegalActionError) as err:
        state.apply("play AS")
    assert err.value.reason.params["led_role"] == "left_bower"
    assert err.value.reason.params["led_is_bower"] is True


def test_an_illegal_action_leaves_the_state_untouched() -> None:
    state = play(start(), "order up", "discard 9C", "play TC", "play AS")
    before = (state.hands, state.current_trick, state.to_move, state.history)
    with pytest.raises(IllegalActionError):
        state.apply("play KS")
    assert (state.hands, state.current_trick, state.to_move, state.history) == before


def test_the_winner_of_a_trick_leads_the_next() -> None:
    state = play(start(), "order up", "discard 9C", "play TC", "play AS", "play JC", "play AC")
    # Clubs led; North's JC is the left bower? No: hearts are trump, so JC is a plain club; East's AC wins.
    assert state.tricks[0].winner == 3
    assert state.to_move == 3 and state.leader == 3


@pytest.mark.parametrize(
    ("action", "code"),
    [
        pytest.param("play QC", "not_in_hand", id="card-not-in-hand"),
        pytest.param("order up", "wrong_phase", id="bidding-is-over"),
        pytest.param("discard TC", "wrong_phase", id="discard-during-play"),
    ],
)
def test_refusals_during_play(action: str, code: str) -> None:
    state = play(start(), "order up", "discard 9C", "play TC")
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)
    assert err.value.reason.code == code


def test_acting_out_of_turn_is_refused() -> None:
    with pytest.raises(IllegalActionError) as err:
        start().apply("pass", seat=2)
    assert err.value.reason.code == "not_your_turn"
    assert err.value.reason.params == {"seat": 2, "to_move": 0}
