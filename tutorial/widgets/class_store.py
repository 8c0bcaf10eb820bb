"""The classroom store of this process (one per process, shared by its sessions) and who is asking.

Session state holds only the secrets that open a class (the teacher's or the student's token) and small
values about the page on screen; the class itself is read from the store on each run.
"""

from __future__ import annotations

import os

import streamlit as st

from tutorial.core.classroom import ClassroomStore

TEACHER_KEY = "class_teacher"
STUDENT_KEY = "class_student"
# Behind the repository's proxy (deploy/haproxy.cfg) every request comes from the proxy: the student's
# address is then read from X-Forwarded-For, which only a proxy we run may be trusted to set.
TRUST_PROXY_VARIABLE = "EUCHRE_TUTOR_TRUST_PROXY"


@st.cache_resource(show_spinner=False)
def store() -> ClassroomStore:
    """The store (SQLite by default, PostgreSQL when ``EUCHRE_TUTOR_DATABASE_URL`` is set), its schema
    created or migrated on first use."""
    return ClassroomStore.open()


def client_key() -> str:
    """Who is asking, for slowing down code guessing: the browser's address (a session alone would let a
    guesser start a fresh session per try)."""
    if os.environ.get(TRUST_PROXY_VARIABLE):
        forwarded = st.context.headers.get("X-Forwarded-For", "")
        if forwarded:
            return "ip:" + forwarded.split(",")[-1].strip()[:60]
    address = st.context.ip_address
    return "ip:" + address if isinstance(address, str) and address else "local"
