"""One hand of euchre as an immutable state machine: bidding, the dealer's discard, defending alone,
and the five tricks. One legal/apply pair per phase, dispatched from one place (OpenSpiel's shape).

Seats are numbers clockwise: 0 South, 1 West, 2 North, 3 East (three players: 0, 1, 2). Who sits on whose
left, who partners whom and which side a seat scores for is the table's :class:`~engine.table.seating.Seating`.

Inside, a state is kept small because simulations build one per card: the hands are the dealt masks
(``Card.bit``) and one mask of the cards still held; what a trick needs is looked up once at its lead and
shared by its states; the history is a linked list, and the tricks (and the trick in progress) are read
back from it. Playing a card is one function, :meth:`HandState.apply`'s first branch. The public view is
plain cards and tuples, rebuilt on request.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any, ClassVar, NamedTuple

from engine.cards.card import ALL_CARDS, Card, format_cards
from engine.cards.errors import CardParseError, IllegalActionError, ReasonCode, Refusal, reason
from engine.games.observation import Observation, revealed_voids
from engine.games.upcard_bidding import (
    THROWN_IN,
    TURNED_DOWN,
    UpcardTable,
    dealer_names_bid,
    dealer_names_bids,
    round_one_bid,
    round_one_bids,
    round_two_bid,
    round_two_bids,
)
from engine.table.actions import DEFEND_ALONE, DISCARD, PASS, PLAY, Action, parse_action
from engine.table.alone import Alone, OpeningLead, canadian_seat, defending_alone, opening_lead, sitting_out
from engine.table.dealing import SEAT_LETTERS, SEAT_NAMES, Deal, known_deal, shuffled_deal
from engine.table.must_follow import must_follow_refusal
from engine.table.rules import Rules, new_deck, require_game
from engine.table.scoring import Side, score_hand
from engine.table.seating import Seating
from engine.table.slots import slot_copier
from engine.table.tricks import EFFECTIVE_SUIT, SUIT_MASK, WIN_KEY, Trick

__all__ = ["SEAT_LETTERS", "SEAT_NAMES", "Deal", "HandState", "Phase", "Trick", "deal", "start_hand"]


class Phase(StrEnum):
    BID_UPCARD = "bid_upcard"  # round 1: pass or order up the upcard
    CALL_TRUMP = "call_trump"  # round 2: pass or name another suit
    DEALER_NAMES_TRUMP = "dealer_names_trump"  # the best bower was turned up
    DISCARD = "discard"  # the dealer has six cards
    DEFEND_ALONE = "defend_alone"  # defenders may choose to play alone
    PLAY = "play"
    OVER = "over"


# The phases as module constants: reading ``Phase.PLAY`` goes through the enum's class machinery each time.
_BID_UPCARD, _CALL_TRUMP, _DEALER_NAMES_TRUMP = Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP
_DISCARD, _DEFEND_ALONE, _PLAY, _OVER = Phase.DISCARD, Phase.DEFEND_ALONE, Phase.PLAY, Phase.OVER


# The play (or discard) actions for a bit mask of cards, built once per mask: legal_actions is the
# hottest call. Low bits first, that is in card id order (by suit, then rank).
_PLAYS: dict[int, tuple[Action, ...]] = {}
_DISCARDS: dict[int, tuple[Action, ...]] = {}
_PLAY_BY_BIT = {c.bit: PLAY[c] for c in ALL_CARDS}
_DISCARD_BY_BIT = {c.bit: DISCARD[c] for c in ALL_CARDS}
_NOBODY: frozenset[int] = frozenset()
_Trick = tuple[int | None, int, list[int] | None, tuple[int, ...]]  # see HandState._trick
_NO_TRICK: _Trick = (None, 0, None, ())  # before the play
_NO_WIN = (0, 0)


def _actions(mask: int, cache: dict[int, tuple[Action, ...]], by_bit: dict[int, Action]) -> tuple[Action, ...]:
    actions = cache.get(mask)
    if actions is None:
        if len(cache) > 100_000:  # bounded: a long-running server must not grow without limit
            cache.clear()
        found = []
        m = mask
        while m:
            low = m & -m
            found.append(by_bit[low])
            m ^= low
        actions = cache[mask] = tuple(found)
    return actions


def _plays(mask: int) -> tuple[Action, ...]:
    return _actions(mask, _PLAYS, _PLAY_BY_BIT)


class _Lineup(NamedTuple):
    """Who plays once the loners are known: who sits out, each seat's next active seat, and who leads."""

    sitting_out: frozenset[int]
    next_seat: tuple[int, ...]
    active: int
    leader: int


class _Table:
    """What a table's rules fix for every hand, worked out once per Rules object from engine.table.alone."""

    __slots__ = (
        "best_bower",
        "bidding",
        "canadian",
        "deck",
        "defence",
        "lefts",
        "lineups",
        "mates",
        "n",
        "partners",
        "plain_leaders",
        "rules",
        "seating",
    )

    def __init__(self, rules: Rules) -> None:
        # Once per table (cached below): every partnership hand starts here, however it was dealt.
        require_game(rules, "engine.HandState (deal, start_hand, hand_from_notation, Game)", "partnership")
        self.rules, self.seating, self.n = rules, rules.seating, rules.num_players
        self.lefts, self.partners = self.seating.lefts, self.seating.has_partners
        self.canadian = tuple(canadian_seat(rules, dealer) for dealer in range(self.n))
        # Only partners may go alone in this game: in cutthroat there is nobody to sit out.
        self.bidding = UpcardTable(self.n, self.partners, rules.stick_the_dealer)
        # Whether defenders may declare, by whether the maker went alone.
        self.defence = tuple(defending_alone(rules, alone) is Alone.MAY for alone in (False, True))
        self.lineups: dict[tuple[int, int | None, int | None], _Lineup] = {}
        self.plain_leaders = tuple(self.lineup(dealer, None, None).leader for dealer in range(self.n))
        self.best_bower = rules.best_bower
        self.mates = tuple(self.seating.side_seats(seat) for seat in range(self.n))
        self.deck = sum(c.bit for c in new_deck(rules))  # every card of the deck, as a bit mask

    def lineup(self, dealer: int, loner: int | None, lone_defender: int | None) -> _Lineup:
        key = (dealer, loner, lone_defender)
        found = self.lineups.get(key)
        if found is None:
            rules, table = self.rules, self.seating
            out = sitting_out(rules, loner, lone_defender)
            nxt = tuple(table.next_active(seat, out) for seat in table.seats)
            leader = opening_lead(rules, dealer, loner, lone_defender).seat
            found = self.lineups[key] = _Lineup(out, nxt, self.n - len(out), leader)
        return found


# Tables by the id of their Rules (checked with ``is``): a dict keyed by the frozen dataclass itself would
# hash every option on every deal.
_TABLES: dict[int, _Table] = {}


_last_table: list[_Table] = []  # the table of the last hand started: the next one is almost always at it


def _table(rules: Rules) -> _Table:
    for last in _last_table:  # read once: another thread may replace it meanwhile
        if last.rules is rules:
            return last
    table = _TABLES.get(id(rules))
    if table is None or table.rules is not rules:
        if len(_TABLES) > 1000:  # bounded, as above
            _TABLES.clear()
        table = _TABLES[id(rules)] = _Table(rules)
    _last_table[:] = [table]
    return table


class _Setup:
    """What stays fixed once trump is made; shared by every later state of the hand."""

    __slots__ = (
        "active",
        "canadian",
        "deal",
        "dealer",
        "eff",
        "held",
        "lone_defender",
        "loner",
        "maker",
        "n",
        "next_seat",
        "partners",
        "rules",
        "seating",
        "sitting_out",
        "suit_mask",
        "table",
        "trump",
        "turned_down",
        "upcard",
        "win",
    )

    table: _Table
    rules: Rules
    seating: Seating
    partners: bool  # seating.has_partners, read on every bid
    canadian: int | None  # the seat that orders up only alone (see engine.table.alone.canadian_seat)
    deal: Deal
    dealer: int  # deal.dealer and deal.upcard, read without the NamedTuple's field getters
    upcard: Card
    n: int
    held: tuple[int, ...]  # each seat's cards as dealt (with the upcard once picked up), as bit masks
    trump: str | None
    # The trump's tables from engine.table.tricks, looked up once: by card id, by effective suit, by led suit.
    eff: list[str] | None
    suit_mask: dict[str, int] | None
    win: dict[str, list[int]] | None
    maker: int | None
    loner: int | None
    lone_defender: int | None
    sitting_out: frozenset[int]
    next_seat: tuple[int, ...]  # the next seat to the left that is still playing
    active: int  # how many seats play this hand
    turned_down: str | None

    # One statement per field, generated from __slots__ (engine.table.slots); defined after the class.
    copy: ClassVar[Callable[[_Setup], _Setup]]

    def set_lineup(self) -> int:
        """Who sits out and plays, from the loners; returns the opening leader."""
        self.sitting_out, self.next_seat, self.active, leader = self.table.lineup(
            self.dealer, self.loner, self.lone_defender
        )
        return leader


def _illegal(state: HandState, code: ReasonCode, message: str, **params: Any) -> IllegalActionError:
    seat = state._to_move
    who = state._s.seating.name(seat) if seat is not None else "nobody"
    hand = format_cards(state.hands[seat]) if seat is not None else ""
    return IllegalActionError(reason(code, **params), f"{message} ({who} to move, hand {hand})")


_Setup.copy = slot_copier(_Setup)


class HandState:
    """An immutable snapshot of one hand. :meth:`apply` returns a new state and never changes this one.

    >>> from engine.games.notation import hand_from_notation
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

    # Kept lean, because random play and search build one state per card: each hand is
    # ``_s.held[seat] & _rem``, and the tricks are read back from the history (the cards of the trick in
    # progress are its last ``_n`` entries) with the winners kept as they are known.
    __slots__ = ("_history", "_n", "_phase", "_rem", "_s", "_to_move", "_trick", "_win")

    # A class attribute, not a property: read before every action of a simulation. The finished states are
    # of the subclass _Over, where it is True; either way it cannot be set on an instance.
    is_over: ClassVar[bool] = False

    _s: _Setup
    _phase: Phase
    _to_move: int | None
    _rem: int  # the cards nobody has played or discarded yet (the whole deck at the start)
    _history: Any  # (earlier history, seat, action) or None: appending is O(1) on the hot path
    _n: int  # while bidding, the passes in this round (or defenders asked); in play, the cards in the trick
    # The trick in progress, shared by its states: (leader, the cards of the effective suit led, the win key
    # of each card id under that suit, the winners of the tricks before); the middle two are 0 and None
    # until the lead. After the last trick the leader is None and the winners are all five.
    _trick: _Trick
    _win: tuple[int, int]  # who holds the trick so far, and with which win key

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def _initial(cls, rules: Rules, deal: Deal) -> HandState:
        table = _table(rules)
        setup = _Setup()
        dealer, hands, upcard, _ = deal
        setup.table = table
        setup.rules = rules
        setup.deal = deal
        setup.dealer = dealer
        setup.upcard = upcard
        setup.n = setup.active = table.n
        setup.seating = table.seating
        setup.trump = setup.maker = setup.loner = setup.lone_defender = None
        setup.turned_down = setup.eff = setup.suit_mask = setup.win = None
        setup.sitting_out = _NOBODY
        setup.next_seat = table.lefts
        setup.partners = table.partners
        setup.canadian = table.canadian[dealer]
        # Every hand of a checked deal has five cards (check_seats): spelled out, as this runs for every deal.
        setup.held = tuple([a.bit | b.bit | c.bit | d.bit | e.bit for a, b, c, d, e in hands])
        s = cls()
        s._s = setup
        s._rem = table.deck
        s._history = None
        s._trick = _NO_TRICK
        s._win = _NO_WIN
        s._n = 0
        if upcard is table.best_bower:
            s._phase, s._to_move = _DEALER_NAMES_TRUMP, dealer
        else:
            s._phase, s._to_move = _BID_UPCARD, table.lefts[dealer]
        return s

    # One statement per slot, generated from __slots__ (engine.table.slots): built for every action. It makes a
    # plain HandState (no __init__ to run), never an _Over. Defined after the class.
    _copy: ClassVar[Callable[[HandState], HandState]]

    def _with_setup(self) -> HandState:
        """A copy with its own setup, for the few actions that change who makes trump and who plays."""
        s = self._copy()
        s._s = self._s.copy()
        return s

    def _finish(self) -> None:
        """Make this fresh state the end of the hand (its class says so: see ``is_over``)."""
        self.__class__ = _Over
        self._phase, self._to_move, self._trick = _OVER, None, (None, 0, None, self._trick[3])

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
        deal, rem = self._s.deal, self._rem
        return tuple(
            tuple(c for c in deal.hands[seat] + ((deal.upcard,) if seat == deal.dealer else ()) if mask & rem & c.bit)
            for seat, mask in enumerate(self._s.held)
        )

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    def hand_bits(self, seat: int) -> int:
        """``seat``'s cards now as one mask of ``Card.bit`` flags (for the solver: no cards built)."""
        return self._s.held[seat] & self._rem

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
        for _, a in self.history:
            if a.kind == "discard":
                return a.card
        return None

    def _played(self) -> list[tuple[int, Card]]:
        """Every card played so far as ``(seat, card)``, in order."""
        return [(seat, a.card) for seat, a in self.history if a.kind == "play" and a.card is not None]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        plays, size = self._played(), self._s.active
        out = []
        for i, winner in enumerate(self._trick[3]):
            seats, cards = zip(*plays[i * size : (i + 1) * size], strict=True)
            out.append(Trick(seats[0], cards, seats, winner))
        return tuple(out)

    def _in_trick(self) -> list[tuple[int, Action]]:
        """The trick in progress as ``(seat, action)``, in order: the last ``_n`` actions of the play."""
        out: list[tuple[int, Action]] = []
        if self._phase is not _PLAY:
            return out
        node = self._history
        for _ in range(self._n):
            node, seat, action = node
            out.append((seat, action))
        out.reverse()
        return out

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards played to the trick in progress, in order."""
        return tuple([a.card for _, a in self._in_trick() if a.card is not None])

    @property
    def current_trick_seats(self) -> tuple[int, ...]:
        return tuple([seat for seat, _ in self._in_trick()])

    @property
    def leader(self) -> int | None:
        """Who led (or will lead) the trick in progress."""
        return self._trick[0]

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

        >>> from engine.games.notation import hand_from_notation
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
        """A hashable transposition key, everything the rest of the hand depends on: who holds what, the
        trick in progress and its leader, the tricks each seat has won, whose turn it is, trump and who made
        it, alone or not, and the bidding so far. Two states with equal keys play out alike."""
        return (
            self.phase.value,
            self.to_move,
            self.dealer,
            self.upcard.code,
            self.turned_down,
            tuple(tuple(sorted(c.code for c in hand)) for hand in self.hands),
            self.trump,
            self.maker,
            self.loner,
            self.lone_defender,
            tuple(sorted(self.sitting_out)),
            self.leader,
            tuple(c.code for c in self.current_trick),
            self.current_trick_seats,
            tuple(self.tricks_won(s) for s in range(self.num_players)),
            sum(1 for _, a in self.history if a.kind == "pass"),
        )

    def observation(self, seat: int) -> Observation:
        """What ``seat`` has seen of this hand: its cards, the bids, the cards played, the voids shown."""
        if not 0 <= seat < self.num_players:
            raise ValueError(f"no seat {seat} at a table of {self.num_players}")
        hands = self.hands
        history = self.history
        taken = self.phase is Phase.DISCARD or any(a.kind == "discard" for _, a in history)
        discarded = self.discarded if seat == self.dealer else None
        played = [c for t in self.tricks for c in t.cards] + list(self.current_trick)
        known = set(hands[seat]) | set(played) | {self.upcard}
        if discarded is not None:
            known.add(discarded)
        unseen = frozenset(c for c in new_deck(self.rules) if c not in known)
        return Observation(
            seat=seat,
            dealer=self.dealer,
            hand=hands[seat],
            upcard=self.upcard,
            upcard_taken=taken,
            discarded=discarded,
            bids=tuple((s, str(a)) for s, a in history if a.kind not in ("play", "discard")),
            trump=self.trump,
            maker=self.maker,
            loner=self.loner,
            lone_defender=self.lone_defender,
            sitting_out=self.sitting_out,
            tricks=self.tricks,
            current=tuple(zip(self.current_trick_seats, self.current_trick, strict=True)),
            leader=self.leader,
            to_move=self.to_move,
            voids=revealed_voids(
                self.trump, self.num_players, self.tricks, self.current_trick, self.current_trick_seats
            ),
            holding=tuple(map(len, hands)),
            unseen=unseen,
        )

    def tricks_won(self, seat: int) -> int:
        return self._trick[3].count(range(self._s.n)[seat])  # indexed, as a tuple by seat would be

    @property
    def maker_tricks(self) -> int:
        return self._maker_tricks()

    def _maker_tricks(self) -> int:
        maker = self._s.maker
        if maker is None:
            return 0
        winners, mates = self._trick[3], self._s.table.mates[maker]
        return winners.count(mates[0]) if len(mates) == 1 else sum(map(winners.count, mates))

    def result(self) -> tuple[Side, int] | None:
        """``(side, points)`` once the hand is played out; ``None`` before, or when thrown in.

        In cutthroat, "defenders" means each of the maker's two opponents scores the points.
        """
        s = self._s
        if self._phase is not _OVER or s.maker is None:
            return None
        return score_hand(s.rules, self._maker_tricks(), s.loner is not None, s.lone_defender is not None)

    def points_by_seat(self) -> tuple[int, ...]:
        """What each seat scores for this hand: the winning side's points to each of its seats (in cutthroat
        a euchre scores for both of the maker's opponents); nothing before the end or when thrown in.

        >>> from engine.games.notation import hand_from_notation
        >>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
        ...     "N: KS QS TS JS JC | E: AC KC 9C AD KD")
        >>> s.points_by_seat(), s.apply("pass").apply("pass").apply("pass").apply("pass").points_by_seat()
        ((0, 0, 0, 0), (0, 0, 0, 0))
        """
        result = self.result()
        setup = self._s
        if result is None or setup.maker is None:
            return (0,) * setup.n
        winners, points = result
        seating = setup.seating
        makers = seating.side(setup.maker)
        return tuple(points if (seating.side(seat) == makers) == (winners == "makers") else 0 for seat in seating.seats)

    def __repr__(self) -> str:
        return f"<HandState {self._phase.value} to_move={self._to_move} trump={self._s.trump}>"

    # --- legal actions --------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take, in a stable order (cards by suit, then rank)."""
        phase, seat = self._phase, self._to_move
        if phase is _PLAY:
            mask = self._s.held[seat] & self._rem  # type: ignore[index]
            follow = mask & self._trick[1]  # the cards of the suit led, if any: then only those
            if follow:
                mask = follow
            plays = _PLAYS.get(mask)  # not try/except: a miss would raise, and misses are common at first
            return [*(plays if plays is not None else _plays(mask))]  # a fresh list: [*t] is cheaper than list(t)
        if seat is None:
            return []
        if phase is _BID_UPCARD:
            return round_one_bids(self._s.table.bidding, seat, self._s.canadian)
        if phase is _CALL_TRUMP:
            setup = self._s
            return round_two_bids(setup.table.bidding, seat, setup.dealer, setup.turned_down)
        if phase is _DEALER_NAMES_TRUMP:
            return dealer_names_bids(self._s.table.bidding)
        if phase is _DISCARD:
            return list(_actions(self._s.held[seat] & self._rem, _DISCARDS, _DISCARD_BY_BIT))
        if phase is _DEFEND_ALONE:
            return [PASS, DEFEND_ALONE]
        return []

    def is_legal(self, action: Action | str) -> bool:
        """Whether the seat to move may take ``action`` now; text that is no action is not legal.

        >>> from engine.games.notation import hand_from_notation
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

    # --- apply ----------------------------------------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> HandState:
        """The state after ``action`` by the seat to move (or by ``seat``, which must be that seat).

        Raises :class:`IllegalActionError` with a reason code, leaving this state untouched; text that is
        no action at all is refused with ``not_an_action``.
        """
        if self._phase is not _PLAY or seat is not None or action.__class__ is not Action:
            return self._apply_other(action, seat)
        # Playing a card: written out here, in one function, because random play and search spend most of
        # their time on this path. Every other action and every refusal goes through _apply_other.
        card = action.card
        if card is None or action.kind != "play":
            raise self._wrong_phase(action)
        setup = self._s
        to = self._to_move
        bit = card.bit
        rem = self._rem
        mask = setup.held[to] & rem  # type: ignore[index]
        if not mask & bit:
            raise _illegal(
                self,
                ReasonCode.NOT_IN_HAND,
                f"illegal play {card} by {setup.seating.name(to)}: not in the hand",  # type: ignore[arg-type]
                card=card.code,
            )
        s = HandState()  # neither class defines __init__: this is the cheapest way to a bare instance
        trick = self._trick
        follow = trick[1]
        if follow:  # following: the suit led must be followed when the hand can
            if not bit & follow and mask & follow:
                raise self._must_follow(card)
            key = trick[2][card.id]  # type: ignore[index]
            s._win = (to, key) if key > self._win[1] else self._win  # type: ignore[assignment]
            s._trick = trick
        else:  # a lead: the card fixes the suit to follow
            led = setup.eff[card.id]  # type: ignore[index]
            wk = setup.win[led]  # type: ignore[index]
            s._trick = (to, setup.suit_mask[led], wk, trick[3])  # type: ignore[index]
            s._win = (to, wk[card.id])  # type: ignore[assignment]
        s._s = setup
        s._phase = _PLAY
        s._history = (self._history, to, action)
        s._rem = rem ^ bit
        n = self._n + 1
        if n < setup.active:
            s._n = n
            s._to_move = setup.next_seat[to]  # type: ignore[index]
            return s
        # The trick is complete: its winner leads the next, or the hand is over after five.
        winner = s._win[0]
        winners = (*trick[3], winner)
        s._n = 0
        s._trick = (winner, 0, None, winners)
        if len(winners) == 5:
            s._finish()
        else:
            s._to_move = winner
        return s

    def _apply_other(self, action: Action | str, seat: int | None) -> HandState:
        a = action if action.__class__ is Action else self._parse(action)
        phase = self._phase
        if phase is _OVER:
            raise _illegal(self, ReasonCode.HAND_OVER, f"the hand is over: cannot {a}")
        if seat is not None and seat != self._to_move:
            raise _illegal(
                self,
                ReasonCode.NOT_YOUR_TURN,
                f"{self._s.seating.name(seat)} tried {a} out of turn",
                seat=seat,
                to_move=self._to_move,
            )
        if phase is _PLAY:
            return self.apply(a)
        if phase is _DISCARD:
            return self._apply_discard(a)
        if phase is _DEFEND_ALONE:
            return self._apply_defend_alone(a)
        return self._apply_bid(a)

    def _parse(self, action: Action | str) -> Action:
        try:
            return parse_action(action)
        except CardParseError as e:
            raise _illegal(self, ReasonCode.NOT_AN_ACTION, str(e), action=str(action)) from None

    def _wrong_phase(self, a: Action) -> IllegalActionError:
        if self._phase is _DISCARD and a.kind == "play":
            return _illegal(self, ReasonCode.MUST_DISCARD_FIRST, f"{a}: the dealer must discard first")
        return _illegal(
            self,
            ReasonCode.WRONG_PHASE,
            f"{a} is not possible now ({self._phase.value})",
            phase=self._phase.value,
            action=str(a),
        )

    def _refuse(self, refusal: Refusal) -> IllegalActionError:
        return _illegal(self, refusal.code, refusal.message, **refusal.params)

    def _apply_bid(self, a: Action) -> HandState:
        """A bid of either round, or the dealer's call after a turned-up best bower (engine.games.upcard_bidding)."""
        seat = self._to_move
        assert seat is not None
        setup = self._s
        phase = self._phase
        if phase is _BID_UPCARD:
            bid = round_one_bid(setup.table.bidding, seat, self._n, a, setup.upcard, setup.canadian)
        elif phase is _CALL_TRUMP:
            bid = round_two_bid(setup.table.bidding, seat, setup.dealer, self._n, a, setup.upcard, setup.turned_down)
        else:
            bid = dealer_names_bid(setup.table.bidding, a)
        if isinstance(bid, Refusal):
            raise self._refuse(bid)
        trump = bid.trump
        if trump is not None:
            return self._fix_trump(seat, a, trump, bid.alone, bid.pick_up)
        s = self._copy()
        s._history = (self._history, seat, a)
        if bid is THROWN_IN:
            s._finish()
            return s
        if bid is TURNED_DOWN:
            s = s._with_setup()
            s._phase, s._n, s._s.turned_down = _CALL_TRUMP, 0, setup.upcard.suit
        else:
            s._n = self._n + 1
        s._to_move = setup.next_seat[seat]  # nobody sits out before trump is made
        return s

    def _fix_trump(self, seat: int, a: Action, trump: str, alone: bool, pick_up: bool) -> HandState:
        s = self._with_setup()
        s._history = (self._history, seat, a)
        setup = s._s
        setup.trump, setup.maker, s._n = trump, seat, 0
        setup.eff, setup.suit_mask, setup.win = EFFECTIVE_SUIT[trump], SUIT_MASK[trump], WIN_KEY[trump]
        if alone:
            setup.loner = seat
            setup.set_lineup()
        dealer = setup.dealer
        # The dealer takes the upcard, unless his partner went alone and he sits out.
        if pick_up and dealer not in setup.sitting_out:
            held = list(setup.held)
            held[dealer] |= setup.upcard.bit
            setup.held = tuple(held)
            s._phase, s._to_move = _DISCARD, dealer
            return s
        s._begin_defence_or_play()
        return s

    def _apply_discard(self, a: Action) -> HandState:
        if a.kind != "discard":
            raise self._wrong_phase(a)
        seat = self._to_move
        card = a.card
        assert seat is not None and card is not None
        if not self._s.held[seat] & self._rem & card.bit:
            raise _illegal(self, ReasonCode.NOT_IN_HAND, f"{a}: {card} is not in the hand", card=card.code)
        s = self._copy()
        s._history = (self._history, seat, a)
        s._rem = self._rem ^ card.bit
        s._begin_defence_or_play()
        return s

    def _defenders_in_order(self) -> list[int]:
        seating = self._s.seating
        return [s for s in seating.clockwise_from(seating.left_of(self._s.deal.dealer)) if not self.is_maker_side(s)]

    def _begin_defence_or_play(self) -> None:
        """Called on a fresh copy once trump is fixed and the dealer holds five cards."""
        setup = self._s
        if setup.table.defence[setup.loner is not None]:
            self._phase, self._to_move, self._n = _DEFEND_ALONE, self._defenders_in_order()[0], 0
        else:
            self._begin_play()

    def _begin_play(self) -> None:
        setup = self._s
        if setup.loner is None and setup.lone_defender is None:
            leader = setup.table.plain_leaders[setup.dealer]
        else:
            leader = setup.table.lineup(setup.dealer, setup.loner, setup.lone_defender)[3]
        self._phase, self._to_move, self._trick, self._n = _PLAY, leader, (leader, 0, None, ()), 0

    def _apply_defend_alone(self, a: Action) -> HandState:
        if a.kind not in ("pass", "defend_alone"):
            raise self._wrong_phase(a)
        seat = self._to_move
        assert seat is not None
        if a.kind == "defend_alone":
            s = self._with_setup()
            s._history = (self._history, seat, a)
            s._s.lone_defender = seat
            s._s.set_lineup()
            s._begin_play()
            return s
        s = self._copy()
        s._history = (self._history, seat, a)
        if self._n == 0:
            s._n, s._to_move = 1, self._defenders_in_order()[1]
        else:
            s._begin_play()
        return s

    def _must_follow(self, card: Card) -> IllegalActionError:
        trump = self._s.trump
        assert trump is not None
        led_card = self._in_trick()[0][1].card
        assert led_card is not None
        return self._refuse(must_follow_refusal(card, led_card, trump, self._s.seating.name(self._to_move or 0)))


HandState._copy = slot_copier(HandState)


class _Over(HandState):
    """A finished hand (played out or thrown in): the same state, with ``is_over`` true."""

    __slots__ = ()

    is_over: ClassVar[bool] = True


def start_hand(
    rules: Rules,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    upcard: Card,
    kitty: Sequence[Card] | None = None,
) -> HandState:
    """A hand from a known deal (``hands`` indexed by seat). With ``kitty=None`` the kitty is whatever
    is left of the deck. Raises :class:`DealError` if the deal is impossible under ``rules``, and
    :class:`~engine.table.rules.WrongGameError` (a ``ValueError``) at a call-ace or auction table.
    """
    require_game(rules, "engine.start_hand", "partnership")
    return HandState._initial(rules, known_deal(rules, dealer, hands, upcard, kitty))


def deal(rules: Rules, dealer: int, rng: random.Random) -> HandState:
    """A shuffled deal, handed out in packets of 3 then 2 (then 2 then 3) from the dealer's left. The
    partnership game only: :func:`engine.start` deals any table.

    >>> s = deal(Rules(), dealer=3, rng=random.Random(7))
    >>> [len(h) for h in s.hands], len(s.kitty), s.to_move
    ([5, 5, 5, 5], 3, 0)
    """
    return HandState._initial(rules, shuffled_deal(rules, dealer, rng))
