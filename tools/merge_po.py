"""Resolve a git merge's conflicts in the catalogues without losing a translation.

Run it in the middle of a merge (``git merge`` stopped on ``locales/``), with the merged code in place:

    .venv/bin/python -m tools.merge_po

For every language it reads the three catalogues from the index (stage 1 the common ancestor, 2 "ours",
3 "theirs"), extracts and merges the template afresh from the merged code (``make catalogues``), then gives
every entry the translation a three-way merge would: the side that changed it from the ancestor wins (ours
when both did). Entries that neither side translated are listed: translate them before committing.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from tutorial.core.text.i18n import LOCALES

ROOT = Path(__file__).resolve().parent.parent
LANGS = LOCALES  # the one list of locales


def _stage(path: str, stage: int) -> Catalog | None:
    out = subprocess.run(["git", "show", f":{stage}:{path}"], cwd=ROOT, capture_output=True)
    if out.returncode != 0:
        return None
    return read_po(io.BytesIO(out.stdout))


def _translations(cat: Catalog | None) -> dict[tuple[object, str | None], object]:
    found: dict[tuple[object, str | None], object] = {}
    if cat is None:
        return found
    for m in cat:
        if m.id and not m.fuzzy:
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if all(strings):
                found[(m.id, m.context)] = m.string
    return found


def main() -> int:
    known: dict[str, dict[tuple[object, str | None], object]] = {}
    ok_notes: dict[str, set[tuple[object, str | None]]] = {lang: set() for lang in LANGS}
    for lang in LANGS:
        rel = f"locales/{lang}/LC_MESSAGES/messages.po"
        base_cat, ours, theirs = _stage(rel, 1), _stage(rel, 2), _stage(rel, 3)
        old, mine, other = _translations(base_cat), _translations(ours), _translations(theirs)
        merged = {**other, **mine}
        for cat in (ours, theirs):  # a translator's "glossary: ok" note survives the merge with its entry
            ok_notes[lang] |= {
                (m.id, m.context) for m in cat or () if m.id and any("glossary: ok" in c for c in m.user_comments)
            }
        for key, string in other.items():
            if key in mine and mine[key] == old.get(key) and string != old.get(key):
                merged[key] = string  # only their side changed this entry
        known[lang] = merged
        base = ours or theirs
        if (
            base is ours
            and ours is not None
            and theirs is not None
            and base_cat is not None
            and ours.plural_forms == base_cat.plural_forms != theirs.plural_forms
        ):
            # The Plural-Forms header is a translator's choice too (pt: "0 pontos"): the side that changed it wins.
            ours._num_plurals, ours._plural_expr = theirs.num_plurals, theirs.plural_expr
        if base is not None:
            with (ROOT / rel).open("wb") as f:
                write_po(f, base, width=76)
    subprocess.run(["git", "checkout", "--theirs", "locales/messages.pot"], cwd=ROOT, capture_output=True)
    subprocess.run(["make", "--no-print-directory", "catalogues"], cwd=ROOT, check=True, capture_output=True)
    missing = 0
    for lang in LANGS:
        path = ROOT / f"locales/{lang}/LC_MESSAGES/messages.po"
        with path.open("rb") as f:
            cat = read_po(f, locale=lang)
        for m in cat:
            if not m.id:
                continue
            if (m.id, m.context) in ok_notes[lang] and not any("glossary: ok" in c for c in m.user_comments):
                m.user_comments.append("glossary: ok")
            found = known[lang].get((m.id, m.context))
            if found is not None:
                m.string = found
                m.flags.discard("fuzzy")
            elif lang != "en" and not all(m.string if isinstance(m.string, tuple) else (m.string,)):
                missing += 1
                print(f"{lang}: untranslated: {m.context or ''}|{m.id!r}")
        with path.open("wb") as f:
            write_po(f, cat, width=76, ignore_obsolete=True)
    subprocess.run(["make", "--no-print-directory", "catalogues"], cwd=ROOT, check=True, capture_output=True)
    print(f"catalogues merged; {missing} entries still need a translation")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
