"""One hand of call-ace or auction euchre (rules.md section 10): every player for himself until the maker's
call makes a silent partner, known only when play shows the card. The same interface as the partnership
game's :class:`~engine.games.partnership.HandState`: ``legal_actions``, ``apply``, ``result``; plus
``observation(seat)``, what one seat may know (the partner stays hidden until play reveals it).

The bidding, the dealer's or maker's discards and the call belong to each game (``engine.games.call_ace``,
``engine.games.auction``); the tricks and the score are shared and live here.

>>> from engine.table.variants import table_rules
>>> from engine.games.widow import parse_solo_deal
>>> rules = table_rules("call_ace", 4)
>>> s = start_solo_hand(rules, parse_solo_deal(rules, "dealer=E up=9H | S: JD AH 9S TC QC | "
...     "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"))
>>> s = s.apply("pass").apply("order up").apply("discard 9C").apply("call ace S")
>>> s.trump, s.maker, s.partner_seat, s.observation(0).partner      # West holds the A♠: hidden
('H', 1, 1, None)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any, NamedTuple, Protocol

from engine.cards.card import ALL_CARDS, RANKS, SUITS, Card, format_cards
from engine.cards.errors import CardParseError, IllegalActionError, ReasonCode, Refusal, reason
from engine.games.widow import SoloDeal, shuffled_solo_deal
from engine.table.actions import DISCARD, PLAY, Action, parse_action
from engine.table.must_follow import must_follow_refusal
from engine.table.rules import Rules, WrongGameError, new_deck
from engine.table.seating import Seating
from engine.table.tricks import EFFECTIVE_SUIT, WIN_KEY, Trick, suit_ranking


class SoloPhase(StrEnum):
    """The phases of a call-ace or auction hand (shared names have the values of ``engine.Phase``)."""

    BID_UPCARD = "bid_upcard"  # call-ace round 1
    CALL_TRUMP = "call_trump"  # call-ace round 2
    DEALER_NAMES_TRUMP = "dealer_names_trump"  # call-ace: the best bower was turned up
    DISCARD = "discard"  # call-ace: the dealer holds six cards
    CALL_ACE = "call_ace"  # the call-ace maker names the partner's suit
    AUCTION = "auction"  # each player once: pass or top the highest bid
    WIDOW_DISCARD = "widow_discard"  # the auction maker holds the widow and lays three cards away
    CALL_ALLY = "call_ally"  # the auction maker names the ally's card
    PLAY = "play"
    OVER = "over"


BIDDING_PHASES = frozenset(
    {SoloPhase.BID_UPCARD, SoloPhase.CALL_TRUMP, SoloPhase.DEALER_NAMES_TRUMP, SoloPhase.AUCTION}
)
# The maker names his silent partner (a suit, a card): each game's own call.
CALL_PHASES = frozenset({SoloPhase.CALL_ACE, SoloPhase.CALL_ALLY})


class SoloResult(NamedTuple):
    """A finished hand: whether the maker's side made its contract, and the points of every seat."""

    made: bool
    points: tuple[int, ...]  # by seat; negative for an auction maker's side set back
    maker_side: tuple[int, ...]  # the maker and the partner, if any (each scores the side's points)
    tricks: int  # the maker side's tricks
    needed: int  # 3, or the auction bid's tricks (5 for 8 and 15)


@dataclass(frozen=True)
class SoloView:
    """What one seat knows: its own cards, everything played, and the partner only once revealed."""

    seat: int
    phase: SoloPhase
    to_move: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    upcard: Card | None
    trump: str | None
    maker: int | None
    bid: int
    alone: bool
    called_suit: str | None
    called_card: Card | None  # auction: the card named (public); call-ace: none (only a suit is called)
    partner: int | None  # the silent partner, once play has shown the card (or the hand is over)
    partner_known: bool  # the partner (or the maker being his own, or no partner) has been revealed
    holds_called_card: bool  # this seat holds the auction's named card: it knows it is the ally
    history: tuple[tuple[int, Action], ...]
    tricks: tuple[Trick, ...]
    current_trick: tuple[Card, ...]
    current_trick_seats: tuple[int, ...]
    tricks_won: tuple[int, ...]


@dataclass(frozen=True)
class SoloHand:
    """An immutable snapshot of one hand; :meth:`apply` returns a new one. ``partner_seat`` is the engine's
    own knowledge: a player's view is :meth:`observation`."""

    rules: Rules
    deal: SoloDeal
    phase: SoloPhase
    to_move: int | None
    hands: tuple[tuple[Card, ...], ...]
    history: tuple[tuple[int, Action], ...] = ()
    turns: int = 0  # players who have spoken in this bidding round
    trump: str | None = None
    maker: int | None = None  # during the auction: the highest bidder so far
    bid: int = 0  # auction: the highest bid (3, 4, 5, 8, 15); call-ace: 0
    alone: bool = False
    turned_down: str | None = None
    discards: tuple[Card, ...] = ()
    called_suit: str | None = None
    called_card: Card | None = None
    partner_card: Card | None = None  # the card that makes the partner (call-ace: the suit's best in play)
    partner_seat: int | None = None
    revealed: bool = False
    tricks: tuple[Trick, ...] = ()
    current_trick: tuple[Card, ...] = ()
    current_trick_seats: tuple[int, ...] = ()
    leader: int | None = None
    won: tuple[int, ...] = ()

    # --- reading ---------------------------------------------------------------------------------

    @property
    def seating(self) -> Seating:
        return self.rules.seating

    @property
    def num_players(self) -> int:
        return self.rules.num_players

    @property
    def dealer(self) -> int:
        return self.deal.dealer

    @property
    def is_over(self) -> bool:
        return self.phase is SoloPhase.OVER

    @property
    def thrown_in(self) -> bool:
        """Everyone passed and the dealer was not stuck: nobody scores, the deal passes left."""
        return self.is_over and self.trump is None

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands[seat]

    def tricks_won(self, seat: int) -> int:
        return self.won[seat] if self.won else 0

    @property
    def maker_side(self) -> tuple[int, ...]:
        """The maker and the silent partner (the engine knows it from the call on)."""
        if self.maker is None:
            return ()
        if self.partner_seat is None or self.partner_seat == self.maker:
            return (self.maker,)
        return tuple(sorted((self.maker, self.partner_seat)))

    def partner(self, seat: int) -> int | None:
        """No fixed partners at these tables (the silent partner is :attr:`partner_seat`, hidden from players)."""
        self.seating.left_of(seat)
        return None

    @property
    def loner(self) -> int | None:
        """The maker, when he plays alone by his bid (not when he turned out to be his own partner)."""
        return self.maker if self.alone else None

    @property
    def lone_defender(self) -> int | None:
        return None  # nobody defends alone at these tables

    @property
    def upcard(self) -> Card | None:
        return self.deal.upcard

    @property
    def needed(self) -> int:
        """The tricks the maker's side must take: three, or the auction bid (all five for 8 and 15)."""
        return _game(self.rules).needed(self)

    def result(self) -> SoloResult | None:
        """The points of every seat once the hand is played out; ``None`` before, or when thrown in."""
        if not self.is_over or self.maker is None:
            return None
        return score_solo(self)

    def points_by_seat(self) -> tuple[int, ...]:
        """What each seat scores for this hand (:attr:`SoloResult.points`); nothing before the end or when
        thrown in."""
        result = self.result()
        return (0,) * self.num_players if result is None else result.points

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take, in a stable order."""
        phase, seat = self.phase, self.to_move
        if seat is None:
            return []
        if phase is SoloPhase.PLAY:
            return [PLAY[c] for c in _sorted(self.legal_cards(seat))]
        if phase in (SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD):
            return [DISCARD[c] for c in _sorted(self.hands[seat])]
        return _game(self.rules).legal(self)

    def legal_cards(self, seat: int) -> tuple[Card, ...]:
        hand = self.hands[seat]
        if not self.current_trick or self.trump is None:
            return hand
        eff = EFFECTIVE_SUIT[self.trump]
        led = eff[self.current_trick[0].id]
        follow = tuple(c for c in hand if eff[c.id] == led)
        return follow or hand

    def is_legal(self, action: Action | str) -> bool:
        try:
            self.apply(action)
        except IllegalActionError:
            return False
        return True

    def observation(self, seat: int) -> SoloView:
        """What ``seat`` may know now. The partner shows only once play has revealed it (or the hand is over).

        >>> from engine.table.variants import table_rules
        >>> s = solo_deal(table_rules("auction", 5), 0, random.Random(1))
        >>> s.observation(2).hand == s.hands[2], s.observation(2).partner
        (True, None)
        """
        self.seating.left_of(seat)  # a seat of this table, or ValueError
        known = self.partner_known_to(seat)
        holds = self.called_card is not None and (
            self.called_card in self.hands[seat] or self.played_by(self.called_card) == seat
        )
        return SoloView(
            seat=seat,
            phase=self.phase,
            to_move=self.to_move,
            dealer=self.dealer,
            hand=self.hands[seat],
            hand_sizes=tuple(map(len, self.hands)),
            upcard=self.deal.upcard,
            trump=self.trump,
            maker=self.maker,
            bid=self.bid,
            alone=self.alone,
            called_suit=self.called_suit,
            called_card=self.called_card,
            partner=self.partner_seat if known else None,
            partner_known=known,
            holds_called_card=holds and self.rules.game == "auction",
            history=self.history,
            tricks=self.tricks,
            current_trick=self.current_trick,
            current_trick_seats=self.current_trick_seats,
            tricks_won=self.won or (0,) * self.num_players,
        )

    def played_by(self, card: Card) -> int | None:
        """The seat that played ``card`` in this hand (the trick in progress included), or ``None``."""
        for t in self.tricks:
            if card in t.cards:
                return t.seats[t.cards.index(card)]
        if card in self.current_trick:
            return self.current_trick_seats[self.current_trick.index(card)]
        return None

    def knows_maker_side(self, seat: int) -> bool:
        """Whether ``seat`` is on the maker's side as far as it can tell itself: the maker; the auction's ally,
        who holds the card named; the call-ace partner once it knows its card is the called suit's best in
        play (every better card accounted for by what it has seen), or once play has shown it. A partner who
        cannot tell plays as a defender would, and the coach speaks to it as one."""
        if seat == self.maker:
            return True
        if seat != self.partner_seat or self.alone:
            return False
        card = self.partner_card
        # Only a called suit's best card can hide behind better cards nobody dealt (a card named cannot).
        if self.called_suit is None or self.partner_known_to(seat) or card is None:
            return True
        assert self.called_suit is not None and self.trump is not None
        seen = set(self.hands[seat]) | {c for t in self.tricks for c in t.cards} | set(self.current_trick)
        if self.turned_down is not None and self.deal.upcard is not None:
            seen.add(self.deal.upcard)
        if seat == self.dealer:
            seen.update(self.discards)
        return all(c in seen for c in _better_cards(self.rules, self.called_suit, self.trump, card))

    def partner_known_to(self, seat: int) -> bool:
        """Whether ``seat`` can tell who the silent partner is: once the hand is over, or once the partner's
        card has been played and that seat can tell it was the card that made the partner.

        In call-ace euchre the card that makes the partner is the called suit's best card in play. When a
        better card of that suit was not dealt, playing the partner's card shows nothing by itself: the
        table cannot tell the better card is out of play (seed 001: the partnership is revealed only by
        play). A seat knows it only when every better card is accounted for: played, the turned-down upcard
        everyone saw, or (for the dealer) a card he laid away.
        """
        if self.is_over:
            return True
        if not self.revealed:
            return False
        card = self.partner_card
        if card is None or self.called_suit is None or self.trump is None:
            return True
        better = _better_cards(self.rules, self.called_suit, self.trump, card)
        if not better:
            return True
        seen = {c for t in self.tricks for c in t.cards} | set(self.current_trick)
        if self.turned_down is not None and self.deal.upcard is not None:
            seen.add(self.deal.upcard)
        if seat == self.dealer:
            seen.update(self.discards)
        return all(c in seen for c in better)

    def __repr__(self) -> str:
        return f"<SoloHand {self.rules.game} {self.phase.value} to_move={self.to_move} trump={self.trump}>"

    # --- acting ----------------------------------------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> SoloHand:
        """The state after ``action`` by the seat to move (or by ``seat``, which must be that seat).
        Raises :class:`IllegalActionError` with a reason code; this state is never changed."""
        try:
            a = parse_action(action)
        except CardParseError as e:
            raise self.illegal(ReasonCode.NOT_AN_ACTION, str(e), action=str(action)) from None
        if self.phase is SoloPhase.OVER:
            raise self.illegal(ReasonCode.HAND_OVER, f"the hand is over: cannot {a}")
        if seat is not None and seat != self.to_move:
            raise self.illegal(
                ReasonCode.NOT_YOUR_TURN,
                f"{self.seating.name(seat)} tried {a} out of turn",
                seat=seat,
                to_move=self.to_move,
            )
        if self.phase is SoloPhase.PLAY:
            return self._play(a)
        if self.phase in (SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD):
            return self._discard(a)
        return _game(self.rules).apply(self, a)

    def illegal(self, code: ReasonCode, message: str, **params: Any) -> IllegalActionError:
        seat = self.to_move
        who = self.seating.name(seat) if seat is not None else "nobody"
        hand = format_cards(self.hands[seat]) if seat is not None else ""
        return IllegalActionError(reason(code, **params), f"{message} ({who} to move, hand {hand})")

    def refuse(self, refusal: Refusal) -> IllegalActionError:
        """A refusal decided by the rules every game shares, told with this hand's seat and cards."""
        return self.illegal(refusal.code, refusal.message, **refusal.params)

    def wrong_phase(self, a: Action) -> IllegalActionError:
        """The refusal of an action that belongs to another phase, naming what must come first."""
        if a.kind == "play":
            if self.phase is SoloPhase.DISCARD:
                return self.illegal(ReasonCode.MUST_DISCARD_FIRST, f"{a}: the dealer must discard first")
            if self.phase is SoloPhase.WIDOW_DISCARD:
                left = 3 - len(self.discards)
                return self.illegal(
                    ReasonCode.MUST_DISCARD_WIDOW_FIRST, f"{a}: the maker must first discard {left} cards", count=left
                )
            if self.phase is SoloPhase.CALL_ACE:
                return self.illegal(ReasonCode.MUST_CALL_ACE_FIRST, f"{a}: the maker must call a suit first")
            if self.phase is SoloPhase.CALL_ALLY:
                return self.illegal(ReasonCode.MUST_CALL_ALLY_FIRST, f"{a}: the maker must call an ally first")
        if a.kind == "call_ally" and self.phase is SoloPhase.WIDOW_DISCARD:
            left = 3 - len(self.discards)
            return self.illegal(
                ReasonCode.MUST_DISCARD_WIDOW_FIRST, f"{a}: the maker must first discard {left} cards", count=left
            )
        return self.illegal(
            ReasonCode.WRONG_PHASE,
            f"{a} is not possible now ({self.phase.value})",
            phase=self.phase.value,
            action=str(a),
        )

    def evolve(self, **changes: Any) -> SoloHand:
        """A copy with ``changes`` made: ``dataclasses.replace`` without re-running ``__init__`` (random play
        and the bots copy states on every action)."""
        s = object.__new__(SoloHand)
        d = s.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return s

    def spoke(self, seat: int, a: Action, **changes: Any) -> SoloHand:
        """A copy with ``a`` recorded and ``changes`` made (the games' modules build states with it)."""
        return self.evolve(history=(*self.history, (seat, a)), **changes)

    def begin_play(self, **changes: Any) -> SoloHand:
        """The first lead: left of the dealer; against a lone maker under ``left_of_loner``, left of him."""
        s = self.evolve(**changes)
        table = s.seating
        first = (
            table.left_of(s.maker)
            if s.alone and s.rules.loner_lead == "left_of_loner" and s.maker is not None
            else table.left_of(s.dealer)
        )
        return s.evolve(phase=SoloPhase.PLAY, to_move=first, leader=first, won=(0,) * s.num_players)

    def _discard(self, a: Action) -> SoloHand:
        seat = self.to_move
        assert seat is not None
        if a.kind != "discard" or a.card is None:
            raise self.wrong_phase(a)
        if a.card not in self.hands[seat]:
            raise self.illegal(ReasonCode.NOT_IN_HAND, f"{a}: {a.card} is not in the hand", card=a.card.code)
        hands = _without(self.hands, seat, a.card)
        s = self.spoke(seat, a, hands=hands, discards=(*self.discards, a.card))
        return _game(self.rules).after_discard(s)

    def _play(self, a: Action) -> SoloHand:
        seat, card, trump = self.to_move, a.card, self.trump
        if a.kind != "play" or card is None:
            raise self.wrong_phase(a)
        assert seat is not None and trump is not None
        if card not in self.hands[seat]:
            raise self.illegal(
                ReasonCode.NOT_IN_HAND,
                f"illegal play {card} by {self.seating.name(seat)}: not in the hand",
                card=card.code,
            )
        if card not in self.legal_cards(seat):
            raise self.refuse(must_follow_refusal(card, self.current_trick[0], trump, self.seating.name(seat)))
        hands = _without(self.hands, seat, card)
        cards, seats = (*self.current_trick, card), (*self.current_trick_seats, seat)
        revealed = self.revealed or card == self.partner_card
        if len(cards) < self.num_players:
            return self.spoke(
                seat,
                a,
                hands=hands,
                current_trick=cards,
                current_trick_seats=seats,
                to_move=self.seating.left_of(seat),
                revealed=revealed,
            )
        led = EFFECTIVE_SUIT[trump][cards[0].id]
        keys = WIN_KEY[trump][led]
        winner = seats[max(range(len(cards)), key=lambda i: keys[cards[i].id])]
        tricks = (*self.tricks, Trick(seats[0], cards, seats, winner))
        won = tuple(w + (s == winner) for s, w in enumerate(self.won))
        over = len(tricks) == 5
        return self.spoke(
            seat,
            a,
            hands=hands,
            current_trick=(),
            current_trick_seats=(),
            tricks=tricks,
            won=won,
            revealed=revealed,
            phase=SoloPhase.OVER if over else SoloPhase.PLAY,
            to_move=None if over else winner,
            leader=None if over else winner,
        )


# Cards by suit, then rank (the joker last): the order legal actions are offered in.
_ORDER: dict[Card, int] = {
    c: (SUITS.index(c.suit) if c.suit in SUITS else 4) * 16 + RANKS.index(c.rank) if c.rank in RANKS else 4 * 16
    for c in ALL_CARDS
}


def _sorted(cards: tuple[Card, ...]) -> list[Card]:
    return sorted(cards, key=_ORDER.__getitem__)


@cache
def _better_cards(rules: Rules, suit: str, trump: str, card: Card) -> tuple[Card, ...]:
    """The cards of ``suit`` that rank above ``card`` this hand (every seat's view asks on every step)."""
    ranking = suit_ranking(suit, trump, new_deck(rules))
    return tuple(ranking[: ranking.index(card)])


def _without(hands: tuple[tuple[Card, ...], ...], seat: int, card: Card) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(c for c in h if c != card) if s == seat else h for s, h in enumerate(hands))


def with_cards(hands: tuple[tuple[Card, ...], ...], seat: int, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """The hands with ``cards`` added to ``seat``'s (the upcard picked up, the widow taken)."""
    return tuple(h + cards if s == seat else h for s, h in enumerate(hands))


def score_solo(state: SoloHand) -> SoloResult:
    """The points of a finished hand for every seat (docs/rules.md, the options of section 10).

    Call-ace: the scoring table of section 6 for the maker's side, each member scoring the side's points;
    a euchre scores for each defender. Auction: a made bid scores its number (``auction_points``), a
    failed one sets the maker's side back by it or scores it for each opponent (``auction_euchre``).
    """
    side = state.maker_side
    return solo_score(state, side, sum(state.won[s] for s in side))


def solo_score(state: SoloHand, side: tuple[int, ...], tricks: int) -> SoloResult:
    """:func:`score_solo` for a maker's side of ``side`` that ends with ``tricks`` tricks: the coach scores
    the deals it draws with it, where the silent partner may sit elsewhere than in this hand."""
    return _game(state.rules).score(state, side, tricks)


# The cards in play (dealt to the seats, or played) -> the one that makes the partner, or None.
PartnerFinder = Callable[[Collection[Card]], Card | None]


class _GameRules(Protocol):
    """What each game module provides: its first state, its bidding and calls, what follows a discard, the
    tricks its maker needs, who the call makes the partner, and the score."""

    def initial(self, rules: Rules, deal: SoloDeal, /) -> SoloHand: ...

    def legal(self, state: SoloHand, /) -> list[Action]: ...

    def apply(self, state: SoloHand, a: Action, /) -> SoloHand: ...

    def after_discard(self, state: SoloHand, /) -> SoloHand: ...

    def needed(self, state: SoloHand, /) -> int: ...

    def partner_finder(self, state: SoloHand, /) -> PartnerFinder:
        """Which card makes the silent partner of this hand's call if the cards dealt were others (the search
        asks it of every deal it draws, so the finder does the work that does not depend on the deal once)."""
        ...

    def score(self, state: SoloHand, side: tuple[int, ...], tricks: int, /) -> SoloResult: ...


_GAMES: dict[str, _GameRules] = {}


def register_game(name: str, game: _GameRules) -> None:
    """Each game's module (call-ace, auction) registers its rules here: it builds on this module, so this one
    cannot import it. The package (``engine/games/__init__.py``) imports both before any hand is dealt."""
    _GAMES[name] = game


def solo_games() -> tuple[str, ...]:
    """The games played by this module's hand, as registered (``engine.games`` imports them all)."""
    return tuple(sorted(_GAMES))


def solo_partner_finder(state: SoloHand) -> PartnerFinder:
    """The card that makes the silent partner of this hand's call for any cards in play (``None``: none)."""
    return _game(state.rules).partner_finder(state)


def _game(rules: Rules) -> _GameRules:
    found = _GAMES.get(rules.game)
    if found is None:
        raise WrongGameError(
            "engine.SoloHand (solo_deal, start_solo_hand, SoloGame)",
            solo_games(),
            rules.game,
            rules.num_players,
        )
    return found


def start_solo_hand(rules: Rules, deal: SoloDeal) -> SoloHand:
    """A hand from a checked deal (see :func:`engine.games.widow.known_solo_deal` and ``parse_solo_deal``)."""
    return _game(rules).initial(rules, deal)


def solo_deal(rules: Rules, dealer: int, rng: random.Random) -> SoloHand:
    """A shuffled hand at a call-ace or auction table.

    >>> from engine.table.variants import table_rules
    >>> s = solo_deal(table_rules("auction", 7), dealer=6, rng=random.Random(3))
    >>> [len(h) for h in s.hands], len(s.deal.kitty), len(s.deal.aside), s.to_move, s.phase.value
    ([5, 5, 5, 5, 5, 5, 5], 3, 2, 0, 'auction')
    """
    return start_solo_hand(rules, shuffled_solo_deal(rules, dealer, rng))
