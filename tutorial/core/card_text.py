"""Cards, suits, seats, roles and actions in the learner's language.

Names are assembled from translated parts, and every part is a literal msgid so Babel extracts it.
The ``msgctxt`` of each part names the grammatical slot it fills, so each language can decline it
(Hungarian puts the suit first, "káró bubi"; French says "valet de carreau"; "follow hearts" needs an
accusative in Hungarian and a partitive in French). Helpers return lower-case text for use inside
sentences; :func:`sentence_case` capitalises one for a label.

>>> from tutorial.core.i18n import get_translator
>>> from engine import parse_card
>>> en = get_translator("en")
>>> card_name(parse_card("JD"), en), card_short(parse_card("TH"), en)
('jack of diamonds', '10♥')
>>> card_label(parse_card("JD"), en, trump="H")
'jack of diamonds — left bower'
>>> action_label("call H alone", en)
'Call hearts and go alone'
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from engine import ROLES, SUIT_SYMBOLS, Card, CardParseError, Role, Rules, Seating, card_role, parse_action, parse_card
from tutorial.core.i18n import Translator

# The names below are cached per (card or suit, translator): a page names the same cards on every rerun, and a
# translator is one shared, read-only object per locale.

__all__ = ["ROLES", "Role"]  # the engine's card roles, named here by role_name
_FOUR_HANDS = Seating(4)
_LEARNER = 0  # the learner always sits South, seat 0
# The grammatical slot a suit name fills (see suit_name).
SuitForm = Literal["name", "follow", "counts_as"]


def sentence_case(text: str) -> str:
    """``text`` with its first letter in upper case (the rest untouched).

    >>> sentence_case("valet de carreau")
    'Valet de carreau'
    """
    return text[:1].upper() + text[1:]


@lru_cache(maxsize=4096)
def suit_name(suit: str, tr: Translator, form: SuitForm = "name") -> str:
    """The suit's name in one grammatical slot.

    ``name``: the plain noun, used alone and inside card names ("hearts" / "cœur" / "kőr" / "copas").
    ``follow``: the object of "You must follow {suit}." ("hearts" / "à cœur" / "kőrt" / "copas").
    ``counts_as``: what a card counts as: "it counts as {suit}" ("a heart" / "un cœur" / "kőrnek" / "copas").

    >>> from tutorial.core.i18n import get_translator
    >>> suit_name("H", get_translator("en"), "counts_as")
    'a heart'
    """
    if form == "follow":
        follow = {
            # TRANSLATORS: fills {suit} in "You must follow {suit}." Use the form your sentence needs.
            "C": tr.pgettext("suit to follow", "clubs"),
            "D": tr.pgettext("suit to follow", "diamonds"),
            "H": tr.pgettext("suit to follow", "hearts"),
            "S": tr.pgettext("suit to follow", "spades"),
        }
        return follow[suit]
    if form == "counts_as":
        counts = {
            # TRANSLATORS: fills {counts_as} in "... so it counts as {counts_as}." and "not {printed_as}".
            "C": tr.pgettext("suit a card counts as", "a club"),
            "D": tr.pgettext("suit a card counts as", "a diamond"),
            "H": tr.pgettext("suit a card counts as", "a heart"),
            "S": tr.pgettext("suit a card counts as", "a spade"),
        }
        return counts[suit]
    names = {
        # TRANSLATORS: the suit's plain name, lower case; also fills {suit} in "{rank} of {suit}".
        "C": tr.pgettext("suit", "clubs"),
        "D": tr.pgettext("suit", "diamonds"),
        "H": tr.pgettext("suit", "hearts"),
        "S": tr.pgettext("suit", "spades"),
    }
    return names[suit]


def suit_symbol(suit: str) -> str:
    """The suit's symbol, the same in every language.

    >>> suit_symbol("S")
    '♠'
    """
    return SUIT_SYMBOLS[suit]


@lru_cache(maxsize=4096)
def rank_name(rank: str, tr: Translator) -> str:
    """The rank as a noun: "jack" / "valet" / "bubi" / "valete" (``rank`` is ``5 6 7 8 9 T J Q K A 2``).

    >>> from tutorial.core.i18n import get_translator
    >>> rank_name("T", get_translator("en"))
    'ten'
    """
    names = {
        # TRANSLATORS: a card's rank as a noun, lower case; fills {rank} in "{rank} of {suit}".
        # "two" is the Benny (two of spades), a best bower in some house rules.
        "2": tr.pgettext("rank", "two"),
        # The five and the six: only in the long packs of the auction and call-ace tables.
        "5": tr.pgettext("rank", "five"),
        "6": tr.pgettext("rank", "six"),
        "7": tr.pgettext("rank", "seven"),
        "8": tr.pgettext("rank", "eight"),
        "9": tr.pgettext("rank", "nine"),
        "T": tr.pgettext("rank", "ten"),
        "J": tr.pgettext("rank", "jack"),
        "Q": tr.pgettext("rank", "queen"),
        "K": tr.pgettext("rank", "king"),
        "A": tr.pgettext("rank", "ace"),
    }
    return names[rank]


@lru_cache(maxsize=4096)
def rank_letter(rank: str, tr: Translator) -> str:
    """The rank as printed in a card's corner: J Q K A in English, V D R A in French, B D K Á in Hungarian.

    >>> from tutorial.core.i18n import get_translator
    >>> rank_letter("T", get_translator("en"))
    '10'
    """
    if rank == "T":
        return "10"
    if rank in ("2", "5", "6", "7", "8", "9"):
        return rank
    letters = {
        # TRANSLATORS: the letter printed in the corner of a jack in your language's decks (French V).
        "J": tr.pgettext("rank letter", "J"),
        "Q": tr.pgettext("rank letter", "Q"),
        "K": tr.pgettext("rank letter", "K"),
        "A": tr.pgettext("rank letter", "A"),
    }
    return letters[rank]


@lru_cache(maxsize=4096)
def card_name(card: Card | str, tr: Translator) -> str:
    """The full name of a card, lower case: "jack of diamonds", "valet de carreau", "káró bubi".

    >>> from tutorial.core.i18n import get_translator
    >>> card_name("joker", get_translator("en"))
    'joker'
    """
    c = _card(card)
    if c.is_joker:
        return tr.pgettext("card name", "joker")
    # TRANSLATORS: a whole card's name; reorder the slots as your language needs ("{suit} {rank}").
    whole = tr.pgettext("card name", "{rank} of {suit}")
    return whole.format(
        rank=rank_name(c.rank, tr), suit=suit_name(c.suit, tr))


@lru_cache(maxsize=4096)
def card_short(card: Card | str, tr: Translator) -> str:
    """The compact form used in text: localized rank letter plus suit symbol ("J♦", "V♦", "B♦", "10♥").

    >>> from tutorial.core.i18n import get_translator
    >>> card_short("AS", get_translator("en")), card_short("joker", get_translator("en"))
    ('A♠', 'Joker')
    """
    c = _card(card)
    if c.is_joker:
        return tr.pgettext("card, short form", "Joker")
    return rank_letter(c.rank, tr) + SUIT_SYMBOLS[c.suit]


@lru_cache(maxsize=4096)
def role_name(role: str, tr: Translator) -> str:
    """A card's role under trump: best/right/left bower, trump, led suit, off-suit (lower case).

    >>> from tutorial.core.i18n import get_translator
    >>> role_name("left_bower", get_translator("en"))
    'left bower'
    """
    names = {
        # TRANSLATORS: the joker (or Benny) when it is the highest trump.
        "best_bower": tr.pgettext("card role", "best bower"),
        # TRANSLATORS: the jack of trump, the highest trump after the best bower.
        "right_bower": tr.pgettext("card role", "right bower"),
        # TRANSLATORS: the jack of the other suit of the same colour, which counts as trump.
        "left_bower": tr.pgettext("card role", "left bower"),
        "trump": tr.pgettext("card role", "trump"),
        # TRANSLATORS: a card of the suit that was led to the trick.
        "led_suit": tr.pgettext("card role", "led suit"),
        # TRANSLATORS: a card that is not trump.
        "off_suit": tr.pgettext("card role", "off-suit"),
    }
    return names.get(role, role)


@lru_cache(maxsize=4096)
def card_label(card: Card | str, tr: Translator, trump: str | None = None, rules: Rules | None = None) -> str:
    """Screen-reader text for a card: its full name, plus its role when ``trump`` makes it special.

    >>> from tutorial.core.i18n import get_translator
    >>> card_label("AH", get_translator("en"), trump="H")
    'ace of hearts — trump'
    >>> card_label("AC", get_translator("en"), trump="H")
    'ace of clubs'
    """
    c = _card(card)
    name = card_name(c, tr)
    if trump is None:
        return name
    role = card_role(c, trump, rules)  # with the rules, the 2♠ is a bower only when Benny is on
    if role == "off_suit":
        return name
    # TRANSLATORS: a card followed by what it is under the current trump ("jack of diamonds — left bower").
    return tr.pgettext("card with its role", "{card} — {role}").format(card=name, role=role_name(role, tr))


@lru_cache(maxsize=4096)
def seat_name(seat: int, tr: Translator, table: Seating = _FOUR_HANDS) -> str:
    """The seat's compass point at ``table`` (the four-hand table by default; seat 0 is the learner).

    >>> from tutorial.core.i18n import get_translator
    >>> seat_name(2, get_translator("en")), seat_name(3, get_translator("en"), Seating(6))
    ('North', 'North')
    """
    names = {
        # TRANSLATORS: the learner's seat at the table (the compass points of bridge and euchre diagrams).
        "S": tr.pgettext("seat", "South"),
        "W": tr.pgettext("seat", "West"),
        "N": tr.pgettext("seat", "North"),
        "E": tr.pgettext("seat", "East"),
        # TRANSLATORS: seats of tables of five to seven players, between the four compass points.
        "SW": tr.pgettext("seat", "South-West"),
        "NW": tr.pgettext("seat", "North-West"),
        "NE": tr.pgettext("seat", "North-East"),
        "SE": tr.pgettext("seat", "South-East"),
    }
    return names[table.code(seat)]


def seat_label(seat: int, tr: Translator, table: Seating = _FOUR_HANDS) -> str:
    """The seat's name with who sits there: "South (you)", "North (partner)" (the learner's partner at
    ``table``, when it has fixed partnerships).

    >>> from tutorial.core.i18n import get_translator
    >>> seat_label(0, get_translator("en")), seat_label(1, get_translator("en"))
    ('South (you)', 'West')
    >>> seat_label(2, get_translator("en")), seat_label(2, get_translator("en"), Seating(3))
    ('North (partner)', 'North')
    """
    name = seat_name(seat, tr, table)
    if seat == _LEARNER:
        return tr.pgettext("seat label", "{seat} (you)").format(seat=name)
    if seat == table.partner(_LEARNER):
        return tr.pgettext("seat label", "{seat} (partner)").format(seat=name)
    return name


def action_label(action_text: str, tr: Translator, by_dealer: bool = False) -> str:
    """A button label for an engine action text (``pass``, ``order up``, ``call H alone``, ``play JH``...).

    ``by_dealer``: the dealer accepting his own upcard "picks up"; the others "order up". Text that is not
    an action is returned unchanged rather than raising. (The bidding record has its own forms:
    :func:`tutorial.core.table_text.bid_done`.)

    >>> from tutorial.core.i18n import get_translator
    >>> en = get_translator("en")
    >>> action_label("pass", en), action_label("discard 9C", en), action_label("order up", en)
    ('Pass', 'Discard 9♣', 'Order up')
    >>> action_label("order up", en, by_dealer=True)
    'Pick up'
    """
    try:
        a = parse_action(action_text)
    except CardParseError:
        return action_text
    if a.kind == "pass":
        # TRANSLATORS: the bid (declining to order up or name trump), not passing cards or the deal.
        return tr.pgettext("bid", "Pass")
    if a.kind == "order_up" and by_dealer:
        if a.alone:
            return tr.pgettext("bid", "Pick up and go alone")
        # TRANSLATORS: round 1, the dealer's own button: take the upcard into his hand, making its suit trump.
        return tr.pgettext("bid", "Pick up")
    if a.kind == "order_up":
        if a.alone:
            return tr.pgettext("bid", "Order up and go alone")
        # TRANSLATORS: round 1: tell the dealer to pick up the upcard, making its suit trump.
        return tr.pgettext("bid", "Order up")
    if a.kind == "call":
        assert a.suit is not None
        suit = suit_name(a.suit, tr)
        if a.alone:
            return tr.pgettext("bid", "Call {suit} and go alone").format(suit=suit)
        # TRANSLATORS: round 2: name {suit} as trump.
        return tr.pgettext("bid", "Call {suit}").format(suit=suit)
    if a.kind == "defend_alone":
        return tr.pgettext("bid", "Defend alone")
    assert a.card is not None
    card = card_short(a.card, tr)
    if a.kind == "discard":
        return tr.pgettext("action", "Discard {card}").format(card=card)
    return tr.pgettext("action", "Play {card}").format(card=card)


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)
