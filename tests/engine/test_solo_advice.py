"""The coach at call-ace and auction tables (issue 22): the deals drawn for a seat never contradict what it has
seen and never give away what it has not (the silent partner, the kitty, the widow, the maker's discards);
the exact search agrees with a plain search over the engine's own rules on small endings; the advice's best
card is always legal; with nothing hidden, the advice is the solver's answer."""

from __future__ import annotations

import random

import pytest

from engine import Rules, SoloHand, solve, table_rules
from engine.coach.advice import advise_play
from engine.coach.reasons import CoachReason, nudge, why_best, why_worse
from engine.coach.solo_bots import solo_action
from engine.games.solo import SoloPhase, solo_deal
from engine.search.evidence import solo_evidence
from engine.search.play_tables import play_table
from engine.search.sampling import sample_hands
from engine.table.rules import new_deck
from engine.table.tricks import EFFECTIVE_SUIT, suit_ranking

TABLES = (
    [table_rules("call_ace", n) for n in (4, 5, 6)]
    + [table_rules("auction", n) for n in (5, 6, 7)]
    + [table_rules("call_ace", 5, call_ace_undealt="no_partner", joker=True)]
)


def _id(rules: Rules) -> str:
    return f"{rules.game}-{rules.num_players}" + ("-options" if rules.joker else "")


def in_play(rules: Rules, rng: random.Random, at_least_tricks: int = 0) -> SoloHand:
    """A seeded hand bid by the simple bots, then played on by random legal cards to a random point at
    least ``at_least_tricks`` tricks in (thrown-in deals are dealt again)."""
    while True:
        state = solo_deal(rules, rng.randrange(rules.num_players), rng)
        while state.phase is not SoloPhase.PLAY and not state.is_over:
            state = state.apply(solo_action(state, rng))
        if state.phase is not SoloPhase.PLAY:
            continue
        target = rng.randrange(at_least_tricks * rules.num_players, 5 * rules.num_players)
        while not state.is_over and _cards_played(state) < target:
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            return state


def _cards_played(state: SoloHand) -> int:
    return sum(len(t.cards) for t in state.tricks) + len(state.current_trick)


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_deals_drawn_never_contradict_what_the_seat_has_seen(rules: Rules) -> None:
    rng = random.Random(21)
    for _ in range(60):
        state = in_play(rules, rng)
        seat = rng.randrange(rules.num_players)
        seen = solo_evidence(state, seat)
        hands = sample_hands(seen, rules, rng)
        assert hands[seat] == state.hands[seat], "the seat's own cards stay"
        assert [len(h) for h in hands] == [len(h) for h in state.hands], "every seat holds as many cards as now"
        held = [c for h in hands for c in h]
        assert len(held) == len(set(held)), "no card twice"
        assert not set(held) & seen.played, "no card that was played"
        eff = EFFECTIVE_SUIT[state.trump or "C"]
        for other, hand in enumerate(hands):
            assert not {eff[c.id] for c in hand} & seen.voids[other], "a seat that showed a void gets none of it"
        if seat == state.maker or seat == state.dealer:
            mine = {a.card for s, a in state.history if s == seat and a.kind == "discard"}
            assert not set(held) & mine, "a seat's own discards are out of play, and it knows"


def test_the_widow_and_the_cards_set_aside_are_unseen_by_everyone_but_the_maker_who_took_it() -> None:
    rules = table_rules("auction", 5)
    rng = random.Random(4)
    for _ in range(20):
        state = in_play(rules, rng)
        assert state.maker is not None
        for seat in range(rules.num_players):
            unseen = solo_evidence(state, seat).unseen
            kept = set(state.deal.kitty) - set(state.discards)  # the widow cards the maker kept
            if seat == state.maker:
                assert not unseen & set(state.discards), "the maker knows what he laid away"
            else:
                assert set(state.discards) | set(state.deal.aside) <= unseen
                assert kept - {c for t in state.tricks for c in t.cards} - set(state.current_trick) <= unseen


def test_a_seat_that_cannot_know_the_silent_partner_meets_a_different_one_in_different_deals() -> None:
    rules = table_rules("call_ace", 5)
    rng = random.Random(8)
    checked = 0
    while checked < 10:
        state = in_play(rules, rng)
        if state.alone or state.tricks or state.current_trick:
            continue
        seat = next(s for s in range(rules.num_players) if s not in (state.maker, state.partner_seat))
        if any(EFFECTIVE_SUIT[state.trump or "C"][c.id] == state.called_suit for c in state.hands[seat]):
            continue  # a seat with cards of the called suit may hold the partner's card: leave it out
        table = play_table(state)
        seen = solo_evidence(state, seat)
        partners = {tuple(table.camp(sample_hands(seen, rules, rng))) for _ in range(40)}
        assert len(partners) > 1, "the deals drawn name the partner the seat does not know"
        checked += 1


def _plain_search(state: SoloHand) -> int:
    """The maker side's tricks at the end with perfect play, by the engine's own moves (no shortcuts)."""
    if state.is_over:
        return sum(state.tricks_won(s) for s in state.maker_side)
    values = [_plain_search(state.apply(a)) for a in state.legal_actions()]
    return max(values) if state.to_move in state.maker_side else min(values)


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_the_solver_agrees_with_a_plain_search_on_small_endings(rules: Rules) -> None:
    rng = random.Random(5)
    for _ in range(25):
        state = in_play(rules, rng, at_least_tricks=3 if rules.num_players < 6 else 4)
        ours = state.to_move in state.maker_side
        made = sum(state.tricks_won(s) for s in state.maker_side)
        left = 5 - len(state.tricks)
        expected = {}
        for a in state.legal_actions():
            makers = _plain_search(state.apply(a)) - made
            expected[str(a)] = makers if ours else left - makers
        assert solve(state) == expected


def _alpha_beta(state: SoloHand, alpha: int, beta: int) -> int:
    """The maker side's tricks at the end, as :func:`_plain_search` but with plain alpha-beta cut-offs."""
    if state.is_over:
        return sum(state.tricks_won(s) for s in state.maker_side)
    maker = state.to_move in state.maker_side
    best = -1 if maker else 99
    for a in state.legal_actions():
        v = _alpha_beta(state.apply(a), alpha, beta)
        if maker and v > best:
            best, alpha = v, max(alpha, v)
        elif not maker and v < best:
            best, beta = v, min(beta, v)
        if alpha >= beta:
            break
    return best


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_the_solver_agrees_with_plain_alpha_beta_on_endings_of_two_or_three_tricks(rules: Rules) -> None:
    """Deeper than the small endings: the search's shortcuts inside a trick (cards worth the same merged,
    the table, the sure tricks) meet a whole trick of five to seven cards before the last one."""
    rng = random.Random(11)
    for i in range(40):
        state = in_play(rules, rng, at_least_tricks=2)
        ours = state.to_move in state.maker_side
        made = sum(state.tricks_won(s) for s in state.maker_side)
        left = 5 - len(state.tricks)
        expected = {}
        for a in state.legal_actions():
            makers = _alpha_beta(state.apply(a), -1, 6) - made
            expected[str(a)] = makers if ours else left - makers
        assert solve(state) == expected, f"position {i}: {state.history}"


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_the_advices_best_card_is_always_legal(rules: Rules) -> None:
    rng = random.Random(9)
    for _ in range(12):
        state = in_play(rules, rng, at_least_tricks=2 if rules.num_players < 6 else 3)
        advice = advise_play(state, samples=4, seed=rng.randrange(99))
        legal = [str(a) for a in state.legal_actions()]
        assert [o.action for o in advice.options] == legal
        assert advice.best.action in legal
        assert all(0 <= o.tricks <= 5 and 0 <= o.success <= 1 for o in advice.options)


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_with_one_card_each_left_and_the_partner_known_the_advice_is_the_solvers_answer(rules: Rules) -> None:
    rng = random.Random(13)
    checked = 0
    for _ in range(10):
        state = in_play(rules, rng, at_least_tricks=4)
        while len(state.current_trick) < rules.num_players - 1:
            state = state.apply(state.legal_actions()[0])
        seat = state.to_move
        assert seat is not None
        if not state.observation(seat).partner_known and not state.alone:
            continue  # the last card's worth may still hang on who the partner is
        advice = advise_play(state, samples=3, seed=1)
        side = (
            state.maker_side
            if seat in state.maker_side
            else tuple(s for s in range(rules.num_players) if s not in state.maker_side)
        )
        won = sum(state.tricks_won(s) for s in side)
        assert {o.action: round(o.tricks) for o in advice.options} == {a: won + v for a, v in solve(state).items()}
        checked += 1
    assert checked >= 3, "enough positions were checked"


def test_the_same_seed_gives_the_same_advice_with_one_worker_or_two() -> None:
    state = in_play(table_rules("auction", 6), random.Random(3), at_least_tricks=3)
    assert advise_play(state, samples=12, seed=4, workers=2) == advise_play(state, samples=12, seed=4)


@pytest.mark.parametrize("rules", TABLES, ids=_id)
def test_the_coachs_reasons_at_a_table_without_partners_never_speak_of_a_partner(rules: Rules) -> None:
    rng = random.Random(17)
    partner_codes = {CoachReason.PARTNER_WINNING, CoachReason.PARTNER_ALREADY_WINNING}
    for _ in range(8):
        state = in_play(rules, rng, at_least_tricks=2 if rules.num_players < 6 else 3)
        advice = advise_play(state, samples=4, seed=2)
        notes = [nudge(state), why_best(state, advice)] + [why_worse(state, advice, o.action) for o in advice.options]
        assert not {n.code for n in notes} & partner_codes


def test_a_call_ace_partner_knows_his_side_only_when_his_card_is_the_best_he_can_account_for() -> None:
    rules = table_rules("call_ace", 5)
    rng = random.Random(6)
    seen_both = set()
    for _ in range(200):
        state = in_play(rules, rng)
        partner = state.partner_seat
        if partner is None or partner == state.maker or state.alone or state.revealed:
            continue
        assert state.trump is not None and state.partner_card is not None
        ranking = suit_ranking(state.called_suit or "C", state.trump, new_deck(rules))
        top = ranking[0] == state.partner_card
        if top:
            assert state.knows_maker_side(partner), "the holder of the called suit's best card knows it"
        seen_both.add(top)
        assert state.knows_maker_side(state.maker) and not any(
            state.knows_maker_side(s) for s in range(rules.num_players) if s not in state.maker_side
        )
    assert seen_both == {True, False}


@pytest.mark.parametrize("euchre", ["set_back", "opponents_score"])
def test_an_auction_defender_gains_by_setting_the_maker_even_when_the_defence_scores_nothing(euchre: str) -> None:
    rules = table_rules("auction", 5, auction_euchre=euchre)
    rng = random.Random(2)
    state = solo_deal(rules, 0, rng)
    while state.phase is not SoloPhase.PLAY:
        state = state.apply(solo_action(state, rng)) if not state.is_over else solo_deal(rules, 0, rng)
    while state.to_move in state.maker_side:  # to a defender's turn in the first trick
        state = state.apply(state.legal_actions()[0])
    assert not state.tricks
    table = play_table(state)
    camp = table.camp(state.hands)
    made, set_back = table.outcome(camp, 5), table.outcome(camp, 0)
    assert made.points < 0 < set_back.points, "the defence loses on a made bid and gains on a set one"
    assert not made.success and set_back.success


def test_a_silent_partner_who_knows_it_is_nudged_to_lead_for_the_maker_and_one_who_does_not_as_a_defender() -> None:
    rules = table_rules("call_ace", 5)
    rng = random.Random(12)
    seen: set[CoachReason] = set()
    for _ in range(400):
        state = in_play(rules, rng)
        seat = state.to_move
        if state.current_trick or seat is None or seat != state.partner_seat or seat == state.maker:
            continue
        code = nudge(state).code
        assert code is (
            CoachReason.LEAD_FOR_THE_MAKER if state.knows_maker_side(seat) else CoachReason.LEAD_AS_DEFENDER
        )
        seen.add(code)
        if len(seen) == 2:
            break
    assert CoachReason.LEAD_FOR_THE_MAKER in seen


def test_no_deal_drawn_puts_the_allys_card_in_the_hand_of_the_maker_who_named_it() -> None:
    rules = table_rules("auction", 6)
    rng = random.Random(14)
    checked = 0
    for _ in range(60):
        state = in_play(rules, rng)
        card, maker = state.called_card, state.maker
        if card is None or maker is None or state.played_by(card) is not None:
            continue
        for seat in (s for s in range(rules.num_players) if s != maker and card not in state.hands[s]):
            seen = solo_evidence(state, seat)
            assert all(card not in sample_hands(seen, rules, rng)[maker] for _ in range(20))
            checked += 1
    assert checked > 20
