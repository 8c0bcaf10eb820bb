"""One hand of euchre as an immutable state machine: bidding, the dealer's discard, defending alone,
and the five tricks. One legal/apply pair per phase, dispatched from one place (OpenSpiel's shape).

Seats are numbers clockwise: 0 South, 1 West, 2 North, 3 East (three players: 0, 1, 2). Who sits on whose
left, who partners whom and which side a seat scores for is the table's :class:`~engine.seating.Seating`.

Inside, hands are bit masks (``Card.bit``) and the trick keeps its winner as it goes, so that copying a
state and playing a card stay cheap for simulations and a future solver; the public view is plain cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.actions import CALL, DEFEND_ALONE, DISCARD, ORDER_UP, ORDER_UP_ALONE, PASS, PLAY, Action, parse_action
from engine.alone import Alone, OpeningLead, canadian_seat, defending_alone, opening_lead, sitting_out
from engine.cards import ALL_CARDS, SUITS, Card, format_cards
from engine.dealing import SEAT_LETTERS, SEAT_NAMES, Deal, known_deal, shuffled_deal
from engine.errors import CardParseError, IllegalActionError, ReasonCode, reason
from engine.rules import Rules
from engine.scoring import Side, score_hand
from engine.seating import Seating
from engine.tricks import EFFECTIVE_SUIT, SUIT_MASK, WIN_KEY, card_role, left_bower

if TYPE_CHECKING:
    from engine.observation import Observation

__all__ = ["SEAT_LETTERS", "SEAT_NAMES", "Deal", "HandState", "Phase", "Trick", "deal", "start_hand"]


class Phase(StrEnum):
    BID_UPCARD = "bid_upcard"  # round 1: pass or order up the upcard
    CALL_TRUMP = "call_trump"  # round 2: pass or name another suit
    DEALER_NAMES_TRUMP = "dealer_names_trump"  # the best bower was turned up
    DISCARD = "discard"  # the dealer has six cards
    DEFEND_ALONE = "defend_alone"  # defenders may choose to play alone
    PLAY = "play"
    OVER = "over"


_PLAY = Phase.PLAY
_OVER = Phase.OVER


class Trick(NamedTuple):
    """A completed trick: ``seats[i]`` played ``cards[i]``; ``winner`` is a seat."""

    leader: int
    cards: tuple[Card, ...]
    seats: tuple[int, ...]
    winner: int


# Round two: every call but the turned-down suit's, by (turned-down suit, whether partners may go alone).
_ROUND_TWO_CALLS: dict[tuple[str | None, bool], tuple[Action, ...]] = {
    (down, partners): tuple(CALL[(suit, alone)] for suit in SUITS if suit != down
                            for alone in ((False, True) if partners else (False,)))
    for down in (*SUITS, None) for partners in (False, True)
}

# The play actions for a bit mask of cards, built once per mask: legal_actions is the hottest call.
_PLAYS: dict[int, tuple[Action, ...]] = {}
_PLAY_BY_BIT = {c.bit: PLAY[c] for c in ALL_CARDS}


def _hand_mask(hand: tuple[Card, ...]) -> int:
    return sum([c.bit for c in hand])


def _plays(mask: int) -> tuple[Action, ...]:
    actions = _PLAYS.get(mask)
    if actions is None:
        if len(_PLAYS) > 100_000:  # bounded: a long-running server must not grow without limit
            _PLAYS.clear()
        bits = []
        m = mask
        while m:
            low = m & -m
            bits.append(_PLAY_BY_BIT[low])
            m ^= low
        actions = _PLAYS[mask] = tuple(bits)
    return actions


class _Setup:
    """What stays fixed once trump is made; shared by every later state of the hand."""

    __slots__ = (
        "active",
        "canadian",
        "deal",
        "discarded",
        "lone_defender",
        "loner",
        "maker",
        "n",
        "next_seat",
        "partners",
        "rules",
        "seating",
        "sitting_out",
        "trump",
        "turned_down",
    )

    rules: Rules
    seating: Seating
    partners: bool  # seating.has_partners, read on every bid
    canadian: int | None  # the seat that orders up only alone (see engine.alone.canadian_seat)
    deal: Deal
    n: int
    trump: str | None
    maker: int | None
    loner: int | None
    lone_defender: int | None
    sitting_out: frozenset[int]
    next_seat: tuple[int, ...]  # the next seat to the left that is still playing
    active: int  # how many seats play this hand
    turned_down: str | None
    discarded: Card | None

    def copy(self) -> _Setup:
        c = object.__new__(_Setup)
        c.active, c.deal, c.discarded, c.loner = self.active, self.deal, self.discarded, self.loner
        c.lone_defender, c.maker, c.n, c.next_seat = self.lone_defender, self.maker, self.n, self.next_seat
        c.rules, c.sitting_out, c.trump, c.turned_down = self.rules, self.sitting_out, self.trump, self.turned_down
        c.seating, c.partners, c.canadian = self.seating, self.partners, self.canadian
        return c

    def set_sitting_out(self, seats: frozenset[int]) -> None:
        nxt = tuple(self.seating.next_active(seat, seats) for seat in self.seating.seats)
        self.sitting_out, self.next_seat, self.active = seats, nxt, self.n - len(seats)


def _illegal(state: HandState, code: ReasonCode, message: str, **params: Any) -> IllegalActionError:
    seat = state._to_move
    who = state._s.seating.name(seat) if seat is not None else "nobody"
    hand = format_cards(state.hands[seat]) if seat is not None else ""
    return IllegalActionError(reason(code, **params), f"{message} ({who} to move, hand {hand})")


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
    ['play TC', 'play QC', 'play JD', 'play AH', 'play 9S']
    """

    __slots__ = ("_bids", "_history", "_led", "_masks", "_phase", "_s", "_to_move", "_trick_cards",
                 "_trick_leader", "_trick_seats", "_tricks", "_win_key", "_win_seat", "_won")

    _s: _Setup
    _phase: Phase
    _to_move: int | None
    _masks: tuple[int, ...]
    _history: Any  # (earlier history, seat, action) or None: appending is O(1) on the hot path
    _tricks: tuple[Trick, ...]
    _trick_cards: tuple[Card, ...]
    _trick_seats: tuple[int, ...]
    _trick_leader: int | None
    _won: tuple[int, ...]
    _bids: int
    _led: str | None  # the effective suit led to the trick in progress
    _win_seat: int
    _win_key: int

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def _initial(cls, rules: Rules, deal: Deal) -> HandState:
        n = rules.num_players
        setup = object.__new__(_Setup)
        setup.rules, setup.deal, setup.n, setup.seating = rules, deal, n, rules.seating
        setup.trump = setup.maker = setup.loner = setup.lone_defender = None
        setup.turned_down = setup.discarded = None
        setup.sitting_out, setup.active = frozenset(), n
        setup.next_seat, setup.partners = setup.seating.lefts, setup.seating.has_partners
        setup.canadian = canadian_seat(rules, deal.dealer)
        s = object.__new__(cls)
        s._s = setup
        s._masks = tuple(map(_hand_mask, deal.hands))
        s._history = None
        s._tricks = s._trick_cards = s._trick_seats = ()
        s._trick_leader = s._led = None
        s._won = (0,) * n
        s._bids = s._win_seat = s._win_key = 0
        if deal.upcard.is_best_bower:
            s._phase, s._to_move = Phase.DEALER_NAMES_TRUMP, deal.dealer
        else:
            s._phase, s._to_move = Phase.BID_UPCARD, setup.next_seat[deal.dealer]
        return s

    def _copy(self) -> HandState:
        # Spelled out rather than looped over __slots__: this is the hottest line of random play.
        s = object.__new__(HandState)
        s._s = self._s
        s._phase = self._phase
        s._to_move = self._to_move
        s._masks = self._masks
        s._history = self._history
        s._tricks = self._tricks
        s._trick_cards = self._trick_cards
        s._trick_seats = self._trick_seats
        s._trick_leader = self._trick_leader
        s._won = self._won
        s._bids = self._bids
        s._led = self._led
        s._win_seat = self._win_seat
        s._win_key = self._win_key
        return s

    def _with_setup(self) -> HandState:
        """A copy with its own setup, for the few actions that change who makes trump and who plays."""
        s = self._copy()
        s._s = self._s.copy()
        return s

    # --- public read-only view ------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._s.rules

    @property
    def deal(self) -> Deal:
        """The deal this hand started from."""
        return self._s.deal

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def to_move(self) -> int | None:
        """The seat to act, or ``None`` once the hand is over or thrown in."""
        return self._to_move

    @property
    def dealer(self) -> int:
        return self._s.deal.dealer

    @property
    def num_players(self) -> int:
        return self._s.n

    @property
    def seating(self) -> Seating:
        """Who sits where and plays with whom at this table (``rules.seating``)."""
        return self._s.seating

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards now, in the order dealt (the dealer's pick-up last)."""
        deal = self._s.deal
        return tuple(
            tuple(c for c in deal.hands[seat] + ((deal.upcard,) if seat == deal.dealer else ()) if mask & c.bit)
            for seat, mask in enumerate(self._masks)
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    def hand_bits(self, seat: int) -> int:
        """``seat``'s cards now as one mask of ``Card.bit`` flags (for the solver: no cards built)."""
        return self._masks[seat]

    @property
    def upcard(self) -> Card:
        return self._s.deal.upcard

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The undealt cards other than the upcard."""
        return self._s.deal.kitty

    @property
    def trump(self) -> str | None:
        return self._s.trump

    @property
    def maker(self) -> int | None:
        """The seat that fixed trump."""
        return self._s.maker

    @property
    def loner(self) -> int | None:
        """The maker, when the maker went alone."""
        return self._s.loner

    @property
    def lone_defender(self) -> int | None:
        return self._s.lone_defender

    @property
    def sitting_out(self) -> frozenset[int]:
        """Seats whose partner plays alone: their cards stay face down."""
        return self._s.sitting_out

    @property
    def turned_down(self) -> str | None:
        """The upcard's suit once everyone passed it (it may not be named in round 2)."""
        return self._s.turned_down

    @property
    def discarded(self) -> Card | None:
        return self._s.discarded

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
        actions = []
        node = self._history
        while node is not None:
            node, seat, action = node
            actions.append((seat, action))
        return tuple(reversed(actions))

    @property
    def opening_leader(self) -> OpeningLead | None:
        """Who leads (or led) the first trick and by which rule, once trump is made; ``None`` before.
        While defenders may still declare, it is the lead as things stand.

        >>> from engine.notation import hand_from_notation
        >>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
        ...     "N: KS QS TS JS JC | E: AC KC 9C AD KD").apply("pass").apply("pass").apply("order up alone")
        >>> s.opening_leader            # North goes alone: South, on the dealer's left, sits out
        OpeningLead(seat=1, rule=<LeadRule.SITTING_OUT_SKIPPED: 'sitting_out_skipped'>, skipped=0)
        """
        setup = self._s
        if setup.maker is None:
            return None
        return opening_lead(setup.rules, setup.deal.dealer, setup.loner, setup.lone_defender)

    @property
    def thrown_in(self) -> bool:
        """Everyone passed twice without stick the dealer: nobody scores, the deal passes left."""
        return self._phase is _OVER and self._s.trump is None

    @property
    def is_over(self) -> bool:
        return self._phase is _OVER

    def partner(self, seat: int) -> int | None:
        """The seat's fixed partner, ``None`` at a table without partnerships (see :class:`Seating`)."""
        return self._s.seating.partner(seat)

    def side(self, seat: int) -> int:
        """The side the seat scores for: 0 for South/North, 1 for West/East; in cutthroat the seat itself."""
        return self._s.seating.side(seat)

    team = side  # the older name, kept for callers that have not moved to ``side``

    def is_maker_side(self, seat: int) -> bool:
        maker = self._s.maker
        return maker is not None and self._s.seating.same_side(seat, maker)

    def key(self) -> tuple[object, ...]:
        """A hashable transposition key: equal keys play out alike (see :mod:`engine.observation`)."""
        from engine.observation import position_key  # the observation module builds on this one

        return position_key(self)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` has seen of this hand: its cards, the bids, the cards played, the voids shown."""
        from engine.observation import observe

        return observe(self, seat)

    def tricks_won(self, seat: int) -> int:
        return self._won[seat]

    @property
    def maker_tricks(self) -> int:
        maker = self._s.maker
        if maker is None:
            return 0
        won = self._won
        return sum([won[s] for s in self._s.seating.side_seats(maker)])

    def result(self) -> tuple[Side, int] | None:
        """``(side, points)`` once the hand is played out; ``None`` before, or when thrown in.

        In cutthroat, "defenders" means each of the maker's two opponents scores the points.
        """
        s = self._s
        if self._phase is not _OVER or s.maker is None:
            return None
        return score_hand(s.rules, self.maker_tricks, s.loner is not None, s.lone_defender is not None)

    def __repr__(self) -> str:
        return f"<HandState {self._phase.value} to_move={self._to_move} trump={self._s.trump}>"

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take, in a stable order (cards by suit, then rank)."""
        phase, seat = self._phase, self._to_move
        if phase is _PLAY:
            mask = self._masks[seat]  # type: ignore[index]
            led = self._led
            if led is not None:
                follow = mask & SUIT_MASK[self._s.trump][led]  # type: ignore[index]
                if follow:
                    mask = follow
            plays = _PLAYS.get(mask)
            return list(plays if plays is not None else _plays(mask))
        if seat is None:
            return []
        partners = self._s.partners
        if phase is Phase.BID_UPCARD:
            if not partners:
                return [PASS, ORDER_UP]
            return [PASS, ORDER_UP_ALONE] if seat == self._s.canadian else [PASS, ORDER_UP, ORDER_UP_ALONE]
        if phase is Phase.CALL_TRUMP:
            calls = _ROUND_TWO_CALLS[(self._s.turned_down, partners)]
            return list(calls) if self._dealer_stuck(seat) else [PASS, *calls]
        if phase is Phase.DEALER_NAMES_TRUMP:
            return [CALL[(s, a)] for s in SUITS for a in ((False, True) if partners else (False,))]
        if phase is Phase.DISCARD:
            return [DISCARD[c] for c in ALL_CARDS if self._masks[seat] & c.bit]
        if phase is Phase.DEFEND_ALONE:
            return [PASS, DEFEND_ALONE]
        return []

    def is_legal(self, action: Action | str) -> bool:
        """Whether the seat to move may take ``action`` now; text that is no action is not legal.

        >>> from engine.notation import hand_from_notation
        >>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
        ...     "N: KS QS TS JS JC | E: AC KC 9C AD KD")
        >>> s.is_legal("order up"), s.is_legal("call H"), s.is_legal("fold")
        (True, False, False)
        """
        try:
            self.apply(action)
        except IllegalActionError:
            return False
        return True

    def _dealer_stuck(self, seat: int) -> bool:
        return self._s.rules.stick_the_dealer and seat == self._s.deal.dealer

    # --- apply ----------------------------------------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> HandState:
        """The state after ``action`` by the seat to move (or by ``seat``, which must be that seat).

        Raises :class:`IllegalActionError` with a reason code, leaving this state untouched; text that is
        no action at all is refused with ``not_an_action``.
        """
        a = action if action.__class__ is Action else self._parse(action)
        phase = self._phase
        if phase is _PLAY and seat is None:
            return self._apply_play(a)
        if phase is _OVER:
            raise _illegal(self, ReasonCode.HAND_OVER, f"the hand is over: cannot {a}")
        if seat is not None and seat != self._to_move:
            raise _illegal(self, ReasonCode.NOT_YOUR_TURN, f"{self._s.seating.name(seat)} tried {a} out of turn",
                           seat=seat, to_move=self._to_move)
        assert isinstance(a, Action)
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

    def _parse(self, action: Action | str) -> Action:
        try:
            return parse_action(action)
        except CardParseError as e:
            raise _illegal(self, ReasonCode.NOT_AN_ACTION, str(e), action=str(action)) from None

    def _wrong_phase(self, a: Action) -> IllegalActionError:
        if self._phase is Phase.DISCARD and a.kind == "play":
            return _illegal(self, ReasonCode.MUST_DISCARD_FIRST, f"{a}: the dealer must discard first")
        return _illegal(self, ReasonCode.WRONG_PHASE, f"{a} is not possible now ({self._phase.value})",
                        phase=self._phase.value, action=str(a))

    def _no_partner(self) -> IllegalActionError:
        return _illegal(self, ReasonCode.NO_PARTNER, "nobody can go alone in cutthroat: there are no partners")

    def _apply_bid_upcard(self, a: Action) -> HandState:
        seat = self._to_move
        assert seat is not None
        if a.kind == "pass":
            s = self._copy()
            s._history = (self._history, seat, a)
            n = self._s.n
            if self._bids + 1 == n:
                s = s._with_setup()
                s._phase, s._bids, s._s.turned_down = Phase.CALL_TRUMP, 0, self._s.deal.upcard.suit
            else:
                s._bids = self._bids + 1
            s._to_move = self._s.next_seat[seat]  # nobody sits out before trump is made
            return s
        if a.kind != "order_up":
            raise self._refuse_bid(a)
        if a.alone and not self._s.seating.has_partners:
            raise self._no_partner()
        if seat == self._s.canadian and not a.alone:
            raise _illegal(
            self, ReasonCode.MUST_GO_ALONE,
                           "Canadian loner: the dealer's partner may order up only by going alone")
        return self._fix_trump(seat, a, self._s.deal.upcard.suit, a.alone, pick_up=True)

    def _refuse_bid(self, a: Action) -> IllegalActionError:
        upcard = self._s.deal.upcard
        if a.kind == "call":
            if a.suit == upcard.suit:
                return _illegal(
            self, ReasonCode.UPCARD_SUIT_IS_ORDERED_UP,
                                f"{a}: in round 1 the upcard's suit is ordered up, not called", upcard=upcard.code)
            return _illegal(
            self, ReasonCode.SUIT_ONLY_IN_ROUND_TWO,
                            f"{a}: in round 1 you may only order up {upcard} or pass", upcard=upcard.code)
        return self._wrong_phase(a)

    def _apply_call_trump(self, a: Action) -> HandState:
        seat = self._to_move
        assert seat is not None
        n = self._s.n
        if a.kind == "pass":
            if self._dealer_stuck(seat):
                raise _illegal(self, ReasonCode.DEALER_MUST_CALL, "stick the dealer: the dealer must name trump")
            s = self._copy()
            s._history = (self._history, seat, a)
            if self._bids + 1 == n:  # everyone passed twice: thrown in
                s._phase, s._to_move = _OVER, None
            else:
                s._bids, s._to_move = self._bids + 1, self._s.next_seat[seat]
            return s
        if a.kind == "order_up":
            upcard = self._s.deal.upcard
            raise _illegal(
            self, ReasonCode.NO_ORDER_UP_IN_ROUND_TWO,
                           f"{a}: {upcard} was turned down; round 2 names a suit", upcard=upcard.code)
        if a.kind != "call":
            raise self._wrong_phase(a)
        assert a.suit is not None
        if a.suit == self._s.turned_down:
            raise _illegal(
            self, ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT,
                           f"{a}: {a.suit} was turned down and cannot be trump this hand", suit=a.suit)
        if a.alone and not self._s.seating.has_partners:
            raise self._no_partner()
        return self._fix_trump(seat, a, a.suit, a.alone, pick_up=False)

    def _apply_dealer_names(self, a: Action) -> HandState:
        if a.kind == "pass":
            raise _illegal(self, ReasonCode.DEALER_MUST_CALL,
                           "the best bower was turned up: the dealer must name trump")
        if a.kind != "call":
            raise self._wrong_phase(a)
        assert a.suit is not None
        if a.alone and not self._s.seating.has_partners:
            raise self._no_partner()
        return self._fix_trump(self._s.deal.dealer, a, a.suit, a.alone, pick_up=True)

    def _fix_trump(self, seat: int, a: Action, trump: str, alone: bool, pick_up: bool) -> HandState:
        s = self._with_setup()
        s._history = (self._history, seat, a)
        setup = s._s
        setup.trump, setup.maker, s._bids = trump, seat, 0
        if alone:
            setup.loner = seat
            setup.set_sitting_out(sitting_out(setup.rules, loner=seat))
        dealer = setup.deal.dealer
        # The dealer takes the upcard, unless his partner went alone and he sits out.
        if pick_up and dealer not in setup.sitting_out:
            masks = list(s._masks)
            masks[dealer] |= setup.deal.upcard.bit
            s._masks = tuple(masks)
            s._phase, s._to_move = Phase.DISCARD, dealer
            return s
        s._begin_defence_or_play()
        return s

    def _apply_discard(self, a: Action) -> HandState:
        if a.kind != "discard":
            raise self._wrong_phase(a)
        seat = self._to_move
        card = a.card
        assert seat is not None and card is not None
        if not self._masks[seat] & card.bit:
            raise _illegal(self, ReasonCode.NOT_IN_HAND, f"{a}: {card} is not in the hand", card=card.code)
        s = self._with_setup()
        s._history = (self._history, seat, a)
        masks = list(s._masks)
        masks[seat] &= ~card.bit
        s._masks = tuple(masks)
        s._s.discarded = card
        s._begin_defence_or_play()
        return s

    def _defence_allowed(self) -> bool:
        return defending_alone(self._s.rules, self._s.loner is not None) is Alone.MAY

    def _defenders_in_order(self) -> list[int]:
        seating = self._s.seating
        return [s for s in seating.clockwise_from(seating.left_of(self._s.deal.dealer)) if not self.is_maker_side(s)]

    def _begin_defence_or_play(self) -> None:
        """Called on a fresh copy once trump is fixed and the dealer holds five cards."""
        if self._defence_allowed():
            self._phase, self._to_move, self._bids = Phase.DEFEND_ALONE, self._defenders_in_order()[0], 0
        else:
            self._begin_play()

    def _begin_play(self) -> None:
        setup = self._s
        leader = opening_lead(setup.rules, setup.deal.dealer, setup.loner, setup.lone_defender).seat
        self._phase, self._to_move, self._trick_leader = _PLAY, leader, leader

    def _apply_defend_alone(self, a: Action) -> HandState:
        if a.kind not in ("pass", "defend_alone"):
            raise self._wrong_phase(a)
        seat = self._to_move
        assert seat is not None
        if a.kind == "defend_alone":
            s = self._with_setup()
            s._history = (self._history, seat, a)
            s._s.lone_defender = seat
            s._s.set_sitting_out(sitting_out(self._s.rules, self._s.loner, seat))
            s._begin_play()
            return s
        s = self._copy()
        s._history = (self._history, seat, a)
        if self._bids == 0:
            s._bids, s._to_move = 1, self._defenders_in_order()[1]
        else:
            s._begin_play()
        return s

    def _apply_play(self, a: Action) -> HandState:
        seat = self._to_move
        card = a.card
        if a.kind != "play" or card is None:
            raise self._wrong_phase(a)
        assert seat is not None
        setup = self._s
        trump = setup.trump
        assert trump is not None
        mask = self._masks[seat]
        bit = card.bit
        if not mask & bit:
            raise _illegal(self, ReasonCode.NOT_IN_HAND,
                           f"illegal play {card} by {setup.seating.name(seat)}: not in the hand", card=card.code)
        # Built field by field rather than copied then patched: this is the hot path of every simulation.
        s = object.__new__(HandState)
        s._s = setup
        s._phase = _PLAY
        s._bids = 0
        led = self._led
        if led is None:  # a lead: the card fixes the suit to follow
            led = EFFECTIVE_SUIT[trump][card.id]
            s._win_seat, s._win_key = seat, WIN_KEY[trump][led][card.id]
            s._trick_leader = seat
        else:
            follow = SUIT_MASK[trump][led]
            if not bit & follow and mask & follow:
                raise self._must_follow(card, self._trick_cards[0], trump)
            key = WIN_KEY[trump][led][card.id]
            if key > self._win_key:
                s._win_seat, s._win_key = seat, key
            else:
                s._win_seat, s._win_key = self._win_seat, self._win_key
            s._trick_leader = self._trick_leader
        s._history = (self._history, seat, a)
        masks = list(self._masks)
        masks[seat] = mask ^ bit
        s._masks = tuple(masks)
        cards = self._trick_cards + (card,)
        seats = self._trick_seats + (seat,)
        if len(cards) < setup.active:
            s._led, s._trick_cards, s._trick_seats = led, cards, seats
            s._to_move, s._tricks, s._won = setup.next_seat[seat], self._tricks, self._won
            return s
        winner = s._win_seat
        s._tricks = tricks = self._tricks + (Trick(seats[0], cards, seats, winner),)
        won = list(self._won)
        won[winner] += 1
        s._won = tuple(won)
        s._led, s._trick_cards, s._trick_seats = None, (), ()
        if len(tricks) == 5:
            s._phase, s._to_move, s._trick_leader = _OVER, None, None
        else:
            s._to_move = s._trick_leader = winner
        return s

    def _must_follow(self, card: Card, led_card: Card, trump: str) -> IllegalActionError:
        eff = EFFECTIVE_SUIT[trump]
        led, role, card_is = eff[led_card.id], card_role(led_card, trump), card_role(card, trump)
        return _illegal(
            self, ReasonCode.MUST_FOLLOW_SUIT,
            f"illegal play {card} by {self._s.seating.name(self._to_move or 0)}: must follow {led}",
            card=card.code, card_suit=eff[card.id], card_role=card_is,
            led_suit=led, led_card=led_card.code, led_role=role,
            led_is_bower=role in ("best_bower", "right_bower", "left_bower"),
            led_is_joker=led_card.is_best_bower, led_is_trump=led == trump, trump=trump,
            left_bower=left_bower(trump).code, plays_printed_suit=card_is == "left_bower" and card.suit == led,
        )


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
    return HandState._initial(rules, known_deal(rules, dealer, hands, upcard, kitty))


def deal(rules: Rules, dealer: int, rng: random.Random) -> HandState:
    """A shuffled deal, handed out in packets of 3 then 2 (then 2 then 3) from the dealer's left.

    >>> s = deal(Rules(), dealer=3, rng=random.Random(7))
    >>> [len(h) for h in s.hands], len(s.kitty), s.to_move
    ([5, 5, 5, 5], 3, 0)
    """
    return HandState._initial(rules, shuffled_deal(rules, dealer, rng))
