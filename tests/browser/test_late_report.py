"""A page chosen in the sidebar stays chosen when the browser's progress store reports at that moment.

The progress store reports what the browser holds when the page opens and whenever another tab changes it
(:mod:`tutorial.widgets.progress_store`), and each report reruns the app. Streamlit's page sends a rerun with
the page it shows: a report sent after the learner clicked "Play a hand" but before the server answered
carried the course map, and the server, taking the newest request's page, took the learner back there (on a
busy server the window is seconds wide: the journeys' "the table never appeared" failures). A report is a
background event, so it never changes the page.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.helpers import Socket, idle, open_app
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.progress_store import STORAGE_KEY

EN = get_translator("en")


def test_a_progress_report_sent_while_a_page_opens_does_not_undo_it(
    page: Page, app_url: str, held_socket: Socket
) -> None:
    open_app(page, app_url)
    idle(page)
    expect(page.get_by_role("heading", name=EN.gettext("Course map"))).to_be_visible()
    page.wait_for_timeout(1500)  # the store has made its first report
    idle(page)
    held_socket.held = True  # the server is busy: what the page sends waits
    page.get_by_role("link", name=EN.gettext("Play a hand")).click()
    other = page.context.new_page()  # another tab of the site stores progress meanwhile
    other.goto(f"{app_url}/_stcore/health")
    other.evaluate("([key]) => localStorage.setItem(key, '{}')", [STORAGE_KEY])
    page.wait_for_timeout(1000)
    assert len(held_socket.waiting) >= 2, "the click and the store's report should both be waiting"
    assert held_socket.server is not None
    for message in held_socket.waiting:  # the server takes the click, then the report while it opens the page
        held_socket.server.send(message)
        page.wait_for_timeout(300)
    held_socket.waiting.clear()
    held_socket.held = False
    heading = page.get_by_role("heading", name=EN.gettext("Play a hand"))
    expect(heading).to_be_visible()
    page.wait_for_timeout(2000)
    idle(page)
    expect(heading).to_be_visible()
    assert page.url.split("?")[0].rstrip("/").endswith("/play"), page.url
