"""The expert's bids, as data: ``python -m bench.coach_bid_model collect DEALS FIRST_SEED ROWS.jsonl`` records
every bidding decision with a choice (round one, round two) of expert bots bidding seeded deals
(:mod:`engine.coach.bot_levels`), one line each: the seed, the bids before it and the expert's bid.
``... collect-second ...`` the same for second rounds only (club bots pass the first).
``python -m bench.coach_bid_model fit HELD_OUT ROWS.jsonl...`` fits :data:`engine.coach.bots.EXPERT_LIKE` on the
seeds that are not multiples of HELD_OUT, then reports how often the fitted imitation bids as the expert did on
those, with its standard error (``... check ROWS.jsonl``: on every row, with the imitation in the engine).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import numpy as np

from engine import HandState, Phase, Rules, deal
from engine.cards.card import SUITS
from engine.coach import bots
from engine.coach.bot_levels import BotLevel, bot_action
from engine.coach.bots import bid_features, call_features, expert_like_action, simple_action

DEALS = 200
FIRST_SEED = 200_000  # far from the calibration bench's seeds (0-1150, 100000-)


def dealt(seed: int) -> HandState:
    return deal(Rules(), dealer=seed % 4, rng=random.Random(seed))


def replay(seed: int, history: list[str]) -> HandState:
    state = dealt(seed)
    for text in history:
        state = state.apply(text)
    return state


def collect(deals: int, first: int, path: str, second_only: bool = False) -> None:
    """``second_only``: club bots pass the first round (deals where one of them would order up are skipped),
    then the experts bid the second: the second round is rare between experts, who order up most hands."""
    Path(path).write_text("")
    count = 0
    for seed in range(first, first + deals):
        state = dealt(seed)
        rng = random.Random(seed + 1)
        history: list[str] = []
        rows = []
        if second_only:
            while state.phase is Phase.BID_UPCARD and str(simple_action(state, rng)) == "pass":
                history.append("pass")
                state = state.apply("pass")
            if state.phase is not Phase.CALL_TRUMP:
                continue
        while state.phase in (Phase.BID_UPCARD, Phase.CALL_TRUMP) and state.to_move is not None:
            action = str(bot_action(state, BotLevel.EXPERT, rng))
            if len(state.legal_actions()) > 1:
                rows.append({"seed": seed, "history": list(history), "action": action})
            history.append(action)
            state = state.apply(action)
        count += len(rows)
        with Path(path).open("a") as out:
            out.writelines(json.dumps(r) + "\n" for r in rows)
        if (seed - first + 1) % 100 == 0:
            print(f"  {seed - first + 1} deals, {count} decisions", flush=True)


Examples = dict[str, list[list[list[float]]]]  # per model and seat position, features then the label
Auctions = list[tuple[int, list[list[float]], float]]  # second-round decisions: position, each suit's features, called


def examples(rows: list[dict[str, object]]) -> tuple[Examples, Auctions]:
    """Per model and seat position, rows of features followed by the label (1: the expert chose it); the
    "call" model's rows come later (:func:`fit`: they need the suit the "suit" model ranks first)."""
    out: Examples = {k: [[], [], [], []] for k in bots.EXPERT_LIKE_MODELS}
    auctions: Auctions = []
    for r in rows:
        state = replay(int(str(r["seed"])), list(r["history"]))  # type: ignore[call-overload]
        action = str(r["action"])
        seat = state.to_move
        assert seat is not None
        position = (seat - state.dealer - 1) % 4
        hand = state.hands[seat]
        alone = float(action.endswith(" alone"))
        if state.phase is Phase.BID_UPCARD:
            cards = (*hand, state.upcard) if position == 3 else hand
            f = bid_features(cards, state.upcard.suit, state.upcard)
            out["order up"][position].append([*f, float(action != "pass")])
            if action != "pass":
                out["order up alone"][position].append([*f, alone])
            continue
        each = [call_features(hand, suit, state.turned_down) for suit in SUITS if suit != state.turned_down]
        for suit, f in zip([s for s in SUITS if s != state.turned_down], each, strict=True):
            chosen = action.startswith(f"call {suit}")
            out["suit"][position].append([*f, float(chosen)])
            if chosen:
                out["call alone"][position].append([*f, alone])
        if "pass" in {str(a) for a in state.legal_actions()}:
            auctions.append((position, each, float(action != "pass")))
    return out, auctions


def logistic(data: list[list[float]], ridge: float = 1.0) -> tuple[float, ...]:
    """Weights then intercept of a logistic regression (Newton's method, an L2 penalty but on the intercept)."""
    a = np.array(data, dtype=float)
    x = np.hstack([a[:, :-1], np.ones((len(a), 1))])
    y = a[:, -1]
    w = np.zeros(x.shape[1])
    penalty = np.eye(x.shape[1]) * ridge
    penalty[-1, -1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -60, 60)))
        gradient = x.T @ (p - y) + penalty @ w
        hessian = (x.T * (p * (1 - p))) @ x + penalty + np.eye(len(w)) * 1e-9
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return tuple(round(float(v), 3) for v in w)


def fit(rows: list[dict[str, object]]) -> dict[str, tuple[tuple[float, ...], ...]]:
    data, auctions = examples(rows)
    model: dict[str, tuple[tuple[float, ...], ...]] = {}

    def fitted(name: str, per_position: list[list[list[float]]]) -> tuple[tuple[float, ...], ...]:
        pooled = [row for rows_ in per_position for row in rows_]
        chosen = [int(sum(x[-1] for x in r)) for r in per_position]
        print(f"  {name}: {[len(r) for r in per_position]} examples, {chosen} chosen")
        # Alone is rare: one model for every position where a position has few examples of it.
        return tuple(
            logistic(rows_) if 15 <= sum(r[-1] for r in rows_) <= len(rows_) - 15 else logistic(pooled)
            for rows_ in per_position
        )

    for name, per_position in data.items():
        if name != "call":
            model[name] = fitted(name, per_position)
    calls: list[list[list[float]]] = [[], [], [], []]
    for position, each, called in auctions:
        best = max(each, key=lambda f: bots.probability(model["suit"][position], f))
        calls[position].append([*best, called])
    model["call"] = fitted("call", calls)
    return {name: model[name] for name in bots.EXPERT_LIKE_MODELS}


def check(rows: list[dict[str, object]]) -> None:
    """How often the imitation's likeliest bid is the expert's, per round, with the standard error."""
    same: dict[str, list[float]] = {"round one": [], "round two": []}
    for r in rows:
        state = replay(int(str(r["seed"])), list(r["history"]))  # type: ignore[call-overload]
        guess = str(expert_like_action(state, random.Random(0), likeliest=True))
        same["round one" if state.phase is Phase.BID_UPCARD else "round two"].append(float(guess == r["action"]))
    for name, hits in same.items():
        n = len(hits)
        if n == 0:
            continue
        mean = sum(hits) / n
        print(f"  {name}: the imitation bids as the expert {mean:.3f} ± {(mean * (1 - mean) / n) ** 0.5:.3f} (n={n})")


def _rows(path: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line]


if __name__ == "__main__":
    if sys.argv[1] in ("collect", "collect-second"):
        collect(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[1] == "collect-second")
    elif sys.argv[1] == "fit":  # fit on the seeds but one in HELD_OUT, check on those
        rows = [r for path in sys.argv[3:] for r in _rows(path)]
        held_out = int(sys.argv[2])
        fitted = fit([r for r in rows if int(str(r["seed"])) % held_out])
        print("EXPERT_LIKE = {")
        for name, per_position in fitted.items():
            print(f"    {name!r}: (")
            for w in per_position:
                print(f"        {w},")
            print("    ),")
        print("}")
        bots.EXPERT_LIKE.update(fitted)
        print(f"fitted on the seeds not multiples of {held_out}; checked on the others:")
        check([r for r in rows if int(str(r["seed"])) % held_out == 0])
    elif sys.argv[1] == "check":
        check(_rows(sys.argv[2]))
