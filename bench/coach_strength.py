"""How much stronger is the expert than the club bot? ``python -m bench.coach_strength [DEALS] [OLD]``: each seeded
deal is played twice, the expert partnership sitting North-South, then East-West, against club bots; the
expert side's points a hand, with its standard error (over the deals, each deal's two hands together, so that
the luck of the cards cancels). In the same run, on the same deals, the expert as it was before it bid from the
advice (club bidding, the coach's play), and the difference of the two, paired by deal (``OLD`` = 0 leaves
them out: half the time; ``OLD`` = 2 compares with the expert bidding from the uncalibrated advice instead;
``OLD`` = 3 with the expert whose advice valued a pass with club players bidding after it, before issue 22;
``OLD`` = 4 with the expert before the second round's pass had its offset; ``OLD`` = 5 before the first
round's pass and order up had theirs; ``OLD`` = 6 with the expert whose play reads the bids (off: the gain printed is
then today's over it); ``OLD`` = 7 with the expert whose discard does not read them).
Points come in halves of a deal played both ways; the deals a minute are reported.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Collection
from typing import Any

from engine import HandState, Phase, Rules, deal
from engine.coach import bid_calibration, bot_levels
from engine.coach.bid_calibration import BidGroup
from engine.coach.bidding_advice import BIDDING_PHASES, BiddingAdvice, advise_bidding
from engine.coach.bot_levels import EXPERT_BID_DEALS, BotLevel, bot_action
from engine.coach.bots import simple_action
from engine.table.actions import Action

DEALS = 120
Chooser = Callable[[HandState, random.Random], Action]


def expert(state: HandState, rng: random.Random) -> Action:
    return bot_action(state, BotLevel.EXPERT, rng)


def expert_club_bidding(state: HandState, rng: random.Random) -> Action:
    """The expert before it bid from the advice: a club player's bids and discard, the coach's play."""
    if state.phase is not Phase.PLAY:
        return simple_action(state, rng)
    return bot_action(state, BotLevel.EXPERT, rng)


def expert_uncalibrated(state: HandState, rng: random.Random) -> Action:
    """The expert bidding from the advice as the solve gives it (before engine.coach.bid_calibration)."""
    if state.phase in BIDDING_PHASES and len(state.legal_actions()) > 1:
        best = advise_bidding(
            state, deals=EXPERT_BID_DEALS, seed=rng.randrange(1 << 30), calibrated=False, bidders="expert"
        ).best
        return next(a for a in state.legal_actions() if str(a) == best.action)
    return bot_action(state, BotLevel.EXPERT, rng)


def expert_club_bidders(state: HandState, rng: random.Random) -> Action:
    """The expert before issue 22's fix: its bidding advice valued a pass with club players bidding after it."""
    if state.phase in BIDDING_PHASES and len(state.legal_actions()) > 1:
        best = advise_bidding(state, deals=EXPERT_BID_DEALS, seed=rng.randrange(1 << 30), bidders="club").best
        return next(a for a in state.legal_actions() if str(a) == best.action)
    return bot_action(state, BotLevel.EXPERT, rng)


def _expert_without_offsets(groups: Collection[BidGroup], state: HandState, rng: random.Random) -> Action:
    """The expert bidding from advice in which the bids of ``groups`` have no offset."""
    saved = bid_calibration.OFFSETS
    bid_calibration.OFFSETS = {g: v for g, v in saved.items() if g not in groups}
    try:
        return bot_action(state, BotLevel.EXPERT, rng)
    finally:
        bid_calibration.OFFSETS = saved


def expert_pass_uncorrected(state: HandState, rng: random.Random) -> Action:
    """The expert before the second round's pass had its offset (its advice valued that pass as solved)."""
    return _expert_without_offsets({BidGroup.PASS_CALL}, state, rng)


def expert_first_round_uncorrected(state: HandState, rng: random.Random) -> Action:
    """The expert before the first round's pass and order up had their offsets."""
    return _expert_without_offsets(bid_calibration.FIRST_ROUND_REFITTED.keys(), state, rng)


def expert_reading_bids(state: HandState, rng: random.Random) -> Action:
    """The expert whose play's deals follow what the bids say of the hidden hands (engine.coach.bid_inference;
    off in ``bot_levels.EXPERT_READS_BIDS``, which gives the figures)."""
    bot_levels.EXPERT_READS_BIDS = True
    try:
        return bot_action(state, BotLevel.EXPERT, rng)
    finally:
        bot_levels.EXPERT_READS_BIDS = False


def expert_bidding_without_reading(state: HandState, rng: random.Random) -> Action:
    """The expert whose discard did not read the bids (engine.coach.bidding_advice.READS_BIDS)."""
    plain = bot_levels.advise_bidding  # type: ignore[attr-defined]

    def not_reading(*args: Any, **kwargs: Any) -> BiddingAdvice:
        return plain(*args, **{**kwargs, "read_bids": False})

    bot_levels.advise_bidding = not_reading  # type: ignore[attr-defined]
    try:
        return bot_action(state, BotLevel.EXPERT, rng)
    finally:
        bot_levels.advise_bidding = plain  # type: ignore[attr-defined]


def club(state: HandState, rng: random.Random) -> Action:
    return bot_action(state, BotLevel.CLUB, rng)


def _hand(seed: int, expert_side: int, chooser: Chooser) -> int:
    rng = random.Random(seed)
    state = deal(Rules(), dealer=seed % 4, rng=rng)
    while not state.is_over:
        play = chooser if (state.to_move or 0) % 2 == expert_side else club
        state = state.apply(play(state, rng))
    result = state.result()
    if result is None or state.maker is None:
        return 0
    side, won = result
    maker_side = state.side(state.maker)
    scorer = maker_side if side == "makers" else 1 - maker_side
    return won if scorer == expert_side else -won


def _line(name: str, values: list[float]) -> str:
    error = statistics.stdev(values) / len(values) ** 0.5
    return f"{name} {statistics.fmean(values):+.3f} (standard error {error:.3f})"


# The expert each ``OLD`` compares with, and its name in the report.
OLD_EXPERTS: dict[int, tuple[Chooser, str]] = {
    1: (expert_club_bidding, "expert with club bidding"),
    2: (expert_uncalibrated, "expert bidding from the uncalibrated advice"),
    3: (expert_club_bidders, "expert valuing a pass with club bidders after it"),
    4: (expert_pass_uncorrected, "expert valuing the second round's pass as solved"),
    5: (expert_first_round_uncorrected, "expert without the first round's offsets"),
    6: (expert_reading_bids, "expert whose play reads the bids"),
    7: (expert_bidding_without_reading, "expert whose discard does not read the bids"),
}


def main(deals: int = DEALS, old_too: int = 1) -> None:
    start = time.monotonic()
    new, old = [], []
    before, name = OLD_EXPERTS.get(old_too, OLD_EXPERTS[1])
    for seed in range(deals):
        new.append((_hand(seed, 0, expert) + _hand(seed, 1, expert)) / 2)
        if old_too:
            old.append((_hand(seed, 0, before) + _hand(seed, 1, before)) / 2)
        if len(new) % 100 == 0 and len(new) < deals:  # a long run can be read as it goes
            gain = [a - b for a, b in zip(new, old, strict=False)] if old_too else []
            print(
                f"  after {len(new)} deals: {_line('expert', new)}" + (f"; {_line('gain', gain)}" if gain else ""),
                flush=True,
            )
    lines = [_line("expert bidding from the advice", new)]
    if old_too:
        gain = [a - b for a, b in zip(new, old, strict=True)]
        lines += [_line(name, old), _line("difference", gain)]
    rate = deals / ((time.monotonic() - start) / 60)
    print(
        f"coach strength: points a hand against club partners over {deals} deals played both ways: "
        + "; ".join(lines)
        + f"; {rate:.1f} deals a minute",
        flush=True,
    )


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
