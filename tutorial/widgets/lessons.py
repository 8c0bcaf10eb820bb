"""The course as the views see it: loaded once and shared by every session (``st.cache_resource``).

The core re-reads lesson files only when they change, but finding out costs a directory listing and a
``stat`` per file; the pages ask several times per rerun, so the answer is reused for a moment. The
shared values are read-only: no caller changes them.

The moment is counted here rather than with ``st.cache_resource(ttl=...)``: Streamlit 1.67's resource cache
checks that a key is present and then reads it, and an entry that expires between the two raises
``KeyError`` on the learner's page (seen in the every-step test).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

import streamlit as st

from tutorial.core.course.loading import Course, load_course

# How long a loaded course is reused before the files are looked at again (an author's edit shows up
# after at most this long).
RECHECK_SECONDS = 2.0


@dataclass
class _Recheck:
    """The last course read and when; one per process, shared by every session under a lock."""

    course: Course
    steps: Mapping[str, tuple[str, ...]]
    checked_at: float
    lock: threading.Lock = field(default_factory=threading.Lock)

    def refresh(self) -> None:
        with self.lock:
            now = time.monotonic()
            if now - self.checked_at < RECHECK_SECONDS:
                return
            loaded = load_course()  # the same object while no lesson file changed
            if loaded is not self.course:
                self.course, self.steps = loaded, _steps_of(loaded)
            self.checked_at = now


def _steps_of(loaded: Course) -> Mapping[str, tuple[str, ...]]:
    return MappingProxyType({lesson.id: tuple(step.id for step in lesson.steps) for lesson in loaded.lessons})


@st.cache_resource(show_spinner=False)
def _recheck() -> _Recheck:
    loaded = load_course()
    return _Recheck(loaded, _steps_of(loaded), time.monotonic())


def course() -> Course:
    """The checked course (the same object for every session until a lesson file changes)."""
    shared = _recheck()
    shared.refresh()
    return shared.course


def lesson_steps() -> Mapping[str, tuple[str, ...]]:
    """Each lesson id with its step ids, for validating links and stored progress."""
    shared = _recheck()
    shared.refresh()
    return shared.steps


def forget() -> None:
    """Drop the shared course, so the next page reads the files again (for tests that swap the folder)."""
    _recheck.clear()
