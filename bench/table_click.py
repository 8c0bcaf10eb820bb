"""In a real browser (Debian's Chromium): the median time from a card click on the table component to the
engine's answer on screen, next to a bare ``st.button`` round trip, measured in the same run, turn about.

The card is J♦ in the practice "follow with the left bower" (the engine accepts it and the success message
appears); the page's own "Try again" st.button resets the hand, and its round trip (until the message is
gone) is the same page's st.button figure. A bare st.button in a one-line script is measured too, for scale.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from bench.servers import free_port

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
ROUNDS = 15
TABLE = 'iframe[title="tutorial.widgets.table.euchre_tutor_table"]'
SUCCESS = '[data-testid="stAlertContentSuccess"]'


def _serve(script: Path) -> tuple[str, subprocess.Popen[bytes]]:
    port = free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            str(script),
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
            "--server.headless",
            "true",
            "--browser.gatherUsageStats",
            "false",
            "--server.fileWatcherType",
            "none",
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2):
                return url, process
        except OSError:
            time.sleep(0.3)
    process.terminate()
    raise RuntimeError(f"{script} did not start")


def _timed(action: Callable[[], None], wait: Callable[[], None]) -> float:
    start = time.perf_counter()
    action()
    wait()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    if not Path(CHROMIUM).exists():
        print("table click: Chromium is not installed, nothing measured")
        return
    from playwright.sync_api import sync_playwright

    app, app_process = _serve(ROOT / "tutorial" / "app.py")
    bare, bare_process = _serve(ROOT / "bench" / "bare_button.py")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            table_page = browser.new_page(viewport={"width": 1280, "height": 800})
            table_page.set_default_timeout(30_000)
            table_page.goto(f"{app}/?lang=en&lesson=bowers&step=follow-with-the-left")
            table = table_page.frame_locator(TABLE)
            jack = table.get_by_role("button", name="jack of diamonds", exact=True)
            jack.wait_for()
            button_page = browser.new_page()
            button_page.set_default_timeout(30_000)
            button_page.goto(bare)
            button_page.get_by_text("Clicks: 0").wait_for()
            cards, resets, buttons = [], [], []
            again = table_page.get_by_role("button", name="Try again")
            for n in range(1, ROUNDS + 1):  # turn about, so all three feel the same noise
                cards.append(_timed(jack.click, lambda: table_page.locator(SUCCESS).wait_for()))
                resets.append(_timed(again.click, lambda: table_page.locator(SUCCESS).wait_for(state="detached")))
                jack.wait_for()
                clicks = f"Clicks: {n}"
                buttons.append(
                    _timed(
                        lambda: button_page.get_by_role("button", name="Click").click(),
                        lambda c=clicks: button_page.get_by_text(c, exact=True).wait_for(),
                    )
                )
            browser.close()
    finally:
        for process in (app_process, bare_process):
            process.terminate()
            process.wait(timeout=10)
    card, reset, button = statistics.median(cards), statistics.median(resets), statistics.median(buttons)
    print(
        f"table click (medians of {ROUNDS}, same run, Chromium): card click to the engine's answer {card:.0f} ms; "
        f"the same page's st.button round trip {reset:.0f} ms, ratio {card / reset:.2f}x (goal: at most 2x); "
        f"a bare st.button in a one-line script {button:.0f} ms, ratio {card / button:.2f}x"
    )


if __name__ == "__main__":
    os.chdir(ROOT)
    main()
