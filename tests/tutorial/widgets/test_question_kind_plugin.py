"""A new question kind is one module (issue 23): a kind written here, in this test only, with no line in any
other module, is drawn on the table, answered by touch, judged at once and missed with the engine's reason,
because the table, the verdicts, the misses and the projector's tally all ask the kind itself."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import ClassVar, Literal

import pytest

from engine import Rules, is_trump, parse_card
from engine.coach.misses import Miss, trump_answer_wrong
from tutorial.core.questions.base import KINDS, CardAnswers, QuestionSpec, Quiz, choices, read_cards, read_suit
from tutorial.core.questions.card_facts import CARD_SENTENCES, card_explanation
from tutorial.core.questions.scene import Cards, Felt, Hint, TableScene
from tutorial.core.steps.miss_text import find_miss, why_wrong
from tutorial.core.text.i18n import N_, get_translator
from tutorial.widgets.quiz_table import answer_of, answer_verdicts, quiz_scene
from tutorial.widgets.table_picks import Pick

EN = get_translator("en")
TOUCH_HINT = "Touch the one trump among these cards."


@pytest.fixture
def spot_the_trump() -> Iterator[type[QuestionSpec]]:
    """The toy kind ``spot_the_trump``: one trump among plain cards, touched on the table. Declared here,
    registered as every kind is (by subclassing), and unregistered afterwards."""

    class SpotTheTrump(CardAnswers):  # its answers are cards, named as cards
        PROMPT: ClassVar[str] = N_("Which card is a trump?")
        SENTENCES: ClassVar[dict[str, str]] = {"trump_suit_card": CARD_SENTENCES["trump_suit_card"]}
        TOUCHES: ClassVar[frozenset[str]] = frozenset({"card"})

        question: Literal["spot_the_trump"]
        cards: tuple[str, ...]
        trump: str

        def build(self, rules: Rules) -> Quiz:
            trump, cards = read_suit(self.trump), read_cards(self.cards, rules, "cards", at_least=2)
            answer = next(c for c in cards if is_trump(c, trump, rules))
            return Quiz(
                self.question,
                self.shown_prompt,
                choices(c.code for c in cards),
                False,
                False,
                (answer.code,),
                card_explanation(answer, trump, rules),
                trump=trump,
                cards=tuple(c.code for c in cards),
            )

        @classmethod
        def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
            return TableScene((Felt((Cards(quiz.cards, N_("The cards"), pick="card"),)), Hint(TOUCH_HINT)))

        @classmethod
        def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
            assert quiz.trump
            return trump_answer_wrong(parse_card(answer[0]), quiz.trump, True, rules)

    yield SpotTheTrump
    del KINDS["spot_the_trump"]


@pytest.fixture
def quiz(spot_the_trump: type[QuestionSpec]) -> Quiz:
    return spot_the_trump.model_validate(
        {"question": "spot_the_trump", "cards": ("AS", "9H", "KC"), "trump": "H"}
    ).build(Rules())


def test_the_kind_is_registered_by_its_module_alone(spot_the_trump: type[QuestionSpec], quiz: Quiz) -> None:
    assert KINDS["spot_the_trump"] is spot_the_trump
    assert quiz.question_kind is spot_the_trump


def test_its_table_is_drawn_from_its_scene_with_its_cards_as_the_buttons(quiz: Quiz) -> None:
    scene = quiz_scene(quiz, Rules(), EN)
    assert re.findall(r'data-pick="([^"]+)"', scene.html) == ["card:AS", "card:9H", "card:KC"]
    assert TOUCH_HINT in scene.html and "Trump:" in scene.html  # its words, and the trump marker
    assert (scene.multi, scene.order) == (False, 0)  # one touch answers
    off = quiz_scene(quiz, Rules(), EN, disabled=True).html
    assert off.count('aria-disabled="true"') == 3, "an answered question's cards are off"


def test_a_touch_on_its_cards_is_its_answer(quiz: Quiz) -> None:
    touched = answer_of(quiz, Pick("card", "9H"))
    assert touched == ["9H"] and quiz.check(touched).correct
    assert answer_of(quiz, Pick("seat", "1")) is None, "a touch the kind does not take answers nothing"


def test_the_table_judges_every_card_in_advance(quiz: Quiz) -> None:
    verdicts = answer_verdicts(quiz, Rules(), EN, revealed_on_miss=False)
    assert {key: v.accepted for key, v in verdicts.items()} == {"card:AS": False, "card:9H": True, "card:KC": False}
    assert verdicts["card:9H"].text.startswith("Right!")


def test_a_miss_says_why_the_chosen_card_is_wrong_without_the_answer(quiz: Quiz) -> None:
    assert str(find_miss(quiz, ["AS"], Rules()).code) == "not_a_trump"  # type: ignore[union-attr]
    why = why_wrong(quiz, ["AS"], Rules(), EN)
    assert why == "A♠ is not of the trump suit, and it is not a bower.", "about the card chosen, not the answer"
    verdict = answer_verdicts(quiz, Rules(), EN, revealed_on_miss=False)["card:AS"]
    assert verdict.text == "Not quite. " + why  # the table says it at once
    assert find_miss(quiz, ["9H"], Rules()) is None, "the right answer has no miss"


def test_the_projector_names_an_answer_in_the_kind_s_words(quiz: Quiz) -> None:
    assert quiz.question_kind.tally_label(quiz, ["KC"], EN) == "King of clubs"


@pytest.fixture
def odd_or_even() -> Iterator[type[QuestionSpec]]:
    """A toy kind with no table of its own: the defaults answer it with one button per choice."""

    class OddOrEven(QuestionSpec):
        SENTENCES: ClassVar[dict[str, str]] = {"plain_card": CARD_SENTENCES["plain_card"]}

        question: Literal["odd_or_even"]

        def build(self, rules: Rules) -> Quiz:
            card = parse_card("9C")
            return Quiz(
                self.question,
                "Odd or even?",
                choices(("odd", "even")),
                False,
                False,
                ("odd",),
                card_explanation(card, "H", rules),
                trump="H",
                cards=(card.code,),
            )

    yield OddOrEven
    del KINDS["odd_or_even"]


def test_a_kind_without_a_table_is_answered_with_one_button_per_choice(odd_or_even: type[QuestionSpec]) -> None:
    quiz = odd_or_even.model_validate({"question": "odd_or_even"}).build(Rules())
    scene = quiz_scene(quiz, Rules(), EN, tried=("even",))
    assert re.findall(r'data-pick="([^"]+)"', scene.html) == ["answer:odd", "answer:even"]
    assert 'aria-disabled="true"' in scene.html.split('data-pick="answer:even"')[1].split(">")[0], "missed: off"
    assert 'aria-label="The cards"' in scene.html, "its card is shown beside the answers"
    assert answer_of(quiz, Pick("answer", "odd")) == ["odd"] and answer_of(quiz, Pick("card", "9C")) is None
    assert find_miss(quiz, ["even"], Rules()) is None, "no reason of its own: the page says only to try again"
    assert answer_verdicts(quiz, Rules(), EN, revealed_on_miss=False)["answer:even"].text == "Not quite. Try again."
