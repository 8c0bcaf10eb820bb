"""A practice step at a call-ace or auction table: the round table as South sees it, with South's cards and
every choice the engine offers on it, in the table component that the partnership game uses (the card
touched is the card played; the trick in progress sits in the middle, and the silent partner shows when
play reveals him). :func:`choose` returns the action touched (the step widget tries it)."""

from __future__ import annotations

from collections.abc import Mapping

from engine import SoloHand, SoloPhase
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.verdicts import Verdict
from tutorial.core.text.i18n import Translator
from tutorial.widgets.context import projector
from tutorial.widgets.game_table import game_table
from tutorial.widgets.projector import StepLayout
from tutorial.widgets.solo_table import solo_choices

_CARD_PHASES = (SoloPhase.PLAY, SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD)


def choose(
    run: PracticeRun, tr: Translator, key: str, layout: StepLayout, *, verdicts: Mapping[str, Verdict] | None = None
) -> str | None:
    """Draw the table, the choices and South's cards (in ``layout.visual``); the action touched on this
    run, or ``None``. Every card and every bid on offer can be touched: the engine refuses the ones the
    rules forbid, and says why; ``verdicts`` (by ``data-pick`` value) are shown at once on touch."""
    state = run.state
    assert isinstance(state, SoloHand)
    legal = [] if run.done else [str(a) for a in run.learner_actions()]
    card_turn = bool(legal) and state.phase in _CARD_PHASES
    choices = solo_choices(state, legal, tr) if legal and not card_turn else []
    with layout.visual:
        picked = game_table(
            state,
            tr,
            f"{key}-table",
            choices=choices,
            hand_enabled=card_turn,
            compact_choices=projector(),
            verdicts=verdicts,
        )
    if picked is None or run.done:
        return None
    if picked.kind == "card" and card_turn:
        verb = "play" if state.phase is SoloPhase.PLAY else "discard"
        return f"{verb} {picked.value}"
    if picked.kind == "bid" and picked.value in legal:
        return picked.value
    return None
