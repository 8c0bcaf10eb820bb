"""A newcomer's first evening: from the course map, through the first three lessons (the table, trump and
the bowers, following suit), on a laptop and on a phone. Every question is answered wrong once on purpose
(the miss must say why without giving the answer away), then right; every practice hand is played to its
end by touching the cards; the drill is taken to its goal. Half-way the learner reloads the page, and in
the third lesson he switches to French: the step stays where it was."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import LAPTOP, PHONE, no_horizontal_scroll, open_app
from tests.journeys.lesson_screen import LessonScreen

LESSONS = 3


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_a_newcomer_goes_from_the_course_map_through_the_first_three_lessons(
    page: Page, app_url: str, size: dict[str, int]
) -> None:
    page.set_viewport_size(size)
    open_app(page, app_url)
    screen = LessonScreen(page, "en")
    screen.settle()
    page.get_by_role("link", name=screen._("Start")).click()
    first, _index = screen.position()
    order = [lesson.id for lesson in screen.course.lessons]
    assert first.id == order[0], "Start should open the first lesson"
    steps_done = 0
    reloaded = switched = False
    for number in range(LESSONS):
        lesson, index = screen.position()
        assert lesson.id == order[number], f"lesson {number + 1} should follow lesson {number}"
        assert index == 0, "a new lesson opens at its first step"
        while True:
            lesson, index = screen.position()
            screen.do_step(lesson, index)
            no_horizontal_scroll(page)
            steps_done += 1
            if number == 1 and index == 3 and not reloaded:  # F5 in the middle of a lesson
                page.reload()
                page.wait_for_selector('[data-testid="stApp"]')
                assert screen.position() == (lesson, index), "a reload should come back to the same step"
                reloaded = True
            if number == 2 and index == 2 and not switched:  # the learner would rather read French
                screen.switch_language("fr")
                assert screen.position() == (lesson, index), "a language switch should keep the step"
                switched = True
            last = index == len(lesson.steps) - 1
            screen.next_step()
            if last:
                break
        expect(page.get_by_text(screen._("Lesson complete!"))).to_be_visible()
        if number < LESSONS - 1:
            screen.click_button(screen._("Next lesson"))
    assert reloaded and switched
    assert steps_done == sum(len(screen.course.lesson(i).steps) for i in order[:LESSONS])  # type: ignore[union-attr]
