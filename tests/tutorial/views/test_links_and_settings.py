"""Deep links open exactly that step; bad links fall back with a notice; house rules refuse bad mixes."""

from __future__ import annotations

import pytest

from tests.tutorial.views.conftest import assert_clean, new_app, texts
from tutorial.core.course.loading import load_course
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.url_state import notice_text

EN = get_translator("en")


def test_a_deep_link_opens_that_step_in_that_language_under_those_rules() -> None:
    at = new_app(lang="hu", lesson="bowers", step="3", rules="joker", present="1").run()
    assert_clean(at, "the deep link")
    assert at.session_state["lesson_id"] == "bowers", "the link's lesson should be open"
    assert at.session_state["step_index"] == 2, "step=3 should open the third step"
    assert at.session_state["locale"] == "hu", "the link's language should be used"
    assert at.session_state["rules_preset"] == "joker", "the link's house rules should be used"
    assert at.session_state["projector"] is True, "present=1 should turn on projector mode"
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    progress = get_translator("hu").gettext("Step {n} of {total}").format(n=3, total=len(lesson.steps))
    shown = [p.proto.text for p in at.get("progress")]
    assert shown == [progress], f"the step counter should read {progress!r}, not {shown}"


@pytest.mark.parametrize(
    ("param", "value"),
    [
        pytest.param("lang", "<img src=x onerror=alert(1)>", id="markup-as-language"),
        pytest.param("lesson", "no-such-lesson", id="unknown-lesson"),
        pytest.param("step", "999", id="step-out-of-range"),
        pytest.param("rules", "**bold**", id="markdown-as-rules"),
        pytest.param("present", "perhaps", id="unclear-projector"),
    ],
)
def test_a_bad_link_parameter_falls_back_with_a_notice_that_does_not_echo_it(param: str, value: str) -> None:
    query = {param: value}
    if param == "step":
        query["lesson"] = "bowers"
    at = new_app(**query).run()
    assert_clean(at, f"a link with {param}={value!r}")
    warnings = [w.value for w in at.warning]
    assert notice_text(param, EN) in warnings, f"a bad {param} should be reported: {warnings}"
    assert not any(value in text for text in texts(at)), f"the bad value {value!r} should never be shown"
    if param == "step":
        assert at.query_params["step"] in ("1", ["1"]), "the address should show the first step instead"
    else:
        assert param not in at.query_params, f"the bad {param} should be removed from the address"


def test_an_invalid_house_rule_mix_is_refused_with_a_translated_message() -> None:
    at = new_app(rules="joker", lang="en").run()
    at.button(key="ctx_more_settings").click().run()
    at.toggle(key="ctx_rule_benny").set_value(True).run()
    assert_clean(at, "turning on Benny with the joker")
    message = EN.gettext("The joker and Benny cannot both be used: each is the best bower of its deck.")
    assert message in [e.value for e in at.error], "joker plus Benny should be refused with its reason"
    assert at.session_state["ctx_rule_benny"] is False, "the refused option should be switched back off"
    assert not at.session_state["rules_overrides"], "a refused option should not change the rules"


def test_an_individual_option_changes_the_active_rules_and_a_preset_resets_them() -> None:
    at = new_app(lang="en").run()
    at.button(key="ctx_more_settings").click().run()
    at.selectbox(key="ctx_rule_winning_score").set_value(EN.ngettext("{n} point", "{n} points", 11).format(n=11)).run()
    assert at.session_state["rules_overrides"] == {"winning_score": 11}, "the option should be in force"
    label = EN.gettext("Canadian loner")
    at.selectbox(key="ctx_preset_picker").set_value(label).run()
    assert_clean(at, "choosing a preset")
    assert at.session_state["rules_preset"] == "canadian", "the preset should be in force"
    assert at.session_state["rules_overrides"] == {}, "choosing a preset should drop individual options"


def test_the_share_panel_links_the_step_without_a_language_and_draws_a_qr_code() -> None:
    at = new_app(lesson="bowers", step="2", lang="fr", rules="benny").run()
    assert not at.code, "the share panel should build its content only once opened"
    at.session_state["share_panel"] = True  # what opening the panel does
    at.run()
    codes = [c.value for c in at.code]
    assert any("/lesson?lesson=bowers&step=2&rules=benny" in c for c in codes), (
        f"the share link should open this step under these rules: {codes}"
    )
    assert not any("lang=" in c for c in codes), "each phone should open the link in its own language"
    assert any('src="data:image/svg+xml;base64,' in m.value for m in at.markdown), (
        "the share panel should draw the link's QR code"
    )


def test_the_address_keeps_language_rules_and_projector_after_it_was_cleared() -> None:
    at = new_app(lang="hu", rules="benny", present="1").run()
    for name in ("lang", "rules", "present"):
        del at.query_params[name]  # what moving to another page does to the address
    at.run()
    assert_clean(at, "a rerun with an emptied address")
    kept = {name: at.query_params.get(name) for name in ("lang", "rules", "present")}
    assert kept in (
        {"lang": "hu", "rules": "benny", "present": "1"},
        {"lang": ["hu"], "rules": ["benny"], "present": ["1"]},
    ), f"the session's settings should be put back in the address so a reload keeps them: {kept}"
    assert at.session_state["locale"] == "hu", "the language should stay Hungarian"


def test_a_link_notice_survives_the_rerun_that_restores_progress_then_goes() -> None:
    at = new_app(lang="xx").run()
    wanted = notice_text("lang", EN)
    assert wanted in [w.value for w in at.warning]
    at.run()  # what restoring the learner's stored progress does right after the first run
    assert wanted in [w.value for w in at.warning], "the notice should still be readable after one rerun"
    at.run().run()
    assert wanted not in [w.value for w in at.warning], "the notice should go once the learner moves on"


def test_the_shared_link_uses_the_configured_public_address(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EUCHRE_TUTOR_PUBLIC_URL", "https://euchre.example/class")
    at = new_app(lesson="bowers", step="2").run()
    at.session_state["share_panel"] = True  # what opening the panel does
    at.run()
    codes = [c.value for c in at.code]
    assert codes == ["https://euchre.example/class/lesson?lesson=bowers&step=2"], (
        f"the share link should start with the configured public address: {codes}"
    )
    assert not at.warning, "a public address needs no warning"
