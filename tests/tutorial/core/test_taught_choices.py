"""A strategy lesson teaches only the best choice: on its practice deals, every card and every bid or discard
of a solution is the best one twice over.

- By the exact solve, with every card in view: a card takes as many tricks as any other legal card, a discard
  is worth as many points as any other, and a bid that fixes trump as many as any other bid that fixes trump
  (everyone then bids, discards and plays perfectly), and a pass as much as any choice at all. A contract is
  not weighed against a pass: with every card in view a pass can be worth a contract no player could find
  (calling a suit he does not hold, for his partner's cards), so there the sampled advice alone judges it.
- By the sampled advice the learner gets at the table: the coach grades it "best", not merely "good".
"""

from __future__ import annotations

import pytest

from engine import HandState, Rules
from engine.coach.advice import Grade, advise_play, grade_play, hand_points
from engine.coach.bid_reasons import grade_bid
from engine.coach.bidding_advice import BIDDING_PHASES, advise_bidding
from engine.games.partnership import Phase
from engine.search.solver import solve
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import Lesson, PracticeStep
from tutorial.core.steps.practice import LEARNER, PracticeRun

STRATEGY_LESSONS = ("playing-well",)
_SAMPLES = 100
_DEALS = 100
_SEED = 1


def _practices() -> list[object]:
    course = load_course()
    out = []
    for lesson_id in STRATEGY_LESSONS:
        lesson = course.lesson(lesson_id)
        assert lesson is not None, f"the strategy lesson {lesson_id!r} should load"
        out += [
            pytest.param(lesson, step, id=f"{lesson.id}/{step.id}")
            for step in lesson.steps
            if isinstance(step, PracticeStep)
        ]
    return out


def _decisions(lesson: Lesson, step: PracticeStep) -> list[tuple[HandState, str]]:
    run = PracticeRun.start(lesson, step, Rules())
    out = []
    for action in step.solution:
        if isinstance(run.state, HandState) and run.state.to_move == LEARNER:
            out.append((run.state, action))
        assert run.try_action(action).accepted, f"the solution's {action!r} should be accepted"
    return out


def exact_points(state: HandState) -> int:
    """The points of the hand for the learner's side when every seat bids, discards and plays perfectly with
    every card in view: each choice is the one worth the most to its own side."""
    if state.is_over:
        return 0  # thrown in
    if state.phase is Phase.PLAY:
        tricks = max(solve(state).values())  # the tricks of the side to move, from here on
        seat = state.to_move
        assert seat is not None and state.maker is not None
        side_tricks = tricks + sum(1 for t in state.tricks if state.side(t.winner) == state.side(seat))
        maker_tricks = side_tricks if state.is_maker_side(seat) else 5 - side_tricks
        return hand_points(
            state.rules,
            maker_tricks,
            state.loner is not None,
            state.lone_defender is not None,
            state.is_maker_side(LEARNER),
        )
    worth = [exact_points(state.apply(a)) for a in state.legal_actions()]
    assert state.to_move is not None
    return max(worth) if state.side(state.to_move) == state.side(LEARNER) else min(worth)


@pytest.mark.parametrize(("lesson", "step"), _practices())
def test_every_taught_card_takes_the_most_tricks_and_the_coach_calls_it_best(
    lesson: Lesson, step: PracticeStep
) -> None:
    for state, action in _decisions(lesson, step):
        if state.phase is not Phase.PLAY:
            continue
        tricks = solve(state)
        assert tricks[action] == max(tricks.values()), f"{action!r} takes fewer tricks than another card: {tricks}"
        graded = grade_play(advise_play(state, samples=_SAMPLES, seed=_SEED), action)
        assert graded.grade is Grade.BEST, (
            f"trick {len(state.tricks) + 1}: the coach grades {action!r} {graded.grade.value}, best is "
            f"{graded.best.action!r}"
        )


@pytest.mark.parametrize(("lesson", "step"), _practices())
def test_every_taught_bid_and_discard_is_worth_the_most_and_the_coach_calls_it_best(
    lesson: Lesson, step: PracticeStep
) -> None:
    bids = [(s, a) for s, a in _decisions(lesson, step) if s.phase in BIDDING_PHASES]
    for state, action in bids:
        # A taught pass is weighed against every choice; a taught contract against the other contracts only.
        worth = {
            str(a): exact_points(state.apply(a)) for a in state.legal_actions() if action == "pass" or str(a) != "pass"
        }
        assert worth[action] == max(worth.values()), f"{action!r} is worth less than another choice: {worth}"
        graded = grade_bid(advise_bidding(state, deals=_DEALS, seed=_SEED), action)
        assert graded.grade is Grade.BEST, f"the coach grades {action!r} {graded.grade.value}, best is {graded.best!r}"


def test_the_strategy_lessons_teach_bids_as_well_as_cards() -> None:
    """A guard on the tests above: they must meet bids, a discard and cards."""
    kinds = set()
    for param in _practices():
        lesson, step = param.values  # type: ignore[attr-defined]
        kinds |= {s.phase for s, _ in _decisions(lesson, step)}
    assert {Phase.BID_UPCARD, Phase.DISCARD, Phase.PLAY} <= kinds
