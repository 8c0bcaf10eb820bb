"""A player's journey in Chromium (issue 19): whole games to the target score at every table of the app,
played only through what the screen shows — the sidebar's "House rules" and "More settings" to choose the
game and a target of five points, the bot level under the table, the bids under the hand and the cards of the
fan touched by their names, "Next hand" and "New game" — and checked only on what is visible.

On every page of the way: no traceback and no "Sorry, something went wrong", and when the page asks for a card
(to play or to discard) the fan has cards to touch (the empty table after "Pick up" was issue 19's first bug).

Each game is its own test so they can fail apart; the games are marked ``slow`` (a minute or more each) so
they can be run in parallel or in a target of their own.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from engine import SUIT_SYMBOLS, SoloPhase
from engine.games.solo import solo_deal
from engine.table.variants import table_rules
from tests.browser.helpers import LAPTOP, PHONE, TABLE_IFRAME, idle, open_app
from tests.journeys.player_screen import (
    EN,
    FR,
    Journal,
    Plan,
    Screen,
    card_names,
    choose_bot_level,
    choose_house_rules,
    choose_in_select,
    close_sidebar_on_a_phone,
    deck_from,
    error_text,
    hand_cards,
    hand_over,
    more_settings,
    must_act_with_a_card,
    open_play_page,
    open_sidebar,
    play_games,
    players,
    press,
    settle,
    solo_policy,
    target_score,
    touch_bid,
    touch_card,
    trump_on_screen,
)
from tutorial.core.house_rules.presets import PRESETS
from tutorial.core.text.card_text import action_label, card_label
from tutorial.widgets.solo_table import solo_table_html
from tutorial.widgets.table import FAN_CSS

TARGET = 5


def _new_game_with_the_new_rules(page: Page) -> Screen:
    """Settings changed in the middle of a game apply to the next one: start it as the page offers."""
    screen = settle(page)
    notice = EN.gettext("New game with the new rules")
    if screen.says(notice):
        page.get_by_role("button", name=notice).click()
        screen = settle(page, screen)
    assert not screen.says(notice)
    assert screen.says(EN.ngettext("First to {n} point wins.", "First to {n} points wins.", TARGET).format(n=TARGET)), (
        f"the new game should be played to {TARGET} points:\n{screen.main_text}"
    )
    return screen


def _table_for(page: Page, app_url: str, preset: str, *extra: tuple[str, str]) -> None:
    open_play_page(page, app_url)
    settle(page)
    choose_house_rules(page, PRESETS[preset][0])
    more_settings(page, [*extra, target_score(TARGET)])
    _new_game_with_the_new_rules(page)


def _partnership_game(page: Page, app_url: str, level: str, plan: Plan) -> Journal:
    _table_for(page, app_url, "standard")
    choose_bot_level(page, EN.pgettext("bot level", level))
    journal = Journal()
    play_games(page, plan, journal)
    assert journal.games_finished >= 1 and journal.cards_played >= 5, journal
    return journal


@pytest.mark.slow
def test_a_partnership_game_against_beginners_going_alone_once(page: Page, app_url: str) -> None:
    """The learner goes alone at his first chance and touches his cards in order until one is accepted: a
    refused card is answered with the engine's reason (the suit to follow), and the game goes on to five."""
    journal = _partnership_game(
        page, app_url, "Beginner", Plan(alone_once=True, try_cards=True, pick_up=False, until=lambda j: j.alone >= 1)
    )
    assert journal.alone == 1, f"the learner should have gone alone once: {journal.bids}"
    assert journal.reviews >= 1, "the hand review should have been read after a hand"


@pytest.mark.slow
def test_a_partnership_game_against_solid_players_dealing_and_picking_up(page: Page, app_url: str) -> None:
    """The learner deals, picks up (six cards on the table), discards by touching a card; asks the coach for
    every hint and the bidding advisor for its verdict; reads the review of each hand."""
    plan = Plan(
        pick_up=True, hints_once=True, advisor_once=True, highlight=True, until=lambda j: j.picked_up >= 1, max_hands=40
    )
    # South picks up only when the three others pass on his deal: about one run in 250 needs more than 20 hands.
    journal = _partnership_game(page, app_url, "Solid player", plan)
    assert journal.picked_up >= 1, f"the learner should have dealt and picked up within {plan.max_hands} hands"
    assert journal.hints == 3 and journal.advisor == 1 and journal.reviews >= 1, journal


@pytest.mark.slow
def test_a_partnership_game_against_experts(page: Page, app_url: str) -> None:
    journal = _partnership_game(page, app_url, "Expert", Plan(pick_up=True, highlight=True))
    assert journal.reviews >= 1, journal


@pytest.mark.slow
def test_a_cutthroat_game(page: Page, app_url: str) -> None:
    _table_for(page, app_url, "cutthroat")
    screen = settle(page)
    assert screen.says(
        EN.ngettext(
            "Three players, each for himself. First to {n} point wins.",
            "Three players, each for himself. First to {n} points wins.",
            TARGET,
        ).format(n=TARGET)
    )
    assert len(screen.seats) == 3, f"cutthroat is played by three: {screen.seats}"
    journal = Journal()
    play_games(page, Plan(pick_up=True), journal)
    assert journal.games_finished == 1 and journal.cards_played >= 5, journal


@pytest.mark.slow
@pytest.mark.parametrize(
    ("preset", "seats", "extra"),
    [
        ("call_ace", 4, ()),
        ("call_ace", 6, (deck_from(7), players(6))),
        ("auction", 5, ()),
        ("auction7", 7, ()),
    ],
    ids=["call-ace-4", "call-ace-6", "auction-5", "auction-7"],
)
def test_a_call_ace_or_auction_game(
    page: Page, app_url: str, preset: str, seats: int, extra: tuple[tuple[str, str], ...]
) -> None:
    """Bids and calls touched under the hand, cards touched in the fan, the trick in the middle of the table;
    the silent partner's badge appears only once play reveals him."""
    _table_for(page, app_url, preset, *extra)
    screen = settle(page)
    assert len(screen.seats) == seats, f"the table should seat {seats}: {screen.seats}"
    journal = Journal()
    play_games(page, Plan(solo=True, pick_up=True, max_hands=30), journal)  # set-back scores can swing
    assert journal.games_finished == 1 and journal.cards_played >= 5, journal
    assert journal.bids, "the learner should have touched bids or calls under the hand"
    print(f"\n{preset} {seats}: {journal}")


@pytest.fixture(params=["laptop", "phone"])
def screen_size(request: pytest.FixtureRequest, browser: Browser) -> Page:
    if request.param == "laptop":
        context = browser.new_context(viewport=LAPTOP, locale="en-GB")
    else:
        context = browser.new_context(viewport=PHONE, locale="en-GB", has_touch=True, is_mobile=True)
    request.addfinalizer(context.close)
    return context.new_page()


def _into_the_hand(page: Page) -> Screen:
    """Play on until the learner holds his cards in the middle of a hand, with a card to play."""
    screen = settle(page)
    refused: set[str] = set()  # every bid of the round is offered; a stuck dealer's Pass is refused with why
    for _ in range(12):
        if screen.enabled and "Your turn: click a card to play it." in screen.main_text and screen.trick:
            return screen
        if screen.bids:
            offered = [b for b in screen.bids if b not in refused]
            name = action_label("pass", EN) if action_label("pass", EN) in offered else offered[-1]
            screen = touch_bid(page, screen, name)
            if name in screen.bids and error_text(page):  # refused: a person reads why and picks another suit
                symbol = name.split()[0]
                refused.update(
                    b for b in screen.bids if b == name or (symbol in SUIT_SYMBOLS.values() and b.startswith(symbol))
                )
        elif screen.enabled:
            screen = touch_card(page, screen, next(n for n in screen.enabled if n not in screen.faded))
        else:
            page.get_by_role("button", name=EN.gettext("Next hand")).click()
            screen = settle(page, screen)
    raise AssertionError(f"the learner never got a card to play:\n{screen.main_text}")


@pytest.mark.slow
def test_a_reload_and_a_language_switch_in_the_middle_of_a_hand(screen_size: Page, app_url: str) -> None:
    page = screen_size
    open_play_page(page, app_url)
    before = _into_the_hand(page)
    cards = hand_cards(before)
    trump = trump_on_screen(before)

    page.reload()  # F5
    after = settle(page)
    for _attempt in range(40):  # the first run after a reload may deal afresh; the tab's game follows
        if after.cards == before.cards:
            break
        page.wait_for_timeout(500)
        after = settle(page)
    assert after.cards == before.cards, f"a reload should come back to the same hand: {before.cards} / {after.cards}"
    assert after.trick == before.trick, "a reload should come back to the same trick on the table"

    sidebar = open_sidebar(page)
    choose_in_select(page, sidebar, EN.gettext("Language"), "Français", check=False)
    expect(sidebar.get_by_role("combobox", name=FR.gettext("Language"))).to_have_value("Français")
    close_sidebar_on_a_phone(page)
    idle(page)
    expect(page.get_by_role("heading", name=FR.gettext("Play a hand"))).to_be_visible()
    french = settle(page)
    assert french.cards == tuple(card_label(c, FR, trump) for c in cards), (
        f"the same hand should be named in French: {french.cards}"
    )
    assert FR.gettext("Your turn: click a card to play it.") in french.main_text
    assert set(card_names(FR, trump)) >= set(french.cards)


def test_no_seat_name_lies_under_the_notes_above_a_call_ace_table(browser: Browser, app_url: str) -> None:
    """The trump and the called suit sit on a bar above the oval; the seat at the top of the oval stands out
    above it by half its height, which grows with its badges, and its name was hidden under that bar (found
    twice by the call-ace journey: the second time North was the dealer and the silent partner). Drawn by the
    table component itself, which keeps the bar clear of the top seat, at a laptop's and a phone's width."""
    tables = []
    for game, seats in (("call_ace", 4), ("call_ace", 6), ("auction", 5)):
        rules = table_rules(game, seats)
        for seed in range(40):  # hands in play, each dealt by another seat, up to the partner's reveal
            rng = random.Random(seed)
            hand = solo_deal(rules, seed % seats, rng)
            steps = 0
            while not hand.is_over and (hand.phase is not SoloPhase.PLAY or steps < seed % 9):
                steps += hand.phase is SoloPhase.PLAY
                hand = hand.apply(rng.choice(hand.legal_actions()))
            if not hand.is_over:
                tables.append(FAN_CSS + solo_table_html(hand.observation(0), rules, EN, [2] * seats))
    rules = table_rules("call_ace", 4)
    for seed in range(60):  # the journey's case: North deals and is revealed as the silent partner
        rng = random.Random(seed)
        hand = solo_deal(rules, 2, rng)
        while not hand.is_over and not (hand.phase is SoloPhase.PLAY and hand.revealed and hand.partner_seat == 2):
            hand = hand.apply(rng.choice(hand.legal_actions()))
        if not hand.is_over:
            tables.append(FAN_CSS + solo_table_html(hand.observation(0), rules, EN, [2] * 4))
    assert len(tables) >= 60
    covered = []
    for viewport in ({"width": 704, "height": 720}, {"width": 390, "height": 844}):  # a laptop's column, a phone
        page = browser.new_page(viewport=viewport)
        open_app(page, f"{app_url}/play")  # the server serves the table component once a page has drawn it
        idle(page)
        page.wait_for_selector(TABLE_IFRAME)
        page.goto(f"{app_url}/component/tutorial.widgets.table.euchre_tutor_table/index.html")
        for html in tables:
            page.evaluate("html => window.postMessage({type: 'streamlit:render', args: {html}}, '*')", html)
            page.wait_for_timeout(30)
            chips, hidden = page.evaluate("""() => {
              const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
              const chips = [...document.querySelectorAll('.et-chip')].map(c => c.getBoundingClientRect());
              return [chips.length, [...document.querySelectorAll('.et-seat .et-name')]
                .filter(n => chips.some(c => meets(n.getBoundingClientRect(), c))).map(n => n.textContent)];
            }""")
            assert chips, "the table should be drawn with its notes (trump, the call) above it"
            covered += hidden
        page.close()
    assert not covered, f"these seats' names lay under the trump and call notes: {covered}"


@pytest.mark.slow
def test_at_a_call_ace_table_the_advisor_answers_in_words_and_a_bid_is_graded(page: Page, app_url: str) -> None:
    """Issue 22: at a call-ace table the learner asks the bidding advisor (a verdict in words, the figures
    folded under it), then bids, and the grade line says what the coach thinks of the bid."""
    _table_for(page, app_url, "call_ace")
    screen = settle(page)
    advisor = page.get_by_role("button", name=re.compile(re.escape(EN.gettext("Ask the bidding advisor"))))
    for _ in range(60):
        if screen.bids and advisor.count():
            advisor.first.click()
            figures = page.get_by_text(EN.gettext("The figures"), exact=True)
            expect(figures).to_be_visible(timeout=90_000)
            verdict = page.locator('[data-testid="stMarkdownContainer"]', has_text="query_stats").first
            expect(verdict).to_contain_text(re.compile(r"times? in 10|does best"))
            figures.click()
            expect(page.locator('[data-testid="stTable"]')).to_contain_text(EN.gettext("Expected points"))
            screen = touch_bid(page, settle(page), solo_policy(settle(page)))
            expect(page.get_by_text(re.compile(r"(Best|Good|Fine|Weak|Mistake): you chose “")).first).to_be_visible()
            return
        if hand_over(screen):
            screen = press(
                page,
                screen,
                re.compile("^(" + re.escape(EN.gettext("Next hand")) + "|" + re.escape(EN.gettext("New game")) + ")$"),
            )
        elif screen.bids:
            screen = touch_bid(page, screen, solo_policy(screen))
        elif must_act_with_a_card(screen):
            name = next(n for n in screen.enabled if n not in screen.faded)
            screen = touch_card(page, screen, name)
        else:
            screen = settle(page, screen)
    raise AssertionError("the learner never had a bid to make with the advisor on offer")
