"""Streamlit's own words on the page (its "chrome") in the learner's language.

Streamlit writes a few English texts of its own into every page: the "Skip to main content" link (the first
thing a keyboard or screen-reader user meets), the hint under a text box ("Press Enter to apply"), and screen-reader
names such as "Collapse sidebar" or "Help for {label}". It offers no way to translate them, so a tiny script
sets them from this module's messages, and keeps doing so as Streamlit redraws. The key caps that Streamlit
prints inside a button with a keyboard shortcut ("Enter", "N", "PageDown") are hidden outside English: the keys
still work, but the caps would be English words on a French page (a French keyboard says "Entrée").
"""

from __future__ import annotations

import json
from functools import lru_cache

import streamlit as st

from tutorial.core.text.i18n import SOURCE_LOCALE, Translator


def chrome_texts(tr: Translator) -> dict[str, dict[str, str]]:
    """Streamlit's English texts and their translations: ``text`` for whole text nodes, ``prefix`` for hints
    that Streamlit completes (" • 3/16"), ``label`` for screen-reader names, ``placeholder`` for an empty box's
    words; ``help`` holds the pattern of a widget's help button ("Help for {label}").

    >>> from tutorial.core.text.i18n import get_translator
    >>> chrome_texts(get_translator("en"))["text"]["Skip to main content"]
    'Skip to main content'
    """
    _ = tr.gettext
    return {
        "text": {
            # TRANSLATORS: Streamlit's link that lets a keyboard user jump past the menu to the page itself.
            "Skip to main content": _("Skip to main content"),
        },
        "prefix": {
            # TRANSLATORS: under a search box while typing: pressing Enter applies what was typed.
            "Press Enter to apply": _("Press Enter to apply"),
            # TRANSLATORS: under the box of a form while typing: pressing Enter sends the form.
            "Press Enter to submit form": _("Press Enter to submit form"),
        },
        "label": {
            # TRANSLATORS: screen-reader names of Streamlit's controls (heard, not seen).
            "Sidebar": _("Sidebar"),
            "Collapse sidebar": _("Collapse sidebar"),
            "Expand sidebar": _("Expand sidebar"),
            "App pages": _("App pages"),
            # TRANSLATORS: screen-reader name of the button that opens a drop-down list.
            "Open": _("Open the list"),
            # TRANSLATORS: screen-reader name of the little link icon next to a heading.
            "Link to heading": _("Link to this heading"),
            # TRANSLATORS: screen-reader name of the button that closes a pop-up panel.
            "Close": _("Close"),
        },
        "placeholder": {
            # TRANSLATORS: shown in an empty drop-down list, and read by screen readers.
            "Choose an option": _("Choose an option"),
        },
        # TRANSLATORS: screen-reader name of the "?" button next to a setting; {label} is the setting's name.
        "help": {"Help for {label}": _("Help for {label}")},
    }


_SCRIPT = """<span id="euchre-chrome"></span><script>
(() => {
  const doc = document;
  const T = %s;
  const hideKeys = %s;
  const help = T.help["Help for {label}"];
  // Every text this script wrote, so that a later language can replace it too.
  const seen = window.__euchreChromeSeen || (window.__euchreChromeSeen = {text: {}, label: {}, placeholder: {}});
  const own = (kind, english, shown) => { seen[kind][shown] = english; return shown; };
  const source = (kind, shown) => seen[kind][shown] || shown;
  function textNode(node) {
    const now = node.nodeValue;
    const whole = source("text", now);
    if (T.text[whole] !== undefined) {
      if (now !== T.text[whole]) node.nodeValue = own("text", whole, T.text[whole]);
      return;
    }
    for (const [english, shown] of Object.entries(T.prefix)) {  // a hint Streamlit completes (" • 3/16")
      const starts = [english, ...Object.keys(seen.text).filter(k => seen.text[k] === english)];
      const from = starts.find(start => now.startsWith(start));
      if (from !== undefined) {
        const value = own("text", english, shown) + now.slice(from.length);
        if (now !== value) node.nodeValue = value;
        return;
      }
    }
  }
  function label(el) {
    const now = el.getAttribute("aria-label");
    const english = source("label", now);
    let value = T.label[english];
    if (value === undefined && english.startsWith("Help for ")) value = help.replace("{label}", english.slice(9));
    if (value !== undefined && value !== now) el.setAttribute("aria-label", own("label", english, value));
  }
  function placeholder(el) {
    const now = el.getAttribute("placeholder");
    const english = source("placeholder", now);
    const value = T.placeholder[english];
    if (value !== undefined && value !== now) el.setAttribute("placeholder", own("placeholder", english, value));
  }
  function apply() {
    const skip = doc.querySelector('[data-testid="stSkipToContent"]');
    if (skip) for (const n of skip.childNodes) if (n.nodeType === 3) textNode(n);
    for (const box of doc.querySelectorAll('[data-testid="InputInstructions"]')) {
      const walker = doc.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) textNode(n);
    }
    for (const el of doc.querySelectorAll("[aria-label]")) label(el);
    for (const el of doc.querySelectorAll("[placeholder]")) placeholder(el);
    doc.documentElement.classList.toggle("euchre-no-key-caps", hideKeys);
  }
  window.__euchreChromeApply = apply;
  if (!window.__euchreChromeObserver) {
    // The observer's callback runs before the browser paints, so no English is ever shown or read out; its own
    // writes call it once more, and then nothing changes.
    window.__euchreChromeObserver = new MutationObserver(() => window.__euchreChromeApply());
    window.__euchreChromeObserver.observe(doc.body, {subtree: true, childList: true, characterData: true,
                                                     attributes: true, attributeFilter: ["aria-label", "placeholder"]});
  }
  apply();
})();
</script>
<style>
.euchre-no-key-caps [data-has-shortcut] kbd { display: none; }
[data-testid="stElementContainer"]:has(#euchre-chrome) { display: none; }  /* no gap for an empty element */
</style>"""


@lru_cache(maxsize=8)
def _html(tr: Translator) -> str:
    texts = json.dumps(chrome_texts(tr), ensure_ascii=False).replace("</", "<\\/")
    hide = "true" if tr.locale != SOURCE_LOCALE else "false"
    return _SCRIPT % (texts, hide)


def localise(tr: Translator) -> None:
    """Put Streamlit's own texts in the learner's language. Call once per run, at one fixed place (the router,
    before any page draws): the element it adds shows nothing."""
    st.html(_html(tr), unsafe_allow_javascript=True)
