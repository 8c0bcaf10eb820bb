"""One entry point deals every game (issue 23): ``engine.start`` gives the hand of the game the rules name,
and the entry points of one game refuse the table of another with an error naming both games, instead of
quietly dealing the wrong game."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from engine import (
    Game,
    HandState,
    Phase,
    Rules,
    SoloGame,
    SoloHand,
    SoloPhase,
    WrongGameError,
    deal,
    hand_from_notation,
    new_game,
    parse_card,
    players_for,
    solo_deal,
    start,
    start_from_notation,
    start_hand,
    start_solo_hand,
    table_rules,
)
from engine.coach.bots import simple_action
from engine.games.widow import parse_solo_deal

TABLES = [Rules(), Rules(num_players=3)] + [
    table_rules(game, n) for game in ("call_ace", "auction") for n in players_for(game)
]
FOUR = "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"


def _id(rules: Rules) -> str:
    return f"{rules.game}-{rules.num_players}"


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_start_deals_the_game_the_rules_name(rules: Rules) -> None:
    hand = start(rules, dealer=0, rng=random.Random(5))
    assert len(hand.hands) == rules.num_players and all(len(h) == 5 for h in hand.hands)
    if rules.game == "partnership":
        assert isinstance(hand, HandState) and hand.phase in (Phase.BID_UPCARD, Phase.DEALER_NAMES_TRUMP)
    elif rules.game == "call_ace":
        assert isinstance(hand, SoloHand) and hand.upcard is not None
        assert hand.phase in (SoloPhase.BID_UPCARD, SoloPhase.DEALER_NAMES_TRUMP)
    else:
        assert isinstance(hand, SoloHand) and hand.phase is SoloPhase.AUCTION
        assert hand.upcard is None and len(hand.deal.kitty) == 3, "an auction deals a widow, never an upcard"
        assert "order up" not in {str(a) for a in hand.legal_actions()}


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_new_game_plays_the_game_the_rules_name(rules: Rules) -> None:
    game = new_game(rules, first_dealer=1, rng=random.Random(2))
    assert isinstance(game, Game if rules.game == "partnership" else SoloGame)
    assert game.hand.dealer == 1 and game.scores == (0,) * rules.num_players


def test_start_from_notation_reads_a_deal_at_any_table() -> None:
    assert isinstance(start_from_notation(Rules(), FOUR), HandState)
    call_ace = start_from_notation(table_rules("call_ace", 4), FOUR)
    assert isinstance(call_ace, SoloHand) and call_ace.rules.game == "call_ace"


AUCTION = table_rules("auction", 5)
CALL_ACE = table_rules("call_ace", 4)
# The entry points of the partnership game, each given a call-ace or an auction table.
PARTNERSHIP_ONLY: dict[str, Callable[[Rules], object]] = {
    "deal": lambda r: deal(r, 0, random.Random(1)),
    "start_hand": lambda r: start_hand(r, 3, [[]] * r.num_players, parse_card("9H")),
    "hand_from_notation": lambda r: hand_from_notation(r, FOUR),
    "Game.new": lambda r: Game.new(r, 0, random.Random(1)),
}


@pytest.mark.parametrize("rules", [CALL_ACE, AUCTION], ids=_id)
@pytest.mark.parametrize("entry", list(PARTNERSHIP_ONLY))
def test_the_partnership_entry_points_refuse_other_games_by_name(entry: str, rules: Rules) -> None:
    with pytest.raises(ValueError, match=r"plays the partnership game") as e:
        PARTNERSHIP_ONLY[entry](rules)
    assert isinstance(e.value, WrongGameError) and e.value.game == rules.game
    words = {"call_ace": "call-ace euchre", "auction": "auction euchre"}[rules.game]
    assert words in str(e.value) and "engine.start" in str(e.value), str(e.value)


@pytest.mark.parametrize("entry", ["solo_deal", "start_solo_hand", "SoloGame.new"])
def test_the_call_ace_and_auction_entry_points_refuse_the_partnership_game(entry: str) -> None:
    calls: dict[str, Callable[[], object]] = {
        "solo_deal": lambda: solo_deal(Rules(), 0, random.Random(1)),
        "start_solo_hand": lambda: start_solo_hand(Rules(), parse_solo_deal(CALL_ACE, FOUR)),
        "SoloGame.new": lambda: SoloGame.new(Rules(num_players=3), 0, random.Random(1)),
    }
    with pytest.raises(ValueError, match=r"not the partnership game") as e:
        calls[entry]()
    assert isinstance(e.value, WrongGameError) and e.value.game == "partnership"


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_one_game_scores_every_table_by_adding_each_hands_points_by_seat(rules: Rules) -> None:
    # One game over any hand (issue 23): the running score is the sum of every hand's points_by_seat, a hand
    # over is counted at once, and a finished game deals no more, whatever the table.
    rng = random.Random(8)
    game = new_game(replace(rules, winning_score=4), first_dealer=0, rng=rng)
    totals, finished = [0] * rules.num_players, 0
    while not game.over:
        if game.hand.is_over:
            game = game.next_hand(rng)
        game = game.apply(simple_action(game.hand, rng))
        if game.hand.is_over:
            totals = [t + p for t, p in zip(totals, game.hand.points_by_seat(), strict=True)]
            finished += 1
            assert (list(game.scores), game.hands_played) == (totals, finished)
    assert game.winner is not None and game.side_scores[game.winner] == max(game.side_scores)
    with pytest.raises(ValueError, match="the game is over"):
        game.next_hand(rng)
