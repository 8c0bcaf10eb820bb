"""Seating: who sits where and plays with whom, for tables of three to seven seats (rules.md sections 1,
9 and 10). The four-hand game and cutthroat keep the seats they always had."""

from __future__ import annotations

import random

import pytest

from engine import CardParseError, Rules, Seating, deal, format_deal, parse_deal
from engine.table.seating import MAX_SEATS, MIN_SEATS

TABLES = [pytest.param(n, id=f"{n} seats") for n in range(MIN_SEATS, MAX_SEATS + 1)]


def test_four_hand_partners_face_each_other_and_make_two_sides() -> None:
    table = Seating(4)
    assert [table.partner(s) for s in table.seats] == [2, 3, 0, 1]
    assert table.sides == ((0, 2), (1, 3))
    assert table.same_side(0, 2) and not table.same_side(0, 1)
    assert table.codes == ("S", "W", "N", "E")


def test_cutthroat_has_no_partners_and_every_seat_is_a_side() -> None:
    table = Rules(num_players=3).seating
    assert [table.partner(s) for s in table.seats] == [None, None, None]
    assert table.sides == ((0,), (1,), (2,))
    assert table.codes == ("S", "W", "N")


@pytest.mark.parametrize("n", TABLES)
def test_every_table_passes_to_the_left_and_has_one_code_per_seat(n: int) -> None:
    table = Seating(n)
    assert [table.left_of(s) for s in table.seats] == [*range(1, n), 0]
    assert len(set(table.codes)) == n
    assert [table.parse_seat(c) for c in table.codes] == list(table.seats)
    assert [table.parse_seat(str(s)) for s in table.seats] == list(table.seats)
    assert table.clockwise_from(n - 1) == (n - 1, *range(n - 1))


@pytest.mark.parametrize("n", TABLES)
def test_a_seat_not_at_the_table_is_refused(n: int) -> None:
    with pytest.raises(CardParseError, match="not a seat"):
        Seating(n).parse_seat(str(n))
    with pytest.raises(ValueError, match="no seat"):
        Seating(n).left_of(n)


def test_the_next_active_seat_skips_those_sitting_out() -> None:
    table = Seating(4)
    assert table.next_active(3, frozenset({0})) == 1
    assert table.next_active(0, frozenset({1, 3})) == 2
    with pytest.raises(ValueError, match="every seat"):
        table.next_active(0, frozenset(table.seats))


@pytest.mark.parametrize(
    ("seats", "partnerships"),
    [
        pytest.param(2, None, id="two seats are too few"),
        pytest.param(8, None, id="eight seats are too many"),
        pytest.param(6, True, id="fixed partnerships only at four"),
    ],
)
def test_impossible_tables_are_refused(seats: int, partnerships: bool | None) -> None:
    with pytest.raises(ValueError):
        Seating(seats, partnerships)


@pytest.mark.parametrize("players", [3, 4])
def test_a_shuffled_deal_reads_back_from_its_notation(players: int) -> None:
    state = deal(Rules(num_players=players), dealer=players - 1, rng=random.Random(players))
    assert parse_deal(format_deal(state.deal)) == state.deal
