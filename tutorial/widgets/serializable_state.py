"""Streamlit's serializable-session-state check (``runner.enforceSerializableSessionState``), made to look
only at values the session can read.

Why a patch: after a server restart (or a killed process, or an expired session) the browser reconnects to
a new session and sends back the values of every widget it still shows. Until the new session draws a widget
with that id, Streamlit has no metadata to decode its value and treats it as absent (``WStates.__getitem__``
raises ``KeyError``; ``_compact_state`` and ``filtered_state`` skip it, streamlit/streamlit#7206, PRs
#3970/#7280). ``SessionState._check_serializable`` (1.67.0) does not skip it: it runs after the script,
before those stale values are dropped, and its error message reads the value again, so the ``KeyError``
escapes as a red traceback under the page (the teacher's lesson picker, a phone's answer buttons).

The patched check pickles every value the session can read, exactly as Streamlit's does, and raises the same
``UnserializableSessionStateError`` for one that does not pickle; it skips only those undecodable values,
which the app never stored (they are dropped at the end of the same run). ``tests/tutorial/widgets/
test_serializable_state.py`` fails if the pinned Streamlit changes under it.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator

from streamlit.errors import UnserializableSessionStateError
from streamlit.runtime.state.session_state import SessionState

# The original, kept for the tests that show what it does and that the pinned Streamlit still needs this.
STREAMLIT_CHECK = SessionState._check_serializable


def readable_values(state: SessionState) -> Iterator[tuple[str, object]]:
    """Every key of ``state`` with its value, leaving out widget values the session cannot decode yet."""
    for key in list(state):
        try:
            value = state[key]
        except KeyError:
            continue  # a value re-sent by a reconnecting browser for a widget this session has not drawn
        yield key, value


def check_serializable(state: SessionState) -> None:
    """Raise ``UnserializableSessionStateError`` if a value in session state cannot be pickled."""
    for key, value in readable_values(state):
        try:
            pickle.dumps(value)
        except Exception as error:
            raise UnserializableSessionStateError(
                f"Cannot serialize the value (of type `{type(value)}`) of '{key}' in st.session_state: "
                "session state must hold plain, picklable data."
            ) from error


def install() -> None:
    """Put the check in place of Streamlit's (idempotent: the app's script runs on every rerun)."""
    SessionState._check_serializable = check_serializable  # type: ignore[method-assign,assignment]
