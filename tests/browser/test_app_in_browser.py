"""The app in a real Chromium: deep links, the keyboard, a card click checked by the engine, projector
mode, and (with ``--screenshots``) the README's pictures. Expected texts come from the app's own
translator and engine, so the tests follow the catalogues and the rules rather than copies of them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from engine import Rules
from tests.browser.helpers import TABLE_IFRAME, table_frame
from tests.browser.helpers import idle as _idle
from tests.browser.test_stray_journey import stray_and_lose
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import Lesson
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.text.card_text import card_label, card_short
from tutorial.core.text.i18n import get_translator
from tutorial.core.text.reasons import reason_text
from tutorial.widgets.cards import CARD_WIDTH

TIMEOUT_MS = 45_000
LESSON = "bowers"
PRACTICE_STEP = "follow-with-the-left"  # hearts led; South holds J♦ (the left bower) and K♦


def _lesson() -> Lesson:
    lesson = load_course().lesson(LESSON)
    assert lesson is not None, f"the course should have the lesson {LESSON!r} these tests drive"
    return lesson


def _step_index(lesson: Lesson, step_id: str) -> int:
    ids = [s.id for s in lesson.steps]
    assert step_id in ids, f"lesson {lesson.id} should have the step {step_id!r}"
    return ids.index(step_id)


def _open(page: Page, url: str) -> None:
    page.set_default_timeout(TIMEOUT_MS)
    expect.set_options(timeout=TIMEOUT_MS)
    page.goto(url)
    page.wait_for_selector('[data-testid="stApp"]')


def _settled(page: Page) -> None:
    """Wait until the app has finished the reruns that follow opening it (the lesson link switches to the
    lesson page, then the progress stored in the browser arrives): a key pressed before that can land on a
    run that is about to be replaced."""
    expect(page).to_have_url(re.compile(r"/lesson\?"))
    expect(page.locator('[data-testid="stStatusWidget"]')).to_be_hidden()
    page.wait_for_function("() => window.localStorage !== undefined")
    page.wait_for_timeout(1000)
    expect(page.locator('[data-testid="stStatusWidget"]')).to_be_hidden()


def _step_text(locale: str, n: int, total: int) -> str:
    return get_translator(locale).gettext("Step {n} of {total}").format(n=n, total=total)


def test_a_deep_link_restores_page_step_and_language(page: Page, app_url: str) -> None:
    lesson = _lesson()
    index = _step_index(lesson, PRACTICE_STEP)
    _open(page, f"{app_url}/?lang=fr&lesson={LESSON}&step={index + 1}")
    expect(page.get_by_text(_step_text("fr", index + 1, len(lesson.steps)))).to_be_visible()
    expect(page).to_have_url(re.compile(r"/lesson\?"))
    expect(page).to_have_url(re.compile(rf"step={index + 1}\b"))
    # The language picker shows the link's language, named in itself.
    picker = page.locator('[data-testid="stSidebar"]').get_by_role(
        "combobox", name=get_translator("fr").gettext("Language")
    )
    expect(picker).to_have_value("Français")
    expect(page.locator("html")).to_have_attribute("lang", "fr")  # screen readers speak the page in French


# Records the text of every alert ever drawn: a notice may be replaced by a later rerun of the page.
_RECORD_ALERTS = """
window.__alerts = [];
new MutationObserver(() => {
  for (const el of document.querySelectorAll('[data-testid="stAlert"]')) {
    const text = el.textContent || "";
    if (!window.__alerts.includes(text)) window.__alerts.push(text);
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""


def test_a_malformed_link_falls_back_with_a_notice_and_no_echo(page: Page, app_url: str) -> None:
    page.add_init_script(_RECORD_ALERTS)
    _open(page, f"{app_url}/?lang=%3Cb%3Exx%3C%2Fb%3E&lesson={LESSON}&step=999")
    lesson = _lesson()
    expect(page.get_by_text(_step_text("en", 1, len(lesson.steps)))).to_be_visible()
    en = get_translator("en")
    wanted = en.gettext("The step in the link does not exist, so the lesson starts at its first step.")
    page.wait_for_function("w => window.__alerts.some(a => a.includes(w))", arg=wanted, timeout=TIMEOUT_MS)
    assert "<b>xx</b>" not in page.content() and "&lt;b&gt;xx" not in page.content(), (
        "a rejected link parameter must never be written back into the page"
    )


def test_the_keyboard_moves_a_step(page: Page, app_url: str) -> None:
    total = len(_lesson().steps)
    _open(page, f"{app_url}/?lang=en&lesson={LESSON}&step=1")
    expect(page.get_by_text(_step_text("en", 1, total))).to_be_visible()
    _settled(page)
    page.keyboard.press("PageDown")
    expect(page.get_by_text(_step_text("en", 2, total))).to_be_visible()
    expect(page).to_have_url(re.compile(r"step=2\b"))
    page.keyboard.press("ArrowLeft")
    expect(page.get_by_text(_step_text("en", 1, total))).to_be_visible()


def test_a_card_click_in_practice_is_checked_by_the_engine(page: Page, app_url: str) -> None:
    lesson = _lesson()
    step = lesson.step(PRACTICE_STEP)
    run = PracticeRun.start(lesson, step, Rules())  # type: ignore[arg-type]
    refused = run.try_action("play KD")
    assert not refused.accepted and refused.reason is not None, "K♦ should be illegal on a heart lead"
    en = get_translator("en")
    _open(page, f"{app_url}/?lang=en&lesson={LESSON}&step={PRACTICE_STEP}")

    table = table_frame(page)
    king = table.get_by_role("button", name=card_label("KD", en), exact=True)
    king.click()
    error = page.locator('[data-testid="stAlertContentError"]')
    # The first refusal names the rule only; the second points at the card that obliges (the left bower).
    rule_only = reason_text(refused.reason, en)
    pointed = reason_text(refused.reason, en, hand=run.state.hands[0])
    assert rule_only != pointed, "this practice should be one where the left bower obliges"
    expect(error).to_contain_text(rule_only)
    expect(error).not_to_contain_text(pointed)
    expect(error).to_contain_text(card_short("KD", en))  # the refused card is named in the sentence
    _idle(page)
    king.click()
    expect(error).to_contain_text(pointed)

    table.get_by_role("button", name=card_label("JD", en), exact=True).click()
    expect(page.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()
    expect(page.locator('[data-testid="stAlertContentError"]')).to_have_count(0)


def test_projector_mode_renders_large(page: Page, app_url: str) -> None:
    _open(page, f"{app_url}/play?present=1&lang=en")
    card = table_frame(page).locator(".et-fan svg.et-card").first  # a card in the learner's hand
    expect(card).to_be_visible()
    width = round(card.bounding_box()["width"])  # type: ignore[index]
    assert width >= 2 * CARD_WIDTH, f"projector cards should be at least twice as large, not {width}px wide"
    expect(page.locator('[data-testid="stSidebar"]')).to_be_hidden()
    heading = page.locator("h2").first
    expect(heading).to_be_visible()
    size = float(heading.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    assert size >= 2 * 16 * 1.5, f"projector headings should be at least twice the usual size, not {size}px"


# --- the README's screenshots (make screenshots) ---------------------------------------------------------


def _shoot(page: Page, path: Path) -> None:
    page.wait_for_timeout(1500)  # let fonts and the last rerun settle
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000, f"{path.name} looks empty"


def test_screenshots(page: Page, app_url: str, screenshots_dir: Path) -> None:
    """The README's pictures: the laptop (1280x800), the phone (390x844) and the projector (1280x720)."""
    en = get_translator("en")
    page.set_viewport_size({"width": 1280, "height": 800})
    _open(page, f"{app_url}/?lang=en")
    expect(page.get_by_role("heading", name=en.gettext("Course map"))).to_be_visible()
    _shoot(page, screenshots_dir / "course-map.png")

    _open(page, f"{app_url}/?lang=en&lesson={LESSON}&step={PRACTICE_STEP}")
    table_frame(page).get_by_role("button", name=card_label("KD", en), exact=True).click()
    expect(page.locator('[data-testid="stAlertContentError"]')).to_be_visible()
    page.locator(TABLE_IFRAME).evaluate("e => e.scrollIntoView({block: 'start'})")
    page.mouse.move(640, 400)
    page.mouse.wheel(0, -40)  # a little air above the table
    _shoot(page, screenshots_dir / "practice-table.png")

    page.set_viewport_size({"width": 390, "height": 844})
    _open(page, f"{app_url}/?lang=en&lesson=the-table&step=who-speaks-first")  # who leads? touch a seat
    table_frame(page).get_by_role("button", name=en.pgettext("seat", "East"), exact=True).click()
    expect(page.locator('[data-testid="stAlertContentError"]')).to_be_visible()
    page.locator("h2").first.evaluate("e => e.scrollIntoView({block: 'start'})")
    _shoot(page, screenshots_dir / "phone.png")

    # The projector: a practice step on one 1280x720 screen, a refused card's rule beside the table.
    page.set_viewport_size({"width": 1280, "height": 720})
    _open(page, f"{app_url}/?lang=en&present=1&lesson={LESSON}&step={PRACTICE_STEP}")
    table_frame(page).get_by_role("button", name=card_label("KD", en), exact=True).click()
    expect(page.locator('[data-testid="stAlertContentError"]')).to_be_visible()
    _shoot(page, screenshots_dir / "projector.png")

    # How to play well: a side ace led before trump lost on the arranged cards; the right line is replayed.
    page.set_viewport_size({"width": 1280, "height": 800})
    stray_and_lose(page, app_url)
    expect(page.get_by_role("button", name=en.gettext("Replay the right line"))).to_be_visible()
    _shoot(page, screenshots_dir / "strategy.png")


@pytest.mark.parametrize("name", ["course-map.png", "practice-table.png", "phone.png", "projector.png", "strategy.png"])
def test_screenshots_are_committed(name: str) -> None:
    path = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / name
    assert path.exists() and path.stat().st_size > 10_000, (
        f"docs/screenshots/{name} should exist for the README (run: make screenshots)"
    )
