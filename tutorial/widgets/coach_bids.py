"""The coach's grade for the learner's bids and discard in "Play a hand" (at every table: :func:`grade_queued`'s
``record_of`` is the table's own grade).

Bidding advice plays out many deals (:data:`BIDDING_DEALS`, about a second), so a bid is graded once, on the
run after it, with a progress bar: the page queues the decision (the number of the game's actions before it
and the action, plain data) and :func:`grade_queued` replays the game to that point, asks the engine once and
logs the grade. The advice is cached by position, so the bidding advisor and the grade share one computation.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import streamlit as st

from engine import AnyHand, HandState
from engine.coach.bid_reasons import GradedBid, grade_with_reason
from engine.coach.bidding_advice import BIDDING_PHASES, BiddingAdvice, LaterBidders, advise_bidding
from engine.coach.bot_levels import BotLevel
from engine.coach.reasons import CoachNote
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.text.i18n import Translator

BIDDING_DEALS = 300
_ADVICE: dict[object, BiddingAdvice] = {}  # every table's, by position and deals
ProgressReport = Callable[[int, int], None]
_CACHE_SIZE = 64


def position_seed(position: str) -> int:
    return zlib.crc32(position.encode())  # stable across runs, unlike hash()


def with_progress(key: object, tr: Translator, compute: Callable[[ProgressReport], BiddingAdvice]) -> BiddingAdvice:
    """The advice cached under ``key`` (a position and a number of deals), or computed once by ``compute`` with
    a progress bar (every table's bidding advice)."""
    advice = _ADVICE.get(key)
    if advice is not None:
        return advice
    _ = tr.gettext
    bar = st.progress(0.0, text=_("Playing out deals…"))

    def report(done: int, total: int) -> None:
        bar.progress(
            done / total,
            text=_("Playing out deals: {done} of {total}").format(
                done=tr.format_number(done), total=tr.format_number(total)
            ),
        )

    advice = compute(report)
    bar.empty()
    if len(_ADVICE) >= _CACHE_SIZE:
        _ADVICE.clear()
    _ADVICE[key] = advice
    return advice


def later_bidders(level: str) -> LaterBidders:
    """Who bids after the learner in the deals the advice plays out: the table's expert bots when they are
    expert (the advice then values a pass with their bids, as they will bid it), club players otherwise (the
    course's and a club table's bidding)."""
    return "expert" if level == BotLevel.EXPERT else "club"


def bidding_advice(
    state: HandState, tr: Translator, deals: int | None = None, bidders: LaterBidders = "club"
) -> BiddingAdvice:
    """The bidding advice for the seat to move, computed once per position with a progress bar."""
    n = deals or BIDDING_DEALS
    position = repr(state.key())
    return with_progress(
        (position, n, bidders),
        tr,
        lambda report: advise_bidding(state, deals=n, seed=position_seed(position), progress=report, bidders=bidders),
    )


def bid_record(state: HandState, action: str, tr: Translator, bidders: LaterBidders = "club") -> dict[str, Any] | None:
    """The grade of the learner's bid or discard ``action`` in ``state`` (before it), as plain data, the later
    seats bidding as ``bidders``; ``None`` for anything else."""
    if state.phase not in BIDDING_PHASES or state.to_move is None:
        return None
    advice = bidding_advice(state, tr, bidders=bidders)
    try:
        graded, note = grade_with_reason(state, advice, action)
    except ValueError:
        return None
    return graded_record(action, graded, note, state.to_move == state.dealer, state.rules.has_partners)


def graded_record(action: str, graded: GradedBid, note: CoachNote, by_dealer: bool, partners: bool) -> dict[str, Any]:
    """A graded bid as the plain data the hand's log keeps (every table's bids are kept alike)."""
    return {
        "kind": "bid",
        "action": action,
        "grade": str(graded.grade),
        "loss": round(graded.loss, 3),
        "best": graded.best,
        "by_dealer": by_dealer,
        "code": str(note.code),
        "params": {**note.params, "by_dealer": by_dealer},
        "partners": partners,
    }


def queue(key: str, session: PlaySession, action: str) -> None:
    """Keep the learner's decision, taken in ``session`` (before it), to be graded on the next run."""
    st.session_state[key] = [*(st.session_state.get(key) or []), {"step": len(session.actions), "action": action}]


def grade_queued(
    key: str,
    log_key: str,
    session: PlaySession,
    tr: Translator,
    record_of: Callable[[AnyHand, str, Translator], dict[str, Any] | None],
) -> None:
    """Grade the queued decisions of ``session`` in turn (``record_of`` the position before each and its action:
    the grade of that game's bids) and log them; one that does not replay is dropped."""
    while queued := list(st.session_state.get(key) or []):
        item = queued[0]
        step = item.get("step") if isinstance(item, dict) else None
        record = None
        if isinstance(step, int) and 0 <= step <= len(session.actions):
            before = replace(session, actions=session.actions[:step]).game().hand
            if before.to_move == LEARNER and not before.is_over:
                record = record_of(before, str(item.get("action")), tr)
        if record is not None:
            st.session_state[log_key] = [*(st.session_state.get(log_key) or []), record]
        st.session_state[key] = queued[1:]
