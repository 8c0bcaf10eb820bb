"""Quiz questions whose answers come from the engine, never from the lesson file.

Each question kind is one module of :mod:`tutorial.core.questions`; this module is the entry point the
lesson player and the validator use: :func:`build_quiz` asks the engine for the answer and its
explanation under the active rules, :func:`quiz_for` does so for a lesson's quiz step. A stated
``answer`` in a lesson is only checked against the engine (by the validator), never shown.
"""

from __future__ import annotations

from engine import Rules
from tutorial.core.lessons.model import Lesson, QuizStep, step_rules
from tutorial.core.questions import (
    Choice,
    QuestionSpec,
    Quiz,
    QuizError,
    QuizResult,
    build_quiz,
    default_prompt,
    quiz_spec,
)


def quiz_for(lesson: Lesson, step: QuizStep, active: Rules) -> Quiz:
    """The quiz of a lesson step under the active house rules (see :func:`step_rules`)."""
    return build_quiz(step, step_rules(lesson, step, active))


__all__ = [
    "Choice",
    "QuestionSpec",
    "Quiz",
    "QuizError",
    "QuizResult",
    "build_quiz",
    "default_prompt",
    "quiz_for",
    "quiz_spec",
]
