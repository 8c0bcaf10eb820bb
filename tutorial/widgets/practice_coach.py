"""The coach's hint ladder on a practice step (a nudge, the reason, then the card), as on "Play a hand".

Each rung climbed costs a star, as a lesson hint does (lessons/README.md). The lesson's answer comes first:
while the learner follows the step's solution, the ladder is offered only where the coach's best card is the
solution's next card, so that a hint never leads away from the step's success; off the solution's path the
coach helps with the best card from there.
"""

from __future__ import annotations

from collections.abc import Callable

from engine import HandState, Phase
from tutorial.core.i18n import Translator
from tutorial.core.lesson_model import PracticeStep
from tutorial.core.practice import PracticeRun, next_in_solution
from tutorial.core.step_state import StepState
from tutorial.widgets import coach_panel


def offered(run: PracticeRun, step: PracticeStep, state: StepState, tr: Translator) -> bool:
    """Whether the ladder is offered now: the learner is to play a card of a partnership or cutthroat hand,
    and the coach agrees with the lesson (or the learner has left the solution's path)."""
    hand = run.state
    if run.done or not isinstance(hand, HandState) or hand.phase is not Phase.PLAY or hand.to_move != 0:
        return False
    intended = next_in_solution(step, state.actions)
    return intended is None or coach_panel.play_advice(hand, tr).best.action == intended


def ladder(run: PracticeRun, step: PracticeStep, state: StepState, key: str, tr: Translator,
           save: Callable[[StepState], None]) -> None:
    """The ladder under the lesson's own hints, each rung charged to the step."""
    if not offered(run, step, state, tr):
        return
    assert isinstance(run.state, HandState)
    coach_panel.hint_ladder(run.state, f"{key}-coach-hints", tr, on_climb=lambda: save(state.coach_hint_used()),
                            cost=tr.gettext("Each hint costs a star."))
