"""Babel extractor for lesson files: every translatable field, with its real line and a translator comment.

Wire it in ``pyproject.toml``::

    [[tool.babel.mappings]]
    method = "tutorial.core.lessons.extractor:extract_lessons"
    pattern = "lessons/**.yaml"

The fields come from :mod:`tutorial.core.lesson_format.fields`, the list the loader uses too, and each msgid is
normalized exactly as the loader normalizes it, so the app finds every translation.
"""

from __future__ import annotations

import sys
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from tutorial.core.lesson_format.fields import iter_text_sites, normalize_text
from tutorial.core.lesson_format.yaml_marks import YamlSyntaxError, locate, parse


def extract_lessons(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any] | Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[tuple[int, None, str, list[str]]]:
    """Yield ``(lineno, None, msgid, [comment])`` for each text of a lesson file.

    >>> import io
    >>> src = b"id: bowers\\ntitle: Bowers\\nsteps:\\n  - id: intro\\n    text: |\\n      The *left* bower.\\n"
    >>> list(extract_lessons(io.BytesIO(src), [], [], {}))
    [(2, None, 'Bowers', ['lesson bowers, field title']), \
(5, None, 'The *left* bower.', ['lesson bowers, step intro, field text'])]
    """
    encoding = str(options.get("encoding", "utf-8"))
    try:
        parsed = parse(fileobj.read().decode(encoding))
    except (YamlSyntaxError, UnicodeDecodeError) as e:
        name = getattr(fileobj, "name", "lesson")
        print(f"{name}: skipped by the lesson extractor: {e}", file=sys.stderr)
        return
    for site in iter_text_sites(parsed.data):
        msgid = normalize_text(site.text)
        if msgid:
            line, _ = locate(parsed.node, site.path)
            yield line, None, msgid, [site.comment]
