"""The classroom tables (SQLAlchemy Core), the same on SQLite and PostgreSQL.

Times are seconds since the epoch (floats): no time-zone conversions between the two databases.
A class's students and answers go with it (``ON DELETE CASCADE``) when it expires and is purged.
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)

metadata = MetaData()

schema_version = Table(
    "classroom_schema_version",
    metadata,
    Column("version", Integer, nullable=False),
)

classes = Table(
    "classroom_class",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(8), nullable=False, unique=True),
    Column("teacher_digest", String(64), nullable=False, unique=True),
    Column("created_at", Float, nullable=False),
    Column("expires_at", Float, nullable=False),
    Column("lesson_id", String(64), nullable=True),
    Column("step_index", Integer, nullable=False, default=0),
    # Bumped by every change the students' pages must follow (a move, a reveal, new house rules).
    Column("position", Integer, nullable=False, default=0),
    Column("preset", String(32), nullable=False, default="standard"),
    Column("overrides", Text, nullable=False, default="{}"),
    Column("revealed", Boolean, nullable=False, default=False),
    Column("show_names", Boolean, nullable=False, default=False),
    # Schema 2: the teacher has locked the class (nobody new may join; students in it may rejoin).
    Column("locked", Boolean, nullable=False, default=False, server_default="0"),
    # Schema 3: when the current question stops taking answers (the teacher's timer); none without a timer.
    Column("closes_at", Float, nullable=True),
)

students = Table(
    "classroom_student",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("class_id", Integer, ForeignKey("classroom_class.id", ondelete="CASCADE"), nullable=False),
    Column("nickname", String(64), nullable=False),
    Column("token_digest", String(64), nullable=False, unique=True),
    Column("joined_at", Float, nullable=False),
    UniqueConstraint("class_id", "nickname", name="uq_classroom_student_nickname"),
)

answers = Table(
    "classroom_answer",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("class_id", Integer, ForeignKey("classroom_class.id", ondelete="CASCADE"), nullable=False),
    Column("student_id", Integer, ForeignKey("classroom_student.id", ondelete="CASCADE"), nullable=False),
    Column("lesson_id", String(64), nullable=False),
    Column("step_index", Integer, nullable=False),
    Column("answer", String(200), nullable=False),
    # The step's outcome for this answer: "right", "wrong" (or "" when the step has no right answer).
    Column("outcome", String(16), nullable=False, default=""),
    Column("answered_at", Float, nullable=False),
    # A student's first answer to a step is the class's record of it.
    UniqueConstraint("student_id", "lesson_id", "step_index", name="uq_classroom_answer_once"),
    Index("ix_classroom_answer_step", "class_id", "lesson_id", "step_index"),
)

join_failures = Table(
    "classroom_join_failure",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("client", String(64), nullable=False),
    Column("at", Float, nullable=False),
    Index("ix_classroom_join_failure_client", "client", "at"),
)
