"""YAML with positions: parse once into nodes (which keep their line and column) and plain data.

Validation errors are paths into the data (``("steps", 2, "text")``); :func:`locate` turns such a path
back into the line and column of the YAML node, so every problem can say ``FILE:LINE:COLUMN``.

Parsing is bounded, because a lesson file is input too: after composing, and before any value is built,
the node graph is walked once (aliases make it a graph) and refused when an alias refers to the node
that contains it, when it would expand to more than :data:`MAX_VALUES` values or nest deeper than
:data:`MAX_DEPTH`, when it uses more than :data:`MAX_ALIASES` aliases, or when a number has more than
:data:`MAX_INTEGER_DIGITS` digits. Each refusal is a :class:`YamlLimitError` with its position.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import yaml

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

PathPart = str | int

# Far above what a real lesson needs (the largest has under 1,000 values, 8 levels, no alias), far below
# what costs the server anything.
MAX_VALUES = 20_000
MAX_DEPTH = 40
MAX_ALIASES = 100
MAX_INTEGER_DIGITS = 18


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


class YamlLimitError(YamlSyntaxError):
    """YAML that is well formed but refused: recursive, too large once expanded, too deep, a huge number."""


def parse(text: str) -> Parsed:
    """Parse one YAML document into nodes and data.

    >>> p = parse("a: 1\\nb: [x, y]\\n")
    >>> p.data, locate(p.node, ("b", 1))
    ({'a': 1, 'b': ['x', 'y']}, (2, 8))
    >>> parse("title: &t [*t]\\n")
    Traceback (most recent call last):
    ...
    tutorial.core.lesson_format.yaml_marks.YamlLimitError: a recursive alias: this value contains an alias to itself
    """
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is not None:
            check_limits(node)
        data = _to_data(node, loader) if node is not None else None
    except YamlSyntaxError:
        raise
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        problem = e.problem or e.context or "not valid YAML"
        raise YamlSyntaxError(f"not valid YAML: {problem}", line, column) from None
    except yaml.YAMLError as e:
        raise YamlSyntaxError(f"not valid YAML: {e}", 1, 1) from None
    except (ValueError, TypeError, RecursionError, MemoryError, OverflowError) as e:
        # The limits above should leave nothing for the constructors to choke on; if one still does,
        # the author gets a message, not a traceback.
        raise YamlLimitError(f"a value could not be read ({type(e).__name__})", 1, 1) from None
    finally:
        loader.dispose()
    return Parsed(node, data)


_TAG = "tag:yaml.org,2002:"


def _refuse(node: yaml.Node, message: str) -> YamlLimitError:
    line, column = position(node)
    return YamlLimitError(message, line, column)


def check_limits(root: yaml.Node) -> None:
    """Raise :class:`YamlLimitError` when the composed document breaks one of the limits.

    One iterative depth-first walk; a node reached again through an alias is counted with its memoized
    expanded size, so an alias bomb is measured without being expanded.

    >>> bomb = "a: &a [x, x, x]\\nb: &b [*a, *a, *a]\\n"
    >>> check_limits(yaml.compose(bomb))  # 3 x 3: allowed
    >>> check_limits(yaml.compose("n: " + "9" * 30))
    Traceback (most recent call last):
    ...
    tutorial.core.lesson_format.yaml_marks.YamlLimitError: a number with more than 18 digits
    """
    sizes: dict[int, int] = {}  # expanded size of each finished node
    open_nodes: set[int] = set()
    aliases = 0
    # (node, its children, index of the next child, expanded size so far)
    stack: list[tuple[yaml.Node, list[yaml.Node], list[int]]] = []

    def enter(node: yaml.Node) -> None:
        if len(stack) >= MAX_DEPTH:
            raise _refuse(node, f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(node, yaml.ScalarNode):
            if node.tag == _TAG + "int" and len(str(node.value).lstrip("+-")) > MAX_INTEGER_DIGITS:
                raise _refuse(node, f"a number with more than {MAX_INTEGER_DIGITS} digits")
            sizes[id(node)] = 1
            return
        if isinstance(node, yaml.MappingNode):
            children = [part for pair in node.value for part in pair]
        else:
            children = list(node.value)
        open_nodes.add(id(node))
        stack.append((node, children, [0, 1]))

    enter(root)
    while stack:
        node, children, state = stack[-1]
        if state[0] == len(children):
            stack.pop()
            open_nodes.discard(id(node))
            sizes[id(node)] = state[1]
            if state[1] > MAX_VALUES:
                raise _refuse(node, f"the file would expand to more than {MAX_VALUES:,} values (too many aliases)")
            if stack:
                stack[-1][2][1] += state[1]
            continue
        child = children[state[0]]
        state[0] += 1
        if id(child) in open_nodes:
            raise _refuse(child, "a recursive alias: this value contains an alias to itself")
        if id(child) in sizes:
            aliases += 1
            if aliases > MAX_ALIASES:
                raise _refuse(node, f"more than {MAX_ALIASES} aliases")
            state[1] += sizes[id(child)]
            continue
        enter(child)
        if id(child) in sizes:  # a scalar, finished at once
            state[1] += 1


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
    try:
        return loader.construct_document(node)
    except (ValueError, TypeError, OverflowError) as e:  # a timestamp such as 2024-13-45
        raise _refuse(node, f"a value that cannot be read: {e}") from None


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
    visited: set[int] = set()  # a node reached again through an alias is checked once
    while stack:
        node = stack.pop()
        if id(node) in visited:
            continue
        visited.add(id(node))
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
