"""The classroom: a class code, students following the teacher's step, their answers (no Streamlit here).

``store`` keeps classes, students and answers in SQLite or PostgreSQL through SQLAlchemy; ``codes`` makes
and checks class codes, secret links and nicknames.
"""

from tutorial.core.classroom.codes import clean_nickname, display_code, normalise_code
from tutorial.core.classroom.store import (
    AnswerRow,
    AnswerStatus,
    ClassInfo,
    ClassroomStore,
    JoinResult,
    JoinStatus,
    NewClass,
    StepTally,
    Student,
    SummaryRow,
    answers_csv,
    summary_csv,
)

__all__ = [
    "AnswerRow",
    "AnswerStatus",
    "ClassInfo",
    "ClassroomStore",
    "JoinResult",
    "JoinStatus",
    "NewClass",
    "StepTally",
    "Student",
    "SummaryRow",
    "answers_csv",
    "clean_nickname",
    "display_code",
    "normalise_code",
    "summary_csv",
]
