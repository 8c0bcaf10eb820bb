"""Progress kept in the learner's own browser (local storage), never on the server; and the hand in
progress kept in the tab (session storage), so that a reload comes back to it.

A tiny component (progress_frontend/index.html) reports what the browser holds when the page opens and
again whenever another tab of this site changes the stored progress (the ``storage`` event). A report is
merged into this session's progress (:func:`tutorial.core.progress.records.merge`: best stars, every completed
lesson), so nothing earned in either tab is lost, and the stars of the other tab show here at once.

Writing is merge on write: the component writes the new progress only if the stored text is still the one
this session last saw (``base``); if another tab wrote in between it writes nothing and reports the
stored text instead, which is merged and written on the next run. Nothing is written before the first
report has arrived, so opening the app never wipes what a browser holds, and a run that changed nothing
sends nothing (the component is mounted on every run: it stays light).

The router calls :func:`receive` before the page draws (a report that came in is merged first, so the page
already shows it) and :func:`sync` after it (it mounts the component and hands it what changed).

Stored text is the browser's to change: progress is read within the bounds of
:mod:`tutorial.core.progress.records` (only the course's own lessons, steps and drills are kept) and a hand
through :mod:`tutorial.core.progress.saved_hands` (replayed by the engine, refused unless it reaches its own deal).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import streamlit as st
import streamlit.components.v1 as components

from tutorial.core.drills.generators import DRILLS
from tutorial.core.progress.records import (
    MAX_STORED_CHARS,
    Progress,
    empty_progress,
    from_dict,
    from_stored,
    merge,
    to_json,
)
from tutorial.core.progress.saved_hands import read_slots, slots_text
from tutorial.widgets import context
from tutorial.widgets.lessons import course, lesson_steps

PROGRESS_KEY = "progress"
_LOADED_KEY = "progress_loaded"
_COMPONENT_KEY = "progress_store"
_SEEN_KEY = "progress_report_seen"  # the nonce of the last report merged
_STORED_KEY = "progress_stored_text"  # the stored text as this session last saw it (the base of a write)
_SLOTS_KEY = "hand_slots"  # the tab's hands in progress, as they are to be stored
_SLOTS_SENT_KEY = "hand_slots_sent"  # their text as last written (or read)
_SLOTS_DIRTY_KEY = "hand_slots_changed"  # a slot changed since the text was last compared
_AGAIN_KEY = "progress_write_again"  # the last run's writes, handed over once more
_PENDING_KEY = "hand_slots_restored"  # the hands read from the tab when the page opened, until taken
STORAGE_KEY = "euchre-tutor-progress"

# A static page owned by the app (progress_frontend/index.html): it reads and writes two storage entries
# of this site (the progress, the tab's hand) and nothing else. A v1 component, because its value is
# plain JSON in session state (1.67's components.v2 keeps an object there that cannot be pickled, which
# the serializable-state check refuses).
_store = components.declare_component("euchre_tutor_progress", path=str(Path(__file__).with_name("progress_frontend")))


def get() -> Progress:
    """This session's progress (the stored one merged in as soon as the browser has sent it)."""
    raw = st.session_state.get(PROGRESS_KEY)
    return from_dict(raw) if raw is not None else empty_progress()


def update(change: Callable[[Progress], Progress]) -> Progress:
    """Apply ``change`` to the progress; it is written to the browser at the end of this run."""
    new = change(get())
    st.session_state[PROGRESS_KEY] = dict(new)
    return new


# --- the hand in progress ------------------------------------------------------------------------------


def keep(slot: str, value: dict[str, Any] | None) -> None:
    """Keep ``value`` (plain JSON data) as the tab's hand in ``slot``; ``None`` forgets it. Written at the
    end of the run when it changed."""
    slots: dict[str, Any] = st.session_state.setdefault(_SLOTS_KEY, {})
    if slots.get(slot) != value:
        slots[slot] = value
        st.session_state[_SLOTS_DIRTY_KEY] = True


def restored(slot: str) -> object:
    """The hand stored in ``slot`` when the page was opened (or reloaded), once; ``None`` otherwise.

    Only the page drawn when the stored hands arrive may take one: a page opened later starts afresh,
    as it would without a reload. The value is untrusted (see :mod:`tutorial.core.progress.saved_hands`)."""
    pending = st.session_state.get(_PENDING_KEY)
    return pending.pop(slot, None) if isinstance(pending, dict) else None


# --- the component ---------------------------------------------------------------------------------------


def _take(report: object) -> bool:
    """Merge a report of the component that was not merged yet; whether there was one."""
    if not isinstance(report, dict):
        return False
    nonce = report.get("nonce")
    if not isinstance(nonce, str) or nonce == st.session_state.get(_SEEN_KEY):
        return False
    st.session_state[_SEEN_KEY] = nonce
    st.session_state.pop(_AGAIN_KEY, None)  # a write to repeat was over what the browser held before this
    # Whatever came back (a tampered page may send any JSON value, not text) is read within bounds.
    text = report.get("progress")
    text = text if isinstance(text, str) else ""
    known = from_stored(text, lesson_steps(), tuple(DRILLS), course().held_back)
    st.session_state[PROGRESS_KEY] = dict(merge(get(), known))
    st.session_state[_STORED_KEY] = text
    if not st.session_state.get(_LOADED_KEY):  # the page was opened: the tab's hands come back too
        st.session_state[_LOADED_KEY] = True
        slots = read_slots(report.get("hand"))
        st.session_state[_PENDING_KEY] = dict(slots)
        st.session_state[_SLOTS_KEY] = dict(slots)
        st.session_state[_SLOTS_SENT_KEY] = slots_text(slots)
    return True


def receive() -> str | None:
    """Merge what the browser reported since the last run (called by the router before the page draws); the
    page the report was sent from (``None`` when no new report came: see :mod:`tutorial.widgets.page_guard`)."""
    try:
        report = st.session_state.get(_COMPONENT_KEY)
    except Exception:  # the component's value is only readable once it was mounted; sync() catches up
        return None
    if not _take(report):
        return None
    assert isinstance(report, dict)
    page = report.get("page")
    return page if isinstance(page, str) else None


def _changes() -> dict[str, Any]:
    """What the component is to write this run: only what changed since it last wrote or read."""
    if not st.session_state.get(_LOADED_KEY):
        return {}
    args: dict[str, Any] = {}
    text = to_json(get())
    stored = st.session_state.get(_STORED_KEY)
    if text != stored:
        args["save"] = text
        # The write happens only over this text; a stored text over the cap is never sent back whole.
        if isinstance(stored, str) and len(stored) <= MAX_STORED_CHARS:
            args["base"] = stored
        else:
            args["over"] = MAX_STORED_CHARS
        st.session_state[_STORED_KEY] = text
    if st.session_state.pop(_SLOTS_DIRTY_KEY, False):  # a hand changed this run: compare its text
        slots = slots_text(st.session_state.get(_SLOTS_KEY) or {})
        if slots != st.session_state.get(_SLOTS_SENT_KEY):
            args["hand"] = slots
            st.session_state[_SLOTS_SENT_KEY] = slots
    # What was written is handed over once more on the next run (the component writes nothing twice): a run
    # replaced at once by the next may never reach the page, and the write would be lost with it.
    again = st.session_state.pop(_AGAIN_KEY, None)
    if args:
        st.session_state[_AGAIN_KEY] = dict(args)
    elif isinstance(again, dict):
        args = again
    return args


def sync(page: str) -> None:
    """Mount the store (called once per run by the router, after ``page`` has drawn: its reports say so)."""
    # It also sets <html lang> of the page to the learner's language (it is mounted on every page).
    report = _store(**_changes(), lang=context.translator().locale, page=page, key=_COMPONENT_KEY, default=None)
    st.session_state.pop(_PENDING_KEY, None)  # the page drawn with the stored hands has had its chance
    if _take(report):  # not seen by receive(): merge it and draw the page again with it
        st.rerun()
