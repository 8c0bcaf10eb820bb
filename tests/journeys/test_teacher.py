"""The teacher's journey (issue 20): a lesson on the projector moved by the clicker's keys, then a class:
three phones in three languages join by the address shown under the QR code, the teacher reloads the
projector and keeps control, the class answers a question, the teacher reveals it with a key, and the
answers come back as a spreadsheet file. Only what a person sees is used: visible buttons and fields by
their names, the link as displayed, the keyboard, the downloaded file."""

from __future__ import annotations

import csv
import io
import re

from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import (
    PHONE,
    PROJECTOR,
    STEP_KEYS_IFRAME,
    TABLE_IFRAME,
    TIMEOUT_MS,
    idle,
    open_app,
    step_counter,
)
from tests.browser.test_classroom import (  # noqa: F401  (the server announcing a public address)
    PublicApp,
    decode_qr,
    public_app,
    shown_join_link,
    start_class,
)
from tutorial.core.course.loading import load_course
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
_ = EN.gettext
LESSON = "bowers"
QUESTION = "jd-with-hearts"  # which suit: answered with one tap on an answer button
PHONES = (("fr", "fr-FR", "Amélie"), ("hu", "hu-HU", "Bence"), ("pt", "pt-BR", "Caio"))


def _keys_ready(page: Page) -> None:
    """The page has drawn what a person sees before pressing a key: the keys' listener and, on a step at the
    table, the table's cards (the table's first report brings a run of its own, which a key must not race)."""
    page.wait_for_selector(STEP_KEYS_IFRAME, state="attached")
    if page.locator(TABLE_IFRAME).count():
        expect(page.frame_locator(TABLE_IFRAME).locator("button").first).to_be_visible()
    idle(page)
    page.wait_for_timeout(300)
    idle(page)


def _class_code(page: Page) -> str:
    heading = page.get_by_role("heading", name=re.compile(r"[A-Z0-9]{3}-[A-Z0-9]{3}")).first
    expect(heading).to_be_visible()
    found = re.search(r"[A-Z0-9]{3}-[A-Z0-9]{3}", heading.inner_text())
    assert found, "the projector shows the class code"
    return found[0]


def test_a_teacher_runs_a_class_from_the_projector(browser: Browser, public_app: PublicApp) -> None:  # noqa: F811
    lesson = load_course().lesson(LESSON)
    assert lesson is not None
    total = len(lesson.steps)
    question = [s.id for s in lesson.steps].index(QUESTION)

    # 1. The lesson on the projector, moved by the clicker (PageDown/PageUp) and the arrow keys.
    laptop = browser.new_context(viewport=PROJECTOR, locale="en-GB", accept_downloads=True)
    projector = laptop.new_page()
    open_app(projector, f"{public_app.local}/lesson?lesson={LESSON}&present=1")
    step_counter(projector, "en", 1, total)
    _keys_ready(projector)
    for _press in range(3):
        projector.keyboard.press("PageDown")
    step_counter(projector, "en", 4, total)
    projector.keyboard.press("ArrowLeft")
    step_counter(projector, "en", 3, total)
    projector.keyboard.press("PageUp")
    step_counter(projector, "en", 2, total)

    # 2. A class, started from the classroom page, with the lesson picked in the projector's own list.
    open_app(projector, f"{public_app.local}/class?present=1")
    start_class(projector)
    code = _class_code(projector)
    link = shown_join_link(projector)
    qr = projector.get_by_role("img", name=_("QR code of the link to join the class"))
    assert decode_qr(qr) == link, "the QR code holds the link written under it"
    tools = projector.get_by_role("button", name=_("Manage the class"))  # the teacher's panel on a projector
    tools.click()
    picker = projector.get_by_role("combobox", name=_("Lesson"))
    picker.click()
    picker.press("ArrowDown")  # the list opens from the keyboard too (a click alone did not always open it)
    projector.get_by_role("option", name=re.compile("bower", re.IGNORECASE)).first.click()
    step_counter(projector, "en", 1, total)
    projector.keyboard.press("Escape")  # the panel folds: the step keeps the screen

    # 3. Three phones, three languages, each opening the link exactly as shown.
    phones: list[tuple[str, Page, str]] = []
    for lang, locale, nickname in PHONES:
        tr = get_translator(lang)
        phone = browser.new_context(viewport=PHONE, locale=locale, has_touch=True, is_mobile=True).new_page()
        open_app(phone, link)
        phone.get_by_role("textbox", name=tr.gettext("Nickname")).fill(nickname)
        phone.get_by_role("button", name=tr.gettext("Join"), exact=True).tap()
        expect(
            phone.get_by_text(
                tr.gettext("Class {code} · you are {nickname}").format(code=code, nickname=nickname), exact=True
            )
        ).to_be_visible()
        phones.append((lang, phone, nickname))

    # 4. F5 on the projector: the controls come back, and the three students are still there.
    projector.reload()
    projector.wait_for_selector('[data-testid="stApp"]')
    assert _class_code(projector) == code
    tools.click()
    expect(projector.get_by_text(EN.ngettext("{n} student", "{n} students", 3).format(n=3))).to_be_visible()
    projector.keyboard.press("Escape")

    # 5. The clicker takes the class to the question; every phone follows by itself.
    _keys_ready(projector)
    for _press in range(question):
        projector.keyboard.press("PageDown")
    step_counter(projector, "en", question + 1, total)
    answered = EN.ngettext("{answered} of {joined} answered", "{answered} of {joined} answered", 0)
    expect(projector.get_by_text(answered.format(answered=0, joined=3))).to_be_visible()
    for lang, phone, _nickname in phones:
        step_counter(phone, lang, question + 1, total)
        tr = get_translator(lang)
        # One tap on an answer beside the card, in the table (no list and no Check: the answer is given).
        phone.frame_locator(TABLE_IFRAME + ":visible").locator('button[data-pick^="answer:"]').first.tap()
        expect(
            phone.get_by_text(tr.gettext("Your answer is in. Your teacher will reveal the answer to the whole class."))
        ).to_be_visible()
        expect(phone.get_by_text(re.compile(re.escape(tr.gettext("Right!"))))).to_have_count(0)
    expect(projector.get_by_text(answered.format(answered=3, joined=3))).to_be_visible(timeout=TIMEOUT_MS)

    # 6. Enter reveals the answer on the projector and on the phones.
    projector.mouse.click(5, 700)  # nothing focused: the keys go to the page
    projector.keyboard.press("Enter")
    expect(projector.get_by_role("button", name=_("Hide the answer"))).to_be_visible()
    for lang, phone, _nickname in phones:
        # Unmarked until now; then each phone shows its own result (right, or the answer it missed).
        tr = get_translator(lang)
        result = "|".join(
            re.escape(t) for t in (tr.gettext("Right!"), tr.gettext("Not quite. The answer: {answer}.").split("{")[0])
        )
        expect(phone.get_by_text(re.compile(result)).first).to_be_visible(timeout=TIMEOUT_MS)

    # 7. The answers as a file: one row per student, the answers in words.
    every_answer = projector.get_by_role("button", name=_("Download every answer (CSV)"))
    if not every_answer.is_visible():  # the panel may still be open from before
        tools.click()
    with projector.expect_download() as download:
        every_answer.click()
    rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8"))))
    assert rows[0][:2] == [_("Nickname"), _("Lesson")]
    assert sorted(r[0] for r in rows[1:]) == sorted(n for _l, _p, n in PHONES)
    answers = {r[4] for r in rows[1:]}
    assert answers and all(re.search(r"[a-z]{3}", a) for a in answers), f"answers in words, not codes: {answers}"
