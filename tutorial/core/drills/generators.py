"""Endless generated questions: the left-bower drill and its single-question-type variants.

A generator draws a situation from a ``random.Random`` (a random trump and cards, biased toward the
cards people get wrong: the jacks, the joker and the other cards of the trump colour) and returns a
:class:`~tutorial.core.questions.base.QuestionSpec`, the same spec a quiz step writes;
:func:`make_question` hands it to :func:`~tutorial.core.questions.build_quiz`, so every answer and
explanation comes from the engine.
A question is rebuilt exactly from its generator name and seed, which is all the drill page stores.

>>> import random
>>> from engine import Rules, effective_suit, parse_card
>>> q = make_question("effective_suit", {"trump": "H"}, random.Random(4), Rules())
>>> q.kind, q.trump, q.expected == (effective_suit(parse_card(q.cards[0]), "H"),)
('effective_suit', 'H', True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import AfterValidator, StrictStr, ValidationError
from pydantic_core import PydanticCustomError

from engine import SUITS, Card, Rules, left_bower, new_deck, right_bower, trump_ranking
from tutorial.core.lesson_format.parts import Model
from tutorial.core.lesson_format.suggest import did_you_mean
from tutorial.core.questions import QuestionSpec, Quiz, build_quiz, quiz_spec

DrillGenerator = Callable[[Mapping[str, Any], random.Random, Rules], QuestionSpec]

# The question types the mixed left-bower drill draws from, with their weights.
MixedKind = Literal["effective_suit", "is_trump", "which_card_wins", "rank_trumps"]
MIXED_KINDS: dict[str, int] = {"effective_suit": 4, "is_trump": 3, "which_card_wins": 2, "rank_trumps": 1}


def _suit(text: str) -> str:
    if text not in SUITS:
        raise PydanticCustomError(
            "drill_trump", "trump must be one of {suits}, not '{given}'", {"suits": ", ".join(SUITS), "given": text}
        )
    return text


class DrillParams(Model):
    """The parameters every drill takes: a fixed ``trump`` (default: a random one per question)."""

    trump: Annotated[StrictStr, AfterValidator(_suit)] | None = None


class MixedDrillParams(DrillParams):
    """The mixed drill also takes the question ``kinds`` to draw from (default: all four)."""

    kinds: tuple[MixedKind, ...] | None = None


def _trump(params: Mapping[str, Any], rng: random.Random) -> str:
    trump = params.get("trump")
    return trump if trump in SUITS else rng.choice(SUITS)


def _tricky_card(rng: random.Random, rules: Rules, trump: str) -> Card:
    """A card to ask about: often a bower, the joker or a same-colour card; otherwise any card."""
    deck = new_deck(rules)
    left, right = left_bower(trump), right_bower(trump)
    roll = rng.random()
    if rules.best_bower is not None and roll < 0.08:
        return rules.best_bower
    if roll < 0.35:
        return left  # the drill's reason to exist
    if roll < 0.45:
        return right
    if roll < 0.55:  # a jack of the other colour: no bower at all
        return rng.choice([c for c in deck if c.rank == "J" and c.suit not in (trump, left.suit)])
    if roll < 0.70:
        return rng.choice([c for c in deck if c.suit == left.suit and c is not left])
    return rng.choice(deck)


def _one_card(kind: str) -> DrillGenerator:
    def generate(params: Mapping[str, Any], rng: random.Random, rules: Rules) -> QuestionSpec:
        trump = _trump(params, rng)
        return quiz_spec(question=kind, card=_tricky_card(rng, rules, trump).code, trump=trump)

    return generate


def _which_card_wins(params: Mapping[str, Any], rng: random.Random, rules: Rules) -> QuestionSpec:
    """A full trick (one card per player) that often holds a bower or a same-colour card."""
    trump = _trump(params, rng)
    deck = new_deck(rules)
    trick: list[Card] = []
    if rng.random() < 0.6:
        trick.append(_tricky_card(rng, rules, trump))
    while len(trick) < rules.num_players:
        card = rng.choice(deck)
        if card not in trick:
            trick.append(card)
    rng.shuffle(trick)
    return quiz_spec(question="which_card_wins", trick=tuple(c.code for c in trick), trump=trump)


def _rank_trumps(params: Mapping[str, Any], rng: random.Random, rules: Rules) -> QuestionSpec:
    """Three to five trumps to order, usually with the left bower among them."""
    trump = _trump(params, rng)
    trumps = trump_ranking(trump, new_deck(rules))
    count = min(rng.randint(3, 5), len(trumps))
    chosen = [left_bower(trump)] if rng.random() < 0.75 else []
    while len(chosen) < count:
        card = rng.choice(trumps)
        if card not in chosen:
            chosen.append(card)
    rng.shuffle(chosen)
    return quiz_spec(question="rank_trumps", cards=tuple(c.code for c in chosen), trump=trump)


def _mixed(params: Mapping[str, Any], rng: random.Random, rules: Rules) -> QuestionSpec:
    kinds = [k for k in params.get("kinds", MIXED_KINDS) if k in MIXED_KINDS] or list(MIXED_KINDS)
    kind = rng.choices(kinds, weights=[MIXED_KINDS[k] for k in kinds])[0]
    return DRILLS[kind](params, rng, rules)


DRILLS: dict[str, DrillGenerator] = {
    "left_bower": _mixed,
    "effective_suit": _one_card("effective_suit"),
    "is_trump": _one_card("is_trump"),
    "card_role": _one_card("card_role"),
    "which_card_wins": _which_card_wins,
    "rank_trumps": _rank_trumps,
}
DEFAULT_DRILL = "left_bower"
# The model of each drill's parameters.
DRILL_PARAMS: dict[str, type[DrillParams]] = {name: DrillParams for name in DRILLS} | {"left_bower": MixedDrillParams}


class DrillProblem(NamedTuple):
    """One problem of a drill step: where (``("params", "trump")``), what, and whether at the key itself."""

    path: tuple[str, ...]
    message: str
    at_key: bool = False


def drill_problems(name: str, params: Mapping[str, Any]) -> list[DrillProblem]:
    """What is wrong with a drill step's generator name and parameters (empty when nothing is).

    >>> [p.message for p in drill_problems("left_bowr", {})]
    ["unknown drill generator 'left_bowr' (did you mean 'left_bower'?)"]
    >>> for problem in drill_problems("is_trump", {"trump": "X", "colour": "red"}):
    ...     print(problem.path, problem.message)
    ('params', 'trump') trump must be one of C, D, H, S, not 'X'
    ('params', 'colour') unknown parameter 'colour' for drill 'is_trump' (allowed: trump)
    """
    if name not in DRILLS:
        hint = did_you_mean(name, DRILLS) or f" (expected one of: {', '.join(DRILLS)})"
        return [DrillProblem(("generator",), f"unknown drill generator '{name}'{hint}")]
    model = DRILL_PARAMS[name]
    try:
        model.model_validate(dict(params))
    except ValidationError as e:
        problems: dict[tuple[str, ...], DrillProblem] = {}
        for error in e.errors():
            key = str(error["loc"][0]) if error["loc"] else ""
            problems.setdefault(("params", key), _param_problem(name, model, key, error, params.get(key)))
        return list(problems.values())
    return []


def _param_problem(name: str, model: type[DrillParams], key: str, error: Any, given: object) -> DrillProblem:
    if error["type"] == "extra_forbidden":
        allowed = list(model.model_fields)
        return DrillProblem(
            ("params", key),
            f"unknown parameter '{key}' for drill '{name}'{did_you_mean(key, allowed)} (allowed: {', '.join(allowed)})",
            True,
        )
    if key == "kinds":
        return DrillProblem(("params", key), f"kinds must be a list drawn from {', '.join(MIXED_KINDS)}, not {given!r}")
    return DrillProblem(("params", key), str(error["msg"]))


def make_question(name: str, params: Mapping[str, Any], rng: random.Random, rules: Rules) -> Quiz:
    """One generated question of drill ``name``, answered by the engine under ``rules``.

    An unknown name or bad parameters raise ``ValueError`` (lesson files are checked with
    :func:`drill_problems` first).
    """
    problems = drill_problems(name, params)
    if problems:
        raise ValueError(problems[0].message)
    checked = DRILL_PARAMS[name].model_validate(dict(params)).model_dump(exclude_none=True)
    return build_quiz(DRILLS[name](checked, rng, rules), rules)


def question_key(name: str, seed: int) -> str:
    """The string that identifies one question (for the spaced-repetition schedule).

    >>> parse_question_key(question_key("is_trump", 42))
    ('is_trump', 42)
    """
    return f"{name}:{seed}"


def fresh_question_key(name: str, rng: random.Random, rules: Rules, unlike: str | None = None) -> str:
    """The key of a new question of drill ``name`` that is not the question ``unlike`` asks: two seeds can draw
    the same card and trump, and a learner who asks for a new question, or starts a round, should see one.

    >>> keys = [fresh_question_key("is_trump", random.Random(s), Rules(), unlike="is_trump:7") for s in range(300)]
    >>> [asked(k, Rules()) for k in keys].count(asked("is_trump:7", Rules()))
    0
    """
    avoid = asked(unlike, rules) if unlike else None
    for _ in range(20):  # a repeat is rare (about one draw in a hundred): another draw soon differs
        key = question_key(name, rng.randrange(1 << 30))
        if avoid is None or asked(key, rules) != avoid:
            break
    return key


def asked(key: str, rules: Rules) -> Quiz | None:
    """The question ``key`` asks under ``rules`` (``None`` for a key that is none, or that these rules cannot
    ask)."""
    parsed = parse_question_key(key)
    if parsed is None:
        return None
    try:
        return make_question(parsed[0], {}, random.Random(parsed[1]), rules)
    except ValueError:
        return None


def parse_question_key(key: str) -> tuple[str, int] | None:
    """The generator name and seed of a question key, or ``None`` if it is not one."""
    name, _, seed = key.rpartition(":")
    if name not in DRILLS or not seed.isdigit():
        return None
    return name, int(seed)
