"""A practice where a wrong card really loses (a step with ``stray_loses``): the moment the learner's card leaves
the solution, the cards he has not seen are rearranged by :func:`engine.coach.arrange.arrange_against`, the other
seats then play perfectly, and after the hand :func:`right_line` replays the solution's card on that same
layout, to the end, for the write-up.

The app rebuilds a run from the learner's actions on every rerun, so the arrangement is drawn with a fixed seed
(the same layout every time) and remembered for the process.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine import Action, CardParseError, HandState, Phase, parse_action
from engine.coach.arrange import Arrangement, arrange_against, exact_points, perfect_play
from engine.games.notation import format_deal, format_history
from tutorial.core.lessons.model import PracticeStep
from tutorial.core.steps.predicates import LEARNER, PlayContext, evaluate

__all__ = ["Stray", "right_line", "stray_of"]

_SAMPLES = 120  # layouts tried: enough to find one in the lesson's hands, quick enough for a touch
_SEED = 7
_CACHE_LIMIT = 256
_ARRANGED: dict[tuple[str, str, str, str], Arrangement | None] = {}


@dataclass(frozen=True)
class Stray:
    """Where the learner left the solution: the position (rearranged when a layout was found), the solution's
    card and his. ``arranged`` is ``None`` when no layout consistent with what he saw makes his card lose: the
    deal is then kept, and the feedback says so."""

    at: HandState
    right: str
    stray: str
    arranged: Arrangement | None


def stray_of(
    step: PracticeStep, state: HandState, accepted: Sequence[str], right: str | None, action: Action | str
) -> Stray | None:
    """The stray the learner's ``action`` makes now against the solution's next action ``right``, or ``None``
    when it is no stray: the step does not rearrange, it is not a card of his, or his actions have already left
    the solution (``right`` is ``None``: only the first stray card is answered, then the others play perfectly).
    ``accepted`` are his actions so far. A layout is kept only if there, everyone playing perfectly, his card
    misses the step's success and the right one reaches it: the lesson's own test, not only fewer points."""
    if not step.stray_loses or state.phase is not Phase.PLAY or state.to_move != LEARNER:
        return None
    try:
        chosen = str(parse_action(action) if isinstance(action, str) else action)
    except CardParseError:
        return None
    if right is None or chosen == right or not state.is_legal(chosen):
        return None
    key = (format_deal(state.deal), format_history(state), right, chosen)
    if key not in _ARRANGED:
        if len(_ARRANGED) >= _CACHE_LIMIT:
            _ARRANGED.clear()

        def keep(option: Arrangement) -> bool:
            return not _succeeds(step, option.state.apply(chosen), [*accepted, chosen]) and _succeeds(
                step, option.state.apply(right), [*accepted, right]
            )

        _ARRANGED[key] = arrange_against(state, LEARNER, right, chosen, samples=_SAMPLES, seed=_SEED, keep=keep)
    arranged = _ARRANGED[key]
    return Stray(arranged.state if arranged else state, right, chosen, arranged)


def right_line(stray: Stray, step: PracticeStep) -> tuple[HandState, ...]:
    """The right line on the table the learner played: from the stray position, the solution's card, then
    every seat's best card with every card in view (the learner's the solution's next card while it is one of
    the best), to the end of the hand. Each state after one more card, the last one the finished hand."""
    state = stray.at.apply(stray.right)
    rest = list(_solution_cards(step, stray.right))
    out = [state]
    while not state.is_over:
        action = perfect_play(state)
        if state.to_move == LEARNER and rest:
            planned = rest.pop(0)
            if state.is_legal(planned) and exact_points(state.apply(planned), LEARNER) == exact_points(
                state.apply(action), LEARNER
            ):
                action = parse_action(planned)
        state = state.apply(action)
        out.append(state)
    return tuple(out)


def _succeeds(step: PracticeStep, state: HandState, actions: list[str]) -> bool:
    """Whether the step's success comes before its failure when everyone plays perfectly from ``state`` on
    (judged as a run judges: failure first, after every action; the hand's end without success fails)."""
    while True:
        context = PlayContext(state, tuple(actions))
        if step.failure is not None and evaluate(step.failure, context):
            return False
        if evaluate(step.success, context):
            return True
        if state.is_over:
            return False
        action = perfect_play(state)
        if state.to_move == LEARNER:
            actions.append(str(action))
        state = state.apply(action)


def _solution_cards(step: PracticeStep, right: str) -> list[str]:
    """The solution's cards after ``right`` (the learner's later cards of the right line)."""
    spelled = [str(parse_action(a)) for a in step.solution]
    after = spelled[spelled.index(right) + 1 :] if right in spelled else []
    return [a for a in after if a.startswith("play ")]
