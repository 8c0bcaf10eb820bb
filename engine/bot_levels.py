"""Table players at three levels, under every house rule. All choose among the engine's legal actions, so
none can break a rule.

- ``beginner``: any legal action, at random;
- ``club``: the sound habits of :func:`engine.bots.simple_action` (count trumps and aces to bid, win cheaply,
  play low behind a partner who is winning);
- ``expert``: bids like a club player, and plays the card the coach advises (:func:`engine.advice.advise_play`
  over a few sampled deals of the unseen cards, each solved exactly).

>>> import random
>>> from engine import Rules, deal
>>> state = deal(Rules(), dealer=3, rng=random.Random(2))
>>> [str(bot_action(state, level, random.Random(1))) in map(str, state.legal_actions()) for level in BOT_LEVELS]
[True, True, True]
"""

from __future__ import annotations

import random
from enum import StrEnum

from engine.actions import Action
from engine.advice import advise_play
from engine.bots import simple_action
from engine.state import HandState, Phase

__all__ = ["BOT_LEVELS", "EXPERT_SAMPLES", "BotLevel", "bot_action"]


class BotLevel(StrEnum):
    BEGINNER = "beginner"
    CLUB = "club"
    EXPERT = "expert"


BOT_LEVELS: tuple[BotLevel, ...] = tuple(BotLevel)
EXPERT_SAMPLES = 24  # deals per decision: enough to tell good cards from bad, quick enough for a table


def bot_action(state: HandState, level: BotLevel | str, rng: random.Random, samples: int = EXPERT_SAMPLES) -> Action:
    """The action of a bot of ``level`` for the seat to move. Raises ``ValueError`` for an unknown level or
    when nobody is to move."""
    level = BotLevel(level)
    legal = state.legal_actions()
    if not legal:
        raise ValueError("no legal action: the hand is over")
    if level is BotLevel.BEGINNER:
        return rng.choice(legal)
    if level is BotLevel.CLUB or state.phase is not Phase.PLAY or len(legal) == 1:
        return simple_action(state, rng)
    best = advise_play(state, samples=samples, seed=rng.randrange(1 << 30)).best.action
    return next(a for a in legal if str(a) == best)
