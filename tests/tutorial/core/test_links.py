"""Deep links are validated: a valid link opens exactly that step, anything else is dropped by name."""

from __future__ import annotations

import pytest

from tutorial.core.links.deep_links import LinkState, app_root_of, link_query, parse_link

LESSONS = {"bowers": ("intro", "quiz", "try", "drill"), "basics": ("intro",)}


def test_a_full_link_is_read() -> None:
    state, rejected = parse_link(
        {"lang": "hu", "lesson": "bowers", "step": "3", "rules": "joker", "present": "1"}, LESSONS
    )
    assert state == LinkState(lang="hu", lesson="bowers", step=2, rules="joker", present=True)
    assert rejected == (), "nothing in a valid link should be rejected"


@pytest.mark.parametrize(
    ("params", "rejected"),
    [
        pytest.param({"lang": "xx"}, ("lang",), id="unknown-language"),
        pytest.param({"lang": "<script>alert(1)</script>"}, ("lang",), id="markup-language"),
        pytest.param({"lesson": "nope"}, ("lesson",), id="unknown-lesson"),
        pytest.param({"lesson": "bowers", "step": "0"}, ("step",), id="step-zero"),
        pytest.param({"lesson": "bowers", "step": "5"}, ("step",), id="step-past-the-end"),
        pytest.param({"lesson": "bowers", "step": "-1"}, ("step",), id="negative-step"),
        pytest.param({"lesson": "bowers", "step": "1e3"}, ("step",), id="not-a-number"),
        pytest.param({"step": "2"}, ("step",), id="step-without-lesson"),
        pytest.param({"lesson": "nope", "step": "1"}, ("lesson", "step"), id="step-of-unknown-lesson"),
        pytest.param({"rules": "poker"}, ("rules",), id="unknown-preset"),
        pytest.param({"present": "maybe"}, ("present",), id="unclear-present"),
        pytest.param({"lesson": "b" * 5000}, ("lesson",), id="very-long"),
    ],
)
def test_bad_values_are_rejected_by_name(params: dict[str, str], rejected: tuple[str, ...]) -> None:
    state, found = parse_link(params, LESSONS)
    assert found == rejected, f"{params} should reject {rejected}, not {found}"
    for name in rejected:
        assert getattr(state, name) is None, f"a rejected {name} should not be used"


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        pytest.param({"lang": "FR"}, LinkState(lang="fr"), id="language-in-capitals"),
        pytest.param({"lesson": "bowers", "step": "quiz"}, LinkState(lesson="bowers", step=1), id="step-by-id"),
        pytest.param({"present": "0"}, LinkState(present=False), id="present-off"),
        pytest.param({"utm_source": "mail"}, LinkState(), id="foreign-parameter-ignored"),
    ],
)
def test_accepted_forms(params: dict[str, str], expected: LinkState) -> None:
    assert parse_link(params, LESSONS) == (expected, ()), f"{params} should read as {expected}"


def test_a_link_round_trips() -> None:
    state = LinkState(lang="pt", lesson="bowers", step=3, rules="benny", present=True)
    params = dict(pair.split("=") for pair in link_query(state).split("&"))
    assert parse_link(params, LESSONS) == (state, ()), "a link the app makes should read back as the same state"


@pytest.mark.parametrize(
    ("params", "rejected"),
    [
        pytest.param({"lesson": "bowers", "step": "²"}, ("step",), id="a superscript two is not a step number"),
        pytest.param({"lesson": "bowers", "step": "①"}, ("step",), id="a circled one is not a step number"),
        pytest.param({"lesson": "bowers", "step": "３"}, ("step",), id="a full-width three is not a step number"),
        pytest.param({"lesson": "bowers", "step": ["2", "²"]}, ("step",), id="a step given twice is ambiguous"),
        pytest.param({"lesson": ["bowers", "bowers"]}, ("lesson",), id="even twice the same lesson is refused"),
        pytest.param({"lesson": "bowers", "step": "9" * 5001}, ("step",), id="a huge number is never converted"),
        pytest.param({"lesson": "bowers", "step": "00002"}, ("step",), id="more than four digits is refused"),
        pytest.param({"lang": []}, ("lang",), id="a parameter with no value at all is refused"),
    ],
)
def test_parsing_is_strict_and_never_raises(params: dict[str, str | list[str]], rejected: tuple[str, ...]) -> None:
    state, found = parse_link(params, LESSONS)
    assert found == rejected, f"{params} should reject {rejected}, not {found}"
    assert state.step is None, "a rejected step should not be used"


def test_a_single_value_list_reads_like_the_value() -> None:
    assert parse_link({"lesson": ["bowers"], "step": ["2"]}, LESSONS) == (LinkState(lesson="bowers", step=1), ())


@pytest.mark.parametrize(
    ("url", "root"),
    [
        pytest.param("http://localhost:8501/lesson?lesson=bowers", "http://localhost:8501", id="a page path is cut"),
        pytest.param("https://school.example/euchre/", "https://school.example/euchre", id="a sub-path is kept"),
        pytest.param("http://[::1", "http://localhost:8501", id="an unclosed IPv6 host falls back"),
        pytest.param("http://host:port/", "http://localhost:8501", id="a port that is not a number falls back"),
        pytest.param("javascript:alert(1)", "http://localhost:8501", id="a script address falls back"),
        pytest.param('http://x/"><script>', "http://localhost:8501", id="markup in the address falls back"),
        pytest.param("http://x/\n", "http://localhost:8501", id="a control character falls back"),
        pytest.param("http://" + "a" * 5000, "http://localhost:8501", id="a huge address falls back"),
        pytest.param("", "http://localhost:8501", id="no address at all falls back"),
    ],
)
def test_the_app_root_comes_from_a_client_url_without_ever_raising(url: str, root: str) -> None:
    assert app_root_of(url, ("lesson", "course")) == root
