"""Bridge Master's arrangement: when a player strays from the right card, the cards he has not seen may be
dealt again, but only as he could have met them, and only so that his card loses where the right one wins."""

from __future__ import annotations

import pytest

from engine import HandState, Rules, hand_from_notation
from engine.coach.arrange import arrange_against, consistent_layouts, exact_points, perfect_play, with_hands

SOUTH = 0
# South ordered up hearts with the right bower, two more hearts and the ace of spades; East picked up.
ORDERED = (
    "dealer=E up=9H | S: JH AH KH AS 9C | W: QH TH KS 9D TD | N: JC AC QC QS AD | E: JD KD QD TC 9S | kitty: JS TS KC"
)
# South dealt, picked up the nine of hearts and laid away the nine of spades; West leads the king of clubs.
DEALT = (
    "dealer=S up=9H | S: JH AH QH 9D 9S | W: KC KH AS KS QD | N: AC JS TS JC KD | E: QC TH QS TD AD | kitty: JD 9C TC"
)


def _ordered() -> HandState:
    return hand_from_notation(Rules(), ORDERED).apply("order up").apply("discard 9S")


def _dealt_first_trick() -> HandState:
    s = hand_from_notation(Rules(), DEALT)
    for action in ("pass", "pass", "pass", "order up", "discard 9S", "play KC", "play AC", "play QC"):
        s = s.apply(action)
    return s


def _play_out(state: HandState, seat: int) -> int:
    """The hand played to its end, every seat playing its best card with every card in view: its points."""
    while not state.is_over:
        state = state.apply(perfect_play(state))
    return exact_points(state, seat)


@pytest.mark.parametrize("position", [_ordered, _dealt_first_trick], ids=["defenders-discard-unseen", "own-discard"])
def test_every_layout_offered_looks_the_same_from_the_learners_seat(position: object) -> None:
    state = position()  # type: ignore[operator]
    for layout in consistent_layouts(state, SOUTH, samples=40, seed=3):
        assert layout.observation(SOUTH) == state.observation(SOUTH)
        assert [str(a) for _, a in layout.history if a.kind != "discard"] == [
            str(a) for _, a in state.history if a.kind != "discard"
        ]


def test_the_real_layout_is_offered_first_and_rebuilds_to_itself() -> None:
    state = _ordered()
    assert next(iter(consistent_layouts(state, SOUTH, samples=5, seed=0))) is state
    assert with_hands(state, state.hands).hands == state.hands


def test_leading_the_side_ace_before_trump_is_made_to_lose_where_leading_trump_wins() -> None:
    state = _ordered()
    found = arrange_against(state, SOUTH, right="play JH", stray="play AS", samples=100, seed=1)
    assert found is not None
    assert found.state.observation(SOUTH) == state.observation(SOUTH)
    right = _play_out(found.state.apply("play JH"), SOUTH)
    stray = _play_out(found.state.apply("play AS"), SOUTH)
    assert (right, stray) == (found.right_points, found.stray_points)
    assert stray < right


def test_trumping_the_partners_ace_is_made_to_lose_where_throwing_the_loser_wins() -> None:
    state = _dealt_first_trick()
    found = arrange_against(state, SOUTH, right="play 9D", stray="play 9H", samples=100, seed=1)
    assert found is not None
    assert found.state.observation(SOUTH) == state.observation(SOUTH)
    assert _play_out(found.state.apply("play 9H"), SOUTH) < _play_out(found.state.apply("play 9D"), SOUTH)


def test_no_layout_is_offered_when_the_stray_card_is_as_good_in_every_layout() -> None:
    # Five top trumps: whichever South leads, he takes every trick.
    s = hand_from_notation(
        Rules(),
        "dealer=E up=9H | S: JH JD AH KH QH | W: TH KS 9D TD AS | "
        "N: JC AC QC QS AD | E: KD QD TC 9S 9C | kitty: JS TS KC",
    )
    s = s.apply("order up").apply("discard 9S")
    assert arrange_against(s, SOUTH, right="play JH", stray="play JD", samples=60, seed=1) is None


def test_only_a_card_of_the_seat_to_move_is_arranged_against() -> None:
    with pytest.raises(ValueError):
        arrange_against(hand_from_notation(Rules(), ORDERED), SOUTH, right="order up", stray="pass")


def test_a_layout_the_caller_refuses_is_never_offered() -> None:
    state = _ordered()
    asked: list[int] = []

    def refuse(option: object) -> bool:
        asked.append(1)
        return False

    assert arrange_against(state, SOUTH, right="play JH", stray="play AS", samples=100, seed=1, keep=refuse) is None
    assert asked, "the caller should have been asked about the layouts found"
