"""One drill in progress, on the drill page or in a lesson's drill step: the one model of both.

It is plain data in session state (:meth:`DrillSession.to_dict`/:meth:`DrillSession.from_dict`): the
counts and reviews (:class:`~tutorial.core.drills.schedule.DrillSchedule`), the question on screen as its
key (``name:seed``, rebuilt by the engine on every rerun), the learner's answer to it, and whether the
teacher revealed it (projector mode: nobody's score changes).

Only the first answer counts (the streak, the score, the review of a miss). After a miss the learner may
try once more or ask to be shown the answer, as in a lesson's quiz: that second answer and the "show me"
are kept too, but never counted.

>>> s = DrillSession().ask("is_trump:7").answered(("yes",), correct=True)
>>> s.schedule.correct, s.answer, s.ask("is_trump:8").answer
(1, ('yes',), None)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from tutorial.core.drills.schedule import DrillSchedule


@dataclass(frozen=True)
class DrillSession:
    schedule: DrillSchedule = field(default_factory=DrillSchedule)
    current: str | None = None  # the question on screen, as its key
    answer: tuple[str, ...] | None = None  # the learner's answer to it, once given
    revealed: bool = False  # the teacher showed the answer to the class
    retry: tuple[str, ...] | None = None  # the second answer after a miss (not counted)
    shown: bool = False  # the learner asked to be shown the answer after a miss

    def ask(self, key: str) -> DrillSession:
        """The session with a new question on screen."""
        return replace(self, current=key, answer=None, revealed=False, retry=None, shown=False)

    def answered(self, answer: tuple[str, ...], *, correct: bool) -> DrillSession:
        """The session once the learner answered the question on screen (counted in the schedule)."""
        return replace(self, schedule=self.schedule.record(str(self.current), correct=correct), answer=answer)

    def tried_again(self, answer: tuple[str, ...]) -> DrillSession:
        """The session once the learner answered again after a miss (the schedule is unchanged).

        >>> s = DrillSession().ask("is_trump:7").answered(("no",), correct=False).tried_again(("yes",))
        >>> s.answer, s.retry, s.schedule.asked, s.schedule.correct
        (('no',), ('yes',), 1, 0)
        """
        return replace(self, retry=answer)

    def show_answer(self) -> DrillSession:
        """The session once the learner asked to see the answer after a miss (the schedule is unchanged)."""
        return replace(self, shown=True)

    def reveal(self) -> DrillSession:
        return replace(self, revealed=True)

    def to_dict(self) -> dict[str, Any]:
        return {
            "schedule": self.schedule.to_dict(),
            "current": self.current,
            "answer": None if self.answer is None else list(self.answer),
            "revealed": self.revealed,
            "retry": None if self.retry is None else list(self.retry),
            "shown": self.shown,
        }

    @classmethod
    def from_dict(cls, data: object) -> DrillSession:
        """Rebuild from :meth:`to_dict` (extra keys are ignored); anything malformed reads as fresh.

        >>> DrillSession.from_dict({"current": 3}) == DrillSession()
        True
        """
        if not isinstance(data, dict):
            return cls()
        current = data.get("current")
        if current is not None and not isinstance(current, str):
            return cls()
        answer, retry = _codes(data.get("answer")), _codes(data.get("retry"))
        return cls(
            DrillSchedule.from_dict(data.get("schedule")),
            current,
            answer,
            data.get("revealed") is True,
            retry if answer is not None else None,
            data.get("shown") is True and answer is not None,
        )


def _codes(value: object) -> tuple[str, ...] | None:
    """A list of answer codes as a tuple; None for anything else."""
    if isinstance(value, list) and all(isinstance(a, str) for a in value):
        return tuple(value)
    return None
