"""Every quiz type answers from the engine, under the rules given."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine import Rules
from tutorial.core.steps.quizzes import QuestionSpec, QuizError, build_quiz, quiz_spec

CASES = [
    pytest.param(
        quiz_spec(question="effective_suit", card="JD", trump="H"),
        Rules(),
        ("H",),
        "left_bower_is_trump",
        id="left-bower-belongs-to-trump",
    ),
    pytest.param(
        quiz_spec(question="effective_suit", card="JD", trump="S"),
        Rules(),
        ("D",),
        "jack_of_other_colour",
        id="black-trump-leaves-jd-a-diamond",
    ),
    pytest.param(
        quiz_spec(question="is_trump", card="JOKER", trump="C"),
        Rules(joker=True),
        ("yes",),
        "best_bower_is_trump",
        id="joker-is-trump",
    ),
    pytest.param(
        quiz_spec(question="is_trump", card="AD", trump="H"),
        Rules(),
        ("no",),
        "plain_card",
        id="same-colour-ace-is-not-trump",
    ),
    pytest.param(
        quiz_spec(question="card_role", card="JC", trump="C"),
        Rules(),
        ("right_bower",),
        "right_bower_is_trump",
        id="right-bower-role",
    ),
    pytest.param(
        quiz_spec(question="rank_trumps", cards=("AH", "JD", "9H", "JH"), trump="H"),
        Rules(),
        ("JH", "JD", "AH", "9H"),
        "trump_order",
        id="rank-hearts",
    ),
    pytest.param(
        quiz_spec(question="legal_cards", hand=("JD", "AS", "9C"), trick=("9H",), trump="H"),
        Rules(),
        ("JD",),
        "left_bower_follows_trump",
        id="left-bower-must-follow-trump",
    ),
    pytest.param(
        quiz_spec(question="legal_cards", hand=("JD", "AS"), trick=("9D",), trump="H"),
        Rules(),
        ("JD", "AS"),
        "left_bower_not_its_printed_suit",
        id="left-bower-cannot-follow-diamonds",
    ),
    pytest.param(
        quiz_spec(question="legal_cards", hand=("AS", "9C"), trick=("9D",), trump="H"),
        Rules(),
        ("AS", "9C"),
        "no_duty_to_trump",
        id="void-plays-anything",
    ),
    pytest.param(
        quiz_spec(question="legal_cards", hand=("AD", "KD", "JH"), trick=("9D",), trump="S"),
        Rules(),
        ("AD", "KD"),
        "must_follow_led_suit",
        id="must-follow",
    ),
    pytest.param(
        quiz_spec(question="which_card_wins", trick=("AS", "9S", "JC", "KS"), trump="H"),
        Rules(),
        ("AS",),
        "highest_of_led_suit_wins",
        id="no-trump-highest-of-led",
    ),
    pytest.param(
        quiz_spec(question="which_card_wins", trick=("AS", "9H", "JC", "KS"), trump="C"),
        Rules(),
        ("JC",),
        "highest_trump_wins",
        id="right-bower-wins",
    ),
    pytest.param(
        quiz_spec(question="who_leads", dealer="E", upcard="9H", bidding=("order up",)),
        Rules(),
        ("0",),
        "left_of_dealer_leads",
        id="left-of-dealer-leads",
    ),
    pytest.param(
        quiz_spec(question="who_leads", dealer="E", upcard="9H", bidding=("pass", "order up alone")),
        Rules(loner_lead="left_of_loner"),
        ("2",),
        "left_of_loner_leads",
        id="left-of-loner-leads",
    ),
    pytest.param(
        quiz_spec(question="who_leads", trick=("9S", "AS", "QS", "TS"), leader="W", trump="H"),
        Rules(),
        ("2",),
        "trick_winner_leads",
        id="trick-winner-leads",
    ),
    pytest.param(
        quiz_spec(
            question="bidding_options",
            dealer="E",
            upcard="9H",
            bidding=("pass", "pass", "pass", "pass", "pass", "pass", "pass"),
        ),
        Rules(),
        ("call C", "call C alone", "call D", "call D alone", "call S", "call S alone"),
        "dealer_is_stuck",
        id="stick-the-dealer",
    ),
    pytest.param(
        quiz_spec(question="bidding_options", dealer="E", upcard="9H", bidding=("pass",)),
        Rules(canadian=True),
        ("pass", "order up alone"),
        "bid_round_one_canadian",
        id="canadian-loner",
    ),
    pytest.param(
        quiz_spec(question="score_the_hand", maker_tricks=5, maker_alone=True),
        Rules(loner_march_score=5),
        ("makers:5",),
        "lone_march",
        id="five-point-lone-march",
    ),
    pytest.param(
        quiz_spec(question="score_the_hand", maker_tricks=2, defender_alone=True),
        Rules(defend_alone="always", lone_defender_euchre_score=2),
        ("defenders:2",),
        "lone_defender_euchre",
        id="lone-defender-two-points",
    ),
]


@pytest.mark.parametrize(("spec", "rules", "expected", "code"), CASES)
def test_quiz_answer_and_explanation_come_from_the_engine(
    spec: QuestionSpec, rules: Rules, expected: tuple[str, ...], code: str
) -> None:
    quiz = build_quiz(spec, rules)
    assert quiz.expected == expected, f"{spec.question} should expect {expected}, not {quiz.expected}"
    assert quiz.explanation.code == code
    assert quiz.check(list(expected) if quiz.multi else expected[0]).correct
    assert all(value in {c.value for c in quiz.choices} for value in expected), "the answer must be a choice"


def test_multi_answers_are_sets_but_rankings_are_orders() -> None:
    legal = build_quiz(quiz_spec(question="legal_cards", hand=("AS", "9C"), trick=("9D",), trump="H"), Rules())
    assert legal.check(["9C", "AS"]).correct, "the order of legal cards does not matter"
    ranking = build_quiz(quiz_spec(question="rank_trumps", cards=("AH", "JH"), trump="H"), Rules())
    assert not ranking.check(["AH", "JH"]).correct, "a ranking in the wrong order is wrong"
    assert ranking.check(["jh", "ah"]).correct, "card codes are read in any case"


def test_garbage_answers_are_simply_wrong() -> None:
    quiz = build_quiz(quiz_spec(question="effective_suit", card="JD", trump="H"), Rules())
    assert not quiz.check("purple").correct


@pytest.mark.parametrize(
    ("fields", "missing"),
    [
        pytest.param({"question": "is_trump", "card": "JD"}, "trump", id="is_trump-needs-trump"),
        pytest.param({"question": "which_card_wins", "trump": "H"}, "trick", id="which_card_wins-needs-a-trick"),
        pytest.param({"question": "bidding_options", "upcard": "9H"}, "dealer", id="bidding_options-needs-the-dealer"),
        pytest.param({"question": "game_winner", "maker_tricks": 3}, "score", id="game_winner-needs-the-score"),
    ],
)
def test_each_question_kind_says_what_it_requires(fields: dict[str, object], missing: str) -> None:
    with pytest.raises(ValidationError) as info:
        quiz_spec(**fields)
    assert [e["loc"][-1] for e in info.value.errors() if e["type"] == "missing"] == [missing]


@pytest.mark.parametrize(
    ("spec", "rules", "field"),
    [
        pytest.param(quiz_spec(question="who_leads", dealer="E"), Rules(), "upcard", id="missing-upcard"),
        pytest.param(quiz_spec(question="is_trump", card="JOKER", trump="H"), Rules(), "card", id="joker-not-in-deck"),
        pytest.param(
            quiz_spec(question="rank_trumps", cards=("AH", "AS"), trump="H"), Rules(), "cards", id="ranking-a-non-trump"
        ),
        pytest.param(
            quiz_spec(question="who_leads", dealer="E", upcard="9H", bidding=("call H",)),
            Rules(),
            "bidding",
            id="illegal-bidding",
        ),
        pytest.param(
            quiz_spec(question="score_the_hand", maker_tricks=1, defender_alone=True),
            Rules(),
            "defender_alone",
            id="defending-alone-is-off",
        ),
    ],
)
def test_impossible_questions_name_the_field(spec: QuestionSpec, rules: Rules, field: str) -> None:
    with pytest.raises(QuizError) as info:
        build_quiz(spec, rules)
    assert info.value.field == field


@pytest.mark.parametrize(
    ("tricks", "expected", "code"),
    [
        (3, "makers:1", "maker_score_one"),
        (5, "makers:2", "maker_march"),
        (2, "defenders:2", "maker_euchred"),
    ],
)
def test_at_three_players_the_hand_has_one_maker(tricks: int, expected: str, code: str) -> None:
    from tutorial.core.questions import KINDS
    from tutorial.core.text.i18n import get_translator

    quiz = build_quiz(quiz_spec(question="score_the_hand", maker_tricks=tricks), Rules(num_players=3))
    assert quiz.one_maker and quiz.expected == (expected,) and quiz.explanation.code == code
    labels = [KINDS["score_the_hand"].choice_label(quiz, c.value, get_translator("en")) for c in quiz.choices]
    assert not any("makers" in label or "defenders" in label for label in labels)
    assert build_quiz(quiz_spec(question="score_the_hand", maker_tricks=tricks), Rules()).one_maker is False


def test_the_dealer_picks_up_and_another_seat_s_bids_are_described() -> None:
    from tutorial.core.questions import KINDS
    from tutorial.core.text.i18n import get_translator

    en = get_translator("en")
    kind = KINDS["bidding_options"]
    # Three passes: the dealer (East) speaks, and takes the upcard himself.
    quiz = build_quiz(
        quiz_spec(question="bidding_options", dealer="E", upcard="9H", bidding=("pass", "pass", "pass")), Rules()
    )
    assert quiz.to_move == quiz.dealer and quiz.explanation.code == "bid_round_one_dealer"
    assert kind.choice_label(quiz, "order up", en) == "Picks up"
    # South speaks first: the learner's own bids are the buttons' words.
    quiz = build_quiz(quiz_spec(question="bidding_options", dealer="E", upcard="9H"), Rules())
    assert quiz.to_move == 0 and kind.choice_label(quiz, "pass", en) == "Pass"
