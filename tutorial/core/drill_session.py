"""One drill in progress, on the drill page or in a lesson's drill step: the one model of both.

It is plain data in session state (:meth:`DrillSession.to_dict`/:meth:`DrillSession.from_dict`): the
counts and reviews (:class:`~tutorial.core.drill_schedule.DrillSchedule`), the question on screen as its
key (``name:seed``, rebuilt by the engine on every rerun), the learner's answer to it, and whether the
teacher revealed it (projector mode: nobody's score changes).

>>> s = DrillSession().ask("is_trump:7").answered(("yes",), correct=True)
>>> s.schedule.correct, s.answer, s.ask("is_trump:8").answer
(1, ('yes',), None)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from tutorial.core.drill_schedule import DrillSchedule


@dataclass(frozen=True)
class DrillSession:
    schedule: DrillSchedule = field(default_factory=DrillSchedule)
    current: str | None = None  # the question on screen, as its key
    answer: tuple[str, ...] | None = None  # the learner's answer to it, once given
    revealed: bool = False  # the teacher showed the answer to the class

    def ask(self, key: str) -> DrillSession:
        """The session with a new question on screen."""
        return replace(self, current=key, answer=None, revealed=False)

    def answered(self, answer: tuple[str, ...], *, correct: bool) -> DrillSession:
        """The session once the learner answered the question on screen (counted in the schedule)."""
        return replace(self, schedule=self.schedule.record(str(self.current), correct=correct), answer=answer)

    def reveal(self) -> DrillSession:
        return replace(self, revealed=True)

    def to_dict(self) -> dict[str, Any]:
        return {"schedule": self.schedule.to_dict(), "current": self.current,
                "answer": None if self.answer is None else list(self.answer), "revealed": self.revealed}

    @classmethod
    def from_dict(cls, data: object) -> DrillSession:
        """Rebuild from :meth:`to_dict` (extra keys are ignored); anything malformed reads as fresh.

        >>> DrillSession.from_dict({"current": 3}) == DrillSession()
        True
        """
        if not isinstance(data, dict):
            return cls()
        current, answer = data.get("current"), data.get("answer")
        if current is not None and not isinstance(current, str):
            return cls()
        if answer is not None and not (isinstance(answer, list) and all(isinstance(a, str) for a in answer)):
            answer = None
        return cls(DrillSchedule.from_dict(data.get("schedule")), current,
                   None if answer is None else tuple(answer), data.get("revealed") is True)
