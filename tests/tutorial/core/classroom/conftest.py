"""Every classroom store test runs twice: on a SQLite file and on a real PostgreSQL server.

The server is ``EUCHRE_TUTOR_TEST_POSTGRES_URL`` (default: the one ``.ci/run`` starts). Without a
reachable server the PostgreSQL half is skipped with the reason, except in CI (``CI`` set), where it
must run: there a missing server is a failure.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import text

from tutorial.core.classroom import ClassroomStore
from tutorial.core.classroom.database import make_engine
from tutorial.core.classroom.schema import metadata

POSTGRES_URL = os.environ.get("EUCHRE_TUTOR_TEST_POSTGRES_URL", "postgresql://euchre:euchre@127.0.0.1:5432/euchre_test")


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def postgres_or_skip() -> str:
    from tutorial.core.classroom.database import database_url

    url = database_url({"EUCHRE_TUTOR_DATABASE_URL": POSTGRES_URL})
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as error:  # any failure to connect means "no server here"
        if os.environ.get("CI"):
            pytest.fail(f"CI must test against PostgreSQL, but {POSTGRES_URL} is not reachable: {error}")
        pytest.skip(f"no PostgreSQL server at {POSTGRES_URL} (set EUCHRE_TUTOR_TEST_POSTGRES_URL, or run .ci/run)")
    finally:
        engine.dispose()
    return url


def _empty(url: str) -> None:
    engine = make_engine(url)
    with engine.begin() as conn:
        metadata.drop_all(conn)
    engine.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """A database URL with no classroom tables in it."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'classroom.sqlite3'}"
        return
    url = postgres_or_skip()
    _empty(url)
    yield url
    _empty(url)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(database: str, clock: Clock) -> Iterator[ClassroomStore]:
    opened = ClassroomStore.open(database, clock=clock)
    yield opened
    opened.dispose()


@pytest.fixture
def reopen(database: str, clock: Clock) -> Callable[[], ClassroomStore]:
    """Open the same database again, as a restarted server (or a second process) does."""
    opened: list[ClassroomStore] = []

    def _open() -> ClassroomStore:
        s = ClassroomStore.open(database, clock=clock)
        opened.append(s)
        return s

    yield _open  # type: ignore[misc]
    for s in opened:
        s.dispose()
