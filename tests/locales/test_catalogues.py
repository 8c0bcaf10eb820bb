"""The catalogues: real, current, complete, and faithful to each msgid's placeholders and card tokens."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural

from tests.locales.catalogues import (
    TRANSLATED_LOCALES,
    card_tokens,
    catalogue,
    extract_fresh,
    ids,
    is_translated,
    key,
    label,
    messages,
    placeholders,
    po_path,
    strings,
    template,
    translation_problems,
)
from tutorial.core.text.i18n import LOCALES, get_translator


def _gate(problems: list[str], what: str) -> None:
    """Fail on ``problems``, quoting the first few."""
    if problems:
        pytest.fail(f"{what}: {len(problems)} problem(s), e.g.\n  " + "\n  ".join(problems[:15]))


@pytest.mark.parametrize("locale", LOCALES)
def test_each_locale_has_a_catalogue(locale: str) -> None:
    assert po_path(locale).is_file(), f"{po_path(locale)} should exist (run `make catalogues`)"
    assert catalogue(locale).locale is not None and str(catalogue(locale).locale) == locale


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
def test_each_locale_loads_as_a_real_catalogue(locale: str) -> None:
    tr = get_translator(locale)
    assert not tr.is_fallback, f"the {locale} catalogue should load, not fall back to English"
    assert tr.pgettext("seat", "South") != "South", f"the {locale} catalogue should translate the seat names"


# Where the language's writing differs from Babel's (CLDR's) plural rule, the translator's choice, with why.
# Brazilian Portuguese writes "0 pontos", "0 vazas": CLDR's pt rule puts 0 with 1 ("0 ponto").
PLURAL_EXPR_CHOSEN = {"pt": "(n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2"}


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
def test_plural_forms_are_babels_for_the_language(locale: str) -> None:
    cat = catalogue(locale)
    expected = get_plural(locale)
    assert cat.num_plurals == expected.num_plurals, (
        f"the {locale} catalogue should have {expected.num_plurals} plural forms as Babel's data says"
    )
    wanted = PLURAL_EXPR_CHOSEN.get(locale, expected.plural_expr)
    assert cat.plural_expr.replace(" ", "") == wanted.replace(" ", ""), (
        f"the {locale} Plural-Forms header should be {wanted}"
    )
    for m in messages(cat):
        if m.pluralizable:
            assert len(strings(m)) == expected.num_plurals, f"{label(m)} in {locale} should have every plural form"
            filled = [bool(s.strip()) for s in strings(m)]
            assert all(filled) or not any(filled), (
                f"{label(m)} in {locale} has only some of its {expected.num_plurals} plural forms filled"
            )


@pytest.mark.parametrize("locale", LOCALES)
def test_no_fuzzy_entries(locale: str) -> None:
    fuzzy = [label(m) for m in messages(catalogue(locale)) if m.fuzzy]
    assert not fuzzy, f"the {locale} catalogue has fuzzy entries (check them and remove the flag): {fuzzy[:10]}"


@pytest.mark.parametrize("locale", LOCALES)
def test_translations_keep_placeholders_and_card_tokens(locale: str) -> None:
    problems = []
    for m in messages(catalogue(locale)):
        if not is_translated(m):
            continue
        source = " ".join(ids(m))
        wanted, cards = placeholders(source), card_tokens(source)
        got: set[str] = set()
        for form in strings(m):
            extra = placeholders(form) - wanted
            if extra:
                problems.append(f"{label(m)}: {sorted(extra)} is not a placeholder of the English text")
            got |= placeholders(form)
            if card_tokens(form) != cards:
                problems.append(f"{label(m)}: card tokens {dict(card_tokens(form))} should be {dict(cards)}")
        if got != wanted:
            problems.append(f"{label(m)}: placeholders {sorted(got)} should be {sorted(wanted)}")
    assert not problems, f"{locale} translations must keep every {{name}} and [CARD] token:\n" + "\n".join(problems)


@pytest.mark.parametrize("locale", LOCALES)
def test_translations_add_no_field_directive_link_or_image(locale: str) -> None:
    problems = []
    for m in messages(catalogue(locale)):
        if not is_translated(m):
            continue
        source = " ".join(ids(m))
        for form in strings(m):
            problems += [f"{label(m)}: {problem}" for problem in translation_problems(source, form)]
    assert not problems, (f"{locale} translations may use only the fields, % directives, links and images of "
                          "the English text:\n" + "\n".join(problems))


@pytest.mark.parametrize(
    ("source", "translation", "problem"),
    [
        pytest.param("Step {n} of {total}", "Étape {0} sur {total}", "the field {0} is not in the English text",
                     id="a positional field is refused (it raises in str.format)"),
        pytest.param("Step {n} of {total}", "Étape {} sur {total}", "the field {} is not in the English text",
                     id="an empty field is refused"),
        pytest.param("{n} stars", "{n.__class__} étoiles", "the field {n.__class__} is not in the English text",
                     id="an attribute lookup in a field is refused (it leaks internals)"),
        pytest.param("{n} stars", "{n[0]} étoiles", "the field {n[0]} is not in the English text",
                     id="an index in a field is refused"),
        pytest.param("{n} stars", "{n!r} étoiles", "the field {n!r} is not in the English text",
                     id="a conversion the English does not use is refused"),
        pytest.param("{n} stars", "{_private} étoiles", "the field {_private} is not in the English text",
                     id="a field starting with an underscore is refused"),
        pytest.param("{n} stars", "{n} étoiles }", "a brace that opens or closes no field",
                     id="a lone brace is refused (it raises in str.format)"),
        pytest.param("Well played.", "Bien joué %s.", "the directive '%s' is not in the English text",
                     id="a percent directive is refused"),
        pytest.param("Well played.", "Bien joué %(name)s.", "the directive '%(name)s' is not in the English text",
                     id="a named percent directive is refused"),
        pytest.param("Read the rules.", "Lisez [les règles](javascript:alert(1)).",
                     "the link 'javascript:alert(1)' is not in the English text", id="a script link is refused"),
        pytest.param("Well played.", "Bien joué ![](https://tracker.example/p.png)",
                     "the image 'https://tracker.example/p.png' is not in the English text",
                     id="a remote image is refused"),
        pytest.param("Well played.", "Bien joué, voir https://elsewhere.example",
                     "the link 'https://elsewhere.example' is not in the English text", id="a bare address is refused"),
        pytest.param("See [the table](?lesson=the-table).", "Voir [la table](?lesson=bowers).",
                     "the link '?lesson=bowers' is not in the English text",
                     id="even a course link the English does not have is refused"),
    ],
)
def test_the_gate_refuses_what_a_translation_adds(source: str, translation: str, problem: str) -> None:
    assert problem in translation_problems(source, translation)


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        pytest.param("Step {n} of {total}", "{total} lépésből a(z) {n}.", id="fields in another order"),
        pytest.param("{n} stars", "{n} étoiles", id="the same field"),
        pytest.param("See [the table](?lesson=the-table).", "Voir [la table](?lesson=the-table).",
                     id="the same link with its text translated"),
        pytest.param("Half the tricks.", "50 % des plis.", id="a percent sign in prose is not a directive"),
        pytest.param("Use {{braces}}.", "Utilisez {{accolades}}.", id="literal braces stay literal"),
    ],
)
def test_the_gate_accepts_faithful_translations(source: str, translation: str) -> None:
    assert translation_problems(source, translation) == []


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
def test_every_string_is_translated(locale: str) -> None:
    missing = [label(m) for m in messages(catalogue(locale)) if not is_translated(m)]
    _gate(missing, f"untranslated strings in locales/{locale}/LC_MESSAGES/messages.po")


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str | None, str]]:
    path: Path = tmp_path_factory.mktemp("pot") / "messages.pot"
    try:
        return {key(m) for m in messages(extract_fresh(path))}
    except subprocess.CalledProcessError as err:
        _gate([err.stderr.strip().splitlines()[-1]], "extracting messages as `make catalogues` does failed")
        raise


def test_the_template_is_current(fresh: set[tuple[str | None, str]]) -> None:
    committed = {key(m) for m in messages(template())}
    new = sorted(fresh - committed, key=str)
    gone = sorted(committed - fresh, key=str)
    _gate([f"new: {k}" for k in new] + [f"gone: {k}" for k in gone],
          "locales/messages.pot differs from the strings in the code and lessons (run `make catalogues`)")


@pytest.mark.parametrize("locale", LOCALES)
def test_each_catalogue_has_every_current_string(locale: str, fresh: set[tuple[str | None, str]]) -> None:
    committed = {key(m) for m in messages(catalogue(locale))}
    problems = [f"missing: {k}" for k in sorted(fresh - committed, key=str)]
    problems += [f"obsolete: {k}" for k in sorted(committed - fresh, key=str)]
    _gate(problems, f"locales/{locale}/LC_MESSAGES/messages.po is not up to date (run `make catalogues`)")


def _markdown_shape(text: str) -> tuple[int, int]:
    """Paragraphs and list items: what a translation must keep for the lesson to read the same."""
    paragraphs = len([p for p in re.split(r"\n\s*\n", text.strip()) if p.strip()])
    items = len(re.findall(r"^\s*(?:[-*+]|\d+[.)])\s", text, flags=re.MULTILINE))
    return paragraphs, items


@pytest.mark.parametrize("locale", TRANSLATED_LOCALES)
def test_translations_keep_the_markdown(locale: str) -> None:
    problems = []
    for m in messages(catalogue(locale)):
        if not is_translated(m):
            continue
        source = ids(m)[0]
        for form in strings(m):
            if _markdown_shape(form) != _markdown_shape(source):
                problems.append(f"{label(m)}: (paragraphs, list items) {_markdown_shape(form)} "
                                f"should be {_markdown_shape(source)}")
            if form.count("**") % 2:
                problems.append(f"{label(m)}: an unclosed ** in {form[:60]!r}")
            if HTML_TAG.search(form) and not HTML_TAG.search(source):
                problems.append(f"{label(m)}: raw HTML in a translation ({HTML_TAG.search(form)})")
    assert not problems, f"{locale} translations should keep the Markdown of the English:\n" + "\n".join(problems)


HTML_TAG = re.compile(r"<[A-Za-z/!][^>]*>")


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        pytest.param("One line.", (1, 0), id="plain"),
        pytest.param("First.\n\nSecond:\n\n- a\n- b", (3, 2), id="paragraphs-and-list"),
        pytest.param("1. one\n2. two", (1, 2), id="numbered"),
    ],
)
def test_markdown_shape(text: str, shape: tuple[int, int]) -> None:
    assert _markdown_shape(text) == shape
