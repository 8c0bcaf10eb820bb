"""A learner clicks through a whole lesson (explanations, quizzes, a practice hand, a drill) to the end."""

from __future__ import annotations

import random
import re
from typing import Any

from streamlit.testing.v1 import AppTest

from engine import Rules
from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, texts, touch
from tutorial.core.course.loading import load_course
from tutorial.core.drills.generators import make_question
from tutorial.core.lessons.markdown import render_text
from tutorial.core.lessons.model import step_rules
from tutorial.core.progress import records as prog
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.steps.state import Outcome, StepState
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.quiz_table import TABLE_KINDS
from tutorial.widgets.quiz_view import choice_label
from tutorial.widgets.suit_colour import red_suits

EN = get_translator("en")
_ = EN.gettext


def table_touch(quiz: Quiz, values: tuple[str, ...]) -> object:
    """What the learner touches on the question's table to give ``values``."""
    if quiz.kind in ("legal_cards", "rank_trumps"):
        return [f"card:{v}" for v in values]
    if quiz.kind not in TABLE_KINDS:  # the answer buttons beside the cards: chips and Check, or one tap
        return [f"answer:{v}" for v in values] if quiz.multi else f"answer:{values[0]}"
    prefix = {"who_leads": "seat", "which_card_wins": "trick", "is_trump": "answer"}[quiz.kind]
    return f"{prefix}:{values[0]}"


def answer_quiz(at: AppTest, quiz: Quiz, key: str, values: tuple[str, ...], attempt: int = 0) -> AppTest:
    """Every question is answered in its table component (no radio, no multiselect)."""
    assert f"{key}-table" in TABLE.shown, f"{key}: the question should be asked in the table component"
    return touch(at, f"{key}-table", table_touch(quiz, values))


def play_practice(at: AppTest, lesson_id: str, step: Any) -> AppTest:
    key = f"practice-{lesson_id}-{step.id}"
    for action in step.solution:
        verb, _sep, card = action.partition(" ")
        if verb in ("play", "discard"):
            at = touch(at, f"{key}-table", f"card:{card}")
        else:
            touch(at, f"{key}-table", f"bid:{action}")
        assert_clean(at, f"practice {step.id} after {action!r}")
    return at


def step_state(at: AppTest) -> StepState:
    state = StepState.from_dict(at.session_state["lesson_step"])
    assert state is not None, "the step on screen should keep a readable state"
    return state


def test_the_bowers_lesson_can_be_clicked_through_to_the_end() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None, "the course should have the bowers lesson"
    kinds = {step.kind for step in lesson.steps}
    assert {"explain", "quiz", "practice", "drill"} <= kinds, "the walk should meet every kind of step"
    at = new_app(lesson="bowers", lang="en").run()
    for index, step in enumerate(lesson.steps):
        where = f"step {index + 1} ({step.kind} {step.id})"
        assert_clean(at, where)
        rules = step_rules(lesson, step, Rules())
        if step.kind == "quiz":
            quiz = build_quiz(step, rules)
            at = answer_quiz(at, quiz, f"quiz-bowers-{step.id}", quiz.expected)
            assert any(t.startswith(_("Right!")) for t in texts(at)), f"{where}: the right answer should be praised"
        elif step.kind == "practice":
            at = play_practice(at, "bowers", step)
            assert step_state(at).outcome is Outcome.SUCCEEDED, f"{where}: playing the solution should succeed"
        elif step.kind == "drill":
            for _question in range(step.goal):
                state = step_state(at)
                asked = state.drill.schedule.asked
                quiz = make_question(step.generator, dict(step.params), random.Random(state.seed + asked), rules)
                key = f"drill-bowers-{step.id}-{asked}"
                at = answer_quiz(at, quiz, key, quiz.expected)
                at.button(key=f"{key}-next").click().run()
                assert_clean(at, f"{where} question {asked + 1}")
                assert step_state(at).drill.schedule.correct == asked + 1, f"{where}: the right answer should count"
            assert _("Drill complete!") in texts(at), f"{where}: {step.goal} right answers should end the drill"
        at.button(key="step_next").click().run()
    assert_clean(at, "the end of the lesson")
    assert _("Lesson complete!") in texts(at), "after the last step the lesson should be complete"
    progress = at.session_state["progress"]
    assert "bowers" in progress["completed"], "the finished lesson should be recorded as completed"
    drill = next(s for s in lesson.steps if s.kind == "drill")
    assert progress["drills"][drill.generator] == {
        "answered": drill.goal,
        "correct": drill.goal,
        "best_streak": drill.goal,
    }, "drill answers should be counted"
    scored = [s.id for s in lesson.steps if s.kind != "explain"]
    assert all(progress["steps"]["bowers"].get(s) == 3 for s in scored), (
        f"a perfect walk should earn three stars on every scored step: {progress['steps']['bowers']}"
    )


def test_a_wrong_quiz_answer_is_explained_and_costs_a_star() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "quiz")
    quiz = build_quiz(step, step_rules(lesson, step, Rules()))
    assert not quiz.multi, "the first quiz of the lesson should have a single answer"
    wrong = next(c.value for c in quiz.choices if c.value not in quiz.expected)
    at = new_app(lesson="bowers", step=str(index + 1), lang="en").run()
    at = answer_quiz(at, quiz, f"quiz-bowers-{step.id}", (wrong,))
    assert_clean(at, "a wrong answer")
    assert any(_("Not quite.") in e.value for e in at.error), "a wrong answer should be marked as wrong"
    at = answer_quiz(at, quiz, f"quiz-bowers-{step.id}", quiz.expected, attempt=1)
    assert at.session_state["progress"]["steps"]["bowers"][step.id] == 2, "one mistake should leave two stars"


def test_an_illegal_card_in_practice_is_refused_with_the_engines_reason() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    # The left bower's practice: a heart is led, so only the left bower may follow (the lesson's opener allows
    # every card: South has no club).
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.id == "follow-with-the-left")
    at = new_app(lesson="bowers", step=str(index + 1), lang="en").run()
    key = f"practice-bowers-{step.id}"
    # Play the solution up to the first card play, then try every other card until one is refused.
    for action in step.solution:
        verb, _sep, card = action.partition(" ")
        if verb == "play":
            break
        if verb == "discard":
            at = touch(at, f"{key}-table", f"card:{card}")
        else:
            touch(at, f"{key}-table", f"bid:{action}")
    hand = re.findall(r'data-pick="card:(\w+)"', TABLE.shown[f"{key}-table"])
    refused = False
    for card in hand:
        at = touch(at, f"{key}-table", f"card:{card}")
        feedback = step_state(at).feedback
        if feedback and not feedback.accepted:
            refused = True
            break
        at.button(key=f"{key}-retry").click().run()
    assert refused, "some card of the hand should be illegal at the first trick of this practice"
    assert any("You may not play " in e.value and " now. You must follow " in e.value for e in at.error), (
        "the refusal should name the card in a sentence and say why, in words"
    )
    assert step_state(at).mistakes == 1, "the refused card should count as one mistake"


def test_hints_come_one_at_a_time_and_cost_stars() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "practice" and s.hints)
    at = new_app(lesson="bowers", step=str(index + 1), lang="en").run()
    key = f"practice-bowers-{step.id}"
    for used in range(1, len(step.hints) + 1):
        at.button(key=f"{key}-hint").click().run()
        assert len(at.info) >= used, f"after {used} hint(s) {used} hint(s) should be shown"
    assert not [b for b in at.button if b.key == f"{key}-hint"], "no hint button should remain after the last"
    at = play_practice(at, "bowers", step)
    stars = at.session_state["progress"]["steps"]["bowers"][step.id]
    assert stars == max(1, 3 - len(step.hints)), f"{len(step.hints)} hint(s) should cost as many stars"


def test_the_lesson_summary_leads_to_the_next_lesson() -> None:
    lesson = load_course().lesson("the-table")
    assert lesson is not None
    at = new_app(lesson="the-table", step=str(len(lesson.steps)), lang="en")
    solved = prog.empty_progress()
    for step_id in prog.scored_steps(lesson):
        solved = prog.record_step(solved, lesson.id, step_id, 3)
    at.session_state["progress"] = dict(solved)
    at.run()
    at.button(key="step_next").click().run()
    assert _("Lesson complete!") in texts(at), "finishing the last step of a solved lesson completes it"
    at.button(key="lesson_next_lesson").click().run()
    assert_clean(at, "the next lesson")
    assert at.session_state["lesson_id"] == "bowers", "the summary should offer the lesson that comes next"
    assert at.session_state["step_index"] == 0, "the next lesson should start at its first step"


def test_a_completed_lesson_shows_what_was_learned_and_celebrates_its_stars() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    at = new_app(lesson="bowers", step=str(len(lesson.steps)), lang="en")
    solved = prog.empty_progress()
    for step_id in prog.scored_steps(lesson):
        solved = prog.record_step(solved, lesson.id, step_id, 3)
    at.session_state["progress"] = dict(solved)
    at.run()
    at.button(key="step_next").click().run()
    assert_clean(at, "the end of a solved lesson")
    assert _("Lesson complete!") in texts(at)
    shown = "\n".join(str(m.value) for m in at.markdown)
    assert _("What you learned") in shown, "the end should sum up the lesson"
    for step in lesson.steps:
        if step.kind == "explain" and step.title:
            title = render_text(step.title, step_rules(lesson, step, Rules()), EN)
            assert f"- {red_suits(title)}" in shown, f"what was learned should list {title!r}"
    party = next((str(m.value) for m in at.markdown if "et-celebrate" in str(m.value)), "")
    assert party.count("★") == 3, "three stars on every step: three stars pop in"
    assert "@keyframes" in party and "prefers-reduced-motion:reduce" in party, (
        "the celebration is animated, and still for a learner who asked for reduced motion"
    )
    possible = prog.lesson_max_stars(lesson)
    assert f'role="img" aria-label="{possible} of {possible} stars"' in party, "the stars are named for screen readers"


def test_clicking_next_through_a_lesson_does_not_complete_it() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    at = new_app(lesson="bowers", lang="en").run()
    for _step in lesson.steps:
        at.button(key="step_next").click().run()
    assert_clean(at, "the end of a lesson read without solving it")
    assert _("Lesson complete!") not in texts(at), "a lesson whose exercises are unsolved is not complete"
    stored = at.session_state["progress"] if "progress" in at.session_state else prog.empty_progress()
    assert "bowers" not in stored["completed"], "nor is it recorded as completed"
    at.button(key="lesson_first_unsolved").click().run()
    first = next(i for i, s in enumerate(lesson.steps) if s.kind in ("quiz", "practice", "drill"))
    assert at.session_state["step_index"] == first, "the learner is taken back to the first unsolved exercise"


def test_next_clicked_before_the_new_step_has_drawn_its_buttons_still_moves_on() -> None:
    """A click that interrupts the run drawing the next step (its counter shows, its buttons do not yet)
    is handled with the buttons of the step before: it must still move one step on, not back to the
    step already on its way (a practice step reached with Next kept the learner there)."""
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    # A practice with a step before it (every lesson opens with one, so not the first).
    practice = next(i for i, s in enumerate(lesson.steps) if s.kind == "practice" and i > 0)
    at = new_app(lesson="bowers", step=str(practice), lang="en").run()
    assert at.session_state["step_index"] == practice - 1
    # Next moved the session on, and the run drawing that step was cut short before its buttons.
    at.session_state["step_index"] = practice
    at.button(key="step_next").click().run()
    assert_clean(at, "a click on the buttons of the step before")
    assert at.session_state["step_index"] == practice + 1, "the click should move one step past the practice"
    at.button(key="step_prev").click().run()
    assert at.session_state["step_index"] == practice, "and Previous one step back"


def test_on_a_projector_each_hint_taken_replaces_the_one_before() -> None:
    """The room of a projected step is short: one hint at a time, the latest (each says more)."""
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "practice" and len(s.hints) >= 2)
    at = new_app(lesson="bowers", step=str(index + 1), lang="en", present="1").run()
    key = f"practice-bowers-{step.id}"
    shown: list[list[str]] = []
    for used in range(1, len(step.hints) + 1):
        at.button(key=f"{key}-hint").click().run()
        assert_clean(at, f"projected hint {used}")
        shown.append([str(e.value) for e in at.info])
    assert all(len(infos) == len(shown[0]) for infos in shown), f"one hint at a time should show: {shown}"
    assert len({infos[-1] for infos in shown}) == len(shown), f"each hint should replace the one before: {shown}"


def test_on_a_projector_the_revealed_answer_takes_the_place_of_the_choices() -> None:
    lesson = load_course().lesson("bidding")
    assert lesson is not None
    tr = get_translator("en")
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "quiz")
    quiz = build_quiz(step, step_rules(lesson, step, Rules()))  # type: ignore[arg-type]
    at = new_app(lesson="bidding", step=str(index + 1), lang="en", present="1").run()
    first = choice_label(quiz, quiz.choices[0].value, tr)
    assert any(first in str(m.value) for m in at.markdown), "the class should see the choices before the answer"
    at.button(key=f"quiz-bidding-{step.id}-reveal").click().run()
    assert_clean(at, "revealed question")
    assert at.success, "the answer should be revealed"
    assert not any(str(m.value).startswith("- ") for m in at.markdown), "the answer should replace the choices"


def test_sounds_are_off_until_chosen_then_each_answer_gets_its_tone() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    index, step = next((i, s) for i, s in enumerate(lesson.steps) if s.kind == "quiz")
    quiz = build_quiz(step, step_rules(lesson, step, Rules()))  # type: ignore[arg-type]
    key = f"quiz-bowers-{step.id}"
    wrong = next(c.value for c in quiz.choices if c.value not in quiz.expected)
    at = new_app(lesson="bowers", step=str(index + 1), lang="en").run()
    at = answer_quiz(at, quiz, key, (wrong,))
    assert TABLE.tones[f"{key}-table"] == "", "no sound unless the learner chose it"
    at.toggle(key="sound_toggle").set_value(True).run()
    assert at.session_state["progress"]["sound"] is True, "the choice is kept with the progress in the browser"
    at = new_app(lesson="bowers", step=str(index + 1), lang="en")
    at.session_state["progress"] = {**prog.empty_progress(), "sound": True}
    at.run()
    assert TABLE.tones[f"{key}-table"] == "", "nothing answered yet: nothing to play"
    at = answer_quiz(at, quiz, key, (wrong,))
    miss = TABLE.tones[f"{key}-table"]
    assert miss.startswith("wrong:"), f"a miss gets the wrong-answer tone: {miss!r}"
    at = answer_quiz(at, quiz, key, quiz.expected)
    assert TABLE.tones[f"{key}-table"].startswith("right:"), "the right answer gets its tone"


def test_next_lesson_follows_the_lesson_even_when_nothing_was_solved() -> None:
    """A teacher projecting the course reveals the answers and solves nothing: "Next lesson" at the end of
    lesson 3 opens lesson 4, not lesson 1 (the first unfinished one)."""
    course = load_course()
    third, fourth = course.lessons[2], course.lessons[3]
    at = new_app(lesson=third.id, step=str(len(third.steps)), lang="en", present="1")
    at.run()
    at.button(key="step_next").click().run()  # "Finish the lesson": nothing solved, the summary says so
    at.button(key="lesson_next_lesson").click().run()
    assert_clean(at, "the lesson after the third")
    assert at.session_state["lesson_id"] == fourth.id
