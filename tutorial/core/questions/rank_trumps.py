"""``rank_trumps``: put these trumps in order, the highest first."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from engine import Rules, is_trump, new_deck, trump_ranking
from tutorial.core.i18n import N_
from tutorial.core.questions.base import CardAnswers, Explanation, Quiz, QuizError, choices, read_cards, read_suit


class RankTrumps(CardAnswers):
    """The engine's order of ``cards`` (trumps only, two or more) under ``trump``; the answer is an order.

    >>> q = RankTrumps(question="rank_trumps", cards=("AH", "JD", "JH"), trump="H").build(Rules())
    >>> q.expected, q.check(["jh", "jd", "ah"]).correct
    (('JH', 'JD', 'AH'), True)
    """

    PROMPT: ClassVar[str] = N_("Put these trumps in order, the highest first.")
    SENTENCES: ClassVar[dict[str, str]] = {
        "trump_order": N_("With {trump} as trump, the order from the highest is: {order}."),
    }

    question: Literal["rank_trumps"]
    cards: tuple[str, ...] = Field(min_length=2)
    trump: str

    def build(self, rules: Rules) -> Quiz:
        trump = read_suit(self.trump)
        cards = read_cards(self.cards, rules, "cards", at_least=2)
        not_trump = [c.code for c in cards if not is_trump(c, trump, rules)]
        if not_trump:
            raise QuizError(f"rank_trumps orders trumps only: {', '.join(not_trump)} is not a trump", "cards")
        codes = tuple(c.code for c in trump_ranking(trump, new_deck(rules)) if c in cards)
        return Quiz(self.question, self.shown_prompt, choices(c.code for c in cards), True, True, codes,
                    Explanation("trump_order", {"trump": trump, "order": " ".join(codes)}),
                    trump=trump, cards=tuple(c.code for c in cards))
