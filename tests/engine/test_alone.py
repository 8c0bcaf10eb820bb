"""Going alone, defending alone and the opening lead (rules.md section 4)."""

from __future__ import annotations

import pytest

from engine import IllegalActionError, Phase
from tests.engine.deals import play, start


@pytest.mark.parametrize(
    ("loner_lead", "leader"),
    [
        pytest.param("left_of_dealer", 0, id="left-of-dealer-leads-seed-002"),
        pytest.param("left_of_loner", 1, id="left-of-loner-leads-seed-000"),
    ],
)
def test_opening_lead_with_a_lone_maker(loner_lead: str, leader: int) -> None:
    state = play(start(loner_lead=loner_lead), "order up alone", "discard 9C")  # South alone, North out
    assert state.sitting_out == frozenset({2})
    assert (state.phase, state.to_move) == (Phase.PLAY, leader)


def test_the_partner_of_a_loner_never_plays() -> None:
    state = play(start(), "order up alone", "discard 9C", "play AH", "play KH")
    assert state.to_move == 3, "North sits out: after West comes East"
    state = state.apply("play 9H")  # East picked up the nine of hearts and must follow
    assert state.tricks[0].seats == (0, 1, 3)


def test_left_of_dealer_skips_a_seat_that_sits_out_seed_002() -> None:
    # East deals; West goes alone so East sits out; South, on the dealer's left, leads.
    state = play(start(), "pass", "order up alone")
    assert state.sitting_out == frozenset({3}) and state.to_move == 0


@pytest.mark.parametrize(
    ("defend_alone", "asked"),
    [
        pytest.param("never", False, id="never"),
        pytest.param("always", True, id="always-seed-001"),
        pytest.param("vs_loner", False, id="vs-loner-not-against-a-pair"),
    ],
)
def test_defending_alone_is_offered_only_when_the_rules_say_so(defend_alone: str, asked: bool) -> None:
    state = play(start(defend_alone=defend_alone), "pass", "order up", "discard 9C")  # West makes hearts
    assert (state.phase is Phase.DEFEND_ALONE) is asked


def test_vs_loner_offers_defending_alone_against_a_lone_maker() -> None:
    state = play(start(defend_alone="vs_loner"), "pass", "order up alone")  # West alone, East (dealer) out
    assert state.phase is Phase.DEFEND_ALONE and state.to_move == 0
    assert [str(a) for a in state.legal_actions()] == ["pass", "defend alone"]


def test_a_lone_defender_partner_sits_out_seed_003() -> None:
    state = play(start(defend_alone="always"), "pass", "order up", "discard 9C", "pass", "defend alone")
    assert state.lone_defender == 2 and state.sitting_out == frozenset({0})
    assert state.to_move == 1, "South, left of the dealer, sits out: West leads"


def test_left_of_loner_the_lone_defender_leads_when_that_seat_sits_out_seed_001() -> None:
    state = play(start(defend_alone="always", loner_lead="left_of_loner"),
                 "order up alone", "discard 9C", "pass", "defend alone")
    assert state.loner == 0 and state.lone_defender == 3
    assert state.sitting_out == frozenset({1, 2})
    assert state.to_move == 3


def test_makers_cannot_defend_alone() -> None:
    state = play(start(defend_alone="always"), "pass", "order up", "discard 9C")
    with pytest.raises(IllegalActionError):
        state.apply("play JD")
