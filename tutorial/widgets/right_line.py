"""The write-up after a strategy practice the learner strayed in: what became of his stray card, and the right
line replayed card by card on the very cards he met (``tutorial.core.stray_line``). Owns one session key per
step: the index of the card of the right line on show, absent while the table shows his own hand."""

from __future__ import annotations

import streamlit as st

from engine import HandState
from tutorial.core.card_text import card_short
from tutorial.core.i18n import Translator
from tutorial.core.lesson_model import PracticeStep
from tutorial.core.practice import PracticeRun
from tutorial.core.stray_line import right_line


def _key(key: str) -> str:
    return f"{key}-right-line"


def _line(run: PracticeRun, step: PracticeStep) -> tuple[HandState, ...]:
    return right_line(run.stray, step) if run.stray is not None and run.stray.arranged is not None else ()


def shown(run: PracticeRun, step: PracticeStep, key: str) -> HandState | None:
    """The position of the right line the table should draw instead of the learner's hand, if he opened it."""
    index = st.session_state.get(_key(key))
    if not (run.done and isinstance(index, int)):
        return None
    line = _line(run, step)
    return line[min(index, len(line) - 1)] if line else None


def forget(key: str) -> None:
    """Close the write-up (a new try starts from the learner's own hand)."""
    st.session_state.pop(_key(key), None)


def notes(run: PracticeRun, tr: Translator) -> None:
    """What became of the stray card: laid against by the hidden cards, or kept as dealt (none could be)."""
    stray = run.stray
    if stray is None:
        return
    _ = tr.gettext
    names = {"stray": card_short(stray.stray.split()[-1], tr), "right": card_short(stray.right.split()[-1], tr)}
    if stray.arranged is None:
        st.caption(_("However the cards you have not seen lie, {stray} does as well here as {right}: "
                     "the deal stays as dealt.").format(**names))
    elif run.done:
        st.info(_("{stray} lost: the cards you could not see lay against it. On these same cards, {right} "
                  "wins: replay the right line.").format(**names), icon=":material/swap_horiz:")


def controls(run: PracticeRun, step: PracticeStep, key: str, tr: Translator) -> None:
    """The buttons that open the right line and step through it, one card at a time."""
    line = _line(run, step) if run.done else ()
    if not line:
        return
    _ = tr.gettext
    index = st.session_state.get(_key(key))
    with st.container(horizontal=True, vertical_alignment="center"):
        if not isinstance(index, int):
            if st.button(_("Replay the right line"), key=f"{key}-line-open", icon=":material/slideshow:"):
                st.session_state[_key(key)] = 0
                st.rerun()
            return
        st.markdown(_("Right line: card {n} of {total}").format(n=index + 1, total=len(line)), width="content")
        if st.button(_("Previous card"), key=f"{key}-line-back", disabled=index == 0):
            st.session_state[_key(key)] = index - 1
            st.rerun()
        if st.button(_("Next card"), key=f"{key}-line-next", disabled=index >= len(line) - 1, type="primary"):
            st.session_state[_key(key)] = index + 1
            st.rerun()
        if st.button(_("Back to your hand"), key=f"{key}-line-close"):
            forget(key)
            st.rerun()
