"""Each game's own part of the coach, one module per game (``engine/coach/games/<game>.py``), registered with
:mod:`engine.coach.game_coach`. This package finds them by importing its modules: a game adds one file."""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
