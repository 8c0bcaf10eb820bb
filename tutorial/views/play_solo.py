"""Play call-ace or auction euchre against simple bots (the "Play a hand" page when the house rules are one
of those games), with the coach: hints on request, a grade and its reason for each bid, call, discard and card
the learner plays, the bidding advisor, and the review of the finished hand. The game is plain data in session state
(:class:`tutorial.core.games.solo_session.SoloSession`), rebuilt by replay on each rerun; every decision goes to the
engine, and a refusal is shown with its reason.
"""

from __future__ import annotations

import random

import streamlit as st

from engine import SUIT_SYMBOLS, Reason, Rules, SoloGame, SoloHand, SoloPhase
from tutorial.core.games.solo_session import LEARNER, SoloSession
from tutorial.core.progress.saved_hands import SOLO, restored_solo, saved_solo
from tutorial.core.steps.verdicts import game_verdicts
from tutorial.core.text.card_phrases import card_phrase, seat_phrase
from tutorial.core.text.card_text import card_label, suit_name
from tutorial.core.text.i18n import Translator
from tutorial.core.text.reasons import reason_text
from tutorial.widgets import coach_panel, coach_solo_bids, progress_store
from tutorial.widgets.context import active_rules, translator
from tutorial.widgets.solo_table import solo_choices, solo_play_table
from tutorial.widgets.suit_colour import red_suits

STATE_KEY = "solo_state"
REFUSAL_KEY = "solo_refusal"
COACH_LOG_KEY = "solo_coach_log"  # the learner's graded cards this hand, as plain dicts (coach_panel)
HINTS_KEY = "solo-coach-hints"
ADVISOR_KEY = "solo-bidding-advisor"
_CARD_PHASES = (SoloPhase.PLAY, SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD)


def _new_session(rules: Rules) -> SoloSession:
    session = SoloSession.start(rules, random.randrange(1 << 30))
    st.session_state[STATE_KEY] = session.to_dict()
    st.session_state.pop(REFUSAL_KEY, None)
    st.session_state[COACH_LOG_KEY] = []
    return session


def _session(rules: Rules) -> SoloSession:
    restored = restored_solo(progress_store.restored(SOLO))  # the game of this tab before a reload
    if restored is not None:
        st.session_state[STATE_KEY] = restored.to_dict()
        st.session_state.pop(REFUSAL_KEY, None)
        st.session_state[COACH_LOG_KEY] = []
        return restored
    stored = SoloSession.from_dict(st.session_state.get(STATE_KEY))
    return stored if stored is not None else _new_session(rules)


def _on_action(action: str) -> None:
    _, rules = active_rules()
    session = _session(rules)
    before = session.game().hand
    after, refusal = session.try_action(action)
    st.session_state[STATE_KEY] = after.to_dict()
    if refusal is None:
        st.session_state.pop(REFUSAL_KEY, None)
        if before.phase is SoloPhase.PLAY:
            coach_panel.log_decision(COACH_LOG_KEY, before, action, translator())
        else:  # a bid, a call or a discard
            coach_solo_bids.log_bid(COACH_LOG_KEY, before, action, translator())
    else:
        st.session_state[REFUSAL_KEY] = {"code": refusal.code, "params": dict(refusal.params)}


def _on_next_hand() -> None:
    _, rules = active_rules()
    st.session_state[STATE_KEY] = _session(rules).next_hand().to_dict()
    st.session_state.pop(REFUSAL_KEY, None)
    st.session_state[COACH_LOG_KEY] = []


def _on_new_game() -> None:
    _, rules = active_rules()
    _new_session(rules)


def _prompt(hand: SoloHand, tr: Translator) -> None:
    """What the learner is to do now, in words (the bids, calls and cards are on the table)."""
    _ = tr.gettext
    phase = hand.phase
    if phase is SoloPhase.BID_UPCARD:
        assert hand.upcard is not None
        offer = (
            _("Round 1: pick up {card} to make {suit} trump, or pass.")
            if hand.dealer == LEARNER
            else _("Round 1: order up {card} to make {suit} trump, or pass.")
        )
        st.markdown(
            offer.format(
                card=card_phrase(hand.upcard, tr, card_label(hand.upcard, tr)), suit=suit_name(hand.upcard.suit, tr)
            )
        )
    elif phase in (SoloPhase.CALL_TRUMP, SoloPhase.DEALER_NAMES_TRUMP):
        st.markdown(
            _("The best bower was turned up: as the dealer, you name trump.")
            if phase is SoloPhase.DEALER_NAMES_TRUMP
            else _("Round 2: name a suit other than the one turned down, or pass.")
        )
    elif phase is SoloPhase.AUCTION:
        if hand.bid:
            st.markdown(
                red_suits(
                    _("Bid more tricks than the highest bid so far ({n} {suit}), or pass.").format(
                        n=hand.bid, suit=SUIT_SYMBOLS[hand.trump or "C"]
                    )
                )
            )
        else:
            st.markdown(_("No bid yet: bid at least three tricks with a trump suit, or pass."))
        st.caption(_("Eight and fifteen are lone bids: eight takes the widow, fifteen plays the cards dealt."))
    elif phase is SoloPhase.CALL_ACE:
        st.markdown(_("Call a suit: whoever holds its best card becomes your silent partner."))
    elif phase is SoloPhase.CALL_ALLY:
        st.markdown(_("Name a card you do not hold: whoever holds it becomes your silent partner."))
    elif phase is SoloPhase.WIDOW_DISCARD:
        left = 3 - len(hand.discards)
        st.markdown(
            tr.ngettext(
                "You took the widow. Choose {n} more card to discard.",
                "You took the widow. Choose {n} more cards to discard.",
                left,
            ).format(n=left)
        )
    elif phase is SoloPhase.DISCARD:
        assert hand.upcard is not None
        st.markdown(
            _("You picked up {card}. Choose a card to discard.").format(
                card=card_phrase(hand.upcard, tr, card_label(hand.upcard, tr))
            )
        )
    else:
        st.markdown(_("Your turn: click a card to play it."))
        coach_panel.hint_ladder(hand, HINTS_KEY, tr, seat=LEARNER)
    coach_solo_bids.solo_bidding_advisor(hand, ADVISOR_KEY, tr, seat=LEARNER)  # only before the play


def _table(session: SoloSession, game: SoloGame, tr: Translator) -> None:
    """The round table, the bids on offer and the learner's cards, in the table component: the card
    touched is the card played, and every touch goes to the engine (a refusal is shown with its reason)."""
    hand = game.hand
    turn = not hand.is_over and hand.to_move == LEARNER
    legal = [str(a) for a in hand.legal_actions()] if turn else []
    card_turn = turn and hand.phase in _CARD_PHASES
    choices = solo_choices(hand, legal, tr) if turn and not card_turn else []
    allowed = {a.split()[1] for a in legal} if card_turn else None
    # Each touch's verdict travels with the position: the table shows it at once (the bots' answer waits).
    verb = "play" if hand.phase is SoloPhase.PLAY else "discard"
    touches = {f"card:{c.code}": f"{verb} {c.code}" for c in hand.hands[LEARNER]} if card_turn else {}
    touches |= {f"bid:{action}": action for action in legal} if turn and not card_turn else {}
    verdicts = game_verdicts(session, touches.values(), tr)
    picked = solo_play_table(
        hand,
        tr,
        "solo-table",
        choices=choices,
        hand_enabled=card_turn,
        legal=allowed,
        mark_legal=card_turn,
        scores=game.scores,
        verdicts={pick: verdicts[action] for pick, action in touches.items() if action in verdicts},
    )
    if picked is None or not turn:
        return
    if picked.kind == "card" and card_turn:
        _on_action(f"{verb} {picked.value}")
        st.rerun()
    elif picked.kind == "bid" and picked.value in legal and not card_turn:
        _on_action(picked.value)
        st.rerun()


def _refusal(hand: SoloHand, tr: Translator) -> None:
    stored = st.session_state.get(REFUSAL_KEY)
    if isinstance(stored, dict):
        reason = Reason(str(stored.get("code", "")), dict(stored.get("params") or {}))
        st.error(red_suits(reason_text(reason, tr, hand=hand.hands[LEARNER])), icon=":material/block:")


def _hand_result(game: SoloGame, tr: Translator) -> None:
    _ = tr.gettext
    hand, table = game.hand, game.rules.seating
    result = hand.result()
    if result is None or hand.maker is None:
        st.info(_("Everyone passed: nobody scores, and the deal passes to the left."), icon="🔁")
    else:
        maker = seat_phrase(hand.maker, tr, table)
        if len(result.maker_side) > 1:
            partner = next(s for s in result.maker_side if s != hand.maker)
            side = _("{maker} and {partner}").format(maker=maker, partner=seat_phrase(partner, tr, table))
        else:
            side = maker
        text = (
            tr.ngettext(
                "{side} took {n} trick and made the contract.",
                "{side} took {n} tricks and made the contract.",
                result.tricks,
            )
            if result.made
            else tr.ngettext("{side} took {n} trick: euchred.", "{side} took {n} tricks: euchred.", result.tricks)
        )
        won = result.points[LEARNER] > 0
        (st.success if won else st.warning)(text.format(side=side, n=result.tricks))
    if game.over:
        winner = game.winner if game.winner is not None else 0
        if winner == LEARNER:
            st.success(_("You win the game!"), icon="🏆")
        else:
            st.warning(_("{seat} wins the game.").format(seat=seat_phrase(winner, tr, table)))
        st.button(_("New game"), key="solo-new-game-end", type="primary", on_click=_on_new_game)
    else:
        st.button(
            _("Next hand"),
            key="solo-next-hand",
            type="primary",
            icon=":material/arrow_forward:",
            on_click=_on_next_hand,
        )


def page() -> None:
    """The page for a call-ace or auction table (``tutorial.views.play`` hands over to it)."""
    tr = translator()
    _ = tr.gettext
    _preset, rules = active_rules()
    session = _session(rules)
    game = session.game()
    hand = game.hand
    progress_store.keep(SOLO, saved_solo(session, hand.deal))  # a reload comes back to this game
    st.header(_("Play a hand"))
    n, target = session.rules.num_players, session.rules.winning_score
    game_name = _("Call-ace euchre") if session.rules.game == "call_ace" else _("Auction euchre")
    st.caption(
        tr.ngettext(
            "{game}: you are South, with {players} players each for himself until a call makes "
            "a silent partner. First to {n} point wins.",
            "{game}: you are South, with {players} players each for himself until a call makes "
            "a silent partner. First to {n} points wins.",
            target,
        ).format(game=game_name, players=n, n=target)
    )
    with st.container():  # one place whether or not there is a notice, so that the table never moves
        if session.rules != rules:
            st.info(_("You changed the house rules. This game goes on under the rules it started with."), icon="ℹ️")
            st.button(_("New game with the new rules"), key="solo-new-game-rules", on_click=_on_new_game)
    with st.container():
        if not hand.is_over and hand.to_move == LEARNER:
            _prompt(hand, tr)
    _table(session, game, tr)
    _refusal(hand, tr)
    log = st.session_state.get(COACH_LOG_KEY) or []
    if not hand.is_over:
        coach_panel.draw_grade(log[-1] if log else None, tr)
    if hand.is_over:
        _hand_result(game, tr)
        coach_panel.draw_review(log, tr)
