"""French typography: a no-break space (U+00A0, as the whole catalogue writes it) before : ; ? ! and %, and inside
« », so that a colon or a per cent sign never wraps to the start of a line (on a projector neither)."""

from __future__ import annotations

import re

from tests.locales.catalogues import catalogue, label, messages, strings

NO_BREAK = "\u00a0"
# A placeholder's own colon ("{card:the}"), a link's address and a Markdown link target are not prose.
NOT_PROSE = re.compile(r"\{[^{}]*\}|https?://\S+|\]\([^)]*\)")
# Before the high punctuation and %, and after «, before »: any space but U+00A0, or none at all.
WRONG_SPACE = re.compile(r"(?:[ \u202f\u2009]|(?<=[^\s\u00a0]))(?=[:;?!%»])|«(?!\u00a0)")


def _problems(text: str) -> list[str]:
    prose = NOT_PROSE.sub("X", text)
    return [prose[max(0, m.start() - 20):m.end() + 10] for m in WRONG_SPACE.finditer(prose)]


def test_the_rule_catches_what_it_should() -> None:
    assert _problems("Atout : cœur") and _problems("Atout: cœur") and _problems("« Passer »")
    assert _problems("31 %") and _problems("Vraiment ?") and _problems("Score\u202f: 3")
    assert not _problems("Atout\u00a0: cœur\u00a0; «\u00a0Passer\u00a0» à 31\u00a0%\u00a0!")
    assert not _problems("{card:the} et {chance}\u00a0% — voir [la règle](https://example.org/a:b)")


def test_every_french_entry_has_its_no_break_spaces() -> None:
    problems = [f"{label(m)}: …{bad}…" for m in messages(catalogue("fr")) for text in strings(m)
                for bad in _problems(text)]
    assert not problems, "French needs U+00A0 before : ; ? ! % and inside « »:\n" + "\n".join(problems)
