"""Each page's server rerun time (Streamlit's AppTest, median of 30 reruns) next to an empty page's,
measured in the same run with the reruns interleaved, so a noisy neighbour slows every page alike.

Each page runs through the real router (``tutorial/app.py``: link parsing, settings, progress store,
then the page), as a learner's rerun does. Times are this process's CPU time (``time.process_time``:
AppTest runs the script in a thread of this process). Goal: no page above 5x the empty page.
"""

from __future__ import annotations

import logging
import random
import statistics
import time
from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

RERUNS = 30
GOAL = 5.0
EMPTY_PAGE = Path(__file__).with_name("empty_page.py")
APP = Path(__file__).resolve().parents[1] / "tutorial" / "app.py"

# Page name -> its url_path in the router (the course map is the default page).
PAGES: dict[str, str] = {
    "course map": "",
    "lesson": "lesson",
    "drill": "drill",
    "play": "play",
    "reference": "reference",
    "glossary": "glossary",
}
# The lesson page shows a step of this lesson (a practice table: the heaviest kind of step).
LESSON_QUERY = {"lesson": "bowers", "step": "follow-with-the-left", "lang": "en"}


def _open(at: AppTest, url_path: str) -> None:
    """Select the st.navigation page registered under ``url_path`` (AppTest's switch_page only knows file
    pages, so this uses its page registry, as tests/tutorial/views/conftest.py does)."""
    for page_hash, info in at._registered_pages.items():
        if info.get("url_pathname") == url_path:
            at._page_hash = page_hash
            return
    raise RuntimeError(f"no page is registered under {url_path!r}")


def _mid_game() -> dict[str, Any]:
    """A game three hands in, so the play page replays a realistic history on each rerun."""
    from engine import Rules
    from tutorial.core.games.play_session import LEARNER, PlaySession

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
        at = AppTest.from_file(str(APP), default_timeout=60)
        query = LESSON_QUERY if name == "lesson" else {"lang": "en"}
        for key, value in query.items():
            at.query_params[key] = value
        if name == "play":
            at.session_state["play_state"] = _mid_game()
        at.run()  # registers the pages
        if name != "lesson":  # a link naming a lesson already opened the lesson player
            _open(at, PAGES[name])
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
    # Streamlit warns on every bare-mode call made outside a script run (the set-up here): noise, not news.
    for name in ("streamlit", "streamlit.runtime.scriptrunner_utils.script_run_context"):
        logging.getLogger(name).setLevel(logging.ERROR)
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
