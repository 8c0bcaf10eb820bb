"""Checking one lesson file: YAML, shape (pydantic), then content against the engine.

Every problem is a :class:`Problem` with ``FILE:LINE:COLUMN: message``; positions come from the YAML
nodes. Content checks run under every house-rule profile the app offers (:data:`PROFILES`), so a lesson
can never contradict the engine whichever rules a learner picks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from engine import (
    RULE_OPTIONS,
    CardParseError,
    DealError,
    Phase,
    Rules,
    hand_from_notation,
    parse_card,
    parse_suit,
)
from tutorial.core.drills.generators import drill_problems
from tutorial.core.house_rules.presets import PRESETS
from tutorial.core.lesson_format.fields import iter_text_sites, normalize_texts
from tutorial.core.lesson_format.suggest import did_you_mean
from tutorial.core.lesson_format.yaml_marks import PathPart, YamlSyntaxError, data_path, duplicate_keys, locate, parse
from tutorial.core.lessons.markdown import PLACEHOLDER_NAMES, placeholders
from tutorial.core.lessons.model import (
    QUIZ_KINDS,
    STEP_KINDS,
    STEP_MODELS,
    AnyStep,
    DrillStep,
    ExplainStep,
    Lesson,
    PracticeStep,
    QuizStep,
    TextVariant,
    combine_rules,
    step_rules,
)
from tutorial.core.questions import STEP_MODELS as QUIZ_STEP_MODELS
from tutorial.core.questions import QuizError, build_quiz
from tutorial.core.steps.practice import PracticeError, PracticeRun, ScriptExhausted
from tutorial.core.steps.predicates import check_spec
from tutorial.core.steps.state import Outcome
from tutorial.core.text.outcome_text import OUTCOME_FACTS, OUTCOME_PLACEHOLDERS


@dataclass(frozen=True, order=True)
class Problem:
    """One problem in a lesson file; ``str(problem)`` is ``FILE:LINE:COLUMN: message``."""

    file: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


# The house rules a lesson is checked under: the presets, plus single options the picker can change.
PROFILES: dict[str, Rules] = {name: rules for name, (_, rules) in PRESETS.items()} | {
    "defend-alone": Rules(defend_alone="always"),
    "defend-vs-loner": Rules(defend_alone="vs_loner"),
    "left-of-loner": Rules(loner_lead="left_of_loner"),
    "loner-march-5": Rules(loner_march_score=5),
    "lone-defender-2": Rules(lone_defender_euchre_score=2),
}


_STRICT_BASE = Rules()


class _Reporter:
    """Collects problems for one file, turning data paths into positions."""

    def __init__(self, file: str, node: Any) -> None:
        self.file = file
        self.node = node
        self.problems: list[Problem] = []

    def add(self, path: Sequence[PathPart], message: str, key: bool = False) -> None:
        line, column = locate(self.node, path, key)
        problem = Problem(self.file, line, column, message)
        if problem not in self.problems:
            self.problems.append(problem)


# --- shape ----------------------------------------------------------------------------------------------


def _allowed_keys(data: Any, parent: tuple[PathPart, ...]) -> list[str]:
    """The keys the model allows at ``parent`` (for "did you mean")."""
    if parent == ():
        return list(Lesson.model_fields)
    if len(parent) == 2 and parent[0] == "steps":
        step = data["steps"][parent[1]]
        if not isinstance(step, dict):
            return []
        model = STEP_MODELS.get(str(step.get("kind")))
        if step.get("kind") == "quiz":
            model = QUIZ_STEP_MODELS.get(str(step.get("question")), model)
        return list(model.model_fields) if model else []
    return list(TextVariant.model_fields)


def _expected_values(ctx: dict[str, Any] | None) -> list[str]:
    return re.findall(r"'([^']*)'", str((ctx or {}).get("expected", "")))


def _needed_by(data: Any, parent: tuple[PathPart, ...]) -> str:
    """`` (the which_card_wins question needs it)`` when the key is missing from a quiz step."""
    if len(parent) == 2 and parent[0] == "steps":
        step = data["steps"][parent[1]]
        if isinstance(step, dict) and step.get("kind") == "quiz" and step.get("question") in QUIZ_STEP_MODELS:
            return f" (the {step['question']} question needs it)"
    return ""


def _discriminator(error: Any) -> str:
    """The key a union error is about (``kind`` of a step, ``question`` of a quiz step)."""
    return str((error.get("ctx") or {}).get("discriminator", "")).strip("'")


def _schema_problems(error: ValidationError, data: Any, report: _Reporter) -> None:
    errors = error.errors()
    paths = [data_path(data, e["loc"]) for e in errors]
    for e, path in zip(errors, paths, strict=True):
        if any(other != path and other[: len(path)] == path for other in paths):
            continue  # a deeper error explains this one (pydantic reports every branch of a union)
        kind = e["type"]
        name = str(path[-1]) if path else "lesson"
        if len(path) > 1 and path[-2] in ("teaches", "needs"):
            name = str(path[-2])  # a concept of the list, named by the list's key
        if kind == "extra_forbidden":
            allowed = _allowed_keys(data, path[:-1])
            report.add(path, f"unknown key '{name}'{did_you_mean(name, allowed)}", key=True)
        elif kind == "missing":
            report.add(path[:-1], f"missing key '{name}'{_needed_by(data, path[:-1])}")
        elif kind == "union_tag_invalid" and _discriminator(e) == "question":
            tag = str((e.get("ctx") or {}).get("tag"))
            report.add(
                path + ("question",),
                f"'{tag}' is not allowed for 'question'{did_you_mean(tag, QUIZ_KINDS)} "
                f"(expected one of: {', '.join(QUIZ_KINDS)})",
            )
        elif kind == "union_tag_invalid":
            tag = str((e.get("ctx") or {}).get("tag"))
            report.add(
                path + ("kind",),
                f"unknown step kind '{tag}'{did_you_mean(tag, STEP_KINDS)} (expected one of: {', '.join(STEP_KINDS)})",
            )
        elif kind == "union_tag_not_found" and _discriminator(e) == "question":
            report.add(path, f"missing key 'question' (one of: {', '.join(QUIZ_KINDS)})")
        elif kind == "union_tag_not_found":
            report.add(path, f"missing key 'kind' (one of: {', '.join(STEP_KINDS)})")
        elif kind == "literal_error":
            expected = _expected_values(e.get("ctx")) or [str((e.get("ctx") or {}).get("expected"))]
            given = str(e.get("input"))
            report.add(
                path,
                f"'{given}' is not allowed for '{name}'{did_you_mean(given, expected)} "
                f"(expected one of: {', '.join(expected)})",
            )
        elif kind in ("too_short", "too_long"):
            ctx = e.get("ctx") or {}
            limit = ctx.get("min_length") if kind == "too_short" else ctx.get("max_length")
            wants = "needs at least" if kind == "too_short" else "allows at most"
            report.add(path, f"'{name}' {wants} {limit} item(s), not {ctx.get('actual_length')}")
        elif kind in ("int_parsing", "int_type", "int_from_float"):
            report.add(path, f"'{name}' must be a whole number, not {e.get('input')!r}")
        elif kind in ("bool_parsing", "bool_type"):
            report.add(path, f"'{name}' must be true or false, not {e.get('input')!r}")
        elif kind == "string_pattern_mismatch":
            report.add(
                path, f"{name} '{e.get('input')}' must be lower-case words joined by hyphens, like 'left-bower-intro'"
            )
        elif kind == "string_type" and path and path[-1] in ("text", "title", "summary", "prompt"):
            report.add(path, f"'{name}' must be text, or a list of {{text, when}} variants")
        else:
            report.add(path, f"'{name}': {e['msg']}")


# --- content --------------------------------------------------------------------------------------------

_FEEDBACK_FIELDS = ("on_success", "on_failure")


def _check_rules(overrides: dict[str, Any], path: tuple[PathPart, ...], report: _Reporter) -> bool:
    ok = True
    for key in overrides:
        if key not in RULE_OPTIONS:
            report.add(path + (key,), f"unknown rule option '{key}'{did_you_mean(key, RULE_OPTIONS)}", key=True)
            ok = False
    if ok:
        try:
            combine_rules(_STRICT_BASE, overrides)
        except (TypeError, ValueError) as e:
            report.add(path, str(e))
            ok = False
    return ok


def _check_texts(data: Any, lesson: Lesson, report: _Reporter) -> None:
    for site in iter_text_sites(data):
        for name in placeholders(site.text):
            if site.field in _FEEDBACK_FIELDS and name in OUTCOME_PLACEHOLDERS:
                continue  # filled from what the learner did (outcome_text)
            if name not in PLACEHOLDER_NAMES:
                report.add(
                    site.path,
                    f"unknown placeholder '{{{name}}}' in {site.field}{did_you_mean(name, PLACEHOLDER_NAMES)}",
                )
    for i, step in enumerate(lesson.steps):
        for field in ("title", "text", "prompt", "explanation", "on_success", "on_failure"):
            value = getattr(step, field, None)
            if isinstance(value, tuple):
                for j, variant in enumerate(value):
                    when = variant.when
                    if field in _FEEDBACK_FIELDS:  # may also ask what the learner did (outcome_text)
                        when = {k: v for k, v in when.items() if k not in OUTCOME_FACTS}
                        for k, v in variant.when.items():
                            if k in OUTCOME_FACTS and not isinstance(v, OUTCOME_FACTS[k]):
                                report.add(("steps", i, field, j, "when", k), f"'{k}' must be true or false")
                    _check_rules(when, ("steps", i, field, j, "when"), report)
        for h, hint in enumerate(getattr(step, "hints", ())):
            if isinstance(hint, tuple):
                for j, variant in enumerate(hint):
                    _check_rules(variant.when, ("steps", i, "hints", h, j, "when"), report)


def _profiles(lesson: Lesson, step: AnyStep, all_profiles: bool) -> list[tuple[str, Rules]]:
    """The distinct rules a step can run under, the lesson's own first."""
    seen: dict[Rules, str] = {}
    seen[step_rules(lesson, step, Rules())] = ""
    for name, active in PROFILES.items() if all_profiles else ():
        seen.setdefault(step_rules(lesson, step, active), name)
    return [(name, r) for r, name in seen.items()]


def _under(profile: str) -> str:
    return f" (with the house rules '{profile}')" if profile else ""


def _check_explain(step: ExplainStep, path: tuple[PathPart, ...], rules: Rules, report: _Reporter) -> None:
    for field in ("cards", "trick"):
        for j, text in enumerate(getattr(step, field)):
            try:
                parse_card(text)
            except CardParseError as e:
                report.add(path + (field, j), str(e))
    if step.trump is not None:
        try:
            parse_suit(step.trump)
        except CardParseError as e:
            report.add(path + ("trump",), str(e))
    if step.deal is not None:
        try:
            hand_from_notation(rules, step.deal)
        except DealError as e:
            report.add(path + ("deal",), f"not a real deal: {e}")


def _check_quiz(step: QuizStep, path: tuple[PathPart, ...], profile: str, rules: Rules, report: _Reporter) -> bool:
    try:
        quiz = build_quiz(step, rules)
    except QuizError as e:
        report.add(path + ((e.field,) if e.field else ()), f"{e}{_under(profile)}")
        return False
    except CardParseError as e:
        report.add(path, f"{e}{_under(profile)}")
        return False
    if step.answer is not None and not profile:
        answer = step.answer if isinstance(step.answer, (str, int, bool)) else list(step.answer)
        if not quiz.check(answer).correct:
            stated = ", ".join(quiz.normalize(answer)) if _normalizes(quiz, answer) else str(answer)
            report.add(
                path + ("answer",),
                f"the stated answer '{stated}' is not the engine's answer '{', '.join(quiz.expected)}'",
            )
            return False
    return True


def _normalizes(quiz: Any, answer: Any) -> bool:
    try:
        quiz.normalize(answer)
    except (CardParseError, ValueError):
        return False
    return True


def replay_solution(run: PracticeRun, solution: Sequence[str]) -> PracticeRun:
    """Play the intended solution, passing for the learner in an optional defend-alone round it skips."""
    for text in solution:
        if run.done:
            break
        if run.state.phase is Phase.DEFEND_ALONE and text not in ("pass", "defend alone"):
            run.try_action("pass")
        try:
            feedback = run.try_action(text)
        except ScriptExhausted as e:
            raise PracticeError(f"the solution does not reach the success predicate ({e})", ("solution",)) from None
        if not feedback.accepted:
            code = feedback.reason.code if feedback.reason else "refused"
            raise PracticeError(f"solution action {text!r} is refused by the engine ({code})", ("solution",))
    return run


def _check_practice(
    lesson: Lesson, step: PracticeStep, path: tuple[PathPart, ...], profile: str, active: Rules, report: _Reporter
) -> bool:
    try:
        run = PracticeRun.start(lesson, step, active, strict=True)
        if run.done:
            what = (
                "already satisfies its success predicate"
                if run.outcome is Outcome.SUCCEEDED
                else "is already over or failed"
            )
            report.add(path + ("deal",), f"the practice's start {what}{_under(profile)}")
            return False
        if not run.learner_actions():
            report.add(path + ("deal",), f"the learner has no decision at the start{_under(profile)}")
            return False
        run = replay_solution(run, step.solution)
    except PracticeError as e:
        report.add(path + e.path, f"{e}{_under(profile)}")
        return False
    if run.outcome is not Outcome.SUCCEEDED:
        why = "reaches the failure predicate" if run.done else "does not reach the success predicate"
        report.add(path + ("solution",), f"the solution {why}{_under(profile)}")
        return False
    return True


def _check_drill(step: DrillStep, path: tuple[PathPart, ...], report: _Reporter) -> None:
    for problem in drill_problems(step.generator, step.params):
        report.add(path + problem.path, problem.message, key=problem.at_key)


def _check_content(data: Any, lesson: Lesson, report: _Reporter, all_profiles: bool) -> None:
    lesson_rules_ok = _check_rules(lesson.rules, ("rules",), report)
    _check_texts(data, lesson, report)
    seen: dict[str, int] = {}
    for i, step in enumerate(lesson.steps):
        path: tuple[PathPart, ...] = ("steps", i)
        if step.id in seen:
            report.add(path + ("id",), f"duplicate step id '{step.id}' (also step {seen[step.id] + 1})")
        seen.setdefault(step.id, i)
        if not (_check_rules(step.rules, path + ("rules",), report) and lesson_rules_ok):
            continue
        if isinstance(step, PracticeStep):
            for spec_name in ("success", "failure"):
                spec = getattr(step, spec_name)
                if spec is not None:
                    for sub, message in check_spec(spec):
                        report.add(path + (spec_name,) + sub, message)
            if check_spec(step.success) or (step.failure is not None and check_spec(step.failure)):
                continue
        if isinstance(step, DrillStep):
            _check_drill(step, path, report)
            continue
        for profile, rules in _profiles(lesson, step, all_profiles):
            if isinstance(step, ExplainStep):
                _check_explain(step, path, rules, report)
                ok = True
            elif isinstance(step, QuizStep):
                ok = _check_quiz(step, path, profile, rules, report)
            else:
                active = PROFILES.get(profile, Rules())
                ok = _check_practice(lesson, step, path, profile, active, report)
            if not ok:
                break  # one problem per step: the first profile that fails


def check_text(text: str, file: str, all_profiles: bool = True) -> tuple[Lesson | None, list[Problem]]:
    """Check one lesson file's text. Returns the lesson (``None`` when it has any problem) and the problems.

    ``all_profiles``: replay quizzes and practices under every house-rule profile (the author's check and the
    tests), not only under the lesson's own rules (enough for the app, which loads what the tests passed).
    """
    report = _Reporter(file, None)
    try:
        parsed = parse(text)
    except YamlSyntaxError as e:
        return None, [Problem(file, e.line, e.column, str(e))]
    report.node = parsed.node
    for key_node, key in duplicate_keys(parsed.node):
        line, column = key_node.start_mark.line + 1, key_node.start_mark.column + 1
        report.problems.append(Problem(file, line, column, f"duplicate key '{key}'"))
    data = parsed.data
    if not isinstance(data, dict):
        report.add((), "a lesson file must be a mapping (format_version, id, title, summary, steps)")
        return None, report.problems
    normalize_texts(data)
    try:
        lesson = Lesson.model_validate(data)
    except ValidationError as e:
        _schema_problems(e, data, report)
        return None, sorted(report.problems)
    _check_content(data, lesson, report, all_profiles)
    problems = sorted(report.problems)
    return (None if problems else lesson), problems
