"""A lesson step on one screen: on a 1280×800 laptop and a 390×844 phone the step's words, its table, the
hand on it and the verdict are seen together, without scrolling (``tests/browser/test_one_screen.py``).

Streamlit's page leaves room for a tall header and spaces every element a rem apart; a lesson step needs
that room for its table. This fixed stylesheet (owned by the app; nothing from a learner goes into it)
tightens the page around the step. Projector mode has its own (:mod:`tutorial.widgets.projector`).
"""

from __future__ import annotations

import streamlit as st

_STYLE = """<style>
[data-testid="stMainBlockContainer"] { padding-top: 3.75rem; padding-bottom: 2rem; }
[data-testid="stMainBlockContainer"] [data-testid="stVerticalBlock"] { gap: .5rem; }
/* Elements that draw nothing (the key listener, the progress store) take no room. */
[data-testid="stElementContainer"]:has(iframe[height="0"]) { position: absolute; height: 0; overflow: hidden; }
[data-testid="stMainBlockContainer"] h2 { font-size: 1.6rem; line-height: 1.25; padding: .1rem 0 0; }
/* Streamlit pulls a heading's next element up by the 1 rem gap that this page has made smaller. */
[data-testid="stHeading"] [data-testid="stMarkdownContainer"] { margin-bottom: 0 !important; }
[data-testid="stMainBlockContainer"] [data-testid="stMarkdownContainer"] p { margin-bottom: .4em; }
[data-testid="stProgress"] p { font-size: .8rem; margin-bottom: 0; }
[data-testid="stMainBlockContainer"] [data-testid="stAlertContainer"] { padding: .55rem .8rem; }
/* A laptop's header holds only the menu, in the top right corner beside the step: the step may start under
   it (the header lets clicks through to the page where it shows nothing). */
@media (min-width: 641px) {
  header[data-testid="stHeader"] { background: transparent; pointer-events: none; }
  header[data-testid="stHeader"] * { pointer-events: auto; }
  [data-testid="stMainBlockContainer"] { padding-top: 2rem; }
}
@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] { padding: 3.75rem .75rem 2rem; }
  [data-testid="stMainBlockContainer"] [data-testid="stVerticalBlock"] { gap: .3rem; }
  [data-testid="stMainBlockContainer"] [data-testid="stAlertContainer"] { padding: .45rem .7rem; }
  [data-testid="stMainBlockContainer"] h2 { font-size: 1.2rem; }
  [data-testid="stMainBlockContainer"] [data-testid="stMarkdownContainer"] p,
  [data-testid="stMainBlockContainer"] [data-testid="stMarkdownContainer"] li { font-size: .95rem; line-height: 1.45; }
}
</style>"""


def apply_style() -> None:
    """The compact lesson-step stylesheet (call once per run of a lesson page, outside projector mode)."""
    st.html(_STYLE)
