"""What a student's practice hand and embedded drill send to the class's panel, as they play."""

from __future__ import annotations

from tutorial.core.classroom.answers import drill_answer, practice_answer
from tutorial.core.drills.session import DrillSession
from tutorial.core.steps.state import Outcome, PracticeFeedback, StepState


def _fresh() -> StepState:
    return StepState.fresh("bowers/follow-with-the-left", 1)


def test_a_practice_hand_sends_nothing_before_the_first_decision() -> None:
    assert practice_answer(_fresh()) is None


def test_a_practice_hand_sends_every_accepted_decision_in_turn() -> None:
    state = _fresh().practice_tried(PracticeFeedback("play JD", True))
    state = state.practice_tried(PracticeFeedback("play KD", True, Outcome.SUCCEEDED))
    assert practice_answer(state) == ("play JD,play KD", "right")


def test_a_refused_decision_is_sent_and_makes_the_hand_wrong_for_good() -> None:
    refused = (
        _fresh()
        .practice_tried(PracticeFeedback("play JD", True))
        .practice_tried(PracticeFeedback("play 9S", False, code="must_follow_suit"))
    )
    assert practice_answer(refused) == ("play JD,play 9S", "wrong")
    mended = refused.practice_tried(PracticeFeedback("play KD", True, Outcome.SUCCEEDED))
    assert practice_answer(mended) == ("play JD,play KD", "wrong"), "a mistake on the way still counts"


def test_a_lost_hand_is_wrong() -> None:
    lost = _fresh().practice_tried(PracticeFeedback("play 9H", True, Outcome.FAILED))
    assert practice_answer(lost) == ("play 9H", "wrong")


def test_a_drill_sends_its_right_answers_and_is_right_at_its_goal() -> None:
    assert drill_answer(_fresh(), goal=3) is None
    drill = DrillSession()
    for correct in (True, False, True):
        drill = drill.answered(("H",), correct=correct)
    state = _fresh()
    state = StepState(state.key, state.seed, drill=drill)
    assert drill_answer(state, goal=3) == ("2", "")
    drill = drill.answered(("H",), correct=True)
    assert drill_answer(StepState(state.key, state.seed, drill=drill), goal=3) == ("3", "right")
