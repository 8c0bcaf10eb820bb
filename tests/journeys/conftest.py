"""Journeys: a person's whole path through the app in Chromium, acting only through what the screen shows
(visible buttons and cards by their accessible names, links and QR codes as displayed, the keyboard) and
asserting only on what is visible, never on session state.

They share the browser tests' server and Chromium (``tests/browser/conftest.py``). A journey that fails
leaves a screenshot of every page it had open in ``test-reports/journeys/`` and names it in the report.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.conftest import (  # noqa: F401  (fixtures shared with the browser tests)
    app_url,
    browser_context_args,
    browser_type_launch_args,
)

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "test-reports" / "journeys"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.journey)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    pages = []
    for name in ("page", "context", "browser"):
        fixture = getattr(item, "funcargs", {}).get(name)
        if fixture is None:
            continue
        if name == "page":
            pages.append(fixture)
        elif name == "context":
            pages.extend(fixture.pages)
        else:
            for context in fixture.contexts:
                pages.extend(context.pages)
    REPORTS.mkdir(parents=True, exist_ok=True)
    slug = re.sub(r"[^A-Za-z0-9_.-]+", "-", item.nodeid.split("::", 1)[-1])
    saved = []
    for i, page in enumerate(dict.fromkeys(pages)):
        path = REPORTS / f"{slug}-{i}.png"
        try:
            page.screenshot(path=str(path), full_page=True)
        except Exception:  # a closed page or a crashed browser: the report keeps the failure itself
            continue
        saved.append(str(path.relative_to(ROOT)))
    if saved:
        report.sections.append(("journey screenshots", "\n".join(saved)))
