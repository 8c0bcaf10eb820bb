"""Each game's sentences, one module per game named as the game (``tutorial/core/text/games/<game>.py``, its
``TEXT`` a :class:`~tutorial.core.text.game_text.GameText`). This package finds them by importing its
modules: a game's sentences are one file.

>>> sorted(GAME_TEXTS)
['auction', 'call_ace']
"""

from __future__ import annotations

import importlib
import pkgutil

from tutorial.core.text.game_text import GameText

GAME_TEXTS: dict[str, GameText] = {
    module.name: importlib.import_module(f"{__name__}.{module.name}").TEXT for module in pkgutil.iter_modules(__path__)
}
