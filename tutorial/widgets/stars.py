"""Stars on screen: the one widget that draws them (a step's result, a lesson's or the course's total).

The symbols are for the eye; each line also says the count in words (screen readers, translations).
"""

from __future__ import annotations

from html import escape

from tutorial.core.steps.stars import MAX_STARS, on_three_star_scale
from tutorial.core.text.i18n import Translator


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


# A lesson's end: its stars pop in one after the other with a short glow; still for reduced motion.
CELEBRATION_CSS = (
    "<style>"
    ".et-celebrate{font-size:2.6rem;line-height:1.2;letter-spacing:.15em;color:#f9a825;margin:.2rem 0 .4rem}"
    ".et-celebrate span{display:inline-block;animation:et-star-pop .6s cubic-bezier(.3,1.6,.5,1) both}"
    ".et-celebrate span:nth-child(2){animation-delay:.25s}"
    ".et-celebrate span:nth-child(3){animation-delay:.5s}"
    "@keyframes et-star-pop{0%{transform:scale(0) rotate(-40deg);opacity:0}"
    "70%{transform:scale(1.35);text-shadow:0 0 .5em #ffd54f}100%{transform:none;opacity:1}}"
    "@media (prefers-reduced-motion:reduce){.et-celebrate span{animation:none}}"
    "</style>"
)


def celebration(earned: int, possible: int, label: str) -> str:
    """A completed lesson's stars (on the three-star scale) as markup that celebrates them; ``label`` is
    read by screen readers instead of the symbols. Empty when the lesson earns no stars.

    >>> "★★☆" in "".join(c for c in celebration(4, 6, "2 of 3") if c in "★☆")
    True
    """
    if not possible:
        return ""
    stars = "".join(f'<span aria-hidden="true">{s}</span>' for s in total_symbols(earned, possible))
    name = escape(label, quote=True)
    return f'{CELEBRATION_CSS}<div class="et-celebrate" role="img" aria-label="{name}">{stars}</div>'
