"""Regenerate the golden hand histories in tests/engine/golden/ (review the diff before committing).

.venv/bin/python -m tools.regen_golden
"""

from __future__ import annotations

import random
from pathlib import Path

from engine import Rules, deal, format_history
from engine.coach.bots import simple_action

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "engine" / "golden"

# name -> (rule options, seed)
CASES: dict[str, tuple[dict[str, object], int]] = {
    "standard": ({}, 1),
    "standard-2": ({}, 2),
    "throw-in": ({"stick_the_dealer": False}, 11),
    "joker": ({"joker": True}, 3),
    "benny": ({"benny": True}, 4),
    "canadian": ({"canadian": True}, 5),
    "defend-alone": ({"defend_alone": "always", "loner_lead": "left_of_loner"}, 6),
    "deck32": ({"min_rank": 7}, 7),
    "cutthroat": ({"num_players": 3}, 8),
    "cutthroat-joker": ({"num_players": 3, "joker": True}, 9),
}


def header(options: dict[str, object]) -> str:
    return "rules: " + (" ".join(f"{k}={v}" for k, v in options.items()) or "default")


def render(options: dict[str, object], seed: int) -> str:
    rules = Rules(**options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    state = deal(rules, dealer=seed % rules.num_players, rng=rng)
    while not state.is_over:
        if options.get("stick_the_dealer") is False and "pass" in map(str, state.legal_actions()):
            state = state.apply("pass")  # this table's case is the throw-in: everybody passes twice
            continue
        state = state.apply(simple_action(state, rng))
    return header(options) + "\n" + format_history(state) + "\n"


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (options, seed) in CASES.items():
        text = render(options, seed)
        if name == "throw-in" and "thrown in" not in text:
            raise SystemExit(f"seed {seed} does not throw the hand in: pick another")
        (GOLDEN / f"{name}.txt").write_text(text, encoding="utf-8")
        print(f"wrote {name}.txt")


if __name__ == "__main__":
    main()
