"""The ``euchre-tutor`` command: ``check`` lesson files, ``run`` the app, regenerate the lesson ``schema``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from tutorial.core.course import LESSONS_DIR, check_paths, lesson_files
from tutorial.core.lesson_model import lesson_json_schema
from tutorial.core.validator import Problem

APP = Path(__file__).resolve().parent / "app.py"
SCHEMA = LESSONS_DIR / "schema.json"


def check(paths: Sequence[str]) -> int:
    """Check lesson files or folders (default: ``lessons/``); print problems; 1 if there are any."""
    targets = [Path(p) for p in paths] or [LESSONS_DIR]
    wanted: list[Path] = []
    for target in targets:
        # Symbolic links are never followed: a link named like a lesson is reported as one.
        if target.is_dir() and not target.is_symlink():
            wanted.extend(lesson_files(target))
        elif os.path.lexists(target):
            wanted.append(target)
        else:
            print(f"{target}: no such file or folder", file=sys.stderr)
            return 2
    # A single file is checked among its neighbours, so its prerequisites can be found.
    context: dict[Path, None] = {}
    for path in wanted:
        for neighbour in lesson_files(path.parent):
            context.setdefault(_absolute(neighbour))
        context.setdefault(_absolute(path))
    _, problems = check_paths(context)
    shown = {str(p) for p in wanted} | {_display(p) for p in wanted}
    mine = [p for p in problems if p.file in shown]
    for problem in mine:
        print(problem)
    bad_files = {p.file for p in mine}
    if mine:
        print(f"{len(mine)} problem(s) in {len(bad_files)} file(s)", file=sys.stderr)
        return 1
    print(f"{len(wanted)} lesson file(s) OK", file=sys.stderr)
    return 0


def _absolute(path: Path) -> Path:
    """The absolute path, ``..`` folded, symbolic links kept (``resolve`` would check a link's target)."""
    return Path(os.path.abspath(path))


def _display(path: Path) -> str:
    try:
        return str(_absolute(path).relative_to(Path.cwd()))
    except ValueError:
        return str(_absolute(path))


def schema_text() -> str:
    return json.dumps(lesson_json_schema(), indent=2, ensure_ascii=False) + "\n"


def write_schema() -> int:
    SCHEMA.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {SCHEMA}", file=sys.stderr)
    return 0


def run(extra: Sequence[str]) -> int:
    """Start the app with Streamlit on port 8501 (replaces this process)."""
    args = [sys.executable, "-m", "streamlit", "run", str(APP), "--server.port", "8501", *extra]
    os.execv(sys.executable, args)
    return 0  # not reached


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="euchre-tutor", description="An interactive Euchre course.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_check = sub.add_parser("check", help="check lesson files (default: every lesson)")
    p_check.add_argument("paths", nargs="*", metavar="PATH", help="lesson files or folders")
    p_run = sub.add_parser("run", help="start the app on http://localhost:8501")
    p_run.add_argument("extra", nargs=argparse.REMAINDER, help="more options for streamlit run")
    sub.add_parser("schema", help="regenerate lessons/schema.json from the lesson models")
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.paths)
    if args.command == "schema":
        return write_schema()
    return run(args.extra)


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["Problem", "check", "main", "run", "schema_text"]
