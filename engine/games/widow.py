"""Deals of the call-ace and auction tables: five cards each, then the upcard and kitty (call-ace) or the
three-card widow and the cards set aside (auction), shuffled or known and checked, and their one-line text::

    dealer=E | S: ... | W: ... | NW: ... | NE: ... | E: ... | widow: 9H TD QS        (auction, five seats)
    dealer=E up=9H | S: ... | W: ... | N: ... | E: ... | kitty: QD TD 9D          (call-ace, four seats)

``kitty``/``widow`` may be left out: it is then the rest of the deck (the first cards of it for a widow).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from engine.cards.card import Card, format_cards, parse_card, parse_cards
from engine.cards.errors import CardParseError, DealError, ReasonCode
from engine.table.dealing import _PACKETS, check_places, check_seats, deal_error
from engine.table.rules import GAME_TITLES, Rules, new_deck
from engine.table.variants import CARDS_EACH, widow_size


class SoloDeal(NamedTuple):
    """A deal at a call-ace or auction table."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card | None  # call-ace: the turned card; auction: none
    kitty: tuple[Card, ...]  # call-ace: the kitty under the upcard; auction: the widow
    aside: tuple[Card, ...] = ()  # auction: the undealt cards besides the widow, out of the hand


def check_solo_deal(rules: Rules, deal: SoloDeal) -> None:
    """Raise :class:`DealError` unless ``deal`` can happen at this table."""
    check_seats(rules, deal.dealer, deal.hands)
    auction = widow_size(rules) > 0  # a widow instead of an upcard and its kitty
    if auction != (deal.upcard is None):
        raise deal_error(
            ReasonCode.BAD_NOTATION,
            f"a deal of {GAME_TITLES[rules.game]} has {'no upcard' if auction else 'an upcard'}",
            detail="upcard",
            card=None,
        )
    others = [("the upcard", deal.upcard)] if deal.upcard is not None else []
    others += [("the widow" if auction else "the kitty", c) for c in deal.kitty]
    others += [("set aside", c) for c in deal.aside]
    deck, seen = check_places(rules, deal.hands, others)
    if auction and len(deal.kitty) != widow_size(rules):
        raise deal_error(
            ReasonCode.WRONG_WIDOW_SIZE,
            f"the widow must hold 3 cards, not {len(deal.kitty)}",
            expected=widow_size(rules),
            count=len(deal.kitty),
        )
    if len(seen) != len(deck):
        rest = len(deck) - len(seen)
        if not auction:
            expected = len(deal.kitty) + rest
            raise deal_error(
                ReasonCode.WRONG_KITTY_SIZE,
                f"the kitty must hold {expected} cards besides the upcard, not {len(deal.kitty)}",
                expected=expected,
                count=len(deal.kitty),
            )
        raise deal_error(
            ReasonCode.WRONG_KITTY_SIZE,
            f"{rest} cards of the deck are nowhere",
            expected=len(deal.aside) + rest,
            count=len(deal.aside),
        )


def known_solo_deal(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    upcard: Card | None = None,
    kitty: Sequence[Card] | None = None,
) -> SoloDeal:
    """A checked deal. ``kitty`` is the call-ace kitty or the auction widow; left out, it is the rest of the
    deck (for a widow, its first three cards); an auction's other undealt cards are set aside.

    >>> from engine.table.variants import table_rules
    >>> d = known_solo_deal(table_rules("auction", 5), 0, [parse_cards(t) for t in (
    ...     "9C TC JC QC KC", "9D TD JD QD KD", "9H TH JH QH KH", "9S TS JS QS KS", "AC AD AH AS 8C")])
    >>> format_cards(d.kitty), format_cards(d.aside)
    ('7C 7D 8D', '7H 8H 7S 8S')
    """
    hands_t = tuple(tuple(h) for h in hands)
    used = {c for h in hands_t for c in h} | ({upcard} if upcard is not None else set())
    rest = [c for c in new_deck(rules) if c not in used]
    auction = widow_size(rules) > 0
    if kitty is None:
        kitty = rest[: widow_size(rules)] if auction else rest
    aside = tuple(c for c in rest if c not in set(kitty)) if auction else ()
    deal = SoloDeal(dealer, hands_t, upcard, tuple(kitty), aside)
    check_solo_deal(rules, deal)
    return deal


def shuffled_solo_deal(rules: Rules, dealer: int, rng: random.Random) -> SoloDeal:
    """Shuffle this table's deck and deal it in packets of 3 and 2 from the dealer's left."""
    deck = sorted(new_deck(rules), key=lambda _: rng.random())
    n = rules.num_players
    hands = tuple(g(deck) for g in _PACKETS[n][dealer])
    pos = CARDS_EACH * n
    widow = widow_size(rules)
    if widow:
        return SoloDeal(dealer, hands, None, tuple(deck[pos : pos + widow]), tuple(deck[pos + widow :]))
    return SoloDeal(dealer, hands, deck[pos], tuple(deck[pos + 1 :]))


def parse_solo_deal(rules: Rules, text: str) -> SoloDeal:
    """Read a one-line deal at this table (seat codes of ``rules.seating``) and check it.

    >>> from engine.table.variants import table_rules
    >>> d = parse_solo_deal(table_rules("call_ace", 4), "dealer=E up=9H | S: JD AH 9S TC QC | "
    ...     "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD")
    >>> d.dealer, str(d.upcard), len(d.kitty)
    (3, '9H', 3)
    """
    table = rules.seating
    parts = [p.strip() for p in text.split("|")]
    fields: dict[str, str] = {}
    for item in parts[0].split():
        key, sep, value = item.partition("=")
        if not sep or key.lower() not in ("dealer", "up"):
            raise _bad(f"expected dealer= and up=, not {item!r}", text)
        fields[key.lower()] = value
    try:
        dealer = table.parse_seat(fields.get("dealer", ""))
        upcard = parse_card(fields["up"]) if "up" in fields else None
        hands: dict[int, list[Card]] = {}
        kitty: list[Card] | None = None
        for part in parts[1:]:
            label, sep, cards_text = part.partition(":")
            if not sep:
                raise _bad(f"expected SEAT: cards, not {part!r}", text)
            cards = parse_cards(cards_text)
            if label.strip().lower() in ("kitty", "widow"):
                kitty = cards
            else:
                hands[table.parse_seat(label)] = cards
    except CardParseError as e:
        raise _bad(str(e), text) from None
    if sorted(hands) != list(table.seats):
        raise _bad(f"the deal needs the hands of {', '.join(table.codes)}", text)
    return known_solo_deal(rules, dealer, [hands[s] for s in table.seats], upcard, kitty)


def format_solo_deal(rules: Rules, deal: SoloDeal) -> str:
    """The inverse of :func:`parse_solo_deal`."""
    table = rules.seating
    head = f"dealer={table.code(deal.dealer)}" + (f" up={deal.upcard}" if deal.upcard is not None else "")
    parts = [head] + [f"{table.code(s)}: {format_cards(h)}" for s, h in enumerate(deal.hands)]
    parts.append(("widow: " if widow_size(rules) else "kitty: ") + format_cards(deal.kitty))
    return " | ".join(parts)


def _bad(message: str, text: str) -> DealError:
    return deal_error(ReasonCode.BAD_NOTATION, f"{message} in {text!r}", detail=message, card=None)
