"""The coach's hint ladder on a practice step (a nudge, the reason, then the card), as on "Play a hand".

Each rung climbed costs a star, as a lesson hint does (lessons/README.md). The lesson's answer comes first:
while the learner follows the step's solution, the ladder is offered only where the coach's best card is the
solution's next card, so that a hint never leads away from the step's success; off the solution's path the
coach helps with the best card from there.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import HandState, Phase
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.steps.practice import PracticeRun, next_in_solution
from tutorial.core.steps.state import Outcome, StepState
from tutorial.core.text.i18n import Translator
from tutorial.widgets import coach_panel


def offered(run: PracticeRun, step: PracticeStep, state: StepState, tr: Translator) -> bool:
    """Whether the ladder is offered now: the learner is to play a card of a partnership or cutthroat hand,
    and the coach agrees with the lesson (or the learner has left the solution's path)."""
    hand = run.state
    if run.done or not isinstance(hand, HandState) or hand.phase is not Phase.PLAY or hand.to_move != 0:
        return False
    intended = next_in_solution(step, state.actions)
    return intended is None or coach_panel.play_advice(hand, tr).best.action == intended


def any_card_will_do(run: PracticeRun, state: StepState) -> bool:
    """Whether the step takes whatever card the learner plays now: every legal card ends it in success (a step
    that says "play any card"), or only one card may be played. The coach grades no such card."""
    plays = [str(a) for a in run.learner_actions() if a.kind == "play"]
    return len(plays) < 2 or all(run.replay([*state.actions, a]).outcome is Outcome.SUCCEEDED for a in plays)


def grade(run: PracticeRun, state: StepState, key: str, chosen: str, tr: Translator) -> None:
    """Grade the learner's card ``chosen`` (before it is tried) and keep it under ``key``; no grade where any
    card will do (:func:`any_card_will_do`) or for a bid."""
    if isinstance(run.state, HandState) and not any_card_will_do(run, state):
        coach_panel.grade_practice(key, run.state, chosen, tr)
    else:
        coach_panel.forget_grade(key)


def notes(
    run: PracticeRun, step: PracticeStep, state: StepState, key: str, tr: Translator, *, latest_only: bool = False
) -> None:
    """The ladder's hints climbed, under the lesson's own hints (``latest_only``: the highest rung alone)."""
    if offered(run, step, state, tr):
        assert isinstance(run.state, HandState)
        coach_panel.ladder_notes(run.state, _key(key), tr, latest_only=latest_only)


def climbed(run: PracticeRun, step: PracticeStep, state: StepState, key: str, tr: Translator) -> bool:
    """Whether a rung of the ladder shows now."""
    return (
        offered(run, step, state, tr)
        and isinstance(run.state, HandState)
        and coach_panel.rung_climbed(run.state, _key(key)) > 0
    )


def button(
    run: PracticeRun, step: PracticeStep, state: StepState, key: str, tr: Translator, save: Callable[[StepState], None]
) -> None:
    """The button to the ladder's next rung, each rung charged to the step."""
    if offered(run, step, state, tr):
        assert isinstance(run.state, HandState)
        coach_panel.ladder_button(
            run.state,
            _key(key),
            tr,
            on_climb=lambda: save(state.coach_hint_used()),
            cost=tr.gettext("Each hint costs a star."),
        )


def _key(key: str) -> str:
    return f"{key}-coach-hints"
