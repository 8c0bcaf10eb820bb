"""The rules holes an outside audit found (issue 23), one rule book case each: what every seat may know in
call-ace and auction euchre, the tables that cannot be played, and who leads against a lone defender
(docs/rules.md, "Engine choices where the seeds disagree or are silent")."""

from __future__ import annotations

import pytest

from engine import (
    Phase,
    Rules,
    RulesError,
    SoloHand,
    parse_solo_deal,
    start_solo_hand,
    table_rules,
)
from tests.engine.deals import play, start

# --- call-ace: the partner shown only by play -------------------------------------------------------

# East deals and turns up the 9♥; the A♦ lies in the kitty, so the K♦ (East's) is the best diamond in play.
ACE_IN_KITTY = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C QD KD | kitty: AD TD 9D"
)
# The A♦ is the upcard, turned down by everyone in front of the whole table.
ACE_TURNED_DOWN = (
    "dealer=E up=AD | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C QD KD | kitty: 9H TD 9D"
)
# The A♦ in East's hand: East deals, picks up the 9♥ and lays the A♦ away, so only East knows where it is.
ACE_IN_DEALER_HAND = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)


def call_ace_hand(text: str, *actions: str) -> SoloHand:
    rules = table_rules("call_ace", 4)
    state = start_solo_hand(rules, parse_solo_deal(rules, text))
    for action in actions:
        state = state.apply(action)
    return state


def play_until(state: SoloHand, card: str) -> SoloHand:
    """Plays the first legal card of each seat, and ``card`` as soon as its holder may: until it is on the table."""
    while card not in {str(c) for c in state.current_trick} | {str(c) for t in state.tricks for c in t.cards}:
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply(f"play {card}" if f"play {card}" in legal else legal[0])
    return state


def partners_seen(state: SoloHand) -> list[int | None]:
    return [state.observation(seat).partner for seat in range(state.num_players)]


def test_seed_001_a_partner_card_below_an_undealt_ace_reveals_nobody() -> None:
    # West orders up hearts and calls diamonds: the K♦ makes East the partner, but nobody can tell the A♦ is out.
    state = call_ace_hand(ACE_IN_KITTY, "pass", "order up", "discard 9C", "call ace D")
    assert str(state.partner_card) == "KD" and state.partner_seat == 3
    state = play_until(state, "KD")
    assert state.revealed and not state.is_over
    assert partners_seen(state) == [None, None, None, None], "the K♦ played tells no seat the A♦ is in the kitty"
    assert not any(state.observation(seat).partner_known for seat in range(4))
    while not state.is_over:
        assert partners_seen(state) == [None, None, None, None], "nothing later in the hand shows the A♦"
        state = state.apply(state.legal_actions()[0])
    assert partners_seen(state) == [3, 3, 3, 3], "the hand is over: the kitty is shown and the partner known"


def test_seed_001_a_turned_down_ace_lets_the_king_reveal_the_partner() -> None:
    # Everyone passes the A♦, West names hearts and calls diamonds: the table saw the A♦ turned down.
    state = call_ace_hand(ACE_TURNED_DOWN, "pass", "pass", "pass", "pass", "pass", "call H", "call ace D")
    assert str(state.partner_card) == "KD" and state.partner_seat == 3
    before = play_until(state, "KD")
    assert partners_seen(before) == [3, 3, 3, 3]


def test_seed_001_only_the_dealer_knows_the_ace_he_laid_away() -> None:
    state = call_ace_hand(ACE_IN_DEALER_HAND, "pass", "order up", "discard AD", "call ace D")
    assert str(state.partner_card) == "KD" and state.partner_seat == 3
    state = play_until(state, "KD")
    assert partners_seen(state) == [None, None, None, 3], "East laid the A♦ away himself; the others cannot know"


def test_seed_001_the_called_ace_itself_reveals_its_holder_to_everyone() -> None:
    state = call_ace_hand(ACE_IN_DEALER_HAND, "pass", "order up", "discard 9C", "call ace D")
    assert str(state.partner_card) == "AD"
    assert partners_seen(play_until(state, "AD")) == [3, 3, 3, 3]


# --- auction: only the ally knows it is the ally ------------------------------------------------------

AUCTION = (
    "dealer=E | S: JH JD AH KH QH | W: AS KS QS JS TS | NW: AC KC QC JC TC | NE: AD KD QD TD 9D"
    " | E: 9H TH 9S 9C 8H | widow: 7H 8S 8C"
)


def test_seed_001_only_the_ally_holds_the_called_card_before_and_after_playing_it() -> None:
    rules = table_rules("auction", 5)
    state = start_solo_hand(rules, parse_solo_deal(rules, AUCTION))
    for action in (
        "bid 3 H",
        "bid 4 S",
        "pass",
        "pass",
        "pass",
        "discard 7H",
        "discard 8C",
        "discard TS",
        "call ally 9S",
    ):
        state = state.apply(action)
    holders = [[state.observation(s).holds_called_card for s in range(5)]]
    state = play_until(state, "9S")
    holders.append([state.observation(s).holds_called_card for s in range(5)])  # in the trick in progress
    while state.current_trick:
        state = state.apply(state.legal_actions()[0])
    holders.append([state.observation(s).holds_called_card for s in range(5)])  # in a finished trick
    only_east = [False, False, False, False, True]
    assert holders == [only_east, only_east, only_east], "the 9♠ is East's, before, during and after its trick"


# --- tables that cannot be played -------------------------------------------------------------------


@pytest.mark.parametrize("players", [5, 6, 7])
def test_seed_004_auction_euchre_is_played_without_the_joker(players: int) -> None:
    values = {"game": "auction", "num_players": players, "min_rank": 5, "joker": True}
    assert [str(p.code) for p in Rules.problems(values)] == ["auction_without_joker"]
    with pytest.raises(RulesError):
        Rules(**values)  # type: ignore[arg-type]
    assert not Rules.problems({**values, "joker": False}), "the same table without the joker is fine"


@pytest.mark.parametrize("defend_alone", ["always", "vs_loner"])
def test_nobody_defends_alone_at_three_players_as_nobody_has_a_partner(defend_alone: str) -> None:
    values = {"num_players": 3, "defend_alone": defend_alone}
    assert [str(p.code) for p in Rules.problems(values)] == ["defend_alone_needs_partners"]
    with pytest.raises(RulesError):
        Rules(**values)  # type: ignore[arg-type]
    assert [str(p.code) for p in Rules.problems({"num_players": 3, "canadian": True})] == ["canadian_needs_partners"], (
        "the same answer as the Canadian loner gets"
    )
    assert not Rules.problems({"num_players": 4, "defend_alone": defend_alone})


# --- the lead against a lone defender ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("loner_lead", "leader"),
    [
        pytest.param("left_of_loner", 3, id="left-of-loner-the-lone-defender-s-left-seed-000"),
        pytest.param("left_of_dealer", 1, id="left-of-dealer-skips-the-seat-out-seed-002"),
    ],
)
def test_who_leads_when_a_defender_plays_alone_against_two_makers(loner_lead: str, leader: int) -> None:
    # East deals, West orders up hearts with East as partner; North defends alone, so South sits out.
    state = play(
        start(defend_alone="always", loner_lead=loner_lead), "pass", "order up", "discard 9C", "pass", "defend alone"
    )
    assert state.lone_defender == 2 and state.loner is None and state.sitting_out == frozenset({0})
    assert (state.phase, state.to_move) == (Phase.PLAY, leader)
