"""Cards, seats and suits inside sentences: each form a translation may ask for exists for every card."""

from __future__ import annotations

import pytest

from engine import ALL_CARDS, SUITS, Seating
from tutorial.core.text.card_phrases import (
    CARD_FORMS,
    SEAT_FORMS,
    SUIT_FORMS,
    Phrase,
    card_phrase,
    cards_phrase,
    seat_phrase,
    sentence,
    suit_phrase,
)
from tutorial.core.text.i18n import LOCALES, get_translator


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_has_every_form(locale: str) -> None:
    tr = get_translator(locale)
    for form in CARD_FORMS:
        texts = {format(card_phrase(c, tr), form) for c in ALL_CARDS}
        assert len(texts) == len(ALL_CARDS), f"two cards share their {form!r} form in {locale}"
        assert not any("{" in t for t in texts), f"a {form!r} form in {locale} kept a placeholder"


@pytest.mark.parametrize(
    ("locale", "card", "form", "text"),
    [
        pytest.param("fr", "QS", "the", "la dame de pique", id="fr-feminine-article"),
        pytest.param("fr", "AH", "the", "l'as de cœur", id="fr-elision"),
        pytest.param("fr", "JD", "of", "du valet de carreau", id="fr-contraction"),
        pytest.param("fr", "JOKER", "the", "le joker", id="fr-joker"),
        pytest.param("pt", "QH", "the", "a dama de copas", id="pt-feminine"),
        pytest.param("pt", "JD", "of", "do valete de ouros", id="pt-contraction"),
        pytest.param("hu", "AS", "the", "a pikk ász", id="hu-article-before-the-suit"),
        pytest.param("hu", "AS", "with", "a pikk ásszal", id="hu-instrumental-assimilates"),
        pytest.param("hu", "JD", "object", "a káró bubit", id="hu-accusative"),
        pytest.param("en", "TH", "the", "the ten of hearts", id="en-the"),
        pytest.param("en", "TH", "short", "10♥", id="en-short"),
    ],
)
def test_card_forms(locale: str, card: str, form: str, text: str) -> None:
    assert format(card_phrase(card, get_translator(locale)), form) == text


def test_the_plain_value_is_the_compact_form_so_english_templates_are_unchanged() -> None:
    en = get_translator("en")
    assert "{card} wins".format(card=card_phrase("JD", en)) == "J♦ wins"
    assert str(card_phrase("JOKER", en)) == "Joker"


def test_an_unknown_form_shows_the_plain_text_rather_than_breaking_the_page() -> None:
    assert "{c:genitive}".format(c=card_phrase("JD", get_translator("en"))) == "J♦"


@pytest.mark.parametrize("locale", LOCALES)
def test_seats_and_suits_have_every_form(locale: str) -> None:
    tr = get_translator(locale)
    for form in SEAT_FORMS:
        assert len({format(seat_phrase(s, tr), form) for s in range(4)}) == 4, f"seat {form!r} forms in {locale}"
    for form in SUIT_FORMS:
        assert len({format(suit_phrase(s, tr), form) for s in SUITS}) == 4, f"suit {form!r} forms in {locale}"


def test_hungarian_seats_decline() -> None:
    hu = get_translator("hu")
    assert [format(seat_phrase(1, hu), f) for f in ("name", "object", "with", "to")] == [
        "Nyugat",
        "Nyugatot",
        "Nyugattal",
        "Nyugatnak",
    ]


def test_a_list_of_cards_takes_the_form_on_every_card() -> None:
    fr = get_translator("fr")
    assert format(cards_phrase(["AD", "QD"], fr), "the") == "l'as de carreau et la dame de carreau"


def test_a_sentence_starts_with_a_capital_whatever_the_form() -> None:
    fr = get_translator("fr")
    assert sentence("{c:the} remporte le pli.".format(c=card_phrase("QS", fr))) == "La dame de pique remporte le pli."
    assert isinstance(card_phrase("QS", fr), Phrase)


def test_the_seats_of_a_larger_table_are_declined_in_hungarian() -> None:
    hu = get_translator("hu")
    table = Seating(7)
    phrases = {table.code(s): seat_phrase(s, hu, table) for s in range(7)}
    assert "{s:with} / {s:object} / {s:to}".format(s=phrases["SW"]) == "Délnyugattal / Délnyugatot / Délnyugatnak"
    assert "{s:with}".format(s=phrases["NE"]) == "Északkelettel"
    for code, phrase in phrases.items():
        assert len({format(phrase, f) for f in ("name", "object", "with", "to")}) == 4, f"{code}: {phrase.forms}"
