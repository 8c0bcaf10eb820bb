"""``card_role``: what is this card this hand (best, right or left bower, a trump, off-suit)?"""

from __future__ import annotations

from typing import ClassVar, Literal

from engine import Rules, card_role
from tutorial.core.card_text import role_name, sentence_case
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import QuestionSpec, Quiz, choices, read_card, read_suit
from tutorial.core.questions.card_facts import CARD_SENTENCES, card_explanation


class CardRole(QuestionSpec):
    """The role of ``card`` under ``trump``; the best bower is a choice only at a table that has one.

    >>> CardRole(question="card_role", card="2S", trump="H").build(Rules(benny=True)).expected
    ('best_bower',)
    """

    PROMPT: ClassVar[str] = N_("What is this card this hand?")
    SENTENCES: ClassVar[dict[str, str]] = CARD_SENTENCES

    question: Literal["card_role"]
    card: str
    trump: str

    def build(self, rules: Rules) -> Quiz:
        card, trump = read_card(self.card, rules, "card"), read_suit(self.trump)
        roles: tuple[str, ...] = ("best_bower",) if rules.best_bower is not None else ()
        roles += ("right_bower", "left_bower", "trump", "off_suit")
        return Quiz(self.question, self.shown_prompt, choices(roles), False, False,
                    (card_role(card, trump, rules),), card_explanation(card, trump, rules),
                    trump=trump, cards=(card.code,))

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return sentence_case(role_name(value, tr))
