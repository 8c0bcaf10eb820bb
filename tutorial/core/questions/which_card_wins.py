"""``which_card_wins``: which card wins this trick?"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from pydantic import Field

from engine import Rules, explain_trick, parse_card
from engine.coach.misses import Miss, card_does_not_win
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
from tutorial.core.questions.scene import Cards, Felt, Hint, Ring, TableScene
from tutorial.core.text.i18n import N_


class WhichCardWins(CardAnswers):
    """The winner of ``trick`` (two cards or more, in the order played) under ``trump``, from the engine.

    >>> q = WhichCardWins(question="which_card_wins", trick=("AS", "9S", "JC", "KS"), trump="S").build(Rules())
    >>> q.expected, q.explanation.code
    (('JC',), 'highest_trump_wins')
    """

    PROMPT: ClassVar[str] = N_("Which card wins the trick?")
    NEEDS: ClassVar[frozenset[str]] = frozenset({"trick winner"})
    TOUCHES: ClassVar[frozenset[str]] = frozenset({"trick", "card"})
    FINISHED_TRICK: ClassVar[bool] = True
    SENTENCES: ClassVar[dict[str, str]] = {
        "highest_trump_wins": N_("{card} wins: it is the highest trump in the trick."),
        "highest_of_led_suit_wins": N_("{card} wins: nobody trumped, and it is the highest card of {led_suit}."),
    }

    question: Literal["which_card_wins"]
    trick: tuple[str, ...] = Field(min_length=2)
    trump: str
    leader: Seat | None = None  # who led, to show the trick round the table

    def build(self, rules: Rules) -> Quiz:
        trump = read_suit(self.trump)
        trick = read_cards(self.trick, rules, "trick", at_least=2)
        if len(trick) > rules.num_players:
            raise QuizError(f"a trick has at most {rules.num_players} cards", "trick")
        x = explain_trick(trick, trump)
        winner = trick[x.winner]
        why = (
            Explanation("highest_trump_wins", {"card": winner.code, "trump": trump})
            if x.reason == "highest_trump"
            else Explanation("highest_of_led_suit_wins", {"card": winner.code, "led_suit": x.led_suit})
        )
        leader = read_seat(self.leader, "leader", rules) if self.leader else None
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(c.code for c in trick),
            False,
            False,
            (winner.code,),
            why,
            trump=trump,
            trick=tuple(c.code for c in trick),
            leader=leader,
        )

    def concept_needs(self, rules: Rules) -> set[str]:
        return super().concept_needs(rules) | ({"trump"} if any_trump(self.trick, self.trump, rules) else set())

    @classmethod
    def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
        if not ring_fits:
            return None
        touch = Hint(N_("Touch the card that wins the trick."))
        if quiz.leader is not None:
            return TableScene((Ring(pick="trick"), touch))
        trick = Cards(quiz.trick, N_("The trick"), pick="trick")
        return TableScene((Felt((Hint(N_("The trick, in the order played (the first card was led):")), trick)), touch))

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        if not quiz.trump:
            return None
        return card_does_not_win([parse_card(c) for c in quiz.trick], quiz.trump, parse_card(answer[0]), rules)
