"""No forms: a question whose answer is a word (a suit, a role, a bid, the points) is answered by touching
its answer beside the cards, in the table component; one tap for one answer, chips and Check for several.
The chips chosen stay chosen after a miss. Expected texts come from the app's translator and the engine."""

from __future__ import annotations

from playwright.sync_api import FrameLocator, Locator, Page, expect

from engine import Rules
from tests.browser.helpers import idle, open_app, table_frame
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import step_rules
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext
ERROR = '[data-testid="stAlertContentError"]'
SUCCESS = '[data-testid="stAlertContentSuccess"]'


def _quiz(lesson_id: str, step_id: str) -> tuple[int, Quiz]:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None, f"the course should have the lesson {lesson_id!r}"
    index = [s.id for s in lesson.steps].index(step_id)
    step = lesson.steps[index]
    return index, build_quiz(step, step_rules(lesson, step, Rules()))  # type: ignore[arg-type]


def _answer(table: FrameLocator, quiz: Quiz, value: str) -> Locator:
    return table.get_by_role("button", name=quiz.choice_label(value, EN), exact=True)


def _no_form(page: Page) -> None:
    expect(page.get_by_role("radiogroup")).to_have_count(0)
    expect(page.locator('[data-testid="stMultiSelect"]')).to_have_count(0)


def test_which_suit_is_answered_by_one_tap_and_the_missed_suit_is_off(page: Page, app_url: str) -> None:
    index, quiz = _quiz("bowers", "jd-with-hearts")
    assert quiz.kind == "effective_suit" and not quiz.multi
    open_app(page, f"{app_url}/?lang=en&lesson=bowers&step={index + 1}")
    table = table_frame(page)
    _no_form(page)
    wrong = next(c.value for c in quiz.choices if c.value not in quiz.expected)
    _answer(table, quiz, wrong).click()  # one tap answers: no Check
    expect(page.locator(ERROR)).to_contain_text(_("Not quite."))
    idle(page)
    expect(_answer(table, quiz, wrong)).to_have_attribute("aria-disabled", "true")
    _answer(table, quiz, quiz.expected[0]).click()
    expect(page.locator(SUCCESS)).to_be_visible()
    expect(page.get_by_text("★★☆").first).to_be_visible()  # one miss, two stars


def test_the_bids_open_are_chips_kept_after_a_miss_and_checked(page: Page, app_url: str) -> None:
    index, quiz = _quiz("bidding", "first-round-options")
    assert quiz.kind == "bidding_options" and quiz.multi and len(quiz.expected) > 1
    open_app(page, f"{app_url}/?lang=en&lesson=bidding&step={index + 1}")
    table = table_frame(page)
    _no_form(page)
    check = table.get_by_role("button", name=_("Check"), exact=True)
    expect(check).to_have_attribute("aria-disabled", "true")  # nothing chosen yet
    right, wrong = quiz.expected[0], next(c.value for c in quiz.choices if c.value not in quiz.expected)
    _answer(table, quiz, right).click()
    _answer(table, quiz, wrong).click()
    expect(_answer(table, quiz, wrong)).to_have_attribute("aria-pressed", "true")
    check.click()
    expect(page.locator(ERROR)).to_contain_text(_("Not quite."))
    idle(page)
    # The chips stay as chosen: the learner changes only what was wrong.
    expect(_answer(table, quiz, right)).to_have_attribute("aria-pressed", "true")
    expect(_answer(table, quiz, wrong)).to_have_attribute("aria-pressed", "true")
    _answer(table, quiz, wrong).click()
    for value in quiz.expected[1:]:
        _answer(table, quiz, value).click()
    check.click()
    expect(page.locator(SUCCESS)).to_be_visible()


def test_with_sounds_on_the_table_plays_a_tone_for_each_answer(page: Page, app_url: str) -> None:
    index, quiz = _quiz("bowers", "jd-with-hearts")
    open_app(page, f"{app_url}/?lang=en&lesson=bowers&step={index + 1}")
    table = table_frame(page)
    page.get_by_text(_("Sounds"), exact=True).click()  # off by default: the learner turns it on
    idle(page)
    root = table.locator("html")
    wrong = next(c.value for c in quiz.choices if c.value not in quiz.expected)
    _answer(table, quiz, wrong).click()
    expect(page.locator(ERROR)).to_be_visible()
    expect(root).to_have_attribute("data-tone", "wrong:1")
    idle(page)
    _answer(table, quiz, quiz.expected[0]).click()
    expect(page.locator(SUCCESS)).to_be_visible()
    expect(root).to_have_attribute("data-tone", "right:1")
