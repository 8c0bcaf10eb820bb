"""The table answers a touch at once, before the server: with the websocket to the server held (nothing the
page sends reaches it), a refused card already shows its reason near the hand and a played card already lies
in the trick; once the websocket flows again the server records the touch and the page says the same."""

from __future__ import annotations

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from engine import Rules
from tests.browser.helpers import Socket, idle, open_app, table_frame
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import QuizStep, step_rules
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.card_text import action_label, card_label, seat_label
from tutorial.core.text.i18n import get_translator

EN = get_translator("en")
ERROR = '[data-testid="stAlertContentError"]'
SUCCESS = '[data-testid="stAlertContentSuccess"]'


def _open_follow_with_the_left(page: Page, app_url: str) -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index = [s.id for s in lesson.steps].index("follow-with-the-left")
    open_app(page, f"{app_url}/?lang=en&lesson=bowers&step={index + 1}")
    idle(page)


def test_a_refused_card_shows_its_reason_before_the_server_has_it(
    page: Page, app_url: str, held_socket: Socket
) -> None:
    _open_follow_with_the_left(page, app_url)
    table = table_frame(page)
    ace = table.get_by_role("button", name=card_label("AD", EN), exact=True)
    expect(ace).to_be_visible()
    held_socket.held = True
    ace.click()
    said = table.get_by_role("status")
    expect(said).to_have_text("You may not play A♦ now. You must follow hearts.")
    assert held_socket.waiting, "the touch should still be sent to the server"
    expect(page.locator(ERROR)).to_have_count(0)  # the server has not judged it: the table did
    held_socket.release()
    expect(page.locator(ERROR)).to_contain_text("You may not play A♦ now. You must follow hearts.")
    expect(said).to_have_count(0)  # the page now says it; the table does not say it twice


def test_a_played_card_goes_to_the_trick_at_once_and_the_server_records_it(
    page: Page, app_url: str, held_socket: Socket
) -> None:
    _open_follow_with_the_left(page, app_url)
    table = table_frame(page)
    jack = table.get_by_role("button", name=card_label("JD", EN), exact=True)
    expect(jack).to_be_visible()
    held_socket.held = True
    jack.click()
    expect(jack).to_be_hidden()  # it left the hand...
    trick = table.locator(".et-centre")
    expect(trick.get_by_role("img", name=card_label("JD", EN), exact=True)).to_be_visible()  # ...for the trick
    expect(table.get_by_role("status")).to_have_count(0)  # nothing more is known before the server answers
    expect(page.locator(SUCCESS)).to_have_count(0)
    held_socket.release()
    expect(page.locator(SUCCESS)).to_contain_text("J♦ is a heart this hand")  # the lesson's own success
    expect(page.get_by_role("button", name="Try again")).to_be_visible()


def test_a_question_touched_is_marked_at_once_then_answered_by_the_page(
    page: Page, app_url: str, held_socket: Socket
) -> None:
    lesson = load_course().lesson("the-table")
    assert lesson is not None
    step = lesson.step("who-speaks-first")
    assert isinstance(step, QuizStep)
    rules = step_rules(lesson, step, Rules())
    quiz = build_quiz(step, rules)
    wrong = next(choice.value for choice in quiz.choices if not quiz.check([choice.value]).correct)
    open_app(page, f"{app_url}/?lang=en&lesson=the-table&step={lesson.steps.index(step) + 1}")
    idle(page)
    table = table_frame(page)
    seat = table.get_by_role("button", name=seat_label(int(wrong), EN, rules.seating), exact=True)
    expect(seat).to_be_visible()
    held_socket.held = True
    seat.click()
    said = table.get_by_role("status")
    expect(said).to_contain_text("Not quite.")  # why this seat does not lead, not yet which one does
    expect(page.locator(ERROR)).to_have_count(0)
    text = said.inner_text()
    held_socket.release()
    expect(page.locator(ERROR)).to_contain_text(text)


def test_cards_chosen_then_checked_are_judged_at_once(page: Page, app_url: str, held_socket: Socket) -> None:
    lesson = load_course().lesson("following-suit")
    assert lesson is not None
    step = lesson.step("must-follow")
    assert isinstance(step, QuizStep)
    quiz = build_quiz(step, step_rules(lesson, step, Rules()))
    open_app(page, f"{app_url}/?lang=en&lesson=following-suit&step={lesson.steps.index(step) + 1}")
    idle(page)
    table = table_frame(page)
    for code in quiz.expected:  # the right cards, touched in any order
        table.get_by_role("button", name=card_label(code, EN), exact=True).click()
    held_socket.held = True
    table.get_by_role("button", name="Check", exact=True).click()
    said = table.get_by_role("status")
    expect(said).to_contain_text("Right!")
    expect(page.locator(SUCCESS)).to_have_count(0)
    text = said.inner_text()
    held_socket.release()
    expect(page.locator(SUCCESS)).to_contain_text(text)


def _open_quiz(page: Page, app_url: str, lesson_id: str, step_id: str) -> Quiz:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    step = lesson.step(step_id)
    assert isinstance(step, QuizStep)
    quiz = build_quiz(step, step_rules(lesson, step, Rules()))
    open_app(page, f"{app_url}/?lang=en&lesson={lesson_id}&step={lesson.steps.index(step) + 1}")
    idle(page)
    return quiz


def test_trumps_put_in_order_are_judged_at_once(page: Page, app_url: str, held_socket: Socket) -> None:
    quiz = _open_quiz(page, app_url, "bowers", "rank-hearts")
    table = table_frame(page)
    wrong = list(reversed(quiz.expected))  # the lowest first
    for code in wrong[:-1]:
        table.get_by_role("button", name=card_label(code, EN), exact=True).click()
    held_socket.held = True
    table.get_by_role("button", name=card_label(wrong[-1], EN), exact=True).click()  # the order is complete
    said = table.get_by_role("status")
    expect(said).to_contain_text("Not quite.")  # why this order is wrong, not yet the right one
    expect(page.locator(ERROR)).to_have_count(0)
    text = said.inner_text()
    held_socket.release()
    expect(page.locator(ERROR)).to_contain_text(text)


def test_bids_chosen_among_eleven_then_checked_are_judged_at_once(
    page: Page, app_url: str, held_socket: Socket
) -> None:
    quiz = _open_quiz(page, app_url, "bidding", "first-round-options")
    assert len(quiz.choices) > 8  # more sets than travel with the question: those near the answer do
    table = table_frame(page)
    for value in quiz.expected:
        table.get_by_role("button", name=quiz.choice_label(value, EN), exact=True).click()
    held_socket.held = True
    table.get_by_role("button", name="Check", exact=True).click()
    said = table.get_by_role("status")
    expect(said).to_contain_text("Right!")
    expect(page.locator(SUCCESS)).to_have_count(0)
    text = said.inner_text()
    held_socket.release()
    expect(page.locator(SUCCESS)).to_contain_text(text)


def test_at_a_call_ace_table_a_played_card_goes_to_the_trick_at_once(
    page: Page, app_url: str, held_socket: Socket
) -> None:
    open_app(page, f"{app_url}/play?lang=en&rules=call_ace")
    table = table_frame(page)
    expect(table.locator(".et-solo")).to_be_visible()
    playable = table.locator(".et-fan button.et-pick:not([aria-disabled=true]):not(.et-faded)")
    bids = table.locator(".et-choices button.et-pick:not([aria-disabled=true])")
    next_hand = page.get_by_role("button", name="Next hand")
    to_play = page.get_by_text("Your turn: click a card to play it.")
    for _turn in range(40):  # pass (or make the bid asked for, discard) until a card is to be played
        idle(page)
        if playable.count() and to_play.count():
            break
        passing = table.get_by_role("button", name=action_label("pass", EN), exact=True)
        touch = (
            playable.first
            if playable.count()  # a discard (the learner made trump)
            else (passing if passing.count() else bids.first)
            if bids.count()
            else next_hand
            if next_hand.count()
            else None
        )
        try:
            if touch is not None:
                touch.click(timeout=5_000)
        except PlaywrightError:  # the page redrew meanwhile (a bot's turn): look again
            pass
        page.wait_for_timeout(300)  # (the page starts its run, or draws the bots' cards)
    card = playable.first
    name = card.get_attribute("aria-label") or ""
    assert name, "a card to play"
    held_socket.held = True
    card.click()
    expect(card).to_be_hidden()  # it left the hand...
    expect(table.locator(".et-played-card").get_by_role("img", name=name, exact=True)).to_be_visible()  # ...at once
    assert held_socket.waiting, "the touch should still be sent to the server"
    held_socket.release()
    idle(page)
    expect(table.locator(".et-fan").get_by_role("button", name=name, exact=True)).to_have_count(0)
