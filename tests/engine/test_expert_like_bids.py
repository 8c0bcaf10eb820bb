"""The imitation of the expert's bids that the bidding advice plays the later seats with (issue 22): legal at
every table, reads only the seat's own cards, bids a strong hand and passes a weak one; and the advice values a
pass with it, every other choice as before."""

from __future__ import annotations

import random

import pytest

from engine import HandState, Phase, Rules, deal
from engine.cards.card import parse_cards
from engine.coach.bidding_advice import advise_bidding
from engine.coach.bots import bid_features, expert_like_action
from engine.games.notation import hand_from_notation
from engine.games.partnership import start_hand
from tests.engine.endgames import TABLES


@pytest.mark.parametrize("rules", (*TABLES, Rules(stick_the_dealer=False)), ids=str)
def test_the_imitation_bids_only_legal_actions_and_reaches_the_play_or_a_throw_in(rules: Rules) -> None:
    rng = random.Random(7)
    ended = set()
    for i in range(150):
        state = deal(rules, dealer=i % rules.num_players, rng=rng)
        while state.phase is not Phase.PLAY and not state.is_over:
            action = expert_like_action(state, rng)
            assert state.is_legal(action), f"{action} in {state!r}"
            state = state.apply(action)
        ended.add("play" if state.phase is Phase.PLAY else "thrown in")
    assert "play" in ended


def _swap_others(state: HandState, seat: int, rng: random.Random) -> HandState:
    """The same auction with the cards the seat cannot see dealt again among the others and the kitty."""
    hidden = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.kitty)
    rng.shuffle(hidden)
    hands, start = [], 0
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(hidden[start : start + len(h)]))
            start += len(h)
    other = start_hand(state.rules, state.dealer, hands, state.upcard, hidden[start:])
    for _, action in state.history:
        other = other.apply(action)
    return other


def test_the_imitation_reads_only_the_seats_own_cards() -> None:
    rng = random.Random(3)
    for i in range(200):
        state = deal(Rules(), dealer=i % 4, rng=rng)
        while state.phase is Phase.BID_UPCARD and rng.random() < 0.7:
            state = state.apply("pass")
        if state.phase not in (Phase.BID_UPCARD, Phase.CALL_TRUMP):
            continue
        seat = state.to_move
        assert seat is not None
        other = _swap_others(state, seat, rng)
        assert str(expert_like_action(state, random.Random(i))) == str(expert_like_action(other, random.Random(i)))
        assert str(expert_like_action(state, rng, likeliest=True)) == str(
            expert_like_action(other, rng, likeliest=True)
        )


STRONG = (
    "dealer=E up=9H | S: JH JD AH KH AS | W: TC QC KC AC 9C | N: KS QS TS JS JC | E: AD KD 9D QD TD | kitty: QH TH 9S"
)
WEAK = (
    "dealer=E up=9H | S: 9C TC 9S TS QD | W: JH JD AH KH AS | N: KS QS AD JS JC | E: AC KC QC KD 9D | kitty: QH TH TD"
)

MIDDLING = (
    "dealer=E up=9H | S: JH TH AS KC QD | W: TC QC AC 9C 9S | N: KS QS TS JS JC | E: AD KD 9D JD TD | kitty: QH KH AH"
)


def test_both_bowers_and_the_ace_are_ordered_up_most_often_and_a_hand_without_trumps_passes() -> None:
    # Not always: the expert may pass such a hand to euchre an opponent who orders up into it.
    strong, weak = hand_from_notation(Rules(), STRONG), hand_from_notation(Rules(), WEAK)
    assert str(expert_like_action(strong, random.Random(1), likeliest=True)).startswith("order up")
    assert str(expert_like_action(weak, random.Random(1), likeliest=True)) == "pass"
    drawn = [str(expert_like_action(s, random.Random(seed))) for seed in range(100) for s in (strong, weak)]
    assert sum(a.startswith("order up") for a in drawn[::2]) >= 50 and drawn[1::2].count("pass") >= 90


def test_features_count_trumps_by_rank_side_aces_and_voids() -> None:
    hand = tuple(parse_cards("JH JD AH 9H AS"))
    assert bid_features(hand, "H", None) == [1, 1, 1, 0, 1, 1, 0, 2, 0.0, 0.0]
    assert bid_features(hand, "S", hand[-1])[-2:] == [0.0, 1.0]


def test_the_advice_values_a_pass_with_the_later_bidders_asked_for_and_every_bid_alike() -> None:
    state = hand_from_notation(Rules(), MIDDLING)
    new = advise_bidding(state, deals=60, seed=3, calibrated=False, bidders="expert")
    old = advise_bidding(state, deals=60, seed=3, calibrated=False, bidders="club")
    assert [c.action for c in new.options] == [c.action for c in old.options]
    for c in new.options:
        if c.action != "pass":
            assert c == old.option(c.action), "after a bid nobody bids again: nothing may change"
    assert new.option("pass") != old.option("pass"), "the later seats bid otherwise than club players here"


def test_the_advice_asks_for_bidders_it_knows_and_values_with_club_players_by_default() -> None:
    state = hand_from_notation(Rules(), MIDDLING)
    assert advise_bidding(state, deals=20, seed=1) == advise_bidding(state, deals=20, seed=1, bidders="club")
    with pytest.raises(ValueError, match="bidders"):
        advise_bidding(state, deals=20, seed=1, bidders="beginner")  # type: ignore[arg-type]


def test_the_bids_are_drawn_near_the_line_and_the_likeliest_is_always_the_same() -> None:
    state = hand_from_notation(Rules(), MIDDLING)
    drawn = {str(expert_like_action(state, random.Random(seed))) for seed in range(200)}
    likeliest = {str(expert_like_action(state, random.Random(seed), likeliest=True)) for seed in range(200)}
    assert len(drawn) > 1 and len(likeliest) == 1
