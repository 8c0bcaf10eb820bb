"""The wording gate: at a table without partners, no sentence speaks of a partner, a pair or a team.

The table's texts (the notice that a step is played at another table, the seats' labels, the scoring table's
rows, the bidding record, the choices about another player, the points) are rendered for a
partnership table, three-handed cutthroat, call-ace euchre and auction euchre, in every language, with a
translator that records which messages were asked for. At a table without fixed partners:

- no message asked for is one written for partners (its English speaks of a partner, a pair or a team);
- no rendered text says "partner", "pair" or "team" in its language;
- the messages that exist in one version per table are the table's own: "Each opponent" of cutthroat (two
  opponents) is not the auction's (three to six), and the notice names the house table's game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from engine import Rules, scoring_table
from engine.table.variants import table_rules
from tutorial.core.house_rules.labels import result_label, scorer_label
from tutorial.core.lessons.markdown import table_notice
from tutorial.core.text.card_text import seat_label
from tutorial.core.text.games.auction import opponents_label
from tutorial.core.text.i18n import LOCALES, Translator, get_translator
from tutorial.core.text.table_text import bid_history, bid_option, points_text

TABLES: dict[str, Rules] = {
    "partnership": Rules(),
    "cutthroat": Rules(num_players=3),
    "call_ace": table_rules("call_ace", 4),
    "auction": table_rules("auction", 5),
    "auction7": table_rules("auction", 7),
}
WITHOUT_PARTNERS = tuple(name for name, rules in TABLES.items() if not rules.has_partners)
BIDS = ("pass", "order up", "order up alone", "call H", "call H alone")
# English messages written for a table with partners.
PARTNER_MESSAGE = re.compile(r"\b(partners?|pairs?|teams?)\b", re.IGNORECASE)
# The same idea in each language, as a word or the start of one.
PARTNER_WORDS: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(partner|pair|team)", re.IGNORECASE),
    "fr": re.compile(r"\b(partenaire|équipe|paire)", re.IGNORECASE),
    "hu": re.compile(r"\b(társ|pár|csapat)", re.IGNORECASE),
    "pt": re.compile(r"\b(parceir|dupla|equipe)", re.IGNORECASE),
}


class Recorder(Translator):
    """A translator that remembers every message asked of it (``context | msgid`` with a context)."""

    def __init__(self, locale: str) -> None:
        real = get_translator(locale)
        super().__init__(locale, real._t)
        self.asked: set[tuple[str | None, str]] = set()

    def gettext(self, message: str) -> str:
        self.asked.add((None, message))
        return super().gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.asked.add((None, singular))
        return super().ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        self.asked.add((context, message))
        return super().pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        self.asked.add((context, singular))
        return super().npgettext(context, singular, plural, n)


def _table_texts(name: str, tr: Translator) -> Iterable[str]:
    """Everything the course's table texts say about the table ``name`` (its house rules in force)."""
    rules = TABLES[name]
    for other in TABLES.values():  # a step at another table, with these house rules
        notice = table_notice(other, rules, tr)
        if notice is not None:
            yield notice
    for seat in range(rules.num_players):
        yield seat_label(seat, tr, rules.seating)
    if rules.game == "auction":
        yield opponents_label(tr)
    else:
        sides = rules.has_partners or rules.game == "call_ace"  # call-ace: the maker and his silent partner
        for line in scoring_table(rules if rules.game == "partnership" else Rules()):
            yield result_label(line.result, tr, sides)
            yield scorer_label(line.side, tr, sides)
    # (The options' names and values are left out: "Euchre (partners, or cutthroat at three)" names a setting.)
    yield bid_history([(seat, "pass") for seat in range(rules.num_players)], tr, dealer=rules.num_players - 1,
                      table=rules.seating)
    yield from (bid_option(bid, tr) for bid in BIDS)
    yield from (points_text(n, tr) for n in (-2, -1, 0, 1, 2))


@pytest.mark.parametrize("table", WITHOUT_PARTNERS)
@pytest.mark.parametrize("locale", LOCALES)
def test_a_table_without_partners_is_never_told_of_partners(locale: str, table: str) -> None:
    tr = Recorder(locale)
    texts = list(_table_texts(table, tr))
    said = [t for t in texts if PARTNER_WORDS[locale].search(t)]
    assert not said, f"{locale} at the {table} table speaks of partners: {said}"
    written_for_partners = sorted(m for _c, m in tr.asked if PARTNER_MESSAGE.search(m))
    assert not written_for_partners, f"the {table} table uses messages written for partners: {written_for_partners}"


@pytest.mark.parametrize("locale", LOCALES)
def test_each_table_without_partners_uses_the_messages_written_for_it(locale: str) -> None:
    asked: dict[str, set[tuple[str | None, str]]] = {}
    for table in TABLES:
        tr = Recorder(locale)
        list(_table_texts(table, tr))
        asked[table] = tr.asked
    opponents = {table: {c for c, m in asked[table] if m == "Each opponent"} for table in TABLES}
    assert opponents["cutthroat"] == {"cutthroat, who scores: each of the two opponents"}
    assert opponents["auction"] == opponents["auction7"] == {
        "auction, who scores: each of the three to six opponents"}
    assert not opponents["partnership"] and not opponents["call_ace"]
    notices = {table: {m for _c, m in asked[table] if m.startswith("This step is played at the four-player table")}
               for table in WITHOUT_PARTNERS}
    for table, used in notices.items():
        game = {"cutthroat": "cutthroat", "call_ace": "call-ace euchre", "auction": "auction euchre",
                "auction7": "auction euchre"}[table]
        assert used and all(game in m for m in used), f"the {table} notice should name {game}: {used}"
