"""One writer of the address bar: the pickers change the session, and the address follows it."""

from __future__ import annotations

from tests.tutorial.views.conftest import assert_clean, new_app
from tutorial.core.house_rules.presets import DEFAULT_PRESET, PRESETS
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")


def _param(at: object, name: str) -> str | None:
    value = at.query_params.get(name)  # type: ignore[attr-defined]
    return value[0] if isinstance(value, list) else value


def test_choosing_house_rules_puts_them_in_the_address_and_the_default_takes_them_out() -> None:
    at = new_app(lang="en").run()
    at.selectbox(key="ctx_preset_picker").set_value(EN.gettext(PRESETS["joker"][0])).run()
    assert_clean(at, "choosing the joker rules")
    assert _param(at, "rules") == "joker", "the chosen rules should be in the address"
    at.selectbox(key="ctx_preset_picker").set_value(EN.gettext(PRESETS[DEFAULT_PRESET][0])).run()
    assert _param(at, "rules") is None, "the default rules need no parameter"


def test_turning_projector_mode_off_takes_it_out_of_the_address() -> None:
    at = new_app(lang="en").run()
    at.toggle(key="ctx_projector_toggle").set_value(True).run()
    assert _param(at, "present") == "1", "projector mode should be in the address"
    assert at.session_state["projector"] is True
    at.toggle(key="ctx_projector_toggle").set_value(False).run()
    assert_clean(at, "turning projector mode off")
    assert _param(at, "present") is None, "the address should no longer ask for projector mode"
    assert at.session_state["projector"] is False


def test_a_stale_language_in_the_address_does_not_undo_the_picker() -> None:
    at = new_app(lang="fr").run()
    at.selectbox(key="ctx_lang_picker").set_value("hu").run()
    at.run()
    assert_clean(at, "two runs after choosing Magyar")
    assert at.session_state["locale"] == "hu", "the picker's language should stay"
    assert _param(at, "lang") == "hu", "the address should follow the picker"


def test_an_address_that_already_says_it_is_left_as_written() -> None:
    at = new_app(lang="HU", present="true").run()
    assert_clean(at, "a link in capitals")
    assert (at.session_state["locale"], at.session_state["projector"]) == ("hu", True)
    assert (_param(at, "lang"), _param(at, "present")) == ("HU", "true"), "an equivalent value is not rewritten"
