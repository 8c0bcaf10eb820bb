"""What the tutorial says of each game beyond the partnership game (call-ace, auction): one module per game in
``tutorial/core/text/games``, holding that game's sentences, read by the shared text through this interface."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from engine import ReasonCode
from engine.cards.errors import ParamValue
from tutorial.core.text.i18n import Translator

Params = Mapping[str, ParamValue]
Sentence = Callable[[Params, Translator], str]  # a reason's sentence from its parameters


class GameText(Protocol):
    """A game's sentences: its name and its options in the settings, the notes of a step at its table or of
    a partnership step under its house rules, what may be done in its own phases, the refusals of its own
    rules, and the definitions of its glossary terms (marked with ``N_``: translated where shown)."""

    @property
    def phase_sentences(self) -> Mapping[str, str]:
        """Its own phases' values -> what may be done now."""
        ...

    @property
    def reasons(self) -> Mapping[ReasonCode, Sentence]:
        """Its own refusals' sentences."""
        ...

    @property
    def definitions(self) -> Mapping[str, str]:
        """Its glossary terms (by their English cell) -> their definitions."""
        ...

    def label(self, tr: Translator, /) -> str:
        """The game's name in the settings."""
        ...

    def option_labels(self, tr: Translator, /) -> dict[str, str]:
        """The names of the game's own options."""
        ...

    def option_values(self, tr: Translator, /) -> dict[str, dict[str, str]]:
        """Each of the game's own options -> its values in words."""
        ...

    def step_note(self, num_players: int, tr: Translator, /) -> str:
        """A step played at this game's table, when the learner's house rules are another game."""
        ...

    def house_note(self, num_players: int, tr: Translator, /) -> str:
        """A step played at the four-player partnership table, when the house rules are this game."""
        ...
