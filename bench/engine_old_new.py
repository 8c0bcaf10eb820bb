"""engine_old_new: this checkout's engine against the engine of another git ref, in one run (issue 23: the
entry points now check the game once per table, the call-ace view works out what each seat can know).

Random full hands through the public API (``deal`` for the partnership game, ``solo_deal`` for call-ace at
four and auction at five: deal, random legal actions to the end, result), and the call-ace hand with every
seat's ``observation`` at every step. Each figure is hands per second of a child process's CPU time, the
child importing one engine or the other; rounds alternate old and new so a noisy neighbour slows both alike;
the medians are compared as new / old.

    .venv/bin/python -m bench.engine_old_new            # old = the merge base with main
    BENCH_OLD_REF=be88165 .venv/bin/python -m bench.engine_old_new
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ROUND_SECONDS = 0.5
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "5"))
LOOPS = ("partnership-4", "call_ace-4", "auction-5", "call_ace-4-views")

CHILD = r"""
import random, sys, time
from engine import Rules, deal, solo_deal, table_rules
loop, seconds = sys.argv[1], float(sys.argv[2])
rng = random.Random(2026)
game, players, *views = loop.split("-")
rules = Rules() if game == "partnership" else table_rules(game, int(players))
start = solo_deal if game != "partnership" else deal
end, began, hands = time.process_time() + seconds, time.process_time(), 0
while time.process_time() < end:
    state = start(rules, hands % rules.num_players, rng)
    while not state.is_over:
        if views:
            for seat in range(rules.num_players):
                state.observation(seat)
        state = state.apply(rng.choice(state.legal_actions()))
    state.result()
    hands += 1
print(hands / (time.process_time() - began))
"""


def old_ref() -> str:
    ref = os.environ.get("BENCH_OLD_REF")
    if ref:
        return ref
    base = subprocess.run(["git", "merge-base", "HEAD", "main"], cwd=ROOT, capture_output=True, text=True)
    return base.stdout.strip() if base.returncode == 0 and base.stdout.strip() else "HEAD~1"


def _rate(tree: Path, loop: str) -> float:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, loop, str(ROUND_SECONDS)],
        cwd=tree,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(tree)},
        check=True,
    )
    return float(out.stdout.strip())


def main() -> None:
    ref = old_ref()
    archive = subprocess.run(["git", "archive", ref, "engine"], cwd=ROOT, capture_output=True, check=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(tmp, filter="data")
        trees = {"old": Path(tmp), "new": ROOT}
        rates: dict[tuple[str, str], list[float]] = {(loop, v): [] for loop in LOOPS for v in trees}
        for _ in range(ROUNDS):
            for loop in LOOPS:
                for version, tree in trees.items():
                    rates[(loop, version)].append(_rate(tree, loop))
    print(
        f"engine old ({ref[:12]}) against new: random full hands per second of CPU time (median of {ROUNDS} "
        f"alternating rounds of {ROUND_SECONDS} s)"
    )
    for loop in LOOPS:
        old, new = (statistics.median(rates[(loop, v)]) for v in ("old", "new"))
        spread = "  ".join(f"{v} {min(rates[(loop, v)]):.0f}-{max(rates[(loop, v)]):.0f}" for v in ("old", "new"))
        print(f"  {loop:<18} old {old:9.0f}   new {new:9.0f}   new / old {new / old:5.2f}x   (range {spread})")


if __name__ == "__main__":
    main()
