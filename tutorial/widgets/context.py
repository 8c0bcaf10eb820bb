"""The per-session context every page reads: the learner's translator, house rules and display mode.

Session state holds only small plain values (a locale code, a preset name, option overrides); the
shared objects (translators, rules) are looked up from them. This module also draws the controls
that change them (language, house rules, projector mode), shown on every page by the router.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import streamlit as st

from engine import RULE_TABLE, RuleProblemCode, Rules
from tutorial.core.house_rules.labels import option_label, value_label
from tutorial.core.house_rules.presets import PRESETS, preset_rules
from tutorial.core.text.i18n import DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, Translator, get_translator

LOCALE_KEY = "locale"
PRESET_KEY = "rules_preset"
OVERRIDES_KEY = "rules_overrides"
PROJECTOR_KEY = "projector"
FOUR_COLOUR_KEY = "four_colour"

_LANG_WIDGET = "ctx_lang_picker"
_PRESET_WIDGET = "ctx_preset_picker"
_PROJECTOR_WIDGET = "ctx_projector_toggle"
_FOUR_COLOUR_WIDGET = "ctx_four_colour_toggle"
_OPTION_WIDGET = "ctx_rule_"
_RULES_ERROR_KEY = "ctx_rules_error"
MORE_SETTINGS_KEY = "ctx_more_settings"

# The choices of each option of engine.Rules, in the order shown: the engine's table of options.
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {o.name: o.choices for o in RULE_TABLE}
SWITCHES: frozenset[str] = frozenset(o.name for o in RULE_TABLE if o.kind == "bool")  # drawn as toggles


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


def four_colour() -> bool:
    """The four-colour deck for colour-blind learners."""
    return bool(st.session_state.get(FOUR_COLOUR_KEY, False))


def set_locale(locale: str) -> None:
    if locale in LOCALES:
        st.session_state[LOCALE_KEY] = locale


def set_preset(name: str) -> None:
    """Switch to a preset; individual options chosen before are dropped."""
    if name in PRESETS:
        st.session_state[PRESET_KEY] = name
        st.session_state[OVERRIDES_KEY] = {}
        _forget_option_widgets()


def set_projector(on: bool) -> None:
    st.session_state[PROJECTOR_KEY] = bool(on)


# --- the controls ---------------------------------------------------------------------------------


def _rules_error_text(code: str, tr: Translator) -> str:
    """The sentence for the engine's :class:`~engine.RuleProblemCode` of a refused combination."""
    _ = tr.gettext
    if code == RuleProblemCode.JOKER_AND_BENNY:
        return _("The joker and Benny cannot both be used: each is the best bower of its deck.")
    if code == RuleProblemCode.CANADIAN_NEEDS_PARTNERS:
        return _(
            "The Canadian loner belongs to the four-player game with partners, so it cannot be used at this table."
        )
    if code == RuleProblemCode.PLAYERS_FOR_GAME:
        return _(
            "This game is not played with that many players: euchre with partners takes four (or three "
            "for cutthroat), call-ace euchre four to six, auction euchre five to seven."
        )
    if code == RuleProblemCode.DECK_TOO_SMALL:
        return _("That deck is too small for so many players: choose a longer deck first.")
    if code == RuleProblemCode.DEFEND_ALONE_NEEDS_PARTNERS:
        return _(
            "Defending alone needs fixed partners, so it cannot be used at three players or in call-ace or "
            "auction euchre."
        )
    if code == RuleProblemCode.AUCTION_WITHOUT_JOKER:
        return _("Auction euchre is played without the joker: turn the joker off first.")
    return _("These house rules cannot be combined, so the change was not made.")


def _conflict_code(candidate: dict[str, Any]) -> str:
    """The engine's code for what is wrong with ``candidate`` (its first problem)."""
    problems = Rules.problems(candidate)
    return str(problems[0].code) if problems else str(RuleProblemCode.BAD_VALUE)


def _forget_option_widgets() -> None:
    for f in fields(Rules):
        st.session_state.pop(_OPTION_WIDGET + f.name, None)


def _on_language() -> None:
    locale = str(st.session_state.get(_LANG_WIDGET, DEFAULT_LOCALE))
    set_locale(locale)  # the address follows (tutorial.widgets.url_state writes it)


# The pickers' options are their translated labels (AppTest formats values outside the session, and a
# closure could not be pickled with the session state); these map a label back to its value.
def _preset_by_label() -> dict[str, str]:
    tr = translator()
    return {tr.gettext(label): name for name, (label, _rules) in PRESETS.items()}


def _option_by_label(option: str) -> dict[str, Any]:
    tr = translator()
    current = getattr(active_rules()[1], option)
    choices = OPTION_CHOICES[option]
    values = choices if current in choices else (*choices, current)
    return {value_label(option, v, tr): v for v in values}


def _on_preset() -> None:
    name = _preset_by_label().get(str(st.session_state.get(_PRESET_WIDGET)), "")
    set_preset(name)
    st.session_state.pop(_RULES_ERROR_KEY, None)


def _on_option(option: str) -> None:
    """Apply one option, or refuse an invalid combination and put the widget back."""
    preset, rules = active_rules()
    candidate = rules.to_dict()
    chosen = st.session_state.get(_OPTION_WIDGET + option)
    candidate[option] = chosen if isinstance(chosen, bool) else _option_by_label(option).get(str(chosen))
    if Rules.problems(candidate):
        st.session_state[_RULES_ERROR_KEY] = _conflict_code(candidate)
        previous = getattr(rules, option)
        st.session_state[_OPTION_WIDGET + option] = (
            previous if isinstance(previous, bool) else value_label(option, previous, translator())
        )
        return
    new_rules = Rules(**candidate)
    st.session_state.pop(_RULES_ERROR_KEY, None)
    base = preset_rules(preset)[1]
    st.session_state[OVERRIDES_KEY] = {
        f.name: getattr(new_rules, f.name) for f in fields(Rules) if getattr(new_rules, f.name) != getattr(base, f.name)
    }


def _on_projector() -> None:
    set_projector(bool(st.session_state.get(_PROJECTOR_WIDGET)))


def _on_four_colour() -> None:
    st.session_state[FOUR_COLOUR_KEY] = bool(st.session_state.get(_FOUR_COLOUR_WIDGET))


def language_picker(container: Any = None) -> None:
    """The language menu: each language named in itself."""
    where = container if container is not None else st
    st.session_state[_LANG_WIDGET] = translator().locale
    where.selectbox(
        translator().gettext("Language"),
        LOCALES,
        format_func=LANGUAGE_NAMES.__getitem__,
        key=_LANG_WIDGET,
        on_change=_on_language,
    )


def house_rules_picker(container: Any = None) -> None:
    """Preset menu plus every option of the engine's ``Rules``; invalid combinations are refused."""
    where = container if container is not None else st
    tr = translator()
    _ = tr.gettext
    preset, _rules = active_rules()
    presets = _preset_by_label()
    st.session_state[_PRESET_WIDGET] = tr.gettext(PRESETS[preset][0])
    where.selectbox(_("House rules"), list(presets), key=_PRESET_WIDGET, on_change=_on_preset)
    error = st.session_state.get(_RULES_ERROR_KEY)
    if error:
        where.error(_rules_error_text(str(error), tr))
    if st.session_state.get(OVERRIDES_KEY):
        where.caption(_("Changed from the preset: the lessons follow these options."))
    if where.button(_("More settings"), key=MORE_SETTINGS_KEY, icon=":material/tune:"):
        st.dialog(_("More settings"))(_more_settings)()


def _more_settings() -> None:
    """The individual rule options and the four-colour deck, in a dialog: drawn only when opened, so
    the eleven option widgets cost nothing on the reruns of every other page."""
    tr = translator()
    _ = tr.gettext
    _preset, rules = active_rules()
    error = st.session_state.get(_RULES_ERROR_KEY)
    if error:
        st.error(_rules_error_text(str(error), tr))
    st.session_state[_FOUR_COLOUR_WIDGET] = four_colour()
    st.toggle(
        _("Four-colour deck"),
        key=_FOUR_COLOUR_WIDGET,
        on_change=_on_four_colour,
        help=_("Every suit in its own colour, for colour-blind learners."),
    )
    st.markdown("**" + _("Individual options") + "**")
    for option in OPTION_CHOICES:
        key = _OPTION_WIDGET + option
        current = getattr(rules, option)
        if option in SWITCHES:
            st.session_state[key] = bool(current)
            st.toggle(option_label(option, tr), key=key, on_change=_on_option, args=(option,))
        else:
            st.session_state[key] = value_label(option, current, tr)
            st.selectbox(
                option_label(option, tr), list(_option_by_label(option)), key=key, on_change=_on_option, args=(option,)
            )
    # Changes inside the dialog rerun only the dialog; closing it with this button redraws the page.
    if st.button(_("Done"), key="ctx_more_settings_done", type="primary"):
        st.rerun()


def display_toggles(container: Any = None) -> None:
    """Projector mode (the four-colour deck is under "More settings")."""
    where = container if container is not None else st
    _ = translator().gettext
    st.session_state[_PROJECTOR_WIDGET] = projector()
    where.toggle(
        _("Projector mode"),
        key=_PROJECTOR_WIDGET,
        on_change=_on_projector,
        help=_("Large cards and text for a classroom screen, one step per screen."),
    )


def settings(container: Any = None) -> None:
    """All the session controls, in the sidebar (or in an expander in projector mode)."""
    language_picker(container)
    display_toggles(container)
    house_rules_picker(container)
