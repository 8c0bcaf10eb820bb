"""The coach's reasons for a bid or a discard: each code comes from a hand that calls for it, read off the cards
and the bidding advice's figures, and a bid is graded on the card thresholds."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.coach.advice import Grade
from engine.coach.bid_reasons import grade_bid, grade_with_reason, trumps_in, why_bid
from engine.coach.bidding_advice import BiddingAdvice, advise_bidding
from engine.coach.reasons import CoachNote, CoachReason
from engine.games.partnership import HandState
from tests.engine.deals import play, start

_DEALS = 60  # enough for these clear hands; the app uses more


def _advice(state: HandState) -> BiddingAdvice:
    return advise_bidding(state, deals=_DEALS, seed=1)


def _why(state: HandState, chosen: str | None = None) -> CoachNote:
    return why_bid(state, _advice(state), chosen)


# South bids first (East deals); hearts turned up.
WEAK = (
    "dealer=E up=9H | S: 9S TC QC 9D KD | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD JD | kitty: QD TD AH"
)
TWO_SMALL = (
    "dealer=E up=QH | S: TH 9H AC 9S TD | W: JH KH KS QS AS | N: JC QC 9C JS TS | E: AH KC TC AD KD | kitty: JD QD 9D"
)
THREE = (
    "dealer=E up=9H | S: JH AH KH 9C TS | W: JD QH TH AS KS | N: QS 9S JS JC QC | E: AC KC TC AD KD | kitty: QD TD 9D"
)
FIVE = (
    "dealer=E up=9H | S: JH JD AH KH QH | W: TH AS KS QS 9S | N: JS JC QC AC TS | E: KC TC AD KD 9C | kitty: QD TD 9D"
)
SPADES = (
    "dealer=E up=9H | S: JS AS KS 9D TD | W: JH KH QH TH AC | N: QS 9S JD JC QC | E: KC TC AD KD 9C | kitty: QD AH TS"
)
# South deals and picks up 9H after three passes: the discard.
SHORT_CLUB = (
    "dealer=S up=9H | S: JH AH KH 9C AS | W: JD QH TH KS QS | N: 9S TS JS JC QC | E: AC KC TC AD KD | kitty: QD TD 9D"
)
KING_NINE = (
    "dealer=S up=9H | S: JH AH KC 9C TD | W: JD QH TH KS QS | N: 9S TS JS JC QC | E: AC AS TC AD KD | kitty: QD KH 9D"
)


def _discarding(notation: str) -> HandState:
    return play(start(notation), "pass", "pass", "pass", "order up")


def test_a_hand_without_trumps_is_too_weak_to_order_up() -> None:
    note = _why(start(WEAK), "order up")
    assert note.code is CoachReason.TOO_WEAK_TO_ORDER_UP
    assert note.params == {"suit": "H", "trumps": 0, "your_action": "order up"}


def test_two_small_trumps_are_not_worth_handing_the_upcard_to_the_other_side() -> None:
    state = start(TWO_SMALL)
    assert len(trumps_in(state.hands[0], "H", state)) == 2
    note = _why(state, "order up")
    assert note.code is CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP
    assert note.params["card"] == "QH" and note.params["seat"] == 3  # East deals


def test_the_upcard_goes_to_a_partner_dealer_so_it_is_no_gift_to_the_other_side() -> None:
    # The same cards with North dealing: the queen would help South's own side, so the reason is the hand.
    state = start(TWO_SMALL.replace("dealer=E", "dealer=N"))
    state = play(state, "pass")  # East, left of North, speaks first
    note = why_bid(state, _advice(state), "order up")
    assert note.code is not CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP


def test_ordering_up_a_partner_who_deals_gives_the_side_a_trump() -> None:
    # Two trumps and two aces: not a hand to make trump alone, but North deals and takes the king.
    state = play(
        start(
            "dealer=N up=KH | S: JD TH AS AC 9C | W: JH AH QH 9H KS | N: QS 9S JS JC QC | "
            "E: KC TC TD KD 9D | kitty: QD AD TS"
        ),
        "pass",
    )
    advice = _advice(state)
    assert advice.best.action == "order up"
    note = why_bid(state, advice, "pass")
    assert note.code is CoachReason.ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP
    assert note.params == {"card": "KH", "seat": 2, "your_action": "pass"}


def test_a_dealer_stuck_with_a_poor_hand_is_told_the_figures_not_that_it_is_strong() -> None:
    # Stick the dealer: South deals, everyone passes twice, and South must name a suit with one card of it.
    state = play(
        start(
            "dealer=S up=9H | S: TH QH 9S QD KC | W: JH KH AH TS AS | N: KS QS JS JC 9D | "
            "E: AC TC 9C AD JD | kitty: QC TD KD",
            stick_the_dealer=True,
        ),
        *["pass"] * 7,
    )
    assert "pass" not in [str(a) for a in state.legal_actions()]
    advice = _advice(state)
    note = why_bid(state, advice)
    assert note.code is CoachReason.BEST_EXPECTED_POINTS
    assert note.params == {"action": advice.best.action, "points": round(advice.best.points * 100)}


def test_three_trumps_with_the_right_bower_are_strong_enough_to_order_up() -> None:
    state = start(THREE)
    advice = _advice(state)
    assert advice.best.action == "order up"
    note = why_bid(state, advice, "pass")
    assert note.code is CoachReason.STRONG_ENOUGH_TO_CALL
    assert note.params["suit"] == "H" and note.params["trumps"] == 3
    assert note.params["points"] == round(advice.best.points * 100)
    assert why_bid(state, advice).code is CoachReason.STRONG_ENOUGH_TO_CALL  # the hint about the best bid


def test_three_trumps_are_too_few_to_go_alone() -> None:
    note = _why(start(THREE), "order up alone")
    assert note.code is CoachReason.TOO_RISKY_ALONE
    assert note.params == {"suit": "H", "trumps": 3, "your_action": "order up alone"}


def test_the_five_top_trumps_go_alone() -> None:
    state = start(FIVE)
    advice = _advice(state)
    note = why_bid(state, advice, "order up")
    assert note.code is CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS
    assert note.params["card"] == "JH" and note.params["trumps"] == 5
    assert grade_bid(advice, "order up").grade is Grade.MISTAKE  # two points given away


def test_in_round_two_call_the_suit_you_hold_most_trumps_in() -> None:
    state = play(start(SPADES), "pass", "pass", "pass", "pass")
    note = _why(state, "call D")
    assert note.code is CoachReason.CALL_THE_LONGER_SUIT
    assert note.params == {"suit": "S", "trumps": 3, "your_suit": "D", "your_trumps": 2, "your_action": "call D"}


def test_the_dealer_discards_a_lone_card_to_void_its_suit() -> None:
    state = _discarding(SHORT_CLUB)
    note = _why(state)
    assert note.code is CoachReason.DISCARD_TO_VOID_A_SUIT
    assert note.params == {"card": "9C", "suit": "C"}


@pytest.mark.parametrize("discard", ["discard AS", "discard AH"])
def test_the_dealer_keeps_trumps_and_aces(discard: str) -> None:
    note = _why(_discarding(SHORT_CLUB), discard)
    assert note.code is CoachReason.KEEP_TRUMPS_AND_ACES
    assert note.params["card"] == "9C" and note.params["your_card"] == discard.split()[1]


@pytest.mark.parametrize("discard", ["discard 9C", "discard KC"])
def test_the_dealer_keeps_a_king_and_its_guard_together(discard: str) -> None:
    note = _why(_discarding(KING_NINE), discard)
    assert note.code is CoachReason.KEEP_THE_GUARDED_KING
    assert note.params["card"] == "TD" and note.params["kept_card"] == "KC" and note.params["guard_card"] == "9C"


def test_defending_alone_is_explained_by_its_expected_points() -> None:
    state = play(
        start(
            "dealer=E up=9H | S: JS AS KS AD AC | W: JH JD AH KH QH | N: 9S TS QS JC QC | "
            "E: KC TC TH KD 9C | kitty: QD TD 9D",
            defend_alone="always",
        ),
        "pass",
        "order up alone",
    )
    advice = _advice(state)
    worse = next(c.action for c in advice.options if c.action != advice.best.action)
    note = why_bid(state, advice, worse)
    assert note.code is CoachReason.BEST_EXPECTED_POINTS
    assert note.params["action"] == advice.best.action and note.params["your_action"] == worse
    assert note.params["your_points"] == round(advice.option(worse).points * 100)


def test_the_best_bid_is_graded_best_and_a_bid_is_graded_on_the_card_thresholds() -> None:
    state = start(WEAK)
    advice = _advice(state)
    assert grade_bid(advice, advice.best.action).grade is Grade.BEST
    graded = grade_bid(advice, "order up")
    assert graded.loss == pytest.approx(advice.best.points - advice.option("order up").points)
    assert graded.best == "pass"


def test_a_reason_is_asked_for_before_the_play_only() -> None:
    advice = _advice(start(THREE))
    in_play = play(start(THREE), "order up", "discard KD")  # East, the dealer, lays a card away
    with pytest.raises(ValueError):
        why_bid(in_play, advice)


@dataclass(frozen=True)
class _Choice:
    action: str
    points: float


@dataclass(frozen=True)
class _Figures:
    """Advice with chosen figures: only ``best``, ``option`` and ``points`` are read."""

    options: tuple[_Choice, ...]

    @property
    def best(self) -> _Choice:
        return max(self.options, key=lambda c: c.points)

    def option(self, action: str) -> _Choice:
        return next(c for c in self.options if c.action == action)


def test_a_choice_as_good_as_the_best_is_explained_for_itself() -> None:
    # Going alone is the very best by a hair; ordering up is graded best too, and its reason is its own.
    figures = _Figures((_Choice("pass", 1.5), _Choice("order up", 3.99), _Choice("order up alone", 4.0)))
    graded, note = grade_with_reason(start(FIVE), figures, "order up")
    assert graded.grade is Grade.BEST and graded.best == "order up alone"
    assert note.code is CoachReason.STRONG_ENOUGH_TO_CALL and "your_action" not in note.params
    assert note.params["points"] == 399
    graded, note = grade_with_reason(start(FIVE), figures, "pass")
    assert graded.grade is Grade.MISTAKE and note.code is CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS
    assert note.params["your_action"] == "pass"
