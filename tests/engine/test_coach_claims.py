"""Every coach sentence is a claim, and the claim holds of the position it is said of (cards and bids alike).

Each reason code says something about the cards ("the lowest card that wins", "nobody after you can beat it",
"you cannot win this trick", "the only card you may play", "takes the most tricks"...). Over thousands of
seeded positions under every kind of table, each note the coach gives (why the best card, why a card graded
best, why a worse card was worse) is checked here against the position with the engine's plain rules (who wins
a trick, which cards are still out), not with the coach's own helpers. Then the self-contradictions a learner
met, one test each.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from engine import HandState, Phase, Rules, deal
from engine.cards.card import Card, parse_card
from engine.coach.advice import GRADE_LIMITS, CardAdvice, PlayAdvice, advise_play, grade_play
from engine.coach.bid_reasons import grade_bid, grade_with_reason, why_bid
from engine.coach.bidding_advice import BIDDING_PHASES, BidAdvice, BiddingAdvice, advise_bidding
from engine.coach.reasons import CoachNote, CoachReason, nudge, why_best, why_played, why_worse
from engine.games.notation import format_deal, format_history, hand_from_notation
from engine.table.rules import new_deck
from engine.table.tricks import EFFECTIVE_SUIT, POWER, left_bower, right_bower, trick_winner
from tests.engine.deals import play
from tests.engine.endgames import TABLES, to_play

POSITIONS = 1500  # seeded positions in the play; each is judged for every legal card
_SAMPLES = 6  # the claims hold whatever the figures: few samples are enough to exercise every code
_BEST = GRADE_LIMITS[0][0]


def _positions(count: int, seed: int) -> list[HandState]:
    """Positions in the play at every point of a hand (a lead, a trick in progress, the last card), under every
    table of :data:`tests.engine.endgames.TABLES`."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = to_play(rng, TABLES[len(out) % len(TABLES)])
        for _ in range(rng.randrange(20)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over and state.phase is Phase.PLAY:
            out.append(state)
    return out


# --- the facts, from the rules alone ------------------------------------------------------------------------


def _legal(state: HandState) -> list[Card]:
    return [a.card for a in state.legal_actions() if a.card is not None]


def _trump(state: HandState) -> str:
    assert state.trump is not None
    return state.trump


def _beats(state: HandState, card: Card) -> bool:
    """Whether ``card`` would win the trick as it stands (a lead wins nothing yet)."""
    trick = state.current_trick
    return bool(trick) and trick_winner((*trick, card), _trump(state)) == len(trick)


def _beats_card(state: HandState, card: Card, other: Card) -> bool:
    """Whether ``card``, played to the trick in progress after ``other``, beats it."""
    return trick_winner((*state.current_trick, other, card), _trump(state)) == len(state.current_trick) + 1


def _winning(state: HandState) -> tuple[Card, int]:
    i = trick_winner(state.current_trick, _trump(state))
    return state.current_trick[i], state.current_trick_seats[i]


def _out(state: HandState) -> list[Card]:
    """The cards the mover cannot see: another hand, the kitty, the discard."""
    seat = state.to_move
    assert seat is not None
    gone = set(state.hands[seat]) | {c for t in state.tricks for c in t.cards} | set(state.current_trick)
    return [c for c in new_deck(state.rules) if c not in gone]


def _suit(state: HandState, card: Card) -> str:
    return EFFECTIVE_SUIT[_trump(state)][card.id]


def _led(state: HandState) -> str:
    return _suit(state, state.current_trick[0])


def _card(note: CoachNote, key: str = "card") -> Card:
    return parse_card(str(note.params[key]))


def _figures(advice: PlayAdvice, card: Card) -> CardAdvice:
    return advice.option(f"play {card.code}")


# --- one check per code: the sentence's claim ------------------------------------------------------------


def _cheap(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    card = _card(note)
    assert _beats(state, card), "it beats the trick"
    assert _card(note, "trick_card") == _winning(state)[0], "the card named is the one winning the trick"
    if "your_card" not in note.params:  # "win the trick with the lowest card that does"
        lower = [c for c in _legal(state) if _beats(state, c) and _beats_card(state, card, c) and c != card]
        assert not lower, f"{card.code} is the lowest card that wins, yet {[c.code for c in lower]} also win"


def _safe(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    card = _card(note)
    assert _beats(state, card), "it beats the trick"
    over = [
        c
        for c in _out(state)
        if trick_winner((*state.current_trick, card, c), _trump(state)) == len(state.current_trick) + 1
    ]
    assert not over, f"nobody after can beat {card.code}, yet {[c.code for c in over]} are out"


def _trump_in(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    card = _card(note)
    assert _suit(state, card) == _trump(state) != _led(state), "a trump on a plain suit led"
    assert _beats(state, card), "it beats the cards played so far"
    seat = state.to_move
    assert not any(_suit(state, c) == _led(state) for c in state.hands[seat or 0]), "the mover cannot follow"
    if "your_card" in note.params:
        assert not _beats(state, _card(note, "your_card")), "the card chosen does not beat the trick"


def _throw_off(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    assert not any(_beats(state, c) for c in _legal(state)), "no card of the mover wins this trick"
    assert _suit(state, _card(note)) != _led(state), "a card thrown off is of another suit"


def _let_go(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    assert not _beats(state, _card(note)), "the card lets the trick go"
    assert any(_beats(state, c) for c in _legal(state)), "a stronger card could have won it"


def _partner(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    card, seat = _winning(state)
    mover = state.to_move or 0
    assert state.rules.has_partners and seat != mover and state.seating.same_side(seat, mover), "the partner"
    assert _card(note, "partner_card") == card and not _beats(state, _card(note)), "and the card plays under it"


def _last_trump(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    trumps = [c for c in state.hands[state.to_move or 0] if _suit(state, c) == _trump(state)]
    assert trumps == [_card(note, "your_card")], "the card chosen was the mover's only trump"


def _save(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    kept = _card(note, "kept_card")
    assert kept != _card(note)
    higher = [
        c for c in _out(state) if _suit(state, c) == _suit(state, kept) and trick_winner((kept, c), _trump(state)) == 1
    ]
    assert not higher, f"{kept.code} is a winner in its suit, yet {[c.code for c in higher]} are out"


def _guarded(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    hand = state.hands[state.to_move or 0]
    left = left_bower(_trump(state))
    assert _card(note, "kept_card") is left and left in hand
    others = [c for c in hand if _suit(state, c) == _trump(state) and c is not left]
    assert others == [_card(note, "your_card")], "the card chosen was the left bower's only guard"


def _right_bower(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    assert not state.current_trick and _card(note) is right_bower(_trump(state))
    assert state.is_maker_side(state.to_move or 0), "the mover's side made trump"


def _through(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    mover = state.to_move or 0
    assert not state.current_trick and note.params["seat"] == state.maker
    assert state.seating.left_of(mover) == state.maker and not state.is_maker_side(mover)
    assert _suit(state, _card(note)) != _trump(state)


def _most(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    assert len(_legal(state)) > 1, "no figures for the only card"
    figures = _figures(advice, _card(note))
    assert figures.tricks >= max(o.tricks for o in advice.options) - 1e-9, "it takes the most tricks"
    assert note.params["tricks"] == round(figures.tricks * 10) and note.params["chance"] == round(
        figures.success * 100
    ), "the figures are the card's own"


def _as_good(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    figures = _figures(advice, _card(note))
    assert note.params["points"] == round(figures.points * 100)
    if "your_card" in note.params:
        assert figures.points > _figures(advice, _card(note, "your_card")).points, "it did better"
    else:
        assert figures.points >= advice.best.points - _BEST - 1e-9, "it does as well as the best"


def _only(state: HandState, advice: PlayAdvice, note: CoachNote) -> None:
    assert _legal(state) == [_card(note)], "it is the only card the mover may play"


CLAIMS: dict[CoachReason, Callable[[HandState, PlayAdvice, CoachNote], None]] = {
    CoachReason.WIN_THE_TRICK_CHEAPLY: _cheap,
    CoachReason.WIN_THE_TRICK_SAFELY: _safe,
    CoachReason.TRUMP_IN: _trump_in,
    CoachReason.THROW_OFF_LOW: _throw_off,
    CoachReason.LET_THE_TRICK_GO: _let_go,
    CoachReason.PARTNER_ALREADY_WINNING: _partner,
    CoachReason.WASTES_LAST_TRUMP: _last_trump,
    CoachReason.SAVE_THE_WINNER_FOR_LATER: _save,
    CoachReason.KEEP_LEFT_BOWER_GUARDED: _guarded,
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: _right_bower,
    CoachReason.LEAD_THROUGH_THE_MAKER: _through,
    CoachReason.MOST_TRICKS: _most,
    CoachReason.AS_GOOD_AS_ANY: _as_good,
    CoachReason.ONLY_CARD: _only,
}


def _notes(state: HandState, advice: PlayAdvice) -> list[tuple[str, CoachNote]]:
    """Every note the coach may give here: the hint's, and the grade's for each legal card."""
    notes = [("hint", why_best(state, advice))]
    for option in advice.options:
        graded = grade_play(advice, option.action)
        if graded.grade == "best":
            note = why_played(state, advice, option.action)
            assert note.params["card"] == option.action.split()[1], "a card graded best is explained for itself"
        else:
            note = why_worse(state, advice, option.action)
            assert note.params["your_card"] == option.action.split()[1]
        notes.append((option.action, note))
    return notes


@pytest.fixture(scope="module")
def judged() -> list[tuple[HandState, PlayAdvice, str, CoachNote]]:
    out = []
    for i, state in enumerate(_positions(POSITIONS, seed=22)):
        advice = advise_play(state, samples=_SAMPLES, seed=i)
        out.extend((state, advice, label, note) for label, note in _notes(state, advice))
    return out


def test_every_play_reason_has_its_claim_checked() -> None:
    play_codes = {c for c in CoachReason if c.value.endswith(("_card", "_trick_cheaply", "_trick_safely"))}
    assert play_codes <= set(CLAIMS), "a new reason for a card needs its claim checked here"


@pytest.mark.parametrize("code", list(CLAIMS))
def test_each_reason_is_true_of_the_position_it_is_given_in(
    code: CoachReason, judged: list[tuple[HandState, PlayAdvice, str, CoachNote]]
) -> None:
    seen = 0
    for state, advice, label, note in judged:
        if note.code is not code:
            continue
        seen += 1
        try:
            CLAIMS[code](state, advice, note)
        except AssertionError as e:
            where = f"{format_deal(state.deal)} after {format_history(state)}"
            raise AssertionError(f"{code} for {label} is false in {where}: {e} ({note.params})") from e
    rare = {
        CoachReason.KEEP_LEFT_BOWER_GUARDED,
        CoachReason.WASTES_LAST_TRUMP,
        CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER,
        CoachReason.LEAD_THROUGH_THE_MAKER,
        CoachReason.PARTNER_ALREADY_WINNING,
    }
    assert seen or code in rare, f"no position gave {code}: the check proves nothing"


def test_the_only_card_gets_no_figures_and_a_choice_never_gets_only_card(
    judged: list[tuple[HandState, PlayAdvice, str, CoachNote]],
) -> None:
    for state, _advice, label, note in judged:
        forced = len(_legal(state)) == 1
        assert forced == (note.code is CoachReason.ONLY_CARD), f"{label}: {note.code} with {len(_legal(state))} cards"


# --- the cases --------------------------------------------------------------------------------------

# East leads 10♠, South throws K♣: West holds J♣ (the left bower, spades trump) and K♠, both of which win.
FALSE_CHEAP = (
    "dealer=N up=9S | S: KC TH QD AH TD | W: JC KS QC KH KD | N: JS QS AS JD TC | E: QH TS 9H AD JH | kitty: AC 9D 9C"
)


def _west_to_play() -> HandState:
    return play(
        hand_from_notation(Rules(), FALSE_CHEAP), "pass", "pass", "pass", "order up", "discard TC", "play TS", "play KC"
    )


def test_the_left_bower_is_never_called_the_lowest_card_that_wins_when_the_king_also_wins() -> None:
    state = _west_to_play()
    assert _beats(state, parse_card("KS")) and _beats(state, parse_card("JC"))
    advice = advise_play(state, samples=200, seed=1)
    for label, note in _notes(state, advice):
        if note.code is CoachReason.WIN_THE_TRICK_CHEAPLY and "your_card" not in note.params:
            assert _card(note) == parse_card("KS"), f"{label}: {note.params} calls another card the lowest winner"


def test_best_with_another_card_named_is_never_said() -> None:
    # Two cards as good as each other: the one played is explained, not the other one.
    state = _west_to_play()
    advice = PlayAdvice(1, 10, 0, (CardAdvice("play JC", 3.0, 0.7, 0.80), CardAdvice("play KS", 2.9, 0.7, 0.79)))
    assert grade_play(advice, "play KS").grade == "best"
    note = why_played(state, advice, "play KS")
    assert note.params["card"] == "KS" and note.code is CoachReason.WIN_THE_TRICK_CHEAPLY
    assert why_played(state, advice, "play JC").params["card"] == "JC"


def _last_card() -> HandState:
    rng = random.Random(5)
    state = to_play(rng, Rules())
    while len(state.hands[state.to_move or 0]) > 1 or state.current_trick:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_last_card_is_the_only_card_with_no_tricks_on_average_and_no_chance() -> None:
    state = _last_card()
    advice = advise_play(state, samples=20, seed=1)
    note = why_best(state, advice)
    assert note.code is CoachReason.ONLY_CARD and set(note.params) == {"card"}, note


def test_a_call_that_loses_on_average_is_never_strong_enough() -> None:
    state = hand_from_notation(
        Rules(),
        "dealer=E up=QH | S: TH 9H AC 9S TD | W: JH KH KS QS AS | "
        "N: JC QC 9C JS TS | E: AH KC TC AD KD | kitty: JD QD 9D",
    )
    advice = BiddingAdvice(
        0,
        10,
        0,
        (
            BidAdvice("pass", -0.9, -1.0, -0.8),
            BidAdvice("order up", -0.74, -0.9, -0.6),
            BidAdvice("order up alone", -1.5, -1.7, -1.3),
        ),
    )
    note = why_bid(state, advice)
    assert note.code is not CoachReason.STRONG_ENOUGH_TO_CALL, "−0.74 is not strong enough"
    assert note.code is CoachReason.BEST_EXPECTED_POINTS and note.params["points"] == -74


# --- bids and the dealer's discard ------------------------------------------------------------------------

BID_POSITIONS = 240  # seeded decisions before the play, under every table


def _bid_positions(count: int, seed: int) -> list[HandState]:
    rng = random.Random(seed)
    out: list[HandState] = []
    while len(out) < count:
        rules = TABLES[len(out) % len(TABLES)]
        state = deal(rules, dealer=rng.randrange(rules.num_players), rng=rng)
        stop = rng.randrange(6)
        for _ in range(stop):
            if state.phase not in BIDDING_PHASES or state.is_over:
                break
            legal = state.legal_actions()
            state = state.apply(rng.choice([a for a in legal if a.kind == "pass"] or legal))
        if not state.is_over and state.phase in BIDDING_PHASES and state.to_move is not None:
            out.append(state)
    return out


def _trumps(state: HandState, suit: str, hand: list[Card]) -> list[Card]:
    return [c for c in hand if EFFECTIVE_SUIT[suit][c.id] == suit]


def _hand_after(state: HandState, action: str) -> list[Card]:
    seat = state.to_move or 0
    hand = list(state.hands[seat])
    if action.startswith("order up") and seat == state.dealer and state.phase is Phase.BID_UPCARD:
        hand.append(state.upcard)
    return hand


def _bid_suit(state: HandState, action: str) -> str:
    words = action.split()
    return state.upcard.suit if words[0] == "order" else words[1]


def _check_bid(state: HandState, advice: BiddingAdvice, chosen: str | None, note: CoachNote) -> None:
    p, code = note.params, note.code
    best = advice.best.action if chosen is None or grade_bid(advice, chosen).grade != "best" else chosen
    seat = state.to_move or 0
    if state.phase is Phase.DEALER_NAMES_TRUMP:
        assert code is CoachReason.NAME_TRUMP_BLIND, "a blind naming is never explained by the hand"
    if code in (CoachReason.TOO_WEAK_TO_ORDER_UP, CoachReason.STRONG_ENOUGH_TO_CALL, CoachReason.TOO_RISKY_ALONE):
        action = chosen if code is CoachReason.TOO_WEAK_TO_ORDER_UP and chosen and chosen != "pass" else None
        suit = str(p["suit"])
        actions = (
            [action]
            if action
            else [str(a) for a in state.legal_actions() if str(a) != "pass" and _bid_suit(state, str(a)) == suit]
        )
        counts = {len(_trumps(state, suit, _hand_after(state, a))) for a in actions}
        assert p["trumps"] in counts, f"the hand would hold {counts} trumps of {suit}, not {p['trumps']}"
    if code is CoachReason.TOO_WEAK_TO_ORDER_UP:
        assert int(p["trumps"]) <= 2  # type: ignore[call-overload]
    if code in (CoachReason.STRONG_ENOUGH_TO_CALL, CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS):
        assert int(p["points"]) > 0, "a call that loses on average is not strong"  # type: ignore[call-overload]
        assert p["points"] == round(advice.option(best).points * 100)
    if code is CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS:
        held = _trumps(state, str(p["suit"]), _hand_after(state, best))
        top = max(held, key=lambda c: POWER[str(p["suit"])][c.id])
        assert len(held) == p["trumps"] and top.code == p["card"], "the top trump held, and how many"
    if code in (CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP, CoachReason.ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP):
        assert state.phase is Phase.BID_UPCARD and p["seat"] == state.dealer != seat and p["card"] == state.upcard.code
        partner = state.seating.same_side(seat, state.dealer) and state.rules.has_partners
        assert partner == (code is CoachReason.ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP)
    if code is CoachReason.CALL_THE_LONGER_SUIT:
        assert chosen is not None
        mine = len(_trumps(state, str(p["your_suit"]), _hand_after(state, chosen)))
        theirs = len(_trumps(state, str(p["suit"]), _hand_after(state, best)))
        assert (p["your_trumps"], p["trumps"]) == (mine, theirs) and theirs > mine
    if code is CoachReason.DISCARD_TO_VOID_A_SUIT:
        card, trump = parse_card(str(p["card"])), state.trump or ""
        same = [c for c in state.hands[seat] if EFFECTIVE_SUIT[trump][c.id] == EFFECTIVE_SUIT[trump][card.id]]
        assert same == [card] and p["suit"] != trump, "the discard is the only card of a plain suit"
    if code is CoachReason.KEEP_TRUMPS_AND_ACES:
        mine, trump = parse_card(str(p["your_card"])), state.trump or ""
        assert EFFECTIVE_SUIT[trump][mine.id] == trump or mine.rank == "A"
    if code is CoachReason.BEST_EXPECTED_POINTS:
        assert p["points"] == round(advice.option(str(p["action"])).points * 100)


def test_each_bid_reason_is_true_of_the_hand_it_is_given_for() -> None:
    seen: set[CoachReason] = set()
    for i, state in enumerate(_bid_positions(BID_POSITIONS, seed=24)):
        advice = advise_bidding(state, deals=4, seed=i)
        for chosen in [None, *(o.action for o in advice.options)]:
            note = why_bid(state, advice) if chosen is None else grade_with_reason(state, advice, chosen)[1]
            try:
                _check_bid(state, advice, chosen, note)
            except AssertionError as e:
                raise AssertionError(
                    f"{note.code} for {chosen} is false in {format_deal(state.deal)} after "
                    f"{format_history(state)}: {e} ({note.params})"
                ) from e
            seen.add(note.code)
    common = {CoachReason.TOO_WEAK_TO_ORDER_UP, CoachReason.STRONG_ENOUGH_TO_CALL, CoachReason.BEST_EXPECTED_POINTS}
    assert common <= seen, "the positions should give the common reasons, or the test proves little"


# --- the nudges: what to look at first ---------------------------------------------------------------------


def _check_nudge(state: HandState, note: CoachNote) -> None:
    mover, p, code = state.to_move or 0, note.params, note.code
    trick = state.current_trick
    can_follow = bool(trick) and any(_suit(state, c) == _led(state) for c in state.hands[mover])
    if code is CoachReason.LEAD_AS_MAKER:
        assert not trick and state.is_maker_side(mover), "on lead, and the mover's side made trump"
    if code is CoachReason.LEAD_AS_DEFENDER:
        assert not trick and not state.is_maker_side(mover) and p["seat"] == state.maker
    if code is CoachReason.PARTNER_WINNING:
        card, seat = _winning(state)
        assert p["partner_card"] == card.code and seat != mover and state.rules.has_partners
        assert state.seating.same_side(seat, mover), "the card winning is the partner's"
    if code is CoachReason.CANNOT_FOLLOW:
        assert trick and not can_follow and p["trump"] == state.trump, "the mover has no card of the suit led"
    if code is CoachReason.MUST_FOLLOW:
        assert can_follow and p["led_suit"] == _led(state)
    if code is CoachReason.LAST_TO_PLAY:
        active = state.num_players - len(state.sitting_out)
        assert can_follow and len(trick) == active - 1, "everyone else has played to the trick"


def test_each_nudge_is_true_of_the_position(judged: list[tuple[HandState, PlayAdvice, str, CoachNote]]) -> None:
    seen = set()
    for state in {id(s): s for s, _a, _l, _n in judged}.values():
        note = nudge(state)
        _check_nudge(state, note)
        seen.add(note.code)
    assert len(seen) == 6, f"every nudge should come up: {sorted(seen)}"
