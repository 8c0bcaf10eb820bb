from playwright.sync_api import Browser
from tests.browser.test_one_screen import COURSE, PHONE, _walk


def test_variants_phone(browser: Browser, app_url: str) -> None:
    context = browser.new_context(viewport=PHONE, locale="en-GB", is_mobile=True, has_touch=True)
    page = context.new_page()
    failures: list[str] = []
    lesson = COURSE.lesson("variants")
    _walk(page, app_url, lesson, "phone", failures)
    from tests.browser.test_one_screen import LAPTOP
    context.close()
    context = browser.new_context(viewport=LAPTOP, locale="en-GB")
    page = context.new_page()
    _walk(page, app_url, lesson, "laptop", failures)
    print("FAILURES", failures)
    context.close()
