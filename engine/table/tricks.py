"""The bowers, following suit and who wins a trick: the one place that decides card order.

Every question about a card under a trump suit goes through two precomputed tables, the card's
*effective suit* and its *power* within that suit (OpenSpiel's ``CardSuit``, done once).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from engine.cards.card import ALL_CARDS, RANKS, SUITS, Card, parse_card, same_colour_suit
from engine.table.rules import Rules


class Trick(NamedTuple):
    """A completed trick: ``seats[i]`` played ``cards[i]``; ``winner`` is a seat."""

    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    winner: int


Role = Literal["best_bower", "right_bower", "left_bower", "trump", "led_suit", "off_suit"]
ROLES: tuple[Role, ...] = ("best_bower", "right_bower", "left_bower", "trump", "led_suit", "off_suit")
WinReason = Literal["highest_trump", "highest_of_led_suit"]

_BEST, _RIGHT, _LEFT = 100, 99, 98
# 7 -> 1 ... A -> 8, as the compact layout of engine.search.exact expects; the long packs' 6 and 5 go below, 0 and -1.
_RANK_POWER = {r: i - 1 for i, r in enumerate(RANKS)}
_OFF_SUIT = -100  # the win key of a card of neither trump nor the led suit: below every rank


def _tables() -> tuple[dict[str, list[str]], dict[str, list[int]]]:
    eff: dict[str, list[str]] = {}
    power: dict[str, list[int]] = {}
    for trump in SUITS:
        left_suit = same_colour_suit(trump)
        e = [""] * len(ALL_CARDS)
        p = [0] * len(ALL_CARDS)
        for card in ALL_CARDS:
            if card.is_best_bower:
                e[card.id], p[card.id] = trump, _BEST
            elif card.rank == "J" and card.suit == trump:
                e[card.id], p[card.id] = trump, _RIGHT
            elif card.rank == "J" and card.suit == left_suit:
                e[card.id], p[card.id] = trump, _LEFT
            else:
                e[card.id], p[card.id] = card.suit, _RANK_POWER[card.rank]
        eff[trump], power[trump] = e, p
    return eff, power


EFFECTIVE_SUIT, POWER = _tables()

# Bit masks of the cards of each effective suit, per trump: following suit is one AND.
SUIT_MASK: dict[str, dict[str, int]] = {
    trump: {suit: sum(c.bit for c in ALL_CARDS if EFFECTIVE_SUIT[trump][c.id] == suit) for suit in SUITS}
    for trump in SUITS
}
# WIN_KEY[trump][led][card id]: a trump beats any card of the led suit, which beats any other card.
WIN_KEY: dict[str, dict[str, list[int]]] = {
    trump: {
        led: [
            1000 + POWER[trump][c.id]
            if EFFECTIVE_SUIT[trump][c.id] == trump
            else POWER[trump][c.id]
            if EFFECTIVE_SUIT[trump][c.id] == led
            else _OFF_SUIT
            for c in ALL_CARDS
        ]
        for led in SUITS
    }
    for trump in SUITS
}


def right_bower(trump: str) -> Card:
    """The jack of trump.

    >>> right_bower("C")
    Card('JC')
    """
    return parse_card("J" + trump)


def left_bower(trump: str) -> Card:
    """The jack of the other suit of trump's colour: a trump for the whole hand.

    >>> left_bower("H"), left_bower("S")
    (Card('JD'), Card('JC'))
    """
    return parse_card("J" + same_colour_suit(trump))


def _plain_two(card: Card, rules: Rules | None) -> bool:
    """The 2♠ at a table without Benny: a plain spade, not a bower (the joker is a bower wherever it is)."""
    return rules is not None and card.is_benny and not rules.benny


def effective_suit(card: Card, trump: str, rules: Rules | None = None) -> str:
    """The suit a card belongs to for this hand: the left bower, the joker and Benny belong to trump.
    Given the table's ``rules``, the 2♠ is Benny only when ``benny`` is on.

    >>> from engine.cards.card import parse_card
    >>> effective_suit(parse_card("JD"), "H")
    'H'
    >>> effective_suit(parse_card("JD"), "D"), effective_suit(parse_card("JD"), "S")
    ('D', 'D')
    >>> effective_suit(parse_card("JOKER"), "C")
    'C'
    >>> effective_suit(parse_card("2S"), "H", Rules(benny=True)), effective_suit(parse_card("2S"), "H", Rules())
    ('H', 'S')
    """
    if _plain_two(card, rules):
        return card.suit
    return EFFECTIVE_SUIT[trump][card.id]


def is_trump(card: Card, trump: str, rules: Rules | None = None) -> bool:
    """True when the card belongs to the trump suit this hand.

    >>> from engine.cards.card import parse_card
    >>> is_trump(parse_card("JC"), "S"), is_trump(parse_card("AC"), "S"), is_trump(parse_card("2S"), "D", Rules())
    (True, False, False)
    """
    return effective_suit(card, trump, rules) == trump


def card_role(card: Card, trump: str, rules: Rules | None = None) -> Role:
    """What a card is under this trump: ``best_bower``, ``right_bower``, ``left_bower``, ``trump`` or
    ``off_suit``. Given the table's ``rules``, the 2♠ is the best bower only when ``benny`` is on.

    >>> from engine.cards.card import parse_card
    >>> [card_role(parse_card(c), "H") for c in ("JH", "JD", "AH", "JS")]
    ['right_bower', 'left_bower', 'trump', 'off_suit']
    >>> card_role(parse_card("2S"), "H", Rules(benny=True)), card_role(parse_card("2S"), "H", Rules())
    ('best_bower', 'off_suit')
    """
    if _plain_two(card, rules):
        return "trump" if card.suit == trump else "off_suit"
    p = POWER[trump][card.id]
    if p == _BEST:
        return "best_bower"
    if p == _RIGHT:
        return "right_bower"
    if p == _LEFT:
        return "left_bower"
    return "trump" if EFFECTIVE_SUIT[trump][card.id] == trump else "off_suit"


def legal_plays(hand: Sequence[Card], trick: Sequence[Card], trump: str) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already played, in order).

    Follow the led card's effective suit if you can; otherwise anything. There is never a duty to
    trump or to beat the winning card.

    >>> from engine.cards.card import parse_cards
    >>> legal_plays(parse_cards("JD AS 9C"), parse_cards("9H"), "H")   # J♦ is a heart
    [Card('JD')]
    >>> legal_plays(parse_cards("JD AS"), parse_cards("9D"), "H")      # ... so it cannot follow diamonds
    [Card('JD'), Card('AS')]
    """
    if not trick:
        return list(hand)
    eff = EFFECTIVE_SUIT[trump]
    led = eff[trick[0].id]
    follow = [c for c in hand if eff[c.id] == led]
    return follow if follow else list(hand)


def trick_winner(trick: Sequence[Card], trump: str) -> int:
    """Index into ``trick`` of the winning card: the highest trump, else the highest card of the led suit.

    >>> from engine.cards.card import parse_cards
    >>> trick_winner(parse_cards("AS 9S JC KS"), "H")   # no trump: highest spade
    0
    >>> trick_winner(parse_cards("AS 9S JC KS"), "S")   # J♣ is the left bower
    2
    """
    eff = EFFECTIVE_SUIT[trump]
    power = POWER[trump]
    led = eff[trick[0].id]
    best = 0
    best_key = 1000 + power[trick[0].id] if led == trump else power[trick[0].id]
    for i in range(1, len(trick)):
        cid = trick[i].id
        s = eff[cid]
        if s == trump:
            key = 1000 + power[cid]
        elif s == led:
            key = power[cid]
        else:
            continue
        if key > best_key:
            best, best_key = i, key
    return best


@dataclass(frozen=True)
class CardInTrick:
    card: Card
    effective_suit: str
    role: Role
    could_win: bool  # only trumps and cards of the led suit can ever win a trick


@dataclass(frozen=True)
class TrickExplanation:
    cards: tuple[CardInTrick, ...]
    led_suit: str
    winner: int
    reason: WinReason


def explain_trick(trick: Sequence[Card], trump: str) -> TrickExplanation:
    """Why a trick went the way it did, card by card, for teaching.

    >>> from engine.cards.card import parse_cards
    >>> x = explain_trick(parse_cards("AD JH KD"), "D")
    >>> [c.role for c in x.cards], x.winner, x.reason
    (['trump', 'left_bower', 'trump'], 1, 'highest_trump')
    """
    if not trick:
        raise ValueError("explain_trick needs at least one card")
    eff = EFFECTIVE_SUIT[trump]
    led = eff[trick[0].id]
    winner = trick_winner(trick, trump)
    any_trump = any(eff[c.id] == trump for c in trick)
    explained = []
    for card in trick:
        suit = eff[card.id]
        role = card_role(card, trump)
        if role == "off_suit" and suit == led:
            role = "led_suit"
        explained.append(CardInTrick(card, suit, role, suit in (trump, led)))
    reason: WinReason = "highest_trump" if any_trump else "highest_of_led_suit"
    return TrickExplanation(tuple(explained), led, winner, reason)


def suit_ranking(suit: str, trump: str, deck: Sequence[Card]) -> list[Card]:
    """The cards of ``deck`` whose effective suit is ``suit``, highest first.

    >>> from engine.cards.card import ALL_CARDS
    >>> from engine.table.rules import Rules, new_deck
    >>> [c.code for c in suit_ranking("H", "H", new_deck(Rules()))]
    ['JH', 'JD', 'AH', 'KH', 'QH', 'TH', '9H']
    >>> [c.code for c in suit_ranking("D", "H", new_deck(Rules()))]
    ['AD', 'KD', 'QD', 'TD', '9D']
    """
    eff = EFFECTIVE_SUIT[trump]
    power = POWER[trump]
    cards = [c for c in deck if eff[c.id] == suit]
    return sorted(cards, key=lambda c: -power[c.id])


def trump_ranking(trump: str, deck: Sequence[Card]) -> list[Card]:
    """The trumps of ``deck`` from the highest (best bower, right bower, left bower, A ...) down."""
    return suit_ranking(trump, trump, deck)


def beats(a: Card, b: Card, led: str, trump: str) -> bool:
    """Whether ``a`` beats ``b`` in a trick whose led (effective) suit is ``led``."""
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]

    def key(c: Card) -> int:
        s = eff[c.id]
        return 1000 + power[c.id] if s == trump else (power[c.id] if s == led else _OFF_SUIT)

    return key(a) > key(b)
