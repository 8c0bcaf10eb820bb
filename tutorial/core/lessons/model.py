"""The lesson file format (``format_version: 1``) as typed, frozen pydantic models.

The models check the shape (keys, types, ids); :mod:`tutorial.core.course.validator` checks the content
against the engine (real deals, legal scripts, stated answers). ``lessons/schema.json`` is generated
from :class:`Lesson` so editors validate while a teacher types.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from engine import Rules
from engine.table.variants import partnership_view
from tutorial.core.lesson_format.parts import Model, RuleValue, Seat, Slug, StepFields
from tutorial.core.lesson_format.parts import Text as Text
from tutorial.core.lesson_format.parts import TextVariant as TextVariant
from tutorial.core.questions import QUESTION_KINDS, QuizStepBase, QuizStepField

StepKind = Literal["explain", "quiz", "practice", "drill"]
QUIZ_KINDS: tuple[str, ...] = QUESTION_KINDS
STEP_KINDS: tuple[str, ...] = StepKind.__args__  # type: ignore[attr-defined]

# A success/failure predicate: a name, or ``{name: {params}}``, or ``{all|any: [...]}``, ``{not: ...}``.
PredicateSpec = str | dict[str, Any]


class ExplainStep(StepFields):
    """Text to read, optionally with cards, a trick or a deal to show."""

    kind: Literal["explain"]
    text: Text
    cards: tuple[str, ...] = ()
    trump: str | None = None
    trick: tuple[str, ...] = ()
    leader: Seat | None = None
    deal: str | None = None


class PracticeStep(StepFields):
    """A deal the learner plays as South against a script, judged by named predicates."""

    kind: Literal["practice"]
    text: Text
    deal: str
    setup: tuple[str, ...] = ()
    script: dict[Seat, tuple[str, ...]] = Field(default_factory=dict)
    success: PredicateSpec
    failure: PredicateSpec | None = None
    solution: tuple[str, ...] = Field(min_length=1)
    par: int | None = Field(default=None, ge=1)
    hints: tuple[Text, ...] = Field(default=(), max_length=3)
    on_success: Text | None = None
    on_failure: Text | None = None
    graded: bool = True  # false: the coach does not grade the learner's cards (a step where any card will do)
    # Bridge Master's principle: when the learner's card strays from the solution, the cards he has not seen are
    # rearranged (among those consistent with all he saw) so that his card loses where the solution's wins.
    stray_loses: bool = False


class DrillStep(StepFields):
    """Endless generated questions from a named generator (``tutorial.core.drills.generators.DRILLS``)."""

    kind: Literal["drill"]
    text: Text | None = None
    generator: str
    params: dict[str, Any] = Field(default_factory=dict)
    goal: int = Field(default=10, ge=1, le=100)


QuizStep = QuizStepBase  # every quiz step is one (its model is its question kind's: questions.STEP_MODELS)
Step = Annotated[ExplainStep | QuizStepField | PracticeStep | DrillStep, Field(discriminator="kind")]
AnyStep = ExplainStep | QuizStepBase | PracticeStep | DrillStep
# The step model of each kind but quiz (a quiz step's model depends on its question: questions.STEP_MODELS).
STEP_MODELS: dict[str, type[BaseModel]] = {
    "explain": ExplainStep,
    "quiz": QuizStepBase,
    "practice": PracticeStep,
    "drill": DrillStep,
}


def combine_rules(base: Rules, *overrides: dict[str, RuleValue]) -> Rules:
    """``base`` with each dict of ``overrides`` applied in turn. If the mix is invalid (a Canadian loner
    at a three-player table...), the overrides are applied to the defaults instead, so a lesson always
    gets rules it can use (the validator has checked that the overrides alone are valid).

    >>> combine_rules(Rules(canadian=True), {"num_players": 3}).canadian
    False
    """
    merged: dict[str, RuleValue] = {}
    for o in overrides:
        merged.update(o)
    if not merged:
        return base
    return _combined(base, tuple(sorted(merged.items())))


@lru_cache(maxsize=1024)
def _combined(base: Rules, items: tuple[tuple[str, RuleValue], ...]) -> Rules:
    changes: dict[str, Any] = dict(items)
    try:
        return dataclasses.replace(base, **changes)
    except (TypeError, ValueError):
        return dataclasses.replace(Rules(), **changes)


class Lesson(Model):
    """One lesson file. Ids are stable strings; steps are found by id, never by position."""

    format_version: Literal[1]
    id: Slug
    title: Text
    summary: Text
    prerequisites: tuple[Slug, ...] = ()
    rules: dict[str, RuleValue] = Field(default_factory=dict)
    steps: tuple[Step, ...] = Field(min_length=1)

    def rules_for(self, active: Rules) -> Rules:
        """The active house rules with this lesson's overrides applied.

        >>> lesson = Lesson.model_validate({"format_version": 1, "id": "joker", "title": "t", "summary": "s",
        ...     "rules": {"joker": True}, "steps": [{"kind": "explain", "id": "a", "text": "x"}]})
        >>> lesson.rules_for(Rules(benny=True)).joker, lesson.rules_for(Rules(winning_score=11)).winning_score
        (True, 11)
        """
        return combine_rules(active, self.rules)

    def step(self, step_id: str) -> AnyStep | None:
        """The step with this id, or ``None``."""
        for s in self.steps:
            if s.id == step_id:
                return s
        return None

    def step_index(self, step_id: str) -> int | None:
        for i, s in enumerate(self.steps):
            if s.id == step_id:
                return i
        return None


# A deal, a trick or a seat written in a lesson fixes the deck and the table: these options come from
# the lesson (default: 24 cards, four players), never from the active house rules.
SHAPE_OPTIONS: tuple[str, ...] = ("game", "num_players", "min_rank", "joker", "benny")


def step_rules(lesson: Lesson, step: AnyStep, active: Rules) -> Rules:
    """The rules a step runs under: the active house rules, then the lesson's overrides, then the step's.
    Quiz and practice steps keep the deck and table of the lesson (:data:`SHAPE_OPTIONS`).

    >>> lesson = Lesson.model_validate({"format_version": 1, "id": "x", "title": "t", "summary": "s",
    ...     "steps": [{"kind": "quiz", "id": "q", "question": "who_leads", "dealer": "E", "upcard": "9H"}]})
    >>> r = step_rules(lesson, lesson.steps[0], Rules(num_players=3, stick_the_dealer=False))
    >>> r.num_players, r.stick_the_dealer
    (4, False)
    >>> step_rules(lesson, lesson.steps[0], Rules(game="call_ace", stick_the_dealer=False)).game
    'partnership'
    """
    base = combine_rules(Rules(), lesson.rules, step.rules)
    if base.game != active.game:  # a lesson about another game: the learner's other options at its table
        active = partnership_view(active)
    if step.kind in ("explain", "drill"):
        return combine_rules(active, lesson.rules, step.rules)
    shape: dict[str, RuleValue] = {name: getattr(base, name) for name in SHAPE_OPTIONS}
    return combine_rules(active, shape, lesson.rules, step.rules)


def lesson_json_schema() -> dict[str, Any]:
    """The JSON Schema of a lesson file (written to ``lessons/schema.json`` by ``euchre-tutor schema``).

    >>> lesson_json_schema()["properties"]["format_version"]["const"]
    1
    """
    schema = Lesson.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "euchre-tutor lesson"
    return schema
