"""The ``euchre-tutor`` command: ``check`` lesson files, ``serve`` the app (from a checkout or an installed
copy; ``run`` is the same), regenerate the lesson ``schema``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from tutorial.core.course.loading import LESSONS_DIR, check_paths, lesson_files
from tutorial.core.course.validator import Problem
from tutorial.core.lessons.model import lesson_json_schema
from tutorial.core.text.data_files import is_installed_copy

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


# The settings of the repository's .streamlit/config.toml (read only when Streamlit starts in the checkout),
# given on the command line so that an installed copy started from any folder runs the same way
# (tests/tutorial/test_cli.py keeps the two equal).
SERVER_OPTIONS: dict[str, str] = {
    "--server.port": "8501",
    "--server.fileWatcherType": "none",
    "--runner.enforceSerializableSessionState": "true",
    "--runner.postScriptGC": "false",
    "--client.toolbarMode": "minimal",
    "--browser.gatherUsageStats": "false",
}


def serve_args(extra: Sequence[str]) -> list[str]:
    """The ``streamlit run`` command line: the app, the project's settings, then ``extra`` (which wins).

    >>> args = serve_args(["--server.port", "8799"])
    >>> args[3:5], "--server.port=8501" in args, args[-2:]
    (['run', '...app.py'], False, ['--server.port', '8799'])
    """
    given = {arg.split("=", 1)[0] for arg in extra}
    options = [f"{name}={value}" for name, value in SERVER_OPTIONS.items() if name not in given]
    return [sys.executable, "-m", "streamlit", "run", str(APP), *options, *extra]


def serve(extra: Sequence[str]) -> int:
    """Start the app with Streamlit (port 8501 unless ``--server.port`` is given); replaces this process.
    An installed copy keeps the classroom database in the user's data folder unless
    ``EUCHRE_TUTOR_DATA_DIR`` or ``EUCHRE_TUTOR_DATABASE_URL`` says otherwise."""
    if is_installed_copy() and not os.environ.get("EUCHRE_TUTOR_DATA_DIR"):
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        os.environ["EUCHRE_TUTOR_DATA_DIR"] = str(Path(base) / "euchre-tutor")
    args = serve_args(extra)
    os.execv(sys.executable, args)
    return 0  # not reached


run = serve  # the command's first name


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="euchre-tutor", description="An interactive Euchre course.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_check = sub.add_parser("check", help="check lesson files (default: every lesson)")
    p_check.add_argument("paths", nargs="*", metavar="PATH", help="lesson files or folders")
    for name in ("serve", "run"):
        p_serve = sub.add_parser(name, help="start the app on http://localhost:8501")
        p_serve.add_argument(
            "extra", nargs=argparse.REMAINDER, help="more options for streamlit run, e.g. --server.port 8799"
        )
    sub.add_parser("schema", help="regenerate lessons/schema.json from the lesson models")
    given = list(sys.argv[1:] if argv is None else argv)
    if given[:1] in (["serve"], ["run"]) and given[1:2] not in (["-h"], ["--help"]):
        # Streamlit's own options (--server.port 8799 ...) go through untouched: argparse would refuse them.
        return serve(given[1:])
    args = parser.parse_args(given)
    if args.command == "check":
        return check(args.paths)
    if args.command == "schema":
        return write_schema()
    return serve(args.extra)


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["Problem", "check", "main", "run", "schema_text", "serve", "serve_args"]
