"""Card, suit, seat, role and action names, built per language from translated parts."""

from __future__ import annotations

import pytest

from engine import ALL_CARDS, SUITS, Rules, Seating, parse_card
from tutorial.core.text.card_text import (
    ROLES,
    action_label,
    card_label,
    card_name,
    card_short,
    rank_letter,
    rank_name,
    role_name,
    seat_label,
    seat_name,
    sentence_case,
    suit_name,
)
from tutorial.core.text.i18n import LOCALES, get_translator


@pytest.mark.parametrize(
    ("locale", "card", "name", "short"),
    [
        pytest.param("en", "JD", "jack of diamonds", "J♦", id="en-jack"),
        pytest.param("en", "TH", "ten of hearts", "10♥", id="en-ten"),
        pytest.param("en", "AS", "ace of spades", "A♠", id="en-ace"),
        pytest.param("en", "QC", "queen of clubs", "Q♣", id="en-queen"),
        pytest.param("en", "2S", "two of spades", "2♠", id="en-benny"),
        pytest.param("en", "JOKER", "joker", "Joker", id="en-joker"),
        pytest.param("fr", "JD", "valet de carreau", "V♦", id="fr-jack"),
        pytest.param("fr", "QS", "dame de pique", "D♠", id="fr-queen"),
        pytest.param("fr", "KH", "roi de cœur", "R♥", id="fr-king"),
        pytest.param("fr", "TC", "dix de trèfle", "10♣", id="fr-ten"),
        pytest.param("hu", "JD", "káró bubi", "B♦", id="hu-jack-suit-first"),
        pytest.param("hu", "AS", "pikk ász", "Á♠", id="hu-ace"),
        pytest.param("hu", "KH", "kőr király", "K♥", id="hu-king"),
        pytest.param("hu", "9C", "treff kilences", "9♣", id="hu-nine"),
        pytest.param("pt", "JD", "valete de ouros", "J♦", id="pt-jack-as-brazilian-decks-print-it"),
        pytest.param("pt", "AS", "ás de espadas", "A♠", id="pt-ace"),
        pytest.param("pt", "QH", "dama de copas", "Q♥", id="pt-queen"),
        pytest.param("pt", "JOKER", "coringa", "Coringa", id="pt-joker"),
    ],
)
def test_card_names(locale: str, card: str, name: str, short: str) -> None:
    tr = get_translator(locale)
    assert card_name(card, tr) == name, f"the {locale} name of {card} should be {name!r}"
    assert card_short(parse_card(card), tr) == short, f"the {locale} short form of {card} should be {short!r}"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_has_a_distinct_name_and_short_form(locale: str) -> None:
    tr = get_translator(locale)
    names = {card_name(c, tr) for c in ALL_CARDS}
    shorts = {card_short(c, tr) for c in ALL_CARDS}
    assert len(names) == len(ALL_CARDS), f"two cards share a name in {locale}"
    assert len(shorts) == len(ALL_CARDS), f"two cards share a short form in {locale}"
    assert not any("{" in n for n in names), f"a card name in {locale} kept a placeholder"


@pytest.mark.parametrize("locale", LOCALES)
def test_suits_ranks_roles_and_seats_are_named(locale: str) -> None:
    tr = get_translator(locale)
    for form in ("name", "follow", "counts_as"):
        forms = [suit_name(s, tr, form) for s in SUITS]  # type: ignore[arg-type]
        assert len(set(forms)) == 4 and all(forms), f"the four suits need four {form} forms in {locale}: {forms}"
    ranks = [rank_name(r, tr) for r in "2789TJQKA"]
    assert len(set(ranks)) == 9, f"each rank needs its own name in {locale}: {ranks}"
    letters = [rank_letter(r, tr) for r in "789TJQKA"]
    assert len(set(letters)) == 8, f"each rank needs its own letter in {locale}: {letters}"
    roles = [role_name(r, tr) for r in ROLES]
    assert len(set(roles)) == len(ROLES), f"each role needs its own name in {locale}: {roles}"
    seats = [seat_name(s, tr) for s in range(4)]
    assert len(set(seats)) == 4, f"each seat needs its own name in {locale}: {seats}"


@pytest.mark.parametrize(
    ("card", "trump", "label"),
    [
        pytest.param("JD", "H", "jack of diamonds — left bower", id="left"),
        pytest.param("JH", "H", "jack of hearts — right bower", id="right"),
        pytest.param("JOKER", "S", "joker — best bower", id="joker"),
        pytest.param("9H", "H", "nine of hearts — trump", id="trump"),
        pytest.param("JD", "S", "jack of diamonds", id="off-suit"),
        pytest.param("JD", None, "jack of diamonds", id="no-trump"),
    ],
)
def test_card_labels_name_the_role(card: str, trump: str | None, label: str) -> None:
    assert card_label(card, get_translator("en"), trump=trump) == label


@pytest.mark.parametrize(
    ("action", "label"),
    [
        pytest.param("pass", "Pass", id="pass"),
        pytest.param("order up", "Order up", id="order-up"),
        pytest.param("order up alone", "Order up and go alone", id="order-up-alone"),
        pytest.param("call H", "Call hearts", id="call"),
        pytest.param("call S alone", "Call spades and go alone", id="call-alone"),
        pytest.param("discard 9C", "Discard 9♣", id="discard"),
        pytest.param("defend alone", "Defend alone", id="defend-alone"),
        pytest.param("play JH", "Play J♥", id="play"),
        pytest.param("fold", "fold", id="not-an-action"),
    ],
)
def test_action_labels(action: str, label: str) -> None:
    assert action_label(action, get_translator("en")) == label


def test_seat_labels_and_sentence_case() -> None:
    en = get_translator("en")
    assert [seat_label(s, en) for s in range(4)] == ["South (you)", "West", "North (partner)", "East"]
    assert seat_label(2, en, Rules(num_players=3).seating) == "North", "cutthroat has no partner"
    assert sentence_case(card_name("JD", en)) == "Jack of diamonds"
    assert sentence_case("") == ""


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("seats", range(3, 8), ids=lambda n: f"{n} seats")
def test_every_seat_of_every_table_has_its_own_name(locale: str, seats: int) -> None:
    tr = get_translator(locale)
    names = [seat_name(s, tr, Seating(seats)) for s in range(seats)]
    assert len(set(names)) == seats, f"two seats share a name at a table of {seats}: {names}"


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        pytest.param(Rules(benny=True), "two of spades — best bower", id="benny on: the best bower"),
        pytest.param(Rules(), "two of spades", id="benny off: a plain two"),
    ],
)
def test_the_two_of_spades_is_a_bower_only_with_benny(rules: Rules, expected: str) -> None:
    assert card_label("2S", get_translator("en"), trump="H", rules=rules) == expected


@pytest.mark.parametrize(
    ("locale", "action", "label"),
    [
        pytest.param("fr", "pass", "Passer", id="fr-pass"),
        pytest.param("fr", "order up", "Faire ramasser", id="fr-order-up"),
        pytest.param("fr", "call H", "Atout cœur", id="fr-call"),
        pytest.param("hu", "pass", "Passzolok", id="hu-pass"),
        pytest.param("hu", "discard 9C", "Eldobom: 9♣", id="hu-discard"),
        pytest.param("pt", "order up", "Mandar pegar", id="pt-order-up"),
        pytest.param("pt", "play JH", "Jogar J♥", id="pt-play"),
    ],
)
def test_action_labels_are_translated(locale: str, action: str, label: str) -> None:
    assert action_label(action, get_translator(locale)) == label


@pytest.mark.parametrize(
    ("locale", "label"),
    [
        pytest.param("fr", "valet de carreau — bower gauche", id="fr"),
        pytest.param("hu", "káró bubi — bal bubi", id="hu"),
        pytest.param("pt", "valete de ouros — bower esquerdo", id="pt"),
    ],
)
def test_card_labels_are_translated(locale: str, label: str) -> None:
    assert card_label("JD", get_translator(locale), trump="H") == label


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_no_card_text_falls_back_to_english(locale: str) -> None:
    tr = get_translator(locale)
    for c in ALL_CARDS:
        card_name(c, tr), card_short(c, tr), card_label(c, tr, trump="H")
    for s in SUITS:
        for form in ("name", "follow", "counts_as"):
            suit_name(s, tr, form)  # type: ignore[arg-type]
        action_label(f"call {s} alone", tr), action_label(f"call {s}", tr)
    for r in ROLES:
        role_name(r, tr)
    for seat in range(4):
        seat_label(seat, tr)
    for a in ("pass", "order up", "order up alone", "defend alone", "discard 9C", "play JH"):
        action_label(a, tr)
    shown_in_english = {m for m in tr.missing if m.split(" | ")[0] in _CARD_TEXT_CONTEXTS}
    assert not shown_in_english, f"card_text shows these in English in {locale}: {sorted(shown_in_english)}"


_CARD_TEXT_CONTEXTS = {
    "suit",
    "suit to follow",
    "suit a card counts as",
    "rank",
    "rank letter",
    "card name",
    "card, short form",
    "card role",
    "card with its role",
    "seat",
    "seat label",
    "bid",
    "action",
}
