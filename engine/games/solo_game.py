"""A game of call-ace or auction euchre: the one game of :mod:`engine.games.game` over call-ace and auction hands,
every player scoring for himself (a partner or ally shares the side's points)."""

from __future__ import annotations

import random

from engine.games.game import GameOf
from engine.games.solo import SoloHand, solo_deal, solo_games
from engine.table.rules import Rules, require_game


class SoloGame(GameOf[SoloHand]):
    """A game at a call-ace or auction table (``engine.new_game`` starts one at any table).

    >>> from engine.table.variants import table_rules
    >>> from engine.coach.bots import simple_action
    >>> rng = random.Random(4)
    >>> g = SoloGame.new(table_rules("auction", 6), first_dealer=0, rng=rng)
    >>> while not g.over:
    ...     g = g.apply(simple_action(g.hand, rng)) if not g.hand.is_over else g.next_hand(rng)
    >>> max(g.scores) >= 10 and g.winner is not None
    True
    """

    @staticmethod
    def _require_game(rules: Rules) -> None:
        require_game(rules, "engine.SoloHand (solo_deal, start_solo_hand, SoloGame)", *solo_games())

    @staticmethod
    def _deal(rules: Rules, dealer: int, rng: random.Random) -> SoloHand:
        return solo_deal(rules, dealer, rng)
