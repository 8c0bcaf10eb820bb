"""Follow me: a student's page asks the store where the class is every second or so, and redraws the
whole page when the teacher has moved (or revealed an answer). The question is one small query; the page
itself is only redrawn when something changed. The students of one process share the answer for half a
second, so a class costs the database a couple of queries a second however large it is."""

from __future__ import annotations

import streamlit as st

from tutorial.core.classroom import AnswerStatus, ClassroomStore
from tutorial.widgets import class_store

POLL_SECONDS = 1.5
# The process reads a class's position at most this often, however many phones ask.
SHARED_SECONDS = 0.5
SEEN_KEY = "class_seen_position"
PENDING_KEY = "class_pending_answers"  # answers given during an outage: [lesson, step, answer, outcome, replace]
CLOSED_KEY = "class_answer_closed"  # [lesson, step] of an answer the store refused: the question's time was up


# Declared once, not as a closure per run: Streamlit wraps a fragment each time it is defined.
RETRY_SECONDS = 3.0


def send_pending(store: ClassroomStore, token: str) -> bool:
    """Send the answers not yet stored, in the order given; those the store cannot take now (an outage)
    stay queued in the session for the next run or poll, so none is lost. Whether all went. An answer
    refused because the question's timer ran out is noted under ``CLOSED_KEY`` for the page to say so."""
    pending = list(st.session_state.get(PENDING_KEY, []))
    if not pending:
        return True
    try:
        while pending:
            lesson_id, index, answer, outcome, replace = pending[0]
            status = store.submit_answer(token, lesson_id, index, answer, outcome, replace=replace)
            if status is AnswerStatus.CLOSED:
                st.session_state[CLOSED_KEY] = [lesson_id, index]
            pending.pop(0)
    except Exception:
        class_store.report_failure(notice=False)
    finally:
        st.session_state[PENDING_KEY] = pending
    return not pending


@st.fragment(run_every=POLL_SECONDS)
def _poll(store: ClassroomStore, class_id: int, token: str) -> None:
    try:
        send_pending(store, token)
        now = store.position(class_id, max_age=SHARED_SECONDS)
    except Exception:  # an outage: this poll says nothing, the next one tries again
        class_store.report_failure(notice=False)
        return
    if now is not None and (now[0] != st.session_state.get(SEEN_KEY) or now[3]):
        st.rerun(scope="app")  # the teacher moved, or the class ended: the page says so at once


def follow(store: ClassroomStore, class_id: int, position: int, token: str) -> None:
    """Remember that the page shows the class at ``position`` and rerun the app when it moves on; send the
    student's queued answers (``token``) as soon as the store takes them again."""
    st.session_state[SEEN_KEY] = position
    _poll(store, class_id, token)


@st.fragment(run_every=RETRY_SECONDS)
def _retry() -> None:
    try:
        class_store.store().ping()
    except Exception:
        class_store.report_failure(notice=False)
        return
    st.rerun(scope="app")


def retry_later() -> None:
    """After an outage: ask the store every few seconds, and draw the whole page again once it answers."""
    _retry()
