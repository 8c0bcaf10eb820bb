"""Cards, suits and their text forms.

Cards are interned: there is exactly one object per card, so they compare and hash cheaply and each
carries a small integer ``id`` for compact tables.
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.cards.errors import CardParseError

SUITS: tuple[str, ...] = ("C", "D", "H", "S")
# Low to high. The 5 and 6 only serve the long packs of the auction and call-ace tables (rules.md section 10).
RANKS: tuple[str, ...] = ("5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
SUIT_SYMBOLS: dict[str, str] = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
JOKER_CODE = "JOKER"
BENNY_CODE = "2S"

# The other suit of the same colour: it lends its jack to trump as the left bower.
_PARTNER_SUIT = {"C": "S", "S": "C", "D": "H", "H": "D"}
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}


def same_colour_suit(suit: str) -> str:
    """The suit of the same colour ("next"): its jack is the left bower when ``suit`` is trump.

    >>> same_colour_suit("H")
    'D'
    """
    return _PARTNER_SUIT[suit]


class Card:
    """One playing card. ``str(card)`` is its canonical code: ``"JH"``, ``"TD"``, ``"JOKER"``, ``"2S"``.

    >>> parse_card("10h")
    Card('TH')
    >>> str(parse_card("J♦"))
    'JD'
    >>> parse_card("JH") is parse_card("jh")
    True
    """

    __slots__ = ("bit", "code", "id", "rank", "suit")
    _interned: ClassVar[dict[str, Card]] = {}

    rank: str
    suit: str  # "" for the joker
    code: str
    id: int
    bit: int  # 1 << id: hands are bit masks inside the engine

    def __new__(cls, rank: str, suit: str) -> Card:
        code = JOKER_CODE if rank == JOKER_CODE else rank + suit
        card = cls._interned.get(code)
        if card is None:
            raise CardParseError(f"not a card: {rank!r} {suit!r}")
        return card

    @classmethod
    def _make(cls, rank: str, suit: str, card_id: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "code", JOKER_CODE if rank == JOKER_CODE else rank + suit)
        object.__setattr__(card, "id", card_id)
        object.__setattr__(card, "bit", 1 << card_id)
        cls._interned[card.code] = card
        return card

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (parse_card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: Any) -> Card:
        return self

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_CODE

    @property
    def is_benny(self) -> bool:
        return self.code == BENNY_CODE

    @property
    def is_best_bower(self) -> bool:
        """The joker or Benny: whichever of them is in the deck ranks above every other trump."""
        return self.rank == JOKER_CODE or self.code == BENNY_CODE

    @property
    def symbol(self) -> str:
        """A short display form with a suit symbol, e.g. ``J♥`` (the app localises real names)."""
        if self.is_joker:
            return "🃏"
        rank = "10" if self.rank == "T" else self.rank
        return rank + SUIT_SYMBOLS[self.suit]


def _build_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for suit in SUITS:
        for rank in RANKS[2:]:
            cards.append(Card._make(rank, suit, len(cards)))
    cards.append(Card._make(JOKER_CODE, "", len(cards)))
    cards.append(Card._make("2", "S", len(cards)))
    # The fives and sixes came later: appended so that every older card keeps its id (and its bit).
    for suit in SUITS:
        for rank in RANKS[:2]:
            cards.append(Card._make(rank, suit, len(cards)))
    return tuple(cards)


ALL_CARDS: tuple[Card, ...] = _build_cards()
JOKER: Card = Card._interned[JOKER_CODE]
BENNY: Card = Card._interned[BENNY_CODE]


def parse_suit(text: str) -> str:
    """A suit letter from ``"H"``, ``"h"`` or ``"♥"``.

    >>> parse_suit("♠")
    'S'
    """
    t = text.strip()
    up = t.upper()
    if up in SUITS:
        return up
    if t in _SYMBOL_TO_SUIT:
        return _SYMBOL_TO_SUIT[t]
    raise CardParseError(f"not a suit: {text!r} (expected one of C D H S or ♣ ♦ ♥ ♠)")


def parse_card(text: str) -> Card:
    """Parse ``"JH"``, ``"10h"``, ``"J♥"``, ``"joker"`` or ``"2S"`` (Benny) into a card.

    >>> parse_card("9s")
    Card('9S')
    >>> parse_card("joker").is_best_bower
    True
    >>> parse_card("1H")
    Traceback (most recent call last):
    ...
    engine.cards.errors.CardParseError: not a card: '1H' (expected rank 5 6 7 8 9 10/T J Q K A and suit ...)
    """
    if not isinstance(text, str):
        raise CardParseError(f"not a card: {text!r}")
    t = text.strip()
    if t.upper() == JOKER_CODE:
        return JOKER
    if len(t) >= 2:
        rank_text, suit_text = t[:-1].upper(), t[-1]
        if rank_text == "10":
            rank_text = "T"
        try:
            suit = parse_suit(suit_text)
        except CardParseError:
            suit = ""
        card = Card._interned.get(rank_text + suit) if suit else None
        if card is not None:
            return card
    raise CardParseError(f"not a card: {text!r} (expected rank 5 6 7 8 9 10/T J Q K A and suit C D H S, or JOKER)")


def parse_cards(text: str) -> list[Card]:
    """Parse a space-separated list of cards.

    >>> parse_cards("JD AH 9S")
    [Card('JD'), Card('AH'), Card('9S')]
    """
    return [parse_card(t) for t in text.split()]


def format_cards(cards: list[Card] | tuple[Card, ...]) -> str:
    """The inverse of :func:`parse_cards`."""
    return " ".join(c.code for c in cards)
