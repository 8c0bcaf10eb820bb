"""Deep links: validate the query parameters of ``?lang=hu&lesson=bowers&step=3&rules=joker&present=1``.

Every value is checked against a closed set; anything else is dropped and reported by *parameter
name* only, so the app can show a notice without ever echoing what was typed into the address bar.

>>> state, rejected = parse_link({"lang": "hu", "step": "3", "lesson": "bowers", "present": "1"},
...                              {"bowers": ("intro", "quiz", "try", "drill")})
>>> state.lang, state.lesson, state.step, state.present, rejected
('hu', 'bowers', 2, True, ())
>>> parse_link({"lang": "<b>x</b>", "step": "99", "lesson": "bowers"}, {"bowers": ("a",)})[1]
('lang', 'step')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlencode

from tutorial.core.i18n import LOCALES
from tutorial.core.presets import PRESETS

PARAMS: tuple[str, ...] = ("lang", "lesson", "step", "rules", "present")
_MAX_LENGTH = 64
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class LinkState:
    """The valid parts of a link; ``None`` means "not given (or rejected)". ``step`` is 0-based."""

    lang: str | None = None
    lesson: str | None = None
    step: int | None = None
    rules: str | None = None
    present: bool | None = None


def _parse_step(raw: str, step_ids: Sequence[str]) -> int | None:
    """A 1-based step number or a step id."""
    if raw.isdigit() and len(raw) <= 4 and 1 <= int(raw) <= len(step_ids):
        return int(raw) - 1
    if raw in step_ids:
        return list(step_ids).index(raw)
    return None


def parse_link(
    params: Mapping[str, str], lessons: Mapping[str, Sequence[str]]
) -> tuple[LinkState, tuple[str, ...]]:
    """The valid link state and the names of the parameters that were rejected (in ``PARAMS`` order).

    ``lessons`` maps each lesson id to its step ids. A step without a valid lesson is rejected.
    """
    raw = {name: str(params[name]).strip() for name in PARAMS if name in params}
    rejected = {name for name, value in raw.items() if len(value) > _MAX_LENGTH}
    value = {name: v for name, v in raw.items() if name not in rejected}

    def pick(name: str, allowed: Sequence[str], fold: bool = True) -> str | None:
        if name not in value:
            return None
        candidate = value[name].lower() if fold else value[name]
        if candidate in allowed:
            return candidate
        rejected.add(name)
        return None

    lang = pick("lang", LOCALES)
    rules = pick("rules", tuple(PRESETS))
    lesson = pick("lesson", tuple(lessons), fold=False)
    present_text = pick("present", tuple(_TRUE | _FALSE))
    present = None if present_text is None else present_text in _TRUE
    step = None
    if "step" in value:
        step = _parse_step(value["step"], lessons[lesson]) if lesson is not None else None
        if step is None:
            rejected.add("step")
    state = LinkState(lang=lang, lesson=lesson, step=step, rules=rules, present=present)
    return state, tuple(name for name in PARAMS if name in rejected)


def link_query(state: LinkState) -> str:
    """The query string for a link to ``state`` (step numbers are 1-based in links).

    >>> link_query(LinkState(lang="fr", lesson="bowers", step=0, rules="joker", present=True))
    'lang=fr&lesson=bowers&step=1&rules=joker&present=1'
    """
    pairs: list[tuple[str, str]] = []
    if state.lang:
        pairs.append(("lang", state.lang))
    if state.lesson:
        pairs.append(("lesson", state.lesson))
        if state.step is not None:
            pairs.append(("step", str(state.step + 1)))
    if state.rules:
        pairs.append(("rules", state.rules))
    if state.present:
        pairs.append(("present", "1"))
    return urlencode(pairs)
