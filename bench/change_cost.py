"""What a new feature costs: the source files outside a feature's own modules that name it.

Issue 23 asks for "the files a new game / house rule / question kind touches". A file whose code names a
feature (its identifier, its class or its lesson id) is one a copy of that feature would have to touch too.
Three features stand for their kind: the call-ace game, the Canadian loner house rule and the trump-ranking
question. Catalogues and lessons are not counted: they are the feature's own words.

Counted honestly:
- a mention in a comment or a docstring (doctests included) is no change a copy would need: only code counts
  (the ``names`` column still shows every mention, as the first version of this benchmark counted);
- the goal's own places are listed, and a file they name is counted apart (``beyond goal`` is what is left):
  a house rule's row in the rule table and the engine code that applies it are its goal, not a leak;
- a use of the feature elsewhere (a drill of the question, a preset of the rule) is a file a copy touches only
  if it wants that use too: such files are listed as ``uses`` and counted apart.

`python -m bench.change_cost [ROOT]` prints each feature's counts and files; ROOT (default: this checkout) may
be another tree, e.g. ``git archive main | tar -x -C /tmp/main`` for a before/after.
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "tutorial")


@dataclass(frozen=True)
class Feature:
    label: str
    own: tuple[str, ...]  # the feature's own modules, relative to the repository
    names: re.Pattern[str]  # how code names the feature
    goal: str
    goal_files: tuple[str, ...] = ()  # the places the goal itself names (a rule's table row, its effect)
    uses: tuple[str, ...] = ()  # files that use the feature (a drill, a preset), touched only for that use
    sentences: tuple[str, ...] = ()  # the feature's own words (a module of its sentences), counted apart


FEATURES = (
    Feature(
        "game: call-ace",
        # Its hand rules (found by the registry's name) and its part of the coach (found by importing the package).
        ("engine/games/call_ace.py", "engine/coach/games/call_ace.py"),
        re.compile(r"call_ace|CallAce|call-ace|CALL_ACE"),
        "its modules + 1 registry line + its sentences",
        goal_files=("engine/table/game_specs.py",),
        # A preset of it, and the course's concept of it (for lessons that teach it), are uses.
        uses=(
            "tutorial/core/house_rules/presets.py",
            "tutorial/core/course/validator_concepts.py",
            "tutorial/core/lesson_format/parts.py",
        ),
        sentences=("tutorial/core/text/games/call_ace.py",),
    ),
    Feature(
        "house rule: Canadian loner",
        (),
        re.compile(r"\bcanadian\b", re.IGNORECASE),
        "the rule table + the code that applies it",
        goal_files=("engine/table/rules.py", "engine/table/alone.py", "engine/games/partnership.py"),
        uses=("tutorial/core/house_rules/presets.py",),
    ),
    Feature(
        "question kind: rank_trumps",
        ("tutorial/core/questions/rank_trumps.py",),
        re.compile(r"rank_trumps|RankTrumps"),
        "its module (found by importing the package)",
        uses=("tutorial/core/drills/generators.py", "tutorial/views/drill.py"),
    ),
)


def sources(root: Path = ROOT) -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (root / pkg).rglob("*.py") if "_data" not in p.parts)


def code_only(text: str) -> str:
    """``text`` without its comments and docstrings (doctests included): what a change would edit.

    >>> code_only('def f():\\n    "Doc of f."\\n    return 1  # one\\n').split()
    ['def', 'f', '(', ')', ':', 'return', '1']
    """
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                docstrings.add((first.lineno, first.col_offset))
    kept: list[str] = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT or (token.type == tokenize.STRING and token.start in docstrings):
            continue
        kept.append(token.string)
    return " ".join(kept)


def touched(feature: Feature, files: list[Path], root: Path = ROOT, *, code: bool = True) -> list[str]:
    """The files outside the feature's own modules that name it (in their code only, unless ``code`` is off)."""
    found = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        if rel not in feature.own + feature.sentences and feature.names.search(code_only(text) if code else text):
            found.append(rel)
    return found


def _spread(found: list[str]) -> str:
    by_package = Counter("/".join(f.split("/")[:2]) if f.startswith("tutorial/") else f.split("/")[0] for f in found)
    return ", ".join(f"{pkg} {n}" for pkg, n in sorted(by_package.items()))


def main(root: Path = ROOT) -> None:
    files = sources(root)
    print(
        f"\nchange cost: source files (of {len(files)} in {', '.join(PACKAGES)}) that name a feature "
        "outside its own modules"
    )
    print(
        "  names: any mention; code: comments and docstrings left out; goal: the places the goal names;"
        " uses: a drill or a preset of it; words: its sentences' modules (not counted in names or code);"
        " beyond goal: the rest"
    )
    print(f"{'feature':<30} {'names':>5} {'code':>5} {'goal':>5} {'uses':>5} {'words':>5} {'beyond goal':>11}  goal")
    details = []
    for feature in FEATURES:
        mentions = touched(feature, files, root, code=False)
        found = touched(feature, files, root)
        goal = [f for f in found if f in feature.goal_files]
        uses = [f for f in found if f in feature.uses]
        beyond = [f for f in found if f not in goal and f not in uses]
        print(
            f"{feature.label:<30} {len(mentions):>5} {len(found):>5} {len(goal):>5} {len(uses):>5} "
            f"{len(feature.sentences):>5} {len(beyond):>11}  {feature.goal}"
        )
        details.append((feature, beyond, goal, uses))
    for feature, beyond, goal, uses in details:
        print(f"  {feature.label}: beyond goal ({_spread(beyond) or 'none'}): {' '.join(beyond) or '-'}")
        if goal or uses or feature.sentences:
            print(
                f"    goal: {' '.join(goal) or '-'}; uses: {' '.join(uses) or '-'}; "
                f"words: {' '.join(feature.sentences) or '-'}"
            )


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT)
