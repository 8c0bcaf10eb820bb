"""The coach for the learner's bids, calls and discards at the call-ace and auction tables: a grade with its
reason for each one (logged for the grade line and the hand's review, as the cards are), and the bidding
advisor (a verdict in words, the figures on request).

The advice plays out deals of the unseen cards (:func:`engine.coach.solo_bidding_advice.advise_solo_bidding`);
the search is dearer at the larger tables, so fewer deals are played there (:data:`SOLO_BID_DEALS`). It is
cached by position (with the partnership game's, :func:`tutorial.widgets.coach_bids.with_progress`): the
advisor and the grade share one computation.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from engine import Rules, SoloHand
from engine.coach.bidding_advice import BiddingAdvice
from engine.coach.game_coach import bid_deals
from engine.coach.solo_bid_reasons import solo_grade_with_reason
from engine.coach.solo_bidding_advice import SOLO_BIDDING_PHASES, advise_solo_bidding, solo_must_name_blind
from tutorial.core.text.coach_text import bid_verdict
from tutorial.core.text.i18n import Translator
from tutorial.widgets import coach_bids, coach_panel

# Deals per decision by game and seats: each game's coach module says (engine.coach.game_coach.bid_deals).
SOLO_BID_DEALS: dict[tuple[str, int], int] = bid_deals()


def deals_for(state: SoloHand | Rules) -> int:
    """The deals the advice plays out at this table (4 for a table the list does not know)."""
    rules = state if isinstance(state, Rules) else state.rules
    return SOLO_BID_DEALS.get((rules.game, rules.num_players), 4)


def solo_bidding_advice(state: SoloHand, tr: Translator) -> BiddingAdvice:
    """The advice for the seat to move, computed once per position, with a progress bar."""
    deals = deals_for(state)
    position = repr(coach_panel.position_key(state))
    return coach_bids.with_progress(
        (position, deals),
        tr,
        lambda report: advise_solo_bidding(
            state, deals=deals, seed=coach_bids.position_seed(position), progress=report
        ),
    )


def solo_bid_record(state: SoloHand, action: str, tr: Translator) -> dict[str, Any] | None:
    """The grade of the learner's bid, call or discard ``action`` in ``state`` (before it), as plain data
    (the form :func:`tutorial.widgets.coach_panel.record_text` words); ``None`` for a card played, and for a
    decision without a choice."""
    if state.phase not in SOLO_BIDDING_PHASES or state.to_move is None or len(state.legal_actions()) < 2:
        return None
    advice = solo_bidding_advice(state, tr)
    try:
        graded, note = solo_grade_with_reason(state, advice, action)
    except ValueError:
        return None
    return coach_bids.graded_record(action, graded, note, state.to_move == state.dealer, partners=False)


def log_bid(key: str, before: SoloHand, action: str, tr: Translator) -> None:
    """Grade the learner's bid, call or discard (taken in ``before``) and keep it with the graded cards."""
    record = solo_bid_record(before, action, tr)
    if record is not None:
        st.session_state[key] = [*(st.session_state.get(key) or []), record]


def _choices(advice: BiddingAdvice) -> list[dict[str, Any]]:
    return [
        {"action": c.action, "points": c.points, "low": c.low, "high": c.high, "made": c.made}
        for c in sorted(advice.options, key=lambda c: -c.points)
    ]


def solo_bidding_advisor(state: SoloHand, key: str, tr: Translator, seat: int = 0) -> None:
    """A button that plays out deals like this one for each choice, then the verdict in words and, folded,
    the expected points of each choice (the same advice grades the learner's choice)."""
    if state.phase not in SOLO_BIDDING_PHASES or state.to_move != seat or len(state.legal_actions()) < 2:
        return
    _ = tr.gettext
    position = repr(coach_panel.position_key(state))
    stored = st.session_state.get(key)
    if isinstance(stored, dict) and stored.get("position") == position and isinstance(stored.get("choices"), list):
        by_dealer = state.to_move == state.dealer
        verdict = bid_verdict(
            stored["choices"], tr, by_dealer=by_dealer, partners=False, blind=solo_must_name_blind(state)
        )
        st.markdown(":material/query_stats: " + verdict.replace("[", "\\[").replace("]", "\\]"))
        with st.expander(_("The figures")):  # numbers on request: the verdict above says it in words
            st.caption(
                _(
                    "The advisor played out {n} deals like this one for each choice, the unseen cards dealt "
                    "at random and every hand then played perfectly."
                ).format(n=tr.format_number(int(stored.get("deals") or deals_for(state))))
            )
            st.table(coach_panel.bidding_rows(stored["choices"], by_dealer, tr))
        return
    if not st.button(_("Ask the bidding advisor"), key=f"{key}-button", icon=":material/query_stats:"):
        return
    advice = solo_bidding_advice(state, tr)
    st.session_state[key] = {"position": position, "choices": _choices(advice), "deals": advice.samples}
    st.rerun()
