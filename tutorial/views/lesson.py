"""Lesson player: one step at a time (explain, quiz, practice, drill), previous/next from the keyboard.

Session state: the lesson id and step index (``url_state``), and one small dict for the step on screen
(mistakes, hints, accepted practice actions, the last feedback). Everything else is rebuilt per run.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from typing import Any

import streamlit as st

from engine import Rules, hand_from_notation, parse_card
from tutorial.core.lessons.markdown import render_text, table_notice
from tutorial.core.lessons.model import AnyStep, ExplainStep, Lesson, PracticeStep, QuizStep, step_rules
from tutorial.core.progress import mastery
from tutorial.core.progress import records as prog
from tutorial.widgets import context, nav, one_screen, progress_store, projector, share, stars, step_keys, url_state
from tutorial.widgets.lessons import course
from tutorial.widgets.projector import StepLayout
from tutorial.widgets.steps import STEP_STATE_KEY, draw_drill, draw_practice, draw_quiz, step_state
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table import draw_cards, draw_table


def _go(index: int) -> None:
    st.session_state[url_state.STEP_KEY] = index
    st.session_state.pop(STEP_STATE_KEY, None)


def _step_by(delta: int, count: int) -> None:
    """Move ``delta`` steps from the step the session is on, not from the step drawn with the button.

    A click is handled with the callback arguments of the last run that drew the button. A click that
    comes while the run drawing the next step has not reached the buttons yet (the step counter already
    shows, the status widget not yet) interrupts that run, so bound arguments would name the step before
    and the click would move nowhere: Next on a practice step reached with Next was lost."""
    index = max(0, min(int(st.session_state.get(url_state.STEP_KEY, 0) or 0), count))
    _go(max(0, min(index + delta, count)))


def _open_lesson(lesson_id: str) -> None:
    st.session_state[url_state.LESSON_KEY] = lesson_id
    _go(0)


def _choose_lesson() -> None:
    """No lesson chosen (or an unknown one): offer the course's lessons."""
    tr = context.translator()
    _ = tr.gettext
    _preset, rules = context.active_rules()
    st.title(_("Lessons"))
    st.markdown(_("Choose a lesson to start."))
    for lesson in course().lessons:
        if st.button(render_text(lesson.title, rules, tr), key=f"lesson_pick_{lesson.id}"):
            st.session_state[url_state.LESSON_KEY] = lesson.id
            _go(0)
            st.rerun()
    url_state.sync_lesson(None, None)


def draw_explanation(lesson: Lesson, step: ExplainStep, layout: StepLayout) -> None:
    tr = context.translator()
    _preset, active = context.active_rules()
    rules = step_rules(lesson, step, active)
    with layout.text:
        st.markdown(red_suits(render_text(step.text, rules, tr)))
    with layout.visual:
        _explanation_pictures(step, rules)


def _explanation_pictures(step: ExplainStep, rules: Rules) -> None:
    tr = context.translator()
    if step.deal:
        try:
            state = hand_from_notation(rules, step.deal)
        except ValueError:  # a deal the house rules in force cannot hold (a 32-card deal in a 24-card game)
            st.info(tr.gettext("This deal cannot be shown with the house rules in force."), icon=":material/info:")
        else:
            draw_table(state, tr, show_south_hand=True)
    if step.cards:
        draw_cards([parse_card(c) for c in step.cards], tr, trump=step.trump)
    if step.trick:
        draw_cards([parse_card(c) for c in step.trick], tr, trump=step.trump, label=tr.gettext("The trick"))


def _summary(lesson: Lesson, title: str) -> None:
    tr = context.translator()
    _ = tr.gettext
    # Complete when its exercises are solved: clicking Next through a lesson does not complete it.
    progress = progress_store.get()
    todo = mastery.unsolved(progress, lesson)
    if not todo:
        progress = progress_store.update(lambda p: prog.mark_completed(p, lesson.id))
    earned, possible = prog.lesson_stars(progress, lesson), prog.lesson_max_stars(lesson)
    st.title(title)
    if todo:
        st.info(
            tr.ngettext(
                "Not complete yet: {n} exercise is still to solve.",
                "Not complete yet: {n} exercises are still to solve.",
                len(todo),
            ).format(n=len(todo)),
            icon=":material/pending:",
        )
        first = [s.id for s in lesson.steps].index(todo[0])
        st.button(
            _("Go to the first exercise to solve"),
            key="lesson_first_unsolved",
            type="primary",
            icon=":material/arrow_forward:",
            on_click=_go,
            args=(first,),
        )
    else:
        st.success(_("Lesson complete!"), icon=":material/flag:")
    count_line = _("{earned} of {possible} stars").format(earned=earned, possible=possible)
    if possible and not todo:  # the stars of a completed lesson pop in (still for reduced motion)
        st.markdown(stars.celebration(earned, possible, count_line), unsafe_allow_html=True)
        st.markdown(count_line)
    elif possible:
        st.markdown("## " + stars.total_symbols(earned, possible))
        st.markdown(count_line)
    _learned(lesson)
    # The lesson after this one in the course (not the first unfinished one: a teacher projecting the course
    # reveals the answers and completes nothing, and was sent back to lesson 1).
    order = [other.id for other in course().lessons]
    at = order.index(lesson.id) if lesson.id in order else len(order)
    upcoming = course().lesson(order[at + 1]) if at + 1 < len(order) else None
    with st.container(horizontal=True, vertical_alignment="center"):
        st.button(
            _("Previous"), key="summary_prev", icon=":material/arrow_back:", on_click=_go, args=(len(lesson.steps) - 1,)
        )
        st.button(
            _("Back to the first step"),
            key="lesson_restart",
            icon=":material/replay:",
            shortcut="Home",
            on_click=_go,
            args=(0,),
        )
        nav.link(nav.COURSE_MAP, _("Course map"), icon=":material/map:")
        if upcoming is not None:
            st.button(
                _("Next lesson"),
                type="primary",
                key="lesson_next_lesson",
                icon=":material/arrow_forward:",
                shortcut="PageDown",
                on_click=_open_lesson,
                args=(upcoming.id,),
            )
    url_state.sync_lesson(lesson.id, None)


def _learned(lesson: Lesson) -> None:
    """What the lesson taught: the titles of its explanation steps, in order, once each."""
    tr = context.translator()
    _preset, active = context.active_rules()
    titles = [
        render_text(step.title, step_rules(lesson, step, active), tr)
        for step in lesson.steps
        if isinstance(step, ExplainStep) and step.title
    ]
    titles = list(dict.fromkeys(t for t in titles if t))
    if titles:
        st.markdown(
            "#### " + tr.gettext("What you learned") + "\n\n" + red_suits("\n".join("- " + title for title in titles))
        )


def _nav_row(index: int, count: int) -> None:
    """Previous/next buttons. The keyboard and presentation clickers (PageUp/PageDown and the arrow keys)
    go through :mod:`tutorial.widgets.step_keys`, which never loses a press.

    The moves are callbacks, so the run that follows draws the new step and puts it in the address; they
    count from the session's step (:func:`_step_by`), so a click during a run is never lost.
    """
    _ = context.translator().gettext
    last = index == count - 1
    first = index == 0
    # One horizontal container (not four columns): fewer elements, a cheaper rerun.
    with st.container(horizontal=True, horizontal_alignment="distribute", vertical_alignment="center"):
        st.button(
            _("Previous"),
            key="step_prev",
            icon=":material/arrow_back:",
            disabled=first,
            on_click=_step_by,
            args=(-1, count),
        )
        st.button(
            _("Finish the lesson") if last else _("Next"),
            key="step_next",
            icon=":material/arrow_forward:",
            icon_position="right",
            type="primary",
            on_click=_step_by,
            args=(1, count),
        )


def page() -> None:
    tr = context.translator()
    _ = tr.gettext
    lesson_id = st.session_state.get(url_state.LESSON_KEY)
    lesson = course().lesson(lesson_id) if isinstance(lesson_id, str) else None
    if lesson is None:
        _choose_lesson()
        return
    _preset, active = context.active_rules()
    title = render_text(lesson.title, lesson.rules_for(active), tr)
    count = len(lesson.steps)
    index = max(0, min(int(st.session_state.get(url_state.STEP_KEY, 0) or 0), count))
    moved = max(0, min(index + step_keys.moves(), count))  # the first element: it stays mounted
    if moved != index:
        _go(moved)
        index = moved
    if index == count:
        _summary(lesson, title)
        return
    url_state.sync_lesson(lesson.id, index)
    if not context.projector():  # the projector has its own stylesheet
        one_screen.apply_style()
    step, layout = draw_step(lesson, index, title)
    with layout.text:  # on a projector, under the step's words: the cards keep the other column
        earned = prog.step_stars(progress_store.get(), lesson.id, step.id)
        if earned is not None and not context.projector():  # the projector's room is the class's step
            st.caption(_("Best result on this step: {stars}").format(stars=stars.symbols(earned)))
        _nav_row(index, count)
    share.panel(lesson.id, index)


def has_pictures(step: AnyStep) -> bool:
    """Whether the step shows cards or a table beside its words (on a projector: two columns)."""
    if isinstance(step, ExplainStep):
        return bool(step.deal or step.cards or step.trick)
    return True  # questions show their situation, practice its table, a drill its questions' cards


def card_row(step: AnyStep) -> int:
    """How many cards an explanation shows in one row (0 when it shows a table or no picture)."""
    if not isinstance(step, ExplainStep) or step.deal:
        return 0
    return max(len(step.cards or ()), len(step.trick or ()))


def draw_step(lesson: Lesson, index: int, title: str) -> tuple[AnyStep, StepLayout]:
    """One step of ``lesson`` (0-based ``index``), from its progress bar to its question or table; returns
    the step and where it was drawn (on a projector, its words and its pictures side by side). The lesson
    player and the classroom both draw steps with it."""
    tr = context.translator()
    _ = tr.gettext
    _preset, active = context.active_rules()
    count = len(lesson.steps)
    step = lesson.steps[index]
    rules = step_rules(lesson, step, active)
    state = step_state(lesson.id, step.id)

    counter = _("Step {n} of {total}").format(n=index + 1, total=count)
    st.progress((index + 1) / count, text=counter if context.projector() else f"{title} · {counter}")
    layout = projector.step_layout(has_visual=has_pictures(step), card_row=card_row(step))
    with layout.text:
        if step.title:
            st.header(render_text(step.title, rules, tr))
        elif context.projector():
            st.header(title)
        notice = table_notice(rules, active, tr)
        if notice:  # the step's seats, its deal or its lesson fix another table than the house rules in force
            # The notice and its button share a line where the screen is wide: the step keeps one screen.
            row: AbstractContextManager[Any] = (
                nullcontext() if context.projector() else st.container(horizontal=True, vertical_alignment="center")
            )
            with row:
                st.info(notice, icon=":material/table_restaurant:")
                if rules.game == "partnership":  # a step of call-ace or auction euchre is at its own table on purpose
                    st.button(
                        _("Use the standard house rules"),
                        key="lesson-standard-rules",
                        on_click=context.set_preset,
                        args=("standard",),
                    )

    if isinstance(step, ExplainStep):
        draw_explanation(lesson, step, layout)
    elif isinstance(step, QuizStep):
        draw_quiz(lesson, step, rules, state, layout)
    elif isinstance(step, PracticeStep):
        draw_practice(lesson, step, active, state, layout)
    else:
        draw_drill(lesson, step, rules, state, layout)
    return step, layout
