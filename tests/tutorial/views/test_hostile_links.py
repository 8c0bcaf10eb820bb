"""Hostile and clumsy links: whatever the address holds, the router falls back with a notice, never a traceback."""

from __future__ import annotations

import pytest

from tests.tutorial.views.conftest import assert_clean, new_app
from tutorial.core.text.i18n import get_translator
from tutorial.widgets import url_state
from tutorial.widgets.url_state import notice_text

EN = get_translator("en")


@pytest.mark.parametrize(
    "step",
    [
        pytest.param("²", id="a superscript two is a digit to str.isdigit but not a step number"),
        pytest.param("①", id="a circled one is not a step number either"),
        pytest.param(["2", "²"], id="a step given twice is ambiguous"),
        pytest.param("0" * 5000, id="five thousand zeros are too long to be read at all"),
        pytest.param("٣", id="an Arabic-Indic three is not an ASCII digit"),
    ],
)
def test_a_step_that_is_not_an_ascii_number_opens_the_first_step_with_a_notice(step: str | list[str]) -> None:
    at = new_app(lesson="bowers")
    at.query_params["step"] = step
    at.run()
    assert_clean(at, f"a link with step={step!r:.40}")
    assert notice_text("step", EN) in [w.value for w in at.warning], "the bad step should be reported"
    assert at.session_state["lesson_id"] == "bowers", "the lesson in the link should still open"
    assert at.session_state["step_index"] == 0, "the lesson should start at its first step"


def test_every_parameter_given_twice_is_refused_and_the_course_map_is_shown() -> None:
    at = new_app()
    for name, values in {
        "lang": ["fr", "hu"],
        "lesson": ["bowers", "scoring"],
        "rules": ["joker", "benny"],
        "present": ["1", "0"],
    }.items():
        at.query_params[name] = values
    at.run()
    assert_clean(at, "a link with every parameter twice")
    warnings = [w.value for w in at.warning]
    for name in ("lang", "lesson", "rules", "present"):
        assert notice_text(name, EN) in warnings, f"a repeated {name} should be reported: {warnings}"
    assert "lesson_id" not in at.session_state, "no lesson should open from an ambiguous link"


def test_a_failure_while_applying_a_link_falls_back_with_the_general_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> object:
        raise ValueError("a bug nobody foresaw")

    monkeypatch.setattr(url_state, "parse_link", broken)
    at = new_app(lesson="bowers", step="2").run()
    assert_clean(at, "a link the router failed to apply")
    assert notice_text("link", EN) in [w.value for w in at.warning], "the general notice should be shown"
    assert "lesson" not in at.query_params, "the link's parameters should be dropped from the address"


@pytest.mark.parametrize(
    "url",
    [
        pytest.param("http://[::1", id="an unclosed IPv6 host"),
        pytest.param("http://host:port/lesson", id="a port that is not a number"),
        pytest.param("javascript:alert(1)", id="a script address"),
    ],
)
def test_a_malformed_page_url_from_the_client_leaves_the_share_panel_working(
    url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tutorial.widgets.share as share

    monkeypatch.setattr(share, "network_host", lambda: None)  # a machine with no network address
    monkeypatch.delenv("EUCHRE_TUTOR_PUBLIC_URL", raising=False)
    at = new_app(lesson="bowers", step="2")
    at.context["url"] = url
    at.run()
    at.session_state["share_panel"] = True  # what opening the panel does
    at.run()
    assert_clean(at, f"the share panel with the page URL {url!r}")
    codes = [c.value for c in at.code]
    assert codes == ["http://localhost:8501/lesson?lesson=bowers&step=2"], (
        f"the panel should fall back to the local address: {codes}"
    )
    assert at.warning, "a local-only address should come with a warning that phones cannot open it"
