"""The game registry: one spec per game, the facts of its table that the shared code reads (rules.md sections
1, 9 and 10). ``Rules`` validation, ``GAME_PLAYERS``, the deals and the variants ask the spec, never the
game's name, so that a new game is its own modules and one line of :data:`GAME_SPECS`.

A game's hand rules (``engine.games``), bots and advice (``engine.coach``) sit in layers above this one:
they register with the hand (``engine.games.solo.register_game``) when ``engine.games`` imports them.

>>> [(spec.name, tuple(spec.players)) for spec in GAME_SPECS.values()]
[('partnership', (4, 3)), ('call_ace', (4, 5, 6)), ('auction', (5, 6, 7))]
>>> game_spec("auction").widow, game_spec("auction").players[7]
(3, 5)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.table.rule_option import RuleOption


@dataclass(frozen=True)
class GameSpec:
    """What the shared code needs to know of one game's table."""

    name: str  # the value of Rules.game
    title: str  # in words, for the errors of entry points given a table of another game (never shown)
    # Each table size, in the pickers' order, with its default deck (min_rank: the smallest usual pack that
    # deals it: 9 -> 24 cards, 7 -> 32, 6 -> 36, 5 -> 40).
    players: Mapping[int, int] = field(hash=False)
    widow: int = 0  # cards dealt to a widow instead of turning an upcard (auction: 3)
    fixed_partners_at_four: bool = False  # the four-hand partnership game; the others make partners per hand
    long_packs: bool = True  # whether the 36- and 40-card packs (min_rank 6 and 5) are played
    joker: bool = True  # whether the joker is played (seed 004: not at auction)
    options: tuple[RuleOption, ...] = ()  # the house-rule options of this game alone (each a field of Rules)


# One line per game, the first the default table. The options of a game follow, in order, the shared ones in
# engine.table.rules.RULE_TABLE (a test ties the table to the fields of Rules).
GAME_SPECS: dict[str, GameSpec] = {
    spec.name: spec
    for spec in (
        GameSpec(
            "partnership",
            "the partnership game, four-hand or cutthroat",
            {4: 9, 3: 9},
            fixed_partners_at_four=True,
            long_packs=False,
        ),
        GameSpec(
            "call_ace",
            "call-ace euchre",
            {4: 9, 5: 7, 6: 7},
            options=(RuleOption("call_ace_undealt", "word", ("highest_in_play", "no_partner"), "highest_in_play"),),
        ),
        GameSpec(
            "auction",
            "auction euchre",
            {5: 7, 6: 6, 7: 5},
            widow=3,
            joker=False,
            options=(
                RuleOption("auction_points", "word", ("bid", "tricks"), "bid"),
                RuleOption("auction_euchre", "word", ("set_back", "opponents_score"), "set_back"),
            ),
        ),
    )
}


def game_spec(game: str) -> GameSpec:
    """The spec of ``game`` (``KeyError`` for a game nobody registered)."""
    return GAME_SPECS[game]
