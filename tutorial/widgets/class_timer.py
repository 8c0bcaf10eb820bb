"""A question's countdown as the projector and the phones draw it.

The page is drawn once with the seconds left; the browser counts them down by itself (a CSS animation of
a whole-number property, one step a second), then shows "Time is up" in its place. No rerun a second per
phone: a class of 100 phones costs the server nothing while the clock runs. The store, not this drawing,
decides when answers close.
"""

from __future__ import annotations

from html import escape

import streamlit as st

from tutorial.core.classroom.timer import seconds_left
from tutorial.core.text.i18n import Translator

_STYLE = (
    "<style>"
    "@property --et-left{syntax:'<integer>';inherits:false;initial-value:0}"
    ".et-timer{display:inline-grid;font-weight:600;font-variant-numeric:tabular-nums}"
    ".et-timer>span{grid-area:1/1}"
    # The counter is set on the element that runs the animation (the property does not inherit: on the
    # pseudo-element it would read 0); its ::after only writes it.
    ".et-timer-n{counter-reset:et-left var(--et-left)}.et-timer-n::after{content:counter(et-left)}"
    ".et-timer-up{visibility:hidden}"
    "@keyframes et-timer-hide{to{visibility:hidden}}"
    "@keyframes et-timer-show{to{visibility:visible}}"
    ".et-timer-large{font-size:clamp(2rem,4.6vh,3rem)}"  # the projector's text size
    "</style>"
)


def markup(closes_at: float, now: float, tr: Translator, *, large: bool = False) -> str:
    """The countdown from ``now`` (whole seconds, rounded up), and "Time is up" once it has run out.

    >>> from tutorial.core.text.i18n import get_translator
    >>> "et-count-15" in markup(1015.0, 1000.0, get_translator("en"))
    True
    >>> "Time left" in markup(1015.0, 1016.0, get_translator("en"))
    False
    """
    _ = tr.gettext
    left = seconds_left(closes_at, now) or 0
    size = " et-timer-large" if large else ""
    up = escape(_("Time is up."))
    if left <= 0:
        return f'{_STYLE}<div class="et-timer{size}" role="timer"><span>{up}</span></div>'
    running = escape(_("Time left: {seconds} s")).replace("{seconds}", '<span class="et-timer-n"></span>')
    # A whole-second countdown from ``left``: delayed back by the part of a second already gone, so the
    # number changes when the true time left crosses a whole second.
    gone = left - (closes_at - now)
    name = f"et-count-{left}"
    count = (
        f"@keyframes {name}{{from{{--et-left:{left}}}to{{--et-left:0}}}}"
        f".et-timer-run .et-timer-n{{animation:{name} {left}s steps({left},end) -{gone:.3f}s forwards}}"
        f".et-timer-run{{animation:et-timer-hide 0s linear {closes_at - now:.3f}s forwards}}"
        f".et-timer-up{{animation:et-timer-show 0s linear {closes_at - now:.3f}s forwards}}"
    )
    return (
        f'{_STYLE}<style>{count}</style><div class="et-timer{size}" role="timer">'
        f'<span class="et-timer-run">{running}</span><span class="et-timer-up">{up}</span></div>'
    )


def countdown(closes_at: float | None, now: float, tr: Translator, *, large: bool = False) -> None:
    """Draw the countdown of the class's question, if it has one."""
    if closes_at is not None:
        st.markdown(markup(closes_at, now, tr, large=large), unsafe_allow_html=True)
