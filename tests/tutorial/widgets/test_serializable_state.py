"""The serializable-state check: what the app stores must pickle; a widget value a reconnecting browser
re-sent for a widget the new session has not drawn is not the app's and never raises a KeyError.

These tests also pin the Streamlit internals the patch relies on: if the pinned Streamlit changes under it
(its check fixed, moved or renamed), one of them fails and says whether the patch can go."""

from __future__ import annotations

import inspect
import threading

import pytest
import streamlit
from streamlit.errors import UnserializableSessionStateError
from streamlit.proto.WidgetStates_pb2 import WidgetStates
from streamlit.runtime.scriptrunner.script_runner import ScriptRunner
from streamlit.runtime.state.session_state import SessionState

from tutorial.widgets import serializable_state
from tutorial.widgets.serializable_state import STREAMLIT_CHECK, check_serializable

UNDRAWN = "$$ID-5e4f1c0b7a2d9e3f-class_lesson_pick"


def _reconnected_session(**stored: object) -> SessionState:
    """A new session holding the app's ``stored`` values and a widget value its browser re-sent after a
    restart, for a widget this session has not drawn (so it has no metadata to decode it)."""
    state = SessionState()
    for key, value in stored.items():
        state[key] = value
    sent = WidgetStates()
    widget = sent.widgets.add()
    widget.id = UNDRAWN
    widget.string_value = "bowers"
    state.set_widgets_from_proto(sent)
    return state


def test_the_pinned_streamlit_is_the_one_the_patch_was_written_for() -> None:
    assert streamlit.__version__ == "1.67.0", "re-read session_state.py's _check_serializable, then update"


def test_streamlits_own_check_still_raises_a_key_error_after_a_reconnect() -> None:
    """If this fails, Streamlit fixed its check: remove tutorial/widgets/serializable_state.py."""
    with pytest.raises(KeyError, match="has no key"):
        STREAMLIT_CHECK(_reconnected_session(step=3))


def test_streamlit_runs_the_check_through_the_method_the_patch_replaces() -> None:
    assert "self._check_serializable()" in inspect.getsource(SessionState.maybe_check_serializable)
    assert "maybe_check_serializable()" in inspect.getsource(ScriptRunner)


def test_after_a_reconnect_the_check_passes_and_the_sent_value_stays_unread() -> None:
    state = _reconnected_session(step=3, lesson="bowers")
    check_serializable(state)
    assert UNDRAWN in state._new_widget_state.states, "the check leaves the value for Streamlit to drop"


def test_a_value_the_app_stores_that_cannot_be_pickled_is_still_refused() -> None:
    with pytest.raises(UnserializableSessionStateError, match="'lock'"):
        check_serializable(_reconnected_session(step=3, lock=threading.Lock()))


def test_install_puts_the_check_in_streamlits_place_and_can_be_called_on_every_run() -> None:
    serializable_state.install()
    serializable_state.install()
    assert SessionState._check_serializable is check_serializable
    SessionState().maybe_check_serializable()  # (with the option on or off: nothing to refuse)
