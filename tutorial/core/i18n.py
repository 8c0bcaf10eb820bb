"""Translations: one read-only catalogue per locale, shared by every session of the server.

Never ``gettext.install()``: a Streamlit server shares one process between all its users, so each
session passes its own :class:`Translator` explicitly.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from babel import Locale, negotiate_locale as babel_negotiate
from babel.lists import format_list as babel_format_list
from babel.numbers import format_decimal

LOCALES: tuple[str, ...] = ("en", "fr", "hu", "pt")
DEFAULT_LOCALE = "en"
# Each language named in itself, for the picker.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "hu": "Magyar", "pt": "Português"}
LOCALE_DIR = Path(__file__).resolve().parents[2] / "locales"
DOMAIN = "messages"


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (translated later with ``tr.gettext``)."""
    return message


class Translator:
    """The gettext functions of one locale, plus Babel's number and list formatting."""

    def __init__(self, locale: str, translations: gettext.NullTranslations) -> None:
        self.locale = locale
        self._t = translations
        self._babel_locale = Locale.parse(locale)

    @property
    def is_fallback(self) -> bool:
        """True when no compiled catalogue was found (English text is shown)."""
        return type(self._t) is gettext.NullTranslations

    def gettext(self, message: str) -> str:
        return self._t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._t.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self._t.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self._t.npgettext(context, singular, plural, n)

    def format_number(self, number: int | float) -> str:
        return format_decimal(number, locale=self._babel_locale)

    def format_list(self, items: Iterable[str]) -> str:
        return babel_format_list(list(items), locale=self._babel_locale)


@lru_cache(maxsize=None)
def get_translator(locale: str) -> Translator:
    """The shared translator for ``locale`` (an unknown locale gets English)."""
    if locale not in LOCALES:
        locale = DEFAULT_LOCALE
    try:
        t: gettext.NullTranslations = gettext.translation(DOMAIN, LOCALE_DIR, languages=[locale])
    except OSError:
        t = gettext.NullTranslations()
    return Translator(locale, t)


def negotiate_locale(url_lang: str | None, session_lang: str | None, browser_locale: str | None) -> str:
    """The locale to use: ``?lang=``, then the session's choice, then the browser's language, then English.

    >>> negotiate_locale(None, None, "hu-HU")
    'hu'
    >>> negotiate_locale("xx", "fr", "hu-HU")
    'fr'
    """
    for candidate in (url_lang, session_lang):
        if candidate in LOCALES:
            return candidate  # type: ignore[return-value]
    if browser_locale:
        found = babel_negotiate([browser_locale.replace("-", "_")], list(LOCALES), sep="_")
        if found is None:
            found = babel_negotiate([browser_locale.split("-")[0].split("_")[0]], list(LOCALES))
        if found in LOCALES:
            return found  # type: ignore[return-value]
    return DEFAULT_LOCALE
