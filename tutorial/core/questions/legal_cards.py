"""``legal_cards``: which of your cards may you play to this trick?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from pydantic import Field

from engine import Card, Rules, card_role, effective_suit, legal_plays, parse_card
from engine.coach.misses import Miss, cards_not_all_legal
from tutorial.core.lesson_format.action_concepts import any_trump
from tutorial.core.lesson_format.parts import Seat
from tutorial.core.questions.base import (
    CardAnswers,
    Explanation,
    Quiz,
    QuizError,
    choices,
    read_cards,
    read_seat,
    read_suit,
)
from tutorial.core.questions.scene import Cards, CheckButton, Felt, Hint, Ring, TableScene
from tutorial.core.text.i18n import N_


class LegalCards(CardAnswers):
    """The cards of ``hand`` the engine allows on ``trick`` (empty: a lead) under ``trump``; several answers.

    >>> q = LegalCards(question="legal_cards", hand=("JD", "AS", "9C"), trick=("9H",), trump="H").build(Rules())
    >>> q.expected, q.explanation.code
    (('JD',), 'left_bower_follows_trump')
    """

    PROMPT: ClassVar[str] = N_("Which of your cards may you play?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"lead", "follow suit"})  # and trump when a trump is among the cards
    TOUCHES: ClassVar[frozenset[str]] = frozenset({"order"})
    SENTENCES: ClassVar[dict[str, str]] = {
        "lead_any_card": N_("Nothing has been led yet: you may lead any card."),
        "must_follow_led_suit": N_("{led_suit} was led and you hold {cards}: you must follow suit."),
        "left_bower_follows_trump": N_("{card} is the left bower, a trump: when trump is led it must follow."),
        "left_bower_not_its_printed_suit": N_(
            "{card} is the left bower: it belongs to {trump}, so it cannot follow {led_suit}."
        ),
        "no_duty_to_trump": N_(
            "You have no card of the led suit, {led_suit}: you may play any card. Nobody has to trump."
        ),
    }

    question: Literal["legal_cards"]
    hand: tuple[str, ...] = Field(min_length=1)
    trick: tuple[str, ...] = ()
    trump: str
    leader: Seat | None = None  # who led, to show the trick round the table

    def build(self, rules: Rules) -> Quiz:
        trump = read_suit(self.trump)
        hand = read_cards(self.hand, rules, "hand")
        trick = read_cards(self.trick, rules, "trick", at_least=0)
        if set(hand) & set(trick):
            raise QuizError("a card is both in the hand and in the trick", "hand")
        if len(trick) >= rules.num_players:
            raise QuizError("the trick is already complete", "trick")
        legal = legal_plays(hand, trick, trump)
        leader = read_seat(self.leader, "leader", rules) if self.leader else None
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(c.code for c in hand),
            True,
            False,
            tuple(c.code for c in legal),
            _why(hand, trick, legal, trump, rules),
            trump=trump,
            hand=tuple(c.code for c in hand),
            trick=tuple(c.code for c in trick),
            leader=leader,
        )

    def concept_needs(self, rules: Rules) -> set[str]:
        trumps_matter = any_trump((*self.hand, *self.trick), self.trump, rules)
        return super().concept_needs(rules) | ({"trump"} if trumps_matter else set())

    @classmethod
    def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
        if not ring_fits:
            return None
        if quiz.leader is not None and quiz.trick:
            table: Ring | Felt = Ring()
        else:  # the cards played so far, the first one led
            trick = (Hint(N_("The trick:")), Cards(quiz.trick, N_("The trick"), size=0.8)) if quiz.trick else ()
            table = Felt(trick)
        return TableScene(
            (
                table,
                Cards(quiz.hand, N_("Your hand"), pick="card"),
                Hint(N_("Touch every card you may play, then Check.")),
                CheckButton(),
            ),
            how="checked",
        )

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if not quiz.trump:
            return None
        return cards_not_all_legal(
            [parse_card(c) for c in quiz.hand],
            [parse_card(c) for c in quiz.trick],
            quiz.trump,
            [parse_card(c) for c in answer],
        )


def _why(hand: list[Card], trick: list[Card], legal: list[Card], trump: str, rules: Rules) -> Explanation:
    if not trick:
        return Explanation("lead_any_card")
    led = effective_suit(trick[0], trump, rules)
    left = next((c for c in hand if card_role(c, trump, rules) == "left_bower"), None)
    # The left bower is printed with a suit it does not belong to: the trap this question is about.
    led_is_lefts_printed_suit = left is not None and led == left.suit
    if len(legal) == len(hand) and not any(effective_suit(c, trump, rules) == led for c in hand):
        if left is not None and led_is_lefts_printed_suit:
            return Explanation("left_bower_not_its_printed_suit", {"card": left.code, "trump": trump, "led_suit": led})
        return Explanation("no_duty_to_trump", {"led_suit": led})
    if left is not None and led == trump:
        return Explanation("left_bower_follows_trump", {"card": left.code, "trump": trump})
    if left is not None and led_is_lefts_printed_suit:
        return Explanation("left_bower_not_its_printed_suit", {"card": left.code, "trump": trump, "led_suit": led})
    return Explanation("must_follow_led_suit", {"led_suit": led, "cards": " ".join(c.code for c in legal)})
