"""What each game deals at each table size: the deck, the cards each, the upcard or the widow, the cards
set aside (rules.md sections 1, 9 and 10; the defaults are documented in docs/rules.md).

Every table deals five cards each, so that a hand is five tricks and the auction's bids of three to five
tricks mean what they say. The deck is the ``min_rank`` option; :func:`default_min_rank` is the smallest
usual pack that deals the table.

>>> table = table_rules("auction", 7)
>>> table.min_rank, table.deck_size, widow_size(table), len_set_aside(table)
(5, 40, 3, 2)
>>> table_rules("call_ace", 6).deck_size, kitty_size(table_rules("call_ace", 6))
(32, 2)
"""

from __future__ import annotations

from typing import Any

from engine.table.game_specs import game_spec
from engine.table.rules import GAME_PLAYERS, Rules, cards_needed

CARDS_EACH = 5


def players_for(game: str) -> tuple[int, ...]:
    """The table sizes a game is played at, smallest first.

    >>> players_for("call_ace"), players_for("auction")
    ((4, 5, 6), (5, 6, 7))
    """
    return tuple(sorted(GAME_PLAYERS[game]))


def default_min_rank(game: str, num_players: int) -> int:
    """The documented default deck of a table: the 24-card pack where it deals, else 32, 36 or 40 cards.

    >>> default_min_rank("call_ace", 5), default_min_rank("auction", 6)
    (7, 6)
    """
    return game_spec(game).players[num_players]  # the smallest deck that deals the table


def table_rules(game: str, num_players: int, **options: Any) -> Rules:
    """The rules of a table of this game and size with its default deck (``min_rank`` may still be given).

    >>> table_rules("auction", 5).deck_size
    32
    """
    options.setdefault("min_rank", default_min_rank(game, num_players))
    return Rules(game=game, num_players=num_players, **options)


def widow_size(rules: Rules) -> int:
    """The auction's widow (3 cards); no other game has one."""
    return game_spec(rules.game).widow


def kitty_size(rules: Rules) -> int:
    """The call-ace and partnership kitty, the upcard included; an auction table has none (it has a widow)."""
    return 0 if widow_size(rules) else rules.deck_size - CARDS_EACH * rules.num_players


def len_set_aside(rules: Rules) -> int:
    """The auction's undealt cards besides the widow: set aside face down, out of the hand.

    >>> len_set_aside(table_rules("auction", 5)), len_set_aside(table_rules("auction", 6, benny=True))
    (4, 4)
    """
    return rules.deck_size - cards_needed(rules.game, rules.num_players) if widow_size(rules) else 0


def partnership_view(rules: Rules) -> Rules:
    """The same house options at the four-hand partnership table (the lessons about the basic game use it
    when the learner's house rules are call-ace or auction euchre).

    >>> partnership_view(table_rules("auction", 7, winning_score=11)).to_dict()["winning_score"]
    11
    >>> partnership_view(table_rules("auction", 7)).min_rank, partnership_view(Rules(num_players=3)).num_players
    (7, 3)
    """
    if rules.game == "partnership":
        return rules
    return rules.replace(
        game="partnership",
        num_players=4,
        min_rank=rules.min_rank if rules.min_rank in (9, 7) else 7,
        defend_alone="never",
    )
