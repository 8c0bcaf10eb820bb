"""Points for a hand (``shared/rules.md`` section 6), as a function and as a table for teaching."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.table.rules import Rules

Side = Literal["makers", "defenders"]


def score_hand(rules: Rules, maker_tricks: int, maker_alone: bool, defender_alone: bool) -> tuple[Side, int]:
    """Who scores and how much.

    >>> score_hand(Rules(), 3, False, False)
    ('makers', 1)
    >>> score_hand(Rules(), 5, True, False)
    ('makers', 4)
    >>> score_hand(Rules(loner_march_score=5), 5, True, False)
    ('makers', 5)
    >>> score_hand(Rules(), 2, False, True), score_hand(Rules(lone_defender_euchre_score=2), 0, False, True)
    (('defenders', 4), ('defenders', 2))
    """
    if not 0 <= maker_tricks <= 5:
        raise ValueError(f"maker_tricks must be 0 to 5, not {maker_tricks!r}")
    if maker_tricks == 5:
        return "makers", rules.loner_march_score if maker_alone else 2
    if maker_tricks >= 3:
        return "makers", 1
    return "defenders", rules.lone_defender_euchre_score if defender_alone else 2


@dataclass(frozen=True)
class ScoreLine:
    """One row of the scoring table: a result code, who scores, and the points under these rules."""

    result: str  # makers_3_or_4 | march | lone_march | euchred | lone_defender_euchre
    side: Side
    points: int


def scoring_table(rules: Rules) -> list[ScoreLine]:
    """The scoring table for the active rules (the rows that can happen at this table).

    >>> [(r.result, r.points) for r in scoring_table(Rules())]
    [('makers_3_or_4', 1), ('march', 2), ('lone_march', 4), ('euchred', 2)]
    """
    rows = [
        ScoreLine("makers_3_or_4", *score_hand(rules, 3, False, False)),
        ScoreLine("march", *score_hand(rules, 5, False, False)),
    ]
    if rules.has_partners:
        rows.append(ScoreLine("lone_march", *score_hand(rules, 5, True, False)))
    rows.append(ScoreLine("euchred", *score_hand(rules, 0, False, False)))
    if rules.has_partners and rules.defend_alone != "never":
        rows.append(ScoreLine("lone_defender_euchre", *score_hand(rules, 0, False, True)))
    return rows
