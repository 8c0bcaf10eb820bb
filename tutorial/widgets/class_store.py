"""The classroom store of this process (one per process, shared by its sessions), who is asking, and how a
page behaves when the store cannot be reached.

Session state holds only the secrets that open a class (the teacher's or the student's token) and small
values about the page on screen; the class itself is read from the store on each run.

A database that cannot be reached (PostgreSQL stopped, a full or read-only disk) never shows a
traceback: the page says so plainly and tries again by itself (see ``class_follow.retry_later``);
callbacks and fragments, which run outside the page's own error handling, are wrapped by
:func:`guarded`.
"""

from __future__ import annotations

import functools
import logging
import os
import secrets
from collections.abc import Callable
from typing import Any, TypeVar

import streamlit as st
from sqlalchemy.exc import SQLAlchemyError

from tutorial.core.classroom import ClassroomStore
from tutorial.widgets import context

TEACHER_KEY = "class_teacher"
STUDENT_KEY = "class_student"
# Behind the repository's proxy (deploy/haproxy.cfg) every request comes from the proxy: the student's
# address is then the last X-Forwarded-For hop, the one our proxy added (every earlier one is the
# client's to write).
TRUST_PROXY_VARIABLE = "EUCHRE_TUTOR_TRUST_PROXY"
# What a store that cannot be reached raises (SQLAlchemy's errors; the OS's for a vanished file).
STORE_ERRORS: tuple[type[BaseException], ...] = (SQLAlchemyError, OSError)
_NOTICE_KEY = "class_store_failed"
_SESSION_KEY = "class_session_name"
_log = logging.getLogger("euchre_tutor")
T = TypeVar("T")


@st.cache_resource(show_spinner=False)
def store() -> ClassroomStore:
    """The store (SQLite by default, PostgreSQL when ``EUCHRE_TUTOR_DATABASE_URL`` is set), its schema
    created or migrated on first use."""
    return ClassroomStore.open()


def last_hop(values: list[str]) -> str:
    """The address the trusted proxy saw: the last entry of the last X-Forwarded-For line (a proxy that
    appends a second header line, as HAProxy does, is read the same as one that appends to the first).

    >>> last_hop(["6.6.6.6", "10.0.0.7"]), last_hop(["6.6.6.6, 10.0.0.7"]), last_hop([])
    ('10.0.0.7', '10.0.0.7', '')
    """
    hops = [hop.strip() for line in values for hop in line.split(",") if hop.strip()]
    return hops[-1][:60] if hops else ""


def client_key() -> str:
    """Who is asking, for slowing down code guessing: the browser's address (a session alone would let a
    guesser start a fresh session per try)."""
    if os.environ.get(TRUST_PROXY_VARIABLE):
        forwarded = last_hop(st.context.headers.get_all("X-Forwarded-For"))
        if forwarded:
            return "ip:" + forwarded
    address = st.context.ip_address
    return "ip:" + address if isinstance(address, str) and address else "local"


def session_key() -> str:
    """This browser tab's session (its own count of wrong codes and joins): a random name kept in it."""
    name = st.session_state.get(_SESSION_KEY)
    if not isinstance(name, str):
        name = st.session_state[_SESSION_KEY] = secrets.token_hex(8)
    return "session:" + name


def report_failure(*, notice: bool = True) -> None:
    """Log the exception being handled, give the store fresh connections, and (with ``notice``) have the
    page say so once."""
    _log.exception("the classroom store failed")
    try:
        store().engine.dispose()  # a new connection next time (a read-only or replaced SQLite file, a new server)
    except Exception:
        _log.exception("the classroom store could not be reset")
    if notice:
        st.session_state[_NOTICE_KEY] = True


def guarded(action: Callable[..., T]) -> Callable[..., T | None]:
    """``action`` (a button's callback, a fragment's body) without a traceback ever reaching the screen:
    a failure is logged and the page shows a plain notice instead (a rerun of Streamlit's own passes)."""

    @functools.wraps(action)
    def run(*args: Any, **kwargs: Any) -> T | None:
        try:
            return action(*args, **kwargs)
        except Exception:
            report_failure()
            return None

    return run


def deferred(build: Callable[[], str]) -> Callable[[], str]:
    """A file built when its download button is pressed (after the run): a failure gives an empty file
    and a log line, never a traceback."""

    def run() -> str:
        try:
            return build()
        except Exception:
            _log.exception("a classroom download failed")
            return ""

    return run


def outage_notice() -> None:
    """Say plainly that the class cannot be reached just now (the page retries by itself)."""
    report_failure(notice=False)
    _outage_text()


def _outage_text() -> None:
    tr = context.translator()
    st.warning(
        tr.gettext(
            "The class cannot be reached just now. This page tries again by itself; nothing you answered is lost."
        ),
        icon=":material/cloud_off:",
    )


def flag_notice(*, queued: bool = False) -> None:
    """Have the page say once that the store could not be reached (``queued``: the student's answer waits
    in the session and is sent by itself)."""
    st.session_state[_NOTICE_KEY] = "queued" if queued else True


def show_notice() -> None:
    """The notice of a callback or fragment that failed during this run (shown once)."""
    kind = st.session_state.pop(_NOTICE_KEY, False)
    if kind == "queued":
        _outage_text()
    elif kind:
        tr = context.translator()
        st.warning(tr.gettext("The class could not be reached. Try again in a moment."), icon=":material/cloud_off:")
