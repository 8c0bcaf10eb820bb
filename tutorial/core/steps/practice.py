"""Running a practice step: the learner plays South, a script plays the other seats, predicates judge.

The app keeps only the learner's accepted action texts in session state and rebuilds the run on every
rerun with ``PracticeRun.start(lesson, step, rules).replay(actions)``. Inside a run, actions are the
engine's :class:`~engine.Action` values: text (the lesson's script, a button's choice) is read once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine import (
    DEFEND_ALONE,
    PASS,
    Action,
    CardParseError,
    DealError,
    HandState,
    IllegalActionError,
    Phase,
    Reason,
    ReasonCode,
    Rules,
    SoloHand,
    hand_from_notation,
    parse_action,
    parse_solo_deal,
    start_solo_hand,
)
from engine.coach.arrange import perfect_play
from engine.coach.bots import simple_action
from tutorial.core.lessons.model import Lesson, PracticeStep, Text, step_rules
from tutorial.core.steps.predicates import LEARNER, PlayContext, evaluate
from tutorial.core.steps.state import Outcome
from tutorial.core.steps.stray_line import Stray, stray_of


class PracticeError(ValueError):
    """A practice that cannot run as written; ``path`` is where in the step (``("script", "W", 2)``)."""

    def __init__(self, message: str, path: tuple[str | int, ...]) -> None:
        super().__init__(message)
        self.path = path


class ScriptExhausted(PracticeError):
    """A scripted seat has no action left (in strict mode)."""


@dataclass(frozen=True)
class Feedback:
    """The answer to one attempted action. ``reason`` is the engine's when the action was refused;
    ``message`` is the step's ``on_success``/``on_failure`` text field once the practice ends."""

    accepted: bool
    reason: Reason | None = None
    outcome: Outcome = Outcome.OPEN  # where the run stands after it
    message: Text | None = None


def practice_rules(lesson: Lesson, step: PracticeStep, active: Rules) -> Rules:
    """Active rules, then the lesson's and step's overrides, with the deck and table fixed by the lesson.

    >>> from tutorial.core.lessons.model import Lesson
    >>> lesson = Lesson.model_validate({"format_version": 1, "id": "x", "title": "t", "summary": "s", "steps": [
    ...     {"kind": "practice", "id": "p", "text": "t", "deal": "dealer=E up=9H | S: JD AH 9S TC QC | "
    ...      "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD", "success": "hand_over",
    ...      "solution": ["order up"]}]})
    >>> r = practice_rules(lesson, lesson.steps[0], Rules(num_players=3, winning_score=11))
    >>> r.num_players, r.winning_score
    (4, 11)
    """
    return step_rules(lesson, step, active)


class PracticeRun:
    """One attempt at a practice step. :meth:`try_action` advances it; it is cheap to rebuild."""

    def __init__(
        self, step: PracticeStep, rules: Rules, start_state: HandState | SoloHand, strict: bool = False
    ) -> None:
        self.step = step
        self.rules = rules
        self.start_state = start_state
        self.strict = strict
        self.state: HandState | SoloHand = start_state
        self.actions: list[Action] = []
        self.outcome = Outcome.OPEN
        self.off_script = False  # a seat had to improvise (the learner left the intended path)
        self.stray: Stray | None = None  # where a ``stray_loses`` step answered the learner's first wrong card
        self.arranges = True  # a verdict's fork only asks whether the engine accepts: no layout is searched
        self._script_pos: dict[str, int] = {seat: 0 for seat in step.script}
        self._script_start: dict[str, int] = dict(self._script_pos)

    # --- construction ----------------------------------------------------------------------------------

    @classmethod
    def start(cls, lesson: Lesson, step: PracticeStep, rules: Rules, strict: bool = False) -> PracticeRun:
        """A fresh run: the deal, the setup actions, then the script up to the learner's first decision.

        ``rules`` are the active house rules. With ``strict`` a missing or illegal scripted action raises
        :class:`PracticeError` (the validator's mode) instead of being replaced by a bot's choice.
        """
        r = practice_rules(lesson, step, rules)
        try:
            state: HandState | SoloHand = (
                hand_from_notation(r, step.deal)
                if r.is_partnership_game
                else start_solo_hand(r, parse_solo_deal(r, step.deal))
            )
        except DealError as e:
            raise PracticeError(f"not a real deal under these rules: {e}", ("deal",)) from None
        for i, text in enumerate(step.setup):
            try:
                state = state.apply(text)
            except (IllegalActionError, CardParseError) as e:
                raise PracticeError(f"setup action {i + 1} ({text!r}) is not possible: {e}", ("setup", i)) from None
        run = cls(step, r, state, strict)
        run._advance()
        run.start_state = run.state
        run._script_start = dict(run._script_pos)
        return run

    def replay(self, actions: Sequence[Action | str]) -> PracticeRun:
        """A new run from the same start with the learner's ``actions`` tried in order."""
        run = PracticeRun(self.step, self.rules, self.start_state, self.strict)
        run._script_pos = dict(self._script_start)
        run._script_start = dict(run._script_pos)
        run._judge()
        for text in actions:
            run.try_action(text)
        return run

    # --- reading --------------------------------------------------------------------------------------------

    @property
    def hints(self) -> tuple[Text, ...]:
        return self.step.hints

    @property
    def par(self) -> int:
        """The number of decisions of a perfect run (the step's ``par``, or its solution's length)."""
        return self.step.par or len(self.step.solution)

    def learner_actions(self) -> list[Action]:
        """The legal actions for South now; empty when it is not South's decision or the run is over."""
        if self.done or self.state.to_move != LEARNER:
            return []
        return self.state.legal_actions()

    def context(self) -> PlayContext:
        return PlayContext(self.state, tuple(map(str, self.actions)))

    @property
    def done(self) -> bool:
        """The run reached its success or failure predicate, or the hand is over."""
        return self.outcome is not Outcome.OPEN

    # --- acting ---------------------------------------------------------------------------------------------

    def try_action(self, action: Action | str) -> Feedback:
        """Try one learner action (or its text): refused with the engine's reason (``not_an_action`` for
        text that is none), or accepted and answered by the script."""
        if self.done:
            return Feedback(False, Reason(ReasonCode.HAND_OVER), self.outcome)
        if self.state.to_move != LEARNER:
            return Feedback(False, Reason(ReasonCode.NOT_YOUR_TURN, {"seat": LEARNER, "to_move": self.state.to_move}))
        if self.stray is None and self.arranges and isinstance(self.state, HandState):
            accepted = [str(a) for a in self.actions]
            self.stray = stray_of(self.step, self.state, accepted, next_in_solution(self.step, accepted), action)
            if self.stray is not None:
                self.state = self.stray.at  # the hidden hands as arranged against the stray card
        try:
            self.state = self.state.apply(action, seat=LEARNER)
        except IllegalActionError as e:
            return Feedback(False, e.reason)
        self.actions.append(self.state.history[-1][1])
        self._advance()
        if self.outcome is Outcome.FAILED:
            return Feedback(True, None, Outcome.FAILED, message=self.step.on_failure)
        if self.outcome is Outcome.SUCCEEDED:
            return Feedback(True, None, Outcome.SUCCEEDED, message=self.step.on_success)
        return Feedback(True)

    def verdict(self, action: Action | str) -> Feedback:
        """What :meth:`try_action` would answer to ``action`` now, leaving this run as it is (the table
        shows it at once, before the server records the touch)."""
        fork = self._fork()
        fork.arranges = False
        return fork.try_action(action)

    def _fork(self) -> PracticeRun:
        """A copy that can go on without changing this run (its states are immutable; its lists are not)."""
        run = PracticeRun(self.step, self.rules, self.start_state, self.strict)
        run.state, run.actions, run.outcome = self.state, list(self.actions), self.outcome
        run.off_script, run.stray = self.off_script, self.stray
        run._script_pos, run._script_start = dict(self._script_pos), dict(self._script_start)
        return run

    def _advance(self) -> None:
        """Let the script play until it is the learner's turn or the hand is over, then judge."""
        while not self.state.is_over and (self.state.to_move != LEARNER or self._skip_defence()):
            if self._judge():
                return
            seat = self.state.to_move
            assert seat is not None
            self.state = self.state.apply(PASS) if seat == LEARNER else self._scripted(seat)
        self._judge()

    def _skip_defence(self) -> bool:
        """The optional defend-alone round is the learner's decision only in a practice about it
        (one whose solution defends alone); elsewhere South passes it, as the script's seats do."""
        return self.state.phase is Phase.DEFEND_ALONE and DEFEND_ALONE not in _actions(self.step.solution)

    def _scripted(self, seat: int) -> HandState | SoloHand:
        if (
            self.stray is not None
            and self.stray.arranged is not None
            and isinstance(self.state, HandState)
            and self.state.phase is Phase.PLAY
        ):
            self.off_script = True  # the script was written for the real deal: the others now play perfectly
            return self.state.apply(perfect_play(self.state))
        letter = self.state.seating.code(seat)
        queue = _actions(self.step.script.get(letter, ()))
        pos = self._script_pos.get(letter, 0)
        if self.state.phase is Phase.DEFEND_ALONE and (pos >= len(queue) or queue[pos] not in (PASS, DEFEND_ALONE)):
            return self.state.apply(PASS)  # scripts need not mention an optional round they skip
        if pos < len(queue):
            try:
                nxt = self.state.apply(queue[pos], seat=seat)
                self._script_pos[letter] = pos + 1
                return nxt
            except IllegalActionError as e:
                if self.strict:
                    raise PracticeError(
                        f"{letter}'s scripted action {str(queue[pos])!r} is not possible: {e}", ("script", letter, pos)
                    ) from None
        elif self.strict:
            raise ScriptExhausted(
                f"the script has no more actions for {letter} (needed at {self.state.phase.value})", ("script", letter)
            )
        self.off_script = True
        rng = random.Random(len(self.state.history))
        return self.state.apply(simple_action(self.state, rng))  # the one simple bot plays every table

    def _judge(self) -> bool:
        """Evaluate failure, then success; the run finishes on either or when the hand is over."""
        if self.done:
            return True
        ctx = self.context()
        if self.step.failure is not None and evaluate(self.step.failure, ctx):
            self.outcome = Outcome.FAILED
        elif evaluate(self.step.success, ctx):
            self.outcome = Outcome.SUCCEEDED
        elif self.state.is_over:
            self.outcome = Outcome.FAILED
        return self.done


def _actions(texts: Sequence[str]) -> tuple[Action | str, ...]:
    """A lesson's action texts as Actions; a text that is none stays text, for the engine to refuse
    with ``not_an_action`` when its turn comes (the validator reports it in strict mode)."""
    out: list[Action | str] = []
    for text in texts:
        try:
            out.append(parse_action(text))
        except CardParseError:
            out.append(text)
    return tuple(out)


def next_in_solution(step: PracticeStep, accepted: Sequence[str]) -> str | None:
    """The step's intended next action while the learner's ``accepted`` actions follow its ``solution``
    (``None`` once they leave it or it is played out), in the engine's spelling.

    >>> from tutorial.core.lessons.model import PracticeStep
    >>> step = PracticeStep.model_validate({"kind": "practice", "id": "p", "text": "t", "deal": "dealer=E up=9H | "
    ...     "S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD", "success": "hand_over",
    ...     "solution": ["order up", "play jd"]})
    >>> next_in_solution(step, ["order up"]), next_in_solution(step, ["pass"])
    ('play JD', None)
    """
    solution = [str(a) for a in _actions(step.solution)]
    mine = [str(a) for a in _actions(accepted)]
    if len(mine) >= len(solution) or solution[: len(mine)] != mine:
        return None
    return solution[len(mine)]
