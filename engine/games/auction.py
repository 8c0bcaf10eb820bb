"""Auction euchre, five to seven players and a three-card widow (rules.md section 10, seed 001).

Starting on the dealer's left, each player has one turn: pass, or bid more than the highest bid so far,
naming trump: ``bid 3 H`` to ``bid 5 H`` (tricks), ``bid 8 H`` (a lone hand after taking the widow) or
``bid 15 H`` (a lone hand with the cards dealt). The maker takes the widow and discards three (not at
fifteen), then, unless alone, calls an ally by naming a card not in his hand: its holder is the silent
partner, known when the card is played.

Choices the seed leaves open (docs/rules.md, "Engine options of section 10"):
- suits have no order: only the number counts, and a bid must be higher than the highest so far;
- everyone passes: with ``stick_the_dealer`` (default on) the dealer must bid (at least three), else the
  hand is thrown in;
- the ally may be any card of the deck the maker neither holds nor discarded; if nobody holds it (it was
  set aside), the maker plays without an ally and scores his bid as usual;
- scoring: ``auction_points`` and ``auction_euchre`` (see :func:`engine.games.solo.score_solo`).

>>> import random
>>> from engine.table.variants import table_rules
>>> from engine.games.solo import solo_deal
>>> s = solo_deal(table_rules("auction", 5), 4, random.Random(2))
>>> [str(a) for a in s.legal_actions()][:6]
['pass', 'bid 3 C', 'bid 3 D', 'bid 3 H', 'bid 3 S', 'bid 4 C']
"""

from __future__ import annotations

from engine.cards.card import SUITS
from engine.cards.errors import ReasonCode
from engine.games.solo import PartnerFinder, SoloHand, SoloPhase, SoloResult, register_game, with_cards
from engine.games.widow import SoloDeal
from engine.table.actions import BID, BID_VALUES, CALL_ALLY, PASS, Action
from engine.table.rules import Rules, new_deck

DISCARDS = 3  # the maker lays away as many cards as the widow gave him
LONE_BIDS = frozenset({8, 15})


class Auction:
    """The phases of auction euchre that differ from call-ace euchre (see :mod:`engine.games.solo`)."""

    @staticmethod
    def initial(rules: Rules, deal: SoloDeal) -> SoloHand:
        return SoloHand(
            rules=rules,
            deal=deal,
            hands=deal.hands,
            phase=SoloPhase.AUCTION,
            to_move=rules.seating.left_of(deal.dealer),
        )

    @staticmethod
    def legal(state: SoloHand) -> list[Action]:
        seat = state.to_move
        if state.phase is SoloPhase.AUCTION:
            bids = [BID[(n, s)] for n in BID_VALUES if n > state.bid for s in SUITS]
            return bids if _stuck(state, seat) else [PASS, *bids]
        if state.phase is SoloPhase.CALL_ALLY and seat is not None:
            hand, gone = set(state.hands[seat]), set(state.discards)
            return [CALL_ALLY[c] for c in new_deck(state.rules) if c not in hand and c not in gone]
        return []

    @staticmethod
    def apply(state: SoloHand, a: Action) -> SoloHand:
        seat = state.to_move
        assert seat is not None
        if state.phase is SoloPhase.AUCTION:
            if a.kind == "pass":
                if _stuck(state, seat):
                    raise state.illegal(ReasonCode.DEALER_MUST_BID, "stick the dealer: all passed, the dealer bids")
                s = state.spoke(seat, a, turns=state.turns + 1, to_move=state.seating.left_of(seat))
            elif a.kind == "bid" and a.suit is not None:
                if a.bid <= state.bid:
                    raise state.illegal(
                        ReasonCode.BID_TOO_LOW, f"{a}: the bid to beat is {state.bid}", bid=a.bid, highest=state.bid
                    )
                s = state.spoke(
                    seat,
                    a,
                    turns=state.turns + 1,
                    to_move=state.seating.left_of(seat),
                    maker=seat,
                    trump=a.suit,
                    bid=a.bid,
                )
            else:
                raise state.wrong_phase(a)
            return s if s.turns < s.num_players else _award(s)
        if a.kind != "call_ally" or a.card is None:  # SoloPhase.CALL_ALLY
            raise state.wrong_phase(a)
        card = a.card
        if card not in new_deck(state.rules):
            raise state.illegal(ReasonCode.ALLY_NOT_IN_DECK, f"{a}: {card} is not in this deck", card=card.code)
        if card in state.hands[seat]:
            raise state.illegal(ReasonCode.ALLY_IN_OWN_HAND, f"{a}: {card} is in the maker's hand", card=card.code)
        if card in state.discards:
            raise state.illegal(ReasonCode.ALLY_DISCARDED, f"{a}: {card} was discarded", card=card.code)
        holder = next((s for s, h in enumerate(state.hands) if card in h), None)
        return state.spoke(
            seat, a, called_card=card, partner_card=card if holder is not None else None, partner_seat=holder
        ).begin_play()

    @staticmethod
    def after_discard(state: SoloHand) -> SoloHand:
        """Three discards, then the ally's card, or play at once for a lone bid of eight."""
        if len(state.discards) < DISCARDS:
            return state
        if state.alone:
            return state.begin_play()
        return state.evolve(phase=SoloPhase.CALL_ALLY, to_move=state.maker)

    @staticmethod
    def needed(state: SoloHand) -> int:
        """The bid's tricks: all five for the lone bids of eight and fifteen."""
        return min(state.bid, 5)

    @staticmethod
    def partner_finder(state: SoloHand) -> PartnerFinder:
        """The card named, when somebody holds it (a card set aside makes no ally)."""
        called = state.called_card
        return lambda in_play: called if called in in_play else None

    @staticmethod
    def score(state: SoloHand, side: tuple[int, ...], tricks: int) -> SoloResult:
        """A made bid scores its number (``auction_points``); a failed one sets the maker's side back by it
        or scores it for each opponent (``auction_euchre``)."""
        rules, needed, n = state.rules, state.needed, state.num_players
        if tricks >= needed:
            points = tricks if rules.auction_points == "tricks" and state.bid <= 5 else state.bid
            return SoloResult(True, tuple(points if s in side else 0 for s in range(n)), side, tricks, needed)
        if rules.auction_euchre == "set_back":
            return SoloResult(False, tuple(-state.bid if s in side else 0 for s in range(n)), side, tricks, needed)
        return SoloResult(False, tuple(0 if s in side else state.bid for s in range(n)), side, tricks, needed)


def _stuck(state: SoloHand, seat: int | None) -> bool:
    return state.rules.stick_the_dealer and seat == state.dealer and state.bid == 0


def _award(state: SoloHand) -> SoloHand:
    """Every player has spoken: the highest bidder is the maker (or, with no bid at all, the hand is over)."""
    if state.maker is None:
        return state.evolve(phase=SoloPhase.OVER, to_move=None)
    maker, alone = state.maker, state.bid in LONE_BIDS
    if state.bid == 15:  # a lone hand with the cards dealt: the widow stays out
        return state.begin_play(alone=True)
    hands = with_cards(state.hands, maker, state.deal.kitty)
    return state.evolve(hands=hands, alone=alone, phase=SoloPhase.WIDOW_DISCARD, to_move=maker)


register_game("auction", Auction)
