"""What a student's step sends to the class's live panel: an answer code and whether it was right.

A question sends its first answer (see ``ClassroomStore.record_answer``); a practice hand and an embedded
drill send an answer that grows as the student plays, replacing the one before.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import parse_action
from engine.errors import CardParseError
from tutorial.core.questions.base import Quiz
from tutorial.core.step_state import Outcome, StepState

MAX_DECISIONS = 40  # more than a hand of any variant holds (bids, discards, plays)
# Between the decisions of a practice hand ("play JD,play KD") or the codes of a question's answer ("JH,JD");
# neither an engine action nor a choice code holds one.
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


def quiz_answer_accepted(quiz: Quiz, codes: Sequence[str]) -> bool:
    """Whether ``codes`` is an answer the question can take: each one of its choices, none twice, one
    of them unless the question asks for several. A hand-made pick (``seat:abc``, a card not on the
    table) is refused before it is stored, so the teacher's page only ever labels real choices.

    >>> from tutorial.core.questions.base import Choice, Explanation
    >>> q = Quiz("who_leads", "Who leads?", (Choice("0"), Choice("1"), Choice("2"), Choice("3")), False,
    ...          False, ("1",), Explanation("x"))
    >>> quiz_answer_accepted(q, ["1"]), quiz_answer_accepted(q, ["abc"]), quiz_answer_accepted(q, ["1", "2"])
    (True, False, False)
    """
    values = {choice.value for choice in quiz.choices}
    if not codes or len(codes) != len(set(codes)) or any(not isinstance(c, str) or c not in values for c in codes):
        return False
    return quiz.multi or len(codes) == 1


def quiz_answer(quiz: Quiz, last: Sequence[str]) -> tuple[str, str] | None:
    """A question's answer as the class stores it: its choice codes joined by ``SEPARATOR``, right or wrong;
    ``None`` for an answer the question cannot take (:func:`quiz_answer_accepted`: never stored).

    >>> from tutorial.core.questions.base import Choice, Explanation
    >>> q = Quiz("who_leads", "Who leads?", (Choice("0"), Choice("1")), False, False, ("1",), Explanation("x"))
    >>> quiz_answer(q, ["1"]), quiz_answer(q, ["0"]), quiz_answer(q, ["seat:abc"])
    (('1', 'right'), ('0', 'wrong'), None)
    """
    if not quiz_answer_accepted(quiz, list(last)):
        return None
    return SEPARATOR.join(last), RIGHT if quiz.check(list(last)).correct else WRONG


def practice_answer_accepted(answer: str) -> bool:
    """Whether a practice hand's answer is a list of engine actions (what the live panel labels).

    >>> practice_answer_accepted("play JD,order up"), practice_answer_accepted("play ZZ")
    (True, False)
    """
    decisions = answer.split(SEPARATOR)
    if not answer or len(decisions) > MAX_DECISIONS:
        return False
    try:
        for decision in decisions:
            parse_action(decision)
    except (CardParseError, ValueError):
        return False
    return True


def drill_answer_accepted(answer: str, goal: int) -> bool:
    """Whether a drill's answer is a count of right answers the drill can have (0 to its goal).

    >>> drill_answer_accepted("2", 3), drill_answer_accepted("-1", 3), drill_answer_accepted("x", 3)
    (True, False, False)
    """
    return answer.isascii() and answer.isdigit() and int(answer) <= goal
