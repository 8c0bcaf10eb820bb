"""Projector mode: one step per 1280×720 screen, text at least twice the normal size, no sidebar.

A step is laid out in two columns (its words on the left, its cards or table on the right, see
:func:`step_layout`); the app's chrome is compact, and the teacher's share and settings panels float in the
top right corner. Sizes follow the screen's height (``vh`` and ``clamp``), so a larger projector gets larger
text, and the text never falls below twice Streamlit's 16 px.

The only markup here is this module's fixed CSS; nothing from a learner or a link goes into it.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

import streamlit as st

from tutorial.widgets import context, nav

# The keyed containers the stylesheet targets (Streamlit gives a keyed container the class st-key-<key>).
TEXT_KEY = "et-step-text"
VISUAL_KEY = "et-step-visual"
TOOLS_KEY = "et-projector-tools"
SETTINGS_KEY = "et-projector-settings"
FEEDBACK_KEY = "et-step-feedback"
CLASS_HEAD_KEY = "et-class-head"  # the class page: its title and code panel, its live answers, its buttons
CLASS_ANSWERS_KEY = "et-class-answers"
CLASS_CONTROLS_KEY = "et-class-controls"
CLASS_CHOICES_KEY = "et-class-choices"

# The step's width on a 1280 px screen, and the room a card of a row takes in it (see step_layout).
_WIDTH_PX = 1216
_CARD_ROOM_PX = 115

# Twice Streamlit's 16 px at least, more on a taller screen.
_TEXT = "clamp(2rem, 4.6vh, 3rem)"

_STYLE = f"""<style>
section[data-testid="stSidebar"], [data-testid="stSidebarCollapsedControl"],
[data-testid="stExpandSidebarButton"], header[data-testid="stHeader"],
[data-testid="stToolbar"], [data-testid="stDecoration"] {{ display: none !important; }}
[data-testid="stMainBlockContainer"] {{ max-width: 100%; padding: .6rem 2rem .4rem 2rem; }}
[data-testid="stMainBlockContainer"] [data-testid="stVerticalBlock"] {{ gap: .4rem; }}
/* Elements that draw nothing (stylesheets, key listeners, the progress store) take no room. */
[data-testid="stElementContainer"]:has(> [data-testid="stMarkdown"] style:only-child),
[data-testid="stElementContainer"]:has(iframe[height="0"]) {{ margin-bottom: -.4rem; height: 0; }}
[data-testid="stLayoutWrapper"]:has(> .st-key-{TOOLS_KEY}),
[data-testid="stLayoutWrapper"]:has(> .st-key-{SETTINGS_KEY}) {{ margin-top: -.4rem; }}
[data-testid="stMarkdownContainer"] p, [data-testid="stMarkdownContainer"] li,
[data-testid="stAlertContainer"] p, [data-testid="stCaptionContainer"] p {{ font-size: {_TEXT}; line-height: 1.28; }}
[data-testid="stMarkdownContainer"] p {{ margin-bottom: .35em; }}
[data-testid="stMarkdownContainer"] ul {{ margin-bottom: 0; padding-left: 1.1em; }}
[data-testid="stMarkdownContainer"] li {{ margin: 0; padding: 0; line-height: 1.2; }}
[data-testid="stMarkdownContainer"] h1, h1 {{ font-size: clamp(3rem, 7vh, 4.4rem); padding: 0 0 .2rem; }}
[data-testid="stMarkdownContainer"] h2, h2 {{ font-size: clamp(3rem, 6.7vh, 4rem); padding: 0 0 .1rem; }}
[data-testid="stMarkdownContainer"] h3, h3 {{ font-size: clamp(2.4rem, 5.4vh, 3.4rem); }}
.st-key-{TEXT_KEY} h2 {{ font-size: clamp(2.3rem, 5.4vh, 3.6rem); line-height: 1.15; }}
[data-testid="stAlertContainer"] {{ padding: .25rem .7rem; }}
button[data-testid^="stBaseButton"] {{ min-height: clamp(2.8rem, 6.6vh, 4.5rem); padding: .1rem 1.2rem; }}
button[data-testid^="stBaseButton"] p {{ font-size: clamp(1.6rem, 4vh, 2.4rem); }}
[data-testid="stRadio"] label p, [data-testid="stCheckbox"] label p {{ font-size: {_TEXT}; }}
/* The answer's feedback, the coach and the hints: as large as the step's words, tighter lines. */
.st-key-{FEEDBACK_KEY} p, .st-key-{FEEDBACK_KEY} li {{ font-size: {_TEXT} !important; line-height: 1.18; }}
/* The step counter is a small line: the room belongs to the step. */
[data-testid="stProgress"] p {{ font-size: clamp(1.1rem, 2.6vh, 1.6rem) !important; }}
[data-testid="stProgress"] {{ padding-right: 30rem; }}
.st-key-{TEXT_KEY} [data-testid="stProgress"] {{ padding-right: 0; }}
/* The teacher's share and settings panels float in the top right corner, small. */
.st-key-{TOOLS_KEY}, .st-key-{SETTINGS_KEY} {{ position: fixed; top: .4rem; z-index: 999990; width: auto !important; }}
.st-key-{TOOLS_KEY} {{ right: 13.5rem; }}
.st-key-{SETTINGS_KEY} {{ right: 1.2rem; }}
.st-key-{TOOLS_KEY} button[data-testid^="stBaseButton"], .st-key-{SETTINGS_KEY} button[data-testid^="stBaseButton"]
  {{ min-height: 2.2rem; padding: .1rem .7rem; }}
.st-key-{TOOLS_KEY} button p, .st-key-{SETTINGS_KEY} button p {{ font-size: 1rem !important; }}
[data-testid="stPopoverBody"] p, [data-testid="stPopoverBody"] li {{ font-size: 1.1rem !important; }}
[data-testid="stPopoverBody"] {{ max-height: calc(100vh - 4rem) !important; }}
/* The class page: its title, code panel and tools on one line, clear of the settings corner; the expander
   and the tools panel as compact as the corner buttons. */
.st-key-{CLASS_HEAD_KEY} {{ padding-right: 12rem; gap: 1rem; }}
.st-key-step_keys {{ pointer-events: none; }}  /* the key listener draws nothing, catches no click */
html:has(.st-key-{CLASS_HEAD_KEY}) {{ --et-table-share: .84; }}  /* the table leaves the class's line its room */
.st-key-{CLASS_HEAD_KEY} h3 {{ font-size: 1.6rem; padding: .3rem 0 0; white-space: nowrap; }}
.st-key-{CLASS_HEAD_KEY} [data-testid="stExpander"] summary p {{ font-size: 1.2rem !important; }}
.st-key-{CLASS_HEAD_KEY} [data-testid="stExpander"] summary {{ padding: .3rem .8rem; }}
.st-key-{CLASS_HEAD_KEY} button[data-testid^="stBaseButton"] {{ min-height: 2.4rem; padding: .1rem .7rem; }}
.st-key-{CLASS_HEAD_KEY} button p {{ font-size: 1.2rem !important; }}
/* The class's buttons beside a question: a long label wraps rather than being cut. */
.st-key-{CLASS_CONTROLS_KEY} button * {{ white-space: normal !important; overflow: visible !important;
  text-overflow: clip !important; }}
.st-key-{CLASS_CONTROLS_KEY} button p {{ line-height: 1.1; }}
/* A step's offer to switch to the standard house rules is a setting, not the step: a small button. */
.st-key-lesson-standard-rules button[data-testid^="stBaseButton"] {{ min-height: 2.2rem; padding: .1rem .7rem; }}
.st-key-lesson-standard-rules button p {{ font-size: 1.2rem !important; }}
/* The class's live answers: their count at the step's text size. */
.st-key-{CLASS_ANSWERS_KEY} h3 {{ font-size: {_TEXT}; padding: .2rem 0 .4rem; }}
/* A class question's choices: five or more flow in two columns. */
.st-key-{CLASS_CHOICES_KEY} ul:has(> li:nth-child(5)) {{ columns: 2; column-gap: 2rem; }}
.st-key-{CLASS_CHOICES_KEY} [data-testid="stMarkdownContainer"] ul {{ padding-left: 1.3em; }}
.st-key-{CLASS_CHOICES_KEY} li {{ break-inside: avoid; line-height: 1.1; }}
/* Cards beside the text are sized by the screen's height and share one row. */
.st-key-{VISUAL_KEY} .et-cards {{ flex-wrap: nowrap !important; }}
.st-key-{VISUAL_KEY} .et-cards > svg.et-card {{ height: auto; width: calc(23vh * .72); flex: 0 1 auto; min-width: 0; }}
/* The table without fixed partners: shorter, its words larger; the choices under it, small. */
.st-key-{VISUAL_KEY} .et-solo {{ height: 46vh; font-size: clamp(1rem, 2.8vh, 1.6rem); margin: 0 0 .5rem; }}
.st-key-{VISUAL_KEY} .et-solo .et-seat {{ width: auto; white-space: nowrap; }}
html:has(.st-key-{CLASS_HEAD_KEY}) .st-key-{VISUAL_KEY} .et-solo {{ height: 41vh; }}
.st-key-{VISUAL_KEY} .et-solo svg.et-card {{ height: 11vh; width: auto; }}
</style>"""


def apply_style() -> None:
    """The projector stylesheet (fixed CSS owned by the app)."""
    st.markdown(_STYLE, unsafe_allow_html=True)


@dataclass(frozen=True)
class StepLayout:
    """Where a step draws its words (``text``) and its cards or table (``visual``): two columns side by
    side in projector mode, one after the other (the same place) otherwise."""

    text: AbstractContextManager[Any]
    visual: AbstractContextManager[Any]


def step_layout(*, has_visual: bool, card_row: int = 0) -> StepLayout:
    """The layout of the step about to be drawn: a step with cards or a table gets two columns on a
    projector (its words on the left); a step of words alone keeps the whole width. A step whose pictures
    are one row of ``card_row`` cards gives its words the room those cards leave (a long explanation
    beside one card fits the screen)."""
    if not context.projector():
        here = nullcontext()
        return StepLayout(text=here, visual=here)
    if not has_visual:
        box = st.container(key=TEXT_KEY)
        return StepLayout(text=box, visual=box)
    widths = [5, 6]
    if card_row:  # a card is 23vh high, so about 120 px wide on a 720 px screen (a row may shrink a little)
        cards = _CARD_ROOM_PX * card_row
        widths = [max(_WIDTH_PX - cards, _WIDTH_PX * 5 // 11), min(cards, _WIDTH_PX * 6 // 11)]
    text, visual = st.columns(widths, gap="medium")
    return StepLayout(text=text.container(key=TEXT_KEY), visual=visual.container(key=VISUAL_KEY))


def tools() -> AbstractContextManager[Any]:
    """The corner where the teacher's share panel sits in projector mode."""
    return st.container(key=TOOLS_KEY, horizontal=True)


def settings_panel() -> None:
    """In projector mode the sidebar is hidden: the same controls sit in a panel in the top right corner."""
    _ = context.translator().gettext
    with st.container(key=SETTINGS_KEY), st.popover(_("Settings"), icon=":material/settings:"):
        context.settings()
        nav.link(nav.COURSE_MAP, _("Course map"))
        nav.link(nav.LESSON, _("Lessons"))
        nav.link(nav.DRILL, _("Left-bower drill"))
        nav.link(nav.PLAY, _("Play a hand"))
        nav.link(nav.REFERENCE, _("Rules reference"))
        nav.link(nav.GLOSSARY, _("Glossary"))
