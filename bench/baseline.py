"""An earlier version of some engine modules, importable next to the current ones, so that a benchmark can
time old and new code on the same positions in the same run (a shared machine's load then slows both alike).

The modules' text is read from git at a given revision and loaded under a private package name; their
imports of each other are pointed at the old copies, every other ``engine`` import at the current engine
(so they must not depend on what changed elsewhere).
"""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent


def load(revision: str, names: tuple[str, ...]) -> dict[str, types.ModuleType]:
    """``engine.<name>`` for each of ``names`` (dotted below ``engine``: ``"search.exact"``) as it was at
    ``revision``, in dependency order (a module must come after the ones it imports)."""
    tag = subprocess.run(
        ["git", "-C", str(_ROOT), "rev-parse", "--short", revision], check=True, capture_output=True, text=True
    ).stdout.strip()
    package = f"_baseline_{tag}"
    if package not in sys.modules:
        sys.modules[package] = types.ModuleType(package)
    out = {}
    for name in names:
        full = f"{package}.{name}"
        parts = full.split(".")
        for i in range(2, len(parts)):  # the sub-packages' names, so that an import of the module finds them
            sys.modules.setdefault(".".join(parts[:i]), types.ModuleType(".".join(parts[:i])))
        if full not in sys.modules:
            path = name.replace(".", "/")
            text = subprocess.run(
                ["git", "-C", str(_ROOT), "show", f"{revision}:engine/{path}.py"],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
            for other in names:
                text = text.replace(f"from engine.{other} import", f"from {package}.{other} import")
            module = types.ModuleType(full)
            module.__file__ = f"{revision}:engine/{path}.py"
            sys.modules[full] = module  # before running it: dataclasses and pickling look it up by name
            exec(compile(text, module.__file__, "exec"), module.__dict__)  # our own repository's text
        out[name] = sys.modules[full]
    return out
