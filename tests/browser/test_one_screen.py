"""One screen: on a 1280×800 laptop and a 390×844 phone, every step of the course shows its words, its table,
the hand on it and, once answered, the verdict together.

"Visible together" is read strictly: with the page at its top (not scrolled: a person who has just opened
the step or answered it sees it as it is), the box of each of these lies wholly inside the window. The
step's words are its title and text (a question's prompt and facts); the table is the table component's
frame, or an explanation's drawn table and cards; the hand is the group "Your hand" inside the table
(when the step has one); the verdict is the answer's feedback (right, not quite, the refusal, the outcome,
the coach's grade), looked at after a person has answered: on a question a wrong answer then the right one
(the engine's), on a practice the first action the engine allows (the first legal card, or the first bid),
on a drill any answer. Each answer's verdict is looked at, and the words, table and hand again with it.

Every lesson of the course as loaded is walked with its own Next button in English, one browser page per
size; every failure is collected and reported together (lesson, step, size, what is out and by how many px).
A step known not to fit yet is listed, with why, in ``KNOWN_OVERFLOWS``; it is printed, not failed, until it
fits (then the test asks for its entry to go).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from html import unescape
from typing import Any

import pytest
from playwright.sync_api import Browser, FrameLocator, Page, expect
from playwright.sync_api import Error as PlaywrightError

from engine import HandState, Rules, parse_card
from tests.browser.helpers import LAPTOP, PHONE, TABLE_IFRAME, idle, open_app, step_counter
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import AnyStep, DrillStep, ExplainStep, Lesson, PracticeStep, QuizStep, step_rules
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.card_text import action_label, card_label
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.quiz_table import quiz_scene
from tutorial.widgets.solo_table import solo_choices

EN = get_translator("en")
_ = EN.gettext
COURSE = load_course()
SIZES = {"laptop": (LAPTOP, False), "phone": (PHONE, True)}
VERDICT = (
    '[data-testid="stAlertContentError"], [data-testid="stAlertContentSuccess"], [data-testid="stAlertContentWarning"]'
)

# The boxes of the step's words, its drawn pictures and its verdict, with the page put back at its top.
_MEASURE = """frameSelector => {
  for (const el of [document.scrollingElement, document.querySelector('[data-testid="stMain"]')]) {
    if (el) el.scrollTop = 0;
  }
  const block = document.querySelector('[data-testid="stMainBlockContainer"]');
  const shown = sel => [...block.querySelectorAll(sel)].filter(e => e.getClientRects().length);
  const union = els => {
    const rects = els.map(e => e.getBoundingClientRect()).filter(r => r.width && r.height);
    if (!rects.length) return null;
    return {top: Math.min(...rects.map(r => r.top)), bottom: Math.max(...rects.map(r => r.bottom)),
            left: Math.min(...rects.map(r => r.left)), right: Math.max(...rects.map(r => r.right))};
  };
  const frame = shown(frameSelector);
  // The step's words come before its table (what follows it is the verdict, the stars and the buttons).
  const before = e => !frame.length || (e.compareDocumentPosition(frame[0]) & Node.DOCUMENT_POSITION_FOLLOWING);
  const words = shown('[data-testid="stHeading"], [data-testid="stMarkdownContainer"] :is(p, li)').filter(e =>
    e.textContent.trim() && before(e)
    && !e.closest('button, [data-testid="stAlert"], [data-testid="stProgress"], [data-testid="stExpander"], '
                  + '[data-testid="stCaptionContainer"], .et-table, .et-cards')
    && !e.querySelector('.et-table, .et-cards'));
  const verdict = shown('[data-testid="stAlert"]').filter(e => e.querySelector(
    '[data-testid="stAlertContentError"], [data-testid="stAlertContentSuccess"], '
    + '[data-testid="stAlertContentWarning"]') || e.closest('.st-key-et-step-feedback'));
  return {
    words: union(words), verdict: union(verdict),
    table: union(frame.length ? frame : shown('.et-table, .et-cards')),
    scroll: [document.scrollingElement.scrollTop,
             (document.querySelector('[data-testid="stMain"]') || {}).scrollTop || 0],
    window: [window.innerWidth, window.innerHeight],
  };
}"""


@dataclass(frozen=True)
class At:
    """Where a measure was taken: the lesson, the 1-based step, the size, and the moment (before answering,
    after the wrong answer, after the right one)."""

    lesson: str
    n: int
    kind: str
    size: str
    moment: str

    def __str__(self) -> str:
        return f"{self.lesson} step {self.n} ({self.kind}) on the {self.size}, {self.moment}"


def _out_of_view(box: dict[str, float] | None, width: int, height: int) -> str:
    """How a box overflows the window, in px ("" when it lies inside)."""
    if box is None:
        return ""
    parts = []
    if box["bottom"] > height + 1:
        parts.append(f"{box['bottom'] - height:.0f}px below")
    if box["top"] < -1:
        parts.append(f"{-box['top']:.0f}px above")
    if box["right"] > width + 1:
        parts.append(f"{box['right'] - width:.0f}px to the right")
    if box["left"] < -1:
        parts.append(f"{-box['left']:.0f}px to the left")
    return ", ".join(parts)


def _hand_box(page: Page) -> dict[str, float] | None:
    """The box of the learner's hand in the table component (page coordinates), if the table shows one."""
    if not page.locator(TABLE_IFRAME).count():
        return None
    hand = page.frame_locator(TABLE_IFRAME).get_by_role("group", name=_("Your hand"), exact=True)
    if not hand.count():
        return None
    box = hand.first.bounding_box()
    if box is None:
        return None
    return {"top": box["y"], "bottom": box["y"] + box["height"], "left": box["x"], "right": box["x"] + box["width"]}


def _measure(page: Page, at: At, failures: list[str], *, verdict: bool) -> None:
    """Record in ``failures`` what of the step is not on the screen together, at the page's top."""
    page.wait_for_timeout(150)  # the frame's new height reaches the page on the next animation frame
    measured: dict[str, Any] = page.evaluate(_MEASURE, TABLE_IFRAME)
    width, height = measured["window"]
    boxes = {"the words": measured["words"], "the table": measured["table"], "the hand": _hand_box(page)}
    if verdict:
        boxes["the verdict"] = measured["verdict"]
        if measured["verdict"] is None:
            failures.append(f"{at}: no verdict shown")
    if measured["words"] is None:
        failures.append(f"{at}: no words shown")
    out = [f"{name} {how}" for name, box in boxes.items() if (how := _out_of_view(box, width, height))]
    if out:
        failures.append(f"{at}: " + "; ".join(out))


# --- answering as a person does: by the buttons' names -------------------------------------------------


def _names(html: str) -> dict[str, str]:
    """The table component's buttons in a scene: what each reports (``card:JD``) and its name."""
    return {
        unescape(pick): unescape(name) for pick, name in re.findall(r'data-pick="([^"]*)" aria-label="([^"]*)"', html)
    }


def _quiz_button(frame: FrameLocator, names: dict[str, str], value: str) -> Any:
    for kind in ("answer", "seat", "trick", "card"):
        if f"{kind}:{value}" in names:
            return frame.get_by_role("button", name=names[f"{kind}:{value}"], exact=True)
    raise AssertionError(f"the question should offer a button for {value!r} (it offers {sorted(names)})")


def _touch(frame: FrameLocator, quiz: Quiz, names: dict[str, str], values: list[str]) -> None:
    """Give ``values`` as the answer: one tap, the cards in turn, or the chips toggled to match then Check."""
    if quiz.multi and not quiz.ordered:
        for choice in quiz.choices:
            button = _quiz_button(frame, names, choice.value)
            if (button.get_attribute("aria-pressed") == "true") != (choice.value in values):
                button.click()
        frame.get_by_role("button", name=_("Check"), exact=True).click()
        return
    for value in values:
        _quiz_button(frame, names, value).click()


def _answer_quiz(page: Page, lesson: Lesson, step: QuizStep, at: At, failures: list[str]) -> None:
    rules = step_rules(lesson, step, Rules())
    quiz = build_quiz(step, rules)
    names = _names(quiz_scene(quiz, rules, EN).html)
    names.setdefault("answer:no", _("Not a trump"))  # the is-trump question's other answer: a button of words
    frame = page.frame_locator(TABLE_IFRAME)
    right = list(quiz.expected)
    others = [c.value for c in quiz.choices if c.value not in right]
    if quiz.ordered:
        wrong = right[::-1]
    elif quiz.multi:
        wrong = right + others[:1] if others else right[:-1]
    else:
        wrong = others[:1]
    if wrong and wrong != right:
        _touch(frame, quiz, names, wrong)
        expect(page.locator('[data-testid="stAlertContentError"]')).to_be_visible()
        idle(page)
        _measure(page, At(at.lesson, at.n, at.kind, at.size, "after a wrong answer"), failures, verdict=True)
    _touch(frame, quiz, names, right)
    expect(page.locator('[data-testid="stAlertContentSuccess"]')).to_be_visible()
    idle(page)
    _measure(page, At(at.lesson, at.n, at.kind, at.size, "after the right answer"), failures, verdict=True)


def _first_action_name(run: PracticeRun) -> str:
    """The name of the button of the first action the engine allows the learner (a card, or a bid)."""
    state = run.state
    action = str(run.learner_actions()[0])
    verb, _sep, rest = action.partition(" ")
    if verb in ("play", "discard"):  # a partnership practice draws the hand without trump marks
        return card_label(parse_card(rest), EN, None if isinstance(state, HandState) else state.trump)
    if isinstance(state, HandState):
        return action_label(action, EN, state.to_move == state.dealer)
    legal = [str(a) for a in run.learner_actions()]
    choice = next(c for row in solo_choices(state, legal, EN) for c in row if c.action == action)
    return choice.name or choice.text


def _answer_practice(page: Page, lesson: Lesson, step: PracticeStep, at: At, failures: list[str]) -> None:
    run = PracticeRun.start(lesson, step, Rules())
    page.frame_locator(TABLE_IFRAME).get_by_role("button", name=_first_action_name(run), exact=True).click()
    idle(page)
    page.wait_for_timeout(300)  # the bots' cards come in one by one
    # An accepted card in mid-hand has no verdict to show: the table answers by going on.
    feedback = page.locator(f'.st-key-et-step-feedback [data-testid="stAlert"], {VERDICT}')
    _measure(
        page,
        At(at.lesson, at.n, at.kind, at.size, "after the first legal action"),
        failures,
        verdict=feedback.count() > 0,
    )


def _answer_drill(page: Page, at: At, failures: list[str]) -> None:
    """A drill's question is drawn at random: touch its answers in turn until the app gives a verdict."""
    frame = page.frame_locator(TABLE_IFRAME)
    verdict = page.locator(VERDICT)
    buttons = frame.locator("button[data-pick]:not([aria-disabled=true])")
    for i in range(buttons.count()):
        buttons.nth(i).click()
        check = frame.get_by_role("button", name=_("Check"), exact=True)
        if check.count() and check.get_attribute("aria-disabled") == "false":
            check.click()
        page.wait_for_timeout(300)
        if verdict.count():
            break
    expect(verdict.first).to_be_visible()
    idle(page)
    _measure(page, At(at.lesson, at.n, at.kind, at.size, "after an answer"), failures, verdict=True)


def _settle(page: Page, lesson: Lesson, n: int) -> None:
    """Wait until step ``n`` is drawn whole: its counter, the end of the run, its table and hand."""
    step_counter(page, "en", n, len(lesson.steps))
    idle(page)
    if not isinstance(lesson.steps[n - 1], ExplainStep):  # (the step before's table may still be leaving)
        expect(page.locator(TABLE_IFRAME)).to_have_count(1)
        page.frame_locator(TABLE_IFRAME).locator(".et-table, .et-fan, .et-answers").first.wait_for()
    page.evaluate("() => document.fonts.ready.then(() => true)")


def _walk(page: Page, url: str, lesson: Lesson, size: str, failures: list[str]) -> None:
    open_app(page, f"{url}/?lang=en&lesson={lesson.id}&step=1")
    for n, step in enumerate(lesson.steps, start=1):
        at = At(lesson.id, n, step.kind, size, "as opened")
        try:
            _settle(page, lesson, n)
            _measure(page, at, failures, verdict=False)
            _answer(page, lesson, step, at, failures)
        except (AssertionError, PlaywrightError) as error:  # say so, and go on from the step's own link
            failures.append(f"{at}: could not be answered ({str(error).splitlines()[0]})")
            open_app(page, f"{url}/?lang=en&lesson={lesson.id}&step={n}")
            _settle(page, lesson, n)
        if n < len(lesson.steps):
            page.get_by_role("button", name=_("Next"), exact=True).click()


def _answer(page: Page, lesson: Lesson, step: AnyStep, at: At, failures: list[str]) -> None:
    if isinstance(step, QuizStep):
        _answer_quiz(page, lesson, step, at, failures)
    elif isinstance(step, PracticeStep):
        _answer_practice(page, lesson, step, at, failures)
    elif isinstance(step, DrillStep):
        _answer_drill(page, at, failures)


# Steps known not to fit yet (lesson, step id, size) and why: their overflow is printed, not failed. Each must
# still overflow, else the test asks for its entry to go: the list cannot hide a step that was fixed.
KNOWN_OVERFLOWS: dict[tuple[str, str, str], str] = {}


def _known(lesson_id: str, step_id: str, size: str) -> str:
    """The start of the failures of a known step ("variants step 7 (practice) on the phone, ")."""
    lesson = COURSE.lesson(lesson_id)
    assert lesson is not None, f"the known overflow names a lesson the course does not have: {lesson_id}"
    ids = [step.id for step in lesson.steps]
    assert step_id in ids, f"the known overflow names a step lesson {lesson_id} does not have: {step_id}"
    return f"{lesson_id} step {ids.index(step_id) + 1} ({lesson.steps[ids.index(step_id)].kind}) on the {size}, "


@pytest.fixture(params=list(SIZES))
def sized(request: pytest.FixtureRequest, browser: Browser) -> Iterator[tuple[str, Page]]:
    viewport, touch = SIZES[request.param]
    context = browser.new_context(viewport=viewport, locale="en-GB", is_mobile=touch, has_touch=touch)
    yield request.param, context.new_page()
    context.close()


def test_every_step_shows_its_words_table_hand_and_verdict_on_one_screen(sized: tuple[str, Page], app_url: str) -> None:
    size, page = sized
    failures: list[str] = []
    started = time.monotonic()
    for lesson in COURSE.lessons:
        _walk(page, app_url, lesson, size, failures)
    steps = sum(len(lesson.steps) for lesson in COURSE.lessons)
    print(f"one screen, {size}: {steps} steps in {time.monotonic() - started:.0f} s, {len(failures)} failures")
    for (lesson_id, step_id, known_size), why in KNOWN_OVERFLOWS.items():
        if known_size != size:
            continue
        start = _known(lesson_id, step_id, size)
        known = [failure for failure in failures if failure.startswith(start)]
        assert known, f"{start}fits now: take it out of KNOWN_OVERFLOWS ({why})"
        print("known, not fixed yet: " + "; ".join(known))
        failures = [failure for failure in failures if failure not in known]
    assert not failures, f"{len(failures)} steps do not fit one {size} screen:\n" + "\n".join(failures)
