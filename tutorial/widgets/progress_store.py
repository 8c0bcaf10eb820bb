"""Progress kept in the learner's own browser (local storage), never on the server.

A tiny component reads the stored text once when the page opens and reports it;
after that, each run hands it the current progress as JSON to write back. Until the stored text has
arrived nothing is written, so opening the app never wipes what a browser already holds.

The stored text is the browser's to change: it is read within the bounds of :mod:`tutorial.core.progress`
and only the course's own lessons, steps and drills are kept, so a tampered value costs milliseconds.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import streamlit as st
import streamlit.components.v1 as components

from tutorial.core.drills import DRILLS
from tutorial.core.progress import Progress, empty_progress, from_dict, from_stored, merge, to_json
from tutorial.widgets import context
from tutorial.widgets.lessons import course, lesson_steps

PROGRESS_KEY = "progress"
_LOADED_KEY = "progress_loaded"
_COMPONENT_KEY = "progress_store"
STORAGE_KEY = "euchre-tutor-progress"

# A static page owned by the app (progress_frontend/index.html): it reads and writes one local-storage
# entry and nothing else. A v1 component, because its value is plain JSON in session state (1.67's
# components.v2 keeps an object there that cannot be pickled, which the serializable-state check refuses).
_store = components.declare_component(
    "euchre_tutor_progress", path=str(Path(__file__).with_name("progress_frontend"))
)


def get() -> Progress:
    """This session's progress (the stored one merged in as soon as the browser has sent it)."""
    raw = st.session_state.get(PROGRESS_KEY)
    return from_dict(raw) if raw is not None else empty_progress()


def update(change: Callable[[Progress], Progress]) -> Progress:
    """Apply ``change`` to the progress; it is written to the browser at the end of this run."""
    new = change(get())
    st.session_state[PROGRESS_KEY] = dict(new)
    return new


def sync() -> None:
    """Mount the store (called once per run by the router, after the page has drawn)."""
    loaded = bool(st.session_state.get(_LOADED_KEY))
    # It also sets <html lang> of the page to the learner's language (it is mounted on every page).
    stored = _store(save=to_json(get()) if loaded else None, lang=context.translator().locale, key=_COMPONENT_KEY,
                    default=None)
    if not loaded and stored is not None:
        # Whatever came back (a tampered page may send any JSON value, not text) is read within bounds.
        known = from_stored(stored if isinstance(stored, str) else None, lesson_steps(), tuple(DRILLS),
                            course().held_back)
        st.session_state[PROGRESS_KEY] = dict(merge(known, get()))
        st.session_state[_LOADED_KEY] = True
        st.rerun()  # show the stars that were stored in this browser
