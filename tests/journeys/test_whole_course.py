"""A newcomer's whole course, on a laptop in English: from the course map's Start through all twelve lessons
in order, to the end of the strategy track ("How to play well"). Every question is answered on the table,
wrong once on purpose and then right; every practice hand, bid, call-ace and auction is played to its end
by touching the cards and the bid buttons; every drill is taken to its goal. Each lesson ends with "Lesson
complete!" and "Next lesson"; nothing is typed into the address bar after the first page. At the end the
course map shows every lesson complete."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from engine import Rules
from tests.browser.helpers import LAPTOP, open_app
from tests.journeys.lesson_screen import LessonScreen
from tutorial.core.lessons.markdown import render_text
from tutorial.core.progress.records import MAX_STARS, SCORED_KINDS


def _words(text: str) -> str:
    """``text`` as a regular expression that Playwright's JavaScript takes (no escaped spaces)."""
    return re.escape(text).replace("\\ ", " ")


def _named(words: str) -> re.Pattern[str]:
    """A link's accessible name: its words, after the name of its icon if it has one."""
    return re.compile(r"^([a-z_]+ )?" + _words(words) + "$")


def test_a_newcomer_goes_from_the_course_map_to_the_end_of_the_strategy_track(page: Page, app_url: str) -> None:
    page.set_viewport_size(LAPTOP)
    open_app(page, app_url)
    screen = LessonScreen(page, "en")
    screen.settle()
    page.get_by_role("link", name=screen._("Start")).click()
    order = [lesson.id for lesson in screen.course.lessons]
    assert len(order) == 12, "the course has twelve lessons"
    steps_done = 0
    for number in range(len(order)):
        lesson, index = screen.position()
        assert lesson.id == order[number], f"lesson {number + 1} should follow lesson {number}"
        assert index == 0, "a new lesson opens at its first step"
        while True:
            lesson, index = screen.position()
            screen.do_step(lesson, index)
            steps_done += 1
            last = index == len(lesson.steps) - 1
            screen.next_step()
            if last:
                break
        expect(page.get_by_text(screen._("Lesson complete!"))).to_be_visible()
        if number < len(order) - 1:
            expect(page.get_by_role("button", name=re.compile(screen._("Next lesson")))).to_be_visible()
            screen.click_button(screen._("Next lesson"))
        else:  # the course's last lesson: no lesson after it
            expect(page.get_by_role("button", name=re.compile(screen._("Next lesson")))).to_have_count(0)
    assert steps_done == sum(len(lesson.steps) for lesson in screen.course.lessons)

    # Back on the course map (its link on the lesson's last page): the whole course is finished.
    page.get_by_role("link", name=screen._("Course map")).last.click()
    screen.settle()
    main = page.locator('[data-testid="stMain"]')
    expect(page.get_by_role("heading", name=screen._("Course map"))).to_be_visible()
    expect(main.get_by_text(screen._("You have finished every lesson. Try the drill, or play a hand."))).to_be_visible()
    for gone in (screen._("Start"), screen._("Continue"), screen._("Open")):  # no lesson left to start or open
        expect(main.get_by_role("link", name=_named(gone))).to_have_count(0)
    rules = Rules()
    for number, lesson in enumerate(screen.course.lessons, start=1):
        title = render_text(lesson.title, lesson.rules_for(rules), screen.tr)
        stop = main.locator(
            ".et-path-node", has_text=screen._("Lesson {number}: {title}").format(number=number, title=title)
        )
        expect(stop).to_have_count(1)
        expect(stop.locator(".et-path-dot")).to_have_text("✓")  # a green tick instead of the lesson's number
        possible = MAX_STARS * sum(step.kind in SCORED_KINDS for step in lesson.steps)
        if possible:  # every exercise solved (each after one miss): stars earned, none skipped
            count = _words(screen._("{earned} of {possible} stars")).replace(r"\{earned\}", r"[1-9]\d*")
            expect(stop).to_contain_text(re.compile(r"\b" + count.replace(r"\{possible\}", str(possible))))
        expect(stop.locator(".et-path-skipped")).to_have_count(0)
    expect(main.get_by_role("link", name=_named(screen._("Review")))).to_have_count(len(order))
