"""One house-rule option (a field of :class:`~engine.table.rules.Rules`): its kind, its values, its default.

Its own module because each game's spec (``engine.table.game_specs``) carries the options of that game alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

OptionKind = Literal["bool", "word", "number"]


@dataclass(frozen=True)
class RuleOption:
    """One house-rule option: its kind, the values offered in display order, its default. The engine checks
    values against it, the tutorial's pickers offer ``choices`` in this order and name each value.

    >>> from engine.table.rules import option
    >>> option("defend_alone").choices, option("defend_alone").default
    (('never', 'vs_loner', 'always'), 'never')
    >>> target = option("winning_score")
    >>> target.accepts(21), target.accepts(True), 21 in target.choices
    (True, False, False)
    """

    name: str
    kind: OptionKind
    choices: tuple[Any, ...]  # what a picker offers, in display order
    default: Any
    # Every value the engine accepts, when more than the picker offers (winning_score: 1 to 100).
    accepted: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"the default of {self.name} must be one of its choices")
        if self.kind == "bool" and set(self.choices) != {False, True}:
            raise ValueError(f"{self.name} is a switch: its choices are False and True")

    @property
    def values(self) -> tuple[Any, ...]:
        """Every value the engine accepts."""
        return self.accepted or self.choices

    def accepts(self, value: object) -> bool:
        """Whether ``value`` is one of :attr:`values` (a bool is no number here, nor a float)."""
        if self.kind == "bool":
            return isinstance(value, bool)
        if self.kind == "number":
            return type(value) is int and value in self.values
        return isinstance(value, str) and value in self.values
