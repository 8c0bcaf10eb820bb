"""Course map: every lesson with its prerequisites and stars, and what to do next."""

from __future__ import annotations

import streamlit as st

from tutorial.core import progress as prog
from tutorial.core.lesson_text import render_text
from tutorial.core.table_text import quoted_list
from tutorial.widgets import context, nav, progress_store, stars
from tutorial.widgets.lessons import course


def _first_unfinished_step(progress: prog.Progress, lesson_id: str, step_ids: list[str]) -> int:
    for i, step_id in enumerate(step_ids):
        if prog.step_stars(progress, lesson_id, step_id) is None:
            return i
    return 0


def page() -> None:
    tr = context.translator()
    _ = tr.gettext
    _preset, rules = context.active_rules()
    loaded = course()
    progress = progress_store.get()

    st.title(_("Course map"))

    if loaded.problems:
        st.warning(
            _("Some lesson files could not be loaded. The other lessons work as usual. "
              "For the lesson authors:"),
            icon=":material/warning:",
        )
        st.code("\n".join(str(problem) for problem in loaded.problems), language=None)

    if not loaded.lessons:
        st.info(_("There are no lessons yet."))
        return

    titles = {lesson.id: render_text(lesson.title, rules, tr) for lesson in loaded.lessons}
    upcoming = prog.next_lesson(progress, loaded)
    earned_total = prog.total_stars(progress, titles)
    possible_total = sum(prog.lesson_max_stars(lesson) for lesson in loaded.lessons)
    st.markdown(
        _("Learn euchre one short step at a time. Every answer is checked by the rules engine.")
        + "\n\n"
        + tr.ngettext("{n} star earned", "{n} stars earned", earned_total).format(n=earned_total)
        + " · "
        + tr.ngettext("{n} star in the course", "{n} stars in the course", possible_total).format(
            n=possible_total
        )
    )

    drills = progress["drills"].values()
    answered = sum(d["answered"] for d in drills)
    if answered:
        correct = sum(d["correct"] for d in drills)
        streak = max(d["best_streak"] for d in drills)
        st.caption(tr.ngettext("Drills: {correct} of {n} answer right, best streak {streak}",
                               "Drills: {correct} of {n} answers right, best streak {streak}",
                               answered).format(correct=correct, n=answered, streak=streak))

    if upcoming is None:
        st.success(_("You have finished every lesson. Try the drill, or play a hand."),
                   icon=":material/emoji_events:")
    else:
        with st.container(border=True):
            st.markdown("### " + _("Next: {lesson}").format(lesson=titles[upcoming.id]) + "\n\n"
                        + render_text(upcoming.summary, rules, tr))
            step_ids = [s.id for s in upcoming.steps]
            started = any(prog.step_stars(progress, upcoming.id, s) is not None for s in step_ids)
            step = _first_unfinished_step(progress, upcoming.id, step_ids)
            nav.link(nav.LESSON, _("Continue") if started else _("Start"), {"lesson": upcoming.id,
                     "step": str(step + 1)}, icon=":material/arrow_forward:")

    for number, lesson in enumerate(loaded.lessons, start=1):
        earned = prog.lesson_stars(progress, lesson)
        possible = prog.lesson_max_stars(lesson)
        done = prog.is_completed(progress, lesson.id)
        heading = _("Lesson {number}: {title}").format(number=number, title=titles[lesson.id])
        # One Markdown block per lesson (few elements keep the page's rerun cheap).
        # (A rule instead of a bordered container: each container is one more element per lesson.)
        lines = ["---", "#### " + (":material/check_circle: " if done else "") + heading,
                 render_text(lesson.summary, rules, tr)]
        missing = [p for p in lesson.prerequisites if not prog.is_completed(progress, p)]
        if missing:
            names = quoted_list((titles.get(p, p) for p in missing), tr)
            lines.append(":material/lock: " + _("Best after: {lessons}").format(lessons=names))
        counts = tr.ngettext("{n} step", "{n} steps", len(lesson.steps)).format(n=len(lesson.steps))
        if possible:
            counts += " · " + stars.total_symbols(earned, possible) + " " + _("{earned} of {possible} stars").format(
                earned=earned, possible=possible)
        lines.append(counts)
        st.markdown("\n\n".join(lines))
        nav.link(nav.LESSON, _("Review") if done else _("Open"), {"lesson": lesson.id}, icon=":material/menu_book:")
