"""``card_role``: what is this card this hand (best, right or left bower, a trump, off-suit)?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import Card, Rules, card_role, parse_card
from engine.misses import Miss, role_answer_wrong
from tutorial.core.card_text import role_name, sentence_case
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import Quiz
from tutorial.core.questions.card_facts import OneCardQuestion


class CardRole(OneCardQuestion):
    """The role of ``card`` under ``trump``; the best bower is a choice only at a table that has one.

    >>> CardRole(question="card_role", card="2S", trump="H").build(Rules(benny=True)).expected
    ('best_bower',)
    """

    PROMPT: ClassVar[str] = N_("What is this card this hand?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"trump", "right bower", "left bower"})

    question: Literal["card_role"]

    def _answers(self, rules: Rules) -> tuple[str, ...]:
        roles: tuple[str, ...] = ("best_bower",) if rules.best_bower is not None else ()
        return (*roles, "right_bower", "left_bower", "trump", "off_suit")

    def _expected(self, card: Card, trump: str, rules: Rules) -> str:
        return card_role(card, trump, rules)

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return sentence_case(role_name(value, tr))

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if not (quiz.trump and quiz.cards):
            return None
        return role_answer_wrong(parse_card(quiz.cards[0]), quiz.trump, answer[0], rules)
