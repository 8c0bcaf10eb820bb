"""A revealed ranking reads as one phrase in every language: the card names in lower case after the first,
on the learner's page ("The answer: …") and in the projector's tally alike."""

from __future__ import annotations

import pytest

from engine import Rules
from tutorial.core.steps.quizzes import build_quiz, quiz_spec
from tutorial.core.text.card_text import card_name
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.widgets.quiz_view import expected_text, ranking_phrase

RANKING = build_quiz(quiz_spec(question="rank_trumps", cards=("AH", "JD", "9H", "JH"), trump="H"), Rules())

SHOWN = {
    "en": "Jack of hearts › jack of diamonds › ace of hearts › nine of hearts",
    "fr": "Valet de cœur › valet de carreau › as de cœur › neuf de cœur",
    "hu": "Kőr bubi › káró bubi › kőr ász › kőr kilences",
    "pt": "Valete de copas › valete de ouros › ás de copas › nove de copas",
}


@pytest.mark.parametrize("locale", LOCALES)
def test_the_answer_capitalises_only_the_first_card_of_the_ranking(locale: str) -> None:
    tr = get_translator(locale)
    assert expected_text(RANKING, RANKING.check(["AH"]), tr) == SHOWN[locale]


@pytest.mark.parametrize("locale", LOCALES)
def test_after_the_first_every_card_is_named_as_the_catalogue_writes_it_mid_sentence(locale: str) -> None:
    tr = get_translator(locale)
    names = ranking_phrase(RANKING, RANKING.expected, tr).split(" › ")
    assert names[1:] == [card_name(code, tr) for code in RANKING.expected[1:]]
    assert names[0][:1].isupper()


def test_every_language_is_checked() -> None:
    assert set(SHOWN) == set(LOCALES)
