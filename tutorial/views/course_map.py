"""Course map: every lesson with its prerequisites and stars, and what to do next."""

from __future__ import annotations

from html import escape

import streamlit as st

from tutorial.core.lessons.markdown import render_text
from tutorial.core.progress import mastery
from tutorial.core.progress import records as prog
from tutorial.core.text.table_text import quoted_list
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
            _("Some lesson files could not be loaded. The other lessons work as usual. For the lesson authors:"),
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
        + tr.ngettext("{n} star in the course", "{n} stars in the course", possible_total).format(n=possible_total)
    )

    drills = progress["drills"].values()
    answered = sum(d["answered"] for d in drills)
    if answered:
        correct = sum(d["correct"] for d in drills)
        streak = max(d["best_streak"] for d in drills)
        st.caption(
            tr.ngettext(
                "Drills: {correct} of {n} answer right, best streak {streak}",
                "Drills: {correct} of {n} answers right, best streak {streak}",
                answered,
            ).format(correct=correct, n=answered, streak=streak)
        )

    if upcoming is None:
        st.success(_("You have finished every lesson. Try the drill, or play a hand."), icon=":material/emoji_events:")
    else:
        with st.container(border=True, key="course-continue"):
            st.markdown(
                "### "
                + _("Next: {lesson}").format(lesson=titles[upcoming.id])
                + "\n\n"
                + render_text(upcoming.summary, rules, tr)
            )
            step_ids = [s.id for s in upcoming.steps]
            started = any(prog.step_stars(progress, upcoming.id, s) is not None for s in step_ids)
            step = _first_unfinished_step(progress, upcoming.id, step_ids)
            # The one large button of the page.
            nav.link(
                nav.LESSON,
                _("Continue") if started else _("Start"),
                {"lesson": upcoming.id, "step": str(step + 1)},
                icon=":material/play_arrow:",
            )

    st.markdown(_PATH_CSS, unsafe_allow_html=True)
    for number, lesson in enumerate(loaded.lessons, start=1):
        earned = prog.lesson_stars(progress, lesson)
        possible = prog.lesson_max_stars(lesson)
        done = prog.is_completed(progress, lesson.id) and mastery.is_mastered(progress, lesson)
        state = "done" if done else "next" if upcoming is not None and lesson.id == upcoming.id else "todo"
        heading = _("Lesson {number}: {title}").format(number=number, title=titles[lesson.id])
        lines = [
            f'<div class="et-path-title">{escape(heading)}</div>',
            f"<div>{escape(render_text(lesson.summary, rules, tr).replace('**', ''))}</div>",
        ]
        missing = [p for p in lesson.prerequisites if not prog.is_completed(progress, p)]
        if missing:
            names = quoted_list((titles.get(p, p) for p in missing), tr)
            lines.append("<div>🔒 " + escape(_("Best after: {lessons}").format(lessons=names)) + "</div>")
        counts = tr.ngettext("{n} step", "{n} steps", len(lesson.steps)).format(n=len(lesson.steps))
        if possible:
            counts += (
                " · "
                + stars.total_symbols(earned, possible)
                + " "
                + _("{earned} of {possible} stars").format(earned=earned, possible=possible)
            )
        lines.append(f'<div class="et-path-meta">{escape(counts)}</div>')
        left = mastery.skipped(progress, lesson)
        if left:
            lines.append(
                '<div class="et-path-skipped">'
                + escape(tr.ngettext("{n} exercise skipped", "{n} exercises skipped", len(left)).format(n=len(left)))
                + "</div>"
            )
        dot = "✓" if done else str(number)
        # One Markdown block per lesson (few elements keep the page's rerun cheap): a stop on the path.
        st.markdown(
            f'<div class="et-path-node et-{state}"><div class="et-path-dot" aria-hidden="true">{dot}</div>'
            f'<div class="et-path-body">{"".join(lines)}</div></div>',
            unsafe_allow_html=True,
        )
        nav.link(nav.LESSON, _("Review") if done else _("Open"), {"lesson": lesson.id}, icon=":material/menu_book:")


# The course as a path: a dot per lesson on a rail (done green, next red, the rest grey), and one large
# Start / Continue. Fixed CSS owned by the app.
_PATH_CSS = """<style>
.et-path-node{display:flex;gap:1rem;position:relative;margin-top:.6rem}
.et-path-node:before{content:"";position:absolute;left:calc(1.3rem - 2px);top:2.6rem;bottom:-3.2rem;width:4px;
  background:#d0d4da;border-radius:2px}
.et-path-node.et-done:before{background:#2e7d4f}
.et-path-dot{flex:0 0 2.6rem;height:2.6rem;border-radius:50%;background:#e6e8eb;color:#31333f;display:flex;
  align-items:center;justify-content:center;font-weight:700;font-size:1.1rem;z-index:1}
.et-done .et-path-dot{background:#2e7d4f;color:#fff}
.et-next .et-path-dot{background:#ff4b4b;color:#fff;box-shadow:0 0 0 4px #ffd6d6}
.et-path-title{font-weight:700;font-size:1.15rem}
.et-path-meta{color:#555a63;font-size:.92rem}
.et-path-skipped{color:#a15c00;font-size:.92rem}
.st-key-course-continue [data-testid="stPageLink"] a{font-size:1.35rem;padding:.7rem 1.6rem;border-radius:.7rem;
  background:#ff4b4b;color:#fff !important}
.st-key-course-continue [data-testid="stPageLink"] a *{color:#fff !important;font-size:1.35rem}
</style>"""
