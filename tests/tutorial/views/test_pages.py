"""Every page, in every language, in normal and projector mode, renders and speaks that language."""

from __future__ import annotations

import pytest

from tests.tutorial.views.conftest import PAGES, assert_clean, new_app, open_page, texts
from tutorial.core.text.i18n import LOCALES, get_translator

# The key text of each page: the first literal is the page's title as the router names it.
KEY_TEXT: dict[str, str] = {
    "": "Course map",
    "lesson": "Lessons",
    "drill": "Left-bower drill",
    "play": "Play a hand",
    "reference": "Rules reference",
    "glossary": "Glossary",
    "class": "Classroom",
}


@pytest.mark.parametrize("present", [pytest.param(False, id="normal"), pytest.param(True, id="projector")])
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("url_path", [pytest.param(p, id=p or "course-map") for p in PAGES])
def test_every_page_renders_in_every_language(url_path: str, locale: str, present: bool) -> None:
    query = {"lang": locale, **({"present": "1"} if present else {})}
    at = open_page(new_app(**query), url_path)
    where = f"page {url_path or 'course map'!r} in {locale}{' (projector)' if present else ''}"
    assert_clean(at, where)
    _ = get_translator(locale).gettext
    shown = texts(at)
    wanted = _(KEY_TEXT[url_path])
    assert any(wanted in text for text in shown), f"{where} should show {wanted!r}; it shows {shown[:8]}"
    settings = _("Settings") if present else _("Language")
    assert settings in shown, f"{where} should offer the {settings!r} control in the learner's language"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_browser_language_is_used_when_the_link_has_none(locale: str) -> None:
    region = {"en": "en-GB", "fr": "fr-CA", "hu": "hu-HU", "pt": "pt-BR"}[locale]
    at = new_app()
    at.context["locale"] = region
    at.run()
    assert_clean(at, f"course map for a {region} browser")
    title = get_translator(locale).gettext("Course map")
    assert [t.value for t in at.title] == [title], f"a {region} browser should see the course map in {locale}"


def test_the_link_language_beats_the_browser_language() -> None:
    at = new_app(lang="hu")
    at.context["locale"] = "fr-FR"
    at.run()
    title = get_translator("hu").gettext("Course map")
    assert [t.value for t in at.title] == [title], "?lang=hu should win over a French browser"


def test_the_language_picker_switches_the_whole_page() -> None:
    at = new_app(lang="en").run()
    at.selectbox(key="ctx_lang_picker").set_value("pt").run()
    assert_clean(at, "course map after choosing Português")
    assert [t.value for t in at.title] == [get_translator("pt").gettext("Course map")], (
        "choosing Português should redraw the page in Portuguese"
    )
    assert at.query_params["lang"] in ("pt", ["pt"]), "the chosen language should be kept in the address"
    names = at.selectbox(key="ctx_lang_picker").options
    assert names == ["English", "Français", "Magyar", "Português"], "each language should be named in itself"


def test_projector_mode_hides_the_sidebar_and_offers_settings_on_the_page() -> None:
    at = new_app(present="1").run()
    assert_clean(at, "course map in projector mode")
    assert not at.sidebar.selectbox, "projector mode should draw no controls in the sidebar"
    assert at.selectbox(key="ctx_lang_picker") is not None, "the language picker should still be on the page"
