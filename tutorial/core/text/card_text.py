"""Cards, suits, seats, roles and actions in the learner's language.

Names are assembled from translated parts, and every part is a literal msgid so Babel extracts it.
The ``msgctxt`` of each part names the grammatical slot it fills, so each language can decline it
(Hungarian puts the suit first, "káró bubi"; French says "valet de carreau"; "follow hearts" needs an
accusative in Hungarian and a partitive in French). Helpers return lower-case text for use inside
sentences; :func:`sentence_case` capitalises one for a label.

>>> from tutorial.core.text.i18n import get_translator
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

from engine import (
    ROLES,
    SUIT_SYMBOLS,
    Action,
    Card,
    CardParseError,
    Role,
    Rules,
    Seating,
    card_role,
    parse_action,
    parse_card,
)
from tutorial.core.text.i18n import Translator

# The words are translated once per translator (one shared, read-only object per locale), and the names made of
# them are cached per (card, translator): a page names the same cards on every rerun.

__all__ = ["ROLES", "Role"]  # the engine's card roles, named here by role_name
_FOUR_HANDS = Seating(4)
_LEARNER = 0  # the learner always sits South, seat 0
# The grammatical slot a suit name fills (see suit_name).
SuitForm = Literal["name", "follow", "counts_as"]
# A bid's three texts: the button's, what you do ("Order up"); the record's, what a player did ("orders up"); and
# a choice in a question about another player, what that player may do ("Orders up": French "Faire ramasser").
BidForm = Literal["button", "record", "option"]
# The bids that have words of their own, by the action's kind ("pick up" is the dealer's "order up").
_BID_KINDS = {"pass": "pass", "order_up": "order up", "call": "call", "defend_alone": "defend alone"}


@lru_cache(maxsize=16)
def _words(tr: Translator) -> dict[tuple[str, str], str]:
    """Every word a name is made of, keyed by (slot, code), translated once per translator. Each entry is a
    literal call, so Babel extracts it; the functions below look their words up here."""
    return {
        # TRANSLATORS: fills {suit} in "You must follow {suit}." Use the form your sentence needs.
        ("follow", "C"): tr.pgettext("suit to follow", "clubs"),
        ("follow", "D"): tr.pgettext("suit to follow", "diamonds"),
        ("follow", "H"): tr.pgettext("suit to follow", "hearts"),
        ("follow", "S"): tr.pgettext("suit to follow", "spades"),
        # TRANSLATORS: fills {counts_as} in "... so it counts as {counts_as}." and "not {printed_as}".
        ("counts_as", "C"): tr.pgettext("suit a card counts as", "a club"),
        ("counts_as", "D"): tr.pgettext("suit a card counts as", "a diamond"),
        ("counts_as", "H"): tr.pgettext("suit a card counts as", "a heart"),
        ("counts_as", "S"): tr.pgettext("suit a card counts as", "a spade"),
        # TRANSLATORS: the suit's plain name, lower case; also fills {suit} in "{rank} of {suit}".
        ("name", "C"): tr.pgettext("suit", "clubs"),
        ("name", "D"): tr.pgettext("suit", "diamonds"),
        ("name", "H"): tr.pgettext("suit", "hearts"),
        ("name", "S"): tr.pgettext("suit", "spades"),
        # TRANSLATORS: a card's rank as a noun, lower case; fills {rank} in "{rank} of {suit}".
        # "two" is the Benny (two of spades), a best bower in some house rules.
        ("rank", "2"): tr.pgettext("rank", "two"),
        # The five and the six: only in the long packs of the auction and call-ace tables.
        ("rank", "5"): tr.pgettext("rank", "five"),
        ("rank", "6"): tr.pgettext("rank", "six"),
        ("rank", "7"): tr.pgettext("rank", "seven"),
        ("rank", "8"): tr.pgettext("rank", "eight"),
        ("rank", "9"): tr.pgettext("rank", "nine"),
        ("rank", "T"): tr.pgettext("rank", "ten"),
        ("rank", "J"): tr.pgettext("rank", "jack"),
        ("rank", "Q"): tr.pgettext("rank", "queen"),
        ("rank", "K"): tr.pgettext("rank", "king"),
        ("rank", "A"): tr.pgettext("rank", "ace"),
        # TRANSLATORS: the letter printed in the corner of a jack in your language's decks (French V).
        ("letter", "J"): tr.pgettext("rank letter", "J"),
        ("letter", "Q"): tr.pgettext("rank letter", "Q"),
        ("letter", "K"): tr.pgettext("rank letter", "K"),
        ("letter", "A"): tr.pgettext("rank letter", "A"),
        # TRANSLATORS: the joker (or Benny) when it is the highest trump.
        ("role", "best_bower"): tr.pgettext("card role", "best bower"),
        # TRANSLATORS: the jack of trump, the highest trump after the best bower.
        ("role", "right_bower"): tr.pgettext("card role", "right bower"),
        # TRANSLATORS: the jack of the other suit of the same colour, which counts as trump.
        ("role", "left_bower"): tr.pgettext("card role", "left bower"),
        ("role", "trump"): tr.pgettext("card role", "trump"),
        # TRANSLATORS: a card of the suit that was led to the trick.
        ("role", "led_suit"): tr.pgettext("card role", "led suit"),
        # TRANSLATORS: a card that is not trump.
        ("role", "off_suit"): tr.pgettext("card role", "off-suit"),
        # TRANSLATORS: the learner's seat at the table (the compass points of bridge and euchre diagrams).
        ("seat", "S"): tr.pgettext("seat", "South"),
        ("seat", "W"): tr.pgettext("seat", "West"),
        ("seat", "N"): tr.pgettext("seat", "North"),
        ("seat", "E"): tr.pgettext("seat", "East"),
        # TRANSLATORS: seats of tables of five to seven players, between the four compass points.
        ("seat", "SW"): tr.pgettext("seat", "South-West"),
        ("seat", "NW"): tr.pgettext("seat", "North-West"),
        ("seat", "NE"): tr.pgettext("seat", "North-East"),
        ("seat", "SE"): tr.pgettext("seat", "South-East"),
        # TRANSLATORS: the bid (declining to order up or name trump), not passing cards or the deal.
        ("button", "pass"): tr.pgettext("bid", "Pass"),
        # TRANSLATORS: the bidding record: what a player did, lower case, after "{seat}: " or under the seat.
        ("record", "pass"): tr.pgettext("bid, what a player did", "passes"),
        ("button", "pick up alone"): tr.pgettext("bid", "Pick up and go alone"),
        ("record", "pick up alone"): tr.pgettext("bid, what a player did", "picks up and goes alone"),
        # TRANSLATORS: round 1, the dealer's own button: take the upcard into his hand, making its suit trump.
        ("button", "pick up"): tr.pgettext("bid", "Pick up"),
        # TRANSLATORS: the dealer accepts his own upcard in round 1.
        ("record", "pick up"): tr.pgettext("bid, what a player did", "picks up"),
        ("button", "order up alone"): tr.pgettext("bid", "Order up and go alone"),
        ("record", "order up alone"): tr.pgettext("bid, what a player did", "orders up and goes alone"),
        # TRANSLATORS: round 1: tell the dealer to pick up the upcard, making its suit trump.
        ("button", "order up"): tr.pgettext("bid", "Order up"),
        ("record", "order up"): tr.pgettext("bid, what a player did", "orders up"),
        ("button", "call alone"): tr.pgettext("bid", "Call {suit} and go alone"),
        ("record", "call alone"): tr.pgettext("bid, what a player did", "calls {suit} and goes alone"),
        # TRANSLATORS: round 2: name {suit} as trump.
        ("button", "call"): tr.pgettext("bid", "Call {suit}"),
        ("record", "call"): tr.pgettext("bid, what a player did", "calls {suit}"),
        ("button", "defend alone"): tr.pgettext("bid", "Defend alone"),
        ("record", "defend alone"): tr.pgettext("bid, what a player did", "defends alone"),
        # TRANSLATORS: the choices of "What may this player do now?" about another seat: what that player may
        # do, as an answer to the question (French infinitives: "Passer", "Faire ramasser"), capitalised.
        ("option", "pass"): tr.pgettext("bid, what another player may do", "Passes"),
        ("option", "pick up alone"): tr.pgettext("bid, what another player may do", "Picks up and goes alone"),
        ("option", "pick up"): tr.pgettext("bid, what another player may do", "Picks up"),
        ("option", "order up alone"): tr.pgettext("bid, what another player may do", "Orders up and goes alone"),
        ("option", "order up"): tr.pgettext("bid, what another player may do", "Orders up"),
        ("option", "call alone"): tr.pgettext("bid, what another player may do", "Calls {suit} and goes alone"),
        ("option", "call"): tr.pgettext("bid, what another player may do", "Calls {suit}"),
        ("option", "defend alone"): tr.pgettext("bid, what another player may do", "Defends alone"),
    }


def sentence_case(text: str) -> str:
    """``text`` with its first letter in upper case (the rest untouched).

    >>> sentence_case("valet de carreau")
    'Valet de carreau'
    """
    return text[:1].upper() + text[1:]


def suit_name(suit: str, tr: Translator, form: SuitForm = "name") -> str:
    """The suit's name in one grammatical slot.

    ``name``: the plain noun, used alone and inside card names ("hearts" / "cœur" / "kőr" / "copas").
    ``follow``: the object of "You must follow {suit}." ("hearts" / "à cœur" / "kőrt" / "copas").
    ``counts_as``: what a card counts as: "it counts as {suit}" ("a heart" / "un cœur" / "kőrnek" / "copas").

    >>> from tutorial.core.text.i18n import get_translator
    >>> suit_name("H", get_translator("en"), "counts_as")
    'a heart'
    """
    return _words(tr)[form, suit]


def suit_symbol(suit: str) -> str:
    """The suit's symbol, the same in every language.

    >>> suit_symbol("S")
    '♠'
    """
    return SUIT_SYMBOLS[suit]


def rank_name(rank: str, tr: Translator) -> str:
    """The rank as a noun: "jack" / "valet" / "bubi" / "valete" (``rank`` is ``5 6 7 8 9 T J Q K A 2``).

    >>> from tutorial.core.text.i18n import get_translator
    >>> rank_name("T", get_translator("en"))
    'ten'
    """
    return _words(tr)["rank", rank]


def rank_letter(rank: str, tr: Translator) -> str:
    """The rank as printed in a card's corner: J Q K A in English, V D R A in French, B D K Á in Hungarian.

    >>> from tutorial.core.text.i18n import get_translator
    >>> rank_letter("T", get_translator("en"))
    '10'
    """
    if rank == "T":
        return "10"
    if rank in ("2", "5", "6", "7", "8", "9"):
        return rank
    return _words(tr)["letter", rank]


@lru_cache(maxsize=4096)
def card_name(card: Card | str, tr: Translator) -> str:
    """The full name of a card, lower case: "jack of diamonds", "valet de carreau", "káró bubi".

    >>> from tutorial.core.text.i18n import get_translator
    >>> card_name("joker", get_translator("en"))
    'joker'
    """
    c = _card(card)
    if c.is_joker:
        return tr.pgettext("card name", "joker")
    # TRANSLATORS: a whole card's name; reorder the slots as your language needs ("{suit} {rank}").
    whole = tr.pgettext("card name", "{rank} of {suit}")
    return whole.format(rank=rank_name(c.rank, tr), suit=suit_name(c.suit, tr))


@lru_cache(maxsize=4096)
def card_short(card: Card | str, tr: Translator) -> str:
    """The compact form used in text: localized rank letter plus suit symbol ("J♦", "V♦", "B♦", "10♥").

    >>> from tutorial.core.text.i18n import get_translator
    >>> card_short("AS", get_translator("en")), card_short("joker", get_translator("en"))
    ('A♠', 'Joker')
    """
    c = _card(card)
    if c.is_joker:
        return tr.pgettext("card, short form", "Joker")
    return rank_letter(c.rank, tr) + SUIT_SYMBOLS[c.suit]


def role_name(role: str, tr: Translator) -> str:
    """A card's role under trump: best/right/left bower, trump, led suit, off-suit (lower case).

    >>> from tutorial.core.text.i18n import get_translator
    >>> role_name("left_bower", get_translator("en"))
    'left bower'
    """
    return _words(tr).get(("role", role), role)


@lru_cache(maxsize=4096)
def card_label(card: Card | str, tr: Translator, trump: str | None = None, rules: Rules | None = None) -> str:
    """Screen-reader text for a card: its full name, plus its role when ``trump`` makes it special.

    >>> from tutorial.core.text.i18n import get_translator
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


def seat_name(seat: int, tr: Translator, table: Seating = _FOUR_HANDS) -> str:
    """The seat's compass point at ``table`` (the four-hand table by default; seat 0 is the learner).

    >>> from tutorial.core.text.i18n import get_translator
    >>> seat_name(2, get_translator("en")), seat_name(3, get_translator("en"), Seating(6))
    ('North', 'North')
    """
    return _words(tr)["seat", table.code(seat)]


def seat_label(seat: int, tr: Translator, table: Seating = _FOUR_HANDS) -> str:
    """The seat's name with who sits there: "South (you)", "North (partner)" (the learner's partner at
    ``table``, when it has fixed partnerships).

    >>> from tutorial.core.text.i18n import get_translator
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
    :func:`tutorial.core.text.table_text.bid_done`.)

    >>> from tutorial.core.text.i18n import get_translator
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
    bid = bid_words(a, tr, by_dealer, "button")
    if bid is not None:
        return bid
    solo = _solo_action_label(a, tr)
    if solo is not None:
        return solo
    assert a.card is not None
    card = card_short(a.card, tr)
    if a.kind == "discard":
        return tr.pgettext("action", "Discard {card}").format(card=card)
    return tr.pgettext("action", "Play {card}").format(card=card)


def _solo_action_label(a: Action, tr: Translator) -> str | None:
    """The call-ace and auction decisions: an auction bid, the called suit, the ally's card (else None)."""
    if a.kind == "bid" and a.suit is not None:
        return tr.pgettext("action", "Bid {n} {suit}").format(n=a.bid, suit=suit_name(a.suit, tr))
    if a.kind == "call_suit" and a.suit is not None:
        # TRANSLATORS: call-ace euchre: the maker calls a suit; the holder of its best card plays with him.
        return tr.pgettext("action", "Call the suit: {suit}").format(suit=suit_name(a.suit, tr))
    if a.kind == "call_ally" and a.card is not None:
        # TRANSLATORS: auction euchre: the maker names a card; its holder is his ally.
        return tr.pgettext("action", "Name {card} as your ally").format(card=card_short(a.card, tr))
    return None


def bid_words(action: Action, tr: Translator, by_dealer: bool, form: BidForm) -> str | None:
    """The words of a bid in one of its two forms (see :data:`BidForm`): "Order up" or "orders up", "Pick up"
    or "picks up" when ``by_dealer``; None for an action that is not a bid (a card played or discarded).

    >>> from tutorial.core.text.i18n import get_translator
    >>> bid_words(parse_action("call H alone"), get_translator("en"), False, "record")
    'calls hearts and goes alone'
    """
    bid = _BID_KINDS.get(action.kind)
    if bid is None:
        return None
    if action.kind == "order_up" and by_dealer:
        bid = "pick up"
    if action.alone:
        bid += " alone"
    words = _words(tr)[form, bid]
    if action.kind == "call":
        assert action.suit is not None
        return words.format(suit=suit_name(action.suit, tr))
    return words


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)
