"""Stars on screen: the one widget that draws them (a step's result, a lesson's or the course's total).

The symbols are for the eye; each line also says the count in words (screen readers, translations).
"""

from __future__ import annotations

from tutorial.core.i18n import Translator
from tutorial.core.stars import MAX_STARS, on_three_star_scale


def symbols(full: int) -> str:
    """``★★☆`` for two of three stars."""
    full = max(0, min(MAX_STARS, full))
    return "★" * full + "☆" * (MAX_STARS - full)


def step_line(earned: int, tr: Translator) -> str:
    """A step's result: the stars and "2 stars"."""
    return symbols(earned) + "  " + tr.ngettext("{n} star", "{n} stars", earned).format(n=earned)


def total_symbols(earned: int, possible: int) -> str:
    """A total (a lesson's, the course's) on the three-star scale; empty when nothing earns stars."""
    return symbols(on_three_star_scale(earned, possible)) if possible else ""
