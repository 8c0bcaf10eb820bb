"""Translations: one read-only catalogue per locale, shared by every session of the server.

Never ``gettext.install()``: a Streamlit server shares one process between all its users, so each
session passes its own :class:`Translator` explicitly.

Catalogues are the compiled ``locales/<lang>/LC_MESSAGES/messages.mo`` (built by ``make setup``). When
a ``.mo`` is missing or older than its ``.po`` (a fresh clone run without make, a translator editing),
the ``.po`` is compiled in memory instead, so the text shown is always the committed text.

English is the source language: a msgid with no translation is shown in English. That fallback is
never silent: each miss is logged once and recorded in :attr:`Translator.missing`, and the catalogue
tests fail on any msgid without a translation.
"""

from __future__ import annotations

import gettext
import io
import logging
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

from babel import Locale
from babel import negotiate_locale as babel_negotiate
from babel.lists import format_list as babel_format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

from tutorial.core.text.data_files import data_dir

LOCALES: tuple[str, ...] = ("en", "fr", "hu", "pt")
DEFAULT_LOCALE = "en"
SOURCE_LOCALE = "en"  # msgids are English; en/messages.po may stay untranslated
# Each language named in itself, for the picker.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "hu": "Magyar", "pt": "Português"}
LOCALE_DIR = data_dir("locales")
DOMAIN = "messages"

log = logging.getLogger(__name__)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated later with ``tr.gettext``)."""
    return message


class Translator:
    """The gettext functions of one locale, plus Babel's number and list formatting.

    >>> en = get_translator("en")
    >>> en.ngettext("{n} star", "{n} stars", 2).format(n=en.format_number(2))
    '2 stars'
    >>> get_translator("fr").format_number(1234.5), get_translator("hu").format_list(["a", "b", "c"])
    ('1\\u202f234,5', 'a, b és c')
    """

    def __init__(self, locale: str, translations: gettext.NullTranslations) -> None:
        self.locale = locale
        self._t = translations
        self._babel_locale = Locale.parse(locale)
        # The real catalogue's keys (msgid, (msgid, n) for plurals, "ctx\x04msgid" with a context).
        self._catalog: dict[object, str] | None = getattr(translations, "_catalog", None)
        self._check = locale != SOURCE_LOCALE
        self.missing: set[str] = set()  # msgids shown in English for lack of a translation

    @property
    def is_fallback(self) -> bool:
        """True when no catalogue was found (English text is shown)."""
        return type(self._t) is gettext.NullTranslations

    def gettext(self, message: str) -> str:
        self._note(message, message)
        return self._t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form for ``n``, chosen on its absolute value: a score of -1 is "-1 point", as 1 is "1 point".

        >>> get_translator("pt").ngettext("{n} point", "{n} points", -1)
        '{n} ponto'
        """
        self._note_plural(singular, plural, singular)
        return self._t.ngettext(singular, plural, abs(n))

    def pgettext(self, context: str, message: str) -> str:
        self._note(f"{context}\x04{message}", f"{context} | {message}")
        return self._t.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        self._note_plural(f"{context}\x04{singular}", plural, f"{context} | {singular}")
        return self._t.npgettext(context, singular, plural, abs(n))

    def format_number(self, number: int | float) -> str:
        return format_decimal(number, locale=self._babel_locale)

    def format_list(self, items: Iterable[str]) -> str:
        return _format_list(tuple(items), self.locale)

    def _note_plural(self, msgid: str, plural: str, label: str) -> None:
        # Babel compiles an untranslated plural entry with the English forms in it: that is a miss too.
        if self._catalog is not None and self._catalog.get((msgid, 1)) == plural:
            self._note(None, label)
        else:
            self._note((msgid, 0), label)

    def _note(self, key: object, label: str) -> None:
        if not self._check or self._catalog is None or key in self._catalog or label in self.missing:
            return
        self.missing.add(label)
        log.warning("no %s translation for %r: showing English", self.locale, label)


def _load(locale: str, locale_dir: Path) -> gettext.NullTranslations:
    lc = locale_dir / locale / "LC_MESSAGES"
    po, mo = lc / f"{DOMAIN}.po", lc / f"{DOMAIN}.mo"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as f:
            return gettext.GNUTranslations(f)
    if po.is_file():
        # A stale or missing .mo: compile the committed .po in memory (fuzzy entries excluded).
        with po.open("rb") as f:
            catalog = read_po(f, locale=locale)
        buf = io.BytesIO()
        write_mo(buf, catalog, use_fuzzy=False)
        buf.seek(0)
        return gettext.GNUTranslations(buf)
    log.warning("no catalogue for %s in %s: showing English", locale, locale_dir)
    return gettext.NullTranslations()


@cache
def get_translator(locale: str) -> Translator:
    """The shared translator for ``locale`` (an unknown locale gets English)."""
    if locale not in LOCALES:
        locale = DEFAULT_LOCALE
    return Translator(locale, _load(locale, LOCALE_DIR))


def load_translator(locale: str, locale_dir: Path) -> Translator:
    """A fresh, uncached translator read from another directory (for tests and tools)."""
    return Translator(locale, _load(locale, locale_dir))


def negotiate_locale(url_lang: str | None, session_lang: str | None, browser_locale: str | None) -> str:
    """The locale to use: ``?lang=``, then the session's choice, then the browser's language, then English.

    >>> negotiate_locale(None, None, "hu-HU")
    'hu'
    >>> negotiate_locale("xx", "fr", "hu-HU")
    'fr'
    >>> negotiate_locale(None, None, "pt-BR"), negotiate_locale(None, None, "de-DE")
    ('pt', 'en')
    """
    for candidate in (url_lang, session_lang):
        if candidate in LOCALES:
            return str(candidate)
    if browser_locale:
        found = babel_negotiate([browser_locale.replace("-", "_")], list(LOCALES), sep="_")
        if found is None:
            found = babel_negotiate([browser_locale.split("-")[0].split("_")[0]], list(LOCALES))
        if found in LOCALES:
            return str(found)
    return DEFAULT_LOCALE


@lru_cache(maxsize=1024)
def _format_list(items: tuple[str, ...], locale: str) -> str:
    # Babel builds the list pattern from its locale data on every call: cached, pages list the same names.
    return babel_format_list(list(items), locale=locale)
