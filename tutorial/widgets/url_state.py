"""The address bar as session input: ``?lang=hu&lesson=bowers&step=3&rules=joker&present=1``.

The router calls :func:`apply_link` once per run, before drawing. A link is applied when it changes
(so the pickers and the step buttons are not overridden by a stale address); rejected parameters
are removed from the address and reported by a translated notice that names the parameter, never
the text that was typed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import streamlit as st

from tutorial.core.house_rules.presets import DEFAULT_PRESET
from tutorial.core.links.deep_links import PARAMS, LinkState, parse_link
from tutorial.core.text.i18n import Translator, negotiate_locale
from tutorial.widgets import context

LESSON_KEY = "lesson_id"
STEP_KEY = "step_index"
_APPLIED_KEY = "url_applied"
_NOTICES_KEY = "url_notices"
_NOTICE_RUNS_KEY = "url_notice_runs"
# A notice outlives the runs that follow a page load by themselves (restoring stored progress reruns the
# page at once), so the learner has time to read it; then it goes.
_NOTICE_RUNS = 3
_OPEN_LESSON_KEY = "url_open_lesson"
# The lesson steps this session has written into the address. A run that is interrupted by the next key
# press can leave the browser sending one of them back after the session has moved on; such an echo of
# our own writing is not a new link and must not move the learner back (six fast PageDowns).
_WRITTEN_KEY = "url_written_steps"
_WRITTEN_MAX = 64


def _current_params() -> dict[str, str | list[str]]:
    """The link's parameters; one given several times (``&step=2&step=3``) keeps every value, so the
    parser can refuse it instead of silently taking the last."""
    # One read of the address (each ``in st.query_params`` is a round trip through Streamlit's proxy).
    everything = st.query_params.to_dict()
    current: dict[str, str | list[str]] = {}
    for name in PARAMS:
        if name in everything:
            values = st.query_params.get_all(name)
            current[name] = values if len(values) > 1 else everything[name]
    return current


def apply_link(lessons: Mapping[str, Sequence[str]]) -> LinkState:
    """Validate the address, apply what changed to the session, and settle the session's locale.

    ``lessons`` maps each lesson id to its step ids.
    """
    params = _current_params()
    state, rejected = parse_link(params, lessons)
    if _echo_of_our_step(params):
        params = {
            **params,
            "lesson": str(st.session_state[_APPLIED_KEY].get("lesson")),
            "step": str(st.session_state[_APPLIED_KEY].get("step")),
        }
        st.query_params["step"] = params["step"]
        state, rejected = parse_link(params, lessons)
    if params != st.session_state.get(_APPLIED_KEY):
        if state.lang is not None:
            context.set_locale(state.lang)
        if state.rules is not None and state.rules != st.session_state.get(context.PRESET_KEY):
            context.set_preset(state.rules)
        if state.present is not None:
            context.set_projector(state.present)
        if state.lesson is not None:
            if state.lesson != st.session_state.get(LESSON_KEY) or state.step is not None:
                st.session_state[STEP_KEY] = state.step or 0
            st.session_state[LESSON_KEY] = state.lesson
            st.session_state[_OPEN_LESSON_KEY] = True
        if rejected:
            st.session_state[_NOTICES_KEY] = list(rejected)
            st.session_state[_NOTICE_RUNS_KEY] = _NOTICE_RUNS
            for name in rejected:
                del st.query_params[name]
        st.session_state[_APPLIED_KEY] = _current_params()
    if context.LOCALE_KEY not in st.session_state:
        # A link's language was applied above when the link changed; after that the picker decides.
        st.session_state[context.LOCALE_KEY] = negotiate_locale(state.lang, None, st.context.locale)
    _keep_settings_in_address()
    return state


def _echo_of_our_step(params: Mapping[str, object]) -> bool:
    """Whether the address differs from what was applied only by a lesson step this session wrote
    itself before (a stale address from an interrupted run), not by a link."""
    applied = st.session_state.get(_APPLIED_KEY)
    if not isinstance(applied, dict) or "step" not in applied or "step" not in params:
        return False
    same_otherwise = all(params.get(k) == applied.get(k) for k in set(params) | set(applied) if k != "step")
    written = st.session_state.get(_WRITTEN_KEY) or []
    return (
        same_otherwise
        and params.get("step") != applied.get("step")
        and f"{params.get('lesson')}/{params.get('step')}" in written
    )


def reset_link() -> None:
    """The fallback when applying a link failed in a way nobody foresaw: forget the link's parameters,
    say so with the general notice, and carry on with the session as it was."""
    for name in PARAMS:
        st.query_params.pop(name, None)
    st.session_state[_NOTICES_KEY] = ["link"]
    st.session_state[_NOTICE_RUNS_KEY] = _NOTICE_RUNS
    st.session_state[_APPLIED_KEY] = {}
    st.session_state.pop(_OPEN_LESSON_KEY, None)


def _keep_settings_in_address() -> None:
    """Make the address show the session's language, house rules and projector mode: put them back when
    the address lacks them (moving to another page clears it), so a reload or a copied address keeps
    them, and change or remove what a picker has changed since. The pickers only change the session;
    this is the one place that writes these parameters."""
    default_locale = negotiate_locale(None, None, st.context.locale)
    locale = str(st.session_state.get(context.LOCALE_KEY))
    preset = st.session_state.get(context.PRESET_KEY)
    wanted: dict[str, str | None] = {
        "lang": locale if locale != default_locale else None,
        "rules": preset if isinstance(preset, str) and preset != DEFAULT_PRESET else None,
        "present": "1" if context.projector() else None,
    }
    current = _current_params()
    shown, _rejected = parse_link({name: current[name] for name in wanted if name in current}, {})
    meaning = {
        "lang": shown.lang or default_locale,
        "rules": shown.rules or DEFAULT_PRESET,
        "present": "1" if shown.present else None,
    }
    session = {
        "lang": locale,
        "rules": preset if isinstance(preset, str) else DEFAULT_PRESET,
        "present": wanted["present"],
    }
    changed = False
    for name, value in wanted.items():
        if name in current and meaning[name] == session[name]:
            continue  # the address already says this (perhaps as ``present=true`` or ``lang=HU``)
        if value is not None:
            st.query_params[name] = value
            current[name] = value
            changed = True
        elif name in current:
            del st.query_params[name]
            del current[name]
            changed = True
    if changed:
        st.session_state[_APPLIED_KEY] = current


def take_open_lesson_request() -> bool:
    """True once after a link named a lesson (the router then opens the lesson player)."""
    return bool(st.session_state.pop(_OPEN_LESSON_KEY, False))


def notice_text(param: str, tr: Translator) -> str:
    _ = tr.gettext
    texts = {
        "lang": _("The language in the link was not recognised, so the language was chosen for you."),
        "lesson": _("The lesson in the link does not exist, so the course map is shown."),
        "step": _("The step in the link does not exist, so the lesson starts at its first step."),
        "rules": _("The house rules in the link were not recognised, so the current rules are kept."),
        "present": _("The projector setting in the link was not recognised, so it was left as it was."),
    }
    return texts.get(param, _("A part of the link was not recognised and was ignored."))


def show_notices() -> None:
    """The notices about rejected link parameters (for a few runs; plain text, never the rejected input)."""
    notices = st.session_state.get(_NOTICES_KEY)
    if not notices:
        return
    runs = int(st.session_state.get(_NOTICE_RUNS_KEY, 1)) - 1
    if runs <= 0:
        st.session_state.pop(_NOTICES_KEY, None)
        st.session_state.pop(_NOTICE_RUNS_KEY, None)
    else:
        st.session_state[_NOTICE_RUNS_KEY] = runs
    tr = context.translator()
    for param in notices:
        st.warning(notice_text(str(param), tr), icon=":material/link:")


def sync_lesson(lesson_id: str | None, step: int | None) -> None:
    """Keep the address showing the lesson and step on screen (so reload and sharing keep the step)."""
    wanted: dict[str, str] = {}
    if lesson_id is not None:
        wanted["lesson"] = lesson_id
        if step is not None:
            wanted["step"] = str(step + 1)
    current = _current_params()
    for name in ("lesson", "step"):
        if name in wanted:
            if current.get(name) != wanted[name]:
                st.query_params[name] = wanted[name]
                current[name] = wanted[name]
        elif name in current:
            del st.query_params[name]
            del current[name]
    st.session_state[_APPLIED_KEY] = current
    if "step" in wanted:
        shown = f"{lesson_id}/{wanted['step']}"
        written = list(st.session_state.get(_WRITTEN_KEY) or [])
        if shown not in written:
            st.session_state[_WRITTEN_KEY] = [*written[-_WRITTEN_MAX:], shown]


def lesson_params() -> dict[str, str]:
    """The lesson and step of the address (already validated by :func:`apply_link`), for opening the
    lesson player on them."""
    current = _current_params()
    return {name: value for name, value in current.items() if name in ("lesson", "step") and isinstance(value, str)}
