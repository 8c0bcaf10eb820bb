"""Is the bidding advice calibrated? ``python -m bench.coach_calibration [DECISIONS] [FIRST_SEED] [ROWS.jsonl]
[first|second|both]``; ``python -m bench.coach_calibration fit ROWS.jsonl...`` fits the offsets of
:mod:`engine.coach.bid_calibration`; ``... report ROWS.jsonl...`` reports runs split over seeds.

For seeded deals, the first decision before the play of a seat (club bots bid up to it, one seat per deal in
turn; every other seed, its first decision in the second round) is advised
(:func:`engine.coach.bidding_advice.advise_bidding`, as the solve gives it and as calibrated); then, on the real
deal, the advised choice and the best choice of each kind (:class:`engine.coach.bid_calibration.BidKind`: pass,
order up, the dealer's pick-up, order up alone, call, call alone, discard) are taken and the hand played out
by the expert bots (:mod:`engine.coach.bot_levels`). The report, per kind: the advice's predicted expected points
for the seat's side (the solve's, then calibrated), the points the choice scored when played, and the bias
(predicted - played) of each prediction with its standard error (paired by decision). A calibrated advice
has a bias near 0 for every kind. The offsets must be checked on seeds they were not fitted on
(:data:`engine.coach.bid_calibration.FITTED_ON`): the report says how many of these seeds are among them.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from engine import HandState, Phase, Rules, deal
from engine.coach import bidding_advice
from engine.coach.advice import hand_points
from engine.coach.bid_calibration import GROUP, BidKind, bid_kind, fit_offsets, fitted_on
from engine.coach.bidding_advice import BIDDING_PHASES, advise_bidding, calibrate
from engine.coach.bot_levels import EXPERT_BID_DEALS, BotLevel, bot_action
from engine.coach.bots import expert_like_action, partnership_action, simple_action
from engine.table.actions import Action

DECISIONS = 120
FIRST_SEED = 100_000  # far from the seeds the offsets were fitted on
ADVICE_DEALS = 300  # as the app's advisor (tutorial.widgets.coach_bids.BIDDING_DEALS)


def decision(seed: int, second_round: bool = False) -> HandState:
    """A seeded deal bid by club bots up to the first decision of seat ``seed % 4`` (or, with
    ``second_round``, its first decision in the second round: deals are dealt again until it has one)."""
    rng = random.Random(seed)
    while True:
        state = deal(Rules(), dealer=rng.randrange(4), rng=rng)
        while state.phase in BIDDING_PHASES and state.to_move is not None:
            wanted = state.phase is Phase.CALL_TRUMP or not second_round
            if state.to_move == seed % 4 and state.phase is not Phase.DEFEND_ALONE and wanted:
                return state
            state = state.apply(simple_action(state, rng))


def old_expert(state: HandState, rng: random.Random) -> Action:
    """The expert before issue 22's fix: it bids from the advice whose later seats bid as club players."""
    if state.phase in BIDDING_PHASES and len(state.legal_actions()) > 1:
        best = advise_bidding(state, deals=EXPERT_BID_DEALS, seed=rng.randrange(1 << 30), bidders="club").best
        return next(a for a in state.legal_actions() if str(a) == best.action)
    return bot_action(state, BotLevel.EXPERT, rng)


def played(state: HandState, action: str, seat: int, seed: int, old: bool = False) -> int:
    """The points for ``seat``'s side of the hand played out from ``action`` by expert bots (``old``: as they
    were before issue 22's fix)."""
    rng = random.Random(seed)
    state = state.apply(action)
    while not state.is_over:
        state = state.apply(old_expert(state, rng) if old else bot_action(state, BotLevel.EXPERT, rng))
    result = state.result()
    if result is None or state.maker is None:
        return 0  # thrown in
    return hand_points(
        state.rules,
        state.maker_tricks,
        state.loner is not None,
        state.lone_defender is not None,
        state.is_maker_side(seat),
    )


def rows_of(seed: int, second_round: bool) -> list[dict[str, object]]:
    """One decision's rows: the advised choice and each kind's best, predicted (solve, calibrated) and played."""
    state = decision(seed, second_round)
    seat = state.to_move
    assert seat is not None
    raw = advise_bidding(state, deals=ADVICE_DEALS, seed=seed, calibrated=False, bidders="expert")
    calibrated = calibrate(state, raw)  # as advise_bidding(state, ADVICE_DEALS, seed, bidders="expert") gives it
    chosen = {"advised": calibrated.best.action}
    for option in sorted(raw.options, key=lambda o: -o.points):
        chosen.setdefault(bid_kind(state, option.action).value, option.action)
    scores: dict[str, int] = {}  # an action chosen twice (advised and best of its kind) is played once
    rows = []
    for kind, action in chosen.items():
        if action not in scores:
            scores[action] = played(state, action, seat, seed)
        rows.append(
            {
                "seed": seed,
                "kind": kind,
                "action": action,
                "raw": raw.option(action).points,
                "calibrated": calibrated.option(action).points,
                "played": scores[action],
            }
        )
    return rows


def pass_rows(seed: int, second_round: bool) -> list[dict[str, object]]:
    """A decision's pass alone (nothing else changed with issue 22's fix: after any other bid nobody bids
    again), predicted and played before the fix (later seats bid as club players in the advice, and the old
    expert plays it out) and after (they bid as the expert does, and today's expert plays it out). No row for
    a dealer who may not pass."""
    state = decision(seed, second_round)
    seat = state.to_move
    assert seat is not None
    if "pass" not in {str(a) for a in state.legal_actions()}:
        return []
    before = advise_bidding(state, deals=ADVICE_DEALS, seed=seed, calibrated=False, bidders="club")
    after = advise_bidding(state, deals=ADVICE_DEALS, seed=seed, calibrated=False, bidders="expert")
    kind = bid_kind(state, "pass").value
    return [
        {
            "seed": seed,
            "kind": kind,
            "action": "pass",
            "before": before.option("pass").points,
            "played before": played(state, "pass", seat, seed, old=True),
            "raw": after.option("pass").points,
            "calibrated": calibrate(state, after).option("pass").points,
            "played": played(state, "pass", seat, seed),
        }
    ]


def bidder_rows(seed: int, second_round: bool) -> list[dict[str, object]]:
    """Why a pass was mispredicted, without the noise of the unseen cards: on the real deal, the points of the
    pass for the seat's side when the later seats bid as club players (the advice before issue 22's fix), as
    the old expert does, as the imitation does (after the fix; also its likeliest bids) and as today's expert
    does, each followed by
    the same perfect play (the advice's own solve)."""
    state = decision(seed, second_round)
    seat = state.to_move
    assert seat is not None
    if "pass" not in {str(a) for a in state.legal_actions()}:
        return []
    expert: Callable[[HandState, random.Random], Action] = lambda s, r: bot_action(s, BotLevel.EXPERT, r)  # noqa: E731
    likeliest: Callable[[HandState, random.Random], Action] = lambda s, r: expert_like_action(s, r, likeliest=True)  # noqa: E731
    bidders = {
        "club": partnership_action,
        "old expert": old_expert,
        "imitation": expert_like_action,
        "likeliest": likeliest,
        "expert": expert,
    }
    after = state.apply("pass")
    row: dict[str, object] = {"seed": seed, "kind": bid_kind(state, "pass").value}
    for name, bidder in bidders.items():
        row[name] = bidding_advice._points(after, seat, random.Random(seed), {}, bidder)
    return [row]


def report_bidders(rows: list[dict[str, object]]) -> None:
    seeds = {int(str(r["seed"])) for r in rows}
    print(f"a pass on the real deal, perfect play, over {len(seeds)} decisions (seeds {min(seeds)}-{max(seeds)}):")
    by_kind: dict[str, list[dict[str, object]]] = defaultdict(list)
    for r in rows:
        by_kind[str(r["kind"])].append(r)
    for kind, group in sorted(by_kind.items()):
        line = f"  {kind:24} n={len(group):4}:"
        for model, truth in (("club", "old expert"), ("imitation", "expert"), ("likeliest", "expert")):
            gaps = [float(str(r[model])) - float(str(r[truth])) for r in group]
            same = [float(r[model] == r[truth]) for r in group]
            line += (
                f" {model} - {truth} {statistics.fmean(gaps):+.3f} ± {_error(gaps):.3f}"
                f" (same points {statistics.fmean(same):.2f});"
            )
        print(line, flush=True)


def report_passes(rows: list[dict[str, object]]) -> None:
    seeds = {int(str(r["seed"])) for r in rows}
    print(f"passes, over {len(seeds)} decisions (seeds {min(seeds)}-{max(seeds)}; predicted - played):")
    by_kind: dict[str, list[dict[str, object]]] = defaultdict(list)
    for r in rows:
        by_kind[str(r["kind"])].append(r)
    for kind, group in sorted(by_kind.items()):
        line = f"  {kind:24} n={len(group):4}:"
        for name, truth in (("before", "played before"), ("raw", "played")):
            p = [float(str(r[name])) for r in group]
            s = [float(str(r[truth])) for r in group]
            gaps = [a - b for a, b in zip(p, s, strict=True)]
            line += (
                f" {'before' if name == 'before' else 'after'}: predicted {statistics.fmean(p):+.3f}, played "
                f"{statistics.fmean(s):+.3f} ± {_error(s):.3f}, "
                f"bias {statistics.fmean(gaps):+.3f} ± {_error(gaps):.3f};"
            )
        print(line, flush=True)


def report(rows: list[dict[str, object]], title: str) -> None:
    seeds = {int(str(r["seed"])) for r in rows}
    fitted = sum(1 for s in seeds if fitted_on(s))
    print(
        f"{title}, over {len(seeds)} decisions (seeds {min(seeds)}-{max(seeds)}; {fitted} of them among those "
        "the offsets were fitted on):"
    )
    by_kind: dict[str, list[dict[str, object]]] = defaultdict(list)
    for r in rows:
        by_kind[str(r["kind"])].append(r)
    for kind, group in sorted(by_kind.items(), key=lambda kv: (kv[0] != "advised", kv[0])):
        if len(group) < 2:
            continue
        s = [float(str(r["played"])) for r in group]
        line = f"  {kind:24} n={len(group):4}: played {statistics.fmean(s):+.3f} ± {_error(s):.3f}"
        for name in ("raw", "calibrated"):
            p = [float(str(r[name])) for r in group]
            gaps = [a - b for a, b in zip(p, s, strict=True)]
            line += (
                f"; {name} predicted {statistics.fmean(p):+.3f}, bias {statistics.fmean(gaps):+.3f} "
                f"± {_error(gaps):.3f}"
            )
        print(line, flush=True)


def _error(values: list[float]) -> float:
    return statistics.stdev(values) / len(values) ** 0.5


def fit(paths: list[str]) -> None:
    """The offsets (played - the solve's prediction) per kind of bid, over the rows of ``paths``."""
    rows = [json.loads(line) for path in paths for line in Path(path).read_text().splitlines() if line]
    kinds = [r for r in rows if r["kind"] != "advised"]
    print("per kind:")
    for kind, o in sorted(fit_offsets((r["kind"], r["raw"], r["played"]) for r in kinds).items()):
        print(f"  {kind!r}: {o.mean:+.3f},  # ± {o.error:.3f}, n={o.n}")
    print("per group (OFFSETS):")
    groups = fit_offsets((GROUP[BidKind(r["kind"])].value, r["raw"], r["played"]) for r in kinds)
    for group, o in sorted(groups.items()):
        print(f"  {group!r}: {o.mean:+.3f},  # ± {o.error:.3f}, n={o.n}")


def main(
    decisions: int = DECISIONS, first: int = FIRST_SEED, rows_path: str | None = None, rounds: str = "both"
) -> None:
    """``rounds``: "first" (each seat's first decision), "second" (its first in the second round) or "both"
    (every other seed); "passes": both, the pass alone, before and after issue 22's fix; "bidders": both, the
    pass on the real deal under each model of the later bidders (:func:`bidder_rows`)."""
    rows: list[dict[str, object]] = []
    if rows_path:
        Path(rows_path).write_text("")
    for seed in range(first, first + decisions):
        second = rounds == "second" or (rounds in ("both", "passes", "bidders") and seed % 2 == 1)
        if rounds == "bidders":
            new = bidder_rows(seed, second)
        else:
            new = pass_rows(seed, second) if rounds == "passes" else rows_of(seed, second)
        rows.extend(new)
        if rows_path:  # written as they come: a long run can be read, and fitted, before it ends
            with Path(rows_path).open("a") as out:
                out.writelines(json.dumps(row) + "\n" for row in new)
        if rounds in ("passes", "bidders") and (seed - first + 1) % 50 == 0:
            (report_passes if rounds == "passes" else report_bidders)(rows)
    if rounds in ("passes", "bidders"):
        (report_passes if rounds == "passes" else report_bidders)(rows)
        return
    report(
        rows,
        f"coach calibration: bidding advice ({ADVICE_DEALS} deals, every hand in view; then "
        "calibrated) against the expert bots' play",
    )


def report_files(paths: list[str]) -> None:
    """The report of ``main`` over the rows of ``paths`` (runs split over seeds, in parallel processes)."""
    rows = [json.loads(line) for path in paths for line in Path(path).read_text().splitlines() if line]
    report(
        rows, f"coach calibration ({ADVICE_DEALS} deals, every hand in view; then calibrated), from {len(paths)} files"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["fit"]:
        fit(sys.argv[2:])
    elif sys.argv[1:2] == ["report"]:
        report_files(sys.argv[2:])
    else:
        main(*(int(a) for a in sys.argv[1:3]), *sys.argv[3:5])
