"""Call-ace euchre, four to six players (rules.md section 10, seed 001): bidding as in the basic game, every
player for himself; before play the maker calls a suit, and whoever holds that suit's best card in play is
his silent partner. He may go alone instead, and may turn out to be his own partner.

Choices the seed leaves open (docs/rules.md, "Engine options of section 10"):
- any suit may be called, trump too; a suit's best card is by this hand's ranking (the left bower is a trump);
- ``call_ace_undealt``: when the suit's highest card is in nobody's hand, ``highest_in_play`` (default, the
  seed's own words) makes the holder of the best card that is in play the partner; ``no_partner`` leaves the
  maker without one (not a lone hand: no lone bonus);
- the dealer always takes the upcard when it is ordered up (nobody sits out at this table).

>>> from engine.table.variants import table_rules
>>> from engine.games.widow import parse_solo_deal
>>> from engine.games.solo import start_solo_hand
>>> rules = table_rules("call_ace", 4)
>>> s = start_solo_hand(rules, parse_solo_deal(rules, "dealer=E up=9H | S: JD AH 9S TC QC | "
...     "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"))
>>> [str(a) for a in s.legal_actions()]
['pass', 'order up', 'order up alone']
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from engine.cards.card import SUITS, Card
from engine.cards.errors import Refusal
from engine.games.solo import PartnerFinder, SoloHand, SoloPhase, SoloResult, register_game, with_cards
from engine.games.upcard_bidding import (
    PASSED,
    THROWN_IN,
    TURNED_DOWN,
    Bid,
    UpcardTable,
    dealer_names_bid,
    dealer_names_bids,
    round_one_bid,
    round_one_bids,
    round_two_bid,
    round_two_bids,
)
from engine.games.widow import SoloDeal
from engine.table.actions import CALL_SUIT, Action
from engine.table.rules import Rules, new_deck
from engine.table.scoring import score_hand
from engine.table.tricks import suit_ranking


def partner_card(rules: Rules, hands: Iterable[Iterable[Card]], suit: str, trump: str) -> Card | None:
    """The card that makes the partner: the called suit's highest card in somebody's hand (``None`` when
    nobody holds one, or, under ``call_ace_undealt: no_partner``, when its highest card is not in play).

    >>> from engine.cards.card import parse_cards
    >>> hands = (tuple(parse_cards("KS 9D")), tuple(parse_cards("QS JC")))
    >>> partner_card(Rules(game="call_ace"), hands, "S", "H"), partner_card(Rules(game="call_ace"), hands, "S", "S")
    (Card('KS'), Card('JC'))
    >>> partner_card(Rules(game="call_ace", call_ace_undealt="no_partner"), hands, "S", "H") is None
    True
    """
    return _best_in_play(rules, {c for h in hands for c in h}, _ranking(rules, suit, trump))


def _best_in_play(rules: Rules, in_play: Collection[Card], ranking: tuple[Card, ...]) -> Card | None:
    held = [c for c in ranking if c in in_play]
    if not held or (rules.call_ace_undealt == "no_partner" and held[0] != ranking[0]):
        return None
    return held[0]


def _ranking(rules: Rules, suit: str, trump: str) -> tuple[Card, ...]:
    """The called suit's cards from the best down."""
    return tuple(suit_ranking(suit, trump, new_deck(rules)))


class CallAce:
    """The phases of call-ace euchre that differ from auction euchre (see :mod:`engine.games.solo`)."""

    @staticmethod
    def initial(rules: Rules, deal: SoloDeal) -> SoloHand:
        assert deal.upcard is not None
        turned_joker = deal.upcard.is_best_bower
        return SoloHand(
            rules=rules,
            deal=deal,
            hands=deal.hands,
            phase=SoloPhase.DEALER_NAMES_TRUMP if turned_joker else SoloPhase.BID_UPCARD,
            to_move=deal.dealer if turned_joker else rules.seating.left_of(deal.dealer),
        )

    @staticmethod
    def legal(state: SoloHand) -> list[Action]:
        phase, seat = state.phase, state.to_move
        assert seat is not None
        if phase is SoloPhase.BID_UPCARD:
            return round_one_bids(_bidding(state.rules), seat, None)
        if phase is SoloPhase.CALL_TRUMP:
            return round_two_bids(_bidding(state.rules), seat, state.dealer, state.turned_down)
        if phase is SoloPhase.DEALER_NAMES_TRUMP:
            return dealer_names_bids(_bidding(state.rules))
        if phase is SoloPhase.CALL_ACE:
            return [CALL_SUIT[s] for s in SUITS]
        return []

    @staticmethod
    def apply(state: SoloHand, a: Action) -> SoloHand:
        phase, seat, upcard = state.phase, state.to_move, state.deal.upcard
        assert seat is not None and upcard is not None
        # The bidding is the partnership game's (engine.games.upcard_bidding); the call is this game's own.
        if phase is SoloPhase.BID_UPCARD:
            return _after_bid(state, seat, a, round_one_bid(_bidding(state.rules), seat, state.turns, a, upcard, None))
        if phase is SoloPhase.CALL_TRUMP:
            return _after_bid(
                state,
                seat,
                a,
                round_two_bid(_bidding(state.rules), seat, state.dealer, state.turns, a, upcard, state.turned_down),
            )
        if phase is SoloPhase.DEALER_NAMES_TRUMP:
            return _after_bid(state, seat, a, dealer_names_bid(_bidding(state.rules), a))
        if a.kind != "call_suit" or a.suit is None:  # SoloPhase.CALL_ACE
            raise state.wrong_phase(a)
        assert state.trump is not None
        card = partner_card(state.rules, state.hands, a.suit, state.trump)
        holder = next((s for s, h in enumerate(state.hands) if card in h), None) if card is not None else None
        return state.spoke(seat, a, called_suit=a.suit, partner_card=card, partner_seat=holder).begin_play()

    @staticmethod
    def after_discard(state: SoloHand) -> SoloHand:
        """The dealer has discarded: the maker calls a suit, or play begins when he went alone."""
        if state.alone:
            return state.begin_play()
        return state.evolve(phase=SoloPhase.CALL_ACE, to_move=state.maker)

    @staticmethod
    def needed(state: SoloHand) -> int:
        """Three tricks, as in the partnership game."""
        return 3

    @staticmethod
    def partner_finder(state: SoloHand) -> PartnerFinder:
        suit, trump = state.called_suit, state.trump
        if suit is None or trump is None:
            return lambda in_play: None
        ranking = _ranking(state.rules, suit, trump)
        return lambda in_play: _best_in_play(state.rules, in_play, ranking)

    @staticmethod
    def score(state: SoloHand, side: tuple[int, ...], tricks: int) -> SoloResult:
        """The scoring table of section 6 for the maker's side, each member scoring the side's points; a
        euchre scores for each defender."""
        rules, needed, n = state.rules, state.needed, state.num_players
        who, points = score_hand(rules, tricks, state.alone, False)
        gain = tuple(points if (s in side) == (who == "makers") else 0 for s in range(n))
        return SoloResult(tricks >= needed, gain, side, tricks, needed)


_last_bidding: list[tuple[Rules, UpcardTable]] = []  # the last table's: the next bid is almost always at it


def _bidding(rules: Rules) -> UpcardTable:
    """The upcard bidding at this table: anyone may go alone (he plays without calling), nobody must."""
    for last in _last_bidding:  # read once: another thread may replace it meanwhile
        if last[0] is rules:
            return last[1]
    table = UpcardTable(rules.num_players, True, rules.stick_the_dealer)
    _last_bidding[:] = [(rules, table)]
    return table


def _after_bid(state: SoloHand, seat: int, a: Action, bid: Bid | Refusal) -> SoloHand:
    if bid is PASSED:  # the commonest bid first
        return state.spoke(seat, a, turns=state.turns + 1, to_move=state.seating.left_of(seat))
    if isinstance(bid, Refusal):
        raise state.refuse(bid)
    if bid.trump is not None:
        return _fix_trump(state, seat, a, bid.trump, bid.pick_up)
    if bid is THROWN_IN:
        return state.spoke(seat, a, phase=SoloPhase.OVER, to_move=None)
    assert bid is TURNED_DOWN and state.deal.upcard is not None
    return state.spoke(
        seat,
        a,
        phase=SoloPhase.CALL_TRUMP,
        turns=0,
        turned_down=state.deal.upcard.suit,
        to_move=state.seating.left_of(state.dealer),
    )


def _fix_trump(state: SoloHand, seat: int, a: Action, trump: str, pick_up: bool) -> SoloHand:
    s = state.spoke(seat, a, trump=trump, maker=seat, alone=a.alone, turns=0)
    if pick_up:
        assert state.deal.upcard is not None
        hands = with_cards(s.hands, state.dealer, (state.deal.upcard,))
        return s.evolve(hands=hands, phase=SoloPhase.DISCARD, to_move=state.dealer)
    if a.alone:
        return s.begin_play()
    return s.evolve(phase=SoloPhase.CALL_ACE, to_move=seat)


register_game("call_ace", CallAce)
