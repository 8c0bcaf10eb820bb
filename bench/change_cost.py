"""What a new feature costs: the source files outside a feature's own modules that name it.

Issue 23 asks for "the files a new game / house rule / question kind touches". A file that names a feature
(its identifier, its class or its lesson id) is one a copy of that feature would have to touch too. Three
features stand for their kind: the call-ace game, the Canadian loner house rule and the trump-ranking
question. The goal for a game is its module, one registry line and its sentences (catalogues and lessons are
not counted here: they are the feature's own words).

`python -m bench.change_cost` prints each feature's count and the files, by package.
"""

from __future__ import annotations

import re
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


FEATURES = (
    Feature("game: call-ace", ("engine/call_ace.py",),
            re.compile(r"call_ace|CallAce|call-ace|CALL_ACE"), "its module + 1 registry line"),
    Feature("house rule: Canadian loner", (), re.compile(r"\bcanadian\b", re.IGNORECASE),
            "the rule table + the code that applies it"),
    Feature("question kind: rank_trumps", ("tutorial/core/questions/rank_trumps.py",),
            re.compile(r"rank_trumps|RankTrumps"), "its module + 1 registry line"),
)


def sources() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py") if "_data" not in p.parts)


def touched(feature: Feature, files: list[Path]) -> list[str]:
    """The files outside the feature's own modules that name it."""
    found = []
    for path in files:
        rel = path.relative_to(ROOT).as_posix()
        if rel not in feature.own and feature.names.search(path.read_text(encoding="utf-8")):
            found.append(rel)
    return found


def main() -> None:
    files = sources()
    print(f"\nchange cost: source files (of {len(files)} in {', '.join(PACKAGES)}) that name a feature "
          "outside its own modules")
    print(f"{'feature':<30} {'files':>5}  {'by package':<48} goal")
    for feature in FEATURES:
        found = touched(feature, files)
        by_package = Counter("/".join(f.split("/")[:2]) if f.startswith("tutorial/") else f.split("/")[0]
                             for f in found)
        spread = ", ".join(f"{pkg} {n}" for pkg, n in sorted(by_package.items()))
        print(f"{feature.label:<30} {len(found):>5}  {spread:<48} {feature.goal}")
    for feature in FEATURES:
        print(f"  {feature.label}: {' '.join(touched(feature, files))}")


if __name__ == "__main__":
    main()
