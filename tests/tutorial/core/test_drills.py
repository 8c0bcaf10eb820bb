"""Drill generators: every answer agrees with the engine, questions rebuild from their seed, and the
cards people get wrong come up often."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import (
    Rules,
    card_role,
    effective_suit,
    new_deck,
    parse_card,
    same_colour_suit,
    trick_winner,
    trump_ranking,
)
from tutorial.core.drills.generators import (
    DRILLS,
    asked,
    drill_problems,
    fresh_question_key,
    make_question,
    parse_question_key,
    question_key,
)
from tutorial.core.steps.quizzes import Quiz

RULES = [
    pytest.param(Rules(), id="standard"),
    pytest.param(Rules(joker=True), id="joker"),
    pytest.param(Rules(benny=True), id="benny"),
    pytest.param(Rules(min_rank=7), id="deck32"),
    pytest.param(Rules(num_players=3), id="cutthroat"),
]
SEEDS = range(300)


def _engine_answer(quiz: Quiz, rules: Rules) -> tuple[str, ...]:
    """The answer computed here straight from the engine, independently of the quiz builder."""
    trump = quiz.trump
    assert trump is not None, "every drill question should name a trump"
    if quiz.kind in ("effective_suit", "is_trump", "card_role"):
        card = parse_card(quiz.cards[0])
        if quiz.kind == "effective_suit":
            return (effective_suit(card, trump),)
        if quiz.kind == "is_trump":
            return ("yes" if effective_suit(card, trump) == trump else "no",)
        return (card_role(card, trump),)
    if quiz.kind == "which_card_wins":
        trick = [parse_card(c) for c in quiz.trick]
        return (trick[trick_winner(trick, trump)].code,)
    if quiz.kind == "rank_trumps":
        asked = {parse_card(c) for c in quiz.cards}
        return tuple(c.code for c in trump_ranking(trump, new_deck(rules)) if c in asked)
    raise AssertionError(f"unexpected question type {quiz.kind} from a drill")


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("name", sorted(DRILLS))
def test_answers_agree_with_the_engine(name: str, rules: Rules) -> None:
    deck = set(new_deck(rules))
    for seed in SEEDS:
        quiz = make_question(name, {}, random.Random(seed), rules)
        expected = _engine_answer(quiz, rules)
        assert quiz.expected == expected, (
            f"drill {name} seed {seed}: the quiz expects {quiz.expected} but the engine says {expected}"
        )
        assert quiz.check(list(expected) if quiz.multi else expected[0]).correct, (
            f"drill {name} seed {seed}: the engine's answer should be accepted"
        )
        shown = [parse_card(c) for c in (*quiz.cards, *quiz.trick)]
        assert all(c in deck for c in shown), f"drill {name} seed {seed}: every card should be in this deck"
        assert len(set(shown)) == len(shown), f"drill {name} seed {seed}: no card should appear twice"
        assert {c.value for c in quiz.choices} >= set(expected), (
            f"drill {name} seed {seed}: the right answer should be among the choices"
        )


@pytest.mark.parametrize("name", sorted(DRILLS))
def test_a_question_is_rebuilt_from_its_seed(name: str) -> None:
    for seed in range(50):
        first = make_question(name, {}, random.Random(seed), Rules())
        again = make_question(name, {}, random.Random(seed), Rules())
        assert first == again, f"drill {name} seed {seed} should give the same question twice"


def test_the_trump_parameter_fixes_the_trump() -> None:
    trumps = {make_question("left_bower", {"trump": "D"}, random.Random(s), Rules()).trump for s in SEEDS}
    assert trumps == {"D"}, f"with trump D every question should be about diamonds, not {trumps}"


def test_kinds_narrow_the_mixed_drill() -> None:
    kinds = {make_question("left_bower", {"kinds": ["is_trump"]}, random.Random(s), Rules()).kind for s in SEEDS}
    assert kinds == {"is_trump"}


def test_the_mixed_drill_uses_every_kind() -> None:
    kinds = Counter(make_question("left_bower", {}, random.Random(s), Rules()).kind for s in SEEDS)
    assert set(kinds) == {"effective_suit", "is_trump", "which_card_wins", "rank_trumps"}, (
        f"the left-bower drill should mix its four question types, got {dict(kinds)}"
    )


def test_the_left_bower_comes_up_far_more_often_than_by_chance() -> None:
    rules = Rules()
    lefts = 0
    for seed in SEEDS:
        quiz = make_question("effective_suit", {}, random.Random(seed), rules)
        assert quiz.trump is not None
        lefts += quiz.cards[0] == "J" + same_colour_suit(quiz.trump)
    by_chance = len(SEEDS) / len(new_deck(rules))
    assert lefts > 4 * by_chance, f"the left bower came up {lefts} times in {len(SEEDS)}, about chance level"


def test_the_best_bower_is_asked_about_when_the_deck_has_one() -> None:
    codes = {make_question("is_trump", {}, random.Random(s), Rules(joker=True)).cards[0] for s in SEEDS}
    assert "JOKER" in codes, "with the joker in the deck, the drill should ask about it"


@pytest.mark.parametrize(
    ("name", "params", "problem"),
    [
        pytest.param("left_bowr", {}, "did you mean 'left_bower'", id="typo"),
        pytest.param("is_trump", {"trump": "X"}, "trump must be one of", id="bad-trump"),
        pytest.param("is_trump", {"colour": "red"}, "unknown parameter 'colour'", id="unknown-param"),
        pytest.param("left_bower", {"kinds": ["poker"]}, "kinds must be a list", id="bad-kind"),
        pytest.param("left_bower", {"kinds": "is_trump"}, "kinds must be a list", id="kinds-not-a-list"),
    ],
)
def test_bad_drill_steps_are_explained(name: str, params: dict[str, object], problem: str) -> None:
    problems = [p.message for p in drill_problems(name, params)]
    assert any(problem in p for p in problems), f"expected a problem mentioning {problem!r}, got {problems}"


def test_a_good_drill_step_has_no_problem() -> None:
    assert drill_problems("left_bower", {"trump": "H", "kinds": ["is_trump", "rank_trumps"]}) == []


def test_an_unknown_drill_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown drill generator"):
        make_question("nope", {}, random.Random(1), Rules())


@pytest.mark.parametrize(
    ("key", "parsed"),
    [
        pytest.param(question_key("is_trump", 7), ("is_trump", 7), id="round-trip"),
        pytest.param("is_trump:x", None, id="bad-seed"),
        pytest.param("poker:3", None, id="unknown-drill"),
        pytest.param("", None, id="empty"),
    ],
)
def test_question_keys(key: str, parsed: tuple[str, int] | None) -> None:
    assert parse_question_key(key) == parsed


class _Draws(random.Random):
    """An rng whose draws are given: the seeds the drill page would pick."""

    def __init__(self, *seeds: int) -> None:
        super().__init__(0)
        self._seeds = list(seeds)

    def randrange(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
        return self._seeds.pop(0)


def test_a_new_question_is_never_the_one_on_screen() -> None:
    # Seeds 4 and 15 ask the same "trump or not?" question: drawn after 4, seed 15 is passed over.
    assert asked("is_trump:15", Rules()) == asked("is_trump:4", Rules())
    assert fresh_question_key("is_trump", _Draws(15, 16), Rules(), unlike="is_trump:4") == "is_trump:16"
    assert asked("is_trump:16", Rules()) != asked("is_trump:4", Rules())
    assert fresh_question_key("is_trump", _Draws(15), Rules()) == "is_trump:15", "nothing on screen: any question"
    assert fresh_question_key("is_trump", _Draws(15), Rules(), unlike="not a key") == "is_trump:15"
