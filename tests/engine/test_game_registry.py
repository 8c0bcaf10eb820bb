"""The game registry (engine.table.game_specs.GAME_SPECS): every game is one spec there, the shared code reads
the spec rather than the game's name, and ``Rules`` validation follows it (issue 23)."""

from __future__ import annotations

import random
from dataclasses import fields, replace

import pytest

from engine import RULE_TABLE, RuleProblemCode, Rules, start, table_rules
from engine.coach.game_coach import coach_for
from engine.games.solo import solo_games
from engine.table import game_specs
from engine.table.game_specs import GAME_SPECS, GameSpec
from engine.table.rules import GAME_PLAYERS, GAME_TITLES, option
from engine.table.variants import default_min_rank, kitty_size, players_for, widow_size


def test_the_registry_holds_every_game_and_nothing_else() -> None:
    assert tuple(GAME_SPECS) == option("game").choices == tuple(GAME_PLAYERS) == tuple(GAME_TITLES)
    assert set(GAME_SPECS) == {"partnership", *solo_games()}, "every other game's hand rules registered"


@pytest.mark.parametrize("spec", GAME_SPECS.values(), ids=lambda s: s.name)
def test_a_game_s_tables_are_those_of_its_spec(spec: GameSpec) -> None:
    assert players_for(spec.name) == tuple(sorted(spec.players))
    for players, min_rank in spec.players.items():
        rules = table_rules(spec.name, players)
        assert default_min_rank(spec.name, players) == rules.min_rank == min_rank
        assert widow_size(rules) == spec.widow
        assert (kitty_size(rules) == 0) == (spec.widow > 0), "a widow, or an upcard and its kitty"
        assert rules.has_partners == (spec.fixed_partners_at_four and players == 4)
        hand = start(rules, 0, random.Random(players))
        assert [len(h) for h in hand.hands] == [5] * players


@pytest.mark.parametrize("spec", GAME_SPECS.values(), ids=lambda s: s.name)
def test_a_game_s_own_options_are_fields_of_rules_and_rows_of_the_rule_table(spec: GameSpec) -> None:
    names = {f.name for f in fields(Rules)}
    for opt in spec.options:
        assert opt.name in names
        assert opt in RULE_TABLE


def test_rules_validation_reads_the_table_sizes_from_the_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Rules.problems({"game": "call_ace", "num_players": 5, "min_rank": 7}) == ()
    narrower = replace(GAME_SPECS["call_ace"], players={4: 9})
    monkeypatch.setitem(game_specs.GAME_SPECS, "call_ace", narrower)
    problems = Rules.problems({"game": "call_ace", "num_players": 5, "min_rank": 7})
    assert [(p.code, p.params["allowed"]) for p in problems] == [(RuleProblemCode.PLAYERS_FOR_GAME, "4")]


def test_rules_validation_reads_the_packs_and_the_joker_from_the_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    assert [p.code for p in Rules.problems({"game": "auction", "num_players": 5, "min_rank": 7, "joker": True})] == [
        RuleProblemCode.AUCTION_WITHOUT_JOKER
    ]
    assert [p.code for p in Rules.problems({"min_rank": 6})] == [RuleProblemCode.BAD_VALUE]
    monkeypatch.setitem(game_specs.GAME_SPECS, "auction", replace(GAME_SPECS["auction"], joker=True))
    monkeypatch.setitem(game_specs.GAME_SPECS, "partnership", replace(GAME_SPECS["partnership"], long_packs=True))
    assert Rules.problems({"game": "auction", "num_players": 5, "min_rank": 7, "joker": True}) == ()
    assert Rules.problems({"min_rank": 6}) == ()


@pytest.mark.parametrize("game", solo_games())
def test_every_solo_game_has_its_coach(game: str) -> None:
    rules = table_rules(game, next(iter(GAME_SPECS[game].players)))
    assert coach_for(rules).thresholds(start(rules, 0, random.Random(1))) != ()  # type: ignore[arg-type]


@pytest.mark.parametrize("game", solo_games())
def test_a_game_s_coach_says_how_many_deals_its_bidding_advice_plays_at_each_of_its_tables(game: str) -> None:
    deals = coach_for(table_rules(game, next(iter(GAME_SPECS[game].players)))).bid_deals
    assert set(deals) == set(GAME_SPECS[game].players)
    assert all(n > 0 for n in deals.values())
