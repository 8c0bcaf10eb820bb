"""Deals: a shuffled one from a random generator, or a known one checked against the rules."""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import itemgetter
from typing import Any, NamedTuple

from engine.cards.card import Card
from engine.cards.errors import DealError, ReasonCode, reason
from engine.table.rules import Rules, new_deck
from engine.table.seating import MAX_SEATS, MIN_SEATS, Seating, seating

# The four-hand table's seats, for callers that only ever seat four (any table: ``rules.seating``).
SEAT_NAMES: tuple[str, ...] = tuple(map(seating(4).name, seating(4).seats))
SEAT_LETTERS: tuple[str, ...] = seating(4).codes


class Deal(NamedTuple):
    """A known deal: who dealt, each seat's five cards, the upcard and the rest of the kitty."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card
    kitty: tuple[Card, ...]


def deal_error(code: ReasonCode, message: str, **params: Any) -> DealError:
    return DealError(reason(code, **params), message)


def check_seats(rules: Rules, dealer: int, hands: Sequence[Sequence[Card]]) -> None:
    """What every table's deal shares first: a dealer at the table and five cards for each player."""
    n, table = rules.num_players, rules.seating
    if not 0 <= dealer < n:
        raise deal_error(ReasonCode.BAD_DEALER, f"dealer must be a seat from 0 to {n - 1}, not {dealer}", dealer=dealer)
    if len(hands) != n:
        raise deal_error(
            ReasonCode.WRONG_PLAYER_COUNT, f"{n} players need {n} hands, not {len(hands)}", expected=n, count=len(hands)
        )
    for seat, hand in enumerate(hands):
        if len(hand) != 5:
            raise deal_error(
                ReasonCode.WRONG_HAND_SIZE,
                f"{table.name(seat)} has {len(hand)} cards, not 5",
                seat=seat,
                count=len(hand),
            )


def check_places(
    rules: Rules, hands: Sequence[Sequence[Card]], others: Sequence[tuple[str, Card]]
) -> tuple[set[Card], dict[Card, str]]:
    """Every card (the hands', then ``others``: the upcard, the kitty or widow...) in the deck, once.
    Returns the deck and where each card lies."""
    table = rules.seating
    deck = set(new_deck(rules))
    seen: dict[Card, str] = {}
    for place, card in [(table.name(s), c) for s, h in enumerate(hands) for c in h] + list(others):
        if card not in deck:
            raise deal_error(
                ReasonCode.CARD_NOT_IN_DECK,
                f"{card} ({place}) is not in this deck of {len(deck)} cards",
                card=card.code,
                place=place,
            )
        if card in seen:
            raise deal_error(
                ReasonCode.DUPLICATE_CARD,
                f"{card} is dealt twice: to {seen[card]} and to {place}",
                card=card.code,
                first=seen[card],
                second=place,
            )
        seen[card] = place
    return deck, seen


def check_deal(rules: Rules, deal: Deal) -> None:
    """Raise :class:`DealError` unless ``deal`` can happen at this table."""
    check_seats(rules, deal.dealer, deal.hands)
    check_places(rules, deal.hands, [("the upcard", deal.upcard)] + [("the kitty", c) for c in deal.kitty])
    expected = rules.kitty_size - 1
    if len(deal.kitty) != expected:
        raise deal_error(
            ReasonCode.WRONG_KITTY_SIZE,
            f"the kitty must hold {expected} cards besides the upcard, not {len(deal.kitty)}",
            expected=expected,
            count=len(deal.kitty),
        )


def known_deal(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    upcard: Card,
    kitty: Sequence[Card] | None = None,
) -> Deal:
    """A checked deal; with ``kitty=None`` the kitty is whatever is left of the deck."""
    hands_t = tuple(tuple(h) for h in hands)
    if kitty is None:
        used = {c for h in hands_t for c in h} | {upcard}
        kitty = [c for c in new_deck(rules) if c not in used]
    deal = Deal(dealer, hands_t, upcard, tuple(kitty))
    check_deal(rules, deal)
    return deal


def _packet_positions(table: Seating, dealer: int) -> list[list[int]]:
    """For each seat, which positions of the shuffled deck it receives: packets of 3 then 2, then 2 then 3,
    starting on the dealer's left (the real order of dealing, kept for faithfulness)."""
    positions: list[list[int]] = [[] for _ in table.seats]
    pos = 0
    for round_ in (0, 1):
        for i, seat in enumerate(table.clockwise_from(table.left_of(dealer))):
            size = 3 if (i + round_) % 2 == 0 else 2
            positions[seat].extend(range(pos, pos + size))
            pos += size
    return positions


def _packet_getters(table: Seating, dealer: int) -> tuple[itemgetter[Any], ...]:
    return tuple(itemgetter(*p) for p in _packet_positions(table, dealer))


_PACKETS = {n: tuple(_packet_getters(seating(n), d) for d in range(n)) for n in range(MIN_SEATS, MAX_SEATS + 1)}


class _Dealing(NamedTuple):
    """One table's deck, and for each dealer one getter that lays a shuffled deck out as the hands, seat
    by seat, then the upcard and the kitty: the deal is then a few slices of one tuple."""

    rules: Rules
    deck: tuple[Card, ...]
    layouts: tuple[itemgetter[Any], ...]
    n: int


def _layouts(rules: Rules) -> _Dealing:
    deck, n, table = tuple(new_deck(rules)), rules.num_players, rules.seating
    return _Dealing(
        rules,
        deck,
        tuple(
            itemgetter(*(p for seat in _packet_positions(table, d) for p in seat), *range(5 * n, len(deck)))
            for d in range(n)
        ),
        n,
    )


# The last table dealt for, checked with ``is``: a dict keyed by the frozen Rules would hash every option
# on every deal, and a run of deals is almost always at one table.
_last: list[_Dealing] = [_layouts(Rules())]
_new_tuple = tuple.__new__


def shuffled_deal(rules: Rules, dealer: int, rng: random.Random) -> Deal:
    """Shuffle this table's deck with ``rng`` and deal it out."""
    dealing = _last[0]
    if dealing[0] is not rules:
        dealing = _last[0] = _layouts(rules)
    _, deck, layouts, n = dealing
    # Sorting by random keys is a uniform shuffle, and three times cheaper than rng.shuffle in CPython.
    rand = rng.random
    laid = layouts[dealer](sorted(deck, key=lambda _: rand()))
    if n == 4:  # spelled out for the usual table: slicing with slice objects through a loop costs more
        hands = (laid[0:5], laid[5:10], laid[10:15], laid[15:20])
    else:
        hands = tuple([laid[i : i + 5] for i in range(0, 5 * n, 5)])
    # tuple.__new__ rather than Deal(...): the same value without the NamedTuple's Python-level __new__.
    return _new_tuple(Deal, (dealer, hands, laid[5 * n], laid[5 * n + 1 :]))
