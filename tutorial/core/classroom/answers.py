"""What a student's step sends to the class's live panel: an answer code and whether it was right.

A question sends its first answer (see ``ClassroomStore.record_answer``); a practice hand and an embedded
drill send an answer that grows as the student plays, replacing the one before.
"""

from __future__ import annotations

from tutorial.core.step_state import Outcome, StepState

# Between the decisions of a practice hand ("play JD,play KD"); an engine action never holds one.
SEPARATOR = ","
RIGHT, WRONG = "right", "wrong"


def practice_answer(state: StepState) -> tuple[str, str] | None:
    """Every decision of the hand the engine accepted, then the last try if it was refused, and whether the
    hand has gone right so far (any refused decision or a lost hand makes it wrong); ``None`` before the
    first decision.

    >>> from tutorial.core.step_state import PracticeFeedback
    >>> s = StepState.fresh("bowers/follow", 1).practice_tried(PracticeFeedback("play JD", True))
    >>> practice_answer(s)
    ('play JD', 'right')
    >>> practice_answer(s.practice_tried(PracticeFeedback("play 9S", False, code="must_follow")))
    ('play JD,play 9S', 'wrong')
    """
    fb = state.feedback
    if fb is None:
        return None
    decisions = [*state.actions, *([] if fb.accepted else [fb.action])]
    wrong = state.mistakes > 0 or fb.outcome is Outcome.FAILED
    return SEPARATOR.join(decisions), WRONG if wrong else RIGHT


def drill_answer(state: StepState, goal: int) -> tuple[str, str] | None:
    """An embedded drill's answer: how many of its ``goal`` questions the student has got right (``"2"``),
    right once the goal is reached; ``None`` before the first question is answered."""
    schedule = state.drill.schedule
    if not schedule.asked:
        return None
    right = min(schedule.correct, goal)
    return str(right), RIGHT if right >= goal else ""
