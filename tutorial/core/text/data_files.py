"""Where the lessons and the translations are: in a checkout, the repository's ``lessons/`` and
``locales/``; in an installed copy (``pip install .``), the copies a built wheel carries in
``tutorial/_data/`` (setup.py puts them there, the catalogues compiled).

>>> data_dir("lessons").name, data_dir("locales").name
('lessons', 'locales')
>>> any(data_dir("lessons").glob("*.yaml")), any(data_dir("locales").glob("*/LC_MESSAGES/messages.po"))
(True, True)
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2]  # tutorial/
CHECKOUT = PACKAGE.parent  # the repository, when this is a checkout


def data_dir(name: str) -> Path:
    """The folder ``name`` (``lessons`` or ``locales``): the installed copy's, else the checkout's."""
    installed = PACKAGE / "_data" / name
    return installed if installed.is_dir() else CHECKOUT / name


def is_installed_copy() -> bool:
    """Whether this is an installed copy (with its own data), not a checkout."""
    return (PACKAGE / "_data").is_dir()
