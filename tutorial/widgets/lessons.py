"""The course as the views see it: loaded once and shared by every session (``st.cache_resource``).

The core re-reads lesson files only when they change, but finding out costs a directory listing and a
``stat`` per file; the pages ask several times per rerun, so the answer is reused for a moment. The
shared values are read-only: no caller changes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import streamlit as st

from tutorial.core.course import Course, load_course

# How long a loaded course is reused before the files are looked at again (an author's edit shows up
# after at most this long).
RECHECK_SECONDS = 2.0


@st.cache_resource(ttl=RECHECK_SECONDS, show_spinner=False)
def course() -> Course:
    """The checked course (the same object for every session until a lesson file changes)."""
    return load_course()


@st.cache_resource(ttl=RECHECK_SECONDS, show_spinner=False)
def lesson_steps() -> Mapping[str, tuple[str, ...]]:
    """Each lesson id with its step ids, for validating links and stored progress."""
    return MappingProxyType({lesson.id: tuple(step.id for step in lesson.steps) for lesson in course().lessons})
