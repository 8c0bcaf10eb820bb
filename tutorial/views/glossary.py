"""The glossary: the game's terms in the four languages side by side, the learner's language first, each
with a one-line definition in the learner's language."""

from __future__ import annotations

import streamlit as st

from tutorial.core.text.glossary import ALL_TERMS, DEFINITIONS, GLOSSARY_LOCALES
from tutorial.core.text.i18n import LANGUAGE_NAMES
from tutorial.widgets.context import translator


def page() -> None:
    tr = translator()
    _ = tr.gettext
    st.header(_("Glossary"))
    st.write(_("One agreed word for each idea of the game, in every language of the course."))
    order = sorted(range(len(GLOSSARY_LOCALES)), key=lambda i: GLOSSARY_LOCALES[i] != tr.locale)
    query = st.text_input(_("Find a term"), key="glossary_query").strip().casefold()
    meaning = {row[0]: _(DEFINITIONS[row[0]]) for row in ALL_TERMS}
    rows = [row for row in ALL_TERMS if not query or any(query in cell.casefold() for cell in (*row, meaning[row[0]]))]
    if not rows:
        st.info(_("No term matches your search."))
        return
    # Column headers are language names written in their own language (data, not interface text).
    # The learner's own term heads each row. A Markdown table: far cheaper to draw than a dataframe.
    headers = [
        LANGUAGE_NAMES[GLOSSARY_LOCALES[order[0]]],
        _("What it means"),
        *(LANGUAGE_NAMES[GLOSSARY_LOCALES[i]] for i in order[1:]),
    ]
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    for row in rows:
        cells = [row[i].replace("|", "\\|") for i in order]
        definition = meaning[row[0]].replace("|", "\\|")
        lines.append(f"| **{cells[0]}** | {definition} | " + " | ".join(cells[1:]) + " |")
    st.markdown("\n".join(lines))
