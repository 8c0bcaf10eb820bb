"""The exact search core behind :func:`engine.solve`: the play of a hand with every card known.

Cards are re-numbered per trump so that each *effective* suit is a block of 16 bits, ranked upwards, and
trump is the highest block. Then following suit is one AND, the winner of a trick is simply the highest
bit among the cards of the led block and of the trump block, and "the next card above" is a bit trick.

The search is alpha-beta over the two camps, makers against defenders (in cutthroat the maker's two
opponents play together: both score exactly when the maker is euchred). Values are the makers' tricks
*still to come*, so a transposition entry does not depend on the tricks already won. Its parts, in the order
a position meets them:

- ``_alpha_beta``'s ``start``: a trick's start; the transposition table (its key holds every seat's
  remaining cards, which also fix how many tricks are left, and the leader; entries are a lower and an upper
  bound, never a cut-off value taken for an exact one) and then the sure-trick bound;
- ``_sure_tricks_four`` / ``_sure_tricks_wide``: the tricks the top trumps surely take;
- ``_last_trick``, ``_last_two_tricks`` and ``_four_seat_tricks``: the last tricks without a search (the
  last two at four seats or fewer whose camps do not alternate, every line tried; the last two or three at
  four alternating seats, one loop per seat asking "do the makers take at least t?");
- ``lead`` and ``follow``: one card each, with the move ordering. Cards that are neighbours among the cards
  still alive (say K and Q once the A is gone, or once the A was played to this trick and beaten) are one
  move; a lead tries the table's move first, then low cards; a follower the cheapest winner, then low cards
  (the last to play, under a partner winning: low first).

>>> from engine.cards.card import parse_cards
>>> core = Core("H", seats=4, maker_camp=(1, 0, 1, 0), sitting_out=())
>>> hands = [core.mask(parse_cards(h)) for h in ("JH AS", "AH 9S", "KS QS", "TS 9C")]
>>> {str(c): v for c, v in core.values(hands, leader=0, trick=()).items()}
{'JH': 2, 'AS': 2}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from engine.cards.card import ALL_CARDS, SUITS, Card
from engine.table.tricks import EFFECTIVE_SUIT, POWER

__all__ = ["BLOCK_OF", "TRUMP_BLOCK", "Core", "compact_layout"]

_BLOCK_BITS = 16
TRUMP_BLOCK = 0xFFFF << 48
# The block mask of any single bit (which effective suit a compact card belongs to).
BLOCK_OF: dict[int, int] = {1 << i: 0xFFFF << (i - i % _BLOCK_BITS) for i in range(64)}
# A card's place in its block: ranks 5..A are 0..9 (the 6 and 5 only in the auction's long packs), then the
# left, right and best bower of trump (the joker 12, Benny 13: never in the same deck).
_PLACE = {98: 10, 99: 11, 100: 12}
MAX_SEATS = 7  # the largest table (auction euchre for seven)

_LAYOUTS: dict[str, tuple[tuple[int, ...], dict[int, Card]]] = {}
_FROM_BIT: dict[str, dict[int, int]] = {}


def compact_layout(trump: str) -> tuple[tuple[int, ...], dict[int, Card]]:
    """Per trump: the compact bit of every card id, and the card of every compact bit.

    >>> bit, card = compact_layout("S")
    >>> card[bit[ALL_CARDS[SUITS.index("C") * 8 + 4].id]]   # the jack of clubs is the left bower of spades
    Card('JC')
    >>> bit[ALL_CARDS[4].id] > bit[ALL_CARDS[31].id] # ... and outranks the ace of spades
    True
    """
    layout = _LAYOUTS.get(trump)
    if layout is None:
        others = [s for s in SUITS if s != trump]
        block = {suit: i for i, suit in enumerate(others)} | {trump: 3}
        bits = []
        for card in ALL_CARDS:
            power = POWER[trump][card.id]
            place = _PLACE.get(power, power + 1) + (1 if card.is_benny else 0)  # never in one deck with the joker
            bits.append(1 << (block[EFFECTIVE_SUIT[trump][card.id]] * _BLOCK_BITS + place))
        layout = _LAYOUTS[trump] = (tuple(bits), {b: c for b, c in zip(bits, ALL_CARDS, strict=True)})
    return layout


class Core:
    """One hand's fixed facts (trump, seats, camps) and an exact search over compact hands.

    ``maker_camp[seat]`` is 1 for the makers' seats; ``sitting_out`` seats hold no cards and never play.
    The transposition table is kept across calls on the same core (the facts it depends on are fixed).
    """

    def __init__(self, trump: str, seats: int, maker_camp: Sequence[int], sitting_out: Iterable[int]) -> None:
        self.trump = trump
        self._bit, self._card = compact_layout(trump)
        out = frozenset(sitting_out)
        playing = [s for s in range(seats) if s not in out]
        self.active = len(playing)
        if seats > MAX_SEATS:
            raise ValueError(f"the search plays tables of up to {MAX_SEATS} seats, not {seats}")
        # Four entries at least (the partnership tables' fast paths index four seats), one per seat above.
        self.size = size = max(4, seats)
        # The next seat to play, clockwise, skipping seats that sit out.
        self.next_seat = tuple(
            playing[(playing.index(s) + 1) % len(playing)] if s in playing else s for s in range(size)
        )
        self.camp = tuple(maker_camp) + (0,) * (size - len(maker_camp))
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.hands = [0] * size  # the position being searched: changed and restored move by move
        self._start, self._follow = _search(self.hands, self.camp, self.next_seat, self.active, self.table)

    def mask(self, cards: Iterable[Card]) -> int:
        bit = self._bit
        return sum(bit[c.id] for c in cards)

    def mask_of_bits(self, bits: int) -> int:
        """The compact mask of a hand given as the cards' ``Card.bit`` flags (cheaper than from cards)."""
        table = _FROM_BIT.get(self.trump)
        if table is None:
            table = _FROM_BIT[self.trump] = {c.bit: b for c, b in zip(ALL_CARDS, self._bit, strict=True)}
        out = 0
        while bits:
            low = bits & -bits
            bits ^= low
            out |= table[low]
        return out

    def card(self, bit: int) -> Card:
        return self._card[bit]

    def best(self, hands: Sequence[int], leader: int) -> int:
        """The makers' tricks from the start of a trick led by ``leader``, everyone playing perfectly (one
        search, cheaper than :meth:`values` when only the outcome matters)."""
        self.hands[:] = [*hands, *(0,) * (self.size - len(hands))]
        left = self.hands[leader].bit_count()
        return self._start(leader, -1, left + 1, left)

    def at_least(self, hands: Sequence[int], leader: int, tricks: int) -> bool:
        """Whether the makers take at least ``tricks`` of the tricks to come, from the start of a trick led by
        ``leader``: one null-window search, cheaper still than :meth:`best`."""
        self.hands[:] = [*hands, *(0,) * (self.size - len(hands))]
        left = self.hands[leader].bit_count()
        return self._start(leader, tricks - 1, tricks, left) >= tricks

    def values(self, hands: Sequence[int], leader: int, trick: Sequence[tuple[int, Card]]) -> dict[Card, int]:
        """For each legal card of the seat to move: the makers' tricks from here on (the trick in progress
        included) with perfect play by everyone. ``hands`` are compact masks by seat, ``trick`` the cards
        already played to the trick in progress as ``(seat, card)``, led by ``leader``."""
        h = self.hands
        h[:] = [*hands, *(0,) * (self.size - len(hands))]
        left = h[leader].bit_count() + (1 if trick else 0)  # the leader's cards, the one led included
        seat, ledm, wb, ws = leader, 0, 0, leader
        for s, card in trick:
            b = self._bit[card.id]
            if not ledm:
                ledm, wb, ws = BLOCK_OF[b], b, s
            elif b > wb and b & (ledm | TRUMP_BLOCK):
                wb, ws = b, s
            seat = self.next_seat[s]
        mover = h[seat]
        moves = (mover & ledm or mover) if trick else mover
        alive = wb  # of the trick's cards, only the winner can still matter (see ``follow``)
        for x in h:
            alive |= x
        k = len(trick)
        out: dict[int, int] = {}
        guess = left
        m = moves
        while m:  # from the top: a merged card takes the value of its neighbour just above
            b = 1 << (m.bit_length() - 1)
            m ^= b
            above = alive & BLOCK_OF[b] & -(b << 1)
            nb = above & -above
            if nb & mover and nb in out:
                out[b] = out[nb]
                continue
            h[seat] = mover ^ b
            if not k:
                nl, nwb, nws = BLOCK_OF[b], b, seat
            elif b > wb and b & (ledm | TRUMP_BLOCK):
                nl, nwb, nws = ledm, b, seat
            else:
                nl, nwb, nws = ledm, wb, ws
            out[b] = guess = self._probe(guess, left, seat, k + 1, nl, nwb, nws, alive)
            h[seat] = mover
        return {self._card[b]: v for b, v in out.items()}

    def _probe(self, guess: int, left: int, seat: int, k: int, ledm: int, wb: int, ws: int, alive: int) -> int:
        """The makers' tricks from here on (``left``, the trick in progress included) once ``seat`` has played
        the ``k``-th card of the trick, exactly, MTD(f)-like: probes in a window of one value around the last
        value found (exact when ``guess``, the value of the card tried before, is right), each narrowing the
        bounds."""
        lower, upper = 0, left
        g = guess
        while lower < upper:
            alpha, beta = g - 1, g + 1
            if k == self.active:  # the trick is complete: its winner leads the next
                add = self.camp[ws]
                v = add + self._start(ws, alpha - add, beta - add, left - 1)
            else:
                v = self._follow(self.next_seat[seat], k, ledm, wb, ws, alive, alpha, beta, left)
            if v <= alpha:
                upper = v
            elif v >= beta:
                lower = v
            else:
                lower = upper = v
            g = v
        return lower


# The search is built from the parts below, each a closure over one hand's fixed facts: the hot path reads
# only locals and cells, never attributes (a class's ``self.hands`` would cost an attribute lookup per read,
# and the search makes millions of them). ``_search`` puts the parts together.
_Table = dict[tuple[int, ...], tuple[int, int, int]]  # (*hands, leader) -> (lower bound, upper bound, first lead)
_Start = Callable[[int, int, int, int], int]
_Follow = Callable[[int, int, int, int, int, int, int, int, int], int]


def _search(
    hands: list[int], camp: tuple[int, ...], next_seat: tuple[int, ...], active: int, table: _Table
) -> tuple[_Start, _Follow]:
    """The search of one hand's facts: the trick start (with the table and the shortcuts) and the follower,
    the two entries :class:`Core` calls. ``hands`` is the position, changed and restored move by move."""
    wide = len(hands) > 4  # five to seven seats (call-ace, auction): the four-seat shortcuts do not apply
    alternate = active == 4 and all(camp[s] != camp[next_seat[s]] for s in range(4))
    # The seats in play, by camp (defenders 0, makers 1).
    playing = [s for s in range(len(hands)) if next_seat[s] != s] or [0]
    by_camp = tuple(tuple(s for s in playing if camp[s] == side) for side in (0, 1))
    last_trick = _last_trick(hands, camp, next_seat, active)
    sure = _sure_tricks_wide(hands, camp, by_camp) if wide else _sure_tricks_four(hands, camp, by_camp)
    two = None if wide or alternate else _last_two_tricks(hands, camp, next_seat, active)
    trick4 = _four_seat_tricks(hands, camp, next_seat) if alternate else None
    return _alpha_beta(hands, camp, next_seat, active, table, last_trick, sure, two, trick4)


def _last_trick(
    hands: list[int], camp: tuple[int, ...], next_seat: tuple[int, ...], active: int
) -> Callable[[int], int]:
    """The last trick, one card each: it plays itself. Returns 1 when the makers take it."""
    block_of = BLOCK_OF
    trump_block = TRUMP_BLOCK
    others = active - 1

    def last_trick(leader: int) -> int:
        seat = leader
        wb = hands[seat]
        winm = block_of[wb] | trump_block  # the led suit's and trump's cards can win
        ws = seat
        for _ in range(others):
            seat = next_seat[seat]
            b = hands[seat]
            if b > wb and b & winm:
                wb, ws = b, seat
        return camp[ws]

    return last_trick


_SIDE_BLOCKS = tuple(0xFFFF << (i * _BLOCK_BITS) for i in range(3))  # every block but trump's


def _leader_cashes(hands: list[int], h: int, alive: int, t: int) -> int:
    """The tricks the leader (holding ``h``) surely takes when his top trumps, led first, draw every other
    seat's trumps (``t``: the trumps out): then all his trumps win, and the cards of his suits above everyone
    else's, led one after another. 0 when some seat holds more trumps than he has top ones."""
    mine = h & t
    theirs = t ^ mine
    if theirs:
        top = (mine & -(1 << theirs.bit_length())).bit_count()  # his trumps above all of theirs
        for x in hands:
            if (x & theirs).bit_count() > top:
                return 0
    sure = mine.bit_count()
    for block in _SIDE_BLOCKS:
        cards = h & block
        if cards:
            sure += (cards & -(1 << ((alive & block) ^ cards).bit_length())).bit_count()
    return sure


def _sure_tricks_four(
    hands: list[int], camp: tuple[int, ...], by_camp: tuple[tuple[int, ...], ...]
) -> Callable[[int], int]:
    """The sure-trick bound at four seats or fewer (see :func:`_sure_tricks_wide`), each camp's one or two seats
    read directly."""
    trump_block = TRUMP_BLOCK
    pairs = tuple((c[0], c[-1]) if c else (0, 0) for c in by_camp)  # one seat twice when a camp has one
    makers_a, makers_b = pairs[1]

    def sure_tricks(leader: int) -> int:
        alive = hands[0] | hands[1] | hands[2] | hands[3]
        t = alive & trump_block
        h = hands[leader]
        if not t or (h >> (t.bit_length() - 1)) & 1:  # the leader holds the top trump, or no trump is out
            sure = _leader_cashes(hands, h, alive, t)
            if sure:
                return sure if camp[leader] else -sure
            if not t:
                return 0
        ours = t & (hands[makers_a] | hands[makers_b])
        side = 1 if ours >> (t.bit_length() - 1) else 0  # the camp of the top trump
        if not side:
            ours ^= t
        run = ours & -(1 << (t ^ ours).bit_length())  # its trumps above all of the other camp's
        sa, sb = pairs[side]
        sure = (run & hands[sa]).bit_count()
        other = (run & hands[sb]).bit_count()
        if other > sure:
            sure = other
        return sure if side else -sure

    return sure_tricks


def _sure_tricks_wide(
    hands: list[int], camp: tuple[int, ...], by_camp: tuple[tuple[int, ...], ...]
) -> Callable[[int], int]:
    """Sure tricks, a bound looked at before a position is searched: while one camp holds all the top trumps
    still out, each of them wins a trick, and the share of one seat wins that many different tricks (two seats'
    could fall on one trick). When no other seat holds a trump, the leader's camp takes at least his trumps
    and then the cards of his suits above everyone else's, led one after another. Returns the makers' sure
    tricks, or minus the defenders', or 0."""
    trump_block = TRUMP_BLOCK
    makers = by_camp[1] or (0,)
    camps = (by_camp[0] or (0,), makers)

    def sure_tricks(leader: int) -> int:
        alive = 0
        for x in hands:
            alive |= x
        t = alive & trump_block
        h = hands[leader]
        if not t or (h >> (t.bit_length() - 1)) & 1:  # the leader holds the top trump, or no trump is out
            sure = _leader_cashes(hands, h, alive, t)
            if sure:
                return sure if camp[leader] else -sure
            if not t:
                return 0
        ours = 0
        for s in makers:
            ours |= hands[s]
        ours &= t
        side = 1 if ours >> (t.bit_length() - 1) else 0  # the camp of the top trump
        if not side:
            ours ^= t
        run = ours & -(1 << (t ^ ours).bit_length())  # its trumps above all of the other camp's
        if run & (run - 1):  # two top trumps or more: the most of them in one seat
            sure = 0
            for s in camps[side]:
                n = (run & hands[s]).bit_count()
                if n > sure:
                    sure = n
        else:
            sure = 1  # the top trump alone
        return sure if side else -sure

    return sure_tricks


def _last_two_tricks(
    hands: list[int], camp: tuple[int, ...], next_seat: tuple[int, ...], active: int
) -> Callable[[int, int, int, int, int], int]:
    """The makers' tricks of the last two, exactly, every line tried (cheaper than a search with its table;
    measured at four seats or fewer whose camps do not alternate: cutthroat, a loner)."""
    block_of = BLOCK_OF
    trump_block = TRUMP_BLOCK
    others = active - 1

    def two(seat: int, k: int, ledm: int, wb: int, ws: int) -> int:
        h = hands[seat]
        m = (h & ledm or h) if k else h
        mine = camp[seat]
        best = -1 if mine else 9
        nxt = next_seat[seat]
        while m:
            b = m & -m
            m ^= b
            if not k:
                nl, nwb, nws = block_of[b], b, seat
            elif b > wb and b & (ledm | trump_block):
                nl, nwb, nws = ledm, b, seat
            else:
                nl, nwb, nws = ledm, wb, ws
            hands[seat] = h ^ b
            if k == others:  # the trick is complete: the last one plays itself (inline: the most frequent line)
                s = nws
                lb = hands[s]
                lw = s
                winm = block_of[lb] | trump_block
                for _ in range(others):
                    s = next_seat[s]
                    c = hands[s]
                    if c > lb and c & winm:
                        lb, lw = c, s
                v = camp[nws] + camp[lw]
            else:
                v = two(nxt, k + 1, nl, nwb, nws)
            hands[seat] = h
            if mine:
                if v > best:
                    best = v
                    if v == 2:
                        break
            elif v < best:
                best = v
                if v == 0:
                    break
        return best

    return two


def _four_seat_tricks(
    hands: list[int], camp: tuple[int, ...], next_seat: tuple[int, ...]
) -> Callable[[int, int, int, _Start], bool]:
    """The last two or three tricks at four seats in play, camps alternating, as yes-or-no questions."""
    block_of = BLOCK_OF
    trump_block = TRUMP_BLOCK

    def trick4(s0: int, t: int, left: int, start: _Start) -> bool:
        """Whether the makers take at least ``t`` of the last two or three tricks: the trick led by ``s0`` in
        unrolled loops (the most frequent nodes of all: a function call per card would cost more than the
        card's work), then the last trick played out, or the last two asked of ``start``. Each seat asks
        whether its camp reaches its goal: for one card at least, the next seat (of the other camp) cannot
        reach its own; it stops at the first card that answers."""
        s1 = next_seat[s0]
        s2 = next_seat[s1]
        s3 = next_seat[s2]
        seats = (s0, s1, s2, s3)
        h0 = hands[s0]
        h1 = hands[s1]
        h2 = hands[s2]
        h3 = hands[s3]
        c3 = camp[s3]
        goal = t if c3 else left + 1 - t  # seat 3's camp: t tricks, or enough to keep the makers below t
        alive = h0 | h1 | h2 | h3
        ok0 = False
        m0 = h0
        while m0 and not ok0:
            b0 = m0 & -m0
            m0 ^= b0
            led = block_of[b0]
            above = alive & led & -(b0 << 1)
            if above & -above & h0:  # the card just above is ours too: the same lead
                continue
            r0 = h0 ^ b0
            winm = led | trump_block
            ok1 = False
            m1 = h1 & led or h1
            over1 = m1 & winm & -(b0 << 1)  # the cards that would take the trick from the opponent: first
            while m1 and not ok1:
                b1 = m1 & over1 or m1
                b1 &= -b1
                m1 ^= b1
                r1 = h1 ^ b1
                if b1 > b0 and b1 & winm:
                    w1, i1 = b1, 1
                else:
                    w1, i1 = b0, 0
                ok2 = False
                m2 = h2 & led or h2
                over2 = m2 & winm & -(w1 << 1) if i1 else 0
                while m2 and not ok2:
                    b2 = m2 & over2 or m2
                    b2 &= -b2
                    m2 ^= b2
                    r2 = h2 ^ b2
                    if b2 > w1 and b2 & winm:
                        w2, i2 = b2, 2
                    else:
                        w2, i2 = w1, i1
                    ok3 = False
                    m3 = h3 & led or h3
                    over3 = 0 if i2 & 1 else m3 & winm & -(w2 << 1)
                    while m3 and not ok3:
                        b3 = m3 & over3 or m3
                        b3 &= -b3
                        m3 ^= b3
                        r3 = h3 ^ b3
                        i3 = 3 if b3 > w2 and b3 & winm else i2
                        need = goal - (i3 & 1)  # seats 1 and 3 are seat 3's camp
                        if need <= 0 or need >= left:
                            ok3 = need <= 0
                        elif left == 2:  # the last trick, led by this one's winner: its suit's or trump's top
                            top = (r0 | r1 | r2 | r3) & (block_of[(r0, r1, r2, r3)[i3]] | trump_block)
                            ok3 = (top & (r1 | r3)).bit_length() == top.bit_length()
                        else:  # the tricks after this one: their own question, to the table
                            hands[s0] = r0  # one by one: four at once build a tuple
                            hands[s1] = r1
                            hands[s2] = r2
                            hands[s3] = r3
                            if c3:
                                ok3 = start(seats[i3], need - 1, need, left - 1) >= need
                            else:
                                ok3 = start(seats[i3], left - 1 - need, left - need, left - 1) < left - need
                    ok2 = not ok3
                ok1 = not ok2
            ok0 = not ok1
        hands[s0] = h0
        hands[s1] = h1
        hands[s2] = h2
        hands[s3] = h3
        return ok0 == (camp[s0] == 1)

    return trick4


def _alpha_beta(
    hands: list[int],
    camp: tuple[int, ...],
    next_seat: tuple[int, ...],
    active: int,
    table: _Table,
    last_trick: Callable[[int], int],
    sure_tricks: Callable[[int], int],
    two: Callable[[int, int, int, int, int], int] | None,
    trick4: Callable[[int, int, int, _Start], bool] | None,
) -> tuple[_Start, _Follow]:
    """Alpha-beta over the two camps, in three mutually recursive parts: ``start`` (a trick's start: the
    transposition table, the sure-trick bound and the shortcuts of the last tricks), ``lead`` and ``follow``
    (one card each, with the move ordering). Values are the makers' tricks still to come, fail-soft."""
    block_of = BLOCK_OF
    trump_block = TRUMP_BLOCK
    others = active - 1
    wide = len(hands) > 4
    decided_by = [0]  # the lead that decided the last ``lead`` search, kept as its table entry's first try

    def start(leader: int, alpha: int, beta: int, left: int) -> int:
        """The makers' tricks among the ``left`` tricks to come, ``leader`` to lead."""
        if left == 1:
            return last_trick(leader)
        if left == 0 or beta <= 0:  # decided whatever happens: no need to look anything up
            return 0
        if alpha >= left:
            return left
        # The transposition table: entries are stored at the start of a trick as a lower and an upper bound
        # (never a cut-off value taken for an exact one), with the lead that decided them.
        key = (*hands, leader)
        entry = table.get(key)
        first = 0
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
        else:
            lo, hi = 0, left
            sure = sure_tricks(leader)
            if sure > 0:
                lo = sure
                if lo >= beta:
                    table[key] = (lo, left, 0)
                    return lo
            elif sure < 0:
                hi = left + sure
                if hi <= alpha:
                    table[key] = (0, hi, 0)
                    return hi
        if left == 2 and two is not None:
            v = two(leader, 0, 0, 0, leader)
            table[key] = (v, v, 0)
            return v
        if left <= 3 and trick4 is not None:
            while lo < hi and lo < beta and hi > alpha:  # yes-or-no questions until the window is decided
                t = beta if lo < beta <= hi else hi
                if trick4(leader, t, left, start):
                    lo = t
                else:
                    hi = t - 1
            table[key] = (lo, hi, 0)
            return hi if hi <= alpha else lo
        a, bt = (lo if lo > alpha else alpha), (hi if hi < beta else beta)
        v = lead(leader, first, a, bt, left)
        if v <= a:
            hi = v
        elif v >= bt:
            lo = v
        else:
            lo = hi = v
        table[key] = (lo, hi, decided_by[0])
        return v

    def lead(seat: int, first: int, alpha: int, beta: int, left: int) -> int:
        """The lead of a trick. Move ordering: one candidate per run of neighbouring cards of ours among the
        cards alive (the top of the run: they are worth the same), ``first`` (the table's move) before the
        others, else at five seats or more the top trump if it is ours, then low cards first (measured: fewer
        nodes than strong cards first; the top trump first, 1 to 8% fewer at five to seven seats)."""
        h = hands[seat]
        if wide:
            alive = 0
            for x in hands:
                alive |= x
        else:
            alive = hands[0] | hands[1] | hands[2] | hands[3]
        mine = camp[seat]
        nxt = next_seat[seat]
        best = -1 if mine else 99
        best_move = 0
        b = first & h  # the table's move (one card, or none), then the others as they are found
        if not b and wide:  # none: at five seats or more, the top trump first when we hold it (measured)
            t = alive & trump_block
            if t and (h >> (t.bit_length() - 1)) & 1:
                b = 1 << (t.bit_length() - 1)
        m = h ^ b
        while b or m:
            if not b:
                b = m & -m
                m ^= b
                above = alive & block_of[b] & -(b << 1)
                if above & -above & h:  # the card just above is ours too: the same lead
                    b = 0
                    continue
            hands[seat] = h ^ b
            v = follow(nxt, 1, block_of[b], b, seat, alive, alpha, beta, left)
            hands[seat] = h
            if mine:
                if v > best:
                    best, best_move = v, b
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, best_move = v, b
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
            b = 0
        decided_by[0] = best_move
        return best

    def follow(seat: int, k: int, ledm: int, wb: int, ws: int, alive: int, alpha: int, beta: int, left: int) -> int:
        """The ``k``-th card of a trick led in ``ledm``, ``wb`` of seat ``ws`` winning it so far. ``alive``:
        the cards in the hands and the one winning the trick (worked out at the lead, then each card played
        leaves it, or the card it beats does: a card of the trick that no longer wins can never matter again,
        so two cards of ours it alone separates are worth the same: both lose, or both win). Move
        ordering: the cheapest card that wins, then the lowest; the last to play under a partner winning: low
        first (measured: fewer nodes than playing low under a partner who may yet be beaten). Each candidate
        is searched as it is found (no list of moves: followers are most of the nodes)."""
        h = hands[seat]
        m = h & ledm or h
        if not m & (m - 1):  # one legal card: play it, nothing to choose or order
            hands[seat] = h ^ m
            if m > wb and m & (ledm | trump_block):
                alive ^= wb
                wb, ws = m, seat
            else:
                alive ^= m
            if k == others:
                add = camp[ws]
                v = add + start(ws, alpha - add, beta - add, left - 1)
            else:
                v = follow(next_seat[seat], k + 1, ledm, wb, ws, alive, alpha, beta, left)
            hands[seat] = h
            return v
        mine = camp[seat]
        wins = m & (ledm | trump_block) & -(wb << 1)  # the cards that would take the trick so far
        last = k == others
        nxt = next_seat[seat]
        best = -1 if mine else 99
        for part in (m ^ wins, wins) if last and camp[ws] == mine else (wins, m ^ wins):
            while part:
                b = part & -part
                part ^= b
                above = alive & block_of[b] & -(b << 1)
                if above & -above & h:  # the card just above is ours too: the same play
                    continue
                hands[seat] = h ^ b
                if last:
                    nws = seat if b & wins else ws
                    add = camp[nws]
                    v = add + start(nws, alpha - add, beta - add, left - 1)
                elif b & wins:
                    v = follow(nxt, k + 1, ledm, b, seat, alive ^ wb, alpha, beta, left)
                else:
                    v = follow(nxt, k + 1, ledm, wb, ws, alive ^ b, alpha, beta, left)
                hands[seat] = h
                if mine:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                return best
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            return best
        return best

    return start, follow
