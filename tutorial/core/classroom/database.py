"""Where the classroom store lives: SQLite by default (a file, nothing to install), PostgreSQL when
``EUCHRE_TUTOR_DATABASE_URL`` is set (``postgresql://user:password@host/dbname``).

>>> database_url({})[:10]
'sqlite:///'
>>> database_url({"EUCHRE_TUTOR_DATABASE_URL": "postgres://u:p@db/euchre"})
'postgresql+psycopg://u:p@db/euchre'
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event

URL_VARIABLE = "EUCHRE_TUTOR_DATABASE_URL"
DATA_DIR_VARIABLE = "EUCHRE_TUTOR_DATA_DIR"
# The repository's var/ folder (ignored by git): `make run` needs no configuration.
DEFAULT_DATA_DIR = Path(__file__).resolve().parents[3] / "var"


def database_url(environ: Mapping[str, str] | None = None) -> str:
    """The SQLAlchemy URL from the environment; PostgreSQL URLs are given the psycopg (3) driver."""
    env = os.environ if environ is None else environ
    url = env.get(URL_VARIABLE, "").strip()
    if not url:
        folder = Path(env.get(DATA_DIR_VARIABLE, "") or DEFAULT_DATA_DIR)
        return f"sqlite:///{folder / 'classroom.sqlite3'}"
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers (every student's poll) run while one writer writes; foreign keys make the cascade
    # real; a busy writer is waited for instead of failing the request.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def make_engine(url: str | None = None) -> Engine:
    """An engine for ``url`` (default: :func:`database_url`), with SQLite's folder created."""
    url = url or database_url()
    if url.startswith("sqlite:///") and url != "sqlite:///:memory:":
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 5})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    if url.startswith("postgresql+psycopg") and importlib.util.find_spec("psycopg") is None:
        # The driver is an extra: imported (by SQLAlchemy) only here, for a PostgreSQL URL.
        raise RuntimeError(
            f"{URL_VARIABLE} names a PostgreSQL server, but its driver is not installed: "
            "pip install 'euchre-tutor[postgres]'"
        )
    return create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=10)
