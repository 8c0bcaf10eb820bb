"""One entry point for every game: :func:`start` deals the right hand for any :class:`~engine.table.rules.Rules`,
:func:`start_from_notation` reads a written deal at any table, :func:`new_game` starts a game to
``winning_score``. The partnership game (four-hand or cutthroat) is a :class:`~engine.games.partnership.HandState`;
call-ace and auction euchre are a :class:`~engine.games.solo.SoloHand`. The older names (``deal``, ``start_hand``,
``hand_from_notation``, ``Game``, ``solve`` and their call-ace/auction twins) each play one kind of table and
refuse another with :class:`~engine.table.rules.WrongGameError`, a ``ValueError`` naming both games.

>>> import random
>>> from engine.table.variants import table_rules
>>> [type(start(r, 0, random.Random(1))).__name__ for r in (Rules(), Rules(num_players=3),
...     table_rules("call_ace", 5), table_rules("auction", 7))]
['HandState', 'HandState', 'SoloHand', 'SoloHand']
>>> [str(a) for a in start(table_rules("auction", 5), 0, random.Random(1)).legal_actions()][:2]
['pass', 'bid 3 C']
"""

from __future__ import annotations

import random

from engine.games.game import Game
from engine.games.notation import hand_from_notation
from engine.games.partnership import HandState, deal
from engine.games.solo import SoloHand, solo_deal, start_solo_hand
from engine.games.solo_game import SoloGame
from engine.games.widow import parse_solo_deal
from engine.table.rules import Rules

AnyHand = HandState | SoloHand
AnyGame = Game | SoloGame


def start(rules: Rules, dealer: int, rng: random.Random) -> HandState | SoloHand:
    """A shuffled hand of the game ``rules`` describes, ``dealer`` dealing."""
    if rules.is_partnership_game:
        return deal(rules, dealer, rng)
    return solo_deal(rules, dealer, rng)


def start_from_notation(rules: Rules, text: str) -> HandState | SoloHand:
    """A hand from its one-line deal at this table (``engine.games.notation`` or ``engine.games.widow`` forms).

    >>> from engine.table.variants import table_rules
    >>> start_from_notation(table_rules("call_ace", 4), "dealer=E up=9H | S: JD AH 9S TC QC | "
    ...     "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD").phase.value
    'bid_upcard'
    """
    if rules.is_partnership_game:
        return hand_from_notation(rules, text)
    return start_solo_hand(rules, parse_solo_deal(rules, text))


def new_game(rules: Rules, first_dealer: int, rng: random.Random) -> Game | SoloGame:
    """A game to ``rules.winning_score`` at any table, its first hand dealt.

    >>> from engine.table.variants import table_rules
    >>> type(new_game(table_rules("auction", 6), 0, random.Random(2))).__name__
    'SoloGame'
    """
    if rules.is_partnership_game:
        return Game.new(rules, first_dealer, rng)
    return SoloGame.new(rules, first_dealer, rng)
