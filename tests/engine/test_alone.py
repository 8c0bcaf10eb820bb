"""Going alone, defending alone and the opening lead (rules.md section 4)."""

from __future__ import annotations

import random

import pytest

from engine import (
    Alone,
    IllegalActionError,
    LeadRule,
    OpeningLead,
    Phase,
    Rules,
    canadian_seat,
    deal,
    defending_alone,
    going_alone,
    opening_lead,
)
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
    state = play(
        start(defend_alone="always", loner_lead="left_of_loner"), "order up alone", "discard 9C", "pass", "defend alone"
    )
    assert state.loner == 0 and state.lone_defender == 3
    assert state.sitting_out == frozenset({1, 2})
    assert state.to_move == 3


def test_makers_cannot_defend_alone() -> None:
    state = play(start(defend_alone="always"), "pass", "order up", "discard 9C")
    with pytest.raises(IllegalActionError):
        state.apply("play JD")


# --- the queries the tutorial asks (engine.table.alone) ----------------------------------------------------

LEFT_OF_LONER = Rules(loner_lead="left_of_loner", defend_alone="always")


@pytest.mark.parametrize(
    ("rules", "loner", "lone_defender", "expected"),
    [
        pytest.param(Rules(), None, None, OpeningLead(0, LeadRule.LEFT_OF_DEALER), id="the dealer's left leads"),
        pytest.param(
            Rules(),
            2,
            None,
            OpeningLead(1, LeadRule.SITTING_OUT_SKIPPED, 0),
            id="the dealer's left sits out: the next seat leads",
        ),
        pytest.param(LEFT_OF_LONER, 1, None, OpeningLead(2, LeadRule.LEFT_OF_LONER), id="the loner's left leads"),
        pytest.param(
            LEFT_OF_LONER,
            1,
            0,
            OpeningLead(0, LeadRule.LONE_DEFENDER_LEADS, 2),
            id="the loner's left sits out for a lone defender: the lone defender leads",
        ),
        pytest.param(
            LEFT_OF_LONER,
            None,
            1,
            OpeningLead(2, LeadRule.LEFT_OF_LONER),
            id="a lone defender against two makers: his left leads (seed 000)",
        ),
        pytest.param(
            Rules(defend_alone="always"),
            None,
            1,
            OpeningLead(0, LeadRule.LEFT_OF_DEALER),
            id="a lone defender at a left-of-dealer table: the dealer's left leads",
        ),
    ],
)
def test_opening_lead_names_the_seat_and_its_rule(
    rules: Rules, loner: int | None, lone_defender: int | None, expected: OpeningLead
) -> None:
    assert opening_lead(rules, 3, loner, lone_defender) == expected


@pytest.mark.parametrize("seed", range(300))
def test_the_hand_leads_as_opening_lead_says(seed: int) -> None:
    rng = random.Random(seed)
    rules = [Rules(), LEFT_OF_LONER, Rules(defend_alone="vs_loner")][seed % 3]
    state = deal(rules, seed % 4, rng)
    while state.phase is not Phase.PLAY and not state.is_over:
        legal = state.legal_actions()
        alone = [a for a in legal if a.alone or a.kind == "defend_alone"]
        state = state.apply(rng.choice(alone) if alone and rng.random() < 0.4 else rng.choice(legal))
    if state.is_over:
        return
    lead = opening_lead(rules, state.dealer, state.loner, state.lone_defender)
    assert state.opening_leader == lead and state.to_move == lead.seat == state.leader
    assert lead.seat not in state.sitting_out


@pytest.mark.parametrize(
    ("rules", "seat", "ordering_up", "expected"),
    [
        pytest.param(Rules(), 1, True, Alone.MAY, id="anyone who makes trump may go alone"),
        pytest.param(Rules(canadian=True), 1, True, Alone.MUST, id="canadian: the dealer's partner must"),
        pytest.param(Rules(canadian=True), 1, False, Alone.MAY, id="canadian: only when ordering up"),
        pytest.param(Rules(canadian=True), 0, True, Alone.MAY, id="canadian: the other seats may"),
        pytest.param(Rules(num_players=3), 1, True, Alone.NO_PARTNERS, id="cutthroat: nobody"),
    ],
)
def test_who_may_or_must_go_alone(rules: Rules, seat: int, ordering_up: bool, expected: Alone) -> None:
    assert going_alone(rules, dealer=3, seat=seat, ordering_up=ordering_up) is expected


@pytest.mark.parametrize(
    ("defend", "maker_alone", "expected"),
    [
        pytest.param("never", True, Alone.OFF, id="never"),
        pytest.param("vs_loner", False, Alone.ONLY_AGAINST_A_LONER, id="vs_loner against a pair"),
        pytest.param("vs_loner", True, Alone.MAY, id="vs_loner against a loner"),
        pytest.param("always", False, Alone.MAY, id="always"),
    ],
)
def test_when_a_defender_may_defend_alone(defend: str, maker_alone: bool, expected: Alone) -> None:
    assert defending_alone(Rules(defend_alone=defend), maker_alone) is expected  # type: ignore[arg-type]
    assert defending_alone(Rules(num_players=3), maker_alone) is Alone.NO_PARTNERS


def test_the_engine_offers_only_what_the_queries_allow() -> None:
    state = play(start(canadian=True), "pass")  # East deals: West, his partner, is the Canadian seat
    assert canadian_seat(state.rules, state.dealer) == state.to_move == 1
    assert [str(a) for a in state.legal_actions()] == ["pass", "order up alone"]
