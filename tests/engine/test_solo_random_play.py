"""Invariants over seeded random hands at every call-ace and auction table and under every option
(rules.md section 10): every hand ends, each card is played once, every legal action is accepted and any
other refused, the partner stays hidden from every seat until its card is played, and the score follows
the contract."""

from __future__ import annotations

import itertools
import random

import pytest

from engine import IllegalActionError, Rules, SoloHand, players_for, solo_deal, table_rules
from engine.coach.solo_bots import solo_action
from engine.table.actions import BID, BIDS, CALL_ALLY, CALL_SUIT, DISCARD, PLAY


def tables() -> list[Rules]:
    out = []
    for game in ("call_ace", "auction"):
        for players, best, stick, lead, undealt, points, euchre in itertools.product(
            players_for(game),
            ("none", "joker"),
            (True, False),
            ("left_of_dealer", "left_of_loner"),
            ("highest_in_play", "no_partner"),
            ("bid", "tricks"),
            ("set_back", "opponents_score"),
        ):
            if game == "call_ace" and (points != "bid" or euchre != "set_back"):
                continue  # the auction's options change nothing at the call-ace table
            if game == "auction" and (undealt != "highest_in_play" or best == "joker"):
                continue
            out.append(
                table_rules(
                    game,
                    players,
                    joker=best == "joker",
                    stick_the_dealer=stick,
                    loner_lead=lead,
                    call_ace_undealt=undealt,
                    auction_points=points,
                    auction_euchre=euchre,
                )
            )
    return out


TABLES = tables()
EVERY_ACTION = [
    *BIDS,
    *BID.values(),
    *CALL_SUIT.values(),
    *list(CALL_ALLY.values())[:8],
    *list(PLAY.values())[:6],
    *list(DISCARD.values())[:3],
]


def test_the_tables_cover_every_size_and_option() -> None:
    assert {(r.game, r.num_players) for r in TABLES} == {("call_ace", n) for n in (4, 5, 6)} | {
        ("auction", n) for n in (5, 6, 7)
    }
    for option in ("joker", "stick_the_dealer", "loner_lead", "call_ace_undealt", "auction_points", "auction_euchre"):
        assert len({getattr(r, option) for r in TABLES}) == 2, option


def play_out(state: SoloHand, rng: random.Random, by_bot: bool) -> SoloHand:
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, f"nobody can move in {state!r}"
        if steps % 7 == 0:  # now and then, every other action must be refused, and the state left as it was
            for other in rng.sample(EVERY_ACTION, 6):
                if other not in legal:
                    with pytest.raises(IllegalActionError):
                        state.apply(other)
        action = solo_action(state, rng) if by_bot else rng.choice(legal)
        assert action in legal, f"the bot chose {action}, not among {legal}"
        before = state
        state = state.apply(action)
        if not state.revealed:
            assert all(state.observation(s).partner is None for s in range(state.num_players)), (
                "a seat sees the silent partner before play shows it"
            )
        assert before.history == state.history[:-1]
        steps += 1
    return state


@pytest.mark.parametrize(
    "rules",
    TABLES,
    ids=lambda r: (
        f"{r.game}-{r.num_players}-{'j' if r.joker else ''}"
        f"{'s' if r.stick_the_dealer else 't'}-{r.loner_lead[8]}-{r.call_ace_undealt[0]}"
        f"{r.auction_points[0]}{r.auction_euchre[0]}"
    ),
)
def test_random_hands_keep_the_rules(rules: Rules) -> None:
    rng = random.Random(repr(rules))  # a string seed is the same in every run
    for i in range(6):
        state = play_out(solo_deal(rules, i % rules.num_players, rng), rng, by_bot=i % 2 == 0)
        if state.thrown_in:
            assert state.result() is None and not rules.stick_the_dealer
            continue
        played = [c for t in state.tricks for c in t.cards]
        assert len(state.tricks) == 5 and len(played) == 5 * rules.num_players == len(set(played))
        assert all(not h for h in state.hands), "every card in hand is played"
        assert sum(state.won) == 5
        result = state.result()
        assert result is not None and state.observation(0).partner == state.partner_seat
        side = result.maker_side
        assert result.made == (result.tricks >= result.needed)
        gained = [p for s, p in enumerate(result.points) if s in side]
        others = [p for s, p in enumerate(result.points) if s not in side]
        if result.made:
            assert len(set(gained)) == 1 and gained[0] > 0 and not any(others)
        elif rules.game == "auction" and rules.auction_euchre == "set_back":
            assert all(p == -state.bid for p in gained) and not any(others)
        else:
            assert not any(gained) and len(set(others)) == 1 and others[0] > 0
