"""One upcard bidding and one must-follow refusal for every game that has them (issue 23): the partnership
game and call-ace euchre, dealt the same cards, offer the same bids and refuse the same bids and cards with
the same reasons, because both ask engine.games.upcard_bidding and engine.table.must_follow."""

from __future__ import annotations

import pytest

from engine import IllegalActionError, Rules, hand_from_notation, parse_solo_deal, start_solo_hand, table_rules
from engine.games.hand import Hand, SeatView

DEAL = "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"
JOKER_UP = "dealer=E up=JOKER | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"


def both_games(text: str = DEAL, **options: object) -> list[Hand[SeatView, object]]:
    """The deal at a four-hand partnership table and at a four-seat call-ace table."""
    if "JOKER" in text:
        options = {**options, "joker": True}
    call_ace = table_rules("call_ace", 4, **options)
    return [
        hand_from_notation(Rules(**options), text),  # type: ignore[arg-type]
        start_solo_hand(call_ace, parse_solo_deal(call_ace, text)),
    ]


def after(state: Hand[SeatView, object], *actions: str) -> Hand[SeatView, object]:
    for a in actions:
        state = state.apply(a)
    return state


def refusal(state: Hand[SeatView, object], action: str) -> str:
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)
    return str(err.value.reason.code)


BIDS = [
    pytest.param((), "call S", "suit_only_in_round_two", id="round 1: a suit is named only in round 2"),
    pytest.param((), "call H", "upcard_suit_is_ordered_up", id="round 1: the upcard's suit is ordered up"),
    pytest.param((), "call ace S", "wrong_phase", id="round 1: no call before trump"),
    pytest.param(("pass",) * 4, "order up", "no_order_up_in_round_two", id="round 2: the upcard is turned down"),
    pytest.param(("pass",) * 4, "call H", "cannot_call_turned_down_suit", id="round 2: not the turned-down suit"),
    pytest.param(("pass",) * 7, "pass", "dealer_must_call", id="round 2: stick the dealer"),
]


@pytest.mark.parametrize(("before", "action", "code"), BIDS)
def test_both_games_refuse_the_same_bids_for_the_same_reason(before: tuple[str, ...], action: str, code: str) -> None:
    for state in both_games():
        assert refusal(after(state, *before), action) == code, type(state).__name__


@pytest.mark.parametrize("before", [(), ("pass",) * 4, ("pass",) * 7], ids=["round 1", "round 2", "stuck dealer"])
def test_both_games_offer_the_same_bids(before: tuple[str, ...]) -> None:
    partnership, call_ace = (after(s, *before) for s in both_games())
    assert partnership.legal_actions() == call_ace.legal_actions()
    assert partnership.to_move == call_ace.to_move


def test_everyone_passing_twice_throws_the_hand_in_at_both_tables_without_stick_the_dealer() -> None:
    for state in both_games(stick_the_dealer=False):
        thrown = after(state, *["pass"] * 8)
        assert thrown.is_over and thrown.result() is None, type(state).__name__


def test_a_turned_up_best_bower_makes_the_dealer_name_trump_at_both_tables() -> None:
    for state in both_games(JOKER_UP):
        assert state.to_move == 3 and refusal(state, "pass") == "dealer_must_call"
        named = state.apply("call S")
        assert named.to_move == 3 and len(named.hands[3]) == 6, "the dealer takes the joker and discards"


def test_a_card_that_does_not_follow_is_refused_with_the_same_reason_at_both_tables() -> None:
    # West orders up hearts, East lays away the 9♣, South leads the A♥: West holds hearts and must follow.
    refused = []
    for state in both_games():
        state = after(state, "pass", "order up", "discard 9C")
        if "call ace S" in map(str, state.legal_actions()):
            state = state.apply("call ace S")
        state = after(state, "play AH")
        with pytest.raises(IllegalActionError) as err:
            state.apply("play AS")
        refused.append(err.value.reason)
    assert refused[0] == refused[1]
    assert refused[0].code == "must_follow_suit" and refused[0].params["led_suit"] == "H"
