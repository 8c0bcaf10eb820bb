"""Rendered pages in French, Hungarian and Portuguese show no untranslated English sentence.

Every page and every lesson step is rendered (each step in one of the three languages, in turn); the
shown texts must contain no English source sentence whose translation differs, and the translator must
not have fallen back to English for any message the render asked for.
"""

from __future__ import annotations

from functools import cache

import pytest
from babel.messages.pofile import read_po

from tests.tutorial.views.conftest import PAGES, assert_clean, new_app, open_page, texts
from tutorial.core.course.loading import load_course
from tutorial.core.text.i18n import LOCALE_DIR, get_translator

TRANSLATED = ("fr", "hu", "pt")


@cache
def english_probes(locale: str) -> tuple[str, ...]:
    """Opening words of every English sentence long enough to be unambiguous, whose translation in
    ``locale`` uses other words (read from the catalogue, so that probing records no miss)."""
    with open(LOCALE_DIR / locale / "LC_MESSAGES" / "messages.po", "rb") as f:
        catalog = read_po(f, locale=locale)
    probes = set()
    for message in catalog:
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        translated = message.string if isinstance(message.string, str) else message.string[0]
        first = msgid.strip().splitlines()[0] if msgid.strip() else ""
        head = first[:40]
        if len(head) >= 24 and " " in head and not any(ch in head for ch in "{}[]*`#|") and head not in translated:
            probes.add(head)
    return tuple(sorted(probes))


def english_in(shown: list[str], locale: str) -> list[str]:
    return [probe for probe in english_probes(locale) if any(probe in text for text in shown)]


def fallbacks(locale: str) -> set[str]:
    """The messages the shared translator has shown in English so far (for lack of a translation)."""
    return set(get_translator(locale).missing)


def steps() -> list[tuple[str, int, str]]:
    course = load_course()
    cases = []
    for lesson in course.lessons:
        for index in range(len(lesson.steps)):
            cases.append((lesson.id, index + 1, TRANSLATED[(len(cases)) % len(TRANSLATED)]))
    return cases


@pytest.mark.parametrize("locale", TRANSLATED)
@pytest.mark.parametrize("url_path", [pytest.param(p, id=p or "course-map") for p in PAGES])
def test_no_page_shows_an_english_sentence(url_path: str, locale: str) -> None:
    before = fallbacks(locale)
    at = open_page(new_app(lang=locale), url_path)
    assert_clean(at, f"page {url_path!r} in {locale}")
    leaks = english_in(texts(at), locale) + sorted(fallbacks(locale) - before)
    assert not leaks, f"page {url_path or 'course map'!r} in {locale} shows English: {leaks}"


@pytest.mark.parametrize(("lesson", "step", "locale"), steps(), ids=lambda v: str(v))
def test_no_lesson_step_shows_an_english_sentence(lesson: str, step: int, locale: str) -> None:
    before = fallbacks(locale)
    at = open_page(new_app(lang=locale, lesson=lesson, step=str(step)), "lesson")
    assert_clean(at, f"{lesson} step {step} in {locale}")
    leaks = english_in(texts(at), locale) + sorted(fallbacks(locale) - before)
    assert not leaks, f"{lesson} step {step} in {locale} shows English: {leaks}"
