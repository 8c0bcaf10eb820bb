"""Call-ace euchre is learnt at the table: the learner bids, calls and plays the hand by touch, and the silent
partner's badge appears on the table only once his card has given him away."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from engine import Rules
from tests.browser.helpers import open_app, table_frame
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.solo_table import solo_choices

EN = get_translator("en")


def test_the_called_ace_reveals_the_partner_on_the_table(page: Page, app_url: str) -> None:
    """'Which suit to call': hearts trump, the ace of hearts called; West must play it on the right bower."""
    lesson = load_course().lesson("call-ace")
    assert lesson is not None
    step = lesson.step("call-the-trump-ace")
    assert isinstance(step, PracticeStep)
    open_app(page, f"{app_url}/?lang=en&lesson=call-ace&step=call-the-trump-ace")
    table = table_frame(page)
    badge = table.get_by_text(EN.gettext("silent partner"), exact=True)
    run = PracticeRun.start(lesson, step, Rules())  # the same run, to name the buttons the table shows
    plays = 0
    for action in step.solution:
        verb, _sep, card = action.partition(" ")
        if verb == "play":
            if plays == 0:
                expect(badge).to_have_count(0)  # nobody knows the partner before the first trick
            table.get_by_role("button", name=card_label(card, EN, run.state.trump), exact=True).click()
            plays += 1
            if plays == 1:
                expect(badge).to_be_visible()  # West followed with the ace of hearts: he is the partner
        else:
            legal = [str(a) for a in run.learner_actions()]
            offered = [c for row in solo_choices(run.state, legal, EN) for c in row if c.action == action]  # type: ignore[arg-type]
            assert offered, f"{action!r} should be offered on the table"
            table.get_by_role("button", name=offered[0].name or offered[0].text, exact=True).click()
        assert run.try_action(action).accepted
    expect(page.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()
