"""The course map: a broken lesson file is listed for its author and the app stays up; projector reveal."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

import tutorial.widgets.lessons as lessons_widget
from tests.tutorial.views.conftest import assert_clean, new_app, open_page
from tutorial.core.course.loading import LESSONS_DIR, load_course
from tutorial.core.text.i18n import get_translator

DATA = Path(__file__).resolve().parents[2] / "data" / "lessons"


@pytest.fixture
def course_with_a_broken_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    shutil.copy(LESSONS_DIR / "01-the-table.yaml", tmp_path / "01-the-table.yaml")
    shutil.copy(DATA / "bad.missing_key.yaml", tmp_path / "02-broken.yaml")
    monkeypatch.setattr(lessons_widget, "load_course", lambda: load_course(tmp_path))
    _forget_the_shared_course()
    yield tmp_path
    _forget_the_shared_course()  # the next test gets the real course again


def _forget_the_shared_course() -> None:
    lessons_widget.forget()


@pytest.mark.parametrize("locale", ["en", "hu"])
def test_a_broken_lesson_file_is_listed_with_file_and_line_and_the_rest_works(
    course_with_a_broken_file: Path, locale: str
) -> None:
    at = new_app(lang=locale).run()
    assert_clean(at, "the course map with a broken lesson file")
    tr = get_translator(locale)
    notice = tr.gettext(
        "Some lesson files could not be loaded. The other lessons work as usual. For the lesson authors:"
    )
    assert notice in [w.value for w in at.warning], "a broken file should be announced in the learner's language"
    listing = "\n".join(c.value for c in at.code)
    assert "02-broken.yaml:7:" in listing, f"the problem should name the file and line: {listing!r}"
    heading = tr.gettext("Lesson {number}: {title}").format(number=1, title=tr.gettext("The table"))
    assert any(heading in m.value for m in at.markdown), "the good lesson should still be offered"
    lesson = open_page(at, "lesson")
    assert_clean(lesson, "the lesson page with a broken lesson file")


def test_a_broken_lesson_cannot_be_opened_by_link(course_with_a_broken_file: Path) -> None:
    at = new_app(lesson="bad-missing-key").run()
    assert_clean(at, "a link to the broken lesson")
    assert "lesson_id" not in at.session_state, "a lesson that did not load should not be opened"


def test_projector_mode_reveals_the_answer_for_the_class() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "quiz")
    at = new_app(lesson="bowers", step=str(index + 1), present="1", lang="en").run()
    assert_clean(at, "a quiz in projector mode")
    assert not at.radio, "in projector mode the class answers aloud: no answer box"
    at.button(key=f"quiz-bowers-{step.id}-reveal").click().run()
    assert_clean(at, "revealing the answer")
    reveal = get_translator("en").gettext("The answer: {answer}.").split("{")[0]
    assert any(s.value.startswith(reveal) for s in at.success), "the answer should be revealed to the class"


def test_a_failing_page_shows_a_plain_apology_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    import tutorial.views.glossary as glossary

    def broken_page() -> None:
        raise RuntimeError("a bug in a page")

    monkeypatch.setattr(glossary, "page", broken_page)
    at = open_page(new_app(lang="pt"), "glossary")
    assert not at.exception, "no traceback should reach the learner"
    apology = get_translator("pt").gettext(
        "Sorry, something went wrong on this page. Try another step or reload the page."
    )
    assert [e.value for e in at.error] == [apology], "the learner should get a plain apology in their language"
