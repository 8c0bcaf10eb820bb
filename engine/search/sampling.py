"""Hidden hands consistent with what one seat has seen: the cards it cannot see are dealt again at random,
never against the evidence. A seat that did not follow a suit gets none of it (the left bower and the best
bower count as trump); the dealer keeps the upcard he took unless he has shown he has no card of its suit,
in which case it was his discard; the discard itself and the kitty are unknown and may hold anything.

>>> import random
>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D").apply("order up").apply("discard 9C")
>>> hands = sample_hands(s.observation(0), Rules(), random.Random(1))
>>> hands[0] == s.hands[0], "9H" in [c.code for c in hands[3]], [len(h) for h in hands]
(True, True, [5, 5, 5, 5])
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Sequence
from typing import Protocol

from engine.cards.card import Card
from engine.table.rules import Rules
from engine.table.tricks import EFFECTIVE_SUIT

__all__ = ["Evidence", "sample_hands", "sampler", "upcard_discarded"]


class Evidence(Protocol):
    """What a seat knows of the cards' places, at any table: :class:`~engine.games.observation.Observation` in the
    partnership game, :class:`~engine.search.evidence.SoloEvidence` at call-ace and auction tables."""

    @property
    def seat(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def upcard(self) -> Card | None: ...

    @property
    def trump(self) -> str | None: ...

    @property
    def voids(self) -> tuple[frozenset[str], ...]: ...

    @property
    def holding(self) -> tuple[int, ...]:
        """How many cards each seat holds now."""

    @property
    def unseen(self) -> frozenset[Card]:
        """The cards whose place the seat does not know (another hand, the kitty, a widow, a discard)."""

    @property
    def barred(self) -> tuple[frozenset[Card], ...]:
        """The cards each seat is known not to hold for another reason than a void (the auction maker never
        holds the ally's card he named)."""

    def upcard_with_dealer(self) -> bool: ...


_KITTY = -1  # the kitty and the dealer's discard, as one more place a card may be
_ATTEMPTS = 40


def _ID(card: Card) -> int:
    return card.id


def upcard_discarded(obs: Evidence) -> bool:
    """Whether the dealer must have discarded the upcard: he took it, and has since failed to follow its
    suit, or played all his cards, without playing it."""
    if not obs.upcard_with_dealer() or obs.trump is None or obs.upcard is None:
        return False
    return EFFECTIVE_SUIT[obs.trump][obs.upcard.id] in obs.voids[obs.dealer] or obs.holding[obs.dealer] == 0


def sample_hands(obs: Evidence, rules: Rules, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """Every seat's cards now, the observer's own as they are and the others' drawn from the unseen cards,
    consistent with the observation (seats that sit out get cards too: they never play them)."""
    return sampler(obs, rules)(rng)


def sampler(obs: Evidence, rules: Rules) -> Callable[[random.Random], tuple[tuple[Card, ...], ...]]:
    """:func:`sample_hands` for many samples of one observation: what the evidence allows is worked out
    once, and each call draws one deal (the same draws from the same generator as :func:`sample_hands`)."""
    n = len(obs.holding)
    keeps_upcard = obs.upcard_with_dealer() and not upcard_discarded(obs)
    need = {s: obs.holding[s] - (1 if keeps_upcard and s == obs.dealer else 0) for s in range(n) if s != obs.seat}
    unseen = sorted(obs.unseen, key=lambda c: c.id)
    need[_KITTY] = len(unseen) - sum(need.values())
    if need[_KITTY] < 0:
        raise ValueError("the observation holds more hidden cards than the deck has left")
    eff = EFFECTIVE_SUIT[obs.trump] if obs.trump is not None else None

    barred = obs.barred

    def may_hold(place: int, card: Card) -> bool:
        if place == _KITTY:
            return True
        return (eff is None or eff[card.id] not in obs.voids[place]) and card not in barred[place]

    places = {c: [p for p in need if may_hold(p, c)] for c in unseen}
    own = tuple(obs.hand)
    upcard = obs.upcard

    def draw(rng: random.Random) -> tuple[tuple[Card, ...], ...]:
        dealt = _draw(unseen, places, need, rng)
        hands = [list(own) if s == obs.seat else dealt.get(s, []) for s in range(n)]
        if keeps_upcard and upcard is not None:
            hands[obs.dealer].append(upcard)
        return tuple(tuple(h) if s == obs.seat else tuple(sorted(h, key=_ID)) for s, h in enumerate(hands))

    return draw


def _draw(
    cards: Sequence[Card], places: dict[Card, list[int]], need: dict[int, int], rng: random.Random
) -> dict[int, list[Card]]:
    """Each card to a place that may hold it, every place filled: the most constrained cards first, each to
    a place chosen in proportion to the room it has left (a plain shuffle when nothing is known). The choice
    is ``rng.choices`` written out (one ``random()`` against the running totals), drawing the same."""
    for _ in range(_ATTEMPTS):
        order = list(cards)
        rng.shuffle(order)
        order.sort(key=lambda c: len(places[c]))
        room = dict(need)
        out: dict[int, list[Card]] = {p: [] for p in need}
        for card in order:
            totals = []
            options = []
            total = 0
            for p in places[card]:
                if room[p] > 0:
                    total += room[p]
                    totals.append(total)
                    options.append(p)
            if not options:
                break
            place = options[bisect(totals, rng.random() * total, 0, len(totals) - 1)]
            room[place] -= 1
            out[place].append(card)
        else:
            return out
    exact = _backtrack(sorted(cards, key=lambda c: len(places[c])), places, dict(need), rng)
    if exact is None:
        raise ValueError("no deal of the unseen cards agrees with the observation")
    return exact


def _backtrack(
    cards: list[Card], places: dict[Card, list[int]], room: dict[int, int], rng: random.Random
) -> dict[int, list[Card]] | None:
    """An exhaustive search for a consistent deal, for the rare observation the quick draw keeps missing."""
    out: dict[int, list[Card]] = {p: [] for p in room}

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        options = [p for p in places[cards[i]] if room[p] > 0]
        rng.shuffle(options)
        for p in options:
            room[p] -= 1
            out[p].append(cards[i])
            if place(i + 1):
                return True
            out[p].pop()
            room[p] += 1
        return False

    return out if place(0) else None
