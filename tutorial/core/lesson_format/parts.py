"""The pieces every lesson step model is made of: text fields, slugs, seats and the common step keys.

They live apart from :mod:`tutorial.core.lessons.model` so that a question kind
(:mod:`tutorial.core.questions`) can build its step model from them while the lesson model gathers
the kinds.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, WithJsonSchema
from pydantic_core import PydanticCustomError

from engine import Seating
from engine.table.seating import MAX_SEATS, MIN_SEATS

SLUG_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
Slug = Annotated[str, Field(pattern=SLUG_PATTERN)]
RuleValue = bool | int | str

# Every seat code a table of three to seven seats has (S, SW, W, ...): the engine's Seating decides them.
# Whether a seat exists at the lesson's own table is a content check (the table size is a rule option).
SEAT_CODES: tuple[str, ...] = tuple(
    dict.fromkeys(code for n in range(MIN_SEATS, MAX_SEATS + 1) for code in Seating(n, partnerships=False).codes)
)


def _seat_code(text: str) -> str:
    if text not in SEAT_CODES:
        expected = ", ".join(f"'{code}'" for code in SEAT_CODES)
        raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": expected})
    return text


Seat = Annotated[str, AfterValidator(_seat_code), WithJsonSchema({"type": "string", "enum": list(SEAT_CODES)})]


# The closed list of what a step may teach or need (``teaches``/``needs``): the checker refuses a step that
# needs a concept no earlier step of its lesson, or of its prerequisite lessons, teaches.
Concept = Literal[
    "seats",
    "deal",
    "kitty",
    "upcard",
    "lead",
    "follow suit",
    "trick winner",
    "trump",
    "right bower",
    "left bower",
    "best bower",
    "joker",
    "order up",
    "pick up",
    "discard",
    "call trump",
    "makers",
    "go alone",
    "defend alone",
    "canadian loner",
    "stick the dealer",
    "scoring",
    "march",
    "euchre",
    "game target",
    "renege",
    "long deck",
    "cutthroat",
    "call-ace",
    "auction",
    "widow",
]
CONCEPTS: tuple[str, ...] = get_args(Concept)


class Model(BaseModel):
    """A frozen lesson-file model that refuses unknown keys."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class TextVariant(Model):
    """One variant of a text: shown when every ``when`` option equals the active rules' value."""

    text: str
    when: dict[str, RuleValue] = Field(default_factory=dict)


# A text field: plain English Markdown, or variants chosen by the active rules (all matching ones are shown).
Text = str | tuple[TextVariant, ...]


class StepFields(Model):
    """The keys of every step: its id, an optional title and rule overrides."""

    id: Slug
    title: Text | None = None
    rules: dict[str, RuleValue] = Field(default_factory=dict)
    teaches: tuple[Concept, ...] = ()  # what this step teaches (later steps and lessons may then ask it)
    needs: tuple[Concept, ...] = ()  # what it asks of the learner, besides what its question or actions imply
