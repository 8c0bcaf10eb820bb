"""The rules reference, opened from a link with the house rules of a game beyond the partnership game, says
that game's own rules: how the maker finds his partner, what happens to the cards not dealt, how it scores.
Expected texts come from the app's own translator and the game's sentences."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from engine.table.variants import table_rules
from tests.browser.helpers import idle, open_app
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import get_translator

FR = get_translator("fr")


def test_the_call_ace_reference_says_how_the_maker_calls_his_partner(page: Page, app_url: str) -> None:
    open_app(page, f"{app_url}/reference?rules=call_ace&lang=fr")
    idle(page)
    (call,) = GAME_TEXTS["call_ace"].reference_lines("deck", [], table_rules("call_ace", 4), FR)
    expect(page.get_by_text(call)).to_be_visible()
    expect(page.get_by_text(FR.gettext("The makers take all 5 tricks (a march)"))).to_be_visible()


def test_the_auction_reference_says_where_the_undealt_cards_go_and_how_a_bid_scores(page: Page, app_url: str) -> None:
    open_app(page, f"{app_url}/reference?rules=auction&lang=fr")
    idle(page)
    rules = table_rules("auction", 5)
    (widow,) = GAME_TEXTS["auction"].reference_lines("undealt", [], rules, FR)
    expect(page.get_by_text(widow)).to_be_visible()
    expect(page.get_by_role("cell", name=FR.gettext("A bid that is made"), exact=True)).to_be_visible()
