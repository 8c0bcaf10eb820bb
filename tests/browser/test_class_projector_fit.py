"""The teacher's projected class page on a 1280x720 screen, in every language: every step of every lesson,
walked with the class's own Next button (the lesson list moves the class to the next lesson), shows its
words, its table, the live answers and the Reveal/Next controls on one screen, without scrolling, its words
at least twice the normal size; a question also fits once its answer is revealed.

All the misfits of a language are gathered and reported together (lesson, step, by how many pixels), not
only the first. Each language's walk time is printed (``pytest -s``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from engine import Rules
from tests.browser.helpers import PROJECTOR, TABLE_IFRAME, idle, open_app, step_counter
from tests.browser.test_classroom import CLASS_KEYS_IFRAME
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import AnyStep, ExplainStep, Lesson, PracticeStep, QuizStep
from tutorial.core.text.i18n import Translator, get_translator

NORMAL_TEXT_PX = 16  # Streamlit's body text: a projector shows the step's words at twice that at least
COURSE = load_course()
SCREEN = PROJECTOR["height"]

# Waits until the page has not moved for a few frames (the table frame reports its height, the live answers
# draw themselves, the fonts load), then measures: what scrolls, where the step's words, its pictures, the
# live answers and the class's buttons end, and the size of the step's words.
_MEASURE = """async (table) => {
  const frames = n => new Promise(done => { const tick = k => k ? requestAnimationFrame(() => tick(k - 1)) : done();
                                            tick(n); });
  await document.fonts.ready;
  const shape = () => JSON.stringify([document.scrollingElement.scrollHeight,
    document.querySelector('[data-testid="stMain"]').scrollHeight,
    ...[...document.querySelectorAll('iframe')].map(f => f.getBoundingClientRect().height)]);
  let before = shape();
  for (let i = 0; i < 40; i++) { await frames(4); const now = shape(); if (now === before) break; before = now; }
  const main = document.querySelector('[data-testid="stMain"]');
  const shown = e => e.offsetParent !== null && e.getBoundingClientRect().height > 0;
  const bottom = els => els.filter(shown).reduce((b, e) => Math.max(b, Math.ceil(e.getBoundingClientRect().bottom)),
                                                 -1);
  const words = [...document.querySelectorAll('.st-key-et-step-text :is(h2, [data-testid="stMarkdownContainer"] '
                                              + ':is(p, li))')]
    .filter(e => shown(e) && e.textContent.trim() && !e.closest('button, [data-testid="stProgress"]'));
  const live = [...document.querySelectorAll('.st-key-et-class-answers')];
  return {
    page: [document.scrollingElement.scrollHeight, window.innerHeight],
    main: [main.scrollHeight, main.clientHeight],
    words: bottom(words),
    fonts: words.filter(e => e.tagName !== 'H2').map(e => parseFloat(getComputedStyle(e).fontSize)),
    table: bottom([...document.querySelectorAll(
      `${table}, .st-key-et-step-visual :is(.et-cards, .et-solo), [data-testid="stMain"] .et-cards`)]),
    live: live.length ? bottom(live) : null,
  };
}"""


def _lesson_title(lesson: Lesson, tr: Translator) -> str:
    return render_text(lesson.title, lesson.rules_for(Rules()), tr)


def _has_table(step: AnyStep) -> bool:
    """Whether the step draws cards or a table (a question's situation may be words only: not required)."""
    if isinstance(step, ExplainStep):
        return bool(step.deal or step.cards or step.trick)
    return not isinstance(step, QuizStep)


@pytest.fixture
def teacher(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PROJECTOR, locale="en-GB")
    page = context.new_page()
    yield page
    context.close()


def _start_class(page: Page, tr: Translator) -> None:
    start = page.get_by_role("button", name=tr.gettext("Start a class"))
    expect(start).to_be_visible()
    page.wait_for_selector(CLASS_KEYS_IFRAME, state="attached")  # its run would race the click
    idle(page)
    start.click()
    title = re.escape(tr.gettext("Class {code}")).replace(re.escape("{code}"), "[A-Z0-9]{3}-[A-Z0-9]{3}")
    expect(page.get_by_role("heading", name=re.compile(title))).to_be_visible()
    idle(page)


def _fold_join_panel(page: Page, tr: Translator) -> None:
    """The teacher folds the code and QR panel (it stays open until a student joins): the step's room."""
    header = page.get_by_text(re.compile(re.escape(tr.gettext("Join the class: {code}").split("{")[0])))
    header.first.click()
    expect(page.get_by_role("img", name=tr.gettext("QR code of the link to join the class"))).to_be_hidden()


def _open_lesson(page: Page, tr: Translator, locale: str, lesson: Lesson) -> None:
    """Choose the lesson in the class's lesson list, as a teacher does (in the panel of the teacher's tools)."""
    page.get_by_role("button", name=tr.gettext("Manage the class")).click()
    picker = page.get_by_role("combobox", name=tr.gettext("Lesson"))
    picker.click()
    picker.press("ArrowDown")  # the list opens from the keyboard too
    page.get_by_role("option", name=_lesson_title(lesson, tr), exact=True).click()
    step_counter(page, locale, 1, len(lesson.steps))
    page.keyboard.press("Escape")  # the panel folds: the projected step keeps the screen
    page.mouse.move(1, SCREEN - 20)
    idle(page)


def _misfits(measured: dict[str, Any], where: str, wanted: list[str], *, table: bool, live: bool) -> list[str]:
    """What does not fit on this step, each with the pixels it misses by."""
    found = []
    page_height, screen = measured["page"]
    main_height, main_client = measured["main"]
    if page_height > screen + 1:
        found.append(f"{where}: the page scrolls by {page_height - screen}px")
    if main_height > main_client + 1:
        found.append(f"{where}: the main area scrolls by {main_height - main_client}px")
    if measured["words"] < 0:
        found.append(f"{where}: no words of the step are shown")
    elif measured["words"] > SCREEN:
        found.append(f"{where}: the step's words end {measured['words'] - SCREEN}px below the screen")
    small = [f for f in measured["fonts"] if f < 2 * NORMAL_TEXT_PX]
    if small:
        found.append(f"{where}: the step's words are {min(small)}px, not twice the normal size")
    if table and measured["table"] < 0:
        found.append(f"{where}: the step's cards or table are not shown")
    elif measured["table"] > SCREEN:
        found.append(f"{where}: the cards or table end {measured['table'] - SCREEN}px below the screen")
    if measured["live"] is None:
        if live:
            found.append(f"{where}: the live answers are not shown")
    elif measured["live"] > SCREEN:
        found.append(f"{where}: the live answers end {measured['live'] - SCREEN}px below the screen")
    for name in wanted:
        bottom = measured["buttons"].get(name)
        if bottom is None:
            found.append(f"{where}: the {name!r} button is not shown")
        elif bottom > SCREEN:
            found.append(f"{where}: the {name!r} button ends {bottom - SCREEN}px below the screen")
    return found


def _measure(page: Page, names: list[str]) -> dict[str, Any]:
    expect(page.locator('[data-stale="true"]')).to_have_count(0)  # the run has drawn the whole step
    measured: dict[str, Any] = page.evaluate(_MEASURE, TABLE_IFRAME)
    measured["buttons"] = {}
    for name in names:  # the class's controls, by the names a teacher reads on them
        # (a button's name may carry its icon's or its shortcut's words around the label)
        button = page.get_by_role("button", name=re.compile(r"(^|\s)" + re.escape(name) + r"(\s|$)"))
        box = button.bounding_box() if button.count() == 1 and button.is_visible() else None
        if box is not None:
            measured["buttons"][name] = round(box["y"] + box["height"])
    return measured


@pytest.mark.parametrize("locale", ["en", "fr", "hu", "pt"])
def test_every_step_of_every_lesson_fits_the_projected_class_page(teacher: Page, app_url: str, locale: str) -> None:
    tr = get_translator(locale)
    _ = tr.gettext
    began = time.monotonic()
    open_app(teacher, f"{app_url}/class?lang={locale}&present=1")
    _start_class(teacher, tr)
    _fold_join_panel(teacher, tr)
    misfits: list[str] = []
    walked = 0
    for lesson in COURSE.lessons:
        _open_lesson(teacher, tr, locale, lesson)
        total = len(lesson.steps)
        for n in range(1, total + 1):
            step = lesson.steps[n - 1]
            where = f"{lesson.id} step {n} ({step.kind}, {locale})"
            if n > 1:
                teacher.get_by_role("button", name=_("Next"), exact=True).click()
                step_counter(teacher, locale, n, total)
                idle(teacher)
            if isinstance(step, PracticeStep):  # the table component has drawn the hand and told its height
                expect(teacher.locator(f"{TABLE_IFRAME}, .et-solo").first).to_be_visible()
                if teacher.locator(TABLE_IFRAME).count():
                    teacher.frame_locator(TABLE_IFRAME).locator(".et-fan").wait_for()
            quiz = isinstance(step, QuizStep)
            controls = [_("Previous"), _("Next")] + ([_("Reveal the answer")] if quiz else [])
            answers = step.kind in ("quiz", "practice", "drill")
            misfits += _misfits(_measure(teacher, controls), where, controls, table=_has_table(step), live=answers)
            if quiz:
                teacher.get_by_role("button", name=_("Reveal the answer")).click()
                expect(teacher.get_by_role("button", name=_("Hide the answer"))).to_be_visible()
                idle(teacher)
                shown = [_("Previous"), _("Next"), _("Hide the answer")]
                misfits += _misfits(_measure(teacher, shown), where + " revealed", shown, table=False, live=True)
            walked += 1
    elapsed = time.monotonic() - began
    print(f"{locale}: {walked} steps walked in {elapsed:.0f} s")
    assert walked == sum(len(lesson.steps) for lesson in COURSE.lessons)
    assert not misfits, f"{len(misfits)} misfits on the projected class page ({locale}):\n" + "\n".join(misfits)
