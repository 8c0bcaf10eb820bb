"""The committed glossary copy: complete rows, and in step with the team's shared glossary."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutorial.core.text.glossary import ALL_TERMS, DEFINITIONS, GLOSSARY, GLOSSARY_LOCALES, PROJECT_TERMS
from tutorial.core.text.i18n import LOCALES, get_translator

SHARED = Path(__file__).resolve().parents[4] / "shared" / "glossary.md"


def test_every_row_has_a_term_in_every_language() -> None:
    assert set(GLOSSARY_LOCALES) == set(LOCALES), "the glossary should have one column per app locale"
    for row in GLOSSARY:
        assert len(row) == len(GLOSSARY_LOCALES) and all(cell.strip() for cell in row), (
            f"glossary row {row!r} should have a non-empty term in each of {GLOSSARY_LOCALES}"
        )


def test_the_core_terms_are_there() -> None:
    english = {row[0] for row in GLOSSARY}
    for term in ("left bower", "right bower", "trump (suit)", "kitty", "upcard"):
        assert term in english, f"the glossary should define {term!r}"


@pytest.mark.skipif(not SHARED.exists(), reason="shared/glossary.md lies beside the repository only")
def test_the_copy_matches_the_shared_glossary() -> None:
    rows = []
    for line in SHARED.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("|") and not line.startswith("|---") and "English" not in line:
            rows.append(tuple(cell.strip() for cell in line.strip("|").split("|")))
    assert tuple(rows) == GLOSSARY, "glossary_data.py should be an exact copy of shared/glossary.md"


def test_every_term_has_a_one_line_definition_in_every_language() -> None:
    assert {row[0] for row in ALL_TERMS} == set(DEFINITIONS), "each term, and only a term, has a definition"
    for english in DEFINITIONS.values():
        assert "\n" not in english and english.endswith("."), f"a definition is one sentence line: {english!r}"
        for locale in LOCALES:
            if locale != "en":
                assert get_translator(locale).gettext(english) != english, f"{english!r} is not translated in {locale}"


def test_the_project_adds_the_terms_the_shared_glossary_lacks() -> None:
    added = {row[0] for row in PROJECT_TERMS}
    assert {"renege", "off-suit", "Canadian loner", "widow (auction euchre)", "call-ace euchre"} <= added
    assert not added & {row[0] for row in GLOSSARY}, "a project term is not a second copy of a shared one"
    for row in PROJECT_TERMS:
        assert len(row) == len(GLOSSARY_LOCALES) and all(cell.strip() for cell in row)
