"""The rules reference says what happens to the cards not dealt; in auction euchre at six players with
Benny in the 32-card pack none is set aside, and every language says so in its own sentence (never "the
other 0 cards", « la carte restante (0) »)."""

from __future__ import annotations

import re

import pytest

from engine.table.variants import len_set_aside, table_rules
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.views.reference import undealt_sentence

NONE_ASIDE = table_rules("auction", 6, min_rank=7, benny=True)
FOUR_ASIDE = table_rules("auction", 5)


def test_six_players_with_benny_in_the_32_card_pack_leave_no_card_aside() -> None:
    assert len_set_aside(NONE_ASIDE) == 0
    assert len_set_aside(FOUR_ASIDE) == 4


@pytest.mark.parametrize("locale", LOCALES)
def test_no_card_set_aside_has_its_own_sentence_without_a_count(locale: str) -> None:
    tr = get_translator(locale)
    sentence = undealt_sentence(NONE_ASIDE, tr)
    assert sentence == tr.gettext("The last three cards go face down as the widow: no card is set aside.")
    assert not re.search(r"\d", sentence), f"{locale}: no count when nothing is set aside: {sentence}"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_cards_set_aside_are_counted(locale: str) -> None:
    tr = get_translator(locale)
    sentence = undealt_sentence(FOUR_ASIDE, tr)
    assert "4" in sentence and sentence != undealt_sentence(NONE_ASIDE, tr)
