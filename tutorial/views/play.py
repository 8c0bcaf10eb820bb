"""Play a hand, then a whole game to the target score, against bots under the house rules: the partnership
game (four-hand or cutthroat), call-ace or auction euchre, on one page.

The game lives in session state as plain data (rules, seed, actions, the bots' level; see
:class:`tutorial.core.games.play_session.PlaySession`) and is rebuilt by replay on each rerun. Every decision
of the learner goes to the engine: an illegal one is refused with its reason, in the learner's language. What
differs from one game to another comes from small pieces chosen by the hand's type: the prompt
(:mod:`tutorial.views.play_prompts`), the bids on offer and the table's markup
(:mod:`tutorial.widgets.game_table`), the grade of a bid, and the result (:mod:`tutorial.views.play_results`).

The partnership game and the call-ace or auction game are kept apart (their own state and saved hand,
:func:`~tutorial.core.progress.saved_hands.game_slot`), so that switching the house rules to another game
and back finds each game where it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import streamlit as st

from engine import AnyHand, HandState, Reason, Rules
from engine.coach.bidding_advice import LaterBidders
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.progress.saved_hands import PLAY, SOLO, game_slot, restored_game, saved_game
from tutorial.core.steps.verdicts import game_refusal, game_verdicts
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.i18n import Translator
from tutorial.views import play_prompts, play_results
from tutorial.widgets import coach_bids, coach_panel, coach_solo_bids, progress_store
from tutorial.widgets.context import active_rules, translator
from tutorial.widgets.game_table import bid_choices, game_table, learner_bids
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table import card_size, draw_cards

SHOW_LEGAL_KEY = "play_show_legal"
_SHOW_LEGAL_WIDGET = "play_show_legal_switch"


@dataclass(frozen=True)
class _Keys:
    """Where one game keeps its things in session state, and the prefix of its widgets' keys."""

    prefix: str
    state: str
    refusal: str
    coach_log: str  # the learner's graded decisions this hand, as plain dicts
    coach_queue: str  # the learner's bids and discards still to grade (see coach_bids)
    level: str


_KEYS = {
    PLAY: _Keys("play", "play_state", "play_refusal", "play_coach_log", "play_coach_queue", "play_bot_level"),
    SOLO: _Keys("solo", "solo_state", "solo_refusal", "solo_coach_log", "solo_coach_queue", "solo_bot_level"),
}


def _keys(rules: Rules) -> _Keys:
    return _KEYS[game_slot(rules)]


def _new_session(rules: Rules) -> PlaySession:
    keys = _keys(rules)
    session = PlaySession.start(rules, random.randrange(1 << 30), coach_panel.chosen_level())
    st.session_state[keys.state] = session.to_dict()
    st.session_state.pop(keys.refusal, None)
    _clear_coach(keys)
    return session


def _clear_coach(keys: _Keys) -> None:
    st.session_state[keys.coach_log] = []
    st.session_state[keys.coach_queue] = []


def _session(rules: Rules) -> PlaySession:
    keys, slot = _keys(rules), game_slot(rules)
    # The game this tab was playing before a reload, if it still replays through the engine to its deal.
    restored = restored_game(progress_store.restored(slot), slot)
    if restored is not None:
        st.session_state[keys.state] = restored.to_dict()
        st.session_state.pop(keys.refusal, None)
        _clear_coach(keys)
        return restored
    stored = PlaySession.from_dict(st.session_state.get(keys.state))
    return stored if stored is not None else _new_session(rules)


def _record(before: AnyHand, action: str, tr: Translator, bidders: LaterBidders = "club") -> dict[str, Any] | None:
    """The coach's grade of the learner's decision: a card by the play advice, a bid, call or discard by
    the game's own bidding advice (the partnership game's with the later seats bidding as ``bidders``)."""
    if action.startswith("play "):
        return coach_panel.grade_record(before, action, tr)
    if isinstance(before, HandState):
        return coach_bids.bid_record(before, action, tr, bidders)
    return coach_solo_bids.solo_bid_record(before, action, tr)


def _try(session: PlaySession, action: str) -> None:
    """Hand the learner's action to the engine; keep the refusal to show it after the rerun. The click
    only applies the action: its grade comes on the next run, after the table is drawn (the advice plays out
    many deals, seconds at seven seats), so a card touched meanwhile is never touched on a stale table."""
    keys = _keys(session.rules)
    after, refusal = session.try_action(action)
    st.session_state[keys.state] = after.to_dict()
    if refusal is None:
        st.session_state.pop(keys.refusal, None)
        coach_bids.queue(keys.coach_queue, session, str(after.actions[len(session.actions)]))
    else:
        st.session_state[keys.refusal] = {"code": refusal.code, "params": dict(refusal.params)}


def _on_show_legal() -> None:
    st.session_state[SHOW_LEGAL_KEY] = bool(st.session_state.get(_SHOW_LEGAL_WIDGET))


def _on_next_hand() -> None:
    _, rules = active_rules()
    keys = _keys(rules)
    st.session_state[keys.state] = _session(rules).next_hand().to_dict()
    st.session_state.pop(keys.refusal, None)
    _clear_coach(keys)


def _on_new_game() -> None:
    _, rules = active_rules()
    _new_session(rules)


def _refusal(hand: AnyHand, keys: _Keys, tr: Translator) -> None:
    """The engine's reason for the last refused move (the state is unchanged, so this is the hand it
    was refused in: the sentence can point at the learner's own left bower)."""
    stored = st.session_state.get(keys.refusal)
    if isinstance(stored, dict):
        reason = Reason(str(stored.get("code", "")), dict(stored.get("params") or {}))
        st.error(red_suits(game_refusal(reason, tr, hand)), icon=":material/block:")


def _card_turn(hand: AnyHand) -> bool:
    """Whether the learner is to play or discard a card now (the hand's cards are the buttons)."""
    if hand.is_over or hand.to_move != LEARNER:
        return False
    return any(a.kind in ("play", "discard") for a in hand.legal_actions())


def _table(session: PlaySession, keys: _Keys, tr: Translator) -> None:
    """The table, the learner's hand as card buttons and the bids on offer; a touch goes to the engine."""
    game = session.game()
    hand = game.hand
    playing = _card_turn(hand)
    legal_cards = (
        {str(a).split(" ", 1)[1] for a in hand.legal_actions() if a.kind in ("play", "discard")} if playing else None
    )
    bids = [] if playing else learner_bids(hand)
    # Each touch's verdict travels with the position: the table shows it at once (the bots' answer waits).
    verb = "discard" if playing and any(a.kind == "discard" for a in hand.legal_actions()) else "play"
    touches = {f"card:{c.code}": f"{verb} {c.code}" for c in hand.hands[LEARNER]} if playing else {}
    touches |= {f"bid:{bid}": bid for bid in bids}
    verdicts = game_verdicts(session, touches.values(), tr)
    # The partnership table fades the cards not allowed when the learner asks; the round table always does.
    mark_legal = bool(st.session_state.get(SHOW_LEGAL_KEY, False)) if isinstance(hand, HandState) else playing
    picked = game_table(
        hand,
        tr,
        f"{keys.prefix}-table",
        legal=legal_cards,
        mark_legal=mark_legal,
        hand_enabled=playing,
        scores=game.side_scores if isinstance(hand, HandState) else game.scores,
        choices=bid_choices(hand, bids, tr) if bids else [],
        verdicts={pick: verdicts[action] for pick, action in touches.items() if action in verdicts},
    )
    if picked is not None and picked.kind == "card" and playing:
        _try(session, f"{verb} {picked.value}")
        st.rerun()
    if picked is not None and picked.kind == "bid" and picked.value in bids:
        _try(session, picked.value)
        st.rerun()


def _bidding_advisor(hand: AnyHand, keys: _Keys, tr: Translator, bidders: LaterBidders) -> None:
    """The advisor's button, before the play (each advisor shows itself only when there is a choice)."""
    key = f"{keys.prefix}-bidding-advisor"
    if isinstance(hand, HandState):
        coach_panel.bidding_advisor(hand, key, tr, bidders=bidders)
    else:
        coach_solo_bids.solo_bidding_advisor(hand, key, tr, seat=LEARNER)


def _last_trick(hand: AnyHand, tr: Translator) -> None:
    """The trick just completed, while the next one has started (the partnership table shows the trick in
    progress only; the round table gathers the last trick to its winner)."""
    if not isinstance(hand, HandState) or not hand.tricks or not hand.current_trick:
        return
    last = hand.tricks[-1]
    st.caption(tr.gettext("Last trick, won by {seat}:").format(seat=seat_phrase(last.winner, tr)))
    draw_cards(list(last.cards), tr, trump=hand.trump, size=card_size() * 0.6)


def _hand_over(session: PlaySession, keys: _Keys, tr: Translator) -> None:
    _ = tr.gettext
    game = session.game()
    play_results.hand_result(game, tr)
    if game.over:
        play_results.game_result(game, tr)
        st.button(_("New game"), key=f"{keys.prefix}-new-game-end", type="primary", on_click=_on_new_game)
    else:
        st.button(
            _("Next hand"),
            key=f"{keys.prefix}-next-hand",
            type="primary",
            icon=":material/arrow_forward:",
            shortcut="N",
            on_click=_on_next_hand,
        )


def _rules_notice(session: PlaySession, rules: Rules, keys: _Keys, tr: Translator) -> None:
    if session.rules != rules:
        _ = tr.gettext
        st.info(_("You changed the house rules. This game goes on under the rules it started with."), icon="ℹ️")
        st.button(_("New game with the new rules"), key=f"{keys.prefix}-new-game-rules", on_click=_on_new_game)


def page() -> None:
    tr = translator()
    _ = tr.gettext
    _preset, rules = active_rules()
    keys = _keys(rules)
    session = _session(rules)
    game = session.game()
    hand = game.hand
    st.header(_("Play a hand"))
    st.caption(play_results.intro(session.rules, tr))
    with st.container():  # one place whether or not there is a notice, so that the table never moves
        _rules_notice(session, rules, keys, tr)
    learner = not hand.is_over and hand.to_move == LEARNER
    # The table keeps one place on the page in every phase: a component that moves is a new frame, which
    # Streamlit mounts without sending it the table (the discard stalled on an empty table). The prompt
    # before it lives in a container that is always there.
    with st.container():
        if learner:
            play_prompts.learner_prompt(hand, f"{keys.prefix}-coach-hints", tr)
    _table(session, keys, tr)
    # Against expert bots a pass is valued with their bids, as they will bid after it (issue 22).
    bidders = coach_bids.later_bidders(str(session.level))
    if learner:
        _bidding_advisor(hand, keys, tr, bidders)
    _refusal(hand, keys, tr)
    coach_bids.grade_queued(keys.coach_queue, keys.coach_log, session, tr, partial(_record, bidders=bidders))
    log = st.session_state.get(keys.coach_log) or []
    if not hand.is_over:
        coach_panel.draw_grade(log[-1] if log else None, tr)
    _last_trick(hand, tr)
    if hand.is_over:
        _hand_over(session, keys, tr)
        coach_panel.draw_review(log, tr)
    if isinstance(hand, HandState):
        # The switch is always there, and its value is kept apart from the widget's: it stays as the learner
        # left it between hands and when they come back from another page.
        st.toggle(
            _("Highlight the cards I may play"),
            value=bool(st.session_state.get(SHOW_LEGAL_KEY, False)),
            key=_SHOW_LEGAL_WIDGET,
            on_change=_on_show_legal,
        )
    coach_panel.bot_level_chooser(session, keys.state, keys.level, tr)
    # The game as it stands (the level just chosen included) is kept in the tab: a reload comes back to it.
    progress_store.keep(game_slot(rules), saved_game(st.session_state[keys.state], hand))
    if not game.over:  # at the end of a game the result offers the one New game button
        st.divider()
        st.button(_("New game"), key=f"{keys.prefix}-new-game", on_click=_on_new_game)
