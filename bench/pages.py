"""Each page's server rerun time (Streamlit's AppTest, median of 30 reruns) next to an empty page's,
measured in the same run with the reruns interleaved, so a noisy neighbour slows every page alike.
Times are this process's CPU time (``time.process_time``: AppTest runs the script in a thread of this
process). Goal: no page above 5x the empty page.
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

RERUNS = 30
GOAL = 5.0
EMPTY_PAGE = Path(__file__).with_name("empty_page.py")

# Page name -> the view module whose page() is drawn.
PAGES: dict[str, str] = {
    "course map": "tutorial.views.course_map",
    "lesson": "tutorial.views.lesson",
    "drill": "tutorial.views.drill",
    "play": "tutorial.views.play",
    "reference": "tutorial.views.reference",
    "glossary": "tutorial.views.glossary",
}


def _page_script(module: str) -> None:
    # AppTest runs this function's source as the script: everything it needs is imported inside.
    import importlib

    importlib.import_module(module).page()


def _mid_game() -> dict[str, Any]:
    """A game three hands in, so the play page replays a realistic history on each rerun."""
    from engine import Rules
    from tutorial.core.play_session import LEARNER, PlaySession

    session = PlaySession.start(Rules(), seed=11)
    rng = random.Random(5)
    while session.game().hand.is_over or session.game().hand.to_move == LEARNER:
        game = session.game()
        if game.over:
            break
        if game.hand.is_over:
            if game.hands_played >= 3:
                break
            session = session.next_hand()
            continue
        session, _ = session.try_action(str(rng.choice(game.hand.legal_actions())))
        if session.game().hands_played >= 3 and not session.game().hand.is_over:
            break
    return session.to_dict()


def _app(name: str) -> AppTest:
    if name == "empty page":
        at = AppTest.from_file(str(EMPTY_PAGE), default_timeout=60)
    else:
        at = AppTest.from_function(_page_script, args=(PAGES[name],), default_timeout=60)
        if name == "play":
            at.session_state["play_state"] = _mid_game()
    at.run()  # warm up: imports, caches, the first deal
    if at.exception:
        raise RuntimeError(f"{name} page failed: {at.exception[0].message}")
    return at


def measure(reruns: int = RERUNS) -> dict[str, float]:
    """Median CPU seconds of one rerun, per page (the empty page included)."""
    names = ["empty page", *PAGES]
    apps = {name: _app(name) for name in names}
    samples: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(reruns):
        for name in names:
            start = time.process_time()
            apps[name].run()
            samples[name].append(time.process_time() - start)
    return {name: statistics.median(values) for name, values in samples.items()}


def main() -> None:
    medians = measure()
    empty = medians["empty page"]
    print(f"\npage rerun times (AppTest, median of {RERUNS} reruns, CPU ms)")
    print(f"{'page':<14}{'ms':>9}{'x empty':>10}")
    worst = 0.0
    for name, seconds in medians.items():
        ratio = seconds / empty if empty > 0 else float("inf")
        if name != "empty page":
            worst = max(worst, ratio)
        print(f"{name:<14}{seconds * 1000:>9.1f}{ratio:>10.1f}")
    verdict = "met" if worst <= GOAL else "NOT met"
    print(f"goal: no page above {GOAL:.0f}x the empty page -> {verdict} (worst {worst:.1f}x)")


if __name__ == "__main__":
    main()
