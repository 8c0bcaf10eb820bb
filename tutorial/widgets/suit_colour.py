"""Red suits printed red: hearts and diamonds in Markdown text get Streamlit's ``:red[...]`` colour, and in
the table's markup (:func:`red_suits_html`) a red span.

Only the drawing layer colours text (core and the catalogues keep plain symbols, so a translation never
carries Markdown directives). A compact card ("J♦", "V♦", "10♥") is coloured whole, rank and suit, as
on a printed card; a lone symbol ("Trump: ♥ hearts") alone.

>>> red_suits("Trump: ♥ hearts; J♦ beats A♠.")
'Trump: :red[♥] hearts; :red[J♦] beats A♠.'
"""

from __future__ import annotations

import re
from html import escape

from tutorial.widgets.cards import RED

RED_SYMBOLS = "♥♦"
# An optional rank (10, a digit or one letter of any alphabet) glued to a red suit symbol.
_RED_CARD = re.compile(r"(?:10|[2-9]|[^\W\d_])?[♥♦]")


def red_suits(text: str) -> str:
    """``text`` with every red suit wrapped in ``:red[...]``; text already coloured is left as it is."""
    if ":red[" in text:
        return text
    return _RED_CARD.sub(lambda m: f":red[{m.group(0)}]", text)


def red_suits_html(text: str) -> str:
    """Plain ``text`` escaped as HTML, every red suit (with its card's rank) in a red span.

    >>> red_suits_html("Trump: ♥ hearts <b>")
    'Trump: <span class="et-red" style="color:#c62828">♥</span> hearts &lt;b&gt;'
    """
    return _RED_CARD.sub(lambda m: f'<span class="et-red" style="color:{RED}">{m.group(0)}</span>', escape(text))
