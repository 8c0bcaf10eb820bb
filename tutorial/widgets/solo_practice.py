"""A practice step at a call-ace or auction table: the table as South sees it, South's cards and every choice
the engine offers as buttons. :func:`choose` returns the action touched (the step widget tries it)."""

from __future__ import annotations

import streamlit as st

from engine import SUIT_SYMBOLS, SoloHand, SoloPhase
from tutorial.core.card_text import action_label, card_short, suit_name
from tutorial.core.i18n import Translator
from tutorial.core.practice import PracticeRun
from tutorial.widgets.solo_table import card_button_label, draw_hand, draw_solo_table


def _label(action: str, state: SoloHand, tr: Translator) -> str:
    words = action.split()
    if words[0] == "bid":
        return f"{words[1]} {SUIT_SYMBOLS[words[2]]}"
    if words[:2] == ["call", "ace"]:
        return f"{SUIT_SYMBOLS[words[2]]} {suit_name(words[2], tr)}"
    if words[:2] == ["call", "ally"]:
        return card_short(words[2], tr)
    return action_label(action, tr, by_dealer=state.to_move == state.dealer)


def choose(run: PracticeRun, tr: Translator, key: str) -> str | None:
    """Draw the table and South's choices; the action touched on this run, or ``None``."""
    state = run.state
    assert isinstance(state, SoloHand)
    draw_solo_table(state.observation(0), state.rules, tr)
    draw_hand(state.observation(0), tr)
    if run.done:
        return None
    legal = [str(a) for a in run.learner_actions()]
    chosen: str | None = None
    if state.phase in (SoloPhase.PLAY, SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD) and legal:
        verb = "play" if state.phase is SoloPhase.PLAY else "discard"
        cards = state.hands[0]
        for column, card in zip(st.columns(max(len(cards), 1)), cards, strict=False):
            text, helptext = card_button_label(card, tr, state.trump)
            with column:  # every card: the engine refuses the ones the rules forbid, and says why
                if st.button(text, key=f"{key}-card-{card.code}", help=helptext, width="stretch"):
                    chosen = f"{verb} {card.code}"
        return chosen
    if state.phase is SoloPhase.CALL_ALLY:
        legal = [a for a in legal if a.split()[2][-1] == (state.trump or "")] + \
            [a for a in legal if a.split()[2][-1] != (state.trump or "")]
    columns = st.columns(4)
    for i, action in enumerate(legal):
        with columns[i % 4]:
            if st.button(_label(action, state, tr), key=f"{key}-act-{action}", width="stretch"):
                chosen = action
    return chosen
