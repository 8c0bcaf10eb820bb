"""No English on a French, Hungarian or Portuguese page: neither Streamlit's own words (its skip link, the hints
under a text box, the key caps inside buttons, its screen-readers' names) nor a message of the course left
untranslated.

Every text node a reader can see (in the page and in the table's frame) and every accessible name written in
an attribute is collected on each page: the course map, a lesson question, the drill, "Play a hand", the rules
reference, the glossary and the classroom's front door. A text fails when it is one of Streamlit's English
texts, or when it is a message of the English catalogue that the language translates otherwise.
"""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import Page, expect

from tests.browser.helpers import idle, open_app
from tutorial.core.course.loading import load_course
from tutorial.core.text.i18n import LOCALE_DIR, get_translator

LANGUAGES = ("fr", "hu", "pt")
PAGES = {
    "course map": "/course",
    "lesson question": "/lesson?lesson=bowers&step=12",
    "drill": "/drill",
    "play": "/play",
    "reference": "/reference",
    "glossary": "/glossary",
    "classroom": "/class",
}
# Streamlit's own English: a text or name that contains one of these, or is one of the short ones.
CHROME_PHRASES = (
    "Skip to main content",
    "Press Enter to",
    "Collapse sidebar",
    "Expand sidebar",
    "Link to heading",
    "Help for ",
    "Shortcut ",
    "Choose an option",
    "Main menu",
    "App pages",
    "Running...",
)
CHROME_WORDS = frozenset({"Enter", "Sidebar", "Open", "Close", "Stop", "Deploy", "Rerun", "PageUp", "PageDown", "Home"})

# The visible text nodes and attribute names of a document (a Material icon's ligature, "arrow_back", is a
# picture, not text). The glossary's table shows the four languages side by side on purpose: it is marked.
_COLLECT = """() => {
  const seen = el => el.checkVisibility({visibilityProperty: true});
  const texts = [], names = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement, text = n.nodeValue.trim();
    if (!text || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
    if (el.closest('[data-testid="stIconMaterial"]') || !seen(el)) continue;
    texts.push({text, data: !!el.closest('table') && location.pathname.endsWith('/glossary')});
  }
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [alt], [aria-description]')) {
    if (!seen(el) && el.getAttribute('data-testid') !== 'stSkipToContent') continue;
    for (const attr of ['aria-label', 'placeholder', 'alt', 'aria-description']) {
      const value = (el.getAttribute(attr) || '').trim();
      if (value) names.push(value);
    }
  }
  return {texts, names};
}"""


def _english_messages(locale: str) -> set[str]:
    """The English messages (without placeholders) that ``locale`` shows in other words."""
    with (LOCALE_DIR / locale / "LC_MESSAGES" / "messages.po").open("rb") as f:
        catalogue = read_po(f, locale=locale)
    english: set[str] = set()
    translated: set[str] = set()
    for m in catalogue:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        translated.update(s.strip() for s in strings if s)
        english.update(i.strip() for i in ids if "{" not in i and any(c.isalpha() for c in i))
    return english - translated


def _chrome(text: str) -> bool:
    return text in CHROME_WORDS or any(phrase in text for phrase in CHROME_PHRASES)


@pytest.mark.parametrize("locale", LANGUAGES)
def test_no_page_shows_english(page: Page, app_url: str, locale: str) -> None:
    untranslated = _english_messages(locale)
    skip_link = get_translator(locale).gettext("Skip to main content")
    problems: list[str] = []
    for name, path in PAGES.items():
        open_app(page, f"{app_url}{path}{'&' if '?' in path else '?'}lang={locale}")
        idle(page)
        # Streamlit's link is rewritten in the page's language once the page has drawn.
        expect(page.locator('[data-testid="stSkipToContent"]')).to_have_text(skip_link)
        for frame in page.frames:
            frame.wait_for_load_state("domcontentloaded")  # a component's frame may still be loading: no body yet
            found = frame.evaluate(_COLLECT)
            for item in found["texts"]:
                text = item["text"]
                if _chrome(text) or (text in untranslated and not item["data"]):
                    problems.append(f"{name}: text {text!r}")
            problems += [f"{name}: accessible name {n!r}" for n in found["names"] if _chrome(n) or n in untranslated]
    assert not problems, f"English on the {locale} pages:\n" + "\n".join(sorted(set(problems)))


def test_the_glossary_search_hint_is_in_the_page_language(page: Page, app_url: str) -> None:
    tr = get_translator("hu")
    open_app(page, f"{app_url}/glossary?lang=hu")
    idle(page)
    page.get_by_label(tr.gettext("Find a term")).fill("adu")  # typing shows Streamlit's hint under the box
    hint = page.locator('[data-testid="InputInstructions"]')
    expect(hint).to_have_text(tr.gettext("Press Enter to apply"))


def test_the_key_caps_are_hidden_but_the_keys_still_work(page: Page, app_url: str) -> None:
    """A projected question in French: "Reveal the answer" shows no "Enter" key cap, and Enter still
    reveals the answer."""
    tr = get_translator("fr")
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    step = next(i for i, s in enumerate(lesson.steps) if s.id == "jd-with-hearts") + 1
    open_app(page, f"{app_url}/lesson?lesson=bowers&step={step}&lang=fr&present=1")
    idle(page)
    reveal = page.get_by_role("button", name=tr.gettext("Reveal the answer"))
    expect(reveal).to_have_accessible_name(tr.gettext("Reveal the answer"))  # no "Enter" key cap in its name
    page.locator("h1, h2").first.click()  # the focus on the page: a shortcut is for the page
    answer = page.locator('[data-testid="stAlertContentSuccess"]')
    expect(answer).to_have_count(0)
    page.keyboard.press("Enter")  # the answer is revealed
    idle(page)
    expect(answer.first).to_contain_text(tr.gettext("The answer: {answer}.").split("{")[0].strip())
