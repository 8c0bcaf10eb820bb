"""Each game's sentences are one module of tutorial/core/text/games, found by importing the package, and say
everything the shared text asks of the game (issue 23)."""

from __future__ import annotations

import pytest

from engine import Rules
from engine.games.solo import CALL_PHASES, solo_games
from engine.table.game_specs import GAME_SPECS
from engine.table.variants import table_rules
from tutorial.core.house_rules.labels import option_label, value_label
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.glossary import DEFINITIONS
from tutorial.core.text.i18n import get_translator


def test_every_game_beyond_the_partnership_game_has_its_sentences() -> None:
    assert set(GAME_TEXTS) == set(solo_games()) == set(GAME_SPECS) - {"partnership"}


@pytest.mark.parametrize("game", sorted(GAME_TEXTS))
def test_a_game_names_itself_and_each_of_its_options_and_values(game: str) -> None:
    tr = get_translator("en")
    assert value_label("game", game, tr) == GAME_TEXTS[game].label(tr) != game
    for option in GAME_SPECS[game].options:
        assert option_label(option.name, tr) != option.name
        for value in option.choices:
            assert value_label(option.name, value, tr) != value


@pytest.mark.parametrize("game", sorted(GAME_TEXTS))
def test_a_game_s_glossary_terms_are_defined(game: str) -> None:
    assert GAME_TEXTS[game].definitions.items() <= DEFINITIONS.items()


@pytest.mark.parametrize("game", sorted(GAME_TEXTS))
def test_a_game_tells_the_rules_reference_how_its_maker_finds_a_partner_and_how_it_scores(game: str) -> None:
    tr = get_translator("en")
    rules = table_rules(game, min(GAME_SPECS[game].players))
    text = GAME_TEXTS[game]
    assert len(text.reference_lines("deck", [], rules, tr)) == 1  # its call of a partner
    assert text.reference_lines("undealt", ["The kitty."], rules, tr)  # the cards not dealt: never nothing

    def partnership_rows(table: Rules, sides: bool) -> list[list[str]]:
        return [["a result", "a side", "1"]]

    rows = text.scoring_rows(rules, tr, partnership_rows)
    assert rows and all(len(row) == 3 and all(row) for row in rows)


@pytest.mark.parametrize("game", sorted(GAME_TEXTS))
def test_a_game_asks_its_maker_to_name_his_partner_in_each_of_its_call_phases(game: str) -> None:
    text = GAME_TEXTS[game]
    assert text.call_prompts, "every game beyond the partnership game has a call of a partner"
    assert set(text.call_prompts) <= {phase.value for phase in CALL_PHASES}
    assert all(get_translator("fr").gettext(msgid) != msgid for msgid in text.call_prompts.values())
