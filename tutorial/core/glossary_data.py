"""The glossary: one agreed term per concept in each language.

A committed copy of the team's shared glossary (``shared/glossary.md``), so the app and CI do not depend
on a file outside the repository. These are the terms themselves, data not interface text: they are
shown as they are, in every locale. Where a cell offers two forms, the first is preferred. The rows live
in ``glossary.tsv`` beside this module (a header of locales, then one concept a line, tab-separated).

>>> GLOSSARY_LOCALES
('en', 'fr', 'hu', 'pt')
>>> GLOSSARY[0]
('euchre (the game)', "l'euchre", 'euchre', 'euchre')
"""

from __future__ import annotations

from importlib.resources import files


def _read() -> tuple[tuple[str, ...], tuple[tuple[str, str, str, str], ...]]:
    header, *lines = files(__package__).joinpath("glossary.tsv").read_text(encoding="utf-8").splitlines()
    rows = []
    for line in lines:
        en, fr, hu, pt = line.split("\t")
        rows.append((en, fr, hu, pt))
    return tuple(header.split("\t")), tuple(rows)


# The language of each column, and the rows in the shared glossary's order.
GLOSSARY_LOCALES, GLOSSARY = _read()
