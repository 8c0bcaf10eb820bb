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
    for group in (
        at.title,
        at.header,
        at.subheader,
        at.markdown,
        at.caption,
        at.info,
        at.success,
        at.warning,
        at.error,
    ):
        found.extend(str(e.value) for e in group)
    for group in (at.button, at.toggle, at.selectbox, at.radio, at.multiselect, at.expander):
        found.extend(str(e.label) for e in group)
    found.extend(str(e.proto.popover.label) for e in at.get("popover"))  # projector mode's corner panels
    found.extend(TABLE.shown.values())  # the table component's markup (seats, cards, their labels)
    return found


def assert_clean(at: AppTest, where: str) -> None:
    """No exception element, and not the router's "something went wrong" notice."""
    assert not at.exception, f"{where}: the page raised {[e.value for e in at.exception]}"
    failed = [e.value for e in at.error if "something went wrong" in str(e.value).lower()]
    assert not failed, f"{where}: a page failed and the router showed {failed}"


@pytest.fixture
def app_factory() -> Iterator[Callable[..., AppTest]]:
    yield new_app


class FakeTable:
    """Stands in for the table component in AppTest (which cannot click into a component): a test queues
    what the learner touches (``card:JD``, ``seat:1``, ``trick:JD`` or a list of them, clicked in turn)
    and the next run reports it once; the markup each table was last drawn with is kept in ``shown``."""

    def __init__(self) -> None:
        self.pending: dict[str, object] = {}
        self.shown: dict[str, str] = {}
        self.orders: dict[str, int] = {}
        self.tones: dict[str, str] = {}  # the tone each table was last asked to play ("" for none)
        self.verdicts: dict[str, dict[str, dict[str, object]]] = {}  # the verdicts sent in advance, by pick
        self._count = 0

    def __call__(
        self,
        *,
        html: str,
        order: int,
        multi: bool,
        lang: str,
        key: str,
        default: object,
        tone: str = "",
        verdicts: dict[str, dict[str, object]] | None = None,
        seen: str = "",
    ) -> object:
        self.shown[key] = html
        self.verdicts[key] = verdicts or {}
        self.orders[key] = order
        self.tones[key] = tone
        if key not in self.pending:
            return default
        self._count += 1
        return {"pick": self.pending.pop(key), "n": f"fake-{self._count}"}

    def keys(self, prefix: str = "") -> list[str]:
        """The keys of the tables drawn so far whose key starts with ``prefix``."""
        return [k for k in self.shown if k.startswith(prefix)]


TABLE = FakeTable()


@pytest.fixture(autouse=True)
def fake_table(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeTable]:
    """Every AppTest session draws its tables through :data:`TABLE` (fresh for each test)."""
    import tutorial.widgets.table as table

    TABLE.pending.clear()
    TABLE.shown.clear()
    TABLE.orders.clear()
    monkeypatch.setattr(table, "_component", TABLE)
    yield TABLE


def touch(at: AppTest, key: str, pick: object) -> AppTest:
    """The learner touches ``pick`` on the table drawn under ``key``; the app runs."""
    assert key in TABLE.shown, f"no table is drawn under {key!r} (tables: {list(TABLE.shown)})"
    TABLE.pending[key] = pick
    return at.run()


@pytest.fixture(autouse=True)
def few_bidding_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach grades every bid on "Play a hand" by playing out deals: a dozen is enough for a test to see
    a grade (the page's own figure is for learners)."""
    from tutorial.widgets import coach_bids

    monkeypatch.setattr(coach_bids, "BIDDING_DEALS", 12)
