"""Each game's hand and game (partnership, call-ace, auction), their notation, and one entry point.

A game's hand rules are the module named as the game in the registry (``engine.table.game_specs``):
``engine.games.<game>``. Those of the games played by ``engine.games.solo`` register with it, which builds
the hands and cannot import them; importing them all here does it before any hand is dealt.
"""

import importlib

from engine.table.game_specs import GAME_SPECS

for _game in GAME_SPECS:
    importlib.import_module(f"{__name__}.{_game}")
