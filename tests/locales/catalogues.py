"""Helpers shared by the catalogue tests: reading the committed catalogues, extracting afresh, tokens."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from tutorial.core.lesson_format.links import link_targets
from tutorial.core.text.card_phrases import PLACEHOLDER_FORMS
from tutorial.core.text.i18n import LOCALE_DIR, LOCALES, SOURCE_LOCALE

ROOT = LOCALE_DIR.parent
POT = LOCALE_DIR / "messages.pot"
TRANSLATED_LOCALES: tuple[str, ...] = tuple(loc for loc in LOCALES if loc != SOURCE_LOCALE)

# Any replacement field str.format would fill: `{n}`, `{n:d}`, but also `{0}`, `{}`, `{n.__class__}`,
# `{n[0]}` (`{{` and `}}` are literal braces). A translation may use only the fields of its msgid.
FIELD = re.compile(r"\{([^{}]*)\}")
_LITERAL_BRACES = re.compile(r"\{\{|\}\}")
# A printf-style directive (`%s`, `%d`, `%(name)s`, `%5.2f`, `%%`); the space flag is left out, so the
# French "50 % des" is prose, not a directive.
PERCENT = re.compile(r"%(?:\([^)]*\))?[#0+-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa%]")
# Card tokens of lesson text, turned into localized card forms when rendered.
CARD_TOKEN = re.compile(r"\[(?:JOKER|(?:10|[2-9TJQKA])[CDHS])\]")


def po_path(locale: str) -> Path:
    return LOCALE_DIR / locale / "LC_MESSAGES" / "messages.po"


@cache
def catalogue(locale: str) -> Catalog:
    """The committed catalogue of ``locale`` (read once per test session)."""
    with po_path(locale).open("rb") as f:
        return read_po(f, locale=locale)


@cache
def template() -> Catalog:
    with POT.open("rb") as f:
        return read_po(f)


def messages(cat: Catalog) -> Iterator[Message]:
    """The real messages of a catalogue (no header, no obsolete entries)."""
    for m in cat:
        if m.id:
            yield m


def ids(m: Message) -> tuple[str, ...]:
    return m.id if isinstance(m.id, tuple) else (m.id,)


def strings(m: Message) -> tuple[str, ...]:
    if isinstance(m.string, tuple):
        return m.string
    return (m.string or "",)


def key(m: Message) -> tuple[str | None, str]:
    return (m.context, ids(m)[0])


def label(m: Message) -> str:
    return f"{m.context} | {ids(m)[0]!r}" if m.context else repr(ids(m)[0])


def _same_field(field: str) -> str:
    # A grammatical form a translation asks for ({card:the}, {seat:with}: see card_phrases) fills the same
    # field as the msgid's {card}; any other spec stays what it is, and is refused if the msgid lacks it.
    name, sep, form = field.partition(":")
    return name if sep and form in PLACEHOLDER_FORMS.get(name, ()) else field


def placeholders(text: str) -> set[str]:
    """Every replacement field of ``text``, as written between its braces (a known grammatical form of a card,
    seat or suit counts as its field).

    >>> sorted(placeholders("{n} of {total:d}, {0}, {n.__class__}, {{literal}}, {card:the}, {card:bogus}"))
    ['0', 'card', 'card:bogus', 'n', 'n.__class__', 'total:d']
    """
    return {_same_field(field) for field in FIELD.findall(_LITERAL_BRACES.sub("", text))}


def stray_braces(text: str) -> int:
    """Braces that open or close no field (str.format raises on them)."""
    rest = FIELD.sub("", _LITERAL_BRACES.sub("", text))
    return rest.count("{") + rest.count("}")


def percent_directives(text: str) -> Counter[str]:
    return Counter(PERCENT.findall(text))


def links(text: str) -> set[tuple[str, str]]:
    """The links and images of a Markdown text, as (kind, target)."""
    return {(found.kind, found.target) for found in link_targets(text)}


def translation_problems(source: str, form: str) -> list[str]:
    """What a translation adds that its msgid does not have: replacement fields, stray braces, % directives,
    links or images. Each breaks the page (``{0}`` raises in str.format) or sends the learner elsewhere.

    >>> translation_problems("{n} stars", "{n} étoiles")
    []
    >>> for problem in translation_problems("{n} stars", "{0} étoiles %s ![](https://x.example/p.png)"):
    ...     print(problem)
    the field {0} is not in the English text
    the directive '%s' is not in the English text
    the image 'https://x.example/p.png' is not in the English text
    """
    problems = [f"the field {{{field}}} is not in the English text"
                for field in sorted(placeholders(form) - placeholders(source))]
    if stray_braces(form) > stray_braces(source):
        problems.append("a brace that opens or closes no field")
    extra = percent_directives(form) - percent_directives(source)
    problems += [f"the directive {directive!r} is not in the English text" for directive in sorted(extra)]
    problems += [f"the {kind} {target!r} is not in the English text"
                 for kind, target in sorted(links(form) - links(source))]
    return problems


def card_tokens(text: str) -> Counter[str]:
    return Counter(CARD_TOKEN.findall(text))


def is_translated(m: Message) -> bool:
    return all(s.strip() for s in strings(m))


def extract_fresh(output: Path) -> Catalog:
    """Extract every message from the code and the lessons now, as `make catalogues` does."""
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "pyproject.toml",
         "--add-comments=TRANSLATORS:", "-o", str(output), "."],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )
    with output.open("rb") as f:
        return read_po(f)
