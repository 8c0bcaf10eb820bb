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

from tutorial.core.i18n import LOCALE_DIR, LOCALES, SOURCE_LOCALE

ROOT = LOCALE_DIR.parent
POT = LOCALE_DIR / "messages.pot"
TRANSLATED_LOCALES: tuple[str, ...] = tuple(loc for loc in LOCALES if loc != SOURCE_LOCALE)

# `{name}` placeholders filled with str.format after translation (a format spec is allowed: {n:d}).
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_]\w*)(?:[:!][^{}]*)?\}(?!\})")
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


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


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
