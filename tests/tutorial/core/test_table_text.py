"""What the table says: the bidding record apart from the buttons and from the choices about another player,
the dealer's pick-up, scores and points (a negative score too)."""

from __future__ import annotations

import pytest

from tutorial.core.text.card_text import action_label, sentence_case
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.core.text.table_text import bid_done, bid_history, bid_option, points_text, quoted_list, score_text

BIDS = ("pass", "order up", "order up alone", "call H", "call H alone", "defend alone")


@pytest.mark.parametrize("locale", LOCALES)
def test_the_record_of_a_bid_is_not_its_button(locale: str) -> None:
    tr = get_translator(locale)
    for bid in BIDS:
        assert bid_done(bid, tr) != action_label(bid, tr), f"{bid!r} in {locale}: the record repeats the button"
    assert len({bid_done(b, tr) for b in BIDS}) == len(BIDS), f"two bids share a record form in {locale}"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_dealer_picks_up_rather_than_orders_up(locale: str) -> None:
    tr = get_translator(locale)
    assert action_label("order up", tr, by_dealer=True) != action_label("order up", tr)
    assert action_label("order up alone", tr, by_dealer=True) != action_label("order up alone", tr)
    assert bid_done("order up", tr, by_dealer=True) != bid_done("order up", tr)


@pytest.mark.parametrize(
    ("locale", "record"),
    [
        pytest.param("en", "South: passes; West: orders up and goes alone; North: picks up", id="en"),
        pytest.param(
            "fr",
            "Sud passe\u00a0; Ouest fait ramasser et part en solo\u00a0; Nord ramasse",
            id="fr-no-and-inside-the-list",
        ),
        pytest.param("pt", "Sul: passa; Oeste: manda pegar e joga sozinho; Norte: pega", id="pt-record-not-infinitive"),
    ],
)
def test_the_bidding_record_reads_as_a_record(locale: str, record: str) -> None:
    history = [(0, "pass"), (1, "order up alone"), (2, "order up")]
    assert bid_history(history, get_translator(locale), dealer=2) == record


@pytest.mark.parametrize(
    ("locale", "score"),
    [
        pytest.param("en", "10 – 6", id="en"),
        pytest.param("hu", "10:6", id="hu-colon"),
        pytest.param("pt", "10 x 6", id="pt"),
    ],
)
def test_scores_are_written_as_the_language_writes_them(locale: str, score: str) -> None:
    assert score_text((10, 6), get_translator(locale)) == score


@pytest.mark.parametrize(
    ("locale", "points"),
    [
        pytest.param("pt", ("0 pontos", "1 ponto", "2 pontos"), id="pt-zero-is-plural"),
        pytest.param("fr", ("0 point", "1 point", "2 points"), id="fr-zero-is-singular"),
        pytest.param("en", ("0 points", "1 point", "2 points"), id="en"),
    ],
)
def test_points_are_always_named_and_zero_reads_naturally(locale: str, points: tuple[str, ...]) -> None:
    tr = get_translator(locale)
    assert tuple(points_text(n, tr) for n in (0, 1, 2)) == points


def test_a_title_with_and_in_it_stays_one_item() -> None:
    fr = get_translator("fr")
    assert quoted_list(["L'atout et les bowers", "Choisir l'atout"], fr) == (
        "«\u00a0L'atout et les bowers\u00a0» et «\u00a0Choisir l'atout\u00a0»"
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_what_another_player_may_do_has_words_of_its_own(locale: str) -> None:
    tr = get_translator(locale)
    options = [bid_option(b, tr) for b in BIDS]
    assert len(set(options)) == len(BIDS), f"two bids share a choice in {locale}: {options}"
    for bid, option in zip(BIDS, options, strict=True):
        assert option[:1].isupper(), f"{option!r}: a choice starts with a capital"
        assert "{" not in option, f"{option!r}: the suit should be filled in"
        if locale in ("fr", "pt"):  # a capitalised record form reads as an imperative there ("Passe !")
            assert option != sentence_case(bid_done(bid, tr)), f"{option!r} in {locale} is the record's form"
    assert bid_option("order up", tr, by_dealer=True) != bid_option("order up", tr)


@pytest.mark.parametrize(
    ("locale", "choices"),
    [
        pytest.param("fr", ("Passer", "Faire ramasser", "Nommer cœur et partir en solo"), id="fr-infinitives"),
        pytest.param("pt", ("Passar", "Mandar pegar", "Escolher copas e jogar sozinho"), id="pt-infinitives"),
        pytest.param("en", ("Passes", "Orders up", "Calls hearts and goes alone"), id="en-third-person"),
    ],
)
def test_the_choices_about_another_player_answer_the_question(locale: str, choices: tuple[str, ...]) -> None:
    tr = get_translator(locale)
    assert tuple(bid_option(b, tr) for b in ("pass", "order up", "call H alone")) == choices


@pytest.mark.parametrize("locale", LOCALES)
def test_a_negative_score_takes_the_noun_of_its_size(locale: str) -> None:
    tr = get_translator(locale)
    for n in (1, 2, 5):
        assert points_text(-n, tr) == "-" + points_text(n, tr), f"{locale}: -{n} should read like {n}"


@pytest.mark.parametrize(
    ("locale", "shown"),
    [
        pytest.param("pt", "-1 ponto", id="pt"),
        pytest.param("fr", "-1 point", id="fr"),
        pytest.param("en", "-1 point", id="en"),
    ],
)
def test_minus_one_point_is_singular(locale: str, shown: str) -> None:
    assert points_text(-1, get_translator(locale)) == shown
