"""A translation that asks for a grammatical form of a card, seat or suit ({card:the}) asks for one that exists."""

from __future__ import annotations

import string

import pytest

from tests.locales.catalogues import TRANSLATED_LOCALES, catalogue, label, messages, strings
from tutorial.core.text.card_phrases import PLACEHOLDER_FORMS


def _specs(text: str) -> list[tuple[str, str]]:
    try:
        return [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name and spec]
    except ValueError:
        return []  # not a format string (the placeholder test reports broken braces)


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
def test_every_form_asked_for_exists(locale: str) -> None:
    problems = []
    for m in messages(catalogue(locale)):
        for form in strings(m):
            for name, spec in _specs(form):
                allowed = PLACEHOLDER_FORMS.get(name)
                if allowed is None:
                    problems.append(f"{label(m)}: {{{name}:{spec}}} has no forms (only cards, seats, suits do)")
                elif spec not in allowed:
                    problems.append(f"{label(m)}: {{{name}:{spec}}} should be one of {', '.join(allowed)}")
    assert not problems, f"{locale} asks for forms that do not exist:\n" + "\n".join(problems)
