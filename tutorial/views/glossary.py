"""The glossary: the game's terms in the four languages side by side, the learner's language first."""

from __future__ import annotations

import streamlit as st

from tutorial.core.glossary_data import GLOSSARY, GLOSSARY_LOCALES
from tutorial.core.i18n import LANGUAGE_NAMES
from tutorial.widgets.context import translator


def page() -> None:
    tr = translator()
    _ = tr.gettext
    st.header(_("Glossary"))
    st.write(_("One agreed word for each idea of the game, in every language of the course."))
    order = sorted(range(len(GLOSSARY_LOCALES)), key=lambda i: GLOSSARY_LOCALES[i] != tr.locale)
    query = st.text_input(_("Find a term"), key="glossary_query").strip().casefold()
    rows = [row for row in GLOSSARY if not query or any(query in cell.casefold() for cell in row)]
    if not rows:
        st.info(_("No term matches your search."))
        return
    # Column headers are language names written in their own language (data, not interface text).
    # The learner's own term heads each row. A Markdown table: far cheaper to draw than a dataframe.
    headers = [LANGUAGE_NAMES[GLOSSARY_LOCALES[i]] for i in order]
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    for row in rows:
        cells = [row[i].replace("|", "\\|") for i in order]
        lines.append(f"| **{cells[0]}** | " + " | ".join(cells[1:]) + " |")
    st.markdown("\n".join(lines))
