"""The classroom's front door: a student joins with the class code and a nickname; a teacher starts a
class. Every refusal is a sentence (a wrong or expired code, a nickname in use, too many tries)."""

from __future__ import annotations

import math

import streamlit as st

from tutorial.core.classroom import JoinResult, JoinStatus
from tutorial.core.classroom.codes import MAX_NICKNAME
from tutorial.core.classroom.store import LIFETIMES
from tutorial.core.text.i18n import Translator
from tutorial.widgets import class_key, class_store, context

JOIN_CODE = "class_join_code"
JOIN_NAME = "class_join_name"
_LIFETIME = "class_lifetime"
_ERROR = "class_join_error"


def join_error_text(result: JoinResult, tr: Translator) -> str:
    _ = tr.gettext
    if result.status is JoinStatus.EXPIRED:
        return _("This class has ended. Ask your teacher for the code of a new class.")
    if result.status is JoinStatus.NICKNAME_INVALID:
        return _("Choose a nickname of 1 to {n} characters.").format(n=MAX_NICKNAME)
    if result.status is JoinStatus.NICKNAME_TAKEN:
        return _("Someone in this class already has this nickname. Choose another one.")
    if result.status is JoinStatus.CLASS_FULL:
        return _("This class is full.")
    if result.status is JoinStatus.CLASS_LOCKED:
        return _("The teacher has locked this class: nobody new can join it.")
    if result.status is JoinStatus.TOO_MANY_JOINS:
        return _("Too many joins from this device. Wait a minute, then try again.")
    if result.status is JoinStatus.SLOW_DOWN:
        seconds = math.ceil(result.retry_after)
        return tr.ngettext(
            "Too many wrong codes. Try again in {n} second.", "Too many wrong codes. Try again in {n} seconds.", seconds
        ).format(n=seconds)
    return _("There is no class with this code. Check the code on the teacher's screen.")


@class_store.guarded
def _on_join() -> None:
    code = st.session_state.get(JOIN_CODE, "")
    result = class_store.store().join(
        code,
        st.session_state.get(JOIN_NAME, ""),
        client=class_store.client_key(),
        session=class_store.session_key(),
        seats=class_key.seat_tokens(),
    )
    if result.status is JoinStatus.JOINED:
        st.session_state[class_store.STUDENT_KEY] = result.token
        st.session_state.pop(_ERROR, None)
        st.query_params["seat"] = result.token
        class_key.keep_seat(str(code), result.token)  # a rejoin under the same nickname from this browser
    else:
        st.session_state[_ERROR] = join_error_text(result, context.translator())


def join_form(code: str | None) -> None:
    """Code and nickname; the code is filled in when the student came by the class's link or QR code."""
    _ = context.translator().gettext
    st.subheader(_("Join a class"))
    if code and JOIN_CODE not in st.session_state:
        st.session_state[JOIN_CODE] = code
    # Not a form: a form shows Streamlit's own "Press Enter to submit form" in English on every phone.
    with st.container(border=True):
        st.text_input(_("Class code"), key=JOIN_CODE, max_chars=16, placeholder="K7M-2QX")
        st.text_input(
            _("Nickname"),
            key=JOIN_NAME,
            max_chars=MAX_NICKNAME,
            help=_("Only the teacher sees it, and only when the teacher asks. No other personal data is needed."),
        )
        st.button(_("Join"), key="class_join_button", type="primary", on_click=_on_join)
    error = st.session_state.get(_ERROR)
    if error:
        st.error(str(error), icon=":material/error:")


def _lifetime_label(seconds: float, tr: Translator) -> str:
    hours = round(seconds / 3600)
    if hours >= 24:
        days = hours // 24
        return tr.ngettext("{n} day", "{n} days", days).format(n=days)
    return tr.ngettext("{n} hour", "{n} hours", hours).format(n=hours)


def start_form(lesson_id: str | None) -> None:
    """Start a class with the teacher's house rules and the lesson open (or the first lesson)."""
    tr = context.translator()
    _ = tr.gettext
    st.subheader(_("Teach a class"))
    labels = {_lifetime_label(s, tr): s for s in LIFETIMES}
    st.selectbox(_("The class and its answers are deleted after"), list(labels), index=2, key=_LIFETIME)
    if st.button(_("Start a class"), key="class_start", icon=":material/co_present:"):
        preset, _rules = context.active_rules()
        made = class_store.store().create_class(
            lesson_id=lesson_id,
            preset=preset,
            overrides=dict(st.session_state.get(context.OVERRIDES_KEY, {})),
            lifetime=labels.get(str(st.session_state.get(_LIFETIME)), LIFETIMES[2]),
        )
        # The token never goes through the address bar (a projected one, the browser's history): the session
        # holds it, and this browser's storage keeps it for a reload (tutorial.widgets.class_key).
        st.session_state[class_store.TEACHER_KEY] = made.teacher_token
        class_key.keep_teacher(made.teacher_token)
        st.rerun()
