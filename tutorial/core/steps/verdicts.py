"""The verdict of a touch in the learner's words, for the page and for the table alike.

The page says it after the server judged the touch (:mod:`tutorial.widgets.steps`, the drill and "Play a
hand" pages); the table says it at once, from the verdicts sent with the position (``verdicts`` of
:func:`tutorial.widgets.table.pick_on_table`). Both take their words here, and their verdicts from the same
judges (:meth:`PracticeRun.try_action` through :meth:`PracticeRun.verdict`, :meth:`ReplaySession.judge`,
:meth:`Quiz.check`), so the two can never disagree. The engine still returns codes only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine import Card, CardParseError, HandState, Reason, Rules, SoloHand, parse_action
from tutorial.core.games.replay import LEARNER, ReplaySession
from tutorial.core.questions.base import ranking_text as ranking_text  # (re-exported: the words of a ranking)
from tutorial.core.steps.explanations import explain
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.quizzes import Quiz, QuizResult
from tutorial.core.text.i18n import Translator
from tutorial.core.text.reasons import reason_text, refusal_text
from tutorial.core.text.table_text import quoted_list


@dataclass(frozen=True)
class Verdict:
    """One touch judged in advance. ``accepted``: the move is allowed, or the answer right. ``text``: what
    to say at once ("" when only the server can say more, e.g. after a bot's reply). An accepted card
    ``leaves`` the hand; a played one (``card``) goes to the trick, which first ``clears_trick`` when the
    trick shown is a finished one."""

    accepted: bool
    text: str = ""
    card: str = ""
    leaves: bool = False
    clears_trick: bool = False


# --- practice hands -------------------------------------------------------------------------------------


def practice_refusal(
    action: str, reason: Reason, tr: Translator, state: HandState, *, refusals: int, hints: int
) -> str:
    """The refusal of a practice move. The first refusal names the rule; the card that obliges (the
    learner's own left bower) only from the second refusal (``refusals`` counts this one) or once a hint
    was taken, so the hints keep their value."""
    point_at_card = refusals >= 2 or hints > 0
    return refusal_text(
        action, reason, tr, by_dealer=state.to_move == state.dealer, hand=state.hands[0] if point_at_card else None
    )


def solo_practice_refusal(
    action: str, reason: Reason, tr: Translator, hand: Sequence[Card], *, refusals: int, hints: int
) -> str:
    """The refusal of a practice move at a call-ace or auction table (the learner's ``hand``): as
    :func:`practice_refusal`, the card that obliges only from the second refusal or once a hint was taken."""
    return refusal_text(action, reason, tr, hand=hand if refusals >= 2 or hints > 0 else None)


def practice_verdicts(
    run: PracticeRun, actions: Iterable[str], tr: Translator, *, refusals: int, hints: int
) -> dict[str, Verdict]:
    """The verdict of each of the learner's possible ``actions`` (their texts) in ``run``'s position;
    ``refusals`` and ``hints`` are the step's so far."""
    state = run.state
    verdicts: dict[str, Verdict] = {}
    for action in actions:
        feedback = run.verdict(action)
        if not feedback.accepted:
            reason = feedback.reason or Reason("")
            refusal = (
                practice_refusal(action, reason, tr, state, refusals=refusals + 1, hints=hints)
                if isinstance(state, HandState)
                else solo_practice_refusal(action, reason, tr, state.hands[0], refusals=refusals + 1, hints=hints)
            )
            verdicts[action] = Verdict(False, refusal)
            continue
        verdicts[action] = _accepted(action, state)
    return verdicts


def _accepted(action: str, state: HandState | SoloHand) -> Verdict:
    """An accepted move as far as it is known before the server answers: a card leaves the hand (a played
    one for the trick); what the bots answer is not known yet."""
    try:
        parsed = parse_action(action)
    except CardParseError:  # (accepted actions always parse)
        return Verdict(True)
    if parsed.card is None:
        return Verdict(True)
    played = parsed.kind == "play"
    return Verdict(
        True, card=parsed.card.code if played else "", leaves=True, clears_trick=played and not state.current_trick
    )


# --- a game against the bots ----------------------------------------------------------------------------


def game_verdicts(session: ReplaySession[Any], actions: Iterable[str], tr: Translator) -> dict[str, Verdict]:
    """The verdict of each of the learner's possible ``actions`` in ``session``'s game ("Play a hand", the
    partnership game's or a call-ace or auction table's), by :meth:`ReplaySession.judge`, which its
    ``try_action`` uses; a refusal in the page's words."""
    game = session.game()
    hand = game.hand
    if not isinstance(hand, HandState | SoloHand):
        return {}
    verdicts: dict[str, Verdict] = {}
    for action in actions:
        _after, reason = session.judge(action, game)
        verdicts[action] = _accepted(action, hand) if reason is None else Verdict(False, game_refusal(reason, tr, hand))
    return verdicts


def game_refusal(reason: Reason, tr: Translator, hand: HandState | SoloHand) -> str:
    """A refused move in a game: the engine's reason (the state is unchanged, so it can point at the
    learner's own left bower)."""
    return reason_text(reason, tr, hand=hand.hands[LEARNER])


# --- questions ------------------------------------------------------------------------------------------


def ranking_phrase(quiz: Quiz, codes: Sequence[str], tr: Translator) -> str:
    """An order of ``quiz``'s answer codes (rank_trumps: card names) as one phrase, as a sentence or the
    projector's tally shows it: "Valet de cœur › valet de carreau › as de cœur"."""
    return ranking_text([quiz.choice_label(code, tr) for code in codes])


def expected_text(quiz: Quiz, result: QuizResult, tr: Translator) -> str:
    """The right answer, named as its choices are."""
    if quiz.ordered:  # a ranking of cards (rank_trumps), whose labels are card names
        return ranking_phrase(quiz, result.expected, tr)
    return quoted_list([quiz.choice_label(v, tr) for v in result.expected], tr)


def answer_feedback(
    quiz: Quiz, result: QuizResult, tr: Translator, *, show_expected: bool = False, why: str | None = None
) -> str:
    """Right or wrong, and why (the engine's explanation). A miss without ``show_expected`` gives nothing
    of the right answer away: it says ``why`` (why the chosen answer is wrong), or only to try again."""
    _ = tr.gettext
    if result.correct:
        return _("Right!") + " " + explain(result.explanation, tr)
    if show_expected:
        return (
            _("Not quite. The answer: {answer}.").format(answer=expected_text(quiz, result, tr))
            + " "
            + explain(result.explanation, tr)
        )
    return _("Not quite.") + " " + (why or _("Try again."))


def answer_verdict(
    quiz: Quiz, answer: Sequence[str], rules: Rules, tr: Translator, *, revealed_on_miss: bool
) -> Verdict:
    """The verdict of one answer to ``quiz``, said as the page says it after the server judged it;
    ``revealed_on_miss`` when a miss now shows the right answer (a second miss, or no second try)."""
    result = quiz.check(list(answer))
    why = None if result.correct or revealed_on_miss else why_wrong(quiz, list(answer), rules, tr)
    return Verdict(result.correct, answer_feedback(quiz, result, tr, show_expected=revealed_on_miss, why=why))
