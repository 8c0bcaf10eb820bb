"""solo_hands_per_s: random full hands of call-ace euchre (4, 5, 6 players) and auction euchre (5, 6, 7)
through the engine's public API (deal, random legal actions to the end, result), against the partnership
game's same loop in the same run. Rounds alternate so a noisy neighbour slows all alike; each rate is hands
per second of this process's CPU time; the medians are compared as a ratio to the partnership game."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from engine import Rules, deal, players_for, solo_deal, table_rules

ROUND_SECONDS = 0.5
ROUNDS = 3


def _partnership(rng: random.Random, seconds: float) -> float:
    rules = Rules()
    end, start, hands = time.process_time() + seconds, time.process_time(), 0
    while time.process_time() < end:
        state = deal(rules, hands % 4, rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        state.result()
        hands += 1
    return hands / (time.process_time() - start)


def _solo(rules: Rules) -> Callable[[random.Random, float], float]:
    def run(rng: random.Random, seconds: float) -> float:
        end, start, hands = time.process_time() + seconds, time.process_time(), 0
        while time.process_time() < end:
            state = solo_deal(rules, hands % rules.num_players, rng)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
            state.result()
            hands += 1
        return hands / (time.process_time() - start)

    return run


def main() -> None:
    loops: dict[str, Callable[[random.Random, float], float]] = {"partnership, 4 players": _partnership}
    for game in ("call_ace", "auction"):
        for n in players_for(game):
            loops[f"{game}, {n} players"] = _solo(table_rules(game, n))
    rates: dict[str, list[float]] = {name: [] for name in loops}
    rng = random.Random(12)
    for _ in range(ROUNDS):
        for name, loop in loops.items():
            rates[name].append(loop(rng, ROUND_SECONDS))
    base = statistics.median(rates["partnership, 4 players"])
    print("solo_hands_per_s (random hands per CPU second, median of rounds; ratio to the partnership game)")
    for name, values in rates.items():
        median = statistics.median(values)
        print(f"  {name:24} {median:9.0f}  x{median / base:.2f}")


if __name__ == "__main__":
    main()
