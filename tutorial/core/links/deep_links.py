"""Deep links: validate the query parameters of ``?lang=hu&lesson=bowers&step=3&rules=joker&present=1``.

Every value is checked against a closed set; anything else is dropped and reported by *parameter
name* only, so the app can show a notice without ever echoing what was typed into the address bar.
Parsing never raises: a step number is ASCII digits only (``"²"`` and ``"①"`` pass ``str.isdigit``
but not here), every value has a bounded length, and a parameter given twice is ambiguous, so rejected.

>>> state, rejected = parse_link({"lang": "hu", "step": "3", "lesson": "bowers", "present": "1"},
...                              {"bowers": ("intro", "quiz", "try", "drill")})
>>> state.lang, state.lesson, state.step, state.present, rejected
('hu', 'bowers', 2, True, ())
>>> parse_link({"lang": "<b>x</b>", "step": "99", "lesson": "bowers"}, {"bowers": ("a",)})[1]
('lang', 'step')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import urlencode, urlsplit, urlunsplit

from tutorial.core.house_rules.presets import PRESETS
from tutorial.core.text.i18n import LOCALES

PARAMS: tuple[str, ...] = ("lang", "lesson", "step", "rules", "present")
_MAX_LENGTH = 64
# A 1-based step number: ASCII digits only, at most four of them (no lesson has 10,000 steps).
_STEP_NUMBER = re.compile(r"[0-9]{1,4}")
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
    if _STEP_NUMBER.fullmatch(raw):
        number = int(raw)
        return number - 1 if 1 <= number <= len(step_ids) else None
    if raw in step_ids:
        return list(step_ids).index(raw)
    return None


def _single(value: object) -> str | None:
    """The one text of a parameter: a list of several values (``&step=2&step=²``), a value that is not
    text, or one too long to be any valid value gives ``None``."""
    if isinstance(value, (list, tuple)):
        if len(value) != 1:
            return None
        value = value[0]
    if not isinstance(value, str) or len(value) > _MAX_LENGTH:
        return None
    return value.strip()


def parse_link(
    params: Mapping[str, str | Sequence[str]], lessons: Mapping[str, Sequence[str]]
) -> tuple[LinkState, tuple[str, ...]]:
    """The valid link state and the names of the parameters that were rejected (in ``PARAMS`` order).

    ``lessons`` maps each lesson id to its step ids. A step without a valid lesson is rejected. A
    parameter may be one text or the list of every value it was given in the address.

    >>> parse_link({"lesson": "bowers", "step": "\u00b2"}, {"bowers": ("a", "b")})
    (LinkState(lang=None, lesson='bowers', step=None, rules=None, present=None), ('step',))
    >>> parse_link({"lesson": "bowers", "step": ["2", "2"]}, {"bowers": ("a", "b")})[1]
    ('step',)
    """
    single = {name: _single(params[name]) for name in PARAMS if name in params}
    rejected = {name for name, v in single.items() if v is None}
    value = {name: v for name, v in single.items() if v is not None}

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


_FALLBACK_ROOT = "http://localhost:8501"
_MAX_URL_LENGTH = 2048


def app_root_of(url: str | None, page_paths: Sequence[str] = ()) -> str:
    """The app's address without page path, query or fragment, from the page URL the browser reported.

    The URL comes from the client, so anything that is not a plain http(s) address gives the local
    default instead of an error (``urlsplit`` raises on ``http://[::1``).

    >>> app_root_of("https://euchre.example/class/lesson?step=2", ("lesson",))
    'https://euchre.example/class'
    >>> app_root_of("http://[::1"), app_root_of("javascript:alert(1)"), app_root_of(None)
    ('http://localhost:8501', 'http://localhost:8501', 'http://localhost:8501')
    """
    if not isinstance(url, str) or not url or len(url) > _MAX_URL_LENGTH or not url.isprintable():
        return _FALLBACK_ROOT
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError:
        return _FALLBACK_ROOT
    if parts.scheme not in ("http", "https") or not parts.hostname or any(c in url for c in ' <>"\\'):
        return _FALLBACK_ROOT
    path = parts.path.rstrip("/")
    head, _, last = path.rpartition("/")
    if last in page_paths:
        path = head
    return urlunsplit((parts.scheme, parts.netloc, path, "", ""))


def join_link(root: str, code: str) -> str:
    """The address that opens the class page with the class code filled in.

    >>> join_link("https://euchre.example/school", "K7M2QX")
    'https://euchre.example/school/class?code=K7M2QX'
    """
    return f"{root.rstrip('/')}/class?{urlencode([('code', code)])}"
