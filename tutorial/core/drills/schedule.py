"""Spaced repetition within one drill session: a missed question comes back soon, then less often.

A question is identified by a short string (a generator name and the seed that rebuilds it), so the
schedule is plain data that fits in session state (``to_dict``/``from_dict``) and any question can be
asked again exactly. After a miss the question returns after ``GAPS[0]`` other questions; each correct
answer on review moves it to the next, longer gap; once answered correctly at the last gap it is learned.

Reviews are interleaved with new questions: a review is never asked straight after another review, so
new questions keep coming even when the learner misses everything (no loop of the same few items), and a
missed item still returns after two to four others when a few misses come together.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

GAPS: tuple[int, ...] = (2, 4, 8)


@dataclass(frozen=True)
class Review:
    """A question to ask again once ``due`` questions have been asked; ``level`` indexes ``GAPS``."""

    item: str
    due: int
    level: int


@dataclass(frozen=True)
class DrillSchedule:
    """Counts and reviews of one drill session.

    >>> s = DrillSchedule().record("q1", correct=False)
    >>> s.due_item() is None          # not yet: other questions come first
    True
    >>> s = s.record("q2", correct=True).record("q3", correct=True)
    >>> s.due_item()
    'q1'
    >>> s.streak, s.best_streak, s.asked, s.correct
    (2, 2, 3, 2)
    """

    asked: int = 0
    correct: int = 0
    streak: int = 0
    best_streak: int = 0
    reviews: tuple[Review, ...] = ()
    last_was_review: bool = False  # the question answered last was a review: a fresh one comes next

    def due_item(self) -> str | None:
        """The review that is due (the longest overdue first), or ``None`` to ask a fresh question."""
        if self.last_was_review:
            return None
        due = [r for r in self.reviews if r.due <= self.asked]
        if not due:
            return None
        return min(due, key=lambda r: (r.due, r.item)).item

    def record(self, item: str, *, correct: bool) -> DrillSchedule:
        """The schedule after answering ``item``."""
        asked = self.asked + 1
        previous = next((r for r in self.reviews if r.item == item), None)
        others = tuple(r for r in self.reviews if r.item != item)
        was_review = previous is not None
        if not correct:
            reviews = (*others, Review(item, asked + GAPS[0], 0))
            return replace(self, asked=asked, streak=0, reviews=reviews, last_was_review=was_review)
        if previous is not None:
            level = previous.level + 1
            if level < len(GAPS):
                others = (*others, Review(item, asked + GAPS[level], level))
        streak = self.streak + 1
        return DrillSchedule(asked, self.correct + 1, streak, max(streak, self.best_streak), others, was_review)

    @property
    def accuracy(self) -> float:
        """Share of correct answers, 0.0 before the first question."""
        return self.correct / self.asked if self.asked else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "asked": self.asked,
            "correct": self.correct,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "reviews": [[r.item, r.due, r.level] for r in self.reviews],
            "last_was_review": self.last_was_review,
        }

    @classmethod
    def from_dict(cls, data: object) -> DrillSchedule:
        """Rebuild from :meth:`to_dict`; anything malformed gives a fresh schedule.

        >>> DrillSchedule.from_dict({"asked": "lots"}) == DrillSchedule()
        True
        """
        if not isinstance(data, dict):
            return cls()
        try:
            counts = [data.get(k, 0) for k in ("asked", "correct", "streak", "best_streak")]
            if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts):
                return cls()
            reviews = []
            for entry in data.get("reviews", []):
                item, due, level = entry
                if not (
                    isinstance(item, str) and isinstance(due, int) and isinstance(level, int) and 0 <= level < len(GAPS)
                ):
                    return cls()
                reviews.append(Review(item, due, level))
        except (TypeError, ValueError):
            return cls()
        return cls(counts[0], counts[1], counts[2], counts[3], tuple(reviews), data.get("last_was_review") is True)
