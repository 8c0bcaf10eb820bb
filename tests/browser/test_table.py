"""The table is the interface: cards are buttons, on a phone as on a laptop, and the keyboard never loses
a step. Expected texts come from the app's own translator and engine."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import (
    PHONE,
    STEP_KEYS_IFRAME,
    TABLE_IFRAME,
    idle,
    no_horizontal_scroll,
    open_app,
    step_counter,
    table_frame,
)
from tutorial.core.course.loading import load_course
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")


def _step(lesson_id: str, step_id: str) -> tuple[int, object]:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None, f"the course should have the lesson {lesson_id!r}"
    ids = [s.id for s in lesson.steps]
    assert step_id in ids, f"lesson {lesson_id} should have the step {step_id!r}"
    return ids.index(step_id), lesson.step(step_id)


@pytest.fixture
def phone(browser: Browser) -> Page:
    context = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True, is_mobile=True)
    return context.new_page()


def test_a_practice_hand_is_played_on_a_phone_by_touching_cards(phone: Page, app_url: str) -> None:
    """The march of the scoring lesson: order up with the bid button, then five cards touched in turn."""
    _index, step = _step("scoring", "make-the-march")
    open_app(phone, f"{app_url}/?lang=en&lesson=scoring&step=make-the-march")
    table = table_frame(phone)
    for action in step.solution:  # type: ignore[attr-defined]
        verb, _sep, card = action.partition(" ")
        if verb == "play":
            table.get_by_role("button", name=card_label(card, EN), exact=True).tap()
            expect(table.get_by_role("button", name=card_label(card, EN), exact=True)).to_have_count(0)
        else:
            table.get_by_role("button", name="Order up", exact=True).tap()  # the bids sit under the hand
            expect(table.locator('.et-fan button[aria-disabled="true"]')).to_have_count(0)
    expect(phone.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()
    no_horizontal_scroll(phone)


def test_the_hand_fits_one_row_at_360_pixels(browser: Browser, app_url: str) -> None:
    page = browser.new_context(viewport={"width": 360, "height": 740}, locale="en-GB").new_page()
    open_app(page, f"{app_url}/play?lang=en")
    cards = table_frame(page).locator(".et-fan button.et-pick")
    expect(cards.nth(4)).to_be_visible()
    # Five cards, or six when the deal made the learner a dealer who picked up and has yet to discard.
    count = cards.count()
    assert count in (5, 6), f"the learner should hold five cards (six before a dealer's discard), not {count}"
    boxes = [cards.nth(i).bounding_box() for i in range(count)]
    frame = page.locator(TABLE_IFRAME).bounding_box()
    assert all(b is not None for b in boxes) and frame is not None
    tops = {round(b["y"]) for b in boxes if b}
    assert len(tops) == 1, f"the {count} cards should sit in one row, not at heights {sorted(tops)}"
    right = max(b["x"] + b["width"] for b in boxes if b)
    assert right <= frame["x"] + frame["width"] + 0.5, "the fan should not run past the table's right edge"
    assert min(b["width"] for b in boxes if b) >= 44, "each card should stay a comfortable touch target"
    no_horizontal_scroll(page)


def test_every_card_is_a_named_button_reached_with_the_keyboard(page: Page, app_url: str) -> None:
    index, _step_spec = _step("bowers", "follow-with-the-left")
    open_app(page, f"{app_url}/?lang=en&lesson=bowers&step={index + 1}")
    table = table_frame(page)
    jack = table.get_by_role("button", name=card_label("JD", EN), exact=True)
    expect(jack).to_be_visible()
    names = table.locator(".et-fan button.et-pick").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
    assert all(names), f"every card in the hand should be named for screen readers: {names}"
    jack.focus()
    page.keyboard.press("Enter")
    expect(page.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()


def test_six_fast_page_downs_move_six_steps(page: Page, app_url: str) -> None:
    total = len(load_course().lesson("bowers").steps)  # type: ignore[union-attr]
    open_app(page, f"{app_url}/?lang=en&lesson=bowers&step=1")
    step_counter(page, "en", 1, total)
    page.wait_for_selector(STEP_KEYS_IFRAME, state="attached")
    page.wait_for_function(
        "sel => { const f = document.querySelector(sel); return !!(f && f.contentWindow && window.__euchreStepKeys); }",
        arg=STEP_KEYS_IFRAME,
    )
    idle(page)
    for _ in range(6):
        page.keyboard.press("PageDown")
    step_counter(page, "en", 7, total)
    idle(page)
    step_counter(page, "en", 7, total)
    page.keyboard.press("ArrowLeft")
    step_counter(page, "en", 6, total)
