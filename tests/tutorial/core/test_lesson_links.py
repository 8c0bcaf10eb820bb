"""Lesson Markdown links only inside the course, and shows only the app's own images."""

from __future__ import annotations

import pytest

from tutorial.core.lesson_format.links import LinkTarget, is_inside_app, link_targets, may_have_links, problems_in_text


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("Go back to [the table](?lesson=the-table&step=2).", id="a link to a step of the course"),
        pytest.param("See [scoring](#scoring).", id="a link to a part of the page"),
        pytest.param("![The table](app/static/table.png)", id="an image the app serves"),
        pytest.param("![The table](/app/static/table.png)", id="an image the app serves, from the site root"),
        pytest.param("Lead the [JD] or the [QH] (not the [10S]).", id="card tokens are not links"),
        pytest.param("A trick (four cards) wins: score 1:0.", id="parentheses and colons are not links"),
    ],
)
def test_links_inside_the_course_are_allowed(text: str) -> None:
    assert problems_in_text(text) == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        pytest.param("![pixel](https://tracker.example/p.png)", "image", id="a remote image"),
        pytest.param("![pixel](//tracker.example/p.png)", "image", id="a protocol-relative image"),
        pytest.param("![x](data:image/png;base64,AAAA)", "image", id="a data image"),
        pytest.param("[rules](http://elsewhere.example/)", "link", id="an external link"),
        pytest.param("[click](javascript:alert(1))", "link", id="a script link with parentheses"),
        pytest.param("[click](JaVaScRiPt:alert(1))", "link", id="a script link in mixed case"),
        pytest.param("[click](javascript&#58;alert(1))", "link", id="a script link hidden by an HTML entity"),
        pytest.param("[click](javascript\\:alert(1))", "link", id="a script link hidden by a backslash escape"),
        pytest.param("[click](<data:text/html,x>)", "link", id="a data link in angle brackets"),
        pytest.param("[mail](mailto:someone@example.org)", "link", id="a mail link"),
        pytest.param("[a][r]\n\n[r]: https://elsewhere.example/", "link", id="a reference-style link"),
        pytest.param("<https://elsewhere.example/>", "link", id="an autolink"),
        pytest.param("Read more at https://elsewhere.example/rules today.", "link", id="a bare address"),
        pytest.param("Read more at www.elsewhere.example today.", "link", id="a bare www address"),
        pytest.param(
            "[![i](app/static/x.png)](https://elsewhere.example)", "link", id="an app image inside an external link"
        ),
    ],
)
def test_links_and_images_leaving_the_app_are_refused(text: str, kind: str) -> None:
    assert may_have_links(text), "the loader's quick test must not skip a file with this link"
    problems = problems_in_text(text)
    assert len(problems) == 1, f"{text!r} should give one problem, not {problems}"
    assert problems[0].startswith(f"the {kind} "), problems[0]


def test_targets_keep_balanced_parentheses_and_know_images() -> None:
    assert link_targets("[a](b(c)d) ![i](x.png)") == [LinkTarget("link", "b(c)d"), LinkTarget("image", "x.png")]


def test_a_long_target_is_shortened_in_the_message() -> None:
    (message,) = problems_in_text(f"[x](https://e.example/{'a' * 500})")
    assert len(message) < 250 and "…" in message


@pytest.mark.parametrize("target", ["?lesson=x", "#a", "app/static/a.png", "lesson?lesson=x", ""])
def test_relative_targets_are_inside_the_app(target: str) -> None:
    assert is_inside_app(target)
