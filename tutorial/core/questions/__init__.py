"""The question kinds of quiz steps and drills, one module each (``tutorial/core/questions/<kind>.py``).

A kind's module holds everything about it: its lesson spec (a :class:`~base.QuestionSpec` subclass whose
``question`` is the kind's name, so ``lessons/schema.json`` says what each kind requires), how it builds
the answer and the reason from the engine, its choices and their labels, its default prompt and its
explanation sentences. This package finds the kinds by importing its modules: adding a kind is one file.

>>> q = build_quiz(quiz_spec(question="which_card_wins", trick=("AS", "9S", "JC", "KS"), trump="S"), Rules())
>>> q.expected, q.explanation.code
(('JC',), 'highest_trump_wins')
"""

from __future__ import annotations

import dataclasses
import importlib
import operator
import pkgutil
from functools import reduce
from typing import TYPE_CHECKING, Annotated, Any, Literal, cast

from pydantic import Field, TypeAdapter, create_model

from engine import Rules
from tutorial.core.lesson_format.parts import StepFields
from tutorial.core.questions.base import (
    KINDS,
    Choice,
    Explanation,
    QuestionSpec,
    Quiz,
    QuizError,
    QuizResult,
)

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

QUESTION_KINDS: tuple[str, ...] = tuple(sorted(KINDS))


def _sentences() -> dict[str, str]:
    merged: dict[str, str] = {}
    for name in QUESTION_KINDS:
        for code, text in KINDS[name].SENTENCES.items():
            if merged.setdefault(code, text) != text:
                raise ValueError(f"explanation code {code!r} has two sentences (question kind {name!r})")
    return merged


# Every explanation code of every kind, with its English sentence (marked for translation in its kind).
SENTENCES: dict[str, str] = _sentences()
EXPLANATION_CODES: tuple[str, ...] = tuple(SENTENCES)


class QuizStepBase(QuestionSpec, StepFields):
    """A quiz step: a question spec with the keys of a step (id, title, rules)."""

    kind: Literal["quiz"]


def _step_model(spec: type[QuestionSpec]) -> type[QuizStepBase]:
    model = cast(
        type[QuizStepBase], create_model(f"{spec.__name__}Step", __base__=(spec, QuizStepBase), __module__=__name__)
    )
    model.__doc__ = spec.__doc__
    return model


# The quiz step model of each kind, by name.
STEP_MODELS: dict[str, type[QuizStepBase]] = {name: _step_model(KINDS[name]) for name in QUESTION_KINDS}

if TYPE_CHECKING:
    QuizStepField = QuizStepBase
    AnySpec = QuestionSpec
else:
    # The kinds as pydantic discriminated unions on ``question``: the quiz step of a lesson, and a bare spec.
    QuizStepField = Annotated[reduce(operator.or_, STEP_MODELS.values()), Field(discriminator="question")]
    AnySpec = Annotated[reduce(operator.or_, (KINDS[n] for n in QUESTION_KINDS)), Field(discriminator="question")]

_SPECS: TypeAdapter[QuestionSpec] = TypeAdapter(AnySpec)


def quiz_spec(**fields: Any) -> QuestionSpec:
    """The spec of kind ``question`` with these fields, checked by the kind's model (drills build theirs so).

    >>> type(quiz_spec(question="is_trump", card="JD", trump="H")).__name__
    'IsTrump'
    """
    return _SPECS.validate_python(fields)


def build_quiz(spec: QuestionSpec, rules: Rules) -> Quiz:
    """The question with the engine's answer under ``rules``. Raises :class:`QuizError` when the
    situation is incomplete or impossible under these rules.

    >>> q = build_quiz(quiz_spec(question="who_leads", dealer="W", upcard="9H",
    ...                bidding=("pass", "pass", "order up alone")), Rules())  # South alone: North sits out
    >>> q.expected, q.explanation.code
    (('3',), 'sitting_out_skipped')
    """
    quiz = spec.build(rules)
    if quiz.explanation.code not in KINDS[quiz.kind].SENTENCES:
        raise ValueError(f"unknown explanation code {quiz.explanation.code!r} for question kind {quiz.kind!r}")
    return dataclasses.replace(quiz, note=spec.explanation) if spec.explanation is not None else quiz


def default_prompt(kind: str) -> str:
    """The prompt a question of ``kind`` shows when its author wrote none."""
    return KINDS[kind].PROMPT


__all__ = [
    "EXPLANATION_CODES",
    "KINDS",
    "QUESTION_KINDS",
    "SENTENCES",
    "STEP_MODELS",
    "AnySpec",
    "Choice",
    "Explanation",
    "QuestionSpec",
    "Quiz",
    "QuizError",
    "QuizResult",
    "QuizStepBase",
    "QuizStepField",
    "build_quiz",
    "default_prompt",
    "quiz_spec",
]
