"""YAML with positions: parse once into nodes (which keep their line and column) and plain data.

Validation errors are paths into the data (``("steps", 2, "text")``); :func:`locate` turns such a path
back into the line and column of the YAML node, so every problem can say ``FILE:LINE:COLUMN``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import yaml

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

PathPart = str | int


@dataclass(frozen=True)
class Parsed:
    """A YAML document as its node tree (for positions) and its plain data (for validation)."""

    node: yaml.Node | None
    data: Any


class YamlSyntaxError(ValueError):
    """Text that is not YAML; ``line`` and ``column`` are 1-based."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


def parse(text: str) -> Parsed:
    """Parse one YAML document into nodes and data.

    >>> p = parse("a: 1\\nb: [x, y]\\n")
    >>> p.data, locate(p.node, ("b", 1))
    ({'a': 1, 'b': ['x', 'y']}, (2, 8))
    """
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        data = _to_data(node, loader) if node is not None else None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        problem = e.problem or e.context or "not valid YAML"
        raise YamlSyntaxError(f"not valid YAML: {problem}", line, column) from None
    except yaml.YAMLError as e:
        raise YamlSyntaxError(f"not valid YAML: {e}", 1, 1) from None
    finally:
        loader.dispose()
    return Parsed(node, data)


_TAG = "tag:yaml.org,2002:"
_BOOLS = {"yes": True, "true": True, "on": True, "no": False, "false": False, "off": False}


def _to_data(node: yaml.Node, loader: Any) -> Any:
    """Plain data from a composed node: a fast path for the tags lesson files use (the node's tag was
    resolved while composing); anything else goes through the loader's own constructor."""
    if isinstance(node, yaml.MappingNode) and node.tag == _TAG + "map":
        return {_to_data(k, loader): _to_data(v, loader) for k, v in node.value}
    if isinstance(node, yaml.SequenceNode) and node.tag == _TAG + "seq":
        return [_to_data(v, loader) for v in node.value]
    if isinstance(node, yaml.ScalarNode):
        tag, value = node.tag, node.value
        if tag == _TAG + "str":
            return value
        if tag == _TAG + "bool":
            return _BOOLS[value.lower()]
        if tag == _TAG + "null":
            return None
    return loader.construct_document(node)


def position(node: yaml.Node) -> tuple[int, int]:
    """The 1-based line and column where ``node`` starts."""
    return node.start_mark.line + 1, node.start_mark.column + 1


def _child(node: yaml.Node, part: PathPart, key: bool) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode) and isinstance(part, str):
        for k, v in node.value:
            if isinstance(k, yaml.ScalarNode) and k.value == part:
                return k if key else v
    if isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
        child: yaml.Node = node.value[part]
        return child
    return None


def find_node(root: yaml.Node | None, path: Sequence[PathPart], key: bool = False) -> yaml.Node | None:
    """The deepest node along ``path``; with ``key=True`` the key node of a final mapping entry.

    Parts that do not match the tree (a union tag in a pydantic error location) are skipped.
    """
    node = root
    if node is None:
        return None
    for i, part in enumerate(path):
        last = i == len(path) - 1
        child = _child(node, part, key and last)
        if child is not None:
            node = child
    return node


def locate(root: yaml.Node | None, path: Sequence[PathPart], key: bool = False) -> tuple[int, int]:
    """Line and column (1-based) of the node at ``path``, or of its deepest existing ancestor."""
    node = find_node(root, path, key)
    return position(node) if node is not None else (1, 1)


def _step_into(current: Any, part: PathPart) -> tuple[bool, Any]:
    if isinstance(current, dict) and part in current:
        return True, current[part]
    if isinstance(current, list) and isinstance(part, int) and 0 <= part < len(current):
        return True, current[part]
    return False, None


def data_path(data: Any, path: Sequence[PathPart]) -> tuple[PathPart, ...]:
    """``path`` without the parts that are not in ``data`` (pydantic adds union tags to error paths).

    The last part is kept even when missing: it names a missing or unknown key.

    >>> data_path({"steps": [{"text": "x"}]}, ("steps", 0, "explain", "text", "str"))
    ('steps', 0, 'text')
    """
    out: list[PathPart] = []
    current = data
    for i, part in enumerate(path):
        found, child = _step_into(current, part)
        if found:
            out.append(part)
            current = child
        elif i == len(path) - 1 and isinstance(current, dict) and isinstance(part, str):
            out.append(part)  # a missing key
    return tuple(out)


def duplicate_keys(root: yaml.Node | None) -> Iterator[tuple[yaml.Node, str]]:
    """Keys that appear twice in one mapping (YAML loaders silently keep the last one)."""
    if root is None:
        return
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode):
                    if k.value in seen:
                        yield k, str(k.value)
                    seen.add(k.value)
                stack.append(v)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
