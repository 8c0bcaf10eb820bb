"""Bots of every level only ever take legal actions, at every table, and expert partners beat beginners."""

from __future__ import annotations

import random

import pytest

from engine import Game, HandState, Rules, deal, parse_solo_deal, solo_deal, start_solo_hand, table_rules
from engine.coach.bot_levels import BOT_LEVELS, BotLevel, bot_action
from engine.coach.solo_bots import solo_action
from engine.games.notation import hand_from_notation
from tests.engine.endgames import TABLES


def _play_out(state: HandState, levels: tuple[BotLevel, ...], rng: random.Random, samples: int) -> HandState:
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        action = bot_action(state, levels[seat % len(levels)], rng, samples=samples, bid_deals=max(2, samples))
        assert state.is_legal(action), f"{levels[seat % len(levels)]} chose {action} in {state!r}"
        state = state.apply(action)
    return state


def _table_id(rules: Rules) -> str:
    default = Rules().to_dict()
    return ",".join(f"{k}={v}" for k, v in rules.to_dict().items() if v != default[k]) or "standard"


@pytest.mark.parametrize(
    "rules", TABLES + (Rules(stick_the_dealer=False), Rules(defend_alone="vs_loner")), ids=_table_id
)
def test_beginner_and_club_bots_never_take_an_illegal_action(rules: Rules) -> None:
    rng = random.Random(5)
    for i in range(300):
        levels = (BotLevel.BEGINNER, BotLevel.CLUB) if i % 2 else (BotLevel.CLUB, BotLevel.BEGINNER)
        _play_out(deal(rules, dealer=i % rules.num_players, rng=rng), levels, rng, samples=1)


@pytest.mark.parametrize("rules", TABLES, ids=_table_id)
def test_expert_bots_never_take_an_illegal_action(rules: Rules) -> None:
    rng = random.Random(6)
    for i in range(6):
        _play_out(deal(rules, dealer=i % rules.num_players, rng=rng), BOT_LEVELS, rng, samples=3)


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        bot_action(deal(Rules(), 0, random.Random(1)), "grandmaster", random.Random(1))


def test_expert_partners_beat_beginner_partners_by_a_margin_that_is_no_noise() -> None:
    # South and North are experts, West and East beginners, then the other way round on the same deals.
    margin = []
    for seed in range(40):
        for experts in (0, 1):
            levels = (BotLevel.EXPERT, BotLevel.BEGINNER) if experts == 0 else (BotLevel.BEGINNER, BotLevel.EXPERT)
            game = Game.new(Rules(), first_dealer=seed % 4, rng=random.Random(seed))
            hand = _play_out(game.hand, levels, random.Random(seed), samples=4)
            result = hand.result()
            if result is None:
                continue
            side, points = result
            maker_side = hand.side(hand.maker or 0)
            scorer = maker_side if side == "makers" else 1 - maker_side
            margin.append(points if scorer == experts else -points)
    n = len(margin)
    mean = sum(margin) / n
    error = (sum((m - mean) ** 2 for m in margin) / (n - 1) / n) ** 0.5
    # Three standard errors above nothing: a margin that chance alone would give once in a thousand runs.
    assert mean > 3 * error, f"experts won {mean:+.2f} points a hand (standard error {error:.2f}) over {n} hands"


# rules.md section 7: the dealer names trump before looking at his hand, so a bot's choice may not depend on it.
JOKER = (
    "dealer=S up=JOKER | S: TD QD AH AS KH | W: 9H JS AC KS JH | N: 9C TC JC QC 9S | E: JD KD 9D AD QS | "
    "kitty: KC TH QH TS"
)
SWAPPED = (
    "dealer=S up=JOKER | S: 9H JS AC KS JH | W: TD QD AH AS KH | N: 9C TC JC QC 9S | E: JD KD 9D AD QS | "
    "kitty: KC TH QH TS"
)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_a_bot_names_trump_under_a_turned_up_joker_without_looking_at_its_hand(level: BotLevel) -> None:
    rules = Rules(joker=True)
    for seed in range(12):
        one = bot_action(hand_from_notation(rules, JOKER), level, random.Random(seed), bid_deals=8)
        other = bot_action(hand_from_notation(rules, SWAPPED), level, random.Random(seed), bid_deals=8)
        assert one == other, f"{level} named {one} with one hand and {other} with another it had not seen"


def test_a_call_ace_bot_names_trump_under_a_turned_up_joker_without_looking_at_its_hand() -> None:
    rules = table_rules("call_ace", 4, joker=True)
    texts = [JOKER.replace(" | kitty: KC TH QH TS", ""), SWAPPED.replace(" | kitty: KC TH QH TS", "")]
    for seed in range(12):
        choices = {
            str(solo_action(start_solo_hand(rules, parse_solo_deal(rules, t)), random.Random(seed))) for t in texts
        }
        assert len(choices) == 1 and not choices.pop().endswith(" alone"), "chosen blind, with a partner"


def test_the_expert_bids_from_the_advice() -> None:
    # South holds the five top hearts: the advice (and so the expert) makes hearts; with no trump at all, it passes.
    five = hand_from_notation(
        Rules(),
        "dealer=E up=9H | S: JH JD AH KH QH | W: TH AS KS QS 9S | N: JS JC QC AC TS "
        "| E: KC TC AD KD 9C | kitty: QD TD 9D",
    )
    weak = hand_from_notation(
        Rules(),
        "dealer=E up=9H | S: 9S TC QC 9D KD | W: JH KH QH TH AS | N: KS QS TS JS JC "
        "| E: AC KC 9C AD JD | kitty: QD TD AH",
    )
    # As many deals as the expert uses at the table: with 20, a pass's figure (the later seats' bids drawn as
    # the expert's vary) was within the noise of ordering up with no trump.
    assert str(bot_action(five, BotLevel.EXPERT, random.Random(1))).startswith("order up")
    assert str(bot_action(weak, BotLevel.EXPERT, random.Random(1))) == "pass"


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize(("game", "players"), [("call_ace", 4), ("call_ace", 6), ("auction", 5), ("auction", 7)])
def test_every_level_plays_the_call_ace_and_auction_tables_legally(level: BotLevel, game: str, players: int) -> None:
    # One bot interface for every game (issue 23): bot_action takes any hand, not only the partnership one.
    rng, rules = random.Random(11), table_rules(game, players)
    for i in range(4 if level is BotLevel.EXPERT else 30):
        state = solo_deal(rules, i % players, rng)
        while not state.is_over:
            action = bot_action(state, level, rng, samples=2)
            assert state.is_legal(action), f"{level} chose {action} in {state!r}"
            state = state.apply(action)
        assert len(state.tricks) == 5 or state.thrown_in
