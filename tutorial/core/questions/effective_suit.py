"""``effective_suit``: which suit does this card belong to under this trump?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from engine import SUIT_SYMBOLS, SUITS, Card, Rules, effective_suit, parse_card, parse_suit
from engine.misses import Miss, suit_answer_wrong
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
    NEEDS: ClassVar[frozenset[str]] = frozenset({"trump"})

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

    @classmethod
    def choice_face(cls, quiz: Quiz, value: str, tr: Translator) -> tuple[str, str | None]:
        label = cls.choice_label(quiz, value, tr)  # a suit: its symbol too, red or black
        return (f"{SUIT_SYMBOLS[value]} {label}" if value in SUIT_SYMBOLS else label), None

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if not (quiz.trump and quiz.cards):
            return None
        return suit_answer_wrong(parse_card(quiz.cards[0]), quiz.trump, answer[0], rules)
