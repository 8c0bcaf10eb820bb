"""tools/relayout.py on a small temporary repository: every import form is rewritten, and a second run changes
nothing."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tools.relayout import Layout, relayout, uncovered

MOVES = {
    "engine.cards": "engine.cards.card",  # a new package with an old module's name
    "engine.state": "engine.games.partnership",
    "engine.solo": "engine.games.solo",
    "tutorial.core.progress": "tutorial.core.progress.records",
}

FILES = {
    "engine/__init__.py": "from engine.cards import Card\nfrom engine.state import HandState\n",
    "engine/cards.py": '"""Cards."""\n\nclass Card:\n    pass\n',
    "engine/state.py": "from .cards import Card\nfrom . import solo\n\nHandState = Card\n",
    "engine/solo.py": "import engine.cards\n\n\ndef f() -> None:\n    from engine import cards, state as st\n",
    "engine/leftover.py": "",
    "tutorial/__init__.py": "",
    "tutorial/core/__init__.py": "",
    "tutorial/core/progress.py": "",
    "tests/test_x.py": (
        "from engine import Card, solo  # both\n"
        "from tutorial.core import progress as prog\n\n"
        'TARGET = "engine.state.random"\n'
    ),
    "pyproject.toml": 'x = "tutorial.core.progress:merge"\n',
    "README.md": "See `engine/state.py` and `engine.cards.Card`; not `tests/engine/state.py`.\n",
}

EXPECTED = {
    "engine/__init__.py": "from engine.cards.card import Card\nfrom engine.games.partnership import HandState\n",
    "engine/games/partnership.py": (
        "from engine.cards.card import Card\nfrom engine.games import solo\n\nHandState = Card\n"
    ),
    "engine/games/solo.py": (
        "import engine.cards.card\n\n\ndef f() -> None:\n"
        "    from engine.cards import card as cards\n    from engine.games import partnership as st\n"
    ),
    "tests/test_x.py": (
        "from engine import Card\nfrom engine.games import solo  # both\n"
        "from tutorial.core.progress import records as prog\n\n"
        'TARGET = "engine.games.partnership.random"\n'
    ),
    "pyproject.toml": 'x = "tutorial.core.progress.records:merge"\n',
    "README.md": ("See `engine/games/partnership.py` and `engine.cards.card.Card`; not `tests/engine/state.py`.\n"),
}


def _repo(root: Path) -> None:
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    subprocess.run(["git", "add", "-A"], cwd=root, check=True)


def _snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): p.read_text() for p in root.rglob("*") if p.is_file() and ".git" not in p.parts}


def test_every_form_is_rewritten_and_a_second_run_changes_nothing(tmp_path: Path) -> None:
    _repo(tmp_path)
    assert relayout(tmp_path, MOVES, {})
    tree = _snapshot(tmp_path)
    for name, text in EXPECTED.items():
        assert tree[name] == text, name
    assert not (tmp_path / "engine/cards.py").exists() and not (tmp_path / "engine/state.py").exists()
    assert "engine/cards/card.py" in tree and "tutorial/core/progress/records.py" in tree
    assert uncovered(tmp_path, MOVES) == ["engine/leftover.py"]

    assert relayout(tmp_path, MOVES, {}) == []
    assert _snapshot(tmp_path) == tree


def test_a_dotted_name_resolves_by_its_longest_known_prefix() -> None:
    layout = Layout(MOVES, {})
    assert layout.dotted("engine.cards") == "engine.cards.card"
    assert layout.dotted("engine.cards.Card") == "engine.cards.card.Card"
    assert layout.dotted("engine.cards.card.Card") == "engine.cards.card.Card"
    assert layout.dotted("engine.Rules") == "engine.Rules"
    assert layout.dotted("tutorial.core.questions.base") == "tutorial.core.questions.base"
