"""Projector mode: wide layout, no sidebar, text and cards at least twice as large.

The only markup here is this module's fixed CSS; nothing from a learner or a link goes into it.
"""

from __future__ import annotations

import streamlit as st

from tutorial.widgets import context, nav

_STYLE = """<style>
section[data-testid="stSidebar"], [data-testid="stSidebarCollapsedControl"],
[data-testid="stExpandSidebarButton"] { display: none !important; }
[data-testid="stMainBlockContainer"] { max-width: 100%; padding-left: 3rem; padding-right: 3rem; }
[data-testid="stMarkdownContainer"] p, [data-testid="stMarkdownContainer"] li,
[data-testid="stAlertContentInfo"] p, [data-testid="stCaptionContainer"] p { font-size: 2.2rem; line-height: 1.35; }
[data-testid="stMarkdownContainer"] h1, h1 { font-size: 4.4rem; }
[data-testid="stMarkdownContainer"] h2, h2 { font-size: 3.6rem; }
[data-testid="stMarkdownContainer"] h3, h3 { font-size: 3rem; }
button[data-testid^="stBaseButton"] { min-height: 4.5rem; padding: 0.6rem 1.6rem; }
button[data-testid^="stBaseButton"] p { font-size: 2rem; }
[data-testid="stRadio"] label p, [data-testid="stCheckbox"] label p { font-size: 2rem; }
svg.et-card { transform-origin: top left; }
</style>"""


def apply_style() -> None:
    """The projector stylesheet (fixed CSS owned by the app)."""
    st.markdown(_STYLE, unsafe_allow_html=True)


def settings_panel() -> None:
    """In projector mode the sidebar is hidden: the same controls sit in a closed panel at the bottom."""
    _ = context.translator().gettext
    with st.expander(_("Settings"), icon=":material/settings:"):
        context.settings()
        nav.link(nav.COURSE_MAP, _("Course map"))
        nav.link(nav.LESSON, _("Lessons"))
        nav.link(nav.DRILL, _("Left-bower drill"))
        nav.link(nav.PLAY, _("Play a hand"))
        nav.link(nav.REFERENCE, _("Rules reference"))
        nav.link(nav.GLOSSARY, _("Glossary"))
