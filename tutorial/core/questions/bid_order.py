"""The order in which a table offers its bids: always the same, whatever order the engine lists them in.

Pass comes first; then the bids of round one ("order up", then "order up alone" beside it); then one row
per suit in the table's order (clubs, diamonds, hearts, spades), each call with its lone call beside it, or
an auction's bids for that suit from the fewest tricks up. A learner finds a bid where he found it last time.

>>> choice_rows(["call S", "pass", "call D alone", "call D", "call S alone"])
[['pass'], ['call D', 'call D alone'], ['call S', 'call S alone']]
>>> choice_rows(["call ace S", "call ace C", "call ace H"])
[['call ace C', 'call ace H', 'call ace S']]
>>> choice_rows(["order up alone", "pass", "order up"])
[['pass'], ['order up', 'order up alone']]
>>> choice_rows(["bid 4 H", "bid 3 H", "pass", "bid 15 C", "bid 3 C"])
[['pass'], ['bid 3 C', 'bid 15 C'], ['bid 3 H', 'bid 4 H']]
"""

from __future__ import annotations

from collections.abc import Iterable

from engine import SUITS

_ROUND_ONE = ("order up", "order up alone", "defend alone")


def _suit_of(action: str) -> str | None:
    """The suit a bid names (``call H``, ``call H alone``, ``bid 4 H``, ``call ace H``), else None."""
    words = action.split()
    if words[0] == "call" and len(words) >= 2 and words[1] in SUITS:
        return words[1]
    if words[0] == "bid" and len(words) == 3:
        return words[2]
    if words[:2] == ["call", "ace"] and len(words) == 3:
        return words[2]
    return None


def _within_row(action: str) -> tuple[int, int]:
    words = action.split()
    if words[0] == "bid":
        return (0, int(words[1]) if words[1].isdigit() else 0)
    return (1 if words[-1] == "alone" else 0, 0)


def choice_rows(actions: Iterable[str]) -> list[list[str]]:
    """The bids as rows in the table's fixed order (see the module's docstring); a duplicate is dropped."""
    offered = list(dict.fromkeys(actions))
    rows: list[list[str]] = []
    if "pass" in offered:
        rows.append(["pass"])
    first = [a for a in _ROUND_ONE if a in offered]
    if first:
        rows.append(first)
    by_suit = [
        row for row in (sorted((a for a in offered if _suit_of(a) == suit), key=_within_row) for suit in SUITS) if row
    ]
    # One bid per suit (no lone calls, or the called ace's suit): the suits share one row.
    rows.extend([[row[0] for row in by_suit]] if by_suit and all(len(row) == 1 for row in by_suit) else by_suit)
    placed = {a for row in rows for a in row}
    rest = [a for a in offered if a not in placed]  # anything else keeps the engine's order, last
    if rest:
        rows.append(rest)
    return rows
