"""Optional sounds: a short tone when an answer is right or wrong, off unless the learner turns it on.

The choice is kept with the progress in the browser (:mod:`tutorial.core.progress.records`); the tone itself is
played by the table component (WebAudio, ``table_frontend/index.html``), once per answer: :func:`tone`
names the answer so that a redraw of the same answer stays silent.
"""

from __future__ import annotations

import streamlit as st

from tutorial.core.progress import records as prog
from tutorial.widgets import context, progress_store

SOUND_WIDGET = "sound_toggle"


def enabled() -> bool:
    """Whether the learner chose sounds."""
    return prog.sound_on(progress_store.get())


def _on_toggle() -> None:
    on = bool(st.session_state.get(SOUND_WIDGET))
    progress_store.update(lambda p: prog.with_sound(p, on))


def toggle() -> None:
    """The sounds switch (in the sidebar, with the other display settings)."""
    _ = context.translator().gettext
    st.session_state[SOUND_WIDGET] = enabled()
    st.toggle(
        _("Sounds"), key=SOUND_WIDGET, on_change=_on_toggle, help=_("A short tone when an answer is right or wrong.")
    )


def tone(correct: bool | None, tag: str) -> str:
    """What the table should play: ``right:<tag>`` or ``wrong:<tag>`` for the answer named ``tag`` (a new
    tag plays again), or nothing when sounds are off or nothing was answered."""
    if correct is None or not enabled():
        return ""
    return f"{'right' if correct else 'wrong'}:{tag}"
