"""A class in two browsers: the teacher's laptop starts a class and moves to a question, a student's phone
joins with the code and a nickname, follows the teacher, answers, and the teacher's screen counts the
answer and draws its bar. The nickname holds markup, which must show as typed.

The app stores the class in SQLite in the test session's temporary folder (tests/browser/conftest.py).
"""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.helpers import LAPTOP, PHONE, TIMEOUT_MS, idle, open_app, step_counter, table_frame
from tutorial.core.classroom.codes import display_code
from tutorial.core.course import load_course
from tutorial.core.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext
LESSON = "bowers"
QUESTION = "jd-with-hearts"  # a question answered with a choice and Check
NICKNAME = "<b>Bo</b> **x**"


def _button(page: Page, key: str) -> Locator:
    """A Streamlit button by its key (its container carries the class ``st-key-KEY``)."""
    return page.locator(f".st-key-{key} button")


def _class_code(teacher: Page) -> str:
    """The code in the teacher's title ("Class K7M-2QX"), as a student types it."""
    title = re.escape(_("Class {code}")).replace(re.escape("{code}"), "([A-Z0-9]{3}-[A-Z0-9]{3})")
    heading = teacher.get_by_role("heading", name=re.compile(title))
    expect(heading).to_be_visible()
    found = re.search(title, heading.first.inner_text())
    assert found, "the teacher's page should show the class code in its title"
    return found[1]


def test_a_student_phone_follows_the_teacher_and_the_answer_reaches_the_projector(browser: Browser,
                                                                                  app_url: str) -> None:
    lesson = load_course().lesson(LESSON)
    assert lesson is not None
    question = [s.id for s in lesson.steps].index(QUESTION)
    total = len(lesson.steps)

    teacher = browser.new_context(viewport=LAPTOP, locale="en-GB").new_page()
    open_app(teacher, f"{app_url}/?lesson={LESSON}")
    step_counter(teacher, "en", 1, total)
    teacher.locator('[data-testid="stSidebarNav"]').get_by_role("link", name=_("Classroom")).click()
    _button(teacher, "class_start").click()
    code = _class_code(teacher)
    assert code == display_code(code.replace("-", ""))

    phone = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True, is_mobile=True).new_page()
    open_app(phone, f"{app_url}/class?code={code.replace('-', '')}")
    phone.get_by_role("textbox", name=_("Nickname")).fill(NICKNAME)
    phone.get_by_role("button", name=_("Join")).tap()
    joined = _("Class {code} · you are {nickname}").format(code=code, nickname=NICKNAME)
    caption = phone.get_by_text(joined, exact=True)
    expect(caption).to_be_visible()  # the markup shows as typed: no tag, no bold
    expect(caption.locator("b, strong")).to_have_count(0)
    expect(phone).to_have_url(re.compile(r"[?&]seat="))  # a reload rejoins

    for n in range(1, question + 1):  # the teacher walks to the question, one step at a time
        _button(teacher, "class_next").click()
        step_counter(teacher, "en", n + 1, total)
        idle(teacher)
    expect(teacher.get_by_text(_("{answered} of {joined} answered").format(answered=0, joined=1))).to_be_visible()

    # The phone follows by itself (its poll), without a touch.
    expect(phone.get_by_text(re.compile(re.escape(_("Step {n} of {total}").format(n=question + 1, total=total))
                                        + "$"))).to_be_visible(timeout=TIMEOUT_MS)
    choice = table_frame(phone).locator('button[data-pick^="answer:"]').first  # one tap beside the card
    answer = str(choice.get_attribute("aria-label"))
    choice.tap()
    idle(phone)

    # The projector counts the answer and draws its bar, without a name.
    expect(teacher.get_by_text(_("{answered} of {joined} answered").format(answered=1, joined=1))).to_be_visible()
    bar = teacher.locator('[data-testid="stProgress"]').filter(has_text=re.compile(r"— 1$"))
    expect(bar).to_have_count(1)
    expect(bar).to_contain_text(answer)
    expect(teacher.get_by_text(NICKNAME, exact=True)).to_have_count(0)

    # Names only on request, and then as typed.
    teacher.get_by_text(_("Show the students' nicknames"), exact=True).click()
    names = teacher.get_by_text(NICKNAME, exact=True)
    expect(names).to_be_visible()
    expect(names.locator("b, strong")).to_have_count(0)
