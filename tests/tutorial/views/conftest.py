"""Helpers for driving the whole app in ``streamlit.testing.v1.AppTest``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

APP = Path(__file__).resolve().parents[3] / "tutorial" / "app.py"
TIMEOUT = 60

# url_path of each page (the course map is the default page, with an empty path).
PAGES: tuple[str, ...] = ("", "lesson", "drill", "play", "reference", "glossary", "class")


def new_app(**query: str) -> AppTest:
    """A fresh session of the app (not yet run), with these query parameters in its address."""
    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    for name, value in query.items():
        at.query_params[name] = value
    return at


def open_page(at: AppTest, url_path: str) -> AppTest:
    """Show the page registered under ``url_path`` (AppTest's ``switch_page`` only knows file pages)."""
    if not at._registered_pages:  # the first run registers the st.navigation pages
        at.run()
    for page_hash, info in at._registered_pages.items():
        if info.get("url_pathname") == url_path:
            at._page_hash = page_hash
            return at.run()
    raise AssertionError(f"no page is registered under {url_path!r}: {list(at._registered_pages.values())}")


def texts(at: AppTest) -> list[str]:
    """Every piece of visible text of the last run (titles, headers, markdown, captions, alerts, labels)."""
    found: list[str] = []
    for group in (at.title, at.header, at.subheader, at.markdown, at.caption, at.info, at.success, at.warning,
                  at.error):
        found.extend(str(e.value) for e in group)
    for group in (at.button, at.toggle, at.selectbox, at.radio, at.multiselect, at.expander):
        found.extend(str(e.label) for e in group)
    return found


def assert_clean(at: AppTest, where: str) -> None:
    """No exception element, and not the router's "something went wrong" notice."""
    assert not at.exception, f"{where}: the page raised {[e.value for e in at.exception]}"
    failed = [e.value for e in at.error if "something went wrong" in str(e.value).lower()]
    assert not failed, f"{where}: a page failed and the router showed {failed}"


@pytest.fixture
def app_factory() -> Iterator[Callable[..., AppTest]]:
    yield new_app
