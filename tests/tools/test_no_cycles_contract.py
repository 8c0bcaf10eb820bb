"""The "no import cycles" contract of pyproject (import-linter's ``acyclic_siblings``) does fail on a cycle, even one
hidden behind an import inside a function, as the partnership hand and its observation once had."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CONFIG = """[importlinter]
root_package = cyclic

[importlinter:contract:1]
name = no import cycles
type = acyclic_siblings
ancestors = cyclic
"""


def _lint(tmp_path: Path, view: str) -> subprocess.CompletedProcess[str]:
    games = tmp_path / "cyclic" / "games"
    games.mkdir(parents=True, exist_ok=True)
    for init in (tmp_path / "cyclic" / "__init__.py", games / "__init__.py"):
        init.write_text("", encoding="utf-8")
    (games / "hand.py").write_text("from cyclic.games import view\n", encoding="utf-8")
    (games / "view.py").write_text(view, encoding="utf-8")
    (tmp_path / ".importlinter").write_text(CONFIG, encoding="utf-8")
    lint = Path(sys.executable).with_name("lint-imports")
    return subprocess.run(
        [str(lint), "--config", ".importlinter", "--no-cache"],
        cwd=tmp_path,
        text=True,
        capture_output=True,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
    )


def test_a_cycle_behind_a_lazy_import_breaks_the_contract(tmp_path: Path) -> None:
    out = _lint(tmp_path, "def f() -> None:\n    from cyclic.games import hand  # noqa: F401\n")
    assert out.returncode == 1 and "BROKEN" in out.stdout, out.stdout + out.stderr


def test_one_way_imports_keep_it(tmp_path: Path) -> None:
    out = _lint(tmp_path, "X = 1\n")
    assert out.returncode == 0 and "KEPT" in out.stdout, out.stdout + out.stderr
