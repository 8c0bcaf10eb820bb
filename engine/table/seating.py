"""Who sits where and plays with whom: one frozen value for tables of three to seven seats.

Seats are numbers clockwise from the learner's seat 0; play and the deal pass to the left, that is to
``seat + 1``. A table either has fixed partnerships (the four-hand game: partners face each other, two
sides) or none (cutthroat, and the call-ace and auction games, where each seat is its own side until the
hand makes partners). Seat codes are compass points for notation and for developers; the tutorial
names the seats in the learner's language.

>>> table = Seating(4)
>>> table.partner(0), table.side(3), table.sides
(2, 1, ((0, 2), (1, 3)))
>>> Seating(3, partnerships=False).codes
('S', 'W', 'N')
>>> table.next_active(1, frozenset({2}))
3
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from engine.cards.errors import CardParseError

MIN_SEATS, MAX_SEATS = 3, 7

# Compass points clockwise from South; each table size takes the ones that spread its seats round.
_COMPASS = ("S", "SW", "W", "NW", "N", "NE", "E", "SE")
_COMPASS_NAMES = {
    "S": "South",
    "SW": "South-West",
    "W": "West",
    "NW": "North-West",
    "N": "North",
    "NE": "North-East",
    "E": "East",
    "SE": "South-East",
}
_CODES: dict[int, tuple[str, ...]] = {
    3: ("S", "W", "N"),  # cutthroat keeps the seats of the four-hand game it grew out of
    4: ("S", "W", "N", "E"),
    5: ("S", "W", "NW", "NE", "E"),
    6: ("S", "W", "NW", "N", "NE", "E"),
    7: ("S", "SW", "W", "NW", "NE", "E", "SE"),
}


@dataclass(frozen=True)
class Seating:
    """The seats of one table and its sides.

    >>> Seating(4).same_side(1, 3), Seating(3, partnerships=False).partner(1)
    (True, None)
    >>> Seating(5).codes
    ('S', 'W', 'NW', 'NE', 'E')
    >>> Seating(6, partnerships=True)
    Traceback (most recent call last):
    ...
    ValueError: fixed partnerships need four seats, not 6
    """

    num_seats: int = 4
    partnerships: bool | None = None  # None: fixed partners exactly when there are four seats
    _left: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _side: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _mates: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = self.num_seats
        if not isinstance(n, int) or isinstance(n, bool) or not MIN_SEATS <= n <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {n!r}")
        if self.partnerships is None:
            object.__setattr__(self, "partnerships", n == 4)
        elif self.partnerships and n != 4:
            raise ValueError(f"fixed partnerships need four seats, not {n}")
        object.__setattr__(self, "_left", tuple((s + 1) % n for s in range(n)))
        side = tuple(s % 2 if self.partnerships else s for s in range(n))
        object.__setattr__(self, "_side", side)
        object.__setattr__(self, "_mates", tuple(tuple(t for t in range(n) if side[t] == side[s]) for s in range(n)))

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat, clockwise from seat 0.

        >>> Seating(3).seats
        (0, 1, 2)
        """
        return tuple(range(self.num_seats))

    @property
    def has_partners(self) -> bool:
        return bool(self.partnerships)

    def _check(self, seat: int) -> int:
        if not 0 <= seat < self.num_seats:
            raise ValueError(f"no seat {seat} at a table of {self.num_seats}")
        return seat

    def partner(self, seat: int) -> int | None:
        """The fixed partner across the table, or ``None`` where there are no fixed partnerships.

        >>> Seating(4).partner(3), Seating(3).partner(0)
        (1, None)
        """
        self._check(seat)
        return (seat + self.num_seats // 2) % self.num_seats if self.partnerships else None  # across the table

    def side(self, seat: int) -> int:
        """The side a seat scores for: 0 (South/North) or 1 (West/East) with partners, else the seat.

        >>> [Seating(4).side(s) for s in range(4)], Seating(5).side(4)
        ([0, 1, 0, 1], 4)
        """
        return self._side[self._check(seat)]

    @property
    def num_sides(self) -> int:
        return 2 if self.partnerships else self.num_seats

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side, by side number."""
        return tuple(tuple(s for s in self.seats if self._side[s] == side) for side in range(self.num_sides))

    def side_seats(self, seat: int) -> tuple[int, ...]:
        """The seats on ``seat``'s side, ``seat`` among them.

        >>> Seating(4).side_seats(3), Seating(3).side_seats(1)
        ((1, 3), (1,))
        """
        return self._mates[self._check(seat)]

    def is_side(self, side: object) -> bool:
        """Whether ``side`` is a side number at this table.

        >>> Seating(4).is_side(1), Seating(4).is_side(2), Seating(4).is_side(True)
        (True, False, False)
        """
        return isinstance(side, int) and not isinstance(side, bool) and 0 <= side < self.num_sides

    def same_side(self, a: int, b: int) -> bool:
        """Whether two seats play for the same side (a seat is on its own side).

        >>> Seating(4).same_side(0, 2), Seating(4).same_side(0, 1), Seating(3).same_side(0, 2)
        (True, False, False)
        """
        return self.side(a) == self.side(b)

    @property
    def lefts(self) -> tuple[int, ...]:
        """``left_of`` of every seat, by seat: a table for hot loops.

        >>> Seating(3).lefts
        (1, 2, 0)
        """
        return self._left

    def left_of(self, seat: int) -> int:
        """The next seat clockwise: the one that bids and plays after ``seat``.

        >>> Seating(4).left_of(3), Seating(7).left_of(6)
        (0, 0)
        """
        if 0 <= seat < self.num_seats:
            return self._left[seat]
        raise ValueError(f"no seat {seat} at a table of {self.num_seats}")

    def next_active(self, seat: int, sitting_out: frozenset[int] = frozenset()) -> int:
        """The next seat to the left of ``seat`` that is still playing.

        >>> Seating(4).next_active(3, frozenset({0}))
        1
        """
        after = self.left_of(seat)
        for _ in range(self.num_seats):
            if after not in sitting_out:
                return after
            after = self._left[after]
        raise ValueError("every seat sits out")

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """Every seat in the order of play, starting with ``seat``.

        >>> Seating(4).clockwise_from(2)
        (2, 3, 0, 1)
        """
        self._check(seat)
        return tuple((seat + i) % self.num_seats for i in range(self.num_seats))

    @property
    def codes(self) -> tuple[str, ...]:
        """The seat codes of notation, by seat: compass points (``S``, ``W``, ``NW`` ...)."""
        return _CODES[self.num_seats]

    def code(self, seat: int) -> str:
        return self.codes[self._check(seat)]

    def name(self, seat: int) -> str:
        """An English compass name for developers' messages (the tutorial translates its own)."""
        return _COMPASS_NAMES[self.code(seat)]

    def parse_seat(self, text: str) -> int:
        """A seat from its code, its English compass name or its number.

        >>> Seating(4).parse_seat("north"), Seating(6).parse_seat("NE"), Seating(5).parse_seat("4")
        (2, 4, 4)
        >>> Seating(3).parse_seat("E")
        Traceback (most recent call last):
        ...
        engine.cards.errors.CardParseError: not a seat: 'E' (expected S, W or N)
        """
        t = str(text).strip().lower()
        for seat, code in enumerate(self.codes):
            if t in (code.lower(), _COMPASS_NAMES[code].lower(), str(seat)):
                return seat
        *first, last = self.codes
        raise CardParseError(f"not a seat: {text!r} (expected {', '.join(first)} or {last})")


@cache
def seating(num_seats: int, partnerships: bool | None = None) -> Seating:
    """The shared :class:`Seating` of a table size (they are values: one object each is enough)."""
    return Seating(num_seats, partnerships)


assert all(code in _COMPASS for codes in _CODES.values() for code in codes)
