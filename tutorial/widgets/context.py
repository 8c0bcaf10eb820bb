"""The per-session context every page reads: the learner's translator, house rules and display mode.

Session state holds only small plain values (a locale code, a preset name, option overrides); the
shared objects (translators, rules) are looked up from them.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from engine import Rules
from tutorial.core.i18n import DEFAULT_LOCALE, Translator, get_translator
from tutorial.core.presets import preset_rules

LOCALE_KEY = "locale"
PRESET_KEY = "rules_preset"
OVERRIDES_KEY = "rules_overrides"
PROJECTOR_KEY = "projector"


def translator() -> Translator:
    """The session's translator (set by the router from ``?lang=``, the picker or the browser)."""
    return get_translator(str(st.session_state.get(LOCALE_KEY, DEFAULT_LOCALE)))


def active_rules() -> tuple[str, Rules]:
    """The preset name and the rules in force for this session (preset plus individual options)."""
    name, rules = preset_rules(st.session_state.get(PRESET_KEY))
    overrides: dict[str, Any] = dict(st.session_state.get(OVERRIDES_KEY, {}))
    if overrides:
        try:
            rules = rules.replace(**overrides)
        except (TypeError, ValueError):
            st.session_state[OVERRIDES_KEY] = {}
    return name, rules


def projector() -> bool:
    """Projector mode: large cards and text, one step per screen, no sidebar."""
    return bool(st.session_state.get(PROJECTOR_KEY, False))
