"""One hand of euchre as an immutable state machine: bidding, the dealer's discard, defending alone,
and the five tricks. One legal/apply pair per phase, dispatched from one place (OpenSpiel's shape).

Seats are numbers clockwise: 0 South, 1 West, 2 North, 3 East (three players: 0, 1, 2). The player on
the dealer's left is ``dealer + 1``. With four players, partners are ``s`` and ``s + 2``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from operator import itemgetter
from typing import Any, NamedTuple

from engine.actions import (
    CALL,
    DEFEND_ALONE,
    DISCARD,
    ORDER_UP,
    ORDER_UP_ALONE,
    PASS,
    PLAY,
    Action,
    parse_action,
)
from engine.cards import ALL_CARDS, SUITS, Card, format_cards
from engine.errors import DealError, IllegalActionError, Reason
from engine.rules import Rules, new_deck
from engine.scoring import Side, score_hand
from engine.tricks import EFFECTIVE_SUIT, card_role, trick_winner

SEAT_NAMES = ("South", "West", "North", "East")
_PLAY_BY_ID = [PLAY[c] for c in ALL_CARDS]  # list indexing beats hashing on the hot path
SEAT_LETTERS = ("S", "W", "N", "E")


class Phase(StrEnum):
    BID_UPCARD = "bid_upcard"  # round 1: pass or order up the upcard
    CALL_TRUMP = "call_trump"  # round 2: pass or name another suit
    DEALER_NAMES_TRUMP = "dealer_names_trump"  # the best bower was turned up
    DISCARD = "discard"  # the dealer has six cards
    DEFEND_ALONE = "defend_alone"  # defenders may choose to play alone
    PLAY = "play"
    OVER = "over"


class Trick(NamedTuple):
    """A completed trick: ``seats[i]`` played ``cards[i]``; ``winner`` is a seat."""

    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    winner: int


_PLAY = Phase.PLAY


class Deal(NamedTuple):
    """A known deal: who dealt, each seat's five cards, the upcard and the rest of the kitty."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card
    kitty: tuple[Card, ...]


def _illegal(state: HandState, code: str, message: str, **params: Any) -> IllegalActionError:
    seat = state._to_move
    who = SEAT_NAMES[seat] if seat is not None else "nobody"
    hand = format_cards(state._hands[seat]) if seat is not None else ""
    return IllegalActionError(Reason(code, params), f"{message} ({who} to move, hand {hand})")


class HandState:
    """An immutable snapshot of one hand. :meth:`apply` returns a new state and never changes this one.

    >>> from engine.notation import hand_from_notation
    >>> s = hand_from_notation(Rules(),
    ...     "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
    ...     "E: AC KC 9C AD KD | kitty: QD TD 9D")
    >>> s.phase.value, s.to_move
    ('bid_upcard', 0)
    >>> s = s.apply("order up").apply("discard 9C")
    >>> s.trump, s.maker, s.to_move
    ('H', 0, 0)
    >>> [str(a) for a in s.legal_actions()]
    ['play JD', 'play AH', 'play 9S', 'play TC', 'play QC']
    """

    __slots__ = (
        "_active",
        "_bids",
        "_deal",
        "_dealer",
        "_discarded",
        "_hands",
        "_history",
        "_lone_defender",
        "_loner",
        "_maker",
        "_next_seat",
        "_phase",
        "_rules",
        "_sitting_out",
        "_to_move",
        "_trick_cards",
        "_trick_leader",
        "_trick_seats",
        "_tricks",
        "_trump",
        "_turned_down",
        "_won",
    )

    _rules: Rules
    _deal: Deal
    _dealer: int
    _phase: Phase
    _to_move: int | None
    _hands: tuple[tuple[Card, ...], ...]
    _trump: str | None
    _maker: int | None
    _loner: int | None
    _lone_defender: int | None
    _sitting_out: frozenset[int]
    _tricks: tuple[Trick, ...]
    _trick_cards: tuple[Card, ...]
    _trick_seats: tuple[int, ...]
    _trick_leader: int | None
    _history: tuple[tuple[int, Action], ...]
    _turned_down: str | None
    _bids: int
    _discarded: Card | None
    _won: tuple[int, ...]
    _next_seat: tuple[int, ...]  # the next seat to the left that is still playing
    _active: int  # how many seats play this hand

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def _initial(cls, rules: Rules, deal: Deal) -> HandState:
        s = object.__new__(cls)
        n = rules.num_players
        s._rules = rules
        s._deal = deal
        s._dealer = deal.dealer
        s._hands = deal.hands
        s._trump = None
        s._maker = None
        s._loner = None
        s._lone_defender = None
        s._sitting_out = frozenset()
        s._tricks = ()
        s._trick_cards = ()
        s._trick_seats = ()
        s._trick_leader = None
        s._history = ()
        s._turned_down = None
        s._bids = 0
        s._discarded = None
        s._won = (0,) * n
        s._next_seat = tuple((i + 1) % n for i in range(n))
        s._active = n
        if deal.upcard.is_best_bower:
            s._phase, s._to_move = Phase.DEALER_NAMES_TRUMP, deal.dealer
        else:
            s._phase, s._to_move = Phase.BID_UPCARD, (deal.dealer + 1) % n
        return s

    def _copy(self) -> HandState:
        # Spelled out rather than looped over __slots__: this is the hottest line of random play.
        s = object.__new__(HandState)
        s._bids = self._bids
        s._dealer = self._dealer
        s._deal = self._deal
        s._discarded = self._discarded
        s._hands = self._hands
        s._history = self._history
        s._lone_defender = self._lone_defender
        s._loner = self._loner
        s._maker = self._maker
        s._phase = self._phase
        s._rules = self._rules
        s._sitting_out = self._sitting_out
        s._to_move = self._to_move
        s._trick_cards = self._trick_cards
        s._trick_leader = self._trick_leader
        s._trick_seats = self._trick_seats
        s._tricks = self._tricks
        s._trump = self._trump
        s._turned_down = self._turned_down
        s._won = self._won
        s._next_seat = self._next_seat
        s._active = self._active
        return s

    # --- public read-only view ------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def deal(self) -> Deal:
        """The deal this hand started from."""
        return self._deal

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_move(self) -> int | None:
        """The seat to act, or ``None`` once the hand is over or thrown in."""
        return self._to_move

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def num_players(self) -> int:
        return self._rules.num_players

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self._hands

    @property
    def upcard(self) -> Card:
        return self._deal.upcard

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The undealt cards other than the upcard."""
        return self._deal.kitty

    @property
    def trump(self) -> str | None:
        return self._trump

    @property
    def maker(self) -> int | None:
        """The seat that fixed trump."""
        return self._maker

    @property
    def loner(self) -> int | None:
        """The maker, when the maker went alone."""
        return self._loner

    @property
    def lone_defender(self) -> int | None:
        return self._lone_defender

    @property
    def sitting_out(self) -> frozenset[int]:
        """Seats whose partner plays alone: their cards stay face down."""
        return self._sitting_out

    @property
    def turned_down(self) -> str | None:
        """The upcard's suit once everyone passed it (it may not be named in round 2)."""
        return self._turned_down

    @property
    def discarded(self) -> Card | None:
        return self._discarded

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return self._tricks

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards played to the trick in progress, in order."""
        return self._trick_cards

    @property
    def current_trick_seats(self) -> tuple[int, ...]:
        return self._trick_seats

    @property
    def leader(self) -> int | None:
        """Who led (or will lead) the trick in progress."""
        return self._trick_leader

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far as ``(seat, action)``."""
        return self._history

    @property
    def thrown_in(self) -> bool:
        """Everyone passed twice without stick the dealer: nobody scores, the deal passes left."""
        return self._phase is Phase.OVER and self._trump is None

    @property
    def is_over(self) -> bool:
        return self._phase is Phase.OVER

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self._rules.has_partners else None

    def team(self, seat: int) -> int:
        """0 for South/North, 1 for West/East; in cutthroat every seat is its own side."""
        return seat % 2 if self._rules.has_partners else seat

    def is_maker_side(self, seat: int) -> bool:
        return self._maker is not None and self.team(seat) == self.team(self._maker)

    def tricks_won(self, seat: int) -> int:
        return self._won[seat]

    @property
    def maker_tricks(self) -> int:
        if self._maker is None:
            return 0
        return sum(w for seat, w in enumerate(self._won) if self.is_maker_side(seat))

    def result(self) -> tuple[Side, int] | None:
        """``(side, points)`` once the hand is played out; ``None`` before, or when thrown in.

        In cutthroat, "defenders" means each of the maker's two opponents scores the points.
        """
        if self._phase is not Phase.OVER or self._maker is None:
            return None
        return score_hand(self._rules, self.maker_tricks, self._loner is not None,
                          self._lone_defender is not None)

    def __repr__(self) -> str:
        return f"<HandState {self._phase.value} to_move={self._to_move} trump={self._trump}>"

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take, in a stable order."""
        phase, seat = self._phase, self._to_move
        if phase is _PLAY:  # the hot path of every search and simulation
            hand = self._hands[seat]  # type: ignore[index]
            trick = self._trick_cards
            if trick:
                eff = EFFECTIVE_SUIT[self._trump]  # type: ignore[index]
                led = eff[trick[0].id]
                follow = [_PLAY_BY_ID[c.id] for c in hand if eff[c.id] == led]
                if follow:
                    return follow
            return [_PLAY_BY_ID[c.id] for c in hand]
        if seat is None:
            return []
        partners = self._rules.has_partners
        if phase is Phase.BID_UPCARD:
            actions = [PASS]
            if not self._canadian_seat(seat):
                actions.append(ORDER_UP)
            if partners:
                actions.append(ORDER_UP_ALONE)
            return actions
        if phase is Phase.CALL_TRUMP:
            actions = [] if self._dealer_stuck(seat) else [PASS]
            for suit in SUITS:
                if suit != self._turned_down:
                    actions.append(CALL[(suit, False)])
                    if partners:
                        actions.append(CALL[(suit, True)])
            return actions
        if phase is Phase.DEALER_NAMES_TRUMP:
            return [CALL[(s, a)] for s in SUITS for a in ((False, True) if partners else (False,))]
        if phase is Phase.DISCARD:
            return [DISCARD[c] for c in self._hands[seat]]
        if phase is Phase.DEFEND_ALONE:
            return [PASS, DEFEND_ALONE]
        return []

    def is_legal(self, action: Action | str) -> bool:
        try:
            self.apply(action)
        except IllegalActionError:
            return False
        return True

    def _canadian_seat(self, seat: int) -> bool:
        """Canadian loner: the dealer's partner may order up only by going alone."""
        return self._rules.canadian and seat == (self._dealer + 2) % 4

    def _dealer_stuck(self, seat: int) -> bool:
        return self._rules.stick_the_dealer and seat == self._dealer

    # --- apply ----------------------------------------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> HandState:
        """The state after ``action`` by the seat to move (or by ``seat``, which must be that seat).

        Raises :class:`IllegalActionError` with a reason code, leaving this state untouched.
        """
        a = action if action.__class__ is Action else parse_action(action)
        phase = self._phase
        if phase is _PLAY and seat is None:
            return self._apply_play(a)
        if phase is Phase.OVER:
            raise _illegal(self, "hand_over", f"the hand is over: cannot {a}")
        if seat is not None and seat != self._to_move:
            raise _illegal(self, "not_your_turn", f"{SEAT_NAMES[seat]} tried {a} out of turn",
                           seat=seat, to_move=self._to_move)
        if phase is _PLAY:
            return self._apply_play(a)
        if phase is Phase.BID_UPCARD:
            return self._apply_bid_upcard(a)
        if phase is Phase.CALL_TRUMP:
            return self._apply_call_trump(a)
        if phase is Phase.DEALER_NAMES_TRUMP:
            return self._apply_dealer_names(a)
        if phase is Phase.DISCARD:
            return self._apply_discard(a)
        return self._apply_defend_alone(a)

    def _wrong_phase(self, a: Action) -> IllegalActionError:
        if self._phase is Phase.DISCARD and a.kind == "play":
            return _illegal(self, "must_discard_first", f"{a}: the dealer must discard first")
        return _illegal(self, "wrong_phase", f"{a} is not possible now ({self._phase.value})",
                        phase=self._phase.value, action=str(a))

    def _next_active(self, seat: int) -> int:
        return self._next_seat[seat]

    def _set_sitting_out(self, seats: frozenset[int]) -> None:
        """Only on a fresh copy: who sits out, and the seating order that skips them."""
        n = self._rules.num_players
        nxt = []
        for seat in range(n):
            after = (seat + 1) % n
            while after in seats:
                after = (after + 1) % n
            nxt.append(after)
        self._sitting_out, self._next_seat, self._active = seats, tuple(nxt), n - len(seats)

    def _record(self, s: HandState, seat: int, a: Action) -> None:
        s._history = self._history + ((seat, a),)

    def _apply_bid_upcard(self, a: Action) -> HandState:
        seat = self._to_move
        assert seat is not None
        if a.kind == "pass":
            s = self._copy()
            self._record(s, seat, a)
            n = self._rules.num_players
            if self._bids + 1 == n:
                s._phase, s._bids, s._turned_down = Phase.CALL_TRUMP, 0, self._deal.upcard.suit
            else:
                s._bids = self._bids + 1
            s._to_move = (seat + 1) % n
            return s
        if a.kind != "order_up":
            raise self._refuse_bid(a)
        if a.alone and not self._rules.has_partners:
            raise _illegal(self, "no_partner", "nobody can go alone in cutthroat: there are no partners")
        if self._canadian_seat(seat) and not a.alone:
            raise _illegal(self, "must_go_alone",
                           "Canadian loner: the dealer's partner may order up only by going alone")
        return self._fix_trump(seat, a, self._deal.upcard.suit, a.alone, pick_up=True)

    def _refuse_bid(self, a: Action) -> IllegalActionError:
        if a.kind == "call" and self._phase is Phase.BID_UPCARD:
            if a.suit == self._deal.upcard.suit:
                return _illegal(self, "wrong_phase", "in round 1 the upcard's suit is ordered up, not called",
                                phase=self._phase.value, action=str(a))
            return _illegal(self, "suit_only_in_round_two",
                           f"{a}: in round 1 you may only order up {self._deal.upcard} or pass",
                           upcard=self._deal.upcard.code)
        return self._wrong_phase(a)

    def _apply_call_trump(self, a: Action) -> HandState:
        seat = self._to_move
        assert seat is not None
        n = self._rules.num_players
        if a.kind == "pass":
            if self._dealer_stuck(seat):
                raise _illegal(self, "dealer_must_call", "stick the dealer: the dealer must name trump")
            s = self._copy()
            self._record(s, seat, a)
            if self._bids + 1 == n:  # everyone passed twice: thrown in
                s._phase, s._to_move = Phase.OVER, None
            else:
                s._bids, s._to_move = self._bids + 1, (seat + 1) % n
            return s
        if a.kind != "call":
            raise self._wrong_phase(a)
        assert a.suit is not None
        if a.suit == self._turned_down:
            raise _illegal(self, "cannot_call_turned_down_suit",
                           f"{a}: {a.suit} was turned down and cannot be trump this hand", suit=a.suit)
        if a.alone and not self._rules.has_partners:
            raise _illegal(self, "no_partner", "nobody can go alone in cutthroat: there are no partners")
        return self._fix_trump(seat, a, a.suit, a.alone, pick_up=False)

    def _apply_dealer_names(self, a: Action) -> HandState:
        if a.kind == "pass":
            raise _illegal(self, "dealer_must_call",
                           "the best bower was turned up: the dealer must name trump")
        if a.kind != "call":
            raise self._wrong_phase(a)
        assert a.suit is not None
        if a.alone and not self._rules.has_partners:
            raise _illegal(self, "no_partner", "nobody can go alone in cutthroat: there are no partners")
        return self._fix_trump(self._dealer, a, a.suit, a.alone, pick_up=True)

    def _fix_trump(self, seat: int, a: Action, trump: str, alone: bool, pick_up: bool) -> HandState:
        s = self._copy()
        self._record(s, seat, a)
        s._trump, s._maker, s._bids = trump, seat, 0
        if alone:
            s._loner = seat
            s._set_sitting_out(frozenset({(seat + 2) % 4}))
        # The dealer takes the upcard, unless his partner went alone and he sits out.
        if pick_up and self._dealer not in s._sitting_out:
            hands = list(s._hands)
            hands[self._dealer] = hands[self._dealer] + (self._deal.upcard,)
            s._hands = tuple(hands)
            s._phase, s._to_move = Phase.DISCARD, self._dealer
            return s
        s._begin_defence_or_play()
        return s

    def _apply_discard(self, a: Action) -> HandState:
        if a.kind != "discard":
            raise self._wrong_phase(a)
        seat = self._to_move
        assert seat is not None and a.card is not None
        hand = self._hands[seat]
        if a.card not in hand:
            raise _illegal(self, "not_in_hand", f"{a}: {a.card} is not in the hand", card=a.card.code)
        s = self._copy()
        self._record(s, seat, a)
        hands = list(s._hands)
        hands[seat] = tuple(c for c in hand if c is not a.card)
        s._hands = tuple(hands)
        s._discarded = a.card
        s._begin_defence_or_play()
        return s

    def _defence_allowed(self) -> bool:
        r = self._rules
        if not r.has_partners or r.defend_alone == "never":
            return False
        return r.defend_alone == "always" or self._loner is not None

    def _defenders_in_order(self) -> list[int]:
        return [(self._dealer + i) % 4 for i in range(1, 5) if not self.is_maker_side((self._dealer + i) % 4)]

    def _begin_defence_or_play(self) -> None:
        """Called on a fresh copy once trump is fixed and the dealer holds five cards."""
        if self._defence_allowed():
            self._phase, self._to_move, self._bids = Phase.DEFEND_ALONE, self._defenders_in_order()[0], 0
        else:
            self._begin_play()

    def _begin_play(self) -> None:
        r = self._rules
        start = self._dealer
        if r.loner_lead == "left_of_loner" and self._loner is not None:
            start = self._loner
        leader = self._next_active(start)
        self._phase, self._to_move, self._trick_leader = Phase.PLAY, leader, leader

    def _apply_defend_alone(self, a: Action) -> HandState:
        if a.kind not in ("pass", "defend_alone"):
            raise self._wrong_phase(a)
        seat = self._to_move
        assert seat is not None
        s = self._copy()
        self._record(s, seat, a)
        if a.kind == "defend_alone":
            s._lone_defender = seat
            s._set_sitting_out(self._sitting_out | {(seat + 2) % 4})
            s._begin_play()
        elif self._bids == 0:
            s._bids, s._to_move = 1, self._defenders_in_order()[1]
        else:
            s._begin_play()
        return s

    def _apply_play(self, a: Action) -> HandState:
        seat = self._to_move
        trump = self._trump
        assert seat is not None and trump is not None
        if a.kind != "play":
            raise self._wrong_phase(a)
        card = a.card
        assert card is not None
        hand = self._hands[seat]
        if card not in hand:
            raise _illegal(self, "not_in_hand", f"illegal play {card} by {SEAT_NAMES[seat]}: not in the hand",
                           card=card.code)
        trick = self._trick_cards
        if trick:
            eff = EFFECTIVE_SUIT[trump]
            led = eff[trick[0].id]
            if eff[card.id] != led:
                for c in hand:
                    if eff[c.id] == led:
                        raise self._must_follow(card, trick[0], trump)
        s = self._copy()
        s._history = self._history + ((seat, a),)
        i = hand.index(card)
        hands = list(self._hands)
        hands[seat] = hand[:i] + hand[i + 1:]
        s._hands = tuple(hands)
        cards = trick + (card,)
        seats = self._trick_seats + (seat,)
        if len(cards) < self._active:
            s._trick_cards, s._trick_seats, s._to_move = cards, seats, self._next_seat[seat]
            return s
        winner = seats[trick_winner(cards, trump)]
        tricks = self._tricks + (Trick(seats[0], cards, seats, winner),)
        s._tricks = tricks
        won = list(self._won)
        won[winner] += 1
        s._won = tuple(won)
        s._trick_cards = s._trick_seats = ()
        if len(tricks) == 5:
            s._phase, s._to_move, s._trick_leader = Phase.OVER, None, None
        else:
            s._to_move = s._trick_leader = winner
        return s

    def _must_follow(self, card: Card, led_card: Card, trump: str) -> IllegalActionError:
        eff = EFFECTIVE_SUIT[trump]
        led, role = eff[led_card.id], card_role(led_card, trump)
        return _illegal(
            self, "must_follow_suit",
            f"illegal play {card} by {SEAT_NAMES[self._to_move or 0]}: must follow {led}",
            card=card.code, card_suit=eff[card.id], card_role=card_role(card, trump),
            led_suit=led, led_card=led_card.code, led_role=role,
            led_is_bower=role in ("best_bower", "right_bower", "left_bower"),
            led_is_joker=led_card.is_best_bower,
        )


def _check_deal(rules: Rules, deal: Deal) -> None:
    n = rules.num_players

    def fail(code: str, message: str, **params: Any) -> DealError:
        return DealError(Reason(code, params), message)

    if not 0 <= deal.dealer < n:
        raise fail("bad_dealer", f"dealer must be a seat from 0 to {n - 1}, not {deal.dealer}",
                   dealer=deal.dealer)
    if len(deal.hands) != n:
        raise fail("wrong_player_count", f"{n} players need {n} hands, not {len(deal.hands)}",
                   expected=n, count=len(deal.hands))
    for seat, hand in enumerate(deal.hands):
        if len(hand) != 5:
            raise fail("wrong_hand_size", f"{SEAT_NAMES[seat]} has {len(hand)} cards, not 5",
                       seat=seat, count=len(hand))
    deck = set(new_deck(rules))
    seen: dict[Card, str] = {}
    places = [(SEAT_NAMES[s], c) for s, h in enumerate(deal.hands) for c in h]
    places += [("the upcard", deal.upcard)] + [("the kitty", c) for c in deal.kitty]
    for place, card in places:
        if card not in deck:
            raise fail("card_not_in_deck", f"{card} ({place}) is not in this deck of {len(deck)} cards",
                       card=card.code, place=place)
        if card in seen:
            raise fail("duplicate_card", f"{card} is dealt twice: to {seen[card]} and to {place}",
                       card=card.code, first=seen[card], second=place)
        seen[card] = place
    expected = rules.kitty_size - 1
    if len(deal.kitty) != expected:
        raise fail("wrong_kitty_size", f"the kitty must hold {expected} cards besides the upcard, "
                   f"not {len(deal.kitty)}", expected=expected, count=len(deal.kitty))


def start_hand(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    upcard: Card,
    kitty: Sequence[Card] | None = None,
) -> HandState:
    """A hand from a known deal (``hands`` indexed by seat). With ``kitty=None`` the kitty is whatever
    is left of the deck. Raises :class:`DealError` if the deal is impossible under ``rules``.
    """
    hands_t = tuple(tuple(h) for h in hands)
    if kitty is None:
        used = {c for h in hands_t for c in h} | {upcard}
        kitty = [c for c in new_deck(rules) if c not in used]
    deal_ = Deal(dealer, hands_t, upcard, tuple(kitty))
    _check_deal(rules, deal_)
    return HandState._initial(rules, deal_)


def deal(rules: Rules, dealer: int, rng: random.Random) -> HandState:
    """A shuffled deal, handed out in packets of 3 then 2 (then 2 then 3) from the dealer's left.

    >>> s = deal(Rules(), dealer=3, rng=random.Random(7))
    >>> [len(h) for h in s.hands], len(s.kitty), s.to_move
    ([5, 5, 5, 5], 3, 0)
    """
    n = rules.num_players
    # Sorting by random keys is a uniform shuffle, and three times cheaper than rng.shuffle in CPython.
    deck = sorted(new_deck(rules), key=lambda _: rng.random())
    pick = _PACKETS[n][dealer]
    hands = tuple(g(deck) for g in pick)
    pos = 5 * n
    return HandState._initial(rules, Deal(dealer, hands, deck[pos], tuple(deck[pos + 1:])))


def _packet_getters(n: int, dealer: int) -> tuple[itemgetter[Any], ...]:
    """For each seat, which positions of the shuffled deck it receives: packets of 3 then 2, then 2 then 3,
    starting on the dealer's left (the real order of dealing, kept for faithfulness)."""
    positions: list[list[int]] = [[] for _ in range(n)]
    pos = 0
    for round_ in (0, 1):
        for i in range(n):
            size = 3 if (i + round_) % 2 == 0 else 2
            positions[(dealer + 1 + i) % n].extend(range(pos, pos + size))
            pos += size
    return tuple(itemgetter(*p) for p in positions)


_PACKETS = {n: tuple(_packet_getters(n, d) for d in range(n)) for n in (3, 4)}
