"""Move the flat modules of ``engine/`` and ``tutorial/core/`` into packages along the architecture, and rewrite
every reference to them in the repository (issue 23).

    .venv/bin/python -m tools.relayout            # move and rewrite (idempotent: run it again after a merge)
    .venv/bin/python -m tools.relayout --check    # change nothing; exit 1 if anything is left to do

:data:`MOVES` is the one table, old module -> new module. A run

1. turns relative imports that reach a moved module into absolute ones (so step 3 can rewrite them);
2. ``git mv``\\ s every file still at an old path (and :data:`DATA_FILES`), creating each new package's
   ``__init__.py``;
3. rewrites every tracked text file (code, tests, pyproject, Makefile, docs; not the catalogues): the forms
   ``from engine.x import ...``, ``import engine.x``, ``from engine import x`` (x a moved module), dotted
   strings ``engine.x.name`` (monkeypatch targets, settings) and paths ``engine/x.py``;
4. lists the flat modules the table does not cover, for a human to add.

A new package may carry the name of an old module (``engine.cards``): a dotted name is resolved by its longest
known prefix, so ``engine.cards.Card`` (old) becomes ``engine.cards.card.Card`` and stays so on the next run.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

# Old module -> new module. The engine's layers, lowest first: cards, table, games, search, coach.
MOVES: dict[str, str] = {
    # cards: the cards and the engine's codes
    "engine.cards": "engine.cards.card",
    "engine.errors": "engine.cards.errors",
    # table: the rules of one table, whatever the game
    "engine.actions": "engine.table.actions",
    "engine.rules": "engine.table.rules",
    "engine.seating": "engine.table.seating",
    "engine.scoring": "engine.table.scoring",
    "engine.alone": "engine.table.alone",
    "engine.variants": "engine.table.variants",
    "engine.tricks": "engine.table.tricks",
    "engine.dealing": "engine.table.dealing",
    "engine.slots": "engine.table.slots",
    "engine.must_follow": "engine.table.must_follow",
    # games: each game's hand and game, and the one entry point
    "engine.state": "engine.games.partnership",
    "engine.observation": "engine.games.observation",
    "engine.hand": "engine.games.hand",
    "engine.game": "engine.games.game",
    "engine.notation": "engine.games.notation",
    "engine.widow": "engine.games.widow",
    "engine.solo": "engine.games.solo",
    "engine.call_ace": "engine.games.call_ace",
    "engine.auction": "engine.games.auction",
    "engine.solo_game": "engine.games.solo_game",
    "engine.games": "engine.games.registry",
    "engine.upcard_bidding": "engine.games.upcard_bidding",
    # search: sampling the hidden cards and solving the play
    "engine.search": "engine.search.exact",
    "engine.solver": "engine.search.solver",
    "engine.sampling": "engine.search.sampling",
    "engine.solo_evidence": "engine.search.evidence",
    "engine.play_tables": "engine.search.play_tables",
    # coach: advice, grades and reasons, and the bots
    "engine.advice": "engine.coach.advice",
    "engine.bidding_advice": "engine.coach.bidding_advice",
    "engine.bid_calibration": "engine.coach.bid_calibration",
    "engine.bid_reasons": "engine.coach.bid_reasons",
    "engine.coach_reasons": "engine.coach.reasons",
    "engine.misses": "engine.coach.misses",
    "engine.bots": "engine.coach.bots",
    "engine.bot_levels": "engine.coach.bot_levels",
    "engine.solo_bots": "engine.coach.solo_bots",
    "engine.solo_bidding_advice": "engine.coach.solo_bidding_advice",
    "engine.solo_bid_reasons": "engine.coach.solo_bid_reasons",
    "engine.arrange": "engine.coach.arrange",
    # tutorial.core, by feature; its packages, lowest first, import only those listed before them.
    # text: words in the learner's language
    "tutorial.core.data_files": "tutorial.core.text.data_files",
    "tutorial.core.i18n": "tutorial.core.text.i18n",
    "tutorial.core.card_text": "tutorial.core.text.card_text",
    "tutorial.core.card_phrases": "tutorial.core.text.card_phrases",
    "tutorial.core.table_text": "tutorial.core.text.table_text",
    "tutorial.core.reasons": "tutorial.core.text.reasons",
    "tutorial.core.outcome_text": "tutorial.core.text.outcome_text",
    "tutorial.core.coach_text": "tutorial.core.text.coach_text",
    "tutorial.core.glossary_data": "tutorial.core.text.glossary",
    # house rules: presets and their names
    "tutorial.core.presets": "tutorial.core.house_rules.presets",
    "tutorial.core.rule_labels": "tutorial.core.house_rules.labels",
    # lesson format: what every lesson file and question kind is made of
    "tutorial.core.lesson_parts": "tutorial.core.lesson_format.parts",
    "tutorial.core.lesson_fields": "tutorial.core.lesson_format.fields",
    "tutorial.core.lesson_links": "tutorial.core.lesson_format.links",
    "tutorial.core.yaml_marks": "tutorial.core.lesson_format.yaml_marks",
    "tutorial.core.suggest": "tutorial.core.lesson_format.suggest",
    "tutorial.core.action_concepts": "tutorial.core.lesson_format.action_concepts",
    # (questions: already a package, one module per kind)
    # lessons: the lesson model, its text as Markdown, the Babel extractor
    "tutorial.core.lesson_model": "tutorial.core.lessons.model",
    "tutorial.core.lesson_text": "tutorial.core.lessons.markdown",
    "tutorial.core.lesson_extractor": "tutorial.core.lessons.extractor",
    # drills
    "tutorial.core.drills": "tutorial.core.drills.generators",
    "tutorial.core.drill_round": "tutorial.core.drills.timed_round",
    "tutorial.core.drill_schedule": "tutorial.core.drills.schedule",
    "tutorial.core.drill_session": "tutorial.core.drills.session",
    # games against bots, kept as plain data
    "tutorial.core.replay_session": "tutorial.core.games.replay",
    "tutorial.core.play_session": "tutorial.core.games.play_session",
    "tutorial.core.solo_session": "tutorial.core.games.solo_session",
    "tutorial.core.bid_order": "tutorial.core.questions.bid_order",
    # steps: running a lesson step, and what the learner is told of an answer
    "tutorial.core.step_state": "tutorial.core.steps.state",
    "tutorial.core.practice": "tutorial.core.steps.practice",
    "tutorial.core.predicates": "tutorial.core.steps.predicates",
    "tutorial.core.quizzes": "tutorial.core.steps.quizzes",
    "tutorial.core.explanations": "tutorial.core.steps.explanations",
    "tutorial.core.miss_text": "tutorial.core.steps.miss_text",
    "tutorial.core.verdicts": "tutorial.core.steps.verdicts",
    "tutorial.core.stars": "tutorial.core.steps.stars",
    "tutorial.core.stray_line": "tutorial.core.steps.stray_line",
    # progress: stars and mastery, and the hand in progress kept in the tab
    "tutorial.core.progress": "tutorial.core.progress.records",
    "tutorial.core.mastery": "tutorial.core.progress.mastery",
    "tutorial.core.saved_hands": "tutorial.core.progress.saved_hands",
    # course: every lesson file loaded and checked against the engine
    "tutorial.core.course": "tutorial.core.course.loading",
    "tutorial.core.validator": "tutorial.core.course.validator",
    "tutorial.core.validator_concepts": "tutorial.core.course.validator_concepts",
    # links
    "tutorial.core.links": "tutorial.core.links.deep_links",
    "tutorial.core.share_address": "tutorial.core.links.share_address",
    # (classroom: already a package)
}

# Files that are not modules but travel with one (read with ``importlib.resources.files(__package__)``).
DATA_FILES: dict[str, str] = {
    "tutorial/core/glossary.tsv": "tutorial/core/text/glossary.tsv",
    "tutorial/core/glossary_project.tsv": "tutorial/core/text/glossary_project.tsv",
}

# The docstring of each new package's ``__init__.py``.
PACKAGES: dict[str, str] = {
    "engine.cards": "Cards, suits and the engine's codes: the layer every other one builds on.",
    "engine.table": "The rules of one table, whatever the game: seats, actions, tricks, deals, scores, going alone.",
    "engine.games": "Each game's hand and game (partnership, call-ace, auction), their notation, and one entry point.",
    "engine.search": "The hidden cards sampled from what a seat has seen, and the exact search of the play.",
    "engine.coach": "The coach's advice, grades and reasons, and the bots that play the other seats.",
    "tutorial.core.text": "Words in the learner's language: catalogues, cards, reasons, scores, the glossary.",
    "tutorial.core.house_rules": "House-rule presets and the names of the options.",
    "tutorial.core.lesson_format": "What every lesson file and question kind is made of: fields, parts, YAML marks.",
    "tutorial.core.lessons": "The lesson model, a lesson's text as Markdown, and the Babel extractor of lessons.",
    "tutorial.core.drills": "The endless drills: generated questions, spaced repetition and the timed round.",
    "tutorial.core.games": "Games against bots kept as plain data, replayed on each rerun.",
    "tutorial.core.steps": "Running a lesson step: its state, practice hands, quizzes, verdicts, explanations, stars.",
    "tutorial.core.progress": "A learner's progress: stars, mastery, and the hand in progress kept in the tab.",
    "tutorial.core.course": "The course: every lesson file loaded and checked against the engine.",
    "tutorial.core.links": "Deep links to a step and the address a shared link uses.",
}

ROOTS = ("engine", "tutorial/core")  # where flat modules are looked for
SKIP_PREFIXES = ("locales/", ".git")  # catalogues change only through ``make catalogues``
SKIP_FILES = ("tools/relayout.py", "tests/tools/test_relayout.py")  # this table and its test name old paths
TEXT_SUFFIXES = (".py", ".toml", ".md", ".txt", ".cfg", ".ini", ".json", ".html", ".yaml", ".yml", ".sh", ".tsv", "")

_DOTTED = re.compile(r"(?<![\w.])((?:engine|tutorial)(?:\.\w+)+)")
_PATH = re.compile(r"(?<![\w/.-])((?:engine|tutorial)/[\w/]+\.\w+)")
_FROM = re.compile(r"^(?P<indent>\s*)from (?P<package>[\w.]+) import (?P<names>[^()#\n]+?)(?P<tail>\s*(?:#.*)?)$")
_RELATIVE = re.compile(r"^(?P<indent>\s*)from (?P<dots>\.+)(?P<rest>[\w.]*) import ", re.MULTILINE)


class Layout:
    """The table's lookups: old and new module names, and old file paths to new ones."""

    def __init__(self, moves: Mapping[str, str], data_files: Mapping[str, str]) -> None:
        self.moves = dict(moves)
        self.old = set(moves)
        self.new: set[str] = set()
        for new in moves.values():
            parts = new.split(".")
            self.new.update(".".join(parts[:k]) for k in range(1, len(parts) + 1))
        self.paths = {_path(old): _path(new) for old, new in moves.items()} | dict(data_files)

    def dotted(self, name: str) -> str:
        """``name`` with its old module prefix replaced; a name already new (or unknown) is kept."""
        parts = name.split(".")
        for k in range(len(parts), 0, -1):
            prefix = ".".join(parts[:k])
            if prefix in self.old:  # checked first: a new package may carry an old module's name
                return ".".join([self.moves[prefix], *parts[k:]])
            if prefix in self.new:
                return name
        return name

    def from_import(self, line: str) -> str | None:
        """A one-line ``from P import a, b as c`` rewritten, or None when the line is no such import."""
        match = _FROM.match(line)
        if match is None:
            return None
        package, indent, tail = match["package"], match["indent"], match["tail"]
        names = [n.strip() for n in match["names"].split(",") if n.strip()]
        imported = [(n.split(" as ")[0].strip(), n.split(" as ")[1].strip() if " as " in n else None) for n in names]
        if package in self.new and all(f"{package}.{name}" in self.new - self.old for name, _ in imported):
            return line  # already new: ``from engine.cards import card``
        package = self.dotted(package)
        if not any(f"{package}.{name}" in self.old for name, _ in imported):
            return None  # no module imported by name: the dotted rule rewrites the package
        groups: list[tuple[str, list[str]]] = []
        for name, alias in imported:
            target = self.moves.get(f"{package}.{name}")
            parent, text = package, _alias(name, alias)
            if target is not None:  # ``from engine import state``: a moved module, imported by name
                parent, new_name = target.rsplit(".", 1)
                text = _alias(new_name, alias or (name if new_name != name else None))
            if groups and groups[-1][0] == parent:
                groups[-1][1].append(text)
            else:
                groups.append((parent, [text]))
        lines = [f"{indent}from {parent} import {', '.join(texts)}" for parent, texts in groups]
        return "\n".join(lines[:-1] + [lines[-1] + tail])

    def rewrite(self, text: str) -> str:
        """Every reference in ``text`` to an old module or file, rewritten."""
        out = []
        for line in text.split("\n"):
            line = _PATH.sub(lambda m: self.paths.get(m[1], m[1]), line)
            rewritten = self.from_import(line)
            out.append(rewritten if rewritten is not None else _DOTTED.sub(lambda m: self.dotted(m[1]), line))
        return "\n".join(out)


def _alias(name: str, alias: str | None) -> str:
    return f"{name} as {alias}" if alias and alias != name else name


def _path(module: str) -> str:
    return module.replace(".", "/") + ".py"


def _git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True).stdout


def absolute_imports(text: str, module: str, is_package: bool, layout: Layout) -> str:
    """Relative imports in ``module`` that reach an old module (or are in one), made absolute."""
    base = module.split(".") if is_package else module.split(".")[:-1]

    def absolute(match: re.Match[str]) -> str:
        up = len(match["dots"]) - 1
        anchor = ".".join(base[: len(base) - up] if up else base)
        target = f"{anchor}.{match['rest']}" if match["rest"] else anchor
        return f"{match['indent']}from {target} import "

    def reaches_old(match: re.Match[str]) -> bool:
        target = absolute(match).split()[1]
        return module in layout.old or any(target == o or o.startswith(target + ".") for o in layout.old)

    return _RELATIVE.sub(lambda m: absolute(m) if reaches_old(m) else m[0], text)


def tracked_text_files(root: Path) -> list[Path]:
    names = _git(root, "ls-files", "--cached", "--others", "--exclude-standard").splitlines()
    files = []
    for name in sorted(set(names)):
        path = root / name
        if name.startswith(SKIP_PREFIXES) or name in SKIP_FILES or not path.is_file():
            continue
        if path.suffix in TEXT_SUFFIXES:
            files.append(path)
    return files


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return None


def move_files(root: Path, layout: Layout, dry: bool) -> list[str]:
    """``git mv`` each old file that is still there; the new packages get an ``__init__.py``."""
    done = []
    for old, new in sorted(layout.paths.items()):
        if not (root / old).is_file() or (root / new).exists():
            continue
        done.append(f"{old} -> {new}")
        if dry:
            continue
        (root / new).parent.mkdir(parents=True, exist_ok=True)
        _git(root, "mv", old, new)
    for package, doc in sorted(PACKAGES.items()):
        init = root / package.replace(".", "/") / "__init__.py"
        if init.parent.is_dir() and not init.exists():
            done.append(f"new {init.relative_to(root)}")
            if not dry:
                init.write_text(f'"""{doc}"""\n', encoding="utf-8")
                _git(root, "add", str(init.relative_to(root)))
    return done


def relayout(
    root: Path, moves: Mapping[str, str] = MOVES, data_files: Mapping[str, str] = DATA_FILES, dry: bool = False
) -> list[str]:
    """Run the four steps on the repository at ``root``; returns what changed (or would change)."""
    layout = Layout(moves, data_files)
    changed = []
    for top in ROOTS:  # 1. relative imports, before the files move
        for path in sorted((root / top).rglob("*.py")):
            rel = path.relative_to(root).with_suffix("")
            is_package = rel.name == "__init__"
            module = ".".join(rel.parent.parts if is_package else rel.parts)
            text = _read(path)
            if text is None:
                continue
            fixed = absolute_imports(text, module, is_package, layout)
            if fixed != text:
                changed.append(f"relative imports made absolute: {path.relative_to(root)}")
                if not dry:
                    path.write_text(fixed, encoding="utf-8")
    changed += move_files(root, layout, dry)  # 2.
    rewritten = []
    for path in tracked_text_files(root):  # 3.
        text = _read(path)
        if text is None:
            continue
        fixed = layout.rewrite(text)
        if fixed != text:
            changed.append(f"rewritten: {path.relative_to(root)}")
            rewritten.append(path)
            if not dry:
                path.write_text(fixed, encoding="utf-8")
    sort_imports(root, [p for p in rewritten if p.suffix == ".py"], dry)
    return changed


def sort_imports(root: Path, paths: list[Path], dry: bool) -> None:
    """The rewritten imports put back in ruff's order (isort rules only: the tree is not reformatted)."""
    ruff = Path(sys.executable).with_name("ruff")
    if dry or not paths or not ruff.exists():
        return
    command = [str(ruff), "check", "--quiet", "--no-cache", "--select", "I", "--fix", "--exit-zero"]
    subprocess.run([*command, *map(str, paths)], cwd=root, check=True)


def uncovered(root: Path, moves: Iterable[str] = MOVES) -> list[str]:
    """Flat modules of :data:`ROOTS` that the table does not move (4.)."""
    known = {_path(m) for m in moves}
    found = []
    for top in ROOTS:
        for path in sorted((root / top).glob("*.py")):
            name = str(path.relative_to(root))
            if path.name != "__init__.py" and name not in known:
                found.append(name)
    return found


def name_clashes(root: Path, moves: Mapping[str, str] = MOVES) -> list[str]:
    """Top-level names of an old module that a new submodule of the same dotted name would shadow."""
    layout = Layout(moves, {})
    clashes = []
    for old in sorted(layout.old & layout.new):
        path = root / _path(old)
        if not path.is_file():
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = {
            t.id for node in tree.body if isinstance(node, ast.Assign) for t in node.targets if isinstance(t, ast.Name)
        }
        defined |= {n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)}
        depth = old.count(".") + 1
        subs = {n.rsplit(".", 1)[1] for n in layout.new if n.startswith(old + ".") and n.count(".") == depth}
        clashes += [f"{old}.{name}" for name in sorted(defined & subs)]
    return clashes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is left to do")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args(argv)
    for clash in name_clashes(args.root):
        print(f"ambiguous: {clash} is both an old attribute and a new module; rename the new module")
    changed = relayout(args.root, dry=args.check)
    print("\n".join(changed) if changed else "nothing to move or rewrite")
    left = uncovered(args.root)
    for name in left:
        print(f"not in the mapping (add it to MOVES in tools/relayout.py): {name}")
    return 1 if left or (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
