"""Stars: the one place that says how many a step earns and how a total reads on the three-star scale.

A quiz or practice step gives three stars without a mistake or a hint and one star less for each
(never fewer than one once it is done); an embedded drill gives three for a clean run, two for up to
two misses, one otherwise.

>>> earned_stars("practice", mistakes=1, hints=1), earned_stars("quiz", mistakes=5), earned_stars("drill", 2)
(1, 1, 2)
>>> on_three_star_scale(7, 9)
2
"""

from __future__ import annotations

MAX_STARS = 3


def earned_stars(step_kind: str, mistakes: int, hints: int = 0) -> int:
    """The stars a finished step of ``step_kind`` earns with these mistakes and hints."""
    mistakes, hints = max(0, mistakes), max(0, hints)
    if step_kind == "drill":
        return MAX_STARS if mistakes == 0 else MAX_STARS - 1 if mistakes <= 2 else 1
    return max(1, MAX_STARS - mistakes - hints)


def on_three_star_scale(earned: int, possible: int) -> int:
    """A total of stars (a lesson's, the course's) as full stars out of three, for the eye."""
    if possible <= 0:
        return 0
    return max(0, min(MAX_STARS, round(MAX_STARS * earned / possible)))
