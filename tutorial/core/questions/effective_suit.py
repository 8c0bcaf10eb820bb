"""``effective_suit``: which suit does this card belong to under this trump?"""

from __future__ import annotations

from typing import ClassVar, Literal

from engine import SUITS, Card, Rules, effective_suit, parse_suit
from tutorial.core.card_text import sentence_case, suit_name
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import Quiz
from tutorial.core.questions.card_facts import OneCardQuestion


class EffectiveSuit(OneCardQuestion):
    """Which suit ``card`` belongs to when ``trump`` is trump (the left bower belongs to trump).

    >>> EffectiveSuit(question="effective_suit", card="JD", trump="H").build(Rules()).expected
    ('H',)
    """

    PROMPT: ClassVar[str] = N_("Which suit does this card belong to?")

    question: Literal["effective_suit"]

    def _answers(self, rules: Rules) -> tuple[str, ...]:
        return SUITS

    def _expected(self, card: Card, trump: str, rules: Rules) -> str:
        return effective_suit(card, trump, rules)

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        return parse_suit(str(value).strip())

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return sentence_case(suit_name(value, tr))
