"""House rules: every point where the source documents disagree, as one frozen value.

Field names and defaults follow ``shared/rules.md``. Variants are fields, never subclasses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from functools import cache
from typing import Any, ClassVar, Literal

from engine.cards import ALL_CARDS, BENNY, JOKER, RANKS, SUITS, Card
from engine.errors import ParamValue
from engine.seating import Seating, seating

DefendAlone = Literal["never", "always", "vs_loner"]
LonerLead = Literal["left_of_dealer", "left_of_loner"]

_DEFEND_ALONE_VALUES = ("never", "always", "vs_loner")
_LONER_LEAD_VALUES = ("left_of_dealer", "left_of_loner")
_BOOL_OPTIONS = ("joker", "benny", "stick_the_dealer", "canadian")
# The whole-number options and the values each may take (a bool or a float is not a whole number here).
_INT_CHOICES: dict[str, tuple[int, ...]] = {
    "num_players": (3, 4),
    "min_rank": (9, 7),
    "loner_march_score": (4, 5),
    "lone_defender_euchre_score": (2, 4),
    "winning_score": tuple(range(1, 101)),
}


class RuleProblemCode(StrEnum):
    """Why a set of option values is not a table (``str(code)`` is the stable code).

    >>> [str(code) for code in RuleProblemCode]
    ['unknown_option', 'bad_value', 'joker_and_benny', 'canadian_needs_partners']
    """

    UNKNOWN_OPTION = "unknown_option"  # params: option
    BAD_VALUE = "bad_value"  # params: option, value (its repr), allowed (the values, comma-separated)
    JOKER_AND_BENNY = "joker_and_benny"  # each is the best bower of its own deck
    CANADIAN_NEEDS_PARTNERS = "canadian_needs_partners"  # the Canadian loner is the dealer's partner's


@dataclass(frozen=True)
class RuleProblem:
    """One problem of a set of option values: a code and its parameters (option names, values).

    >>> Rules.problems({"joker": True, "benny": True})[0].code
    <RuleProblemCode.JOKER_AND_BENNY: 'joker_and_benny'>
    """

    code: RuleProblemCode
    params: dict[str, ParamValue] = field(default_factory=dict)

    @property
    def message(self) -> str:
        """For developers (the tutorial words its own sentence from the code)."""
        p = self.params
        if self.code is RuleProblemCode.UNKNOWN_OPTION:
            return f"unknown option {p['option']!r} (expected one of {', '.join(RULE_OPTIONS)})"
        if self.code is RuleProblemCode.BAD_VALUE:
            return f"{p['option']} must be {p['allowed']}, not {p['value']}"
        if self.code is RuleProblemCode.JOKER_AND_BENNY:
            return "joker and benny cannot both be on (Benny is the best bower of a deck without a joker)"
        return "canadian needs partners: it cannot be on with three players"


class RulesError(ValueError):
    """Option values that make no table; ``problems`` says why, as codes.

    >>> try:
    ...     Rules(min_rank=7.0)
    ... except RulesError as e:
    ...     [(str(p.code), p.params["option"]) for p in e.problems]
    [('bad_value', 'min_rank')]
    """

    def __init__(self, problems: tuple[RuleProblem, ...]) -> None:
        super().__init__("invalid rules: " + "; ".join(p.message for p in problems))
        self.problems = problems


def _allowed(values: tuple[object, ...]) -> str:
    if len(values) > 5:
        return f"a whole number from {values[0]} to {values[-1]}"
    words = [str(v).lower() if isinstance(v, bool) else str(v) for v in values]
    return "one of " + ", ".join(words)


def _value_problems(values: Mapping[str, Any]) -> list[RuleProblem]:
    problems = [RuleProblem(RuleProblemCode.UNKNOWN_OPTION, {"option": str(name)})
                for name in values if name not in RULE_OPTIONS]
    for name, value in values.items():
        if name in _BOOL_OPTIONS:
            ok, allowed = isinstance(value, bool), "true or false"
        elif name in _INT_CHOICES:
            ok = type(value) is int and value in _INT_CHOICES[name]
            allowed = _allowed(_INT_CHOICES[name])
        elif name in ("defend_alone", "loner_lead"):
            choices = _DEFEND_ALONE_VALUES if name == "defend_alone" else _LONER_LEAD_VALUES
            ok, allowed = isinstance(value, str) and value in choices, _allowed(choices)
        else:
            continue
        if not ok:
            problems.append(RuleProblem(RuleProblemCode.BAD_VALUE,
                                        {"option": name, "value": repr(value), "allowed": allowed}))
    if values.get("joker") is True and values.get("benny") is True:
        problems.append(RuleProblem(RuleProblemCode.JOKER_AND_BENNY))
    players = values.get("num_players")
    if values.get("canadian") is True and players in _INT_CHOICES["num_players"] and not seating(players).has_partners:
        problems.append(RuleProblem(RuleProblemCode.CANADIAN_NEEDS_PARTNERS))
    return problems


@dataclass(frozen=True)
class Rules:
    """The options of one table. The defaults are the North American game with stick the dealer.

    >>> Rules().deck_size
    24
    >>> Rules(min_rank=7, joker=True).kitty_size
    13
    >>> Rules().seating.partner(1), Rules(num_players=3).seating.sides   # who sits where: a Seating
    (3, ((0,), (1,), (2,)))
    >>> Rules(joker=True, benny=True)
    Traceback (most recent call last):
    ...
    engine.rules.RulesError: invalid rules: joker and benny cannot both be on (Benny is the best bower ...)
    """

    num_players: int = 4
    min_rank: int = 9
    joker: bool = False
    benny: bool = False
    stick_the_dealer: bool = True
    canadian: bool = False
    defend_alone: DefendAlone = "never"
    loner_lead: LonerLead = "left_of_dealer"
    loner_march_score: int = 4
    lone_defender_euchre_score: int = 4
    winning_score: int = 10
    # Who sits where and plays with whom at this table. Not an option (the options are the fields): set
    # once per instance in __post_init__, a plain attribute because the engine reads it on every hand.
    seating: ClassVar[Seating]

    def __post_init__(self) -> None:
        problems = _value_problems(asdict(self))
        if problems:
            raise RulesError(tuple(problems))
        object.__setattr__(self, "seating", seating(self.num_players))

    @staticmethod
    def problems(values: Mapping[str, Any]) -> tuple[RuleProblem, ...]:
        """What is wrong with these option values (those left out take their defaults), as codes;
        empty when ``Rules(**values)`` would make a table. Never raises.

        >>> [str(p.code) for p in Rules.problems({"num_players": 3, "canadian": True, "winning_score": True})]
        ['bad_value', 'canadian_needs_partners']
        >>> Rules.problems({"min_rank": 7})
        ()
        """
        return tuple(_value_problems({**_DEFAULTS, **values}))

    @property
    def has_partners(self) -> bool:
        """Four players play in two fixed partnerships; three play cutthroat, each for himself."""
        return self.seating.has_partners

    @property
    def best_bower(self) -> Card | None:
        """The card ranked above the right bower: the joker, Benny (2♠), or none."""
        if self.joker:
            return JOKER
        if self.benny:
            return BENNY
        return None

    @property
    def deck_size(self) -> int:
        return len(new_deck(self))

    @property
    def kitty_size(self) -> int:
        """The undealt cards, the upcard included."""
        return self.deck_size - 5 * self.num_players

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated again)."""
        values = asdict(self)
        values.update(changes)
        return Rules(**values)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def changed_options(self) -> dict[str, Any]:
        """Only the options that differ from the defaults."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}


RULE_OPTIONS: tuple[str, ...] = tuple(f.name for f in fields(Rules))
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Rules)}


def new_deck(rules: Rules) -> list[Card]:
    """The cards of this table's deck, in a fixed order (clubs, diamonds, hearts, spades, low to high).

    >>> len(new_deck(Rules())), len(new_deck(Rules(min_rank=7))), len(new_deck(Rules(benny=True)))
    (24, 32, 25)
    """
    return list(_deck(rules.min_rank, rules.best_bower))


@cache
def _deck(min_rank: int, best_bower: Card | None) -> tuple[Card, ...]:
    ranks = RANKS[RANKS.index(str(min_rank)):]
    deck = [c for c in ALL_CARDS if c.suit in SUITS and c.rank in ranks and not c.is_benny]
    if best_bower is not None:
        deck.append(best_bower)
    return tuple(deck)
