"""Links and images in lesson Markdown: a lesson may link only to the course itself, and show only images
the app serves.

A remote image would be fetched by every learner's browser on every view (telling a third party who
studies what, when); an external or ``data:``/``javascript:`` link takes the learner somewhere the course
does not vouch for. So every Markdown link target must be a reference inside the app: a query
(``?lesson=bowers&step=2``), a fragment (``#scoring``) or a path on the same site (``app/static/x.png``).

>>> [(t.kind, t.target) for t in link_targets("See [the table](?lesson=the-table) and ![x](https://e.x/a.png)")]
[('link', '?lesson=the-table'), ('image', 'https://e.x/a.png')]
>>> is_inside_app("?lesson=bowers"), is_inside_app("//evil.example/x"), is_inside_app("JaVaScRiPt:alert(1)")
(True, False, False)
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

import yaml

# `](` opens the target of an inline link or image; `!` just before the matching `[` makes it an image.
_INLINE = re.compile(r"\]\(\s*")
# `[label]: target` reference definitions, at the start of a line.
_REFERENCE = re.compile(r"^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)", re.MULTILINE)
# `<scheme:...>` autolinks, and the bare addresses GitHub-flavoured Markdown turns into links.
_AUTOLINK = re.compile(r"<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*)>")
_BARE = re.compile(r"(?<![\w/(<\[])(?:https?://|ftp://|www\.)[^\s<>()\[\]]+", re.IGNORECASE)
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
# Cheap test on a whole file: without any of these there is no link to look at (and no need to walk it).
_ANY_LINK = re.compile(r"\]\(|\]:|://|www\.|<[A-Za-z][A-Za-z0-9+.-]{1,31}:", re.IGNORECASE)
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
_MAX_SHOWN = 60


@dataclass(frozen=True)
class LinkTarget:
    kind: str  # "link" or "image"
    target: str


def _image_at(text: str, close: int) -> bool:
    """Whether the `]` at ``close`` ends an image label (`![...]`), allowing nested brackets."""
    depth = 0
    for i in range(close, -1, -1):
        if text[i] == "]":
            depth += 1
        elif text[i] == "[":
            depth -= 1
            if depth == 0:
                return i > 0 and text[i - 1] == "!"
    return False


def _destination(text: str, start: int) -> str:
    """The link destination starting at ``start``: ``<...>``, or up to white space or the ``)`` that
    closes the link (balanced parentheses belong to it, as in CommonMark)."""
    if text.startswith("<", start):
        end = text.find(">", start)
        return text[start + 1 : end if end >= 0 else len(text)]
    depth = 0
    for i in range(start, len(text)):
        c = text[i]
        if c.isspace() or (c == ")" and depth == 0):
            return text[start:i]
        if c == "\\":
            continue
        depth += {"(": 1, ")": -1}.get(c, 0)
    return text[start:]


def link_targets(text: str) -> list[LinkTarget]:
    """Every link and image target of a Markdown text, in order of appearance per kind of syntax."""
    found: list[LinkTarget] = []
    for m in _INLINE.finditer(text):
        kind = "image" if _image_at(text, m.start()) else "link"
        found.append(LinkTarget(kind, _destination(text, m.end())))
    found.extend(LinkTarget("link", m.group(1).strip("<>")) for m in _REFERENCE.finditer(text))
    found.extend(LinkTarget("link", m.group(1)) for m in _AUTOLINK.finditer(text))
    found.extend(LinkTarget("link", m.group(0)) for m in _BARE.finditer(text))
    seen: set[str] = set()
    unique = []
    for target in found:  # `[r]: https://x` is a reference and a bare address: one target
        if target.target not in seen:
            seen.add(target.target)
            unique.append(target)
    return unique


def is_inside_app(target: str) -> bool:
    """Whether a link target stays inside the app: no scheme (``https:``, ``data:``, ``javascript:`` ...),
    not protocol-relative (``//host``), once Markdown's escapes and HTML entities are undone."""
    plain = html.unescape(_ESCAPED.sub(r"\1", target))
    plain = "".join(c for c in plain if c.isprintable() and not c.isspace())
    if plain.lower().startswith("www."):
        return False
    return not _SCHEME.match(plain) and not plain.replace("\\", "/").startswith("//")


def may_have_links(text: str) -> bool:
    """False when ``text`` (a whole lesson file) certainly has no link or image.

    >>> may_have_links("text: Lead the [JD].\\n"), may_have_links("text: '[a](https://x)'\\n")
    (False, True)
    """
    return _ANY_LINK.search(text) is not None


def problems_in_text(text: str) -> list[str]:
    """One message per link or image of ``text`` that leaves the app."""
    messages = []
    for found in link_targets(text):
        if is_inside_app(found.target):
            continue
        shown = found.target if len(found.target) <= _MAX_SHOWN else found.target[:_MAX_SHOWN] + "…"
        if found.kind == "image":
            messages.append(
                f"the image '{shown}' is not served by the app: a lesson may show only the app's "
                "own images (a path such as app/static/table.png)"
            )
        else:
            messages.append(
                f"the link '{shown}' leads outside the course: a lesson may link only to the "
                "course itself (such as ?lesson=bowers&step=2)"
            )
    return messages


def foreign_links(root: yaml.Node | None) -> list[tuple[int, int, str]]:
    """``(line, column, message)`` for every link or image leaving the app, in any text of a lesson file
    (every string of the file is looked at, so no field can be forgotten)."""
    found: list[tuple[int, int, str]] = []
    stack = [root] if root is not None else []
    visited: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in visited:
            continue
        visited.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            if isinstance(node.value, str) and ("](" in node.value or ":" in node.value or "www." in node.value):
                line, column = node.start_mark.line + 1, node.start_mark.column + 1
                found.extend((line, column, message) for message in problems_in_text(node.value))
        elif isinstance(node, yaml.MappingNode):
            stack.extend(part for pair in node.value for part in pair)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
    return sorted(found)
