"""The target-score question: the engine's game rules decide who has won, under the house rules in force."""

from __future__ import annotations

import pytest

from engine import Rules
from tutorial.core.steps.quizzes import QuizError, build_quiz, quiz_spec


@pytest.mark.parametrize(
    ("rules", "score", "makers", "tricks", "alone", "expected"),
    [
        pytest.param(Rules(), (8, 7), "us", 5, False, "us", id="a-march-reaches-ten"),
        pytest.param(Rules(winning_score=11), (8, 7), "us", 5, False, "nobody", id="not-at-a-table-playing-to-11"),
        pytest.param(Rules(), (8, 7), "us", 4, False, "nobody", id="one-point-is-not-enough"),
        pytest.param(Rules(), (9, 8), "us", 2, False, "them", id="euchred-makers-give-the-game-away"),
        pytest.param(Rules(winning_score=21), (3, 17), "them", 5, True, "them", id="a-lone-march-to-21"),
        pytest.param(
            Rules(loner_march_score=5, winning_score=21), (3, 16), "them", 5, True, "them", id="five-point-loner"
        ),
        pytest.param(Rules(winning_score=21), (3, 16), "them", 5, True, "nobody", id="four-point-loner-falls-short"),
    ],
)
def test_who_wins_the_game(
    rules: Rules, score: tuple[int, int], makers: str, tricks: int, alone: bool, expected: str
) -> None:
    quiz = build_quiz(
        quiz_spec(
            question="game_winner",
            score=score,
            makers=makers,  # type: ignore[arg-type]
            maker_tricks=tricks,
            maker_alone=alone,
        ),
        rules,
    )
    assert quiz.expected == (expected,)
    assert quiz.check(expected).correct
    assert quiz.explanation.code == f"game_{expected}"


def test_a_game_already_over_is_refused() -> None:
    with pytest.raises(QuizError, match="already over"):
        build_quiz(quiz_spec(question="game_winner", score=(10, 4), maker_tricks=3), Rules())


def test_cutthroat_has_no_sides_to_ask_about() -> None:
    with pytest.raises(QuizError, match="two teams"):
        build_quiz(quiz_spec(question="game_winner", score=(4, 4), maker_tricks=3), Rules(num_players=3))
