"""solo_bid_advice_s: the bidding advice at the call-ace and auction tables (issue 22), wall seconds per
decision with the page's number of deals (``tutorial.widgets.coach_solo_bids.deals_for``), on one core
and on two, for each table size. The decisions are the first of each kind the table's bots meet in seeded hands
(a bid, a call, a discard), so every run times the same positions. The budget is
one second a decision; the exact search of a full hand at six and seven seats is far dearer per deal.

    .venv/bin/python -m bench.solo_bid_speed            # every table
    .venv/bin/python -m bench.solo_bid_speed 4 5        # only these sizes
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from engine import SoloHand, solo_deal, table_rules
from engine.coach.solo_bidding_advice import SOLO_BIDDING_PHASES, advise_solo_bidding
from engine.coach.solo_bots import solo_action
from engine.games.solo import SoloPhase
from tutorial.widgets.coach_solo_bids import deals_for

HANDS = 6  # seeded hands whose decisions are searched for one of each kind


def _decisions(game: str, seats: int) -> list[SoloHand]:
    """The first decision of each kind (a bid, a call, a discard...) the bots meet in ``HANDS`` hands."""
    rules = table_rules(game, seats)
    rng = random.Random(17)
    out: dict[SoloPhase, SoloHand] = {}
    for n in range(HANDS):
        state = solo_deal(rules, n % seats, rng)
        while state.phase in SOLO_BIDDING_PHASES and not state.is_over:
            if len(state.legal_actions()) > 1:
                out.setdefault(state.phase, state)
            state = state.apply(solo_action(state, rng))
    return list(out.values())


def _time(state: SoloHand, deals: int, workers: int) -> float:
    start = time.perf_counter()
    advise_solo_bidding(state, deals=deals, seed=1, workers=workers)
    return time.perf_counter() - start


def main(sizes: tuple[int, ...] = (4, 5, 6, 7)) -> None:
    print("solo_bid_advice_s (wall seconds per decision, median of the decisions; budget 1 s)")
    for game, seats in [("call_ace", n) for n in (4, 5, 6)] + [("auction", n) for n in (5, 6, 7)]:
        if seats not in sizes:
            continue
        deals = deals_for(table_rules(game, seats))
        states = _decisions(game, seats)
        one = [_time(s, deals, 1) for s in states]
        two = [_time(s, deals, 2) for s in states]
        kinds = sorted({s.phase.value for s in states if s.phase is not SoloPhase.OVER})
        print(
            f"  {game:8} {seats} seats, {deals:3} deals: one core {statistics.median(one):6.2f} s "
            f"(max {max(one):.2f}), two cores {statistics.median(two):6.2f} s (max {max(two):.2f})  "
            f"[{', '.join(kinds)}]"
        )


if __name__ == "__main__":
    main(tuple(int(a) for a in sys.argv[1:]) or (4, 5, 6, 7))
