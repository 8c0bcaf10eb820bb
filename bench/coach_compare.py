"""The coach's speed against an earlier revision, side by side in one run: ``python -m bench.coach_compare REV``
(default: where this branch left ``main``). The old search, solver, sampling and advice modules are loaded
from git (:mod:`bench.baseline`); each position is timed with the old code and the new in turn, and their
answers must be equal (but for blind trump-naming under a turned-up joker, changed on purpose). Times are CPU
time of this process except with two workers (wall clock: the workers' CPU time is not this process's). The
ratios old/new are of the medians, of the totals, and the median of each position's own ratio (the load of a
shared machine moves single timings a lot).

``python -m bench.coach_compare REV tables`` times play advice at the call-ace and auction tables instead
(issue 22): 200 samples at the opening lead and at the third trick of a few seeded deals per table size, with
one worker and with two, old and new in turn (``make bench`` runs it against ``main``'s merge base).
"""

from __future__ import annotations

import dataclasses
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bench import baseline
from bench.coach_speed import SOLO_TABLES, opening_lead, second_trick, solo_position
from engine import HandState, Rules, SoloHand, deal, solve, table_rules
from engine.coach.advice import advise_play
from engine.coach.bidding_advice import advise_bidding

MODULES = (
    "search.exact",
    "search.sampling",
    "search.play_tables",
    "search.solver",
    "coach.advice",
    "coach.bidding_advice",
)


def _p95(values: list[float]) -> float:
    return sorted(values)[int(0.95 * len(values))]


def _plain(results: tuple[object, ...]) -> list[tuple[object, ...]]:
    """Result records as plain tuples: the old modules' dataclasses are other classes than the new ones."""
    return [dataclasses.astuple(r) for r in results]  # type: ignore[call-overload]


def _figures(results: tuple[object, ...]) -> list[tuple[object, ...]]:
    """A bid's figures the old revision gives too (the new ``made`` share left out)."""
    return [t[:4] for t in _plain(results)]


def _side_by_side(
    name: str,
    old: Callable[[Any], object],
    new: Callable[[Any], object],
    states: Sequence[HandState | SoloHand],
    wall: bool = False,
    same: bool = True,
) -> None:
    clock = time.perf_counter if wall else time.process_time
    times: dict[str, list[float]] = {"old": [], "new": []}
    for i, state in enumerate(states):
        answers = {}
        for which in ("old", "new") if i % 2 else ("new", "old"):
            fn = old if which == "old" else new
            start = clock()
            answers[which] = fn(state)
            times[which].append((clock() - start) * 1000)
        assert not same or answers["old"] == answers["new"], f"{name}: old and new differ on position {i}"
    o, n = statistics.median(times["old"]), statistics.median(times["new"])
    ratios = [a / b for a, b in zip(times["old"], times["new"], strict=True) if b > 0]
    print(
        f"{name} ({len(states)} positions, {'wall clock' if wall else 'CPU'}): "
        f"old median {o:.2f} ms p95 {_p95(times['old']):.2f} ms; "
        f"new median {n:.2f} ms p95 {_p95(times['new']):.2f} ms; old/new x{o / n:.2f} "
        f"(in total x{sum(times['old']) / sum(times['new']):.2f}, "
        f"median position x{statistics.median(ratios):.2f})",
        flush=True,
    )


TABLE_POSITIONS = 3  # a seven-seat opening lead took seconds
TABLE_TRICKS = (("opening lead", 0), ("third trick", 2))


def _tables(old: dict[str, Any]) -> None:
    """Play advice at every call-ace and auction table size, at the opening lead and at the lead of the third
    trick, with one worker (CPU time) and two (wall clock)."""
    for game, seats in SOLO_TABLES:
        rules = table_rules(game, seats)
        for name, tricks in TABLE_TRICKS:
            positions = [solo_position(rules, seed, tricks) for seed in range(TABLE_POSITIONS)]
            for workers in (1, 2):
                _side_by_side(
                    f"play advice, 200 samples, {name}, {game} for {seats}, {workers} worker(s)",
                    lambda s, w=workers: _plain(
                        old["coach.advice"].advise_play(s, samples=200, seed=1, workers=w).options
                    ),
                    lambda s, w=workers: _plain(advise_play(s, samples=200, seed=1, workers=w).options),
                    positions,
                    wall=workers > 1,
                )


def main(revision: str | None = None, what: str = "coach", deals: int = 500) -> None:
    if revision is None or revision == "base":
        root = Path(__file__).resolve().parent.parent
        revision = subprocess.run(
            ["git", "-C", str(root), "merge-base", "HEAD", "main"], check=True, capture_output=True, text=True
        ).stdout.strip()
    old = baseline.load(revision, MODULES)
    print(f"coach against {revision[:10]}:")
    if what == "tables":
        _tables(old)
        return
    states = [opening_lead(seed) for seed in range(deals)]
    _side_by_side("solve, opening lead", old["search.solver"].solve, solve, states)

    lead = states[:15]
    second = second_trick(lead)
    for name, positions in (("opening lead", lead), ("second trick", second)):
        _side_by_side(
            f"play advice, 200 samples, {name}",
            lambda s: _plain(old["coach.advice"].advise_play(s, samples=200, seed=1).options),
            lambda s: _plain(advise_play(s, samples=200, seed=1).options),
            positions,
        )

    bidding = [deal(Rules(), dealer=3, rng=random.Random(seed)) for seed in range(4)]
    old_bidding = old["coach.bidding_advice"].advise_bidding
    for workers in (1, 2):
        _side_by_side(
            f"bidding advice, 500 deals, {workers} worker(s)",
            lambda s, w=workers: _figures(old_bidding(s, deals=500, seed=1, workers=w).options),
            lambda s, w=workers: _figures(advise_bidding(s, deals=500, seed=1, workers=w).options),
            bidding,
            wall=workers > 1,
        )
    # A turned-up joker: the dealer names trump blind. The answers differ by design (the old advice read the
    # dealer's own cards and solved every suit; the new deals them at random and plays one suit for all).
    blind = [
        s
        for s in (deal(Rules(joker=True), dealer=0, rng=random.Random(seed)) for seed in range(400))
        if s.phase.value == "dealer_names_trump"
    ][:4]
    _side_by_side(
        "bidding advice, turned-up joker (blind), 500 deals, 1 worker",
        lambda s: _figures(old_bidding(s, deals=500, seed=1).options),
        lambda s: _figures(advise_bidding(s, deals=500, seed=1).options),
        blind,
        same=False,
    )


if __name__ == "__main__":
    main(*sys.argv[1:3])
