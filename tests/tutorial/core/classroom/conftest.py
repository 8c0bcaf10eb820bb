"""Every classroom store test runs twice: on a SQLite file and on a real PostgreSQL server.

The server is ``EUCHRE_TUTOR_TEST_POSTGRES_URL`` (default: the one ``.ci/run`` starts). Without a
reachable server the PostgreSQL half is skipped with the reason, except in CI (``CI`` set), where it
must run: there a missing server is a failure.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import text

from tutorial.core.classroom import ClassroomStore
from tutorial.core.classroom.database import make_engine

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


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """A database URL with no classroom tables in it. On PostgreSQL each test gets a schema of its own
    (several checkouts may run the suite against one server at the same time)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'classroom.sqlite3'}"
        return
    url = postgres_or_skip()
    name = "t_" + uuid.uuid4().hex[:16]
    admin = make_engine(url)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {name}"))
    yield f"{url}?options=-csearch_path%3D{name}"
    with admin.begin() as conn:
        conn.execute(text(f"DROP SCHEMA {name} CASCADE"))
    admin.dispose()


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
