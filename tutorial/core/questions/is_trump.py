"""``is_trump``: is this card a trump under this trump suit?"""

from __future__ import annotations

from typing import ClassVar, Literal

from engine import Card, Rules, is_trump
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import Quiz
from tutorial.core.questions.card_facts import OneCardQuestion


class IsTrump(OneCardQuestion):
    """Whether ``card`` is a trump when ``trump`` is trump (answers ``yes`` or ``no``).

    >>> q = IsTrump(question="is_trump", card="JD", trump="H").build(Rules())
    >>> q.check("yes").correct, q.check("no").expected, q.explanation.code
    (True, ('yes',), 'left_bower_is_trump')
    """

    PROMPT: ClassVar[str] = N_("Is this card a trump?")

    question: Literal["is_trump"]

    def _answers(self, rules: Rules) -> tuple[str, ...]:
        return ("yes", "no")

    def _expected(self, card: Card, trump: str, rules: Rules) -> str:
        return "yes" if is_trump(card, trump, rules) else "no"

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return tr.pgettext("answer", "Yes") if value == "yes" else tr.pgettext("answer", "No")
