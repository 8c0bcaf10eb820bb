"""The classroom page (``/class``): the teacher runs a class, students follow on their phones.

Without a class in the session it is the front door (join with a code, or start a class). The teacher's
controls open only with the secret teacher token; a student's page opens with the student's own token
(``?seat=``, kept in the student's address so a reload rejoins). Each student sees the teacher's step in
their own language under the class's house rules, may look back, and rejoins the class with one button.
"""

from __future__ import annotations

import math
import time
from typing import Any

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from tutorial.core.classroom import ClassInfo, Student, answers, answers_csv, summary_csv
from tutorial.core.classroom.codes import display_code, markdown_text
from tutorial.core.classroom.timer import TIMER_CHOICES
from tutorial.core.house_rules.presets import PRESETS
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import Lesson, step_rules
from tutorial.core.steps.quizzes import Quiz, QuizError, build_quiz
from tutorial.core.steps.state import StepState
from tutorial.core.text.card_text import action_label
from tutorial.views.lesson import draw_step
from tutorial.widgets import (
    class_answers,
    class_follow,
    class_join,
    class_key,
    class_store,
    class_timer,
    context,
    projector,
    quiz_view,
    share,
    step_keys,
    url_state,
)
from tutorial.widgets.lessons import course
from tutorial.widgets.steps import HOLD_FEEDBACK_KEY, STEP_STATE_KEY
from tutorial.widgets.suit_colour import red_suits

FOLLOWING_KEY = "class_following"
LOOK_KEY = "class_look_step"
RECORDED_KEY = "class_recorded"
PENDING_KEY = class_follow.PENDING_KEY  # answers given during an outage, sent when the store is back
_LAST_SEEN_KEY = "class_last_seen"  # the student and class as last read (a page drawn during an outage)
_TEACHER_NOTICE = "class_teacher_notice"
EXPIRY_NOTICE_SECONDS = 15 * 60
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
    if st.session_state.get(class_store.TEACHER_KEY):
        class_key.keep_teacher("")  # this browser no longer opens the controls by itself
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
        return quiz.question_kind.tally_label(quiz, answer.split(answers.SEPARATOR), tr)  # in its kind's words

    return label


# --- the teacher -------------------------------------------------------------------------------------------


@class_store.guarded
def _move(lesson_id: str, index: int) -> None:
    token = str(st.session_state.get(class_store.TEACHER_KEY, ""))
    class_store.store().move(token, lesson_id, index)


@class_store.guarded
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


@class_store.guarded
def _on_lesson_pick() -> None:
    chosen = st.session_state.get("class_lesson_pick")
    for lesson in course().lessons:
        if lesson.id == chosen:
            _move(lesson.id, 0)


@class_store.guarded
def _reveal(shown: bool) -> None:
    class_store.store().reveal(str(st.session_state.get(class_store.TEACHER_KEY, "")), shown)


@class_store.guarded
def _start_timer(seconds: int) -> None:
    class_store.store().start_timer(str(st.session_state.get(class_store.TEACHER_KEY, "")), seconds)


@class_store.guarded
def _stop_timer() -> None:
    class_store.store().stop_timer(str(st.session_state.get(class_store.TEACHER_KEY, "")))


def _timer_control(info: ClassInfo) -> None:
    """A compact control beside Reveal: the countdowns on offer, and a way to stop the one running."""
    tr = context.translator()
    with st.popover(tr.gettext("Timer"), icon=":material/timer:", key="class_timer"):
        for seconds in TIMER_CHOICES:
            st.button(
                tr.ngettext("{n} second", "{n} seconds", seconds).format(n=seconds),
                key=f"class_timer_{seconds}",
                on_click=_start_timer,
                args=(seconds,),
            )
        if info.closes_at is not None:
            st.button(
                tr.gettext("Stop the timer"), key="class_timer_stop", icon=":material/timer_off:", on_click=_stop_timer
            )


@class_store.guarded
def _names() -> None:
    shown = bool(st.session_state.get("class_names_toggle"))
    class_store.store().show_names(str(st.session_state.get(class_store.TEACHER_KEY, "")), shown)


@class_store.guarded
def _end_class() -> None:
    """End the class now: its students, answers and code are deleted, and this browser forgets it."""
    class_store.store().end_class(str(st.session_state.get(class_store.TEACHER_KEY, "")))
    _leave()


@class_store.guarded
def _remove(student_id: int) -> None:
    class_store.store().remove_student(str(st.session_state.get(class_store.TEACHER_KEY, "")), student_id)


@class_store.guarded
def _lock() -> None:
    locked = bool(st.session_state.get("class_lock_toggle"))
    class_store.store().lock(str(st.session_state.get(class_store.TEACHER_KEY, "")), locked)


def _keep_class_rules(token: str, info: ClassInfo) -> None:
    """The class follows the teacher's house rules: a change of the teacher's pickers goes to the class."""
    preset, _rules = context.active_rules()
    overrides = dict(st.session_state.get(context.OVERRIDES_KEY, {}))
    if (preset, overrides) != (info.preset, dict(info.overrides)):
        class_store.store().set_rules(token, preset, overrides)


def _teacher_step(
    lesson: Lesson,
    index: int,
    title: str,
    quiz: Quiz | None,
    cards: DeltaGenerator | None = None,
    revealed: bool = False,
) -> None:
    """The step on the projector: a question without an answer box (the class answers on phones), its
    cards in ``cards`` when given (else under its words); ``revealed``, the answer in place of the
    choices."""
    tr = context.translator()
    _ = tr.gettext
    step = lesson.steps[index]
    if quiz is None:
        draw_step(lesson, index, title)
        return
    _preset, active = context.active_rules()
    rules = step_rules(lesson, step, active)
    st.progress(
        (index + 1) / len(lesson.steps), text=_("Step {n} of {total}").format(n=index + 1, total=len(lesson.steps))
    )
    st.header(render_text(step.title, rules, tr) if step.title else title)
    st.markdown(red_suits("**" + quiz_view.prompt(quiz, rules, tr) + "**"))
    quiz_view.draw_situation(quiz, tr, with_cards=cards is None)
    if cards is not None:  # on a projector the question's cards take a column of their own
        with cards:
            quiz_view.draw_question_cards(quiz, tr)
    if revealed:  # the answer and why, at the step's text size, where the choices were
        with st.container(key=projector.FEEDBACK_KEY):
            quiz_view.reveal(quiz, quiz.check(quiz.expected), tr)
        return
    # One list (on a projector a long one flows in two columns, see projector.CLASS_CHOICES_KEY).
    with st.container(key=projector.CLASS_CHOICES_KEY):
        st.markdown(
            red_suits("\n".join("- " + quiz_view.choice_label(quiz, choice.value, tr) for choice in quiz.choices))
        )


def _readable(lesson_id: str, index: int) -> Any:
    """How the answers of one step read in the teacher's language (raw codes for a step that is gone)."""
    lesson = course().lesson(lesson_id)
    if lesson is None or not 0 <= index < len(lesson.steps):
        return str
    step = lesson.steps[index]
    return _safe_label(_answer_label(step, _quiz_of(lesson, step)))


def _safe_label(label: Any) -> Any:
    def safe(answer: str) -> str:
        try:
            return str(label(answer))
        except Exception:  # an answer stored before answers were checked: shown as it was sent
            return answer

    return safe


def _download(token: str) -> None:
    """The class's answers as CSV, built when the button is pressed (never stale, never disabled): one row
    per step, and one row per student and step, with the answers in the teacher's language."""
    tr = context.translator()
    _ = tr.gettext
    _preset, active = context.active_rules()
    titles = {
        lesson.id: (lesson, render_text(lesson.title, lesson.rules_for(active), tr)) for lesson in course().lessons
    }

    def names(lesson_id: str, index: int) -> list[str]:
        lesson, title = titles.get(lesson_id, (None, lesson_id))
        step = lesson.steps[index] if lesson is not None and index < len(lesson.steps) else None
        step_title = render_text(step.title, active, tr) if step is not None and step.title else ""
        return [title, step_title]

    store = class_store.store()  # (the files are built after the run, outside the session)

    def summary() -> str:
        rows = store.summary(token)
        header = [
            _("Lesson"),
            _("Step title"),
            _("Lesson id"),
            _("Step"),
            _("Answered"),
            _("Right"),
            _("Wrong"),
            _("Most common answer"),
        ]
        return summary_csv(
            rows,
            header,
            lambda r: names(r.lesson_id, r.step_index),
            lambda r: _readable(r.lesson_id, r.step_index)(r.most_common),
        )

    def every_answer() -> str:
        rows = store.class_answers(token)
        header = [_("Nickname"), _("Lesson"), _("Step title"), _("Step"), _("Answer"), _("Result")]
        outcome = {"right": _("right"), "wrong": _("wrong")}
        return answers_csv(
            header,
            (
                [
                    r.nickname,
                    *names(r.lesson_id, r.step_index),
                    r.step_index + 1,
                    _readable(r.lesson_id, r.step_index)(r.answer),
                    outcome.get(r.outcome, ""),
                ]
                for r in rows
            ),
        )

    with st.container(horizontal=True):
        st.download_button(
            _("Download every answer (CSV)"),
            class_store.deferred(every_answer),
            file_name="class-answers.csv",
            mime="text/csv",
            key="class_csv_students",
            icon=":material/download:",
            type="primary",
        )
        st.download_button(
            _("Download the summary (CSV)"),
            class_store.deferred(summary),
            file_name="class-summary.csv",
            mime="text/csv",
            key="class_csv",
            icon=":material/download:",
        )


def _join_panel(info: ClassInfo, joined: int) -> None:
    """The code, the link and its QR code, from the address phones can open (as "Share this step"); open
    until the first student has joined, then folded so the step keeps the screen."""
    tr = context.translator()
    _ = tr.gettext
    code = display_code(info.code)
    root = share.shared_root()
    join_url = share.class_link(info.code)
    with st.expander(_("Join the class: {code}").format(code=code), icon=":material/qr_code_2:", expanded=joined == 0):
        if root.only_local:
            st.warning(
                _(
                    "This address only works on this computer: phones cannot open it. Start the app on "
                    "the network, or set the public address (see the README)."
                ),
                icon=":material/wifi_off:",
            )
        with st.container(horizontal=True, vertical_alignment="center"):
            size = 320 if context.projector() else 180
            st.markdown(
                share.qr_image_markup(join_url, size, _("QR code of the link to join the class")),
                unsafe_allow_html=True,
            )
            st.markdown(
                _(
                    "Students: scan the code or open the link, then type the class code **{code}** and a nickname."
                ).format(code=code)
                + "\n\n`"
                + join_url
                + "`"
            )


def _roster(token: str, info: ClassInfo, students: list[Student]) -> None:
    """Who joined (as plain text, never linked), a button to remove each, and the lock that stops new
    joins."""
    tr = context.translator()
    _ = tr.gettext
    # The names are drawn only while the teacher holds the roster open (a projector shows no name unasked).
    box = st.expander(
        tr.ngettext("{n} student", "{n} students", len(students)).format(n=len(students)),
        icon=":material/group:",
        key="class_roster",
        on_change="rerun",
    )
    if not box.open:
        return
    with box:
        st.session_state["class_lock_toggle"] = info.locked
        st.toggle(_("Lock the class (nobody new can join)"), key="class_lock_toggle", on_change=_lock)
        for student in students:
            with st.container(horizontal=True, vertical_alignment="center"):
                st.text(student.nickname)
                st.button(
                    _("Remove"),
                    key=f"class_remove_{student.id}",
                    icon=":material/person_remove:",
                    on_click=_remove,
                    args=(student.id,),
                )


def _controls(info: ClassInfo, index: int, count: int, quiz: Quiz | None) -> None:
    """Previous, Reveal (on a question) and Next: the class moves with them (and with the clicker)."""
    _ = context.translator().gettext
    with st.container(
        horizontal=True,
        horizontal_alignment="distribute",
        vertical_alignment="center",
        key=projector.CLASS_CONTROLS_KEY,
    ):
        st.button(
            _("Previous"),
            key="class_prev",
            icon=":material/arrow_back:",
            disabled=index == 0,
            on_click=_move_by,
            args=(-1,),
        )
        if quiz is not None:
            st.button(
                _("Hide the answer") if info.revealed else _("Reveal the answer"),
                key="class_reveal",
                icon=":material/lightbulb:",
                shortcut="Enter",
                on_click=_reveal,
                args=(not info.revealed,),
            )
            _timer_control(info)
        st.button(
            _("Next"),
            key="class_next",
            icon=":material/arrow_forward:",
            icon_position="right",
            type="primary",
            disabled=index >= count - 1,
            on_click=_move_by,
            args=(1,),
        )


def _answers(
    token: str, info: ClassInfo, lesson: Lesson, index: int, quiz: Quiz | None, *, with_reveal: bool = True
) -> None:
    """The revealed answer (unless the step shows it in its own words) and the live answers of a step the
    class answers on phones."""
    tr = context.translator()
    step = lesson.steps[index]
    if step.kind not in ("quiz", "practice", "drill"):
        return
    expected = quiz.check(quiz.expected).expected if quiz is not None else ()
    joined = [",".join(expected)] if expected else []
    with st.container(key=projector.CLASS_ANSWERS_KEY):
        if info.revealed and quiz is not None and with_reveal:
            quiz_view.reveal(quiz, quiz.check(quiz.expected), tr)
        class_answers.live_panel(
            class_store.store(),
            token,
            lesson.id,
            index,
            tr,
            _safe_label(_answer_label(step, quiz)),
            expected=joined,
            revealed=info.revealed,
            large=context.projector(),
            closes_at=info.closes_at,
        )


def _class_step(token: str, info: ClassInfo, lesson: Lesson, title: str) -> None:
    """The class's step, its live answers and the buttons that move the class. On a projector all of it
    fits one 1280x720 screen: a question's words on the left, its answers and buttons on the right; any
    other step in the lesson's own two columns, its answers under its table and its buttons under its
    words (a drill's under its cards)."""
    count = len(lesson.steps)
    index = max(0, min(info.step_index, count - 1))
    quiz = _quiz_of(lesson, lesson.steps[index])
    if not context.projector():
        _teacher_step(lesson, index, title, quiz)
        _answers(token, info, lesson, index, quiz)
        _controls(info, index, count, quiz)
        return
    if quiz is not None:
        # The columns are made on every such run, so nothing moves between runs: the question's words, its
        # cards (when it has some) sized by the screen's height, then its answers and buttons.
        if quiz_view.has_cards(quiz):
            left, middle, right = st.columns([4, 3, 3], gap="medium")
            cards: DeltaGenerator | None = middle.container(key=projector.VISUAL_KEY)
        else:
            left, right = st.columns([3, 1], gap="medium")
            cards = None
        with left, st.container(key=projector.TEXT_KEY):
            _teacher_step(lesson, index, title, quiz, cards, revealed=info.revealed)
        with right:
            _answers(token, info, lesson, index, quiz, with_reveal=False)
            _controls(info, index, count, quiz)
        return
    step, layout = draw_step(lesson, index, title)
    with layout.visual:  # under the table, which leaves more room than the words
        _answers(token, info, lesson, index, quiz)
    # (a drill's words hold its question, of any length: its buttons go under its cards)
    with layout.visual if step.kind == "drill" else layout.text:
        _controls(info, index, count, quiz)


def _class_tools(
    token: str, info: ClassInfo, students: list[Student], lesson: Lesson | None, titles: dict[str, str]
) -> None:
    """The lesson list, the names switch, the roster, the downloads and the end of the class."""
    _ = context.translator().gettext
    ids = [lesson.id for lesson in course().lessons]
    st.session_state["class_lesson_pick"] = lesson.id if lesson is not None else None
    st.selectbox(
        _("Lesson"),
        ids,
        format_func=titles.__getitem__,
        key="class_lesson_pick",
        on_change=_on_lesson_pick,
        placeholder=_("Choose a lesson for the class"),
    )
    st.session_state["class_names_toggle"] = info.show_names
    st.toggle(_("Show the students' nicknames"), key="class_names_toggle", on_change=_names)
    _roster(token, info, students)
    _download(token)
    with st.container(horizontal=True):
        with st.popover(_("End the class"), icon=":material/stop_circle:"):
            st.markdown(
                _("Ending the class deletes it now, with its students and their answers. Download the answers first.")
            )
            st.button(_("End the class now"), key="class_end", type="primary", on_click=_end_class)
        st.button(_("Leave the class"), key="class_leave_teacher", on_click=_leave)


def _teacher(token: str, info: ClassInfo) -> None:
    tr = context.translator()
    _ = tr.gettext
    _keep_class_rules(token, info)
    students = class_store.store().roster(token)
    present = context.projector()
    lesson = course().lesson(info.lesson_id) if info.lesson_id else None
    _preset, active = context.active_rules()
    titles = {lesson.id: render_text(lesson.title, lesson.rules_for(active), tr) for lesson in course().lessons}
    # On a projector the title, the folded code panel and the teacher's tools (a panel of their own) share
    # one line: the step keeps the screen.
    with st.container(horizontal=present, vertical_alignment="top", key=projector.CLASS_HEAD_KEY):
        st.subheader(_("Class {code}").format(code=display_code(info.code)), width="content" if present else "stretch")
        _join_panel(info, len(students))
        if present:
            with st.popover(_("Manage the class"), icon=":material/tune:"):
                _class_tools(token, info, students, lesson, titles)
    remaining = info.expires_at - time.time()
    if remaining < EXPIRY_NOTICE_SECONDS:  # the class and its answers are deleted at expiry: say so in time
        minutes = max(1, math.ceil(remaining / 60))
        st.warning(
            tr.ngettext(
                "This class ends in {n} minute, with its answers. Download them before it does.",
                "This class ends in {n} minutes, with its answers. Download them before it does.",
                minutes,
            ).format(n=minutes),
            icon=":material/timer:",
        )
    if lesson is not None:
        _class_step(token, info, lesson, titles[lesson.id])
    if not present:
        _class_tools(token, info, students, lesson, titles)


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
        found: tuple[str, str] | None = answers.quiz_answer(quiz, state.last)
        if found is None:  # a hand-made pick: never stored
            return
    elif step.kind == "practice":
        found = answers.practice_answer(state)
        if found is not None and not answers.practice_answer_accepted(found[0]):
            return
    elif step.kind == "drill":
        found = answers.drill_answer(state, int(step.goal))
        if found is not None and not answers.drill_answer_accepted(found[0], int(step.goal)):
            return
    else:
        return
    if found is None:
        return
    sent = f"{key}={found[0]}:{found[1]}"
    if sent in recorded:  # nothing new since the last run
        return
    st.session_state[RECORDED_KEY] = [*(r for r in recorded if not r.startswith(key + "=")), key, sent][-200:]
    pending = [p for p in st.session_state.get(PENDING_KEY, []) if p[:2] != [lesson.id, index]]
    st.session_state[PENDING_KEY] = [*pending, [lesson.id, index, found[0], found[1], step.kind != "quiz"]]
    _send_pending(token)


def _late_answer_refused(token: str, lesson: Lesson, index: int) -> bool:
    """Send the answer the student has just given to the class's question, before the step is drawn: if
    the store refused it because the question's time was up, the phone forgets it (the question shows
    unanswered, not "Your answer is in") and says so."""
    step = lesson.steps[index]
    if step.kind != "quiz":
        return False
    _record(token, lesson, index, step)
    if st.session_state.pop(class_follow.CLOSED_KEY, None) != [lesson.id, index]:
        return False
    state = StepState.from_dict(st.session_state.get(STEP_STATE_KEY))
    if state is not None and state.key == f"{lesson.id}/{step.id}":
        st.session_state[STEP_STATE_KEY] = StepState.fresh(state.key, state.seed).to_dict()
    key = f"{lesson.id}/{index}"
    st.session_state[RECORDED_KEY] = [
        r for r in st.session_state.get(RECORDED_KEY, []) if r != key and not r.startswith(key + "=")
    ]
    return True


def _send_pending(token: str) -> None:
    if not class_follow.send_pending(class_store.store(), token):
        class_store.flag_notice(queued=True)


def _student(token: str, student: Student, info: ClassInfo) -> None:
    tr = context.translator()
    _ = tr.gettext
    # The class's house rules (the teacher's), whatever the student's pickers said.
    if info.preset in PRESETS:
        st.session_state[context.PRESET_KEY] = info.preset
        st.session_state[context.OVERRIDES_KEY] = dict(info.overrides)
    st.caption(
        _("Class {code} · you are {nickname}").format(
            code=display_code(info.code), nickname=markdown_text(student.nickname)
        )
    )
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
        # On the class's own step a question takes one answer, unmarked until the teacher reveals it, and
        # none once its timer has run out.
        if index == class_index:
            st.session_state[HOLD_FEEDBACK_KEY] = "revealed" if info.revealed else "held"
            if not info.revealed:
                class_timer.countdown(info.closes_at, class_store.store().clock(), tr)
            if _late_answer_refused(token, lesson, index):
                st.warning(_("Time is up: your answer was not counted."), icon=":material/timer_off:")
        try:
            step, _layout = draw_step(lesson, index, title)
        finally:
            st.session_state.pop(HOLD_FEEDBACK_KEY, None)
        _record(token, lesson, index, step)
        quiz = _quiz_of(lesson, step)
        if info.revealed and index == class_index and quiz is not None:
            mine = StepState.from_dict(st.session_state.get(STEP_STATE_KEY))
            if mine is not None and mine.last and mine.key == f"{lesson.id}/{step.id}":
                # Each phone its own result once the teacher has revealed it.
                quiz_view.feedback(quiz, quiz.check(list(mine.last)), tr, show_expected=True)
            else:
                quiz_view.reveal(quiz, quiz.check(quiz.expected), tr)
        if index == class_index:
            st.button(
                _("Look back"),
                key="class_look_back",
                icon=":material/history:",
                disabled=index == 0,
                on_click=_look_by,
                args=(-1,),
            )
        else:
            st.info(
                _("You are looking back at step {n}. The class is at step {m}.").format(n=index + 1, m=class_index + 1),
                icon=":material/history:",
            )
            with st.container(horizontal=True, vertical_alignment="center"):
                st.button(
                    _("Previous"),
                    key="class_look_prev",
                    icon=":material/arrow_back:",
                    disabled=index == 0,
                    on_click=_look_by,
                    args=(-1,),
                )
                st.button(
                    _("Next"), key="class_look_next", icon=":material/arrow_forward:", on_click=_look_by, args=(1,)
                )
                st.button(
                    _("Rejoin the class"),
                    key="class_rejoin",
                    type="primary",
                    icon=":material/groups:",
                    on_click=_rejoin,
                )
    st.button(_("Leave the class"), key="class_leave", on_click=_leave)
    class_follow.follow(class_store.store(), info.id, info.position, token)


def _teacher_token(store: Any, keys: Any) -> tuple[str | None, ClassInfo | None, bool]:
    """The teacher token of this session, or the one this browser kept (a reload, a closed tab, a restart),
    with its class; and whether a token the session held has stopped working (the class ended)."""
    teacher = st.session_state.get(class_store.TEACHER_KEY)
    if isinstance(teacher, str):
        info = store.teacher_class(teacher)
        if info is not None:
            return teacher, info, False
        st.session_state.pop(class_store.TEACHER_KEY, None)
        return None, None, True
    if keys is not None and keys.teacher and not st.session_state.get(class_store.STUDENT_KEY):
        info = store.teacher_class(keys.teacher)
        if info is not None:
            st.session_state[class_store.TEACHER_KEY] = keys.teacher
            return keys.teacher, info, False
        class_key.keep_teacher("")  # a class that ended: the browser forgets it
    return None, None, False


def _page() -> None:
    tr = context.translator()
    _ = tr.gettext
    _take_link()
    store = class_store.store()
    keys = class_key.current()
    teacher, info, ended = _teacher_token(store, keys)
    if teacher is not None and info is not None:
        class_key.keep_teacher(teacher)
        moved = step_keys.moves()  # the clicker and the arrow keys (the second element: it stays mounted)
        if moved:
            _move_by(moved)
            info = store.teacher_class(teacher) or info
        _teacher(teacher, info)
        return
    if ended:
        class_key.keep_teacher("")
        st.warning(_("This teacher link is not valid, or its class has ended."), icon=":material/key_off:")
    seat = st.session_state.get(class_store.STUDENT_KEY)
    if isinstance(seat, str):
        # A phone's clicks reuse what this process knows of the student while the class stays put.
        try:
            found = store.student(seat, max_age=class_follow.SHARED_SECONDS)
        except class_store.STORE_ERRORS:
            # An outage: the step stays on the phone as last seen and its answers are queued.
            found = st.session_state.get(_LAST_SEEN_KEY)
            if not isinstance(found, tuple):
                raise
            class_store.report_failure(notice=False)
            class_store.flag_notice(queued=True)
        if found is not None:
            st.session_state[_LAST_SEEN_KEY] = found
            _send_pending(seat)
            _student(seat, *found)
            return
        _leave()
        st.warning(
            _("This class has ended. Ask your teacher for the code of a new class."), icon=":material/event_busy:"
        )
    st.title(_("Classroom"))
    class_join.join_form(st.query_params.get("code"))
    st.divider()
    lesson_id = st.session_state.get(url_state.LESSON_KEY)
    class_join.start_form(lesson_id if isinstance(lesson_id, str) and course().lesson(lesson_id) else None)


def page() -> None:
    """The class page. The keys this browser keeps come first, on every run (a component that moved would
    be mounted again, empty); a database that cannot be reached gives a plain notice, and the page comes
    back by itself when it returns."""
    box, notices = st.container(), st.container()
    try:
        with box:
            _page()
    except class_store.STORE_ERRORS:
        with notices:
            class_store.outage_notice()
            class_follow.retry_later()
    with notices:
        class_store.show_notice()
    class_key.mount()
