from playwright.sync_api import Browser
from engine import Rules
from tests.browser.helpers import PHONE, TABLE_IFRAME, idle, open_app
from tests.browser.test_one_screen import COURSE, _first_action_name, _settle
from tutorial.core.practice import PracticeRun


def test_shot(browser: Browser, app_url: str) -> None:
    context = browser.new_context(viewport=PHONE, locale="en-GB", is_mobile=True, has_touch=True)
    page = context.new_page()
    lesson = COURSE.lesson("variants")
    open_app(page, f"{app_url}/?lang=en&lesson=variants&step=1")
    _settle(page, lesson, 1)
    page.screenshot(path="/tmp/v1.png")
    run = PracticeRun.start(lesson, lesson.steps[0], Rules())
    page.frame_locator(TABLE_IFRAME).get_by_role("button", name=_first_action_name(run), exact=True).click()
    idle(page)
    page.wait_for_timeout(1500)
    page.screenshot(path="/tmp/v2.png", full_page=False)
    main = page.locator('[data-testid="stMain"]')
    print("SCROLLH", page.evaluate("() => { const m = document.querySelector('[data-testid=\"stMain\"]'); return [m.scrollHeight, m.clientHeight]; }"))
    page.evaluate("() => { const m = document.querySelector('[data-testid=\"stMain\"]'); m.scrollTop = 400; }")
    page.screenshot(path="/tmp/v3.png")
    context.close()
