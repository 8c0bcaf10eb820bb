"""Left-bower drill: endless questions, a streak, missed questions coming back sooner, a timed round whose best
score is kept in the progress; after a right answer the next question comes by itself after a short pause.

Every question is answered in the table component (:mod:`tutorial.widgets.quiz_table`): touch the card if
it is a trump, the card that wins the trick, the trumps in turn from the highest; a suit or a role with one
tap on its answer button beside the card, the same way as in the lessons. Only the first answer counts; a
first miss says why the chosen answer is wrong without giving the right one, and the learner may try again
or be shown it.

Session state keeps plain data only: the drill session (:class:`~tutorial.core.drills.session.DrillSession`:
the question in progress as ``name:seed``, rebuilt by the engine on every rerun, the learner's answers,
the spaced-repetition schedule), and the timed round's start time and counts.
"""

from __future__ import annotations

import random
import time
from functools import partial
from typing import Any

import streamlit as st

from engine import SUIT_SYMBOLS, Rules, parse_card
from tutorial.core.drills.generators import (
    DEFAULT_DRILL,
    asked,
    fresh_question_key,
    make_question,
    parse_question_key,
)
from tutorial.core.drills.schedule import DrillSchedule
from tutorial.core.drills.session import DrillSession
from tutorial.core.drills.timed_round import round_score
from tutorial.core.progress import records as prog
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.quizzes import Quiz, QuizError
from tutorial.core.text.card_text import suit_name
from tutorial.core.text.i18n import N_, Translator, get_translator
from tutorial.widgets import progress_store, quiz_table, quiz_view, sound
from tutorial.widgets.context import active_rules, four_colour, projector, translator
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table import draw_cards

STATE_KEY = "drill_state"
KIND_KEY = "drill_kind"
TABLE_KEY = "drill-table"  # one table for every question: its markup changes, the frame stays
ROUND_SECONDS = 60
AUTO_NEXT_SECONDS = 2.5  # the pause on a right answer's explanation before the next question comes

# The drills offered on this page, with their names marked for translation.
DRILL_NAMES: dict[str, str] = {
    "left_bower": N_("Everything mixed"),
    "effective_suit": N_("Which suit?"),
    "is_trump": N_("Trump or not?"),
    "card_role": N_("Bower, trump or plain?"),
    "which_card_wins": N_("Who wins the trick?"),
    "rank_trumps": N_("Order the trumps"),
}


# Option labels: module-level functions bound to a locale with functools.partial, because widget
# options must pickle (session state is checked for it) and may be formatted outside the script run.
def _kind_label(locale: str, kind: str) -> str:
    return get_translator(locale).gettext(DRILL_NAMES[kind])


def _state() -> dict[str, Any]:
    state = st.session_state.get(STATE_KEY)
    if not isinstance(state, dict):
        state = {**DrillSession().to_dict(), "round": None, "round_result": None}
        st.session_state[STATE_KEY] = state
    return state


def _session(state: dict[str, Any]) -> DrillSession:
    return DrillSession.from_dict(state)


def _keep(state: dict[str, Any], session: DrillSession) -> None:
    state.update(session.to_dict())


def _schedule(state: dict[str, Any]) -> DrillSchedule:
    return _session(state).schedule


def _next_question(state: dict[str, Any], kind: str) -> None:
    """Ask a due review if there is one, else a fresh question of the chosen kind (never the one on screen)."""
    session = _session(state)
    due = session.schedule.due_item()
    if due and parse_question_key(due):
        _keep(state, session.ask(due))
        return
    current = str(session.current) if session.current else None
    _keep(state, session.ask(fresh_question_key(kind, random.Random(), active_rules()[1], unlike=current)))


def _on_kind_change() -> None:
    state = _state()
    _next_question(state, str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL))


def _on_answer(item: str, drill: str, answer: list[str], correct: bool) -> None:
    """The learner's answer to the question on screen: the first one counts; after a miss, one more try."""
    state = _state()
    session = _session(state)
    if session.current != item:
        return  # a stale click (the question already changed)
    if session.answer is not None:
        if _second_try_open(session):  # (the page offers it only after a miss)
            _keep(state, session.tried_again(tuple(answer)))
            if correct:
                state["auto_next"] = {"item": item, "at": time.time()}
        return
    session = session.answered(tuple(answer), correct=correct)
    _keep(state, session)
    streak = session.schedule.streak
    progress_store.update(lambda p: prog.record_drill(p, drill, correct, streak))
    if isinstance(state.get("round"), dict):
        # Against the clock: a short toast instead of the full explanation, and straight on.
        state["flash"] = {"item": item, "answer": answer}
        _next_question(state, str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL))
    elif correct:  # a right answer: its explanation for a moment, then the next question by itself
        state["auto_next"] = {"item": item, "at": time.time()}


def _second_try_open(session: DrillSession) -> bool:
    """A first answer was given and neither a second one nor "Show me" has followed."""
    return session.answer is not None and session.retry is None and not session.shown


def _may_retry(quiz: Quiz, session: DrillSession) -> bool:
    """The first answer was a miss, and the learner has neither tried again nor asked to be shown."""
    return _second_try_open(session) and not quiz.check(list(session.answer or ())).correct


def _on_show(item: str) -> None:
    state = _state()
    session = _session(state)
    if session.current == item and _second_try_open(session):
        _keep(state, session.show_answer())


def _on_reveal(item: str) -> None:
    state = _state()
    session = _session(state)
    if session.current == item:
        _keep(state, session.reveal())


def _on_next() -> None:
    state = _state()
    _next_question(state, str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL))


def _on_start_round() -> None:
    state = _state()
    schedule = _schedule(state)
    kind = str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL)
    state["round"] = {"start": time.time(), "asked": schedule.asked, "correct": schedule.correct, "kind": kind}
    state["round_result"] = None
    _next_question(state, str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL))


def _finish_round_if_over(state: dict[str, Any]) -> None:
    round_ = state.get("round")
    if not isinstance(round_, dict) or time.time() - float(round_.get("start", 0)) < ROUND_SECONDS:
        return
    schedule = _schedule(state)
    asked, correct = schedule.asked - int(round_.get("asked", 0)), schedule.correct - int(round_.get("correct", 0))
    kind = str(round_.get("kind"))
    kind = kind if kind in DRILL_NAMES else DEFAULT_DRILL
    before = prog.best_round(progress_store.get(), kind)
    score = round_score(right=correct, wrong=asked - correct)
    progress_store.update(lambda p: prog.record_round(p, kind, score))
    state["round_result"] = {"asked": asked, "correct": correct, "best_before": before}
    state["round"] = None


@st.fragment(run_every=0.5)
def _auto_next(item: str) -> None:
    """After a right answer to ``item``: once the pause is over, the next question (the whole page)."""
    state = _state()
    pending = state.get("auto_next")
    if not isinstance(pending, dict) or pending.get("item") != item or _session(state).current != item:
        return
    try:
        answered_at = float(pending.get("at", 0))
    except (TypeError, ValueError):
        answered_at = 0.0
    # Never in the run that shows the answer (however slow the server): its explanation is seen first.
    if not pending.get("seen") or time.time() - answered_at < AUTO_NEXT_SECONDS:
        pending["seen"] = True
        return
    state.pop("auto_next", None)
    _on_next()
    st.rerun(scope="app")


@st.fragment(run_every=1)
def _countdown(tr: Translator) -> None:
    state = _state()
    round_ = state.get("round")
    if not isinstance(round_, dict):
        return
    left = max(0, ROUND_SECONDS - int(time.time() - float(round_.get("start", 0))))
    st.progress(left / ROUND_SECONDS, text=tr.ngettext("{n} second left", "{n} seconds left", left).format(n=left))
    if left == 0:
        st.rerun()  # the whole page: show the round's result


def _flash(state: dict[str, Any], rules: Rules, tr: Translator) -> None:
    """The toast for the answer just given in a timed round."""
    flash = state.pop("flash", None)
    quiz = asked(str(flash.get("item")), rules) if isinstance(flash, dict) else None
    if quiz is None or not isinstance(flash, dict):
        return
    result = quiz.check(list(flash.get("answer") or []))
    _ = tr.gettext
    if result.correct:
        st.toast(_("Right!"), icon=":material/check_circle:")
    else:
        # Why the chosen answer is wrong, not the right one: the question comes back later.
        why = why_wrong(quiz, list(flash.get("answer") or []), rules, tr)
        st.toast(red_suits(" ".join(t for t in (_("Not quite, one point off."), why) if t)), icon=":material/cancel:")


def _stats_line(schedule: DrillSchedule, tr: Translator) -> str:
    parts = [
        tr.gettext("Streak: {n}").format(n=schedule.streak),
        tr.gettext("Best: {n}").format(n=schedule.best_streak),
        tr.gettext("{correct} of {asked} right").format(correct=schedule.correct, asked=schedule.asked),
    ]
    return " · ".join(parts)


def _situation(quiz: Quiz, rules: Rules, tr: Translator, *, on_table: bool) -> None:
    """The question, the trump and the cards, drawn without trump marks or roles: spotting them is the
    question. (Question and trump share one element: fewer elements keep the rerun cheap.) A question
    answered on the table leaves the trump and the cards to it."""
    _ = tr.gettext
    text = "**" + quiz_view.prompt(quiz, rules, tr) + "**"
    if quiz.trump and not on_table:
        trump = _("Trump: {suit}").format(suit=f"{SUIT_SYMBOLS[quiz.trump]} {suit_name(quiz.trump, tr)}")
        text += "\n\n" + trump
    st.markdown(red_suits(text))
    if on_table:
        return
    if quiz.trick:
        draw_cards(
            [parse_card(c) for c in quiz.trick],
            tr,
            caption=_("The trick, in the order played (the first card was led):"),
        )
    elif quiz.cards:
        draw_cards([parse_card(c) for c in quiz.cards], tr)


def _valid(quiz: Quiz, answer: list[str]) -> bool:
    """Whether ``answer`` answers this question (a touch on an earlier question's table does not)."""
    values = {c.value for c in quiz.choices}
    return bool(answer) and all(a in values for a in answer)


def _feedback(quiz: Quiz, session: DrillSession, rules: Rules, tr: Translator) -> None:
    """Right, or a miss that teaches before it tells: why the chosen answer is wrong, then (after a second
    miss or "Show me") the answer."""
    first = list(session.answer or ())
    result = quiz.check(first)
    if result.correct:
        quiz_view.feedback(quiz, result, tr)
    elif session.retry is not None:
        quiz_view.feedback(quiz, quiz.check(list(session.retry)), tr, show_expected=True)
    elif session.shown:
        quiz_view.feedback(quiz, result, tr, show_expected=True)
    else:
        why = why_wrong(quiz, first, rules, tr)
        quiz_view.feedback(quiz, result, tr, why_wrong=red_suits(why) if why else None)


def _question(state: dict[str, Any], rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    parsed = parse_question_key(str(_session(state).current))
    if parsed is None:
        _next_question(state, str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL))
        parsed = parse_question_key(str(_session(state).current))
        assert parsed is not None
    drill, seed = parsed
    try:
        quiz = make_question(drill, {}, random.Random(seed), rules)
    except (QuizError, ValueError):
        # A question saved under other house rules: ask a fresh one instead.
        _next_question(state, drill)
        drill, seed = parse_question_key(str(_session(state).current)) or (DEFAULT_DRILL, 0)
        quiz = make_question(drill, {}, random.Random(seed), rules)
    session = _session(state)
    item = str(session.current)
    on_table = quiz_table.on_table(quiz, rules) and not projector()
    retry = _may_retry(quiz, session)
    open_ = (session.answer is None and not session.revealed) or retry
    with st.container(border=True):
        _situation(quiz, rules, tr, on_table=on_table)
        if on_table:
            given = session.retry if session.retry is not None else session.answer
            correct = quiz.check(list(given)).correct if given is not None else None
            tone = sound.tone(correct, f"{item}:{1 if session.retry is None else 2}")
            # Each touch's verdict travels with the question, in the words of _feedback: the table says it at once.
            verdicts = (
                quiz_table.answer_verdicts(
                    quiz, rules, tr, revealed_on_miss=session.answer is not None, tried=session.answer or ()
                )
                if open_
                else {}
            )
            touched = quiz_table.answer_on_table(
                quiz,
                rules,
                tr,
                TABLE_KEY,
                four=four_colour(),
                disabled=not open_,
                tried=session.answer or (),
                tone=tone,
                verdicts=verdicts,
            )
            if touched is not None and _valid(quiz, touched):
                _on_answer(item, drill, touched, quiz.check(touched).correct)
                st.rerun()
        if session.answer is None and session.revealed:
            # A class question on the projector: the answer is shown, nobody's score changes.
            quiz_view.reveal(quiz, quiz.check(list(quiz.expected)), tr)
        elif session.answer is None:
            if projector():  # the class answers aloud: the choices as a list, then the reveal
                st.markdown(
                    red_suits(
                        "\n".join("- " + quiz_view.choice_label(quiz, choice.value, tr) for choice in quiz.choices)
                    )
                )
                st.button(
                    _("Reveal the answer"),
                    key="drill-reveal",
                    icon=":material/lightbulb:",
                    shortcut="Enter",
                    on_click=_on_reveal,
                    args=(item,),
                )
            return
        else:
            _feedback(quiz, session, rules, tr)
    pending = state.get("auto_next")
    if isinstance(pending, dict) and pending.get("item") == item and not projector():
        _auto_next(item)
    with st.container(horizontal=True, wrap=True):
        st.button(
            _("Next question"),
            key="drill-next",
            type="primary",
            icon=":material/arrow_forward:",
            shortcut="N",
            on_click=_on_next,
        )
        if retry:
            st.button(
                _("Show me"),
                key="drill-show",
                icon=":material/visibility:",
                on_click=_on_show,
                args=(item,),
                help=_("Shows the answer and why."),
            )


def page() -> None:
    tr = translator()
    _ = tr.gettext
    _preset, rules = active_rules()
    state = _state()
    st.header(_("Left-bower drill"))
    if not projector():
        st.markdown(
            _(
                "Quick questions on the bowers and trump. A question you miss comes back a little "
                "later, until you get it right."
            )
        )
    kinds = list(DRILL_NAMES)
    st.segmented_control(
        _("Questions"),
        kinds,
        key=KIND_KEY,
        default=DEFAULT_DRILL,
        format_func=partial(_kind_label, tr.locale),
        on_change=_on_kind_change,
        required=True,
    )
    _finish_round_if_over(state)
    # The notes before the table sit in containers drawn on every run: the table keeps its place (a
    # component that moves between two runs is mounted again, empty).
    result_box, best_box = st.container(), st.container()
    result = state.get("round_result")
    if isinstance(result, dict):
        asked, correct = int(result.get("asked", 0)), int(result.get("correct", 0))
        score = round_score(right=correct, wrong=asked - correct)
        text = tr.ngettext(
            "Time! {correct} right out of {n} question.", "Time! {correct} right out of {n} questions.", asked
        ).format(correct=correct, n=asked)
        text += " " + tr.ngettext(
            "Score: {score} point (a point off for each wrong answer).",
            "Score: {score} points (a point off for each wrong answer).",
            score,
        ).format(score=score)
        before = result.get("best_before")
        if score > 0 and (not isinstance(before, int) or score > before):
            text += " " + _("A new best round!")
        result_box.success(text, icon=":material/timer:")
    if isinstance(state.get("round"), dict):
        _countdown(tr)
    else:
        st.button(
            _("Start a {n}-second round").format(n=ROUND_SECONDS),
            key="drill-start-round",
            icon=":material/timer:",
            on_click=_on_start_round,
            help=_(
                "Answer as many questions as you can in one minute: a point for each right "
                "answer, a point off for each wrong one, so guessing does not pay."
            ),
        )
        best = prog.best_round(progress_store.get(), str(st.session_state.get(KIND_KEY) or DEFAULT_DRILL))
        if best is not None:
            best_box.caption(
                tr.ngettext("Your best round: {n} point", "Your best round: {n} points", best).format(n=best)
            )
    _flash(state, rules, tr)
    st.caption(_stats_line(_schedule(state), tr))
    _question(state, rules, tr)
