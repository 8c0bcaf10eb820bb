"""A card, a seat or a suit in the middle of a sentence, in the grammatical form the translator asks for.

A sentence template inserts ``{card}``, ``{seat}`` or ``{suit}``; the value is a :class:`Phrase`, text that
also knows its other forms. The *translation* chooses the form with a format spec, so the code never has to
know that French needs an article, Portuguese a gender, Hungarian a case ending:

- ``{card}``: the compact form, J♦ (what the English sentences use);
- ``{card:the}``: the full name with its definite article ("le valet de carreau", "la dame de pique",
  "l'as de cœur"; "o valete de ouros", "a dama de copas"; "a káró bubi");
- ``{card:object}``, ``{card:with}``, ``{card:of}``: the same as a direct object, after "with", after "of"
  (Hungarian "a káró bubit", "a káró bubival", "a káró bubinak"; French "du valet", "de la dame", "de l'as";
  Portuguese "do valete", "da dama");
- ``{card:name}``: the full name without article ("valet de carreau"), for after a colon or "la carte";
- ``{card:short}``: the compact form again, spelled out.

The forms come from the catalogue: one message per rank and form (context ``card, the`` ...), so each
language writes each card's article and ending once. ``{seat:object}``, ``{seat:with}``, ``{seat:to}`` and
``{suit:follow}``, ``{suit:counts_as}`` work the same way. A list of cards (``{cards:the}``) applies the form
to every card and joins them. Sentence templates capitalise their first letter with :func:`sentence`.

>>> from tutorial.core.text.i18n import get_translator
>>> en = get_translator("en")
>>> "{card} / {card:the} / {card:name}".format(card=card_phrase("QS", en))
'Q♠ / the queen of spades / queen of spades'
>>> sentence("{card:the} is the left bower.".format(card=card_phrase("JD", en)))
'The jack of diamonds is the left bower.'
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache

from engine import Card, Seating, parse_card
from tutorial.core.text.card_text import card_name, card_short, seat_name, sentence_case, suit_name
from tutorial.core.text.i18n import Translator

log = logging.getLogger(__name__)

CARD_FORMS: tuple[str, ...] = ("short", "name", "the", "object", "with", "of")
SEAT_FORMS: tuple[str, ...] = ("name", "object", "with", "to")
SUIT_FORMS: tuple[str, ...] = ("name", "follow", "counts_as")
# The placeholders that hold a card, cards, a seat or a suit, and the format specs each accepts.
PLACEHOLDER_FORMS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(
        (
            "card",
            "upcard",
            "led_card",
            "cards",
            "order",
            "trick_card",
            "your_card",
            "partner_card",
            "kept_card",
            "guard_card",
        ),
        CARD_FORMS,
    ),
    **dict.fromkeys(("seat", "leader", "dealer", "loner", "trick_winner"), SEAT_FORMS),
    **dict.fromkeys(("suit", "trump", "led_suit", "turned_down", "your_suit"), SUIT_FORMS),
}


class Phrase(str):
    """Text that formats as one of its grammatical forms: ``"{x:the}".format(x=phrase)``.

    An unknown form falls back to the plain text (and is logged): a translation never breaks a page.

    >>> p = Phrase("J♦", {"the": "the jack of diamonds"})
    >>> f"{p} {p:the} {p:nonsense}"
    'J♦ the jack of diamonds J♦'
    """

    forms: Mapping[str, str]

    def __new__(cls, text: str, forms: Mapping[str, str]) -> Phrase:
        phrase = super().__new__(cls, text)
        phrase.forms = dict(forms)
        return phrase

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        form = self.forms.get(spec)
        if form is None:
            log.warning("unknown form %r for %r: showing the plain text", spec, str(self))
            return str(self)
        return form


def sentence(text: str) -> str:
    """A filled template with its first letter capitalised ("le valet..." at the start becomes "Le valet...")."""
    return sentence_case(text)


# --- cards ------------------------------------------------------------------------------------------


def _rank_forms(tr: Translator) -> dict[str, dict[str, str]]:
    # One message per rank and form: a literal msgid each, so Babel extracts them all. The English is the
    # same in every form; each language writes its article, contraction or case ending.
    # TRANSLATORS: a card with its definite article, as the subject of a sentence ("{card:the} wins").
    # French "le valet de {suit}" / "l'as de {suit}"; Portuguese "o valete de {suit}"; Hungarian "a {suit} bubi".
    the = {
        "2": tr.pgettext("card, the", "the two of {suit}"),
        "5": tr.pgettext("card, the", "the five of {suit}"),
        "6": tr.pgettext("card, the", "the six of {suit}"),
        "7": tr.pgettext("card, the", "the seven of {suit}"),
        "8": tr.pgettext("card, the", "the eight of {suit}"),
        "9": tr.pgettext("card, the", "the nine of {suit}"),
        "T": tr.pgettext("card, the", "the ten of {suit}"),
        "J": tr.pgettext("card, the", "the jack of {suit}"),
        "Q": tr.pgettext("card, the", "the queen of {suit}"),
        "K": tr.pgettext("card, the", "the king of {suit}"),
        "A": tr.pgettext("card, the", "the ace of {suit}"),
        "joker": tr.pgettext("card, the", "the joker"),
    }
    # TRANSLATORS: a card as the direct object ("you hold {card:object}"): Hungarian "a {suit} bubit".
    obj = {
        "2": tr.pgettext("card, object", "the two of {suit}"),
        "5": tr.pgettext("card, object", "the five of {suit}"),
        "6": tr.pgettext("card, object", "the six of {suit}"),
        "7": tr.pgettext("card, object", "the seven of {suit}"),
        "8": tr.pgettext("card, object", "the eight of {suit}"),
        "9": tr.pgettext("card, object", "the nine of {suit}"),
        "T": tr.pgettext("card, object", "the ten of {suit}"),
        "J": tr.pgettext("card, object", "the jack of {suit}"),
        "Q": tr.pgettext("card, object", "the queen of {suit}"),
        "K": tr.pgettext("card, object", "the king of {suit}"),
        "A": tr.pgettext("card, object", "the ace of {suit}"),
        "joker": tr.pgettext("card, object", "the joker"),
    }
    # TRANSLATORS: a card after "with" ("won the trick with {card:with}"): Hungarian "a {suit} bubival";
    # French and Portuguese keep "avec"/"com" in the sentence and write the card as in "card, the".
    with_ = {
        "2": tr.pgettext("card, with", "the two of {suit}"),
        "5": tr.pgettext("card, with", "the five of {suit}"),
        "6": tr.pgettext("card, with", "the six of {suit}"),
        "7": tr.pgettext("card, with", "the seven of {suit}"),
        "8": tr.pgettext("card, with", "the eight of {suit}"),
        "9": tr.pgettext("card, with", "the nine of {suit}"),
        "T": tr.pgettext("card, with", "the ten of {suit}"),
        "J": tr.pgettext("card, with", "the jack of {suit}"),
        "Q": tr.pgettext("card, with", "the queen of {suit}"),
        "K": tr.pgettext("card, with", "the king of {suit}"),
        "A": tr.pgettext("card, with", "the ace of {suit}"),
        "joker": tr.pgettext("card, with", "the joker"),
    }
    # TRANSLATORS: a card after "of" with the article contracted: French "du valet de {suit}", "de la dame
    # de {suit}", "de l'as de {suit}"; Portuguese "do valete de {suit}", "da dama de {suit}"; Hungarian
    # dative "a {suit} bubinak".
    of = {
        "2": tr.pgettext("card, of", "of the two of {suit}"),
        "5": tr.pgettext("card, of", "of the five of {suit}"),
        "6": tr.pgettext("card, of", "of the six of {suit}"),
        "7": tr.pgettext("card, of", "of the seven of {suit}"),
        "8": tr.pgettext("card, of", "of the eight of {suit}"),
        "9": tr.pgettext("card, of", "of the nine of {suit}"),
        "T": tr.pgettext("card, of", "of the ten of {suit}"),
        "J": tr.pgettext("card, of", "of the jack of {suit}"),
        "Q": tr.pgettext("card, of", "of the queen of {suit}"),
        "K": tr.pgettext("card, of", "of the king of {suit}"),
        "A": tr.pgettext("card, of", "of the ace of {suit}"),
        "joker": tr.pgettext("card, of", "of the joker"),
    }
    return {"the": the, "object": obj, "with": with_, "of": of}


def _as_card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)


@lru_cache(maxsize=4096)
def card_phrase(card: Card | str, tr: Translator, text: str | None = None) -> Phrase:
    """A card for a sentence: the compact form (or ``text``, e.g. its full name where a template always showed
    that), with every other form a translation may ask for.

    >>> from tutorial.core.text.i18n import get_translator
    >>> fr = get_translator("fr")
    >>> p = card_phrase("AH", fr)
    >>> f"{p:the} / {p:of} / {card_phrase('QS', fr):the}"
    "l'as de cœur / de l'as de cœur / la dame de pique"
    """
    c = _as_card(card)
    rank = "joker" if c.is_joker else c.rank
    suit = "" if c.is_joker else suit_name(c.suit, tr)
    forms = {name: table[rank].format(suit=suit) for name, table in _rank_forms(tr).items()}
    short = card_short(c, tr)
    forms.update(short=short, name=card_name(c, tr))
    return Phrase(short if text is None else text, forms)


def cards_phrase(
    cards: Iterable[Card | str], tr: Translator, join: Callable[[Iterable[str]], str] | None = None
) -> Phrase:
    """Several cards, joined as a list in the language (``join`` defaults to the translator's list).

    >>> from tutorial.core.text.i18n import get_translator
    >>> en = get_translator("en")
    >>> "{c} / {c:the}".format(c=cards_phrase(["AD", "9D"], en))
    'A♦ and 9♦ / the ace of diamonds and the nine of diamonds'
    """
    phrases = [card_phrase(c, tr) for c in cards]
    joiner = join or tr.format_list
    forms = {form: joiner(p.forms[form] for p in phrases) for form in CARD_FORMS}
    return Phrase(forms["short"], forms)


# --- seats and suits --------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def seat_phrase(seat: int, tr: Translator, table: Seating | None = None) -> Phrase:
    """A seat for a sentence: its name, and its case forms for the languages that decline names
    (the four-hand table unless ``table`` says otherwise).

    >>> from tutorial.core.text.i18n import get_translator
    >>> "{s} {s:with}".format(s=seat_phrase(1, get_translator("hu")))
    'Nyugat Nyugattal'
    """
    table = table or Seating(4)
    code = table.code(seat)
    name = seat_name(seat, tr, table)
    forms = _seat_forms(tr).get(code)
    if forms is None:  # a seat code this module does not know: the plain name in every slot
        return Phrase(name, {"name": name, "object": name, "with": name, "to": name})
    return Phrase(name, {"name": name, **forms})


@lru_cache(maxsize=16)
def _seat_forms(tr: Translator) -> dict[str, dict[str, str]]:
    # One literal message per seat and form, so Babel extracts them all (the seats of five to seven players,
    # between the compass points, too: "Délnyugattal").
    # TRANSLATORS: a seat as the direct object ("Hungarian: Délt, Nyugatot"); most languages: the plain name.
    obj = {
        "S": tr.pgettext("seat, object", "South"),
        "W": tr.pgettext("seat, object", "West"),
        "N": tr.pgettext("seat, object", "North"),
        "E": tr.pgettext("seat, object", "East"),
        "SW": tr.pgettext("seat, object", "South-West"),
        "NW": tr.pgettext("seat, object", "North-West"),
        "NE": tr.pgettext("seat, object", "North-East"),
        "SE": tr.pgettext("seat, object", "South-East"),
    }
    # TRANSLATORS: a seat after "with" (Hungarian: Déllel, Nyugattal); most languages: the plain name.
    with_ = {
        "S": tr.pgettext("seat, with", "South"),
        "W": tr.pgettext("seat, with", "West"),
        "N": tr.pgettext("seat, with", "North"),
        "E": tr.pgettext("seat, with", "East"),
        "SW": tr.pgettext("seat, with", "South-West"),
        "NW": tr.pgettext("seat, with", "North-West"),
        "NE": tr.pgettext("seat, with", "North-East"),
        "SE": tr.pgettext("seat, with", "South-East"),
    }
    # TRANSLATORS: a seat as "to whom" (Hungarian dative: Délnek, Nyugatnak); most languages: the plain name.
    to = {
        "S": tr.pgettext("seat, to", "South"),
        "W": tr.pgettext("seat, to", "West"),
        "N": tr.pgettext("seat, to", "North"),
        "E": tr.pgettext("seat, to", "East"),
        "SW": tr.pgettext("seat, to", "South-West"),
        "NW": tr.pgettext("seat, to", "North-West"),
        "NE": tr.pgettext("seat, to", "North-East"),
        "SE": tr.pgettext("seat, to", "South-East"),
    }
    return {code: {"object": obj[code], "with": with_[code], "to": to[code]} for code in obj}


@lru_cache(maxsize=256)
def suit_phrase(suit: str, tr: Translator) -> Phrase:
    """A suit for a sentence: its name, and the forms "follow {suit:follow}", "counts as {suit:counts_as}".

    >>> from tutorial.core.text.i18n import get_translator
    >>> "{s} / {s:follow} / {s:counts_as}".format(s=suit_phrase("H", get_translator("en")))
    'hearts / hearts / a heart'
    """
    name = suit_name(suit, tr)
    return Phrase(
        name, {"name": name, "follow": suit_name(suit, tr, "follow"), "counts_as": suit_name(suit, tr, "counts_as")}
    )
