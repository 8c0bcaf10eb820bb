"""The live answers panel on the teacher's (projected) screen: how many answered, the distribution of the
answers, names only when the teacher asks, and the expected answer once revealed.

It redraws itself every two seconds (a fragment), so the teacher sees answers arrive without touching
anything. Nicknames are escaped: they show as typed, never as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import streamlit as st

from tutorial.core.classroom import ClassroomStore, StepTally
from tutorial.core.classroom.codes import markdown_text
from tutorial.core.text.i18n import Translator
from tutorial.widgets import class_store, class_timer

REFRESH_SECONDS = 2.0


def draw_tally(
    tally: StepTally,
    tr: Translator,
    label: Callable[[str], str],
    *,
    expected: Collection[str] = (),
    revealed: bool = False,
    large: bool = False,
) -> None:
    """The counts and the distribution of one step's answers (most common first); ``large`` on a
    projector (each answer in the step's text size)."""
    _ = tr.gettext
    # (ngettext on the number who answered: the verb agrees with it, "1 sur 1 a répondu", "2 sur 3 ont répondu")
    st.markdown(
        "### "
        + tr.ngettext("{answered} of {joined} answered", "{answered} of {joined} answered", tally.answered).format(
            answered=tally.answered, joined=tally.joined
        )
    )
    if not tally.answered:
        if not large:  # (a projector's room belongs to the step: its heading says as much)
            st.caption(_("No answer yet."))
        return
    if tally.outcomes and revealed:
        right = tally.outcomes.get("right", 0)
        st.markdown(tr.ngettext("{n} right answer", "{n} right answers", right).format(n=right))
    for answer in sorted(tally.counts, key=lambda a: (-tally.counts[a], a)):
        count = tally.counts[answer]
        mark = " ✓" if revealed and answer in expected else ""
        if large:  # a projector: the answer at the step's text size, its bar under it
            st.markdown(f"{markdown_text(label(answer))}{mark} — **{count}**")
            st.progress(count / tally.answered)
        else:
            st.progress(count / tally.answered, text=f"{markdown_text(label(answer))}{mark} — {count}")
        names = tally.names.get(answer)
        if names:
            st.caption(markdown_text(", ".join(names)))


def live_panel(
    store: ClassroomStore,
    teacher_token: str,
    lesson_id: str,
    step_index: int,
    tr: Translator,
    label: Callable[[str], str],
    *,
    expected: Collection[str] = (),
    revealed: bool = False,
    large: bool = False,
    closes_at: float | None = None,
) -> None:
    """The panel, refreshed every ``REFRESH_SECONDS`` while it is on screen, under the question's
    countdown when the teacher started one (it says "Time is up" once the question has closed)."""

    @st.fragment(run_every=REFRESH_SECONDS)
    def _panel() -> None:
        # A fragment runs outside the page's error handling: an outage shows a plain line, and the next
        # refresh draws the answers again by itself.
        if not revealed:
            class_timer.countdown(closes_at, store.clock(), tr, large=large)
        try:
            tally = store.tally(teacher_token, lesson_id, step_index)
            if tally is not None:
                draw_tally(tally, tr, label, expected=expected, revealed=revealed, large=large)
        except Exception:
            class_store.report_failure(notice=False)
            st.caption(tr.gettext("The answers cannot be read just now. Trying again…"))

    _panel()
