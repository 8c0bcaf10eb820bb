"""``is_trump``: is this card a trump under this trump suit?"""

from __future__ import annotations

from typing import ClassVar, Literal

from engine import Rules, is_trump
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import QuestionSpec, Quiz, choices, read_card, read_suit
from tutorial.core.questions.card_facts import CARD_SENTENCES, card_explanation


class IsTrump(QuestionSpec):
    """Whether ``card`` is a trump when ``trump`` is trump (answers ``yes`` or ``no``).

    >>> q = IsTrump(question="is_trump", card="JD", trump="H").build(Rules())
    >>> q.check("yes").correct, q.check("no").expected, q.explanation.code
    (True, ('yes',), 'left_bower_is_trump')
    """

    PROMPT: ClassVar[str] = N_("Is this card a trump?")
    SENTENCES: ClassVar[dict[str, str]] = CARD_SENTENCES

    question: Literal["is_trump"]
    card: str
    trump: str

    def build(self, rules: Rules) -> Quiz:
        card, trump = read_card(self.card, rules, "card"), read_suit(self.trump)
        answer = "yes" if is_trump(card, trump, rules) else "no"
        return Quiz(self.question, self.shown_prompt, choices(("yes", "no")), False, False, (answer,),
                    card_explanation(card, trump, rules), trump=trump, cards=(card.code,))

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return tr.pgettext("answer", "Yes") if value == "yes" else tr.pgettext("answer", "No")
