"""What a player sees at the "Play a hand" table, and the few things a person does there, for the player's
journeys (``test_player.py``).

Everything here reads the screen: the card buttons of the fan and the bid buttons under it by their accessible
names, the trick in the middle by its cards' names, the badges on the seats, the page's buttons and alerts.
The engine and the translator are used only to know which words to expect (a card's name, a bid's label, a
refusal's sentence) and to count the trumps in the learner's own visible hand, never to see a hidden card.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from engine import SUITS, Card, Rules
from engine.cards.card import ALL_CARDS
from engine.table.rules import new_deck
from engine.table.tricks import suit_ranking
from tests.browser.helpers import idle, open_app, table_frame
from tutorial.core.text.card_text import action_label, card_label, card_short, suit_name
from tutorial.core.text.i18n import LOCALES, Translator, get_translator

EN = get_translator("en")
FR = get_translator("fr")
ACTION_TIMEOUT_S = 90  # one touch may make three Expert bots think, on a busy two-core machine
REFUSED_AGAIN_S = 8  # a second card refused for the same reason leaves the page as it was
SIDEBAR = '[data-testid="stSidebar"]'
ALERT = '[data-testid="stAlert"]'
ERROR = '[data-testid="stAlertContentError"]'
BROKEN = ("Traceback", "Sorry, something went wrong")

# What the table component shows, read in one go inside its frame.
_SNAPSHOT_JS = """root => {
  const name = b => b.getAttribute('aria-label') || '';
  const fan = [...root.querySelectorAll('.et-fan button.et-pick')];
  const bids = [...root.querySelectorAll('.et-choices button.et-pick')];
  const trick = [...root.querySelectorAll('.et-centre [aria-label], .et-played-card [aria-label]')]
    .filter(e => !e.closest('[data-leave]')).map(name).filter(n => n);  // (a trick that leaves is not read)
  const seats = [...root.querySelectorAll('.et-seat[role=group]')].map(s => ({
    name: s.getAttribute('aria-label') || '',
    badges: [...s.querySelectorAll('.et-badge')].map(b => b.textContent.trim()),
  }));
  const chips = [...root.querySelectorAll('.et-chip, .et-trump-marker')].map(c => c.textContent.trim());
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const hidden = [...root.querySelectorAll('.et-seat .et-name')].filter(n => [...root.querySelectorAll('.et-chip')]
    .some(c => meets(n.getBoundingClientRect(), c.getBoundingClientRect()))).map(n => n.textContent.trim());
  return {
    hidden,
    cards: fan.map(b => ({name: name(b), off: b.getAttribute('aria-disabled') === 'true',
                          faded: b.classList.contains('et-faded')})),
    bids: bids.filter(b => b.getAttribute('aria-disabled') !== 'true').map(name),
    trick, seats, chips, text: root.innerText,
  };
}"""


@dataclass(frozen=True)
class Screen:
    """One settled look at the page: the table component's content and the page's own words."""

    cards: tuple[str, ...]  # the fan's buttons, as named for a screen reader
    enabled: tuple[str, ...]  # those that can be touched now
    faded: frozenset[str]  # those drawn faded (the engine would refuse them)
    bids: tuple[str, ...]  # the bid and call buttons under the hand
    trick: tuple[str, ...]  # names of the cards in the middle ("West played the ace of hearts")
    seats: tuple[tuple[str, tuple[str, ...]], ...]  # each seat's name and badges
    chips: tuple[str, ...]  # trump, the bid, the called suit or card
    covered: tuple[str, ...]  # seats whose name lies under one of those chips
    table_text: str
    main_text: str

    def says(self, text: str) -> bool:
        return text in self.main_text

    def badge_seats(self, badge: str) -> list[str]:
        return [name for name, badges in self.seats if badge in badges]


def looks_at(page: Page) -> Screen:
    frame = table_frame(page)
    raw: dict[str, Any] = frame.locator("#root").evaluate(_SNAPSHOT_JS)
    main = page.locator('[data-testid="stMain"]').inner_text()
    return Screen(
        cards=tuple(c["name"] for c in raw["cards"]),
        enabled=tuple(c["name"] for c in raw["cards"] if not c["off"]),
        faded=frozenset(c["name"] for c in raw["cards"] if c["faded"]),
        bids=tuple(raw["bids"]),
        trick=tuple(raw["trick"]),
        seats=tuple((s["name"], tuple(s["badges"])) for s in raw["seats"]),
        chips=tuple(raw["chips"]),
        covered=tuple(raw["hidden"]),
        table_text=str(raw["text"]),
        main_text=main,
    )


def settle(page: Page, before: Screen | None = None, timeout_s: float = ACTION_TIMEOUT_S) -> Screen:
    """The screen once the app has answered (it differs from ``before``, when given) and stays still."""
    deadline = time.monotonic() + timeout_s
    last: Screen | None = None
    while time.monotonic() < deadline:
        idle(page)
        # A spinner, a stale page, or the coach's progress bar ("Playing out deals"): a person waits for them.
        busy = page.locator('[data-testid="stSpinner"], [data-stale="true"], [data-testid="stProgress"]').count() > 0
        now = looks_at(page)
        if now == last and not busy and (before is None or now != before):
            return now
        last = now
        page.wait_for_timeout(350)
    if before is not None and last == before:
        raise AssertionError(
            f"the page did not answer the learner's touch within {timeout_s:.0f} s:\n{last.main_text if last else ''}"
        )
    assert last is not None
    return last


def no_error_page(screen: Screen) -> None:
    for text in BROKEN:
        assert text not in screen.main_text and text not in screen.table_text, (
            f"a learner should never see {text!r}:\n{screen.main_text}"
        )


# --- getting to the table ------------------------------------------------------------------------------------


def open_sidebar(page: Page) -> Locator:
    """The sidebar, opened with its button if it is collapsed (on a phone it starts collapsed)."""
    sidebar = page.locator(SIDEBAR)
    if sidebar.get_attribute("data-collapsed") == "true":
        page.get_by_role("button", name="Expand sidebar").or_(
            page.locator('[data-testid="stExpandSidebarButton"]')
        ).first.click()
        expect(sidebar).not_to_have_attribute("data-collapsed", "true")
    expect(sidebar.get_by_role("combobox").first).to_be_in_viewport()
    return sidebar


def close_sidebar_on_a_phone(page: Page) -> None:
    """On a narrow screen the open sidebar covers the page: close it as a person would."""
    viewport = page.viewport_size
    sidebar = page.locator(SIDEBAR)
    if viewport is None or viewport["width"] > 640 or sidebar.get_attribute("data-collapsed") == "true":
        return
    # Its name is in the page's language (the app translates Streamlit's own labels).
    names = "|".join(re.escape(get_translator(locale).gettext("Collapse sidebar")) for locale in LOCALES)
    page.get_by_role("button", name=re.compile(f"^({names})$")).click()
    expect(sidebar).to_have_attribute("data-collapsed", "true")


def choose_in_select(page: Page, where: Locator, label: str, option: str, *, check: bool = True) -> None:
    box = where.get_by_role("combobox", name=label)
    expect(box).to_be_visible(timeout=10_000)
    if box.input_value() == option:
        return
    choice = page.get_by_role("option", name=option, exact=True)
    for _attempt in range(3):  # a list opened while the dialog still settles may close at once: open it again
        box.click(timeout=10_000)
        try:
            choice.wait_for(state="visible", timeout=5_000)
            break
        except PlaywrightTimeoutError:
            idle(page)
    choice.click(timeout=10_000)
    idle(page)
    if check:  # (a language chosen renames the box itself)
        expect(box).to_have_value(option)


def open_play_page(page: Page, app_url: str) -> None:
    """Open the app's root (the course map) and go to "Play a hand" by the sidebar's link."""
    open_app(page, app_url)
    idle(page)
    heading = page.get_by_role("heading", name=EN.gettext("Play a hand"))
    for attempt in range(3):  # a click during the reruns that follow the page's load may be undone: click again
        sidebar = open_sidebar(page)
        sidebar.get_by_role("link", name=EN.gettext("Play a hand")).click()
        try:
            expect(heading).to_be_visible(timeout=15_000)
            break
        except AssertionError:
            if attempt == 2:
                raise
            idle(page)
    idle(page)
    close_sidebar_on_a_phone(page)


def choose_house_rules(page: Page, preset_label: str) -> None:
    sidebar = open_sidebar(page)
    choose_in_select(page, sidebar, EN.gettext("House rules"), EN.gettext(preset_label))
    close_sidebar_on_a_phone(page)


def more_settings(page: Page, choices: Iterable[tuple[str, str]]) -> None:
    """Open "More settings", choose each (option name, value) in turn, and close it with "Done"."""
    sidebar = open_sidebar(page)
    dialog = page.get_by_role("dialog")
    for option, value in choices:
        # A rerun of the whole page soon after it loads (the browser's stored progress arriving) closes the
        # dialog: open it again, as a person would, and choose again.
        for attempt in range(3):
            if not dialog.is_visible():
                idle(page)
                sidebar.get_by_role("button", name=EN.gettext("More settings")).click()
                expect(dialog).to_be_visible()
            try:
                choose_in_select(page, dialog, option, value)
                break
            except (AssertionError, PlaywrightTimeoutError):
                if attempt == 2:
                    raise
                page.wait_for_timeout(1000)
        expect(dialog.locator(ERROR)).to_have_count(0)  # the combination was accepted
    dialog.get_by_role("button", name=EN.gettext("Done")).click()
    expect(dialog).to_be_hidden()
    idle(page)
    close_sidebar_on_a_phone(page)


def target_score(n: int) -> tuple[str, str]:
    return EN.gettext("Points to win the game"), EN.ngettext("{n} point", "{n} points", n).format(n=n)


def players(n: int) -> tuple[str, str]:
    return EN.gettext("Players"), EN.ngettext("{n} player", "{n} players", n).format(n=n)


def deck_from(rank: int) -> tuple[str, str]:
    return EN.gettext("Deck"), EN.gettext(f"From the {rank} to the ace")


def choose_bot_level(page: Page, level_label: str) -> None:
    group = page.get_by_role("radiogroup", name=EN.gettext("Bot level"))
    if not group.count():
        group = page.locator('[data-testid="stRadio"]')
    group.get_by_text(level_label, exact=True).click()
    idle(page)
    expect(group.get_by_role("radio", name=level_label)).to_be_checked()


def new_game(page: Page) -> Screen:
    before = looks_at(page)
    page.get_by_role("button", name=EN.gettext("New game"), exact=True).first.click()
    return settle(page, None if before.cards == () else before)


# --- reading the learner's own cards ---------------------------------------------------------------------------


def card_names(tr: Translator = EN, trump: str | None = None) -> dict[str, Card]:
    """Every card's accessible name (with its role when trump is known) -> the card."""
    names: dict[str, Card] = {}
    for card in ALL_CARDS:
        names[card_label(card, tr, trump)] = card
    return names


def trump_on_screen(screen: Screen) -> str | None:
    """The trump suit written on the table ("Trump: ♥ hearts"), if any."""
    for chip in screen.chips:
        for suit in SUITS:
            if chip.startswith(EN.gettext("Trump: {suit}").split("{")[0]) and suit_name(suit, EN) in chip:
                return suit
    return None


def _any_trump_names(tr: Translator) -> dict[str, Card]:
    """Names with the role a card has under any trump (an auction's highest bid marks its suit's cards)."""
    names = card_names(tr)
    for suit in SUITS:
        names.update(card_names(tr, suit))
    return names


def hand_cards(screen: Screen) -> list[Card]:
    names = _any_trump_names(EN)
    unknown = [n for n in screen.cards if n not in names]
    assert not unknown, f"every card of the fan should be named as a card: {unknown}"
    return [names[n] for n in screen.cards]


def trumps_held(cards: Iterable[Card], suit: str) -> int:
    """How many of these cards would be trumps if ``suit`` were trump (the left bower included)."""
    same_colour = {"C": "S", "S": "C", "D": "H", "H": "D"}[suit]
    return sum(1 for c in cards if not c.is_joker and (c.suit == suit or (c.rank == "J" and c.suit == same_colour)))


def played_cards(screen: Screen, tr: Translator = EN) -> list[tuple[str, Card]]:
    """The trick in the middle as (seat's words, card), read from the cards' names ("West played ...")."""
    names = _any_trump_names(tr)
    out = []
    for label in screen.trick:
        for name, card in names.items():
            if label.endswith(" " + name) or label.endswith(" the " + name) or label.endswith(name):
                seat = label.split(" played ")[0] if " played " in label else ""
                out.append((seat, card))
                break
    return out


# --- a hand, touch by touch -----------------------------------------------------------------------------------


@dataclass
class Journal:
    """What happened on the way, for the assertions at the end of a journey."""

    hands: int = 0
    games_finished: int = 0
    picked_up: int = 0  # "Pick up" touched, then six cards on the table and one discarded by touching it
    discards: int = 0
    alone: int = 0
    bids: list[str] = field(default_factory=list)
    cards_played: int = 0
    refusals: list[str] = field(default_factory=list)
    reviews: int = 0
    hints: int = 0
    advisor: int = 0
    partner_revealed: int = 0
    partner_hidden_checked: int = 0
    screens: int = 0


BidPolicy = Callable[[Screen, Journal], str]


def pass_unless_strong(screen: Screen, journal: Journal) -> str:
    """Pass unless forced; order up (or pick up) with three trumps or more; in round 2 call the suit with
    three trumps or more; a dealer stuck calls his longest suit."""
    cards = hand_cards(screen)
    pass_ = action_label("pass", EN)
    for bid in screen.bids:
        for kind in ("order up", "pick up"):
            if bid == action_label("order up", EN, by_dealer=kind == "pick up"):
                upcard = upcard_suit(screen)
                if upcard is not None and trumps_held(cards, upcard) >= 3:
                    return bid
    refused = re.search(r"Trump cannot be (\w+) this hand", screen.main_text)  # a person calls another suit
    calls = [
        (trumps_held(cards, s), action_label(f"call {s}", EN))
        for s in SUITS
        if action_label(f"call {s}", EN) in screen.bids and not (refused and refused.group(1) == suit_name(s, EN))
    ]
    strong = [label for n, label in sorted(calls, reverse=True) if n >= 3]
    if strong:
        return strong[0]
    if pass_ in screen.bids:
        return pass_
    if calls:
        return sorted(calls, reverse=True)[0][1]
    return screen.bids[0]


def upcard_suit(screen: Screen) -> str | None:
    """The suit of the upcard named in the prompt ("Round 1: order up the ace of hearts ...")."""
    match = re.search(r"Round 1: (?:order|pick) up (.+?) to make (\w+) trump", screen.main_text)
    if match is None:
        return None
    for suit in SUITS:
        if suit_name(suit, EN) == match.group(2):
            return suit
    return None


def touch_card(page: Page, screen: Screen, name: str) -> Screen:
    table_frame(page).locator(".et-fan").get_by_role("button", name=name, exact=True).click()
    return settle(page, screen)


def touch_bid(page: Page, screen: Screen, name: str) -> Screen:
    table_frame(page).locator(".et-choices").get_by_role("button", name=name, exact=True).click()
    return settle(page, screen)


def press(page: Page, screen: Screen, name: str | re.Pattern[str]) -> Screen:
    page.get_by_role("button", name=name).first.click()
    return settle(page, screen)


_NEXT_HAND = re.compile(re.escape(EN.gettext("Next hand")))
_GAME_WON = re.compile(r"wins? the game")


def must_act_with_a_card(screen: Screen) -> bool:
    """The page asks the learner to play or discard a card (the fan must then have cards to touch)."""
    prompts = (
        EN.gettext("Your turn: click a card to play it."),
        "Choose a card to discard",
        "more card to discard",
        "more cards to discard",
    )
    return any(p in screen.main_text for p in prompts)


def check_screen(screen: Screen) -> None:
    """What every page on the way must keep: no traceback, and cards to touch when a card is asked for."""
    no_error_page(screen)
    assert not screen.covered, f"a seat's name should never be hidden under the table's notes: {screen.covered}"
    if must_act_with_a_card(screen):
        assert screen.enabled, (
            "the page asks for a card but the table shows none to touch "
            f"(the fan has {len(screen.cards)} cards):\n{screen.main_text}"
        )


def hand_over(screen: Screen) -> bool:
    return bool(re.search(r"(^|\n)" + _NEXT_HAND.pattern, screen.main_text, re.M))


def game_over(screen: Screen) -> bool:
    return bool(_GAME_WON.search(screen.main_text)) and not hand_over(screen)


def bid_named(screen: Screen, label: str) -> str | None:
    """The bid button whose name is ``label`` (a call's name starts with its suit symbol: "♣ Call clubs")."""
    for bid in screen.bids:
        if bid == label or bid.endswith(" " + label):
            return bid
    return None


def led_suit_name(screen: Screen) -> str | None:
    """The suit to follow, in the words of a refusal ("hearts"), from the first card of the trick on screen."""
    played = played_cards(screen)
    trump = trump_on_screen(screen)
    if not played or trump is None or any(" won the last trick" in chip for chip in screen.chips):
        return None
    card = played[0][1]
    suit = trump if trumps_held([card], trump) else card.suit
    return EN.pgettext("suit to follow", {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[suit])


def error_text(page: Page) -> str:
    errors = page.locator(ERROR)
    return errors.first.inner_text() if errors.count() else ""


# --- a whole game, as a person plays it ------------------------------------------------------------------------


@dataclass
class Plan:
    """What the learner sets out to do in a game, besides playing it to the end."""

    solo: bool = False  # a call-ace or auction table (no coach, every refused card faded)
    alone_once: bool = False  # go alone at the first chance ("Order up and go alone", "Call ... and go alone")
    pick_up: bool = True  # as the dealer, pick the upcard up whenever it comes round to him
    hints_once: bool = False  # climb the coach's hint ladder to the card, once
    advisor_once: bool = False  # ask the bidding advisor and wait for its verdict, once
    try_cards: bool = False  # touch the cards in order until one is accepted (a refusal says why)
    highlight: bool = False  # switch on "Highlight the cards I may play" and touch a card not faded
    until: Callable[[Journal], bool] | None = None  # keep playing games (New game) until this holds
    max_hands: int = 18


def _alone_bid(screen: Screen) -> str | None:
    alone = [b for b in screen.bids if b.endswith(" and go alone")]
    return alone[0] if alone else None


def _seat_badges(screen: Screen, seat_word: str) -> tuple[str, ...]:
    for name, badges in screen.seats:
        if name == seat_word or name.startswith(seat_word + " ("):
            return badges
    return ()


def _ask_advisor(page: Page, screen: Screen, journal: Journal) -> Screen:
    button = page.get_by_role("button", name=re.compile(re.escape(EN.gettext("Ask the bidding advisor"))))
    if not button.count():
        return screen
    button.first.click()
    # The verdict in words ("“Order up”: you make it about 8 times in 10"), the figures on request below it.
    figures = page.get_by_text(EN.gettext("The figures"), exact=True)
    expect(figures).to_be_visible(timeout=ACTION_TIMEOUT_S * 1000)
    expect(page.locator('[data-testid="stMarkdownContainer"]', has_text="query_stats").first).to_be_visible()
    figures.click()
    verdict = page.locator('[data-testid="stTable"]')
    expect(verdict).to_be_visible()
    expect(verdict).to_contain_text(EN.gettext("Expected points"))
    expect(page.get_by_text(re.compile(r"The advisor played out [\d,]+ deals like this one"))).to_be_visible()
    journal.advisor += 1
    return settle(page)


def _climb_hint_ladder(page: Page, screen: Screen, journal: Journal) -> Screen:
    info = page.locator('[data-testid="stAlertContentInfo"]')
    for rung, label in enumerate(
        (EN.gettext("Coach: a nudge"), EN.gettext("Coach: the reason"), EN.gettext("Coach: the card")), start=1
    ):
        shown = info.count()
        page.get_by_role("button", name=re.compile(re.escape(label) + "$")).click()
        expect(info).to_have_count(shown + 1, timeout=ACTION_TIMEOUT_S * 1000)
        journal.hints = rung
    # The last rung names a card of the learner's hand; no rung is left to climb.
    expect(page.get_by_role("button", name=re.compile("Coach: "))).to_have_count(0)
    names = card_names(EN, trump_on_screen(screen)) | card_names(EN)
    told = info.last.inner_text()
    assert any(name in told or card_short(card, EN) in told for name, card in names.items() if name in screen.cards), (
        f"the coach's last hint should name one of the learner's cards: {told!r}"
    )
    return settle(page)


def _bid(page: Page, screen: Screen, plan: Plan, journal: Journal) -> Screen:
    if plan.advisor_once and not journal.advisor and not plan.solo:
        screen = _ask_advisor(page, screen, journal)
    pick_up = bid_named(screen, action_label("order up", EN, by_dealer=True))
    alone = _alone_bid(screen)
    if plan.alone_once and not journal.alone and alone is not None:
        after = touch_bid(page, screen, alone)
        journal.alone += 1
        journal.bids.append(alone)
        assert EN.gettext("alone") in _seat_badges(after, "South"), (
            f"after {alone!r} the table should show South going alone: {after.seats}"
        )
        return after
    if plan.pick_up and pick_up is not None:
        return _pick_up_and_discard(page, screen, pick_up, journal)
    choice = solo_policy(screen) if plan.solo else pass_unless_strong(screen, journal)
    journal.bids.append(choice)
    return touch_bid(page, screen, choice)


def _pick_up_and_discard(page: Page, screen: Screen, pick_up: str, journal: Journal) -> Screen:
    """The dealer picks the upcard up: the table then shows his six cards, and he discards one by touching it."""
    journal.bids.append(pick_up)
    after = touch_bid(page, screen, pick_up)
    assert "Choose a card to discard" in after.main_text, (
        f"after Pick up the page should ask for a discard:\n{after.main_text}"
    )
    assert len(after.cards) == 6 and len(after.enabled) == 6, (
        f"after Pick up the table should show six cards to touch, not {after.cards} ({len(after.enabled)} enabled)"
    )
    discard = after.enabled[-1]
    done = touch_card(page, after, discard)
    assert len(done.cards) == 5 and discard not in done.cards, (
        f"the card touched ({discard}) should leave the hand: {done.cards}"
    )
    journal.picked_up += 1
    journal.discards += 1
    return done


def solo_policy(screen: Screen) -> str:
    """Call-ace and auction: order up or bid three with three trumps or more, else pass; a forced choice (a
    dealer stuck, the suit to call, the ally's card) takes the first button offered."""
    cards = hand_cards(screen)
    pass_ = action_label("pass", EN)
    upcard = upcard_suit(screen)
    for by_dealer in (False, True):
        order = bid_named(screen, action_label("order up", EN, by_dealer=by_dealer))
        if order is not None and upcard is not None and trumps_held(cards, upcard) >= 3:
            return order
    for suit in sorted(SUITS, key=lambda s: -trumps_held(cards, s)):
        if trumps_held(cards, suit) < 3:
            break
        for label in (
            EN.gettext("Bid: {n} {suit}").format(n=3, suit=suit_name(suit, EN)),
            action_label(f"call {suit}", EN),
        ):
            found = bid_named(screen, label)
            if found is not None:
                return found
    return pass_ if pass_ in screen.bids else screen.bids[0]


def _play_card(page: Page, screen: Screen, plan: Plan, journal: Journal) -> Screen:
    discarding = "to discard" in screen.main_text
    if plan.hints_once and not journal.hints and not discarding and not plan.solo:
        screen = _climb_hint_ladder(page, screen, journal)
    if plan.try_cards and not discarding:
        candidates = list(screen.enabled)
    else:  # the faded cards are the ones the engine would refuse
        candidates = [n for n in screen.enabled if n not in screen.faded] or list(screen.enabled)
    for name in candidates:
        follow = led_suit_name(screen)
        table_frame(page).locator(".et-fan").get_by_role("button", name=name, exact=True).click()
        try:
            after = settle(page, screen, timeout_s=REFUSED_AGAIN_S)
        except AssertionError:  # refused with the same reason as the card before: the page looks the same
            after = settle(page)
        if name not in after.cards or len(after.cards) != len(screen.cards):
            journal.discards += discarding
            journal.cards_played += not discarding
            return after
        refusal = error_text(page)
        assert refusal, f"touching {name!r} changed nothing and no reason was given:\n{after.main_text}"
        if follow is not None:
            assert follow in refusal, f"the refusal should name the suit to follow ({follow}): {refusal!r}"
        journal.refusals.append(refusal)
        screen = after
    raise AssertionError(f"no card of {candidates} was accepted:\n{screen.main_text}")


def check_partner_badge(screen: Screen, journal: Journal) -> None:
    """Call-ace and auction: the silent partner's badge is not on the table before play reveals him, and it is
    on his seat once the called card (the ace of the called suit, or the ally's card) lies in the trick."""
    badge = EN.gettext("silent partner")
    called = _called(screen)
    if called is None or hand_over(screen) or game_over(screen):
        return
    kind, value = called
    partners = screen.badge_seats(badge)
    played = played_cards(screen)
    first_trick = all(re.search(r"(^|\n)0 tricks?(\n|$)", line) for line in [screen.table_text]) and not re.search(
        r"(^|\n)[1-9]\d* tricks?(\n|$)", screen.table_text
    )
    if kind == "ally":
        shows = [seat for seat, card in played if card.code == value]
        unseen = not shows
    else:  # the called suit's best card (its ace, or the right bower when trump is called) makes the partner
        trump = trump_on_screen(screen)
        ranking = suit_ranking(value, trump or value, new_deck(Rules(game="call_ace")))
        shows = [seat for seat, card in played if card == ranking[0]]
        unseen = not any(card in ranking for _seat, card in played)
    if first_trick and unseen:
        assert not partners, f"the silent partner should stay hidden until play reveals him: {screen.seats}"
        journal.partner_hidden_checked += 1
    for seat in shows:
        if EN.gettext("maker") in _seat_badges(screen, seat) or EN.gettext("alone") in _seat_badges(screen, seat):
            continue  # the maker held his own card: no silent partner
        assert badge in _seat_badges(screen, seat), (
            f"{seat} played the called card: the table should mark him as the silent partner: {screen.seats}"
        )
        journal.partner_revealed += 1


def _called(screen: Screen) -> tuple[str, str] | None:
    """The called suit ("suit", "H") or the ally's card ("ally", "AH"), as written on the table."""
    for chip in screen.chips:
        if chip.startswith("Called suit: "):
            for suit in SUITS:
                if chip.endswith(suit_name(suit, EN)):
                    return "suit", suit
        if chip.startswith("The ally's card: "):
            short = chip.split(": ", 1)[1]
            for card in ALL_CARDS:
                if card_short(card, EN) == short:
                    return "ally", card.code
    return None


def play_games(page: Page, plan: Plan, journal: Journal) -> Screen:
    """Play on (bids under the hand, cards touched in the fan, "Next hand", "New game") to the end of a game
    to the target, and on through more games while ``plan.until`` does not hold, checking every screen."""
    screen = settle(page)
    if plan.highlight and not plan.solo:
        switch = page.get_by_label(EN.gettext("Highlight the cards I may play"), exact=True)
        if not switch.is_checked():
            page.get_by_text(EN.gettext("Highlight the cards I may play"), exact=True).click()
            expect(switch).to_be_checked()
        screen = settle(page)
    played_this_hand = False
    while True:
        check_screen(screen)
        journal.screens += 1
        if plan.solo:
            check_partner_badge(screen, journal)
        over = game_over(screen)
        if over or hand_over(screen):
            journal.hands += 1
            if played_this_hand and not plan.solo:
                expect(page.get_by_text(EN.gettext("Review of the hand"))).to_be_visible()
                # a graded decision (a forced card, the only one he could play, gets no grade)
                expect(page.get_by_text(re.compile(r"(Trick \d+|Discard|Bidding) — ")).first).to_be_visible()
                journal.reviews += 1
            played_this_hand = False
        if over:
            journal.games_finished += 1
            if plan.until is None or plan.until(journal):
                return screen
            assert journal.hands < plan.max_hands, f"still not done after {journal.hands} hands: {journal}"
            screen = press(page, screen, re.compile("^" + re.escape(EN.gettext("New game")) + "$"))
            continue
        if hand_over(screen):
            assert journal.hands < plan.max_hands, (
                f"the game to the target should end within {plan.max_hands} hands: {journal}"
            )
            screen = press(page, screen, _NEXT_HAND)
            continue
        if screen.bids:
            screen = _bid(page, screen, plan, journal)
            continue
        if must_act_with_a_card(screen):
            played_this_hand = played_this_hand or "to discard" not in screen.main_text
            screen = _play_card(page, screen, plan, journal)
            continue
        raise AssertionError(f"the page asks the learner for nothing, and the hand is not over:\n{screen.main_text}")
