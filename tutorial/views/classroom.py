"""The classroom page (``/class``): the teacher runs a class, students follow on their phones.

Without a class in the session it is the front door (join with a code, or start a class). The teacher's
controls open only with the secret teacher token; a student's page opens with the student's own token
(``?seat=``, kept in the student's address so a reload rejoins). Each student sees the teacher's step in
their own language under the class's house rules, may look back, and rejoins the class with one button.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from tutorial.core.card_text import action_label
from tutorial.core.classroom import ClassInfo, Student, answers, summary_csv
from tutorial.core.classroom.codes import display_code, markdown_text
from tutorial.core.lesson_model import Lesson, step_rules
from tutorial.core.lesson_text import render_text
from tutorial.core.presets import PRESETS
from tutorial.core.quizzes import Quiz, QuizError, build_quiz
from tutorial.core.step_state import StepState
from tutorial.views.lesson import draw_step
from tutorial.widgets import class_answers, class_follow, class_join, class_store, context, quiz_view, share, url_state
from tutorial.widgets.lessons import course
from tutorial.widgets.steps import STEP_STATE_KEY
from tutorial.widgets.suit_colour import red_suits

FOLLOWING_KEY = "class_following"
LOOK_KEY = "class_look_step"
RECORDED_KEY = "class_recorded"
_TEACHER_NOTICE = "class_teacher_notice"
_CLASS_AT_KEY = "class_step_seen"  # the class's step on the student's last run (where Look back starts)


def _take_link() -> None:
    """Move a teacher token from the address into the session (a projected address bar must not show it);
    a student's seat stays in the address (the student's own phone) so that a reload rejoins."""
    # One copy of the address: a missing key read through st.query_params raises and catches a KeyError
    # inside Streamlit, a measurable part of a phone's rerun.
    params = st.query_params.to_dict()
    teacher = params.get("teacher")
    if teacher:
        st.session_state[class_store.TEACHER_KEY] = teacher
        del st.query_params["teacher"]
    seat = params.get("seat")
    if seat and seat != st.session_state.get(class_store.STUDENT_KEY):
        st.session_state[class_store.STUDENT_KEY] = seat
        st.session_state[FOLLOWING_KEY] = True


def student_phone(url_path: str) -> bool:
    """Whether this run draws a student's page of a class (a seat, no teacher link): the class's house
    rules are the teacher's, so the router shows such a phone only the language picker."""
    if url_path != "class" or st.session_state.get(class_store.TEACHER_KEY):
        return False
    params = st.query_params.to_dict()
    return "teacher" not in params and bool(st.session_state.get(class_store.STUDENT_KEY) or params.get("seat"))


def _leave() -> None:
    for key in (class_store.TEACHER_KEY, class_store.STUDENT_KEY, FOLLOWING_KEY, LOOK_KEY):
        st.session_state.pop(key, None)
    st.query_params.pop("seat", None)


# --- what an answer code says ------------------------------------------------------------------------------


def _quiz_of(lesson: Lesson, step: Any) -> Quiz | None:
    if step.kind != "quiz":
        return None
    _preset, active = context.active_rules()
    try:
        return build_quiz(step, step_rules(lesson, step, active))
    except QuizError:
        return None


def _answer_label(step: Any, quiz: Quiz | None) -> Any:
    tr = context.translator()

    def label(answer: str) -> str:
        if step.kind == "drill":  # how many of the drill's questions the student got right
            return tr.gettext("{n} of {goal} right").format(n=answer, goal=int(step.goal))
        if quiz is None:  # a practice hand: the student's decisions in turn ("Play J♦ › Play K♦")
            return " › ".join(action_label(a, tr) for a in answer.split(answers.SEPARATOR))
        joiner = " › " if quiz.ordered else ", "
        return joiner.join(quiz_view.choice_label(quiz, code, tr) for code in answer.split(","))

    return label


# --- the teacher -------------------------------------------------------------------------------------------


def _move(lesson_id: str, index: int) -> None:
    token = str(st.session_state.get(class_store.TEACHER_KEY, ""))
    class_store.store().move(token, lesson_id, index)


def _move_by(delta: int) -> None:
    """Take the class one step on or back from the step it is on in the store. Not from the step drawn with
    the button: a click that interrupts the run drawing the next step comes with the buttons of the step
    before, and bound arguments would move the class nowhere (see lesson._step_by)."""
    info = class_store.store().teacher_class(st.session_state.get(class_store.TEACHER_KEY))
    lesson = course().lesson(info.lesson_id) if info is not None and info.lesson_id else None
    if info is None or lesson is None:
        return
    index = max(0, min(info.step_index + delta, len(lesson.steps) - 1))
    if index != info.step_index:  # at either end the button does nothing (it is drawn disabled there)
        _move(lesson.id, index)


def _on_lesson_pick() -> None:
    chosen = st.session_state.get("class_lesson_pick")
    for lesson in course().lessons:
        if lesson.id == chosen:
            _move(lesson.id, 0)


def _reveal(shown: bool) -> None:
    class_store.store().reveal(str(st.session_state.get(class_store.TEACHER_KEY, "")), shown)


def _names() -> None:
    shown = bool(st.session_state.get("class_names_toggle"))
    class_store.store().show_names(str(st.session_state.get(class_store.TEACHER_KEY, "")), shown)


def _keep_class_rules(token: str, info: ClassInfo) -> None:
    """The class follows the teacher's house rules: a change of the teacher's pickers goes to the class."""
    preset, _rules = context.active_rules()
    overrides = dict(st.session_state.get(context.OVERRIDES_KEY, {}))
    if (preset, overrides) != (info.preset, dict(info.overrides)):
        class_store.store().set_rules(token, preset, overrides)


def _teacher_step(lesson: Lesson, index: int, title: str, quiz: Quiz | None) -> None:
    """The step on the projector: a question without an answer box (the class answers on phones)."""
    tr = context.translator()
    _ = tr.gettext
    step = lesson.steps[index]
    if quiz is None:
        draw_step(lesson, index, title)
        return
    _preset, active = context.active_rules()
    rules = step_rules(lesson, step, active)
    st.progress((index + 1) / len(lesson.steps),
                text=_("Step {n} of {total}").format(n=index + 1, total=len(lesson.steps)))
    st.header(render_text(step.title, rules, tr) if step.title else title)
    st.markdown(red_suits("**" + quiz_view.prompt(quiz, rules, tr) + "**"))
    quiz_view.draw_situation(quiz, tr)
    for choice in quiz.choices:
        st.markdown(red_suits("- " + quiz_view.choice_label(quiz, choice.value, tr)))


def _download(token: str) -> None:
    tr = context.translator()
    _ = tr.gettext
    _preset, active = context.active_rules()
    rows = class_store.store().summary(token)
    titles = {lesson.id: (lesson, render_text(lesson.title, lesson.rules_for(active), tr))
              for lesson in course().lessons}

    def names(row: Any) -> list[str]:
        lesson, title = titles.get(row.lesson_id, (None, row.lesson_id))
        step = lesson.steps[row.step_index] if lesson is not None and row.step_index < len(lesson.steps) else None
        step_title = render_text(step.title, active, tr) if step is not None and step.title else ""
        return [title, step_title]

    header = [_("Lesson"), _("Step title"), _("Lesson id"), _("Step"), _("Answered"), _("Right"), _("Wrong"),
              _("Most common answer")]
    st.download_button(_("Download the summary (CSV)"), summary_csv(rows, header, names), file_name="class-summary.csv",
                       mime="text/csv", key="class_csv", icon=":material/download:", disabled=not rows)


def _teacher(token: str, info: ClassInfo) -> None:
    tr = context.translator()
    _ = tr.gettext
    _keep_class_rules(token, info)
    code = display_code(info.code)
    st.title(_("Class {code}").format(code=code))
    join_url = f"{share.app_root()}/class?code={info.code}"
    with st.container(horizontal=True, vertical_alignment="center"):
        size = 320 if context.projector() else 180
        st.markdown(share.qr_image_markup(join_url, size, _("QR code of the link to join the class")),
                    unsafe_allow_html=True)
        st.markdown(_("Students: scan the code or open the link, then type the class code **{code}** and a "
                      "nickname.").format(code=code) + "\n\n`" + join_url + "`")
    lessons = course().lessons
    lesson = course().lesson(info.lesson_id) if info.lesson_id else None
    ids = [lesson.id for lesson in lessons]
    _preset, active = context.active_rules()
    titles = {lesson.id: render_text(lesson.title, lesson.rules_for(active), tr) for lesson in lessons}
    st.session_state["class_lesson_pick"] = lesson.id if lesson is not None else None
    st.selectbox(_("Lesson"), ids, format_func=titles.__getitem__, key="class_lesson_pick",
                 on_change=_on_lesson_pick, placeholder=_("Choose a lesson for the class"))
    if lesson is not None:
        count = len(lesson.steps)
        index = max(0, min(info.step_index, count - 1))
        step = lesson.steps[index]
        quiz = _quiz_of(lesson, step)
        _teacher_step(lesson, index, titles[lesson.id], quiz)
        if step.kind in ("quiz", "practice", "drill"):
            expected = quiz.check(quiz.expected).expected if quiz is not None else ()
            joined = [",".join(expected)] if expected else []
            if info.revealed and quiz is not None:
                quiz_view.reveal(quiz, quiz.check(quiz.expected), tr)
            class_answers.live_panel(class_store.store(), token, lesson.id, index, tr, _answer_label(step, quiz),
                                     expected=joined, revealed=info.revealed)
        with st.container(horizontal=True, horizontal_alignment="distribute", vertical_alignment="center"):
            st.button(_("Previous"), key="class_prev", icon=":material/arrow_back:", shortcut="PageUp",
                      disabled=index == 0, on_click=_move_by, args=(-1,))
            if quiz is not None:
                st.button(_("Hide the answer") if info.revealed else _("Reveal the answer"), key="class_reveal",
                          icon=":material/lightbulb:", on_click=_reveal, args=(not info.revealed,))
            st.button(_("Next"), key="class_next", icon=":material/arrow_forward:", icon_position="right",
                      shortcut="PageDown", type="primary", disabled=index >= count - 1, on_click=_move_by,
                      args=(1,))
    st.session_state["class_names_toggle"] = info.show_names
    st.toggle(_("Show the students' nicknames"), key="class_names_toggle", on_change=_names)
    _download(token)
    with st.expander(_("Teacher link"), icon=":material/key:"):
        st.caption(_("Keep this link private: it opens these controls. The class code only lets students join."))
        st.code(f"{share.app_root()}/class?teacher={token}", language=None)
    st.button(_("Leave the class"), key="class_leave_teacher", on_click=_leave)


# --- the student -------------------------------------------------------------------------------------------


def _look(index: int) -> None:
    st.session_state[FOLLOWING_KEY] = False
    st.session_state[LOOK_KEY] = index


def _look_by(delta: int) -> None:
    """Look one step on or back from the step on the student's screen as the session knows it (the class's
    step while following), not from the step drawn with the button (see lesson._step_by)."""
    look = st.session_state.get(LOOK_KEY)
    following = bool(st.session_state.get(FOLLOWING_KEY, True))
    at = st.session_state.get(_CLASS_AT_KEY)
    if not isinstance(at, int):
        return
    _look(max(0, (at if following or not isinstance(look, int) else min(look, at)) + delta))


def _rejoin() -> None:
    st.session_state[FOLLOWING_KEY] = True
    st.session_state.pop(LOOK_KEY, None)


def _record(token: str, lesson: Lesson, index: int, step: Any) -> None:
    """Send the student's answer: a question's first answer; a practice hand's decisions and an embedded
    drill's count of right answers each time they grow (the newer answer replaces the one before)."""
    key = f"{lesson.id}/{index}"
    recorded = list(st.session_state.get(RECORDED_KEY, []))
    state = StepState.from_dict(st.session_state.get(STEP_STATE_KEY))
    if state is None or state.key != f"{lesson.id}/{step.id}":
        return
    if step.kind == "quiz":
        if key in recorded or not state.attempt or not state.last:
            return
        quiz = _quiz_of(lesson, step)
        if quiz is None:
            return
        found: tuple[str, str] | None = (",".join(state.last), "right" if quiz.check(list(state.last)).correct
                                         else "wrong")
    elif step.kind == "practice":
        found = answers.practice_answer(state)
    elif step.kind == "drill":
        found = answers.drill_answer(state, int(step.goal))
    else:
        return
    if found is None:
        return
    sent = f"{key}={found[0]}:{found[1]}"
    if sent in recorded:  # nothing new since the last run
        return
    class_store.store().record_answer(token, lesson.id, index, *found, replace=step.kind != "quiz")
    st.session_state[RECORDED_KEY] = [*(r for r in recorded if not r.startswith(key + "=")), key, sent][-200:]


def _student(token: str, student: Student, info: ClassInfo) -> None:
    tr = context.translator()
    _ = tr.gettext
    # The class's house rules (the teacher's), whatever the student's pickers said.
    if info.preset in PRESETS:
        st.session_state[context.PRESET_KEY] = info.preset
        st.session_state[context.OVERRIDES_KEY] = dict(info.overrides)
    st.caption(_("Class {code} · you are {nickname}").format(code=display_code(info.code),
                                                             nickname=markdown_text(student.nickname)))
    lesson = course().lesson(info.lesson_id) if info.lesson_id else None
    if lesson is None:
        st.info(_("Wait for your teacher to open a lesson."), icon=":material/hourglass_top:")
    else:
        class_index = max(0, min(info.step_index, len(lesson.steps) - 1))
        st.session_state[_CLASS_AT_KEY] = class_index
        following = bool(st.session_state.get(FOLLOWING_KEY, True))
        look = st.session_state.get(LOOK_KEY)
        index = class_index if following or not isinstance(look, int) else max(0, min(look, class_index))
        _preset, active = context.active_rules()
        title = render_text(lesson.title, lesson.rules_for(active), tr)
        step, _layout = draw_step(lesson, index, title)
        _record(token, lesson, index, step)
        quiz = _quiz_of(lesson, step)
        if info.revealed and index == class_index and quiz is not None:
            quiz_view.reveal(quiz, quiz.check(quiz.expected), tr)
        if index == class_index:
            st.button(_("Look back"), key="class_look_back", icon=":material/history:", disabled=index == 0,
                      on_click=_look_by, args=(-1,))
        else:
            st.info(_("You are looking back at step {n}. The class is at step {m}.").format(
                n=index + 1, m=class_index + 1), icon=":material/history:")
            with st.container(horizontal=True, vertical_alignment="center"):
                st.button(_("Previous"), key="class_look_prev", icon=":material/arrow_back:", disabled=index == 0,
                          on_click=_look_by, args=(-1,))
                st.button(_("Next"), key="class_look_next", icon=":material/arrow_forward:", on_click=_look_by,
                          args=(1,))
                st.button(_("Rejoin the class"), key="class_rejoin", type="primary", icon=":material/groups:",
                          on_click=_rejoin)
    st.button(_("Leave the class"), key="class_leave", on_click=_leave)
    class_follow.follow(class_store.store(), info.id, info.position)


def page() -> None:
    tr = context.translator()
    _ = tr.gettext
    _take_link()
    store = class_store.store()
    teacher = st.session_state.get(class_store.TEACHER_KEY)
    if isinstance(teacher, str):
        info = store.teacher_class(teacher)
        if info is not None:
            _teacher(teacher, info)
            return
        st.session_state.pop(class_store.TEACHER_KEY, None)
        st.warning(_("This teacher link is not valid, or its class has ended."), icon=":material/key_off:")
    seat = st.session_state.get(class_store.STUDENT_KEY)
    if isinstance(seat, str):
        # A phone's clicks reuse what this process knows of the student while the class stays put.
        found = store.student(seat, max_age=class_follow.SHARED_SECONDS)
        if found is not None:
            _student(seat, *found)
            return
        _leave()
        st.warning(_("This class has ended. Ask your teacher for the code of a new class."),
                   icon=":material/event_busy:")
    st.title(_("Classroom"))
    class_join.join_form(st.query_params.get("code"))
    st.divider()
    lesson_id = st.session_state.get(url_state.LESSON_KEY)
    class_join.start_form(lesson_id if isinstance(lesson_id, str) and course().lesson(lesson_id) else None)
