"""Packaging beyond pyproject.toml: a built wheel carries the lessons and the translations.

``lessons/`` and ``locales/`` live at the top of the repository, where authors and translators work and
where a checkout reads them. Building a wheel copies them into ``tutorial/_data/`` and compiles every
catalogue (.po) into the .mo the app reads, so an installed copy needs no checkout and no ``make``
(``tutorial/core/text/data_files.py`` finds either place). An editable install reads the checkout instead.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA = ("lessons", "locales")


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tutorial" / "_data"
        for name in DATA:
            shutil.rmtree(target / name, ignore_errors=True)
            shutil.copytree(ROOT / name, target / name, ignore=shutil.ignore_patterns("*.mo", "__pycache__"))
        _compile_catalogues(target / "locales")


def _compile_catalogues(folder: Path) -> None:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for po in sorted(folder.glob("*/LC_MESSAGES/*.po")):
        with po.open("rb") as f:
            catalog = read_po(f, locale=po.parts[-3])
        with po.with_suffix(".mo").open("wb") as f:
            write_mo(f, catalog)  # fuzzy entries left out, as `make` compiles them


setup(cmdclass={"build_py": BuildPyWithData})
