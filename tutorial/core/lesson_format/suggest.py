"""The one "did you mean" of the author's messages (lesson keys, rule options, predicates, drills,
question kinds, placeholders, prerequisites)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest choice, or nothing.

    >>> did_you_mean("txet", ["text", "title"]), did_you_mean("zzz", ["text"])
    (" (did you mean 'text'?)", '')
    """
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""
