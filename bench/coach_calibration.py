"""Is the bidding advice calibrated? ``python -m bench.coach_calibration [DECISIONS]``.

For seeded deals, the first decision before the play of a seat (club bots bid up to it, one seat per deal in
turn) is advised (:func:`engine.coach.bidding_advice.advise_bidding`); then, on the real deal, each kind of choice
(pass, the best call, the best call alone, and the advised one) is taken and the hand played out by the
expert bots (:mod:`engine.coach.bot_levels`). The report, per kind of choice: the advice's predicted expected points
for the seat's side, the points the choice scored when played, and their difference with its standard error
(paired by decision). A calibrated advice has a difference near 0 for every kind. The bidding advice solves
each sampled deal with every hand in view, so the defenders of a loner defend perfectly: "alone" is expected
to be undervalued (issue 22: -0.34 ± 0.07).
"""

from __future__ import annotations

import random
import statistics
import sys
from collections import defaultdict

from engine import HandState, Phase, Rules, deal
from engine.coach.advice import hand_points
from engine.coach.bidding_advice import BIDDING_PHASES, advise_bidding
from engine.coach.bot_levels import BotLevel, bot_action
from engine.coach.bots import simple_action

DECISIONS = 120
ADVICE_DEALS = 300  # as the app's advisor (tutorial.widgets.coach_bids.BIDDING_DEALS)
KINDS = ("advised", "pass", "call", "alone")


def decision(seed: int) -> HandState:
    """A seeded deal bid by club bots up to the decision of seat ``seed % 4`` (or the first one after it)."""
    rng = random.Random(seed)
    while True:
        state = deal(Rules(), dealer=rng.randrange(4), rng=rng)
        while state.phase in BIDDING_PHASES and state.to_move is not None:
            if state.to_move == seed % 4 and state.phase is not Phase.DEFEND_ALONE:
                return state
            state = state.apply(simple_action(state, rng))


def _kind(action: str) -> str:
    if action == "pass":
        return "pass"
    return "alone" if action.endswith(" alone") else "call"


def played(state: HandState, action: str, seat: int, seed: int) -> int:
    """The points for ``seat``'s side of the hand played out from ``action`` by expert bots."""
    rng = random.Random(seed)
    state = state.apply(action)
    while not state.is_over:
        state = state.apply(bot_action(state, BotLevel.EXPERT, rng))
    result = state.result()
    if result is None or state.maker is None:
        return 0  # thrown in
    return hand_points(state.rules, state.maker_tricks, state.loner is not None, state.lone_defender is not None,
                       state.is_maker_side(seat))


def main(decisions: int = DECISIONS) -> None:
    predicted: dict[str, list[float]] = defaultdict(list)
    scored: dict[str, list[float]] = defaultdict(list)
    for seed in range(decisions):
        state = decision(seed)
        seat = state.to_move
        assert seat is not None
        advice = advise_bidding(state, deals=ADVICE_DEALS, seed=seed)
        chosen = {"advised": advice.best}
        for option in sorted(advice.options, key=lambda o: -o.points):
            chosen.setdefault(_kind(option.action), option)
        for kind, option in chosen.items():
            predicted[kind].append(option.points)
            scored[kind].append(played(state, option.action, seat, seed))
    print(f"coach calibration: bidding advice ({ADVICE_DEALS} deals, every hand in view) against the expert bots' "
          f"play, over {decisions} decisions:")
    for kind in KINDS:
        p, s = predicted[kind], scored[kind]
        if len(p) < 2:
            continue
        gaps = [a - b for a, b in zip(p, s, strict=True)]
        error = statistics.stdev(gaps) / len(gaps) ** 0.5
        print(f"  {kind:8} n={len(p):4}: predicted {statistics.fmean(p):+.3f}, played {statistics.fmean(s):+.3f} "
              f"(standard error {statistics.stdev(s) / len(s) ** 0.5:.3f}); bias {statistics.fmean(gaps):+.3f} "
              f"± {error:.3f}", flush=True)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
