"""What the tutorial says of each game beyond the partnership game (call-ace, auction): one module per game in
``tutorial/core/text/games``, holding that game's sentences, read by the shared text through this interface."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal, Protocol

from engine import ReasonCode, Rules
from engine.cards.errors import ParamValue
from tutorial.core.text.i18n import Translator

Params = Mapping[str, ParamValue]
Sentence = Callable[[Params, Translator], str]  # a reason's sentence from its parameters
# The sections of the rules reference that a game words its own way ("undealt": the cards not dealt).
ReferenceSection = Literal["deck", "undealt", "bidding", "going_alone"]
# The engine's scoring table of a table in words, rows of [result, who scores, points]; the flag: its makers
# are a side (else one player).
ScoreRows = Callable[[Rules, bool], list[list[str]]]


class GameText(Protocol):
    """A game's sentences: its name and its options in the settings, the notes of a step at its table or of
    a partnership step under its house rules, what may be done in its own phases, the refusals of its own
    rules, the definitions of its glossary terms (marked with ``N_``: translated where shown), and what the rules
    reference says of its table."""

    @property
    def phase_sentences(self) -> Mapping[str, str]:
        """Its own phases' values -> what may be done now."""
        ...

    @property
    def call_prompts(self) -> Mapping[str, str]:
        """Its own call phases' values -> what the learner, as maker, is asked to do (the Play-a-hand prompt)."""
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

    def reference_lines(
        self, section: ReferenceSection, lines: list[str], rules: Rules, tr: Translator, /
    ) -> list[str]:
        """A section of the rules reference at this game's table, from the lines the shared rules give it
        (``undealt``: the kitty's sentence alone): the game's own lines added to them or in their place."""
        ...

    def scoring_rows(self, rules: Rules, tr: Translator, score_rows: ScoreRows, /) -> list[list[str]]:
        """The rules reference's scoring table at this game's table, rows of [result, who scores, points]
        (``score_rows``: the engine's table of a table in words)."""
        ...
