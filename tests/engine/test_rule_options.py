"""The one table of house-rule options (engine.table.rules.RULE_TABLE): each field of Rules is an option of the
table with the same default, and Rules accepts exactly the values the table lists (issue 23)."""

from __future__ import annotations

from dataclasses import fields

import pytest

from engine import RULE_OPTIONS, RULE_TABLE, RuleOption, Rules, table_rules
from engine.table.rules import GAME_PLAYERS


def test_every_field_of_rules_is_an_option_of_the_table_in_the_same_order() -> None:
    assert tuple(o.name for o in RULE_TABLE) == RULE_OPTIONS == tuple(f.name for f in fields(Rules))


@pytest.mark.parametrize("opt", RULE_TABLE, ids=lambda o: o.name)
def test_the_table_s_default_is_the_default_of_rules(opt: RuleOption) -> None:
    assert getattr(Rules(), opt.name) == opt.default
    assert opt.choices[0] == opt.default, "the default is offered first"


def _a_table_for(name: str, value: object) -> dict[str, object]:
    """Values of the other options that make a table where ``name`` may take ``value``."""
    if name == "num_players":
        game = next(g for g, players in GAME_PLAYERS.items() if value in players)
        return {"game": game, "min_rank": table_rules(game, value).min_rank}  # type: ignore[arg-type]
    if name == "min_rank" and value in (6, 5):
        return {"game": "auction", "num_players": 5}
    if name in ("call_ace_undealt",):
        return {"game": "call_ace"}
    if name in ("auction_points", "auction_euchre"):
        return {"game": "auction", "num_players": 5, "min_rank": 7}
    if name == "game" and value != "partnership":
        return {"num_players": 5, "min_rank": 7}
    return {}


@pytest.mark.parametrize("opt", RULE_TABLE, ids=lambda o: o.name)
def test_rules_accepts_every_value_the_table_offers(opt: RuleOption) -> None:
    for value in opt.values:
        values = {**_a_table_for(opt.name, value), opt.name: value}
        assert not Rules.problems(values), f"{opt.name}={value!r}: {Rules.problems(values)}"


@pytest.mark.parametrize("opt", RULE_TABLE, ids=lambda o: o.name)
def test_rules_refuses_a_value_the_table_does_not_list(opt: RuleOption) -> None:
    wrong: object = {"bool": "yes", "word": "sometimes", "number": 1000}[opt.kind]
    assert [str(p.code) for p in Rules.problems({opt.name: wrong})] == ["bad_value"]
    if opt.kind == "number":
        assert Rules.problems({opt.name: True}), "a bool is not a number"
