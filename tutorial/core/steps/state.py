"""The state of the lesson step on screen, typed: where it stands (:class:`Outcome`), the mistakes and
hints, the learner's last answer or accepted practice actions, and an embedded drill's session.

Mistakes are counted here and only here (:meth:`StepState.mistake`); the stars follow from them
(:func:`tutorial.core.steps.stars.earned_stars`). Session state keeps the plain :meth:`StepState.to_dict`.

>>> s = StepState.fresh("bowers/q1", seed=4).quiz_answered(("no",), correct=False, final=False)
>>> s.outcome, s.mistakes, s.quiz_answered(("yes",), correct=True, final=False).stars("quiz")
(<Outcome.OPEN: 'open'>, 1, 2)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from tutorial.core.drills.session import DrillSession
from tutorial.core.steps.stars import earned_stars

ParamValue = str | int | bool | None


class Outcome(StrEnum):
    """Where a step (or a practice run, or one answer) stands."""

    OPEN = "open"  # still to answer or to play
    SUCCEEDED = "succeeded"  # answered right, or the practice reached its success predicate
    FAILED = "failed"  # a final wrong answer, or the practice hand went wrong (it can be tried again)


@dataclass(frozen=True)
class PracticeFeedback:
    """What happened to the learner's latest practice action, kept to redraw its message."""

    action: str
    accepted: bool
    outcome: Outcome = Outcome.OPEN
    code: str = ""  # the engine's reason code when the action was refused
    params: dict[str, ParamValue] = field(default_factory=dict)


@dataclass(frozen=True)
class StepState:
    key: str  # lesson id / step id: the state is fresh when the step changes
    seed: int  # an embedded drill's questions are drawn from it
    outcome: Outcome = Outcome.OPEN
    mistakes: int = 0
    hints: int = 0
    attempt: int = 0  # answers given to the question on screen (a fresh answer box each time)
    reveal: bool = False  # projector mode: the teacher showed the answer
    last: tuple[str, ...] | None = None  # the learner's last answer to the question on screen
    actions: tuple[str, ...] = ()  # the accepted practice actions, replayed on every rerun
    feedback: PracticeFeedback | None = None
    drill: DrillSession = field(default_factory=DrillSession)
    refusals: int = 0  # practice moves the engine refused (the first names the rule, later ones the card)
    shown: bool = False  # the learner asked "Show me": the answer is revealed, the question is over
    coach_hints: int = 0  # rungs of the coach's ladder climbed in a practice: each costs a star, as a hint does

    @classmethod
    def fresh(cls, key: str, seed: int) -> StepState:
        return cls(key, seed)

    @property
    def done(self) -> bool:
        return self.outcome is not Outcome.OPEN

    def mistake(self) -> StepState:
        """One more mistake: the only place that counts them."""
        return replace(self, mistakes=self.mistakes + 1)

    def stars(self, step_kind: str) -> int:
        """The stars this step earns now that it is done."""
        return earned_stars(step_kind, self.mistakes, self.hints + self.coach_hints)

    # --- a question --------------------------------------------------------------------------------------

    def quiz_answered(self, answer: tuple[str, ...], *, correct: bool, final: bool) -> StepState:
        """After an answer: right ends the question; wrong counts a mistake and ends it when ``final``."""
        state = replace(self, last=answer, attempt=self.attempt + 1)
        if not correct:
            state = state.mistake()
        outcome = Outcome.SUCCEEDED if correct else Outcome.FAILED if final else Outcome.OPEN
        return replace(state, outcome=outcome)

    def shown_answer(self) -> StepState:
        """ "Show me" after a miss: the answer is revealed and the question ends as a second miss would."""
        return replace(self, shown=True, outcome=Outcome.FAILED, mistakes=max(self.mistakes, 2))

    def revealed(self) -> StepState:
        return replace(self, reveal=True)

    def next_question(self, drill: DrillSession) -> StepState:
        """An embedded drill's next question: the answer box is fresh, the counts go on."""
        return replace(self, drill=drill, last=None, outcome=Outcome.OPEN, reveal=False, attempt=0, shown=False)

    # --- a practice --------------------------------------------------------------------------------------

    def practice_tried(self, feedback: PracticeFeedback) -> StepState:
        """After a practice action: a refused one or a hand gone wrong is a mistake."""
        state = replace(self, feedback=feedback)
        if not feedback.accepted:
            state = replace(state, refusals=self.refusals + 1)
        if feedback.accepted:
            state = replace(state, actions=(*self.actions, feedback.action))
        if not feedback.accepted or feedback.outcome is Outcome.FAILED:
            state = state.mistake()
        return replace(state, outcome=feedback.outcome if feedback.accepted else self.outcome)

    def hint_used(self) -> StepState:
        return replace(self, hints=self.hints + 1)

    def coach_hint_used(self) -> StepState:
        """One more rung of the coach's ladder (kept apart from the lesson's hints, which are shown in order)."""
        return replace(self, coach_hints=self.coach_hints + 1)

    def practice_restarted(self) -> StepState:
        """Try again from the start: mistakes and hints are kept (they cost their stars)."""
        return replace(self, actions=(), feedback=None, outcome=Outcome.OPEN)

    # --- session state -----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        fb = self.feedback
        return {
            "key": self.key,
            "seed": self.seed,
            "outcome": str(self.outcome),
            "mistakes": self.mistakes,
            "hints": self.hints,
            "attempt": self.attempt,
            "reveal": self.reveal,
            "last": None if self.last is None else list(self.last),
            "actions": list(self.actions),
            "feedback": None
            if fb is None
            else {
                "action": fb.action,
                "accepted": fb.accepted,
                "outcome": str(fb.outcome),
                "code": fb.code,
                "params": dict(fb.params),
            },
            "drill": self.drill.to_dict(),
            "refusals": self.refusals,
            "shown": self.shown,
            "coach_hints": self.coach_hints,
        }

    @classmethod
    def from_dict(cls, data: object) -> StepState | None:
        """Rebuild from :meth:`to_dict`; ``None`` when ``data`` is not one (a fresh state is made instead).

        >>> StepState.from_dict(StepState.fresh("l/s", 1).mistake().to_dict()).mistakes
        1
        >>> StepState.from_dict({"key": "l/s"}) is None
        True
        """
        if not isinstance(data, dict):
            return None
        try:
            fb = data["feedback"]
            feedback = (
                None
                if fb is None
                else PracticeFeedback(
                    str(fb["action"]), bool(fb["accepted"]), Outcome(fb["outcome"]), str(fb["code"]), dict(fb["params"])
                )
            )
            last = data["last"]
            return cls(
                str(data["key"]),
                int(data["seed"]),
                Outcome(data["outcome"]),
                int(data["mistakes"]),
                int(data["hints"]),
                int(data["attempt"]),
                bool(data["reveal"]),
                None if last is None else tuple(map(str, last)),
                tuple(map(str, data["actions"])),
                feedback,
                DrillSession.from_dict(data["drill"]),
                int(data.get("refusals", 0)),
                bool(data.get("shown", False)),
                int(data.get("coach_hints", 0)),
            )
        except (KeyError, TypeError, ValueError):
            return None
