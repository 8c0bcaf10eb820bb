"""A learner on a laptop leads his side ace before drawing trump: the cards he could not see turn out to be
against it and his side is euchred; the write-up then replays the right line on those same cards, card by
card, on the table."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from engine import HandState, Rules
from engine.coach.arrange import perfect_play
from tests.browser.helpers import LAPTOP, idle, open_app, table_frame
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.text.card_text import action_label, card_label
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext


@pytest.fixture
def laptop(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=LAPTOP, locale="en-GB")
    yield context.new_page()
    context.close()


def stray_and_lose(page: Page, app_url: str) -> None:
    """Open the first strategy hand, order up, lead the side ace before trump, then play perfectly: the hand
    ends on the arranged cards (also the README's screenshot of the write-up)."""
    lesson = load_course().lesson("playing-well")
    assert lesson is not None
    step = lesson.step("order-and-lead-trump")
    assert isinstance(step, PracticeStep)
    run = PracticeRun.start(lesson, step, Rules())  # the same run as the server's: it names the buttons
    open_app(page, f"{app_url}/?lang=en&lesson=playing-well&step=order-and-lead-trump")
    table = table_frame(page)

    order = table.get_by_role("button", name=action_label("order up", EN, False), exact=True)
    order.click()
    assert run.try_action("order up").accepted
    expect(order).to_have_count(0)
    idle(page)
    action = "play AS"  # the side ace before trump
    while True:
        card = action.split()[-1]
        button = table.get_by_role("button", name=card_label(card, EN, None), exact=True)
        button.click()
        assert run.try_action(action).accepted
        expect(button).to_have_count(0)  # the table has drawn the hand without it: the server has the card
        idle(page)
        if run.done:
            break
        assert isinstance(run.state, HandState)
        action = str(perfect_play(run.state))  # from the stray on, he plays as well as anyone could


def test_a_stray_lead_loses_and_the_right_line_is_replayed_on_the_table(laptop: Page, app_url: str) -> None:
    page = laptop
    stray_and_lose(page, app_url)
    expect(page.locator('[data-testid="stAlertContentWarning"]')).to_be_visible()
    expect(page.get_by_text("lost: the cards you could not see lay against it", exact=False)).to_be_visible()
    page.get_by_role("button", name=_("Replay the right line")).click()
    counter = _("Right line, trick {n} of {total}").split("{n}")[0]
    expect(page.get_by_text(counter + "1 of", exact=False)).to_be_visible()
    page.get_by_role("button", name=_("Next trick")).click()
    counter = _("Right line, trick {n} of {total}").split("{n}")[0]
    expect(page.get_by_text(counter + "2 of", exact=False)).to_be_visible()
    page.get_by_role("button", name=_("Try again")).click()
    expect(page.get_by_role("button", name=_("Next trick"))).to_have_count(0)
