"""The left-bower drill is answered on the table: touch the card if it is a trump (or "Not a trump"), the
card that wins the trick, the trumps in turn from the highest; in the timed round a miss costs a point.

The questions are random, so each test reads the question from the table (the trump marker and the cards'
codes) and asks the engine for the answer, as the learner would work it out.
"""

from __future__ import annotations

import re
from typing import Literal

import pytest
from playwright.sync_api import Browser, Frame, FrameLocator, Page, expect

from engine import SUIT_SYMBOLS, Rules, new_deck
from tests.browser.helpers import PHONE, TABLE_IFRAME, idle, no_horizontal_scroll, open_app, table_frame
from tutorial.core.questions import quiz_spec
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext
SUCCESS = '[data-testid="stAlertContentSuccess"]'
TOAST = '[data-testid="stToast"]'
SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}


def _frame(page: Page) -> Frame:
    page.wait_for_selector(TABLE_IFRAME)
    frame = page.locator(TABLE_IFRAME).element_handle().content_frame()
    assert frame is not None, "the table component should be a frame"
    return frame


def _table_html(page: Page) -> str:
    """What the table shows now (every question has one; "" before the first is drawn)."""
    idle(page)
    if not page.locator(TABLE_IFRAME).count():
        return ""
    return str(_frame(page).evaluate("() => document.getElementById('root').innerHTML"))


def _press(page: Page, name: str, role: Literal["button", "radio"] = "button") -> FrameLocator:
    """Press a page button that asks a new question, and wait until the table shows it."""
    before = _table_html(page)
    page.get_by_role(role, name=name, exact=True).click()
    idle(page)
    _frame(page).wait_for_function("old => document.getElementById('root').innerHTML !== old", arg=before)
    return table_frame(page)


def _choose(page: Page, kind: str) -> FrameLocator:
    return _press(page, _(kind), "radio")  # the kinds are a segmented control: one radio each


def _trump(table: FrameLocator) -> str:
    text = table.locator(".et-trump-marker").inner_text()
    symbol = next(s for s in SUIT_OF_SYMBOL if s in text)
    return SUIT_OF_SYMBOL[symbol]


def _codes(table: FrameLocator, prefix: str) -> list[str]:
    """The codes of the cards the table offers under ``prefix`` (``card:`` or ``trick:``), in order."""
    picks = table.locator(f'button[data-pick^="{prefix}"]')
    expect(picks.first).to_be_visible()
    return [str(p.get_attribute("data-pick")).partition(":")[2] for p in picks.all()]


def _is_trump_quiz(table: FrameLocator) -> Quiz:
    suffix = _("{card}: a trump").format(card="")
    name = str(table.locator('button[data-pick="answer:yes"]').get_attribute("aria-label"))
    code = next(c for c in _deck_codes() if card_label(c, EN) + suffix == name)
    return build_quiz(quiz_spec(question="is_trump", card=code, trump=_trump(table)), Rules())


def _deck_codes() -> list[str]:
    return [c.code for c in new_deck(Rules())]


def _touch_is_trump(table: FrameLocator, *, right: bool, keyboard: bool = False) -> None:
    """Touch the card (a trump) or "Not a trump"; with ``keyboard``, focus the button and press Enter."""
    quiz = _is_trump_quiz(table)
    if (quiz.expected == ("yes",)) == right:
        button = table.get_by_role(
            "button", name=_("{card}: a trump").format(card=card_label(quiz.cards[0], EN)), exact=True
        )
    else:
        button = table.get_by_role("button", name=_("Not a trump"), exact=True)
    if keyboard:
        button.focus()
        button.press("Enter")
    else:
        button.click()


def _streak(page: Page, n: int) -> None:
    expect(page.get_by_text(re.compile("^" + re.escape(_("Streak: {n}").format(n=n)) + " "))).to_be_visible()


def test_drill_questions_are_answered_by_touching_cards(page: Page, app_url: str) -> None:
    open_app(page, f"{app_url}/drill?lang=en")
    expect(page.get_by_role("radio", name=_("Trump or not?"))).to_be_visible()

    table = _choose(page, "Trump or not?")
    _touch_is_trump(table, right=True, keyboard=True)  # the card is a labelled button: the keyboard answers too
    expect(page.locator(SUCCESS)).to_be_visible()
    _streak(page, 1)

    table = _choose(page, "Who wins the trick?")
    trick = _codes(table, "trick:")
    quiz = build_quiz(quiz_spec(question="which_card_wins", trick=tuple(trick), trump=_trump(table)), Rules())
    table.get_by_role("button", name=card_label(quiz.expected[0], EN), exact=True).click()
    expect(page.locator(SUCCESS)).to_be_visible()
    _streak(page, 2)

    table = _choose(page, "Order the trumps")
    cards = _codes(table, "card:")
    quiz = build_quiz(quiz_spec(question="rank_trumps", cards=tuple(cards), trump=_trump(table)), Rules())
    for code in quiz.expected:  # touched in turn, the highest first; the last touch answers
        table.get_by_role("button", name=card_label(code, EN), exact=True).click()
    expect(page.locator(SUCCESS)).to_be_visible()
    _streak(page, 3)
    no_horizontal_scroll(page)  # 1280×800


@pytest.fixture
def phone(browser: Browser) -> Page:
    context = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True, is_mobile=True)
    return context.new_page()


def test_on_a_phone_a_timed_miss_costs_a_point_and_the_page_fits(phone: Page, app_url: str) -> None:
    open_app(phone, f"{app_url}/drill?lang=en")
    expect(phone.get_by_role("radio", name=_("Trump or not?"))).to_be_visible()
    _choose(phone, "Trump or not?")
    no_horizontal_scroll(phone)
    table = _press(phone, _("Start a {n}-second round").format(n=60))
    _touch_is_trump(table, right=False)
    expect(phone.locator(TOAST)).to_contain_text(_("Not quite, one point off."))
    _streak(phone, 0)
    no_horizontal_scroll(phone)
