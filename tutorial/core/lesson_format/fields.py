"""The one list of translatable lesson fields, shared by the loader, the validator and the Babel extractor.

A text field holds English Markdown, or a list of ``{text, when}`` variants. The loader normalizes every
text with :func:`normalize_text` and the extractor extracts exactly that normalized string, so the
``msgid`` in the catalogue is the key the app looks up.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tutorial.core.lesson_format.yaml_marks import PathPart

# Top-level fields of a lesson that are text.
LESSON_TEXT_FIELDS: tuple[str, ...] = ("title", "summary")
# Fields of a step that are text; ``hints`` is a list of texts.
STEP_TEXT_FIELDS: tuple[str, ...] = ("title", "text", "prompt", "explanation", "hints", "on_success", "on_failure")
TEXT_LIST_FIELDS: frozenset[str] = frozenset({"hints"})


def normalize_text(text: str) -> str:
    """The canonical form of a lesson text: surrounding blank space removed, trailing spaces dropped.

    >>> normalize_text("  Hello\\nworld  \\n")
    'Hello\\nworld'
    """
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


@dataclass(frozen=True)
class TextSite:
    """Where one translatable string sits: its data path, text, and a label for translators."""

    path: tuple[PathPart, ...]
    text: str
    lesson_id: str
    step_id: str | None
    field: str

    @property
    def comment(self) -> str:
        """The translator comment, e.g. ``lesson bowers, step left-bower-intro, field text``."""
        where = f"lesson {self.lesson_id}"
        if self.step_id is not None:
            where += f", step {self.step_id}"
        return f"{where}, field {self.field}"


def _text_sites(
    value: Any, path: tuple[PathPart, ...], lesson_id: str, step_id: str | None, field: str
) -> Iterator[TextSite]:
    if isinstance(value, str):
        yield TextSite(path, value, lesson_id, step_id, field)
    elif isinstance(value, list):
        for i, variant in enumerate(value):
            if isinstance(variant, dict) and isinstance(variant.get("text"), str):
                yield TextSite(path + (i, "text"), variant["text"], lesson_id, step_id, field)


def iter_text_sites(data: Any) -> Iterator[TextSite]:
    """Every translatable string of a raw lesson document (plain data from YAML), in file order.

    >>> doc = {"id": "bowers", "title": "Bowers", "summary": "s",
    ...        "steps": [{"id": "intro", "text": [{"text": "a"}, {"text": "b", "when": {"joker": True}}],
    ...                   "hints": ["h1", "h2"]}]}
    >>> [(s.field, s.text) for s in iter_text_sites(doc)]
    [('title', 'Bowers'), ('summary', 's'), ('text', 'a'), ('text', 'b'), ('hints[1]', 'h1'), ('hints[2]', 'h2')]
    >>> list(iter_text_sites(doc))[2].comment
    'lesson bowers, step intro, field text'
    """
    if not isinstance(data, dict):
        return
    lesson_id = str(data.get("id", "?"))
    for name in LESSON_TEXT_FIELDS:
        yield from _text_sites(data.get(name), (name,), lesson_id, None, name)
    steps = data.get("steps")
    if not isinstance(steps, list):
        return
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            continue
        step_id = str(step.get("id", i + 1))
        for name in STEP_TEXT_FIELDS:
            value = step.get(name)
            if name in TEXT_LIST_FIELDS and isinstance(value, list):
                for j, item in enumerate(value):
                    yield from _text_sites(item, ("steps", i, name, j), lesson_id, step_id, f"{name}[{j + 1}]")
            else:
                yield from _text_sites(value, ("steps", i, name), lesson_id, step_id, name)


def normalize_texts(data: Any) -> None:
    """Normalize, in place, every translatable string of a raw lesson document."""
    for site in list(iter_text_sites(data)):
        parent: Any = data
        for part in site.path[:-1]:
            parent = parent[part]
        parent[site.path[-1]] = normalize_text(site.text)
