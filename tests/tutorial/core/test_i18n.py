"""The translation runtime: shared catalogues, locale negotiation, and no silent fallback."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po

from tutorial.core.text.i18n import get_translator, load_translator, negotiate_locale


@pytest.mark.parametrize(
    ("url", "session", "browser", "expected"),
    [
        pytest.param("fr", "hu", "pt-BR", "fr", id="url-wins"),
        pytest.param(None, "hu", "pt-BR", "hu", id="session-next"),
        pytest.param("xx", None, "pt-BR", "pt", id="bad-url-then-browser"),
        pytest.param(None, None, "fr-CA", "fr", id="browser-region"),
        pytest.param(None, None, "hu", "hu", id="browser-bare"),
        pytest.param(None, None, "de-DE", "en", id="unsupported-browser"),
        pytest.param(None, None, None, "en", id="nothing"),
        pytest.param("<script>", "../../etc", "", "en", id="garbage"),
    ],
)
def test_negotiate_locale(url: str | None, session: str | None, browser: str | None, expected: str) -> None:
    assert negotiate_locale(url, session, browser) == expected


def test_one_shared_translator_per_locale() -> None:
    assert get_translator("fr") is get_translator("fr"), "each locale's catalogue should be loaded once"
    assert get_translator("xx").locale == "en", "an unknown locale should get English"


def _catalogue(tmp_path: Path, locale: str, messages: dict[str, str]) -> Path:
    catalog = Catalog(locale=locale)
    for msgid, msgstr in messages.items():
        catalog.add(msgid, msgstr)
    lc = tmp_path / locale / "LC_MESSAGES"
    lc.mkdir(parents=True)
    with (lc / "messages.po").open("wb") as f:
        write_po(f, catalog)
    return lc


def test_a_po_without_mo_is_compiled_in_memory(tmp_path: Path) -> None:
    _catalogue(tmp_path, "fr", {"Next step": "Étape suivante"})
    tr = load_translator("fr", tmp_path)
    assert not tr.is_fallback, "a .po without its .mo should still be loaded"
    assert tr.gettext("Next step") == "Étape suivante"


def test_a_stale_mo_is_ignored(tmp_path: Path) -> None:
    lc = _catalogue(tmp_path, "fr", {"Next step": "Étape suivante"})
    old = Catalog(locale="fr")
    old.add("Next step", "Ancienne étape")
    with (lc / "messages.mo").open("wb") as f:
        write_mo(f, old)
    mo_time = (lc / "messages.mo").stat().st_mtime
    os.utime(lc / "messages.po", (mo_time + 10, mo_time + 10))
    assert load_translator("fr", tmp_path).gettext("Next step") == "Étape suivante", "a .po newer than its .mo wins"


def test_no_catalogue_gives_english_and_says_so(tmp_path: Path) -> None:
    tr = load_translator("hu", tmp_path)
    assert tr.is_fallback and tr.gettext("Next step") == "Next step"


def test_a_missing_translation_is_recorded(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    _catalogue(tmp_path, "pt", {"Next step": "Próximo passo"})
    tr = load_translator("pt", tmp_path)
    assert tr.gettext("Previous step") == "Previous step", "a missing translation falls back to English"
    assert tr.pgettext("bid", "Pass") == "Pass"
    assert tr.gettext("Next step") == "Próximo passo"
    assert tr.missing == {"Previous step", "bid | Pass"}, "each miss should be recorded, and only misses"
    assert "Previous step" in caplog.text, "a miss should be logged, never silent"


def test_an_untranslated_plural_is_recorded(tmp_path: Path) -> None:
    catalog = Catalog(locale="hu")
    catalog.add(("{n} star", "{n} stars"), ("", ""))
    catalog.add(("{n} trick", "{n} tricks"), ("{n} ütés", "{n} ütés"))
    lc = tmp_path / "hu" / "LC_MESSAGES"
    lc.mkdir(parents=True)
    with (lc / "messages.po").open("wb") as f:
        write_po(f, catalog)
    tr = load_translator("hu", tmp_path)
    assert tr.ngettext("{n} star", "{n} stars", 3) == "{n} stars"
    assert tr.ngettext("{n} trick", "{n} tricks", 3) == "{n} ütés"
    assert tr.missing == {"{n} star"}, "an empty plural entry shows English and should be recorded as missing"


@pytest.mark.parametrize(
    ("locale", "counts_and_forms"),
    [
        pytest.param("fr", [(0, 0), (1, 0), (2, 2), (1_000_000, 1)], id="fr-three-forms"),
        # Brazilian writing says "0 pontos": the pt catalogue puts 0 with the plural (CLDR puts it with 1).
        pytest.param("pt", [(0, 2), (1, 0), (5, 2), (2_000_000, 1)], id="pt-three-forms-zero-is-plural"),
        pytest.param("hu", [(0, 1), (1, 0), (5, 1)], id="hu-two-forms"),
    ],
)
def test_catalogues_use_their_plural_rules(locale: str, counts_and_forms: list[tuple[int, int]]) -> None:
    translations = get_translator(locale)._t
    plural = translations.plural  # type: ignore[attr-defined]
    for n, form in counts_and_forms:
        assert plural(n) == form, f"in {locale}, {n} should take plural form {form}"
