"""A background report never changes the page.

Streamlit's page sends each rerun with the page it shows. After a click on another page's link, until the
server answers, that is still the old page: a report sent in that window by the progress store (on opening,
or when another tab stores progress, :mod:`tutorial.widgets.progress_store`) asks for the old page, and the
server takes the newest request's page, so the learner was taken back where he came from (on a busy server the
window lasts seconds). The router notes the page each run was asked for before anything else (a run cut short
by the report still counts), and when a run that merges a report shows the page the report was sent from
while the run before it was asked for another, it opens that one again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

_ASKED = "page_guard_asked"  # (this run's requested page hash, the page it resolved to or None)
_BEFORE = "page_guard_before"  # the same for the run before


def note_request() -> None:
    """Note the page this run was asked for (the router's first call: before any element is sent, the points
    where a newer request can cut a run short)."""
    ctx = get_script_run_ctx()
    st.session_state[_BEFORE] = st.session_state.get(_ASKED)
    st.session_state[_ASKED] = (ctx.page_script_hash if ctx is not None else "", None)


def note_page(name: str) -> None:
    """Note the page this run shows (``""`` asks for the page of the address: only this says which)."""
    asked = st.session_state.get(_ASKED)
    st.session_state[_ASKED] = (asked[0] if isinstance(asked, tuple) else "", name)


def undone_page(reported_from: str | None, showing: str, pages: Mapping[str, Any]) -> str | None:
    """The page to open again (by its name in ``pages``) when this run merges a report sent from the page it
    shows (``reported_from``) while the run before was asked for another page; ``None`` otherwise."""
    before = st.session_state.get(_BEFORE)
    if reported_from != showing or not isinstance(before, tuple):
        return None
    return page_asked_before(before, showing, {name: getattr(page, "_script_hash", "") for name, page in pages.items()})


def page_asked_before(before: tuple[str, str | None], showing: str, hashes: Mapping[str, str]) -> str | None:
    """The page the run before was asked for, if it is not ``showing``: by its hash, or the page it showed when
    it was asked by the address (hash ``""``); ``None`` when it cannot be told.

    >>> hashes = {"course": "h1", "play": "h2"}
    >>> page_asked_before(("h2", None), "course", hashes)  # cut short by the report: the hash tells
    'play'
    >>> page_asked_before(("", "play"), "course", hashes)  # a link to /play, then the report
    'play'
    >>> page_asked_before(("", None), "course", hashes), page_asked_before(("h1", "course"), "course", hashes)
    (None, None)
    """
    asked, shown = before
    page = next((name for name, digest in hashes.items() if asked and digest == asked), shown)
    return page if page is not None and page != showing else None
