"""The app creates and migrates its own classroom schema: a version table and numbered steps.

Each migration takes a connection inside the one transaction that also records the new version, so a
crash half-way leaves the previous version in place. Two processes starting at once on PostgreSQL are
serialised by an advisory lock; on SQLite the write transaction itself does it.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import Connection, Engine, insert, select, text, update
from sqlalchemy import inspect as sa_inspect

from tutorial.core.classroom import schema

# PostgreSQL advisory lock number for the migration (any constant the app does not use elsewhere).
_LOCK_ID = 13_0513


def _v1(conn: Connection) -> None:
    """The first schema: classes, students, answers, failed join attempts."""
    schema.metadata.create_all(conn, tables=[schema.classes, schema.students, schema.answers, schema.join_failures])


def _v2(conn: Connection) -> None:
    """A class can be locked by its teacher."""
    columns = {c["name"] for c in sa_inspect(conn).get_columns(schema.classes.name)}
    if "locked" not in columns:  # a database made by _v1 of this code already has it
        conn.execute(text(f"ALTER TABLE {schema.classes.name} ADD COLUMN locked BOOLEAN NOT NULL DEFAULT FALSE"))


def _v3(conn: Connection) -> None:
    """A question can have a timer: the moment it closes."""
    columns = {c["name"] for c in sa_inspect(conn).get_columns(schema.classes.name)}
    if "closes_at" not in columns:  # a database made by _v1 of this code already has it
        conn.execute(text(f"ALTER TABLE {schema.classes.name} ADD COLUMN closes_at FLOAT"))


MIGRATIONS: tuple[Callable[[Connection], None], ...] = (_v1, _v2, _v3)
LATEST = len(MIGRATIONS)


def current_version(conn: Connection) -> int:
    """The schema version recorded in the database (0 for an empty database)."""
    if not conn.dialect.has_table(conn, schema.schema_version.name):
        return 0
    found = conn.execute(select(schema.schema_version.c.version)).scalar()
    return int(found or 0)


def migrate(engine: Engine) -> int:
    """Bring the database to ``LATEST``; returns the version found before. A newer database than this
    code knows is refused (an older app must not write into a schema it does not understand)."""
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:id)"), {"id": _LOCK_ID})
        elif conn.dialect.name == "sqlite":
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        schema.metadata.create_all(conn, tables=[schema.schema_version])
        found = current_version(conn)
        if found > LATEST:
            raise RuntimeError(f"the classroom database is at schema version {found}; this app knows {LATEST}")
        for version in range(found, LATEST):
            MIGRATIONS[version](conn)
        if found == 0:
            conn.execute(insert(schema.schema_version).values(version=LATEST))
        elif found < LATEST:
            conn.execute(update(schema.schema_version).values(version=LATEST))
    return found
