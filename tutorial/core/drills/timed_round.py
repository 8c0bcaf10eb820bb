"""The timed round's score: a point for each right answer, a point off for each wrong one.

Without the penalty, clicking any answer as fast as possible beats thinking: on a two-choice question a
guess is right half the time. With it, a guess is worth nothing on average, so only knowing pays.

>>> round_score(right=10, wrong=0), round_score(right=10, wrong=4), round_score(right=1, wrong=5)
(10, 6, 0)
"""

from __future__ import annotations

WRONG_PENALTY = 1  # points taken off for each wrong answer


def round_score(*, right: int, wrong: int) -> int:
    """The round's score; never below zero, so a bad round reads as 0 and not as a debt."""
    return max(0, right - WRONG_PENALTY * wrong)
