"""Calibrating the bidding advice: every bid has a kind, the fitted offset is an unbiased mean with an honest
standard error, bad figures are refused, and the advice moves each figure by its kind's offset."""

from __future__ import annotations

import itertools
import math

import pytest

from engine.coach import bid_calibration
from engine.coach.bid_calibration import GROUP, BidGroup, BidKind, bid_kind, fit_offsets, offset_for
from engine.coach.bidding_advice import advise_bidding
from tests.engine.deals import play, start


def test_each_bid_of_the_first_round_has_its_kind() -> None:
    state = start()  # East deals, South bids first
    assert bid_kind(state, "pass") is BidKind.PASS_UPCARD
    assert bid_kind(state, "order up") is BidKind.ORDER_UP
    assert bid_kind(state, "order up alone") is BidKind.ORDER_UP_ALONE
    dealer = play(state, "pass", "pass", "pass")
    assert dealer.to_move == dealer.dealer
    assert bid_kind(dealer, "order up") is BidKind.PICK_UP, "the dealer's own order is a pick-up"
    assert bid_kind(dealer, "order up alone") is BidKind.ORDER_UP_ALONE


def test_each_bid_of_the_second_round_and_the_discard_has_its_kind() -> None:
    second = play(start(), "pass", "pass", "pass", "pass")
    assert bid_kind(second, "pass") is BidKind.PASS_CALL
    assert bid_kind(second, "call S") is BidKind.CALL
    assert bid_kind(second, "call S alone") is BidKind.CALL_ALONE
    assert bid_kind(play(start(), "order up"), "discard 9C") is BidKind.DISCARD


def test_a_card_in_the_play_is_no_bid() -> None:
    with pytest.raises(ValueError):
        bid_kind(play(start(), "order up", "discard 9C"), "play TC")
    with pytest.raises(ValueError):
        bid_kind(start(), "call S")  # not in the first round


def test_the_offset_is_what_was_played_beyond_the_prediction() -> None:
    rows = [("call alone", 0.25, 1.0), ("call alone", 1.25, 2.0), ("pass", 0.0, -1.0), ("pass", 0.5, 0.5)]
    offsets = fit_offsets(rows)
    assert offsets["call alone"].mean == pytest.approx(0.75) and offsets["call alone"].error == 0
    assert offsets["pass"].mean == pytest.approx(-0.5) and offsets["pass"].n == 2


def test_the_offset_and_its_error_are_unbiased_over_every_equally_likely_outcome() -> None:
    # Each of four decisions predicted 0 scores +1 or -1 with even odds: the true offset is 0 and the variance
    # of the mean of four is 1/4. Over all 16 outcomes the fitted mean averages 0 and its squared error 1/4.
    fits = [fit_offsets(("pass", 0.0, p) for p in outcome)["pass"] for outcome in itertools.product((1, -1), repeat=4)]
    assert math.fsum(f.mean for f in fits) / len(fits) == pytest.approx(0.0)
    assert math.fsum(f.error**2 for f in fits) / len(fits) == pytest.approx(1 / 4)


@pytest.mark.parametrize(
    "rows",
    [
        [],
        [("call", 0.5, 1.0)],  # one decision tells no standard error
        [("call", 0.5, 1.0), ("call", math.nan, 1.0)],
        [("call", 0.5, 1.0), ("call", 0.5, math.inf)],
    ],
)
def test_bad_figures_are_refused(rows: list[tuple[str, float, float]]) -> None:
    with pytest.raises(ValueError):
        fit_offsets(rows)


def test_the_advice_moves_each_figure_and_its_interval_by_its_kinds_offset(monkeypatch: pytest.MonkeyPatch) -> None:
    state = start()
    monkeypatch.setattr(bid_calibration, "OFFSETS", {BidGroup.ALONE: 0.5, BidGroup.PASS_UPCARD: -0.25})
    raw = advise_bidding(state, deals=30, seed=2, calibrated=False)
    calibrated = advise_bidding(state, deals=30, seed=2)
    moved = {c.action: c.points - raw.option(c.action).points for c in calibrated.options}
    assert moved == pytest.approx({"pass": -0.25, "order up": 0.0, "order up alone": 0.5})
    alone = calibrated.option("order up alone")
    assert alone.low == pytest.approx(raw.option("order up alone").low + 0.5)
    assert alone.made == raw.option("order up alone").made


def test_no_offset_lifts_a_figure_beyond_what_a_hand_can_score(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bid_calibration, "OFFSETS", {BidGroup.ALONE: 10.0, BidGroup.PASS_UPCARD: -10.0})
    advice = advise_bidding(start(), deals=30, seed=2)
    assert advice.option("order up alone").points == 4 and advice.option("pass").points == -4
    assert all(-4 <= c.low <= c.points <= c.high <= 4 for c in advice.options)


def test_kinds_of_a_group_share_its_offset_and_unmeasured_kinds_get_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bid_calibration, "OFFSETS", {BidGroup.ALONE: 0.3, BidGroup.WITH_PARTNER: 0.1})
    assert offset_for(BidKind.ORDER_UP_ALONE) == offset_for(BidKind.CALL_ALONE) == 0.3
    assert offset_for(BidKind.PICK_UP) == offset_for(BidKind.DISCARD) == 0.1
    assert offset_for(BidKind.PASS_CALL) == 0.0, "a group without an offset"
    assert BidKind.NAME_BLIND not in GROUP and offset_for(BidKind.NAME_BLIND) == 0.0


def test_a_non_dealer_s_order_up_is_measured_apart_from_the_other_bids_with_partner() -> None:
    """The first round's order up and pass have their own offsets (fitted on one set of seeds and checked on
    another, bench/coach_calibration.py); the dealer's pick-up, a call and a discard share the group's."""
    assert GROUP[BidKind.ORDER_UP] is BidGroup.ORDER_UP
    assert GROUP[BidKind.PICK_UP] is GROUP[BidKind.CALL] is GROUP[BidKind.DISCARD] is BidGroup.WITH_PARTNER
