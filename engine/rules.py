"""House rules: every point where the source documents disagree, as one frozen value.

Field names and defaults follow ``shared/rules.md``. Variants are fields, never subclasses.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from functools import cache
from typing import Any, Literal

from engine.cards import ALL_CARDS, BENNY, JOKER, RANKS, SUITS, Card
from engine.seating import Seating, seating

DefendAlone = Literal["never", "always", "vs_loner"]
LonerLead = Literal["left_of_dealer", "left_of_loner"]

_DEFEND_ALONE_VALUES = ("never", "always", "vs_loner")
_LONER_LEAD_VALUES = ("left_of_dealer", "left_of_loner")


@dataclass(frozen=True)
class Rules:
    """The options of one table. The defaults are the North American game with stick the dealer.

    >>> Rules().deck_size
    24
    >>> Rules(min_rank=7, joker=True).kitty_size
    13
    >>> Rules(joker=True, benny=True)
    Traceback (most recent call last):
    ...
    ValueError: invalid rules: joker and benny cannot both be on (Benny is the best bower of a deck without a joker)
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

    def __post_init__(self) -> None:
        problems: list[str] = []
        if self.num_players not in (3, 4):
            problems.append(f"num_players must be 3 or 4, not {self.num_players!r}")
        if self.min_rank not in (7, 9):
            problems.append(f"min_rank must be 9 (24 cards) or 7 (32 cards), not {self.min_rank!r}")
        for name in ("joker", "benny", "stick_the_dealer", "canadian"):
            if not isinstance(getattr(self, name), bool):
                problems.append(f"{name} must be true or false, not {getattr(self, name)!r}")
        if self.joker is True and self.benny is True:
            problems.append(
                "joker and benny cannot both be on (Benny is the best bower of a deck without a joker)"
            )
        if self.defend_alone not in _DEFEND_ALONE_VALUES:
            problems.append(f"defend_alone must be one of {', '.join(_DEFEND_ALONE_VALUES)}, "
                            f"not {self.defend_alone!r}")
        if self.loner_lead not in _LONER_LEAD_VALUES:
            problems.append(f"loner_lead must be one of {', '.join(_LONER_LEAD_VALUES)}, "
                            f"not {self.loner_lead!r}")
        if self.loner_march_score not in (4, 5):
            problems.append(f"loner_march_score must be 4 or 5, not {self.loner_march_score!r}")
        if self.lone_defender_euchre_score not in (2, 4):
            problems.append(
                f"lone_defender_euchre_score must be 2 or 4, not {self.lone_defender_euchre_score!r}"
            )
        if not isinstance(self.winning_score, int) or not 1 <= self.winning_score <= 100:
            problems.append(f"winning_score must be a whole number from 1 to 100, not {self.winning_score!r}")
        if self.num_players == 3 and self.canadian is True:
            problems.append("canadian needs partners: it cannot be on with three players")
        if problems:
            raise ValueError("invalid rules: " + "; ".join(problems))

    @property
    def has_partners(self) -> bool:
        """Four players play in two fixed partnerships; three play cutthroat, each for himself."""
        return self.num_players == 4

    @property
    def seating(self) -> Seating:
        """Who sits where and plays with whom at this table.

        >>> Rules().seating.partner(1), Rules(num_players=3).seating.sides
        (3, ((0,), (1,), (2,)))
        """
        return seating(self.num_players)

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
