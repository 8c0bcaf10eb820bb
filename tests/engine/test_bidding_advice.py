"""Bidding advice: every choice of the moment, figures that hold together, the same answer for a seed however
the work is split, and a clear hand is told to bid."""

from __future__ import annotations

import random

import pytest

from engine import Phase, Rules, deal
from engine.coach.advice import Grade
from engine.coach.bid_reasons import grade_with_reason
from engine.coach.bidding_advice import BIDDING_PHASES, advise_bidding, must_name_blind
from engine.coach.reasons import CoachReason
from tests.engine.deals import play, start


def test_every_choice_is_judged_with_an_interval_around_its_mean() -> None:
    state = start()
    advice = advise_bidding(state, deals=30, seed=2)
    assert [c.action for c in advice.options] == [str(a) for a in state.legal_actions()]
    assert all(-4 <= c.low <= c.points <= c.high <= 4 for c in advice.options)


def test_the_same_seed_gives_the_same_advice_in_pieces_or_whole() -> None:
    state = play(start(), "pass")
    progress: list[int] = []
    whole = advise_bidding(state, deals=60, seed=5, progress=lambda done, total: progress.append(done))
    assert progress[-1] == 60 and progress == sorted(progress)
    assert advise_bidding(state, deals=60, seed=5, workers=2) == whole


def test_a_hand_with_the_top_trumps_is_told_to_order_up() -> None:
    state = start(
        "dealer=E up=9H | S: JH JD AH KH AS | W: 9S KS QH TH AC | N: QS TS JS TD JC | "
        "E: KC QC 9C AD KD | kitty: QD TC 9D"
    )
    advice = advise_bidding(state, deals=40, seed=1)
    assert advice.best.action in ("order up", "order up alone")
    assert advice.option("order up").points > advice.option("pass").points


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(defend_alone="always"), Rules(num_players=3), Rules(joker=True)],
    ids=["standard", "defend-alone", "cutthroat", "joker"],
)
def test_advice_is_given_at_every_decision_before_the_play(rules: Rules) -> None:
    rng = random.Random(3)
    seen = set()
    for _ in range(5):
        state = deal(rules, dealer=rng.randrange(rules.num_players), rng=rng)
        while state.phase is not Phase.PLAY and not state.is_over:
            assert state.phase in BIDDING_PHASES
            advice = advise_bidding(state, deals=2, seed=rng.randrange(100))
            seen.add(state.phase)
            state = state.apply(rng.choice([a for a in state.legal_actions() if str(a) == advice.best.action]))
    assert Phase.BID_UPCARD in seen


def test_no_advice_once_the_play_has_begun() -> None:
    with pytest.raises(ValueError, match="before the play"):
        advise_bidding(play(start(), "order up", "discard 9C"))


# rules.md section 7: a turned-up joker, and the dealer (South) names trump before looking at his hand.
JOKER = (
    "dealer=S up=JOKER | S: TD QD AH AS KH | W: 9H JS AC KS JH | N: 9C TC JC QC 9S | E: JD KD 9D AD QS | "
    "kitty: KC TH QH TS"
)
# The same deal with South's cards swapped for West's: the dealer has not seen them, so nothing may change.
JOKER_SWAPPED = (
    "dealer=S up=JOKER | S: 9H JS AC KS JH | W: TD QD AH AS KH | N: 9C TC JC QC 9S | E: JD KD 9D AD QS | "
    "kitty: KC TH QH TS"
)


def test_a_dealer_who_names_trump_blind_is_told_so_and_nobody_else_is() -> None:
    state = start(JOKER, joker=True)
    assert must_name_blind(state) and state.phase is Phase.DEALER_NAMES_TRUMP
    assert not must_name_blind(play(state, "call C"))  # he has looked: he discards with his hand in view
    assert not must_name_blind(start())


def test_blind_naming_grades_every_suit_alike_and_reads_nothing_of_the_dealers_hand() -> None:
    state = start(JOKER, joker=True)
    advice = advise_bidding(state, deals=60, seed=4)
    calls = {c.action: c for c in advice.options}
    plain = {(c.points, c.low, c.high, c.made) for a, c in calls.items() if not a.endswith(" alone")}
    alone = {(c.points, c.low, c.high, c.made) for a, c in calls.items() if a.endswith(" alone")}
    assert len(plain) == 1 and len(alone) == 1, "no suit can be told from another before the hand is seen"
    assert advise_bidding(start(JOKER_SWAPPED, joker=True), deals=60, seed=4) == advice, (
        "the dealer's own cards, unseen, must not change the advice"
    )


def test_the_issues_deal_grades_clubs_as_well_as_diamonds_and_explains_no_suit_from_the_hand() -> None:
    state = start(JOKER, joker=True)
    advice = advise_bidding(state, deals=120, seed=1)
    club, diamond = grade_with_reason(state, advice, "call C"), grade_with_reason(state, advice, "call D")
    assert club[0].grade == diamond[0].grade and club[0].loss == diamond[0].loss
    assert club[0].grade is not Grade.MISTAKE, "calling clubs blind is as good as calling diamonds"
    for action in ("call C", "call D", "call D alone", "call H alone"):
        note = grade_with_reason(state, advice, action)[1]
        assert note.code is CoachReason.NAME_TRUMP_BLIND, f"{action}: {note}"
        assert not {"suit", "card", "trumps"} & set(note.params), "nothing read off the unseen hand"
