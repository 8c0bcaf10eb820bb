"""``is_trump``: is this card a trump under this trump suit?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import Card, Rules, is_trump, parse_card
from engine.coach.misses import Miss, trump_answer_wrong
from tutorial.core.questions.base import Quiz
from tutorial.core.questions.card_facts import OneCardQuestion
from tutorial.core.questions.scene import AnswerButton, CardAnswer, Felt, Hint, TableScene
from tutorial.core.text.i18n import N_, Translator


class IsTrump(OneCardQuestion):
    """Whether ``card`` is a trump when ``trump`` is trump (answers ``yes`` or ``no``).

    >>> q = IsTrump(question="is_trump", card="JD", trump="H").build(Rules())
    >>> q.check("yes").correct, q.check("no").expected, q.explanation.code
    (True, ('yes',), 'left_bower_is_trump')
    """

    PROMPT: ClassVar[str] = N_("Is this card a trump?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"trump"})

    question: Literal["is_trump"]

    def _answers(self, rules: Rules) -> tuple[str, ...]:
        return ("yes", "no")

    def _expected(self, card: Card, trump: str, rules: Rules) -> str:
        return "yes" if is_trump(card, trump, rules) else "no"

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return tr.pgettext("answer", "Yes") if value == "yes" else tr.pgettext("answer", "No")

    @classmethod
    def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
        card = CardAnswer(quiz.cards[0], "yes", N_("{card}: a trump"))
        return TableScene(
            (
                Felt((card,), centred=True),
                Hint(N_("Touch the card if it is a trump.")),
                AnswerButton("no", N_("Not a trump")),
            )
        )

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if not (quiz.trump and quiz.cards):
            return None
        return trump_answer_wrong(parse_card(quiz.cards[0]), quiz.trump, answer[0] == "yes", rules)
