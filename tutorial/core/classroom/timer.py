"""A question's countdown: the teacher gives the class a few seconds to answer, then the question closes.

The class keeps only the moment its current question closes (``closes_at``, seconds since the epoch, as
every classroom time); moving to another step clears it. Pages draw the time left from it, and the store
refuses an answer to the class's step once that moment has passed.

>>> closes = deadline(1000.0, 15)
>>> closes, seconds_left(closes, 1000.0), seconds_left(closes, 1014.2), seconds_left(closes, 1020.0)
(1015.0, 15, 1, 0)
>>> answers_closed(closes, 1014.9), answers_closed(closes, 1015.0), answers_closed(None, 9e9)
(False, True, False)
"""

from __future__ import annotations

import math

# The countdowns a teacher may start (seconds): short enough for one question, none by default.
TIMER_CHOICES: tuple[int, ...] = (15, 30, 60)


def deadline(now: float, seconds: int) -> float:
    """When a countdown of ``seconds`` started ``now`` closes the question; only the offered lengths are
    accepted (a value from a tampered page is refused, not stretched to an hour).

    >>> deadline(0.0, 45)
    Traceback (most recent call last):
    ...
    ValueError: a question's timer is one of 15, 30, 60 seconds, not 45
    """
    if seconds not in TIMER_CHOICES:
        choices = ", ".join(str(c) for c in TIMER_CHOICES)
        raise ValueError(f"a question's timer is one of {choices} seconds, not {seconds}")
    return now + seconds


def seconds_left(closes_at: float | None, now: float) -> int | None:
    """Whole seconds until the question closes, rounded up (a countdown shows 1 until it is over, then 0);
    ``None`` without a timer."""
    if closes_at is None:
        return None
    return max(0, math.ceil(closes_at - now))


def answers_closed(closes_at: float | None, now: float) -> bool:
    """Whether the class's question has stopped taking answers (its countdown has run out)."""
    return closes_at is not None and now >= closes_at
