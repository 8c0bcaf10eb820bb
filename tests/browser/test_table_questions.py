"""Questions about the table are answered on the table, and a miss teaches before it tells: the first miss
says why the chosen answer is wrong, the second (or "Show me") gives the answer. Expected texts come from
the app's translator and the engine."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from engine import Rules
from tests.browser.helpers import idle, open_app, table_frame
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import step_rules
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.card_text import card_label, seat_label
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext
ERROR = '[data-testid="stAlertContentError"]'
SUCCESS = '[data-testid="stAlertContentSuccess"]'


def _quiz(lesson_id: str, step_id: str) -> tuple[int, Quiz, Rules]:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None, f"the course should have the lesson {lesson_id!r}"
    index = [s.id for s in lesson.steps].index(step_id)
    step = lesson.steps[index]
    rules = step_rules(lesson, step, Rules())
    return index, build_quiz(step, rules), rules  # type: ignore[arg-type]


def test_who_leads_is_answered_by_touching_a_seat_and_a_miss_teaches_then_reveals(page: Page, app_url: str) -> None:
    index, quiz, rules = _quiz("the-table", "who-speaks-first")
    assert quiz.dealer is not None and str(quiz.dealer) not in quiz.expected
    open_app(page, f"{app_url}/?lang=en&lesson=the-table&step={index + 1}")
    table = table_frame(page)
    dealer = seat_label(quiz.dealer, EN, rules.seating)
    table.get_by_role("button", name=dealer, exact=True).click()
    first = why_wrong(quiz, [str(quiz.dealer)], rules, EN)
    assert first is not None
    expect(page.locator(ERROR)).to_contain_text(first)  # "East dealt, so East plays last to the first trick."
    answer = seat_label(int(quiz.expected[0]), EN, rules.seating)
    assert answer not in page.locator(ERROR).inner_text(), "the first miss must not give the answer away"
    idle(page)
    wrong_again = next(s for s in rules.seating.seats if str(s) not in quiz.expected and s != quiz.dealer)
    table.get_by_role("button", name=seat_label(wrong_again, EN, rules.seating), exact=True).click()
    expect(page.locator(ERROR)).to_contain_text(_("Not quite. The answer: {answer}.").split("{")[0])
    expect(page.get_by_text("★☆☆").first).to_be_visible()  # the second miss reveals it and leaves one star


def test_trumps_are_put_in_order_by_touching_them_in_turn(page: Page, app_url: str) -> None:
    index, quiz, _rules = _quiz("bowers", "rank-hearts")
    open_app(page, f"{app_url}/?lang=en&lesson=bowers&step={index + 1}")
    table = table_frame(page)
    for code in quiz.expected:
        table.get_by_role("button", name=card_label(code, EN), exact=True).click()
    expect(page.locator(SUCCESS)).to_be_visible()
    expect(page.get_by_text("★★★").first).to_be_visible()


def test_show_me_reveals_after_a_first_miss(page: Page, app_url: str) -> None:
    index, quiz, rules = _quiz("following-suit", "off-suit-ace")
    open_app(page, f"{app_url}/?lang=en&lesson=following-suit&step={index + 1}")
    wrong = next(c for c in quiz.trick if c not in quiz.expected)
    table = table_frame(page)
    table.get_by_role("button", name=card_label(wrong, EN), exact=True).click()
    reason = why_wrong(quiz, [wrong], rules, EN)
    assert reason is not None
    expect(page.locator(ERROR)).to_contain_text(reason)
    page.get_by_role("button", name=_("Show me")).click()
    expect(page.locator(ERROR)).to_contain_text(_("Not quite. The answer: {answer}.").split("{")[0])
