"""The interactive steps of the lesson player: quiz, practice at the table, and the embedded drill.

The step on screen has one typed state (:class:`~tutorial.core.steps.state.StepState`: its outcome,
mistakes, hints, the last answer or accepted practice actions, an embedded drill's session), kept in
session state as plain data under ``STEP_STATE_KEY``. Answers and reasons always come from the core
(quizzes and practice runs built on the engine); this module draws them in the learner's language.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import streamlit as st

from engine import SUIT_SYMBOLS, Card, HandState, Phase, Reason, Rules, SoloHand
from tutorial.core.drills.generators import make_question, question_key
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import DrillStep, Lesson, PracticeStep, QuizStep
from tutorial.core.progress import records as prog
from tutorial.core.progress.saved_hands import PRACTICE, restored_practice, saved_practice
from tutorial.core.questions.bid_order import choice_rows
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.practice import PracticeError, PracticeRun
from tutorial.core.steps.quizzes import Quiz, QuizError, build_quiz
from tutorial.core.steps.state import Outcome, PracticeFeedback, StepState
from tutorial.core.steps.verdicts import Verdict, practice_refusal, practice_verdicts, solo_practice_refusal
from tutorial.core.text.card_text import action_label, suit_name
from tutorial.core.text.outcome_text import outcome_facts, outcome_values
from tutorial.widgets import (
    coach_panel,
    context,
    nav,
    practice_coach,
    progress_store,
    quiz_table,
    quiz_view,
    right_line,
    solo_practice,
    sound,
    stars,
)
from tutorial.widgets.game_table import game_table
from tutorial.widgets.projector import FEEDBACK_KEY, StepLayout
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table_picks import Choice

STEP_STATE_KEY = "lesson_step"
# Set by the classroom while it draws a student's phone: a question takes one answer and says nothing of it
# until the teacher reveals the answer to the whole class (tutorial.views.classroom).
HOLD_FEEDBACK_KEY = "class_hold_feedback"
MAX_HINTS = 3


def step_state(lesson_id: str, step_id: str) -> StepState:
    """The state of the step on screen (fresh when the step changes)."""
    key = f"{lesson_id}/{step_id}"
    state = StepState.from_dict(st.session_state.get(STEP_STATE_KEY))
    if state is None or state.key != key:
        state = StepState.fresh(key, seed=random.randrange(1_000_000))
        _save(state)
    return state


def _save(state: StepState) -> None:
    st.session_state[STEP_STATE_KEY] = state.to_dict()


def _record(lesson_id: str, step_id: str, earned: int) -> None:
    progress_store.update(lambda p: prog.record_step(p, lesson_id, step_id, earned))


def _stars_line(earned: int) -> str:
    return stars.step_line(earned, context.translator())


def _not_playable() -> None:
    """A question or practice that the active house rules make impossible: say so, let the learner go on."""
    _ = context.translator().gettext
    st.info(
        _("This step does not work with the house rules in force. Go on to the next step, or change the house rules."),
        icon=":material/info:",
    )


# --- quiz -----------------------------------------------------------------------------------------------


def _quiz_body(quiz: Quiz, rules: Rules, state: StepState, key: str, layout: StepLayout, *, retry: bool = True) -> None:
    """Draw one question with its answer (an answer is recorded in ``state`` and the page redrawn).

    Every question is answered in the table component (:mod:`tutorial.widgets.quiz_table`): on the table,
    or with one tap on an answer beside the cards (chips and Check when several answers are right).
    With ``retry`` the first miss says why the chosen answer is wrong without giving the right one; the
    second miss, or "Show me", reveals it. Without ``retry`` the first answer is final and the expected
    answer is shown with the explanation. On a projector the question and its choices take the left
    column (``layout.text``) and its situation the right one.
    """
    tr = context.translator()
    _ = tr.gettext
    with layout.text:
        st.markdown(red_suits("**" + quiz_view.prompt(quiz, rules, tr) + "**"))
    on_table = quiz_table.on_table(quiz, rules) and not context.projector()
    if context.projector():
        # A class question: everyone thinks, then the teacher reveals the answer. The choices and the answer
        # go under the situation when it is words only, else under the question (the cards fill the other column).
        with layout.visual:
            quiz_view.draw_situation(quiz, tr)
        with layout.text if quiz_view.has_cards(quiz) else layout.visual:
            if state.reveal:  # the answer takes the choices' room (it names the right ones)
                with st.container(key=FEEDBACK_KEY):
                    quiz_view.reveal(quiz, quiz.check(quiz.expected), tr)
                return
            st.markdown(
                red_suits("\n".join("- " + quiz_view.choice_label(quiz, choice.value, tr) for choice in quiz.choices))
            )
            if st.button(_("Reveal the answer"), key=f"{key}-reveal", icon=":material/lightbulb:", shortcut="Enter"):
                _save(state.revealed())
                st.rerun()
        return
    quiz_view.draw_situation(quiz, tr, with_cards=not on_table)
    answer: list[str] | None = None
    hold = st.session_state.get(HOLD_FEEDBACK_KEY)  # "held", or "revealed" (the class page shows the result)
    held = bool(hold) and state.last is not None
    if on_table:
        correct = quiz.check(list(state.last)).correct if state.last is not None else None
        # A class's phone says nothing of an answer until the teacher reveals it: no verdict in advance there.
        verdicts = (
            {}
            if hold or state.done
            else quiz_table.answer_verdicts(
                quiz, rules, tr, revealed_on_miss=not retry or state.last is not None, tried=state.last or ()
            )
        )
        answer = quiz_table.answer_on_table(
            quiz,
            rules,
            tr,
            f"{key}-table",
            four=context.four_colour(),
            disabled=state.done or held,
            tried=state.last or (),
            tone="" if held else sound.tone(correct, str(state.mistakes)),
            verdicts=verdicts,
        )
    if held:  # a class: the answer is in, unmarked, until the teacher reveals it
        if hold != "revealed":
            st.info(
                _("Your answer is in. Your teacher will reveal the answer to the whole class."),
                icon=":material/how_to_vote:",
            )
        return
    if state.last is not None:
        last = list(state.last)
        revealed = not retry or state.done  # right, or the second miss, or "Show me"
        quiz_view.feedback(
            quiz,
            quiz.check(last),
            tr,
            show_expected=revealed,
            why_wrong=None if revealed else why_wrong(quiz, last, rules, tr),
        )
    if state.done:
        return
    if answer:
        # Final on the second answer to this question (the first was a miss: the question is still open).
        _save(
            state.quiz_answered(
                tuple(answer), correct=quiz.check(answer).correct, final=not retry or state.last is not None
            )
        )
        st.rerun()
    if (
        retry
        and state.last is not None
        and st.button(
            _("Show me"),
            key=f"{key}-show",
            icon=":material/visibility:",
            help=_("Shows the answer and why. The step then earns one star."),
        )
    ):
        _save(state.shown_answer())
        st.rerun()


def draw_quiz(lesson: Lesson, step: QuizStep, rules: Rules, state: StepState, layout: StepLayout) -> None:
    try:
        quiz = build_quiz(step, rules)
    except QuizError:
        with layout.text:
            _not_playable()
        return
    _quiz_body(quiz, rules, state, f"quiz-{lesson.id}-{step.id}", layout)
    if state.done:
        earned = state.stars("quiz")
        _record(lesson.id, step.id, earned)  # idempotent: the best result is kept
        with layout.text:
            st.markdown(_stars_line(earned))


# --- practice -------------------------------------------------------------------------------------------


def _bid_choices(run: PracticeRun) -> list[str]:
    """The bids offered as buttons: the legal ones, plus every other suit call in round two so that the
    engine can refuse the turned-down suit with its reason (a learner should be allowed to try it)."""
    legal = [str(a) for a in run.learner_actions() if a.kind not in ("play", "discard")]
    if run.state.phase is Phase.CALL_TRUMP:
        legal += [call for call in (f"call {suit}" for suit in "CDHS") if call not in legal]
    return legal


def _feedback(
    state: StepState, step: PracticeStep, rules: Rules, hand: Sequence[Card], played: HandState | None = None
) -> None:
    tr = context.translator()
    # The feedback names what the engine recorded of the learner's play, and picks its variant by it.
    values = outcome_values(played, tr) if played is not None else None
    facts = outcome_facts(played) if played is not None else None
    _ = tr.gettext
    fb = state.feedback
    if fb is None:
        return
    if not fb.accepted:
        reason = Reason(fb.code, dict(fb.params))
        # The words the table said at once (tutorial.core.steps.verdicts): the rule first, the card on a second refusal.
        if played is not None:
            text = practice_refusal(fb.action, reason, tr, played, refusals=state.refusals, hints=state.hints)
        else:  # a call-ace or auction table
            text = solo_practice_refusal(fb.action, reason, tr, hand, refusals=state.refusals, hints=state.hints)
        st.error(red_suits(text), icon=":material/block:")
    elif fb.outcome is Outcome.FAILED:
        text = (
            render_text(step.on_failure, rules, tr, values, facts)
            if step.on_failure
            else _("That did not work out this time.")
        )
        st.warning(red_suits(text), icon=":material/replay:")
    elif fb.outcome is Outcome.SUCCEEDED:
        text = render_text(step.on_success, rules, tr, values, facts) if step.on_success else _("Well played!")
        st.success(red_suits(text), icon=":material/check_circle:")


def draw_practice(lesson: Lesson, step: PracticeStep, active: Rules, state: StepState, layout: StepLayout) -> None:
    """The table with South's hand clickable; every decision is tried on the engine. On a projector the
    table takes the right column and the words, bids and feedback the left one."""
    tr = context.translator()
    _ = tr.gettext
    key = f"practice-{lesson.id}-{step.id}"
    try:
        start = PracticeRun.start(lesson, step, active)
    except PracticeError:
        with layout.text:
            _not_playable()
        return
    # The hand this tab was playing before a reload, if the engine still accepts every one of its moves.
    restored = restored_practice(progress_store.restored(PRACTICE), state, step.deal, start)
    if restored is not None:
        state = restored
        _save(state)
    run = start.replay(state.actions)
    progress_store.keep(PRACTICE, saved_practice(state, step.deal))
    rules = run.rules
    with layout.text:
        st.markdown(red_suits(render_text(step.text, rules, tr)))

    chosen: str | None = None
    legal = run.learner_actions()
    card_verb = "discard" if any(a.kind == "discard" for a in legal) else "play"
    playing = any(a.kind in ("play", "discard") for a in legal)
    if isinstance(run.state, SoloHand):  # call-ace or auction euchre: their own table and choices
        bids = [] if run.done or playing else [str(a) for a in legal if a.kind not in ("play", "discard")]
        verdicts = practice_touches(run, state, bids, card_verb, playing=playing)
        chosen, playing = solo_practice.choose(run, tr, key, layout, verdicts=verdicts), True
    else:
        bids = [] if run.done or playing else _bid_choices(run)
        replayed = right_line.shown(run, step, key)  # the write-up's right line, when the learner opened it
        with layout.visual:
            # No trump marks on the learner's hand in a practice: spotting the left bower is often the exercise.
            picked = game_table(
                replayed or run.state,
                tr,
                f"{key}-table",
                mark_trumps=False,
                hand_enabled=not run.done and playing,
                choices=_bid_rows(run, bids),
                compact_choices=context.projector(),
                verdicts=practice_touches(run, state, bids, card_verb, playing=playing),
            )
        if picked is not None and picked.kind == "card" and playing and not run.done:
            chosen = f"{card_verb} {picked.value}"
        if picked is not None and picked.kind == "bid" and picked.value in bids:
            chosen = picked.value

    if chosen is not None:
        # The coach grades the partnership game's cards (not bids), unless the step or the deal says any card
        # will do.
        if step.graded:
            practice_coach.grade(run, state, f"{key}-coach", chosen, tr)
        fb = run.try_action(chosen)
        reason = fb.reason
        state = state.practice_tried(
            PracticeFeedback(
                chosen,
                fb.accepted,
                fb.outcome,
                str(reason.code) if reason else "",
                dict(reason.params) if reason else {},
            )
        )
        if state.outcome is Outcome.SUCCEEDED:
            _record(lesson.id, step.id, state.stars("practice"))
        _save(state)
        st.rerun()

    with layout.text:
        _after_practice(run, step, state, key)


def practice_touches(
    run: PracticeRun, state: StepState, bids: Sequence[str], card_verb: str, *, playing: bool
) -> dict[str, Verdict]:
    """The engine's verdict of every touch the table offers now (the cards while playing, else the bids), by
    the table's pick value: the table shows it at once, and the server then judges the touch the same way."""
    if run.done:
        return {}
    hand = run.state.hands[0] if playing else ()
    touches = {f"card:{card.code}": f"{card_verb} {card.code}" for card in hand}
    touches |= {f"bid:{bid}": bid for bid in bids}
    verdicts = practice_verdicts(
        run, touches.values(), context.translator(), refusals=state.refusals, hints=state.hints
    )
    return {pick: verdicts[action] for pick, action in touches.items() if action in verdicts}


def _bid_rows(run: PracticeRun, bids: list[str]) -> list[list[Choice]]:
    """The bids on the table, beside the hand, in the table's fixed order (pass, then suit by suit)."""
    tr = context.translator()
    by_dealer = run.state.to_move == run.state.dealer
    # The table's column of a projected step has no room for long words; a phone shows the short ones too.
    compact = context.projector()

    def choice(bid: str) -> Choice:
        full = action_label(bid, tr, by_dealer)
        words = bid.split()
        if words[0] == "call" and words[1] in SUIT_SYMBOLS:  # "♣ clubs", "♣ alone": on a projector or a phone
            short = tr.gettext("alone") if words[-1] == "alone" else suit_name(words[1], tr)
            symbol = f"{SUIT_SYMBOLS[words[1]]} {short}"
            return Choice(bid, symbol, full) if compact else Choice(bid, full, short=symbol)
        return Choice(bid, full)

    return [[choice(bid) for bid in row] for row in choice_rows(bids)]


def _after_practice(run: PracticeRun, step: PracticeStep, state: StepState, key: str) -> None:
    """Under the practice's words: the feedback, the stars, the hints taken, and the hint and retry buttons."""
    tr = context.translator()
    _ = tr.gettext
    rules = run.rules
    hints = run.hints
    projected = context.projector()
    # One hint ladder: the lesson's own hints first, then (in the play, where the coach agrees with the
    # lesson) the coach's rungs, one button at a time.
    more_hints = bool(hints) and not run.done and state.hints < min(len(hints), MAX_HINTS)
    with st.container(key=FEEDBACK_KEY):
        # A refused action leaves the hand as it was: the hand on the table is the one it was tried from.
        # While the right line is replayed the table is its own write-up: the verdicts make room for its buttons.
        replaying = run.done and right_line.is_open(key)
        if not replaying:
            _feedback(state, step, rules, run.state.hands[0], run.state if isinstance(run.state, HandState) else None)
            coach_panel.draw_grade(st.session_state.get(f"{key}-coach") if state.feedback else None, tr)
            right_line.notes(run, tr)
        # On a projector the room is the feedback's: one help at a time (the coach's latest rung, else the latest
        # hint taken: each says more than the one before), and none once the practice is over.
        shown = min(state.hints, len(hints))
        if not projected or not (run.done or practice_coach.climbed(run, step, state, key, tr)):
            for i in range(max(shown - 1, 0) if projected else 0, shown):
                st.info(red_suits(render_text(hints[i], rules, tr)), icon=":material/lightbulb:")
        practice_coach.notes(run, step, state, key, tr, latest_only=projected)
        if not projected and not more_hints:
            practice_coach.button(run, step, state, key, tr, _save)
    started = bool(state.actions or state.feedback)
    coach_next = not more_hints and projected and practice_coach.offered(run, step, state, tr)
    if not (more_hints or started or coach_next):
        return
    with st.container(horizontal=True, vertical_alignment="center"):
        if state.outcome is Outcome.SUCCEEDED:  # the stars earned, on the row of the "Try again" button
            st.markdown(_stars_line(state.stars("practice")), width="content")
        if more_hints:
            label = _("Hint {n} of {total}").format(n=state.hints + 1, total=len(hints))
            if st.button(label, key=f"{key}-hint", icon=":material/lightbulb:", help=_("Each hint costs a star.")):
                _save(state.hint_used())
                st.rerun()
        if coach_next:  # the coach's button on the row of the others, a line saved; after the lesson's hints
            practice_coach.button(run, step, state, key, tr, _save)
        if started and st.button(_("Try again"), key=f"{key}-retry", icon=":material/replay:"):
            right_line.forget(key)
            _save(state.practice_restarted())
            st.rerun()
        right_line.controls(run, step, key, tr)  # after a stray: the right line, replayed on the same cards


# --- drill ----------------------------------------------------------------------------------------------


def draw_drill(lesson: Lesson, step: DrillStep, rules: Rules, state: StepState, layout: StepLayout) -> None:
    """A few generated questions in a row, first answers count (the full drill has its own page). A first miss
    says why the chosen answer is wrong; the second, or "Show me", reveals the answer."""
    tr = context.translator()
    _ = tr.gettext
    with layout.text:
        if step.text:
            st.markdown(red_suits(render_text(step.text, rules, tr)))
        goal = int(step.goal)
        drill = state.drill
        right = min(drill.schedule.correct, goal)
        st.progress(right / goal, text=_("{n} of {goal} right").format(n=right, goal=goal))
        if drill.schedule.correct >= goal:
            st.success(_("Drill complete!"), icon=":material/target:")
            st.markdown(_stars_line(state.stars("drill")))
            nav.link(nav.DRILL, _("Open the full drill"), icon=":material/target:")
            return
    asked = drill.schedule.asked
    try:
        quiz = make_question(step.generator, dict(step.params), random.Random(state.seed + asked), rules)
    except (QuizError, KeyError, ValueError):
        with layout.text:
            _not_playable()
        return
    key = f"drill-{lesson.id}-{step.id}-{asked}"
    _quiz_body(quiz, rules, state, key, layout)
    with layout.text:
        _drill_next(lesson, step, state, quiz, key)


def _drill_next(lesson: Lesson, step: DrillStep, state: StepState, quiz: Quiz, key: str) -> None:
    """The "Next question" button once the question is answered (or revealed), and the full drill's link."""
    _ = context.translator().gettext
    goal = int(step.goal)
    drill = state.drill
    answered = state.done or state.reveal
    if answered and st.button(_("Next question"), key=f"{key}-next", type="primary", shortcut="N"):
        by_learner = state.last is not None  # in projector mode the class answers aloud
        # The first answer counts: right on the second try (after the miss's reason) is not right.
        correct = by_learner and state.attempt == 1 and quiz.check(list(state.last or ())).correct
        drill = drill.answered(state.last or (), correct=correct or not by_learner)
        state = state.next_question(drill.ask(question_key(step.generator, state.seed + drill.schedule.asked)))
        if by_learner:
            streak = drill.schedule.streak
            progress_store.update(lambda p: prog.record_drill(p, step.generator, correct, streak))
        if drill.schedule.correct >= goal:
            _record(lesson.id, step.id, state.stars("drill"))
        _save(state)
        st.rerun()
    if not context.projector():  # on a projector the settings panel links to it
        nav.link(nav.DRILL, _("Open the full drill"), icon=":material/target:")
