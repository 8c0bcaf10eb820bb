"""The coach's figures, in one run (CPU time of this process, ``time.process_time``, so that waiting for a
shared core counts for nothing):

- ``engine.solve`` from the opening lead of 500 seeded four-player deals (club bots bid): median and p95,
  next to a plain alpha-beta over the public API (no transposition table, no merging, no ordering) on the
  first 40 of the same deals, and the ratio of the two on those;
- play advice from 200 samples, at the opening lead and at the first card of the second trick, and at the
  opening lead with one worker against two (wall clock);
- the same play advice at the call-ace (four, five, six seats) and auction tables (five, six, seven), each
  next to the partnership game's median of the same run (a ratio);
- bidding advice from 500 deals for the first bidder of a few deals, with one worker and with two (both
  cores) in turn (for two, the CPU time of the busier worker: see below);
- expert partners against beginner partners over a few hundred seeded hands (each deal twice, the sides
  swapped): points a hand.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import HandState, Phase, Rules, SoloHand, deal, solve, table_rules
from engine.coach import bidding_advice
from engine.coach.advice import advise_play
from engine.coach.bidding_advice import advise_bidding
from engine.coach.bot_levels import BotLevel, bot_action
from engine.coach.bots import simple_action
from engine.coach.solo_bots import solo_action
from engine.games.solo import SoloPhase, solo_deal

DEALS = 500
BASELINE_DEALS = 40
ADVICE_POSITIONS = 15
BIDDING_POSITIONS = 4
MARGIN_DEALS = 150
SOLO_POSITIONS = 5  # fewer than the partnership game's: a seven-seat opening lead takes seconds
SOLO_TABLES = (("call_ace", 4), ("call_ace", 5), ("call_ace", 6), ("auction", 5), ("auction", 6), ("auction", 7))


def opening_lead(seed: int) -> HandState:
    """A seeded deal bid by club bots up to the first lead (thrown-in deals are dealt again)."""
    rng = random.Random(seed)
    while True:
        state = deal(Rules(), dealer=rng.randrange(4), rng=rng)
        while state.phase is not Phase.PLAY and not state.is_over:
            state = state.apply(simple_action(state, rng))
        if state.phase is Phase.PLAY:
            return state


def second_trick(states: list[HandState]) -> list[HandState]:
    """Each of ``states`` played on (seeded simple bots) to the lead of the second trick."""
    out = []
    for state in states:
        rng = random.Random(1)
        while len(state.tricks) < 1:
            state = state.apply(simple_action(state, rng))
        out.append(state)
    return out


def solo_position(rules: Rules, seed: int, tricks: int) -> SoloHand:
    """A seeded call-ace or auction deal bid by the simple bots, played on by them to the lead of trick
    ``tricks + 1`` (thrown-in deals are dealt again)."""
    rng = random.Random(seed)
    while True:
        state = solo_deal(rules, rng.randrange(rules.num_players), rng)
        while state.phase is not SoloPhase.PLAY and not state.is_over:
            state = state.apply(solo_action(state, rng))
        if state.phase is SoloPhase.PLAY:
            while len(state.tricks) < tricks:
                state = state.apply(solo_action(state, rng))
            return state


def _solo_advice(partnership: dict[str, float]) -> None:
    """Play advice at every call-ace and auction table size, next to the partnership game's medians."""
    for game, seats in SOLO_TABLES:
        rules = table_rules(game, seats)
        for name, tricks in (("opening lead", 0), ("second trick", 1)):
            positions = [solo_position(rules, seed, tricks) for seed in range(SOLO_POSITIONS)]
            times = []
            for state in positions:
                start = time.process_time()
                advise_play(state, samples=200, seed=1)
                times.append((time.process_time() - start) * 1000)
            median = statistics.median(times)
            print(
                f"coach: play advice, 200 samples, {game} for {seats}, {name}: median {median:.0f} ms (CPU), "
                f"max {max(times):.0f} ms, over {len(positions)} positions "
                f"(x{median / partnership[name]:.1f} the partnership game's)"
            )


def plain_alpha_beta(state: HandState) -> dict[str, int]:
    """What ``solve`` answers, by plain alpha-beta on the public API: each legal card searched in full."""

    def search(s: HandState, alpha: int, beta: int) -> int:
        if s.is_over:
            return s.maker_tricks
        maximise = s.is_maker_side(s.to_move or 0)
        for action in s.legal_actions():
            v = search(s.apply(action), alpha, beta)
            if maximise:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                break
        return alpha if maximise else beta

    seat = state.to_move or 0
    ours = state.is_maker_side(seat)
    out = {}
    for action in state.legal_actions():
        makers = search(state.apply(action), -1, 6) - state.maker_tricks
        out[str(action)] = makers if ours else 5 - len(state.tricks) - makers
    return out


_untimed_chunk = bidding_advice._chunk
_WORKER_LOG = Path(tempfile.gettempdir()) / f"coach-speed-workers-{os.getpid()}.txt"


def _timed_chunk(*args: Any) -> list[list[int]]:
    """Bidding advice's piece of work, noting afterwards this process's CPU time so far (in a worker: since
    it was forked)."""
    out = _untimed_chunk(*args)
    with _WORKER_LOG.open("a") as log:
        log.write(f"{os.getpid()}:{time.process_time()}\n")
    return out


def _times(fn: Callable[[HandState], object], states: list[HandState]) -> list[float]:
    out = []
    for state in states:
        start = time.process_time()
        fn(state)
        out.append((time.process_time() - start) * 1000)
    return out


def _p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * len(values))]


def _margin() -> tuple[float, float, int]:
    points = []
    for seed in range(MARGIN_DEALS):
        for experts in (0, 1):
            levels = (BotLevel.EXPERT, BotLevel.BEGINNER) if experts == 0 else (BotLevel.BEGINNER, BotLevel.EXPERT)
            rng = random.Random(seed)
            state = deal(Rules(), dealer=seed % 4, rng=rng)
            while not state.is_over:
                state = state.apply(bot_action(state, levels[(state.to_move or 0) % 2], rng))
            result = state.result()
            if result is None:
                continue
            side, won = result
            maker_side = state.side(state.maker or 0)
            scorer = maker_side if side == "makers" else 1 - maker_side
            points.append(won if scorer == experts else -won)
    mean = statistics.fmean(points)
    return mean, statistics.stdev(points) / len(points) ** 0.5, len(points)


def _bidding() -> None:
    bidding = [deal(Rules(), dealer=3, rng=random.Random(seed)) for seed in range(BIDDING_POSITIONS)]
    # One worker and two in turn on each position. Wall clock says little on a loaded machine: the kernel
    # shares the CPU between sessions (autogroup), so a second worker gets no more of it than the first.
    # So for two workers, the CPU time of the busier one (each worker notes its own after every piece of
    # work): that is the wall clock on two free cores.
    cpu1, wall1, wall2, busiest = [], [], [], []
    bidding_advice._chunk = _timed_chunk
    try:
        for state in bidding:
            for workers in (1, 2):
                _WORKER_LOG.write_text("")
                start, wall = time.process_time(), time.perf_counter()
                advise_bidding(state, deals=500, seed=1, workers=workers)
                wall_ms, cpu_ms = (time.perf_counter() - wall) * 1000, (time.process_time() - start) * 1000
                if workers == 1:
                    cpu1.append(cpu_ms)
                    wall1.append(wall_ms)
                else:
                    wall2.append(wall_ms)
                    worked: dict[str, float] = {}
                    for line in _WORKER_LOG.read_text().split():
                        pid, cpu = line.split(":")
                        worked[pid] = max(worked.get(pid, 0.0), float(cpu))
                    busiest.append(max(worked.values()) * 1000)
    finally:
        bidding_advice._chunk = _untimed_chunk
        _WORKER_LOG.unlink(missing_ok=True)
    print(
        f"coach: bidding advice, 500 deals, 1 worker: median {statistics.median(cpu1):.0f} ms CPU "
        f"({statistics.median(wall1):.0f} ms wall clock); 2 workers: the busier worker's CPU median "
        f"{statistics.median(busiest):.0f} ms ({statistics.median(wall2):.0f} ms wall clock); "
        f"over {len(bidding)} positions"
    )


def main() -> None:
    states = [opening_lead(seed) for seed in range(DEALS)]
    solved = _times(solve, states)
    base = states[:BASELINE_DEALS]
    plain = _times(plain_alpha_beta, base)
    same = solved[:BASELINE_DEALS]
    assert all(solve(s) == plain_alpha_beta(s) for s in base[:5]), "the baseline must answer as the solver"
    print(
        f"coach: solve from the opening lead, {DEALS} deals: median {statistics.median(solved):.2f} ms, "
        f"p95 {_p95(solved):.2f} ms"
    )
    print(
        f"coach: plain alpha-beta, first {BASELINE_DEALS} deals: median {statistics.median(plain):.1f} ms, "
        f"p95 {_p95(plain):.1f} ms; solve on the same deals: median {statistics.median(same):.2f} ms "
        f"(x{statistics.median(plain) / statistics.median(same):.0f} faster)"
    )

    lead = states[:ADVICE_POSITIONS]
    second = second_trick(lead)
    medians = {}
    for name, positions in (("opening lead", lead), ("second trick", second)):
        times = _times(lambda s: advise_play(s, samples=200, seed=1), positions)
        medians[name] = statistics.median(times)
        print(
            f"coach: play advice, 200 samples, {name}: median {medians[name]:.0f} ms (CPU) "
            f"over {len(positions)} positions"
        )
    _solo_advice(medians)
    # Both cores, against one, in wall clock (the workers' CPU time is not this process's): on a busy
    # machine the second core is not free and the ratio says so.
    walls: dict[int, list[float]] = {1: [], 2: []}
    for state in lead:
        for workers in (1, 2):
            wall = time.perf_counter()
            advise_play(state, samples=200, seed=1, workers=workers)
            walls[workers].append((time.perf_counter() - wall) * 1000)
    one, two = statistics.median(walls[1]), statistics.median(walls[2])
    print(
        f"coach: play advice, 200 samples, opening lead, wall clock: 1 worker median {one:.0f} ms, "
        f"2 workers {two:.0f} ms (x{one / two:.2f})"
    )

    _bidding()

    mean, error, hands = _margin()
    print(
        f"coach: expert partners against beginner partners: {mean:+.2f} points a hand "
        f"(standard error {error:.2f}) over {hands} hands"
    )


if __name__ == "__main__":
    main()
