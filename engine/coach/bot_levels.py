"""Table players at three levels, under every house rule. All choose among the engine's legal actions, so
none can break a rule.

- ``beginner``: any legal action, at random;
- ``club``: the sound habits of :func:`engine.coach.bots.simple_action` (count trumps and aces to bid, win cheaply,
  play low behind a partner who is winning);
- ``expert``: bids, discards and plays as the coach advises: :func:`engine.coach.bidding_advice.advise_bidding` over a
  few dozen deals before the play (blind, like everyone, when a turned-up joker makes the dealer name trump
  before looking), :func:`engine.coach.advice.advise_play` over a few sampled deals of the unseen cards in the play.
  The bidding advice is calibrated (:mod:`engine.coach.bid_calibration`), so it goes alone as often as that pays,
  and values a pass with the later seats bidding as expert bots (an imitation of them, ``bidders="expert"``).
  Expert partners against club partners, ``python -m bench.coach_strength 1000 6`` and the same hands over seeds
  1000-2999 (each deal played both ways): +0.164 ± 0.018 points a hand over seeds 1000-2999, and +0.190 ± 0.026
  over seeds 0-999 for the same expert but for the discard's reading of the bids. Against OpenSpiel's
  information-set MCTS (1,000 simulations) on OpenSpiel's euchre, ``python -m bench.openspiel_match 500 1000``
  (seeds 0-499, both ways): +0.182 ± 0.043 points a hand, for the expert before the first round's offsets.
  In a :class:`~engine.games.solo.SoloHand` it bids, discards and calls as a ``club`` player (the round table's
  bidding advice plays out a few deals, 4 to 64 a decision, enough for a learner's grade but too noisy to bid
  by) and plays as the coach advises.

Every level plays every table (``bot_action`` takes any game's hand, :class:`engine.games.hand.Hand`).

>>> import random
>>> from engine import Rules, deal
>>> state = deal(Rules(), dealer=3, rng=random.Random(2))
>>> [str(bot_action(state, level, random.Random(1))) in map(str, state.legal_actions()) for level in BOT_LEVELS]
[True, True, True]
"""

from __future__ import annotations

import random
from enum import StrEnum

from engine.coach.advice import advise_play
from engine.coach.bidding_advice import BIDDING_PHASES, advise_bidding
from engine.coach.bots import AnyHand, simple_action
from engine.games.partnership import HandState, Phase
from engine.games.solo import SoloHand, SoloPhase
from engine.table.actions import Action

__all__ = ["BOT_LEVELS", "EXPERT_BID_DEALS", "EXPERT_SAMPLES", "BotLevel", "bot_action"]


class BotLevel(StrEnum):
    BEGINNER = "beginner"
    CLUB = "club"
    EXPERT = "expert"


BOT_LEVELS: tuple[BotLevel, ...] = tuple(BotLevel)
EXPERT_SAMPLES = 24  # deals per decision: enough to tell good cards from bad, quick enough for a table
EXPERT_BID_DEALS = 40  # deals per bid or discard, each played out for every choice
# Whether its play's deals follow what the bids say of the hidden hands (engine.coach.bid_inference, a model of
# the club player's bids). Measured against club partners, paired (``python -m bench.coach_strength DEALS 6``):
# +0.009 ± 0.013 a hand over 2,000 fresh deals (seeds 1000-2999); over seeds 0-999, where the model's softness
# was chosen, +0.030 ± 0.018 against the expert that read no bids. Against OpenSpiel's IS-MCTS, whose bids the
# model does not describe, the expert reading them scored +0.114 ± 0.045 over 500 deals (seeds 0-499) where the
# expert before it (no reading, nor the first round's offsets) had scored +0.182 ± 0.043: -0.068 ± 0.038 by deal,
# not fully paired (OpenSpiel's search is unseeded). A model of one kind of bidder misleads against another: off.
EXPERT_READS_BIDS = False


def bot_action(
    state: AnyHand,
    level: BotLevel | str,
    rng: random.Random,
    samples: int = EXPERT_SAMPLES,
    bid_deals: int = EXPERT_BID_DEALS,
) -> Action:
    """The action of a bot of ``level`` for the seat to move (an expert judges a card on ``samples`` deals, a
    bid or discard on ``bid_deals``). Raises ``ValueError`` for an unknown level or when nobody is to move."""
    level = BotLevel(level)
    legal = state.legal_actions()
    if not legal:
        raise ValueError("no legal action: the hand is over")
    if level is BotLevel.BEGINNER:
        return rng.choice(legal)
    if level is BotLevel.CLUB or len(legal) == 1:
        return simple_action(state, rng)
    if isinstance(state, SoloHand):
        if state.phase is not SoloPhase.PLAY:  # a club player's bid (see the module's note)
            return simple_action(state, rng)
        best = advise_play(state, samples=samples, seed=rng.randrange(1 << 30)).best.action
        return next(a for a in legal if str(a) == best)
    if not isinstance(state, HandState):
        raise TypeError(f"no bot plays {type(state).__name__}")
    if state.phase in BIDDING_PHASES:
        # The seats after it are expert bots too: a pass is valued with their bids (issue 22).
        advice = advise_bidding(state, deals=bid_deals, seed=rng.randrange(1 << 30), bidders="expert")
        best = advice.best.action
        return next(a for a in legal if str(a) == best)
    if state.phase is not Phase.PLAY:  # pragma: no cover - every phase with a choice is bidding or play
        return simple_action(state, rng)
    best = advise_play(state, samples=samples, seed=rng.randrange(1 << 30), read_bids=EXPERT_READS_BIDS).best.action
    return next(a for a in legal if str(a) == best)
