"""The bidding coach at call-ace and auction tables (issue 22): every decision before the play gets advice
whose best choice is legal; with every hand in view the advice is the hand's exact outcome; the reasons
are true of the hand and the figures, and never speak of a partner; a clear hand is told to bid."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine import Rules, SoloHand, solve, table_rules
from engine.cards.card import Card
from engine.coach.advice import Grade
from engine.coach.bidding_advice import BiddingAdvice
from engine.coach.reasons import CoachReason
from engine.coach.solo_bid_reasons import solo_grade_with_reason, why_solo_bid
from engine.coach.solo_bidding_advice import SOLO_BIDDING_PHASES, advise_solo_bidding
from engine.coach.solo_bots import solo_action
from engine.games.solo import SoloPhase, score_solo, solo_deal, start_solo_hand
from engine.games.widow import parse_solo_deal
from engine.table.actions import parse_action
from engine.table.rules import new_deck
from engine.table.tricks import effective_suit, suit_ranking

SMALL_TABLES = [
    table_rules("call_ace", 4),
    table_rules("auction", 5),
    table_rules("call_ace", 4, joker=True, call_ace_undealt="no_partner"),
]


def _id(rules: Rules) -> str:
    return f"{rules.game}-{rules.num_players}" + ("-options" if rules.joker else "")


def _decisions(rules: Rules, seed: int, hands: int) -> list[SoloHand]:
    """Every decision before the play in ``hands`` seeded hands bid by the table's bots."""
    rng = random.Random(seed)
    out = []
    for n in range(hands):
        state = solo_deal(rules, n % rules.num_players, rng)
        while state.phase in SOLO_BIDDING_PHASES and not state.is_over:
            out.append(state)
            state = state.apply(solo_action(state, rng))
    return out


@pytest.mark.parametrize("rules", SMALL_TABLES, ids=_id)
def test_every_decision_before_the_play_is_judged_and_its_best_choice_is_legal(rules: Rules) -> None:
    seen = set()
    for state in _decisions(rules, seed=4, hands=6):
        advice = advise_solo_bidding(state, deals=3, seed=2)
        legal = [str(a) for a in state.legal_actions()]
        assert [c.action for c in advice.options] == legal
        assert advice.best.action in legal and state.is_legal(advice.best.action)
        assert all(c.low <= c.points <= c.high and 0 <= c.made <= 1 for c in advice.options)
        seen.add(state.phase)
    expected = (
        {SoloPhase.BID_UPCARD, SoloPhase.CALL_ACE}
        if rules.game == "call_ace"
        else {SoloPhase.AUCTION, SoloPhase.WIDOW_DISCARD, SoloPhase.CALL_ALLY}
    )
    assert expected <= seen, f"decisions met: {sorted(seen)}"


def test_the_same_seed_gives_the_same_advice_with_one_worker_or_two() -> None:
    state = _decisions(table_rules("auction", 5), seed=1, hands=1)[0]
    assert advise_solo_bidding(state, deals=20, seed=3) == advise_solo_bidding(state, deals=20, seed=3, workers=2)


def test_advice_is_refused_once_the_play_has_begun() -> None:
    rng = random.Random(2)
    state = solo_deal(table_rules("call_ace", 4), 0, rng)
    while state.phase is not SoloPhase.PLAY:
        state = state.apply(solo_action(state, rng))
        if state.is_over:
            state = solo_deal(table_rules("call_ace", 4), 0, rng)
    with pytest.raises(ValueError, match="before the play"):
        advise_solo_bidding(state)


def _perfect_outcome(state: SoloHand, seat: int) -> int:
    """Play on with every card in view, each side's card the solver's best for it: ``seat``'s points less
    a player's of the other camp (an exhaustive check of the advice's trick thresholds)."""
    while not state.is_over:
        values = solve(state)
        state = state.apply(max(values, key=values.__getitem__))
    result = score_solo(state)
    ours = seat in result.maker_side
    other = next(s for s in range(state.num_players) if (s in result.maker_side) != ours)
    return result.points[seat] - result.points[other]


def _seeing_everything(monkeypatch: pytest.MonkeyPatch, state: SoloHand) -> None:
    """The deals drawn are the true one: nothing is hidden from the seat."""
    import engine.coach.solo_bidding_advice as advice_module

    def sampler(_evidence: object, _rules: Rules) -> Callable[[random.Random], tuple[tuple[Card, ...], ...]]:
        return lambda _rng: state.hands

    monkeypatch.setattr(advice_module, "sampler", sampler)


CALL_ACE = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD",
    ["order up", "discard 9C"],
)  # East picks up: East, the maker, calls the suit
AUCTION = (
    "dealer=E | S: JH JD AH KH 9S | W: QH TH AS KS 9C | NW: AC KC QC JC TC | NE: AD KD QD JS TS | "
    "E: 9H QS 9D TD 8D | widow: 8H 7H 8S"
)


@pytest.mark.parametrize(
    ("game", "players", "deal", "before", "phase"),
    [
        ("call_ace", 4, CALL_ACE[0], CALL_ACE[1], SoloPhase.CALL_ACE),
        (
            "auction",
            5,
            AUCTION,
            ["bid 4 H", "pass", "pass", "pass", "pass", "discard 9S", "discard 7H", "discard 8S"],
            SoloPhase.CALL_ALLY,
        ),
    ],
    ids=["call-ace-suit", "auction-ally"],
)
def test_with_every_hand_in_view_the_advice_is_the_hands_exact_outcome(
    monkeypatch: pytest.MonkeyPatch, game: str, players: int, deal: str, before: list[str], phase: SoloPhase
) -> None:
    rules = table_rules(game, players)
    state = start_solo_hand(rules, parse_solo_deal(rules, deal))
    for action in before:
        state = state.apply(action)
    assert state.phase is phase
    seat = state.to_move
    assert seat is not None
    _seeing_everything(monkeypatch, state)
    advice = advise_solo_bidding(state, deals=3, seed=5)
    for option in advice.options:
        truth = _perfect_outcome(state.apply(option.action), seat)
        assert option.points == option.low == option.high == truth, option.action


def _trumps(state: SoloHand, suit: str) -> int:
    """The trumps the seat to move would hold with ``suit`` as trump (a dealer ordered up holds the upcard)."""
    seat = state.to_move
    assert seat is not None
    held = list(state.hands[seat])
    if seat == state.dealer and state.phase is SoloPhase.BID_UPCARD and state.upcard is not None:
        held.append(state.upcard)
    return sum(effective_suit(c, suit, state.rules) == suit for c in held)


def _check_reason_is_true(state: SoloHand, advice: BiddingAdvice, action: str) -> None:
    graded, note = solo_grade_with_reason(state, advice, action)
    seat = state.to_move
    assert seat is not None
    hand, p = state.hands[seat], note.params
    assert "partner" not in " ".join(p) and "partner" not in str(note.code), note
    assert (graded.grade is Grade.BEST) == ("your_action" not in p)
    code = note.code
    if code is CoachReason.CALL_A_SUIT_YOU_LACK:
        assert state.trump is not None
        top = suit_ranking(str(p["suit"]), state.trump, new_deck(state.rules))[0]
        assert p["card"] == top.code and top not in hand, "the suit's best card is not the maker's"
    if code is CoachReason.CALLED_YOUR_OWN_ACE:
        assert any(c.code == p["your_card"] for c in hand), "the maker holds the card he called"
    if code in (CoachReason.TOO_WEAK_TO_ORDER_UP, CoachReason.STRONG_ENOUGH_TO_CALL, CoachReason.BID_WHAT_YOU_CAN_MAKE):
        suit = str(p["suit"])
        picks_up = seat == state.dealer and state.phase is SoloPhase.BID_UPCARD and state.upcard is not None
        held = list(hand) + ([state.upcard] if picks_up and state.upcard is not None else [])
        trumps = sum(effective_suit(c, suit, state.rules) == suit for c in held)
        assert p["trumps"] == trumps, f"{note}: the dealer who picks up counts the upcard"
    if code is CoachReason.CALL_THE_LONGER_SUIT:
        assert p["trumps"] == _trumps(state, str(p["suit"])) > p["your_trumps"] == _trumps(state, str(p["your_suit"]))
    if code is CoachReason.BID_WHAT_YOU_CAN_MAKE:
        best = advice.best if "your_action" in p else advice.option(action)
        assert p["chance"] == round(best.made * 100) and best.points > 0
    if code is CoachReason.BID_TOO_HIGH:
        assert int(str(p["your_bid"])) > int(str(p["bid"]))
        assert p["your_chance"] == round(advice.option(action).made * 100)
    if code is CoachReason.NAME_THE_HIGHEST_TRUMP_YOU_LACK:
        card = next(c for c in new_deck(state.rules) if c.code == p["card"])
        assert state.trump is not None and effective_suit(card, state.trump, state.rules) == state.trump
        assert card not in hand and card not in state.discards
    if code is CoachReason.DISCARD_TO_VOID_A_SUIT:
        suit = str(p["suit"])
        assert state.trump is not None
        assert [c.code for c in hand if effective_suit(c, state.trump, state.rules) == suit] == [p["card"]]
    if code is CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP:
        assert p["seat"] == state.dealer != seat


@pytest.mark.parametrize("rules", SMALL_TABLES, ids=_id)
def test_every_reason_is_true_of_the_hand_and_the_figures_and_speaks_of_no_partner(rules: Rules) -> None:
    rng = random.Random(7)
    for state in _decisions(rules, seed=8, hands=6):
        advice = advise_solo_bidding(state, deals=4, seed=rng.randrange(100))
        for action in [o.action for o in advice.options][:6]:
            _check_reason_is_true(state, advice, action)
        assert why_solo_bid(state, advice).code is not None


def test_a_hand_with_the_top_trumps_is_told_to_order_up_at_call_ace() -> None:
    rules = table_rules("call_ace", 4)
    state = start_solo_hand(
        rules,
        parse_solo_deal(
            rules, "dealer=E up=9H | S: JH JD AH KH AS | W: 9S KS QH TH AC | N: QS TS JS TD JC | E: KC QC 9C AD KD"
        ),
    )
    advice = advise_solo_bidding(state, deals=30, seed=1)
    assert advice.best.action in ("order up", "order up alone")
    assert advice.option("order up").points > advice.option("pass").points


def test_a_hand_with_the_top_trumps_bids_hearts_at_auction() -> None:
    rules = table_rules("auction", 5)
    state = start_solo_hand(rules, parse_solo_deal(rules, AUCTION))
    advice = advise_solo_bidding(state, deals=30, seed=1)
    assert parse_action(advice.best.action).suit == "H"
    graded, note = solo_grade_with_reason(state, advice, "pass")
    assert graded.grade is not Grade.BEST and note.params["your_action"] == "pass"


def test_a_dealer_naming_trump_blind_gets_one_figure_for_every_suit_and_nothing_from_his_own_cards() -> None:
    """rules.md section 7: a turned-up best bower, and the dealer names trump before he looks at his hand."""
    rules = table_rules("call_ace", 4, joker=True)
    rng = random.Random(0)
    state = solo_deal(rules, 0, rng)
    while state.phase is not SoloPhase.DEALER_NAMES_TRUMP:
        state = solo_deal(rules, 0, rng)
    advice = advise_solo_bidding(state, deals=12, seed=3)
    plain = {(c.points, c.made) for c in advice.options if not c.action.endswith(" alone")}
    alone = {(c.points, c.made) for c in advice.options if c.action.endswith(" alone")}
    assert len(plain) == 1 and len(alone) == 1, "no suit can be told from another before the hand is seen"
    dealer, other = state.dealer, (state.dealer + 1) % 4
    hands = list(state.hands)
    hands[dealer], hands[other] = hands[other], hands[dealer]
    swapped = start_solo_hand(rules, state.deal._replace(hands=tuple(hands)))
    assert advise_solo_bidding(swapped, deals=12, seed=3) == advice, "the dealer's unseen cards change nothing"
    assert why_solo_bid(state, advice).code is CoachReason.NAME_TRUMP_BLIND
