"""The classroom keys this browser keeps (local storage): the teacher's secret and the seats it took.

A tiny component (``class_key_frontend/index.html``) reports what the browser holds when the class page
opens; from then on each run hands it what to keep (the session's decision: the teacher token of a
class that is still alive, "" once the teacher has left or the class ended, the seats taken). Nothing
is written before the browser's report has been read, so opening the page never wipes what it holds.
The component is mounted first on the class page, on every run, so it never moves (a moved component is
mounted again, empty). The secret is never drawn: the frame is zero pixels high.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any, TypeGuard

import streamlit as st
import streamlit.components.v1 as components

from tutorial.core.classroom.keys import BrowserKeys, read_kept

_COMPONENT_KEY = "class_keys"
_STATE_KEY = "class_keys_state"  # the session's keys, as plain data: {"teacher": str | None, "seats": [...]}
_READ_KEY = "class_keys_read"  # the browser's report has been merged into the session's keys
_RERUN_KEY = "class_keys_rerun"
_SESSION_KEY = "class_keys_session"  # this server session's name: the browser reports once to each

_keys = components.declare_component(
    "euchre_tutor_class_keys", path=str(Path(__file__).with_name("class_key_frontend"))
)


def _state() -> BrowserKeys:
    raw = st.session_state.get(_STATE_KEY)
    if not isinstance(raw, dict):
        return BrowserKeys()
    teacher = raw.get("teacher")
    seats = raw.get("seats")
    return BrowserKeys(
        teacher if isinstance(teacher, str) else None,
        tuple((str(c), str(t)) for c, t in seats) if isinstance(seats, list) else (),
    )


def _save(keys: BrowserKeys, *, decided: bool = False) -> None:
    st.session_state[_STATE_KEY] = {
        "teacher": keys.teacher,
        "seats": [list(s) for s in keys.seats],
        "decided": decided or _teacher_decided(),
    }


def current() -> BrowserKeys | None:
    """The session's keys once the browser has reported what it keeps (``None`` before: a reload's first
    run, when nothing may be decided from the browser's storage yet)."""
    if not st.session_state.get(_READ_KEY):
        try:
            report = st.session_state.get(_COMPONENT_KEY)
        except Exception:  # the component's value is readable only once it was mounted
            return None
        if not _answers_this_session(report):
            return None
        kept = read_kept(report.get("kept"))
        mine = _state()
        # The session's own decisions win over what the browser held; the seats of both are kept.
        merged = BrowserKeys(mine.teacher if _teacher_decided() else kept.teacher, kept.seats)
        for code, token in mine.seats:
            merged = merged.with_seat(code, token)
        _save(merged)
        st.session_state[_READ_KEY] = True
    return _state()


def _answers_this_session(report: object) -> TypeGuard[dict[str, Any]]:
    """Whether ``report`` is the browser's answer to this server session. After a restart the browser re-sends
    the value its frame held, a report made to the old session, perhaps before the class started: read, it
    would make the new session forget the teacher's key. Only the report made to this session counts."""
    session = st.session_state.get(_SESSION_KEY)
    return isinstance(report, dict) and isinstance(session, str) and report.get("session") == session


def _teacher_decided() -> bool:
    raw = st.session_state.get(_STATE_KEY)
    return isinstance(raw, dict) and bool(raw.get("decided"))


def keep_teacher(token: str) -> None:
    """The teacher's token to keep (``""``: forget it, the teacher left or the class ended)."""
    _save(_state().with_teacher(token), decided=True)


def keep_seat(code: str, token: str) -> None:
    _save(_state().with_seat(code, token))


def seat_tokens() -> tuple[str, ...]:
    """The student tokens this browser holds (a rejoin under the same nickname shows one of them)."""
    return _state().seat_tokens()


def mount() -> None:
    """Mount the component (first on the class page, every run) with what the browser is to keep."""
    read = st.session_state.get(_READ_KEY)
    session = st.session_state.get(_SESSION_KEY)
    if not isinstance(session, str):
        session = st.session_state[_SESSION_KEY] = secrets.token_hex(8)
    report = _keys(keep=_state().text() if read else None, session=session, key=_COMPONENT_KEY, default=None)
    if not read and _answers_this_session(report) and not st.session_state.get(_RERUN_KEY):
        st.session_state[_RERUN_KEY] = True  # once: a report that cannot be read must not loop
        # This session's report came with this run: read it and draw the page again with what it gives back.
        st.rerun()
