"""random_hands_per_s: random full hands (deal, random legal actions to the end, result) through the
engine's public API, against the same loop over OpenSpiel's euchre (PyPI ``open-spiel``) in the same run.

Rounds of the two loops alternate so that a noisy neighbour slows both alike, and each rate is hands per
second of this process's CPU time (``time.process_time``), so that time spent waiting for a shared core
counts for neither. The medians are compared.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from engine import Rules, deal

ROUND_SECONDS = 1.0
ROUNDS = 5


def engine_hands(rng: random.Random, seconds: float) -> float:
    rules = Rules()
    end = time.process_time() + seconds
    hands = 0
    start = time.process_time()
    while time.process_time() < end:
        state = deal(rules, hands % 4, rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        state.result()
        hands += 1
    return hands / (time.process_time() - start)


def openspiel_loop() -> Callable[[random.Random, float], float] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")  # defaults: stick the dealer on, no lone defender, as ours

    def run(rng: random.Random, seconds: float) -> float:
        end = time.process_time() + seconds
        hands = 0
        start = time.process_time()
        while time.process_time() < end:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
            state.returns()
            hands += 1
        return hands / (time.process_time() - start)

    return run


def main() -> None:
    rng = random.Random(2026)
    other = openspiel_loop()
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(ROUNDS):
        ours.append(engine_hands(rng, ROUND_SECONDS))
        if other is not None:
            theirs.append(other(rng, ROUND_SECONDS))
    mine = statistics.median(ours)
    print(
        "engine: random full hands through the public API (median of "
        f"{ROUNDS} alternating rounds of {ROUND_SECONDS:.0f} s of CPU time)"
    )
    print(f"  random_hands_per_s            engine {mine:10.0f}")
    if theirs:
        spiel = statistics.median(theirs)
        print(f"  random_hands_per_s         OpenSpiel {spiel:10.0f}")
        print(f"  ratio engine / OpenSpiel              {mine / spiel:10.2f}x   (goal >= 1.5x)")
    else:
        print("  OpenSpiel is not installed (pip install -e '.[bench]'): no ratio")


if __name__ == "__main__":
    main()
