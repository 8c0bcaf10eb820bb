"""Teach before test: every step's needs were taught by an earlier step of its lesson or of a prerequisite.

A step names what it ``teaches`` and what it ``needs`` from the closed list
:data:`tutorial.core.lesson_format.parts.CONCEPTS`. Questions, practices and drills also need what they ask, found
from their content so that an author cannot forget it: a "which card wins" question needs the trick winner,
a bidding question whose answer includes going alone needs going alone, a score with five tricks needs the
march, a left bower among the cards needs the left bower, and so on (:func:`implied_needs`).
:func:`untaught` walks the course in prerequisite order and names each need no earlier step taught.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from engine import CardParseError, Rules, card_role, parse_card, parse_suit
from tutorial.core.drills.generators import MIXED_KINDS
from tutorial.core.lesson_format.action_concepts import action_needs
from tutorial.core.lesson_format.yaml_marks import PathPart
from tutorial.core.lessons.model import AnyStep, DrillStep, ExplainStep, Lesson, PracticeStep, QuizStep, step_rules
from tutorial.core.questions import KINDS

_ROLES = {"right_bower": "right bower", "left_bower": "left bower", "best_bower": "best bower"}


def _roles(cards: Iterable[str], trump: str | None, rules: Rules) -> set[str]:
    """The bowers among ``cards`` under ``trump``."""
    if trump is None:
        return set()
    found = set()
    try:
        suit = parse_suit(trump)
        for text in cards:
            role = card_role(parse_card(text), suit, rules)
            if role in _ROLES:
                found.add(_ROLES[role])
    except CardParseError:
        pass  # the content check reports it
    return found


def _quiz_needs(step: QuizStep, rules: Rules) -> set[str]:
    """What the question asks: its kind says (``concept_needs``), and any bower among its cards."""
    fields: Mapping[str, object] = step.model_dump()
    trump = fields.get("trump")
    cards = [str(c) for name in ("card", "cards", "hand", "trick") for c in _as_list(fields.get(name))]
    return step.concept_needs(rules) | _roles(cards, str(trump) if trump else None, rules)


def _as_list(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


# A rule the lesson or the step sets: the table it plays at must have been taught.
RULE_NEEDS: dict[tuple[str, object], str] = {
    ("min_rank", 7): "long deck",
    ("num_players", 3): "cutthroat",
    ("joker", True): "best bower",
    ("benny", True): "best bower",
    ("canadian", True): "canadian loner",
    ("stick_the_dealer", True): "stick the dealer",
    ("stick_the_dealer", False): "stick the dealer",
    ("defend_alone", "always"): "defend alone",
    ("defend_alone", "vs_loner"): "defend alone",
    ("game", "call_ace"): "call-ace",
    ("game", "auction"): "auction",
}


def implied_needs(lesson: Lesson, step: AnyStep) -> set[str]:
    """What a step asks of the learner by its content and the rules it sets, under its lesson's own rules.

    >>> lesson = Lesson.model_validate({"format_version": 1, "id": "x", "title": "t", "summary": "s", "steps": [
    ...     {"kind": "quiz", "id": "q", "question": "which_card_wins", "trick": ["9H", "JD"], "trump": "H"}]})
    >>> sorted(implied_needs(lesson, lesson.steps[0]))
    ['left bower', 'trick winner', 'trump']
    """
    rules = step_rules(lesson, step, Rules())
    if isinstance(step, ExplainStep):
        return set()
    needs = {RULE_NEEDS[item] for item in {**lesson.rules, **step.rules}.items() if item in RULE_NEEDS}
    if isinstance(step, PracticeStep):
        dealer_acts = "dealer=S " in f"{step.deal} "
        return needs | action_needs(step.solution, dealer_acts=dealer_acts)
    if isinstance(step, DrillStep):
        kinds = step.params.get("kinds") if step.generator == "left_bower" else [step.generator]
        for kind in _as_list(kinds) or list(MIXED_KINDS):
            if kind in KINDS:  # a drill of generated questions may ask any card: the bowers are its subject
                needs |= KINDS[kind].NEEDS | {"trump", "left bower"}
        return needs
    return needs | _quiz_needs(step, rules)


def _needs_path(step: AnyStep, index: int, concept: str) -> tuple[PathPart, ...]:
    """Where to point: the declared need, else the key that implies it."""
    if concept in step.needs:
        return ("steps", index, "needs", step.needs.index(concept))
    key = {"quiz": "question", "practice": "solution", "drill": "generator"}.get(step.kind)
    return ("steps", index, key) if key else ("steps", index)


def untaught(lessons: Sequence[Lesson]) -> list[tuple[str, tuple[PathPart, ...], str]]:
    """(lesson id, path, message) for each need of a step that no earlier step of its lesson, nor any step of
    its prerequisite lessons (followed to the end), teaches. ``lessons`` have known prerequisites, no cycle."""
    by_id = {lesson.id: lesson for lesson in lessons}
    taught = {lesson.id: {c for s in lesson.steps for c in s.teaches} for lesson in lessons}

    def before(lesson_id: str) -> set[str]:
        seen: set[str] = set()
        todo = list(by_id[lesson_id].prerequisites)
        known: set[str] = set()
        while todo:
            other = todo.pop()
            if other in seen or other not in by_id:
                continue
            seen.add(other)
            known |= taught[other]
            todo.extend(by_id[other].prerequisites)
        return known

    problems: list[tuple[str, tuple[PathPart, ...], str]] = []
    for lesson in lessons:
        known = before(lesson.id)
        for i, step in enumerate(lesson.steps):
            needs = set(step.needs) | implied_needs(lesson, step)
            # Words teach as they are read, and a practice's words while its table shows what they say: such a
            # step may need what it teaches itself. A question or a drill only tests.
            own = set(step.teaches) if isinstance(step, (ExplainStep, PracticeStep)) else set()
            for concept in sorted(needs - known - own):
                problems.append(
                    (
                        lesson.id,
                        _needs_path(step, i, concept),
                        f"step '{step.id}' needs '{concept}', which no earlier step of this lesson or of "
                        f"its prerequisites teaches (add it to an earlier step's 'teaches')",
                    )
                )
            known |= set(step.teaches)
    return problems
