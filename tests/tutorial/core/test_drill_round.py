"""The timed round's score: guessing does not pay."""

from __future__ import annotations

import random

from tutorial.core.drills.timed_round import WRONG_PENALTY, round_score


def test_every_right_answer_scores_a_point() -> None:
    assert round_score(right=7, wrong=0) == 7, "seven right answers and no wrong one should score 7"


def test_a_wrong_answer_costs_a_point() -> None:
    assert round_score(right=7, wrong=1) == 7 - WRONG_PENALTY, "a wrong answer should take a point off"


def test_the_score_never_goes_below_zero() -> None:
    assert round_score(right=0, wrong=9) == 0, "a round of wrong answers should score 0, not a debt"


def test_guessing_every_answer_scores_less_than_answering_fewer_with_nothing_wrong() -> None:
    # A guesser answers three times as many two-choice questions, right only by chance; the careful
    # learner answers fewer but knows every one.
    rng = random.Random(9)
    guesses = [rng.random() < 0.5 for _ in range(60)]
    guesser = round_score(right=sum(guesses), wrong=len(guesses) - sum(guesses))
    careful = round_score(right=20, wrong=0)
    assert guesser < careful, f"guessing 60 answers should score less than 20 right ones ({guesser} vs {careful})"


def test_on_average_a_guess_on_a_two_choice_question_is_worth_nothing() -> None:
    expected = 0.5 * 1 - 0.5 * WRONG_PENALTY
    assert expected <= 0, "a coin-flip guess should not be worth a point on average"
