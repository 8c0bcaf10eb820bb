"""euchre-tutor's entry point: the router only (``streamlit run tutorial/app.py``).

It settles the session's language, house rules and display mode from the link and the pickers, then
hands over to one page of ``tutorial/views``. No page logic lives here.
"""

from __future__ import annotations

import logging

import streamlit as st

from tutorial.views import classroom, course_map, drill, glossary, lesson, play, reference
from tutorial.widgets import (
    chrome,
    context,
    nav,
    page_guard,
    progress_store,
    projector,
    serializable_state,
    sound,
    url_state,
)
from tutorial.widgets.lessons import lesson_steps

_log = logging.getLogger("euchre_tutor")

page_guard.note_request()  # first: a run cut short by a newer request still counts as asked

# Streamlit's check that session state pickles, without the KeyError it raised after a reconnect.
serializable_state.install()

try:
    url_state.apply_link(lesson_steps())
except Exception:
    # The address is user input: whatever it holds, the learner gets a page and a notice, not a traceback.
    _log.exception("the link could not be applied")
    url_state.reset_link()
present = context.projector()
_ = context.translator().gettext

st.set_page_config(
    page_title=_("Euchre tutor"),
    page_icon="🃏",
    layout="wide" if present else "centered",
    initial_sidebar_state="collapsed" if present else "auto",
)

chrome.localise(context.translator())  # Streamlit's own words (skip link, hints) in the learner's language

pages = {
    nav.COURSE_MAP: st.Page(
        course_map.page, title=_("Course map"), icon=":material/map:", url_path="course", default=True
    ),
    nav.LESSON: st.Page(lesson.page, title=_("Lessons"), icon=":material/menu_book:", url_path="lesson"),
    nav.DRILL: st.Page(drill.page, title=_("Left-bower drill"), icon=":material/target:", url_path="drill"),
    nav.PLAY: st.Page(play.page, title=_("Play a hand"), icon=":material/playing_cards:", url_path="play"),
    nav.REFERENCE: st.Page(reference.page, title=_("Rules reference"), icon=":material/gavel:", url_path="reference"),
    nav.GLOSSARY: st.Page(glossary.page, title=_("Glossary"), icon=":material/translate:", url_path="glossary"),
    nav.CLASSROOM: st.Page(classroom.page, title=_("Classroom"), icon=":material/co_present:", url_path="class"),
}
nav.register(pages)
current = st.navigation(list(pages.values()), position="hidden" if present else "sidebar")
page_guard.note_page(current.url_path)

# A link that names a lesson opens the lesson player, whatever page it pointed at.
if url_state.take_open_lesson_request() and current.url_path != "lesson":
    nav.switch_to(nav.LESSON, url_state.lesson_params())

if present:
    projector.apply_style()
elif classroom.student_phone(current.url_path):
    with st.sidebar:  # a student's phone in a class: the house rules are the teacher's
        context.language_picker()
else:
    with st.sidebar:
        context.settings()
        sound.toggle()

url_state.show_notices()
reported_from = progress_store.receive()  # what the browser reported (stored progress, another tab's stars)
undone = page_guard.undone_page(reported_from, current.url_path, pages)
if undone is not None:  # the report asked for the page the learner had just left: open the one he chose
    nav.switch_to(undone)
try:
    current.run()
except Exception:
    # A page must never show a learner a traceback: log it for the developers, say so plainly.
    _log.exception("page %s failed", current.url_path)
    st.error(_("Sorry, something went wrong on this page. Try another step or reload the page."))

if present:
    projector.settings_panel()
progress_store.sync(current.url_path)
