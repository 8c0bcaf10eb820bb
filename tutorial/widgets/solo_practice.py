"""A practice step at a call-ace or auction table: the table as South sees it, South's cards and every choice
the engine offers as buttons. :func:`choose` returns the action touched (the step widget tries it)."""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from typing import Any, Literal

import streamlit as st

from engine import SUIT_SYMBOLS, SoloHand, SoloPhase
from tutorial.core.card_text import action_label, card_short, suit_name
from tutorial.core.i18n import Translator
from tutorial.core.practice import PracticeRun
from tutorial.widgets.context import projector
from tutorial.widgets.projector import SOLO_CHOICES_KEY as CHOICES_KEY
from tutorial.widgets.projector import StepLayout
from tutorial.widgets.solo_table import card_button_label, draw_hand, draw_solo_table
from tutorial.widgets.suit_colour import red_suits

# Buttons fill their column, or on a projector take only their text's width in the wrapping row.
_WIDTH: dict[bool, Literal["stretch", "content"]] = {False: "stretch", True: "content"}


def _label(action: str, state: SoloHand, tr: Translator) -> str:
    words = action.split()
    if words[0] == "bid":
        return f"{words[1]} {SUIT_SYMBOLS[words[2]]}"
    if words[:2] == ["call", "ace"]:
        return f"{SUIT_SYMBOLS[words[2]]} {suit_name(words[2], tr)}"
    if words[:2] == ["call", "ally"]:
        return card_short(words[2], tr)
    return action_label(action, tr, by_dealer=state.to_move == state.dealer)


def choose(run: PracticeRun, tr: Translator, key: str, layout: StepLayout) -> str | None:
    """Draw the table and South's cards (in ``layout.visual``) and South's choices (in ``layout.text``);
    the action touched on this run, or ``None``."""
    state = run.state
    assert isinstance(state, SoloHand)
    with layout.visual:
        draw_solo_table(state.observation(0), state.rules, tr)
        draw_hand(state.observation(0), tr)
    if run.done:
        return None
    if projector():  # under the table, small buttons in a row that wraps: an auction offers some thirty bids
        with layout.visual, st.container(key=CHOICES_KEY, horizontal=True):
            return _choices(run, state, tr, key)
    return _choices(run, state, tr, key)


def _choices(run: PracticeRun, state: SoloHand, tr: Translator, key: str) -> str | None:
    legal = [str(a) for a in run.learner_actions()]
    chosen: str | None = None
    if state.phase in (SoloPhase.PLAY, SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD) and legal:
        verb = "play" if state.phase is SoloPhase.PLAY else "discard"
        cards = state.hands[0]
        for place, card in zip(_places(len(cards)), cards, strict=False):
            text, helptext = card_button_label(card, tr, state.trump)
            with place:  # every card: the engine refuses the ones the rules forbid, and says why
                if st.button(red_suits(text), key=f"{key}-card-{card.code}", help=helptext, width=_WIDTH[projector()]):
                    chosen = f"{verb} {card.code}"
        return chosen
    if state.phase is SoloPhase.CALL_ALLY:
        legal = [a for a in legal if a.split()[2][-1] == (state.trump or "")] + \
            [a for a in legal if a.split()[2][-1] != (state.trump or "")]
    places = _places(4)
    for i, action in enumerate(legal):
        with places[i % len(places)]:
            if st.button(red_suits(_label(action, state, tr)), key=f"{key}-act-{action}", width=_WIDTH[projector()]):
                chosen = action
    return chosen


def _places(per_row: int) -> list[AbstractContextManager[Any]]:
    """Where the buttons go: columns, or on a projector the wrapping row they are already in."""
    if projector():
        return [nullcontext()]
    return list(st.columns(max(per_row, 1)))
