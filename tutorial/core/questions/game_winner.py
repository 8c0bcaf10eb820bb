"""``game_winner``: who wins the game after this hand, from the score before it?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import Rules, add_hand_result, game_winner
from engine.coach.misses import Miss, game_answer_wrong
from tutorial.core.questions.base import Explanation, ParamValue, Quiz, QuizError, choices
from tutorial.core.questions.hand_outcome import HandOutcome
from tutorial.core.text.i18n import N_, Translator

LEARNER = 0  # the learner's seat: "your side" is its side
GAME_ANSWERS: tuple[str, ...] = ("us", "them", "nobody")


class GameWinner(HandOutcome):
    """The game's winner (``us``, ``them`` or ``nobody`` yet) after a hand that ``makers`` made, from
    ``score``: (your side, the other side) before the hand. A question for a table of two sides.

    >>> GameWinner(question="game_winner", score=(8, 4), maker_tricks=3).build(Rules()).expected
    ('nobody',)
    """

    PROMPT: ClassVar[str] = N_("Who wins the game after this hand?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"scoring", "makers", "game target"})
    SENTENCES: ClassVar[dict[str, str]] = {
        "game_us": N_("Your side now has {us} points, the other side {them}: you reached {target} and win the game."),
        "game_them": N_(
            "The other side now has {them} points, your side {us}: they reached {target} and win the game."
        ),
        "game_nobody": N_("The score is now {us} to {them}: nobody has reached {target} yet, so the game goes on."),
    }

    question: Literal["game_winner"]
    score: tuple[int, int]  # (your side, the other side) before the hand
    makers: Literal["us", "them"] = "us"  # which side made trump

    def build(self, rules: Rules) -> Quiz:
        table = rules.seating
        if table.num_sides != 2:
            raise QuizError("this question is about two teams: it needs four players", "score")
        before = (int(self.score[0]), int(self.score[1]))
        if min(before) < 0 or game_winner(rules, before) is not None:
            raise QuizError(
                f"at {before[0]} to {before[1]} the game is already over (target {rules.winning_score})", "score"
            )
        ours = table.side(LEARNER)  # the score is written (your side, the other side): sides 0 and 1
        theirs = 1 - ours
        after = add_hand_result(rules, before, ours if self.makers == "us" else theirs, self.hand_result(rules))
        winner = game_winner(rules, after)
        answer = GAME_ANSWERS[2] if winner is None else GAME_ANSWERS[0 if winner == ours else 1]
        params: dict[str, ParamValue] = {"us": after[ours], "them": after[theirs], "target": rules.winning_score}
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(GAME_ANSWERS),
            False,
            False,
            (answer,),
            Explanation(f"game_{answer}", params),
            maker_tricks=self.maker_tricks,
            maker_alone=self.maker_alone,
            defender_alone=self.defender_alone,
            score=before,
            makers=self.makers,
            target=rules.winning_score,
        )

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        labels = {
            "us": tr.pgettext("game", "Your side wins the game"),
            "them": tr.pgettext("game", "The other side wins the game"),
            "nobody": tr.pgettext("game", "Nobody yet: the game goes on"),
        }
        return labels.get(value, value)

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if quiz.target is None:
            return None
        after = quiz.explanation.params  # the score after the hand
        return game_answer_wrong(int(after["us"] or 0), int(after["them"] or 0), quiz.target, answer[0])
