"""Projector mode on a 1280x720 screen: every step fits one screen, with its text at least twice the normal
size (Streamlit's body text is 16 px, so 32 px at least).

Lesson 1 is walked step by step with its Next button; then every practice step of the course, and the
steps whose words or pictures are the largest (the longest explanation and question, in their longest
language; the drill; the most cards), are opened by their links.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from engine import Rules
from tests.browser.helpers import PROJECTOR, TABLE_IFRAME, idle, open_app, step_counter
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import ExplainStep, Lesson, PracticeStep, QuizStep, step_rules
from tutorial.core.steps.explanations import explain
from tutorial.core.steps.quizzes import build_quiz
from tutorial.core.text.card_text import card_label
from tutorial.core.text.i18n import get_translator

NORMAL_TEXT_PX = 16  # Streamlit's body text
COURSE = load_course()

# How much the step overflows the screen, and the size of the step's own words (not its buttons or counter).
_MEASURE = """() => {
  const main = document.querySelector('[data-testid="stMain"]');
  const shown = sel => [...document.querySelectorAll(sel)]
    .filter(e => e.offsetParent && e.textContent.trim() && !e.closest('button, [data-testid="stProgress"]'));
  const size = e => parseFloat(getComputedStyle(e).fontSize);
  const words = shown(':is(.st-key-et-step-text, .st-key-et-step-visual) [data-testid="stMarkdownContainer"] '
                     + ':is(p, li)').filter(e => !e.closest('.st-key-et-step-feedback, .et-solo'));
  const feedback = shown('.st-key-et-step-feedback [data-testid="stMarkdownContainer"] :is(p, li)');
  const block = document.querySelector('[data-testid="stMainBlockContainer"]');
  const column = document.querySelector('.st-key-et-step-text');
  return {
    bottom: Math.ceil(block.getBoundingClientRect().bottom),
    text_bottom: column ? Math.ceil(column.getBoundingClientRect().bottom) : null,
    page: [document.scrollingElement.scrollHeight, window.innerHeight],
    main: [main.scrollHeight, main.clientHeight],
    fonts: words.map(size),
    feedback: feedback.map(size),
  };
}"""


def _longest(kind: type) -> tuple[str, str, int]:
    """The step of ``kind`` with the longest words in any language: (language, lesson id, 1-based step)."""
    best: tuple[int, str, str, int] = (0, "", "", 0)
    for locale in ("en", "fr", "hu", "pt"):
        tr = get_translator(locale)
        for lesson in COURSE.lessons:
            for i, step in enumerate(lesson.steps):
                text = getattr(step, "text", None) or getattr(step, "prompt", None)
                if isinstance(step, kind) and text:
                    size = len(render_text(text, step_rules(lesson, step, Rules()), tr))
                    best = max(best, (size, locale, lesson.id, i + 1))
    return best[1], best[2], best[3]


def _longest_revealed() -> tuple[str, str, int]:
    """The question whose words once its answer is revealed (question, choices, answer and why) are the
    longest in any language: (language, lesson id, 1-based step)."""
    best: tuple[int, str, str, int] = (0, "", "", 0)
    for locale in ("en", "fr", "hu", "pt"):
        tr = get_translator(locale)
        for lesson in COURSE.lessons:
            for i, step in enumerate(lesson.steps):
                if not isinstance(step, QuizStep):
                    continue
                rules = step_rules(lesson, step, Rules())
                quiz = build_quiz(step, rules)
                result = quiz.check(list(quiz.expected))
                words = [render_text(quiz.prompt, rules, tr), explain(result.explanation, tr)]
                words += [quiz.choice_label(choice.value, tr) for choice in quiz.choices]
                words += [quiz.choice_label(value, tr) for value in quiz.expected]
                best = max(best, (sum(map(len, words)), locale, lesson.id, i + 1))
    return best[1], best[2], best[3]


def _practice_steps() -> list[tuple[str, str, int]]:
    """Every practice step but lesson 1's (the walk through lesson 1 has it)."""
    return [
        ("en", lesson.id, i + 1)
        for lesson in COURSE.lessons[1:]
        for i, step in enumerate(lesson.steps)
        if isinstance(step, PracticeStep)
    ]


def _lesson(lesson_id: str) -> Lesson:
    lesson = COURSE.lesson(lesson_id)
    assert lesson is not None, f"the course should have the lesson {lesson_id!r}"
    return lesson


def _step_of(lesson_id: str, step_id: str) -> tuple[str, str, int]:
    ids = [s.id for s in _lesson(lesson_id).steps]
    assert step_id in ids, f"lesson {lesson_id} should have the step {step_id!r}"
    return "en", lesson_id, ids.index(step_id) + 1


# Besides every practice: the longest explanation and question, the drill, the explanation with the most
# cards, a question with a trick and a hand, and one with trumps to order.
OTHER_STEPS = [
    _longest(ExplainStep),
    _longest(QuizStep),
    _step_of("bowers", "left-bower-drill"),
    _step_of("variants", "long-deck"),
    _step_of("following-suit", "void-in-clubs"),
    _step_of("bowers", "rank-hearts"),
]


@pytest.fixture(scope="module")
def projector(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PROJECTOR, locale="en-GB")
    page = context.new_page()
    yield page
    context.close()


def _settle(page: Page, locale: str, lesson: Lesson, n: int) -> None:
    """Wait until step ``n`` is drawn whole: its counter, the end of the run, its cards or table, the fonts."""
    step_counter(page, locale, n, len(lesson.steps))
    idle(page)
    step = lesson.steps[n - 1]
    if isinstance(step, PracticeStep):
        expect(page.locator(f"{TABLE_IFRAME}, .et-solo").first).to_be_visible()
        if page.locator(TABLE_IFRAME).count():  # the component has drawn the table and told its height
            page.frame_locator(TABLE_IFRAME).locator(".et-fan").wait_for()
    page.evaluate("() => document.fonts.ready.then(() => true)")
    page.wait_for_timeout(400)  # the frame's height reaches the page on the next animation frame


def _click(page: Page, name: str) -> None:
    """Click a button, then move the pointer away (as a teacher does): its help would cover its neighbours."""
    page.get_by_role("button", name=name).click()
    page.mouse.move(1, 700)


def _fits(page: Page, where: str, *, feedback: bool = False) -> dict[str, Any]:
    measured: dict[str, Any] = page.evaluate(_MEASURE)
    print(f"{where}: {measured}")  # the figures (pytest -s shows them)
    page_height, screen = measured["page"]
    main_height, main_client = measured["main"]
    assert page_height <= screen + 1 and main_height <= main_client + 1, (
        f"{where} should fit a 1280x720 screen without scrolling (page {page_height}px, main area "
        f"{main_height}px, screen {screen}px)"
    )
    fonts = measured["fonts"]
    assert fonts, f"{where} should show its words in the step's text column"
    assert min(fonts) >= 2 * NORMAL_TEXT_PX, (
        f"{where}: the step's words should be at least twice the normal size, not {min(fonts)}px"
    )
    assert measured["feedback"] or not feedback, f"{where} should show its feedback"
    feedback = measured["feedback"]
    assert not feedback or min(feedback) >= 2 * NORMAL_TEXT_PX, (
        f"{where}: the feedback, hints and coach should be at least twice the normal size, not {min(feedback)}px"
    )
    return measured


def test_every_step_of_lesson_1_fits_the_projector_screen(projector: Page, app_url: str) -> None:
    lesson = COURSE.lessons[0]
    open_app(projector, f"{app_url}/?lang=en&present=1&lesson={lesson.id}&step=1")
    next_label = get_translator("en").gettext("Next")
    for n in range(1, len(lesson.steps) + 1):
        _settle(projector, "en", lesson, n)
        _fits(projector, f"{lesson.id} step {n} ({lesson.steps[n - 1].kind})")
        if n < len(lesson.steps):
            projector.get_by_role("button", name=next_label).click()


@pytest.mark.parametrize(("locale", "lesson_id", "n"), _practice_steps() + OTHER_STEPS)
def test_practice_and_the_largest_steps_fit_the_projector_screen(
    projector: Page, app_url: str, locale: str, lesson_id: str, n: int
) -> None:
    lesson = _lesson(lesson_id)
    open_app(projector, f"{app_url}/?lang={locale}&present=1&lesson={lesson_id}&step={n}")
    _settle(projector, locale, lesson, n)
    _fits(projector, f"{lesson_id} step {n} ({lesson.steps[n - 1].kind}, {locale})")


def test_a_practice_with_its_feedback_still_fits(projector: Page, app_url: str) -> None:
    """The practice with the most feedback, in French (the longest words): a card refused twice (the rule,
    then the card that obliges), the lesson's hints, the coach's three rungs, then the right card with the coach's
    review and the stars."""
    fr = get_translator("fr")
    lesson_id, step_id = "bowers", "follow-with-the-left"
    _locale, _lesson_id, n = _step_of(lesson_id, step_id)
    lesson = _lesson(lesson_id)
    where = f"{lesson_id} step {n}"
    open_app(projector, f"{app_url}/?lang=fr&present=1&lesson={lesson_id}&step={n}")
    _settle(projector, "fr", lesson, n)
    table = projector.frame_locator(TABLE_IFRAME)
    refusal = projector.locator('[data-testid="stAlertContentError"]')
    for _attempt in range(2):
        table.get_by_role("button", name=card_label("KD", fr), exact=True).click()
        expect(refusal).to_be_visible()
        idle(projector)
    _fits(projector, f"{where} refused twice (fr)", feedback=True)
    hints = len(lesson.steps[n - 1].hints)  # type: ignore[union-attr]
    for taken in range(1, hints + 1):  # one ladder: the lesson's hints, then the coach's rungs
        _click(projector, fr.gettext("Hint {n} of {total}").format(n=taken, total=hints))
        following = (
            fr.gettext("Hint {n} of {total}").format(n=taken + 1, total=hints)
            if taken < hints
            else fr.gettext("Coach: a nudge")
        )
        expect(projector.get_by_role("button", name=following)).to_be_visible()
        idle(projector)
        _fits(projector, f"{where} with hint {taken} (fr)", feedback=True)
    rungs = [fr.gettext("Coach: a nudge"), fr.gettext("Coach: the reason"), fr.gettext("Coach: the card")]
    for i, rung in enumerate(rungs):
        _click(projector, rung)
        if i + 1 < len(rungs):
            expect(projector.get_by_role("button", name=rungs[i + 1])).to_be_visible()
        else:
            expect(projector.get_by_role("button", name=rung)).to_have_count(0)
        idle(projector)
        _fits(projector, f"{where} with the coach's rung {i + 1} (fr)", feedback=True)
    table.get_by_role("button", name=card_label("JD", fr), exact=True).click()
    expect(projector.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()
    idle(projector)
    projector.wait_for_timeout(400)
    _fits(projector, f"{where} solved (fr)", feedback=True)


def test_a_question_with_its_answer_revealed_still_fits(projector: Page, app_url: str) -> None:
    """The question with the most words once answered, in its longest language, its answer revealed."""
    locale, lesson_id, n = _longest_revealed()
    lesson = _lesson(lesson_id)
    open_app(projector, f"{app_url}/?lang={locale}&present=1&lesson={lesson_id}&step={n}")
    _settle(projector, locale, lesson, n)
    projector.get_by_role("button", name=get_translator(locale).gettext("Reveal the answer")).click()
    expect(projector.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()
    idle(projector)
    projector.evaluate("() => document.fonts.ready.then(() => true)")
    _fits(projector, f"{lesson_id} step {n} revealed ({locale})", feedback=True)


def test_the_qr_code_scales_with_the_screen(projector: Page, app_url: str) -> None:
    """The share panel floats over the step; its QR code follows the screen's height (a larger projector, a
    larger code to scan from the back of the room)."""
    en = get_translator("en")
    open_app(projector, f"{app_url}/?lang=en&present=1&lesson=bowers&step=5")
    projector.get_by_role("button", name=en.gettext("Share this step")).click()
    code = projector.get_by_role("img", name=en.gettext("QR code of the link to this step"))
    sizes = []
    for viewport in (PROJECTOR, {"width": 1920, "height": 1080}):
        projector.set_viewport_size(viewport)
        projector.wait_for_timeout(300)
        box = code.bounding_box()
        assert box is not None, "the QR code should be on screen once the share panel is open"
        assert box["y"] + box["height"] <= viewport["height"], f"the whole QR code should be on a {viewport} screen"
        sizes.append(box["width"])
    projector.set_viewport_size(PROJECTOR)
    assert sizes[0] >= 0.5 * PROJECTOR["height"], f"the QR code should fill half a 720 px screen, not {sizes[0]}px"
    assert sizes[1] >= 1.4 * sizes[0], f"the QR code should grow with the screen ({sizes[0]}px then {sizes[1]}px)"
