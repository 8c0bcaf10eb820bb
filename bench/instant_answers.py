"""In a real browser (Debian's Chromium) with 150 ms of added network latency: the time from touching a card
on the table to its verdict on screen, the table's own (sent in advance with the position) against the
server's (today's round trip: the touch goes over the websocket, the script reruns, the page redraws).

Both are measured on the same touches, in the page's own clock: a refused card in the practice "follow with
the left bower" (its refusal sentence appears under the hand at once, then in the page's error box once the
server has judged it). The latency is a loopback proxy's (:mod:`bench.latency_proxy`: 75 ms each way, 150 ms
a round trip): CDP's ``Network.emulateNetworkConditions`` is set too, but left the websocket undelayed in
Debian's Chromium. The first touches go without it, for scale. ``python -m bench.instant_answers`` runs it
alone.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from bench.latency_proxy import LatencyProxy
from bench.table_click import CHROMIUM, ROOT, TABLE, _serve

LATENCY_MS = 150
TOUCHES = 32
UNDELAYED = 8  # first touched without added latency: the latency's share of the round trip, for scale
# The refused cards of the practice (hearts led; the learner's only heart is the jack of diamonds), named as
# the table names them, with the card as the refusal sentence writes it.
REFUSED = (("ace of diamonds", "A♦"), ("king of diamonds", "K♦"), ("queen of spades", "Q♠"), ("nine of spades", "9♠"))

# Armed in the table's frame before each touch: the touch's time (the click, in capture), then the first frame
# painted with the table's verdict and the first one with the page's error naming the card, in one clock.
_ARM = """(expected) => {
  const m = window.__touch = {t0: null, instant: null, server: null};
  const painted = (name) => requestAnimationFrame(() => { if (m[name] === null) { m[name] = performance.now(); } });
  document.addEventListener("click", () => { m.t0 = performance.now(); }, {capture: true, once: true});
  const root = document.getElementById("root");
  const mine = new MutationObserver(() => {
    if (root.querySelector(".et-verdict")) { mine.disconnect(); painted("instant"); }
  });
  mine.observe(root, {childList: true, subtree: true});
  const page = window.parent.document;
  const theirs = new MutationObserver(() => {
    const box = page.querySelector('[data-testid="stAlertContentError"]');
    if (box && box.textContent.includes(expected)) { theirs.disconnect(); painted("server"); }
  });
  theirs.observe(page.body, {childList: true, subtree: true, characterData: true});
}"""
_DONE = """() => { const m = window.__touch; return m.t0 !== null && m.instant !== null && m.server !== null
  && !document.querySelector(".et-verdict"); }"""


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def _step_number() -> int:
    from tutorial.core.course.loading import load_course

    lesson = load_course().lesson("bowers")
    assert lesson is not None
    return [s.id for s in lesson.steps].index("follow-with-the-left") + 1


def server_cost() -> None:
    """What sending the verdicts costs the server per position: judging every card and bid of each practice
    step's first position, against the replay of that position each rerun already does."""
    from engine import HandState, Rules
    from tutorial.core.course.loading import load_course
    from tutorial.core.lessons.model import PracticeStep
    from tutorial.core.steps.practice import PracticeError, PracticeRun
    from tutorial.core.steps.verdicts import practice_verdicts
    from tutorial.core.text.i18n import get_translator

    tr = get_translator("en")
    judged: list[float] = []
    replayed: list[float] = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if not isinstance(step, PracticeStep):
                continue
            try:
                run = PracticeRun.start(lesson, step, Rules())
            except PracticeError:
                continue
            if not isinstance(run.state, HandState):
                continue
            touches = [f"play {card.code}" for card in run.state.hands[0]] + ["pass", "order up"]
            for _round in range(5):  # turn about
                start = time.perf_counter()
                run.replay(())
                replayed.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                practice_verdicts(run, touches, tr, refusals=0, hints=0)
                judged.append((time.perf_counter() - start) * 1000)
    verdicts, replay = statistics.median(judged), statistics.median(replayed)
    print(
        f"instant answers, server side (medians over {len(judged) // 5} practice positions x 5): the verdicts of "
        f"every card and bid {verdicts:.2f} ms a position, a rerun's replay of it {replay:.2f} ms, "
        f"ratio {verdicts / max(replay, 1e-6):.1f}x"
    )


def server_cost_more() -> None:
    """The same for the verdicts added since: every order of a rank_trumps question and the sets near the
    answer of a Check question with more than eight answers (judged once a process, then kept), and every card
    and bid of a call-ace or auction game's position against the replay of the game each rerun does."""
    import random

    from engine import Rules, table_rules
    from tutorial.core.course.loading import load_course
    from tutorial.core.games.play_session import PlaySession
    from tutorial.core.lessons.model import QuizStep, step_rules
    from tutorial.core.steps.quizzes import build_quiz
    from tutorial.core.steps.verdicts import game_verdicts
    from tutorial.core.text.i18n import get_translator
    from tutorial.widgets import quiz_table

    tr = get_translator("en")
    cold: dict[str, list[float]] = {"orders": [], "near sets": []}
    sizes: dict[str, list[int]] = {"orders": [], "near sets": []}
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if not isinstance(step, QuizStep):
                continue
            rules = step_rules(lesson, step, Rules())
            quiz = build_quiz(step, rules)
            kind = (
                "orders"
                if quiz.ordered
                else "near sets"
                if quiz.multi and len(quiz.choices) > quiz_table.MAX_CHECKED_CHOICES
                else None
            )
            if kind is None:
                continue
            quiz_table._KEPT.clear()
            start = time.perf_counter()
            verdicts = quiz_table.answer_verdicts(quiz, rules, tr, revealed_on_miss=False)
            cold[kind].append((time.perf_counter() - start) * 1000)
            sizes[kind].append(len(verdicts))
    for kind, times in cold.items():
        print(
            f"instant answers, server side: {len(times)} questions with {kind}, {statistics.median(sizes[kind]):.0f} "
            f"verdicts each (median), judged in {statistics.median(times):.1f} ms (median, once a process)"
        )
    judged: list[float] = []
    replayed: list[float] = []
    for game, players in (("call_ace", 4), ("auction", 5)):
        session = PlaySession.start(table_rules(game, players), seed=7)
        rng = random.Random(7)
        for _move in range(40):
            hand = session.game().hand
            if hand.is_over:
                session = session.next_hand()
                continue
            verb = "play" if hand.legal_actions()[0].kind == "play" else "discard"
            touches = [f"{verb} {c.code}" for c in hand.hands[0]] + [
                str(a) for a in hand.legal_actions() if a.kind not in ("play", "discard")
            ]
            start = time.perf_counter()
            session.game()
            replayed.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            verdicts = game_verdicts(session, touches, tr)
            judged.append((time.perf_counter() - start) * 1000)
            session, _reason = session.try_action(rng.choice([a for a in touches if verdicts[a].accepted]))
    print(
        f"instant answers, server side (medians over {len(judged)} call-ace and auction positions): the verdicts "
        f"of every card and bid {statistics.median(judged):.2f} ms a position, a rerun's replay of the game "
        f"{statistics.median(replayed):.2f} ms"
    )


def main() -> None:
    server_cost()
    server_cost_more()
    if not os.path.exists(CHROMIUM):
        print("instant answers: Chromium is not installed, nothing measured")
        return
    from playwright.sync_api import sync_playwright

    app, process = _serve(ROOT / "tutorial" / "app.py")
    proxy = LatencyProxy(int(app.rsplit(":", 1)[1])).start()
    instant: list[float] = []
    server: list[float] = []
    undelayed: list[float] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.set_default_timeout(60_000)
            cdp = page.context.new_cdp_session(page)
            cdp.send("Network.enable")
            page.goto(f"http://127.0.0.1:{proxy.port}/?lang=en&lesson=bowers&step={_step_number()}")
            table = page.frame_locator(TABLE)
            table.get_by_role("button", name="jack of diamonds", exact=True).wait_for()
            handle = page.locator(TABLE).element_handle()
            frame = handle.content_frame() if handle is not None else None
            assert frame is not None, "the table component has no frame"
            for n in range(UNDELAYED + TOUCHES):
                if n == UNDELAYED:
                    proxy.one_way_ms = LATENCY_MS / 2
                    cdp.send(
                        "Network.emulateNetworkConditions",
                        {"offline": False, "latency": LATENCY_MS, "downloadThroughput": -1, "uploadThroughput": -1},
                    )
                name, shown = REFUSED[n % len(REFUSED)]
                frame.evaluate(_ARM, f"{shown} now")
                table.get_by_role("button", name=name, exact=True).click()
                frame.wait_for_function(_DONE)
                times: dict[str, Any] = frame.evaluate("() => window.__touch")
                if n < UNDELAYED:
                    undelayed.append(times["server"] - times["t0"])
                    continue
                instant.append(times["instant"] - times["t0"])
                server.append(times["server"] - times["t0"])
            browser.close()
    finally:
        proxy.stop()
        process.terminate()
        process.wait(timeout=10)
    fast, slow = _p95(instant), _p95(server)
    print(
        f"instant answers (Chromium, {LATENCY_MS} ms added latency, {TOUCHES} refused cards touched, same run): "
        f"touch to the table's verdict p50 {statistics.median(instant):.0f} ms, p95 {fast:.0f} ms "
        f"(goal: p95 at most 100 ms); touch to the server's verdict (today's round trip) "
        f"p50 {statistics.median(server):.0f} ms, p95 {slow:.0f} ms; ratio of the p95s {slow / max(fast, 0.1):.1f}x; "
        f"the server's verdict without added latency p50 {statistics.median(undelayed):.0f} ms "
        f"({UNDELAYED} touches before)"
    )


if __name__ == "__main__":
    os.chdir(ROOT)
    main()
