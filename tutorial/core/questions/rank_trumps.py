"""``rank_trumps``: put these trumps in order, the highest first."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from pydantic import Field

from engine import Rules, is_trump, new_deck, parse_card, trump_ranking
from engine.coach.misses import Miss, order_wrong
from tutorial.core.questions.base import CardAnswers, Explanation, Quiz, QuizError, choices, read_cards, read_suit
from tutorial.core.questions.scene import Cards, Felt, Hint, TableScene
from tutorial.core.text.i18n import N_


class RankTrumps(CardAnswers):
    """The engine's order of ``cards`` (trumps only, two or more) under ``trump``; the answer is an order.

    >>> q = RankTrumps(question="rank_trumps", cards=("AH", "JD", "JH"), trump="H").build(Rules())
    >>> q.expected, q.check(["jh", "jd", "ah"]).correct
    (('JH', 'JD', 'AH'), True)
    """

    PROMPT: ClassVar[str] = N_("Put these trumps in order, the highest first.")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"trump"})
    TOUCHES: ClassVar[frozenset[str]] = frozenset({"order"})
    SHOWS_CARDS: ClassVar[bool] = False  # the trumps to order are the answers, touched in turn
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
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(c.code for c in cards),
            True,
            True,
            codes,
            Explanation("trump_order", {"trump": trump, "order": " ".join(codes)}),
            trump=trump,
            cards=tuple(c.code for c in cards),
        )

    @classmethod
    def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
        # Touched in turn, the highest first (touching a card again takes it back).
        trumps = Cards(quiz.cards, N_("The trumps to put in order"), pick="card")
        return TableScene((Felt((trumps,)), Hint(N_("Touch the trumps in turn, the highest first."))), how="in_turn")

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if not quiz.trump:
            return None
        return order_wrong([parse_card(c) for c in answer], quiz.trump, new_deck(rules))
