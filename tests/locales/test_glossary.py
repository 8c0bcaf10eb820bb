"""Translations use the glossary's agreed term wherever the English text uses a glossary term.

The glossary is the committed copy ``tutorial/core/text/glossary.py`` (checked against the shared
``glossary.md`` by tests/tutorial/core/test_glossary_data.py), so CI needs nothing outside the repository.

Matching is deliberately forgiving, because words inflect: English terms match as whole words with an
optional plural ``s``; an agreed term matches when each of its words' stems (the first 60% of the word,
at least three letters; accents ignored) begins some word of the translation, and any offered form will
do ("partir en solo" or "cavalier seul"). Where a term is used in another sense, a translator adds the
comment ``# glossary: ok`` above the entry in the .po file.
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import cache

import pytest

from tests.locales.catalogues import TRANSLATED_LOCALES, catalogue, ids, is_translated, label, messages, strings
from tutorial.core.text.glossary import GLOSSARY, GLOSSARY_LOCALES

# English words too general to police everywhere ("the game" of euchre is not "une partie").
IGNORED_TERMS = frozenset({"name", "game"})
PLACEHOLDER_OR_TOKEN = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]")
PAREN = re.compile(r"\(([^()]*)\)")


def _fold(text: str) -> str:
    """Lower case without accents, so a term matches however a locale inflects or accents it."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", _fold(text))


def _stem(word: str) -> str:
    return word if len(word) <= 3 else word[: max(3, math.ceil(0.6 * len(word)))]


def _target_forms(cell: str) -> list[tuple[str, ...]]:
    """The accepted forms of one target-language cell, each as its word stems."""
    texts = [PAREN.sub("", cell)] + PAREN.findall(cell)
    forms = []
    for text in texts:
        for part in re.split(r"[;/]", text):
            words = _words(part)
            content = [w for w in words if len(w) >= 3] if len(words) > 1 else words
            if content:
                forms.append(tuple(_stem(w) for w in content))
    return forms


def _english_terms(cell: str) -> list[str]:
    terms = []
    for alt in PAREN.sub("", cell).split("/"):
        term = re.sub(r"^(?:seats|to|the)\s+", "", alt.strip().lower())
        if term and term not in IGNORED_TERMS:
            terms.append(term)
    return terms


def _split_positionally(cells: tuple[str, ...], sep: str) -> list[tuple[str, ...]]:
    parts = [PAREN.sub(lambda m: m.group(0).replace(sep, "\0"), c).split(sep) for c in cells]
    if len({len(p) for p in parts}) != 1:
        return [cells]
    return [tuple(p[i].replace("\0", sep).strip() for p in parts) for i in range(len(parts[0]))]


@cache
def glossary_terms() -> dict[str, dict[str, list[tuple[str, ...]]]]:
    """English term -> locale -> accepted forms (a term in two rows accepts the forms of both)."""
    terms: dict[str, dict[str, list[tuple[str, ...]]]] = {}
    for row in GLOSSARY:
        for group in _split_positionally(row, ","):
            for concept in _split_positionally(group, "/"):
                by_locale = dict(zip(GLOSSARY_LOCALES, concept, strict=True))
                for term in _english_terms(by_locale["en"]):
                    entry = terms.setdefault(term, {})
                    for locale in TRANSLATED_LOCALES:
                        if locale in by_locale:
                            entry.setdefault(locale, []).extend(_target_forms(by_locale[locale]))
    return terms


def _english_pattern(term: str) -> re.Pattern[str]:
    words = term.split()
    last = words[-1]
    endings = [re.escape(last) + "(?:e?s)?"]
    if last.endswith("s") and not last.endswith("ss"):
        endings.append(re.escape(last[:-1]))
    body = r"\s+".join(re.escape(w) for w in words[:-1])
    body = (body + r"\s+" if body else "") + "(?:" + "|".join(endings) + ")"
    return re.compile(r"(?<![\w-])" + body + r"(?![\w-])", re.IGNORECASE)


def terms_used(english: str) -> list[str]:
    """The glossary terms in an English text; a longer term hides the shorter ones inside it."""
    text = PLACEHOLDER_OR_TOKEN.sub(" ", english)
    found = []
    for term in glossary_terms():
        for m in _english_pattern(term).finditer(text):
            found.append((m.start(), m.end(), term))
    found.sort(key=lambda f: f[0] - f[1])  # longest first
    kept: list[tuple[int, int, str]] = []
    for start, end, term in found:
        if all(end <= s or start >= e for s, e, _ in kept):
            kept.append((start, end, term))
    return sorted({term for _, _, term in kept})


def uses_form(translation: str, forms: list[tuple[str, ...]]) -> bool:
    words = _words(PLACEHOLDER_OR_TOKEN.sub(" ", translation))
    return any(all(any(w.startswith(stem) for w in words) for stem in form) for form in forms)


def glossary_problems(english: str, translation: str, locale: str) -> list[str]:
    terms = glossary_terms()
    return [term for term in terms_used(english) if not uses_form(translation, terms[term][locale])]


@pytest.mark.parametrize(
    ("english", "translation", "locale", "problems"),
    [
        pytest.param("You must follow suit.", "Vous devez fournir.", "fr", [], id="follow-suit-hides-suit"),
        pytest.param("You must follow suit.", "Vous devez suivre.", "fr", ["follow suit"], id="wrong-verb"),
        pytest.param("The left bower is trump.", "A bal bubi adu.", "hu", [], id="hu-inflected"),
        pytest.param("Two tricks", "Duas vazas", "pt", [], id="plural"),
        pytest.param("Two tricks", "Dois truques", "pt", ["trick"], id="machine-translation"),
        pytest.param("the dealer passes", "o revendedor passa", "pt", ["dealer"], id="seed-error"),
        pytest.param("Go alone", "Partir en solo", "fr", [], id="first-form"),
        pytest.param("Go alone", "Jouer en cavalier seul", "fr", [], id="second-form"),
        pytest.param("It counts as a heart.", "Il compte comme un cœur.", "fr", [], id="singular-of-hearts"),
        pytest.param("{card} is the best bower", "{card} é o melhor bower", "pt", [], id="placeholder-ignored"),
        pytest.param("Pass", "Passzolok", "hu", [], id="hu-verb-form"),
        pytest.param("Learn the game", "Apprendre le jeu", "fr", [], id="ignored-term"),
        pytest.param("You order up", "Vous faites ramasser", "fr", [], id="fr-conjugated"),
        pytest.param("Order up", "Ramasser", "fr", ["order up"], id="fr-half-a-term"),
    ],
)
def test_the_glossary_matcher(english: str, translation: str, locale: str, problems: list[str]) -> None:
    assert glossary_problems(english, translation, locale) == problems


def test_the_glossary_gives_terms() -> None:
    terms = glossary_terms()
    for term in ("left bower", "trump", "kitty", "hearts", "follow suit", "south", "dealer"):
        assert term in terms, f"the glossary should yield the English term {term!r} (got {sorted(terms)})"
    assert ("lap",) in terms["card"]["hu"], "card / deck should map positionally to lap / pakli"


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
def test_translations_use_the_glossary(locale: str) -> None:
    assert locale in GLOSSARY_LOCALES, f"the glossary needs a {locale} column (see docs/adding-a-language.md)"
    problems = []
    for m in messages(catalogue(locale)):
        if not is_translated(m) or any("glossary: ok" in c for c in m.user_comments):
            continue
        english = " ".join(ids(m))
        translation = " ".join(strings(m))
        for term in glossary_problems(english, translation, locale):
            forms = " or ".join(" ".join(f) + "…" for f in glossary_terms()[term][locale])
            problems.append(f"{label(m)}: uses {term!r} but the {locale} text lacks {forms}")
    assert not problems, f"{locale} translations should use the glossary's terms:\n" + "\n".join(problems)
