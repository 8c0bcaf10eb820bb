"""The package anyone can install (issue 23): a built wheel carries the lessons, the translations (.po and
compiled .mo), the components' HTML, the glossary and the licence; an installed copy reads them from itself,
not from a checkout; Streamlit is pinned to the version in use and the PostgreSQL driver is an extra; and the
locales are listed once."""

from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from tutorial.core.text.glossary import GLOSSARY_LOCALES
from tutorial.core.text.i18n import LANGUAGE_NAMES, LOCALES

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``pip wheel . --no-deps`` of a clean copy of this checkout (its files under version control, or new
    and not ignored: no compiled catalogue, no build folder), built once for the module."""
    clone, out = tmp_path_factory.mktemp("clone"), tmp_path_factory.mktemp("wheel")
    listed = (
        subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .split("\0")
    )
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, clone / name)
    assert not list(clone.glob("locales/*/LC_MESSAGES/*.mo")), "a clean copy has no compiled catalogue"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(clone), "--no-deps", "-q", "-w", str(out)],
        capture_output=True,
        text=True,
        cwd=out,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (found,) = out.glob("euchre_tutor-*.whl")
    return found


def _names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def test_the_wheel_carries_every_lesson(wheel: Path) -> None:
    lessons = {f"tutorial/_data/lessons/{p.name}" for p in (ROOT / "lessons").glob("*.yaml")}
    assert lessons and lessons <= _names(wheel)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_wheel_carries_each_catalogue_compiled(wheel: Path, locale: str) -> None:
    folder = f"tutorial/_data/locales/{locale}/LC_MESSAGES/"
    assert {folder + "messages.po", folder + "messages.mo"} <= _names(wheel)


def test_the_wheel_carries_the_components_the_glossary_and_the_licence(wheel: Path) -> None:
    frontends = {
        f"tutorial/widgets/{p.parent.name}/index.html"
        for p in (ROOT / "tutorial" / "widgets").glob("*_frontend/index.html")
    }
    assert len(frontends) >= 3 and frontends <= _names(wheel)
    assert {"tutorial/core/text/glossary.tsv", "tutorial/core/text/glossary_project.tsv"} <= _names(wheel)
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in _names(wheel))
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_wheel_pins_streamlit_and_makes_postgresql_an_extra(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = email.message_from_bytes(z.read(meta_name))
    requires = meta.get_all("Requires-Dist") or []
    assert f"streamlit=={metadata.version('streamlit')}" in requires, "pinned to the Streamlit in use"
    psycopg = [r for r in requires if r.startswith("psycopg")]
    assert psycopg and all('extra == "postgres"' in r for r in psycopg), psycopg
    assert meta["License-Expression"] == "MIT"


def test_an_installed_copy_reads_its_own_lessons_and_translations(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        capture_output=True,
        text=True,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    probe = (
        "import tutorial, tutorial.core.course.loading as c, tutorial.core.text.i18n as i;"
        "print(tutorial.__file__); print(c.LESSONS_DIR); print(i.LOCALE_DIR);"
        "print(len(c.load_course().lessons)); print(i.get_translator('fr').gettext('Language'));"
        "import tutorial.core.text.glossary as g; print(len(g.PROJECT_TERMS))"  # both of the glossary's files
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr[-3000:]
    module, lessons_dir, locale_dir, count, langue, project_terms = run.stdout.splitlines()
    assert module.startswith(str(target)), "the installed copy is the one imported"
    assert lessons_dir == str(target / "tutorial" / "_data" / "lessons")
    assert locale_dir == str(target / "tutorial" / "_data" / "locales")
    assert int(count) == len(list((ROOT / "lessons").glob("*.yaml"))) and langue == "Langue"
    assert int(project_terms) > 0, "the project's own glossary terms travel with the package"


def test_the_locales_are_listed_once() -> None:
    from tools.merge_po import LANGS as merge_langs

    assert merge_langs is LOCALES, "tools/merge_po.py reads tutorial.core.text.i18n.LOCALES"
    assert tuple(LANGUAGE_NAMES) == LOCALES and GLOSSARY_LOCALES == LOCALES
    assert sorted(p.name for p in (ROOT / "locales").iterdir() if p.is_dir()) == sorted(LOCALES)
    make = subprocess.run(
        ["make", "-s", "-p", "-n", "-f", "Makefile", "clean"], capture_output=True, text=True, cwd=ROOT
    )
    langs = next(line for line in make.stdout.splitlines() if line.startswith("LANGS :="))
    expected = "the Makefile reads LOCALES from tutorial/core/text/i18n.py"
    assert tuple(langs.split(":=", 1)[1].split()) == LOCALES, expected


def test_serve_runs_the_installed_app_with_the_project_settings_and_passes_streamlit_options(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tutorial import cli

    started: list[list[str]] = []
    monkeypatch.setattr(cli.os, "execv", lambda _exe, args: started.append(list(args)))
    assert cli.main(["serve", "--server.port", "8799", "--server.headless", "true"]) == 0
    (args,) = started
    assert args[1:4] == ["-m", "streamlit", "run"] and Path(args[4]) == Path(cli.__file__).with_name("app.py")
    assert args[-4:] == ["--server.port", "8799", "--server.headless", "true"]
    assert "--server.fileWatcherType=none" in args and not any(a.startswith("--server.port=") for a in args)
