"""The app's pages by name, so a view can link to or open another page without importing the router.

The router registers its ``st.Page`` objects once per run; they only reference page functions, so the
same objects can serve every session.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

COURSE_MAP = "course"
LESSON = "lesson"
DRILL = "drill"
PLAY = "play"
REFERENCE = "reference"
GLOSSARY = "glossary"
CLASSROOM = "class"

_pages: dict[str, Any] = {}


def register(pages: Mapping[str, Any]) -> None:
    _pages.update(pages)


def page(name: str) -> Any:
    """The registered ``st.Page`` called ``name``."""
    return _pages[name]


# Parameters that follow the learner from page to page.
_KEPT = ("lang", "rules", "present")


def _params(extra: Mapping[str, str] | None) -> dict[str, str]:
    everything = st.query_params.to_dict()
    kept = {name: everything[name] for name in _KEPT if name in everything}
    kept.update(extra or {})
    return kept


def switch_to(name: str, query_params: Mapping[str, str] | None = None) -> None:
    """Open another page (stops this run); language, rules and projector parameters are kept."""
    st.switch_page(_pages[name], query_params=_params(query_params))


def link(name: str, label: str, query_params: Mapping[str, str] | None = None, **kwargs: Any) -> None:
    """A link to another page (the label is already translated)."""
    st.page_link(_pages[name], label=label, query_params=_params(query_params), **kwargs)
