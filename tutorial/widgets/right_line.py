"""The write-up after a strategy practice the learner strayed in: what became of his stray card, and the right
line replayed on the very cards he met (``tutorial.core.steps.stray_line``), a trick at a time: first the right card
on the table, then each trick as it ends. Owns one session key per step: the index of the position on show,
absent while the table shows his own hand."""

from __future__ import annotations

import streamlit as st

from engine import HandState
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.stray_line import right_line
from tutorial.core.text.card_phrases import card_phrase
from tutorial.core.text.i18n import Translator


def _key(key: str) -> str:
    return f"{key}-right-line"


def _line(run: PracticeRun, step: PracticeStep) -> tuple[HandState, ...]:
    """The positions shown: the right card just played, then the end of each trick (the table shows it whole)."""
    if run.stray is None or run.stray.arranged is None:
        return ()
    cards = right_line(run.stray, step)
    ends = [s for s in cards[1:] if not s.current_trick]
    return (cards[0], *ends)


def shown(run: PracticeRun, step: PracticeStep, key: str) -> HandState | None:
    """The position of the right line the table should draw instead of the learner's hand, if he opened it."""
    index = st.session_state.get(_key(key))
    if not (run.done and isinstance(index, int)):
        return None
    line = _line(run, step)
    return line[min(index, len(line) - 1)] if line else None


def is_open(key: str) -> bool:
    """The learner is stepping through the right line (the feedback then makes room for it)."""
    return isinstance(st.session_state.get(_key(key)), int)


def forget(key: str) -> None:
    """Close the write-up (a new try starts from the learner's own hand)."""
    st.session_state.pop(_key(key), None)


def notes(run: PracticeRun, tr: Translator) -> None:
    """What became of the stray card: laid against by the hidden cards, or kept as dealt (none could be)."""
    stray = run.stray
    if stray is None:
        return
    _ = tr.gettext
    # Phrases, not bare strings: a translation may ask for "{stray:the}" or a case form.
    names = {"stray": card_phrase(stray.stray.split()[-1], tr), "right": card_phrase(stray.right.split()[-1], tr)}
    if stray.arranged is None:
        st.caption(
            _(
                "However the cards you have not seen lie, {stray} does as well here as {right}: "
                "the deal stays as dealt."
            ).format(**names)
        )
    elif run.done:
        st.info(
            _(
                "{stray} lost: the cards you could not see lay against it. On these same cards, {right} "
                "wins: replay the right line."
            ).format(**names),
            icon=":material/swap_horiz:",
        )


def controls(run: PracticeRun, step: PracticeStep, key: str, tr: Translator) -> None:
    """The buttons that open the right line and step through it, drawn in the row they are called in (the row
    of "Try again": the table and the write-up stay on one screen)."""
    line = _line(run, step) if run.done else ()
    if not line:
        return
    _ = tr.gettext
    index = st.session_state.get(_key(key))
    if not isinstance(index, int):
        if st.button(_("Replay the right line"), key=f"{key}-line-open", icon=":material/slideshow:"):
            st.session_state[_key(key)] = 0
            st.rerun()
        return
    index = min(index, len(line) - 1)
    # TRANSLATORS: the right line is replayed one trick at a time: where the replay is, not a score.
    st.markdown(_("Right line, trick {n} of {total}").format(n=index + 1, total=len(line)), width="content")
    if st.button(_("Previous trick"), key=f"{key}-line-back", disabled=index == 0):
        st.session_state[_key(key)] = index - 1
        st.rerun()
    if st.button(_("Next trick"), key=f"{key}-line-next", disabled=index >= len(line) - 1, type="primary"):
        st.session_state[_key(key)] = index + 1
        st.rerun()
    if st.button(_("Back to your hand"), key=f"{key}-line-close"):
        forget(key)
        st.rerun()
