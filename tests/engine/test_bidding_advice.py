"""Bidding advice: every choice of the moment, figures that hold together, the same answer for a seed however
the work is split, and a clear hand is told to bid."""

from __future__ import annotations

import random

import pytest

from engine import Phase, Rules, deal
from engine.bidding_advice import BIDDING_PHASES, advise_bidding
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
    state = start("dealer=E up=9H | S: JH JD AH KH AS | W: 9S KS QH TH AC | N: QS TS JS TD JC | "
                  "E: KC QC 9C AD KD | kitty: QD TC 9D")
    advice = advise_bidding(state, deals=40, seed=1)
    assert advice.best.action in ("order up", "order up alone")
    assert advice.option("order up").points > advice.option("pass").points


@pytest.mark.parametrize("rules", [Rules(), Rules(defend_alone="always"), Rules(num_players=3), Rules(joker=True)],
                         ids=["standard", "defend-alone", "cutthroat", "joker"])
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
