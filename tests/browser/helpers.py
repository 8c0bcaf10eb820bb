"""What the browser tests share: opening the app, waiting for it to settle, the table component's frame."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import FrameLocator, Page, WebSocketRoute, expect

from tutorial.core.text.i18n import get_translator

TIMEOUT_MS = 45_000
TABLE_IFRAME = 'iframe[title="tutorial.widgets.table.euchre_tutor_table"]'
STEP_KEYS_IFRAME = 'iframe[title="tutorial.widgets.step_keys.euchre_tutor_step_keys"]'

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
PROJECTOR = {"width": 1280, "height": 720}


def open_app(page: Page, url: str) -> None:
    page.set_default_timeout(TIMEOUT_MS)
    expect.set_options(timeout=TIMEOUT_MS)
    page.goto(url)
    page.wait_for_selector('[data-testid="stApp"]')


def idle(page: Page) -> None:
    """Wait until no run is in progress (the status widget shows while the script runs)."""
    expect(page.locator('[data-testid="stStatusWidget"]')).to_be_hidden()


def table_frame(page: Page) -> FrameLocator:
    """The table component (cards, seats and the trick are buttons inside it)."""
    page.wait_for_selector(TABLE_IFRAME)
    return page.frame_locator(TABLE_IFRAME)


def step_text(locale: str, n: int, total: int) -> str:
    return get_translator(locale).gettext("Step {n} of {total}").format(n=n, total=total)


def step_counter(page: Page, locale: str, n: int, total: int) -> None:
    expect(page.get_by_text(re.compile(re.escape(step_text(locale, n, total)) + r"$"))).to_be_visible()


def no_horizontal_scroll(page: Page) -> None:
    """Neither the page nor Streamlit's scrolling main area is wider than the screen."""
    widths = page.evaluate("""() => {
      const main = document.querySelector('[data-testid="stMain"]') || document.documentElement;
      return [document.documentElement.scrollWidth, document.documentElement.clientWidth,
              main.scrollWidth, main.clientWidth];
    }""")
    assert widths[0] <= widths[1] and widths[2] <= widths[3], (
        f"the page should not scroll sideways (scroll/client widths: {widths})"
    )


@dataclass
class Socket:
    """The page's websocket to the server, passed through by the test, which can hold what the page sends."""

    held: bool = False
    waiting: list[str | bytes] = field(default_factory=list)
    server: WebSocketRoute | None = None

    def route(self, ws: WebSocketRoute) -> None:
        server = ws.connect_to_server()
        self.server = server
        ws.on_message(self._from_page)
        server.on_message(ws.send)

    def _from_page(self, message: str | bytes) -> None:
        if self.held:
            self.waiting.append(message)
        elif self.server is not None:
            self.server.send(message)

    def release(self) -> None:
        self.held = False
        assert self.server is not None
        for message in self.waiting:
            self.server.send(message)
        self.waiting.clear()


@pytest.fixture
def held_socket(page: Page) -> Iterator[Socket]:
    """The page's websocket, passed through by the test (shared by the browser tests by their conftest)."""
    held = Socket()
    page.route_web_socket("**/_stcore/stream", held.route)
    yield held
