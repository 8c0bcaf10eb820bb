"""``effective_suit``: which suit does this card belong to under this trump?"""

from __future__ import annotations

from typing import ClassVar, Literal

from engine import SUITS, Rules, effective_suit, parse_suit
from tutorial.core.card_text import sentence_case, suit_name
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import QuestionSpec, Quiz, choices, read_card, read_suit
from tutorial.core.questions.card_facts import CARD_SENTENCES, card_explanation


class EffectiveSuit(QuestionSpec):
    """Which suit ``card`` belongs to when ``trump`` is trump (the left bower belongs to trump).

    >>> EffectiveSuit(question="effective_suit", card="JD", trump="H").build(Rules()).expected
    ('H',)
    """

    PROMPT: ClassVar[str] = N_("Which suit does this card belong to?")
    SENTENCES: ClassVar[dict[str, str]] = CARD_SENTENCES

    question: Literal["effective_suit"]
    card: str
    trump: str

    def build(self, rules: Rules) -> Quiz:
        card, trump = read_card(self.card, rules, "card"), read_suit(self.trump)
        return Quiz(self.question, self.shown_prompt, choices(SUITS), False, False,
                    (effective_suit(card, trump, rules),), card_explanation(card, trump, rules),
                    trump=trump, cards=(card.code,))

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        return parse_suit(str(value).strip())

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return sentence_case(suit_name(value, tr))
