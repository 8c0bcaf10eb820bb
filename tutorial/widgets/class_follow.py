"""Follow me: a student's page asks the store where the class is every second or so, and redraws the
whole page when the teacher has moved (or revealed an answer). The question is one small query; the page
itself is only redrawn when something changed. The students of one process share the answer for half a
second, so a class costs the database a couple of queries a second however large it is."""

from __future__ import annotations

import streamlit as st

from tutorial.core.classroom import ClassroomStore

POLL_SECONDS = 1.5
# The process reads a class's position at most this often, however many phones ask.
SHARED_SECONDS = 0.5
SEEN_KEY = "class_seen_position"


# Declared once, not as a closure per run: Streamlit wraps a fragment each time it is defined.
@st.fragment(run_every=POLL_SECONDS)
def _poll(store: ClassroomStore, class_id: int) -> None:
    now = store.position(class_id, max_age=SHARED_SECONDS)
    if now is not None and now[0] != st.session_state.get(SEEN_KEY):
        st.rerun(scope="app")


def follow(store: ClassroomStore, class_id: int, position: int) -> None:
    """Remember that the page shows the class at ``position`` and rerun the app when it moves on."""
    st.session_state[SEEN_KEY] = position
    _poll(store, class_id)
