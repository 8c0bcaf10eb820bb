"""The first miss teaches without telling: the sentence is about the chosen answer, never the right one."""

from __future__ import annotations

import pytest

from engine import Rules
from engine.coach.misses import MissCode
from tutorial.core.course.loading import load_course
from tutorial.core.lessons.model import step_rules
from tutorial.core.questions import QUESTION_KINDS, quiz_spec
from tutorial.core.steps.miss_text import SENTENCES, find_miss, why_wrong
from tutorial.core.steps.quizzes import Quiz, build_quiz
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.widgets.quiz_view import choice_label


def _table_quizzes() -> list[tuple[str, Quiz, Rules]]:
    """Every quiz of the course, of every kind."""
    found = []
    for lesson in load_course().lessons:
        for step in lesson.steps:
            if step.kind == "quiz":
                rules = step_rules(lesson, step, Rules())
                found.append((f"{lesson.id}/{step.id}", build_quiz(step, rules), rules))  # type: ignore[arg-type]
    return found


def test_every_miss_code_has_a_sentence() -> None:
    assert set(SENTENCES) == set(MissCode)


def _wrong_answers(q: Quiz) -> list[list[str]]:
    """Wrong answers a learner can give: each wrong choice; for several answers, one too many and one too few."""
    if q.kind == "rank_trumps":
        return [list(reversed(q.expected))]
    if q.kind in ("legal_cards", "bidding_options"):
        pool = q.hand if q.kind == "legal_cards" else tuple(c.value for c in q.choices)
        extra = [c for c in pool if c not in q.expected]
        wrongs = [list(q.expected) + extra[:1]] if extra else []
        if len(q.expected) > 1:
            wrongs.append(list(q.expected[:-1]))
        return wrongs
    return [[c.value] for c in q.choices if c.value not in q.expected]


def test_every_question_kind_is_asked_somewhere_in_the_course() -> None:
    asked = {q.kind for _where, q, _rules in _table_quizzes()}
    assert asked == set(QUESTION_KINDS), f"kinds no lesson asks, so untested here: {set(QUESTION_KINDS) - asked}"


@pytest.mark.parametrize(("where", "quiz", "rules"), _table_quizzes(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_wrong_answer_of_the_course_gets_a_reason(where: str, quiz: Quiz, rules: Rules) -> None:
    q = quiz
    for wrong in _wrong_answers(q):
        for locale in LOCALES:
            text = why_wrong(q, wrong, rules, get_translator(locale))
            assert text, f"{where}: answering {wrong} should be told why in {locale}"
        assert find_miss(q, list(q.expected), rules) is None, f"{where}: the right answer has no miss"


@pytest.mark.parametrize(("where", "quiz", "rules"), _table_quizzes(), ids=lambda v: v if isinstance(v, str) else "")
def test_the_first_miss_never_names_the_right_answer(where: str, quiz: Quiz, rules: Rules) -> None:
    if quiz.multi or quiz.kind == "is_trump" or quiz.expected == ("trump",):
        return  # several answers, yes/no, and "a trump" (a word every reason uses): nothing to look for
    en = get_translator("en")
    right = choice_label(quiz, quiz.expected[0], en).lower()
    for wrong in _wrong_answers(quiz):
        text = (why_wrong(quiz, wrong, rules, en) or "").lower()
        assert right not in text, f"{where}: the reason for {wrong} gives the answer away: {text!r}"


# One situation per reason of each kind that had none before: the engine's code, and a sentence in every language.
MISSES = [
    pytest.param(
        dict(question="effective_suit", card="JD", trump="H"),
        ["D"],
        Rules(),
        MissCode.LEFT_BOWER_LEAVES_ITS_SUIT,
        id="the-left-bower-is-not-its-printed-suit",
    ),
    pytest.param(
        dict(question="effective_suit", card="JC", trump="H"),
        ["H"],
        Rules(),
        MissCode.NOT_A_BOWER,
        id="a-jack-of-the-other-colour-does-not-join-trump",
    ),
    pytest.param(
        dict(question="effective_suit", card="AS", trump="H"),
        ["C"],
        Rules(),
        MissCode.KEEPS_ITS_SUIT,
        id="a-plain-card-keeps-its-suit",
    ),
    pytest.param(
        dict(question="effective_suit", card="JOKER", trump="H"),
        ["S"],
        Rules(joker=True),
        MissCode.BEST_BOWER_NOT_THAT_SUIT,
        id="the-joker-is-not-a-spade",
    ),
    pytest.param(
        dict(question="card_role", card="JD", trump="H"),
        ["right_bower"],
        Rules(),
        MissCode.NOT_THE_RIGHT_BOWER,
        id="the-left-bower-is-not-the-right-one",
    ),
    pytest.param(
        dict(question="card_role", card="JH", trump="H"),
        ["left_bower"],
        Rules(),
        MissCode.NOT_THE_LEFT_BOWER,
        id="the-right-bower-is-not-the-left-one",
    ),
    pytest.param(
        dict(question="card_role", card="JH", trump="H"),
        ["trump"],
        Rules(),
        MissCode.MORE_THAN_A_PLAIN_TRUMP,
        id="a-bower-is-more-than-a-plain-trump",
    ),
    pytest.param(
        dict(question="card_role", card="AH", trump="H"),
        ["off_suit"],
        Rules(),
        MissCode.NOT_OFF_SUIT,
        id="an-ace-of-trump-is-not-off-suit",
    ),
    pytest.param(
        dict(question="card_role", card="JH", trump="D"),
        ["best_bower"],
        Rules(benny=True),
        MissCode.NOT_THE_BEST_BOWER,
        id="a-jack-is-not-the-best-bower",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="9H"),
        ["pass", "call S"],
        Rules(),
        MissCode.NO_SUIT_IN_ROUND_ONE,
        id="no-suit-is-named-in-round-one",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="9H", bidding=["pass"] * 4),
        ["pass", "call H"],
        Rules(),
        MissCode.TURNED_DOWN_SUIT,
        id="the-turned-down-suit",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="9H", bidding=["pass"] * 4),
        ["pass", "order up"],
        Rules(),
        MissCode.UPCARD_TURNED_DOWN,
        id="no-ordering-up-in-round-two",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="9H", bidding=["pass"] * 7),
        ["pass", "call S"],
        Rules(stick_the_dealer=True),
        MissCode.DEALER_IS_STUCK,
        id="stuck-dealer",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="JOKER"),
        ["pass"],
        Rules(joker=True),
        MissCode.BEST_BOWER_TURNED_UP,
        id="a-turned-up-joker-is-not-bid-on",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="9H", bidding=["pass"]),
        ["order up"],
        Rules(canadian=True),
        MissCode.CANADIAN_ONLY_ALONE,
        id="the-canadian-loner",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="N", upcard="9H"),
        ["order up alone"],
        Rules(num_players=3),
        MissCode.NO_PARTNERS_NO_ALONE,
        id="nobody-alone-at-three",
    ),
    pytest.param(
        dict(question="bidding_options", dealer="E", upcard="9H"),
        ["pass"],
        Rules(),
        MissCode.BID_MISSING,
        id="an-allowed-bid-forgotten",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=3),
        ["defenders:2"],
        Rules(),
        MissCode.MAKERS_MADE_IT,
        id="three-tricks-make-it",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=2),
        ["makers:1"],
        Rules(),
        MissCode.MAKERS_FELL_SHORT,
        id="two-tricks-fall-short",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=4),
        ["makers:2"],
        Rules(),
        MissCode.NOT_A_MARCH,
        id="four-tricks-are-no-march",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=5),
        ["makers:1"],
        Rules(),
        MissCode.MARCH_SCORES_MORE,
        id="a-march-scores-more",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=5),
        ["makers:4"],
        Rules(),
        MissCode.LONE_MARCH_ONLY_ALONE,
        id="the-lone-march-needs-a-loner",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=5, maker_alone=True),
        ["makers:2"],
        Rules(),
        MissCode.LONE_MARCH_SCORES_MORE,
        id="a-lone-march-scores-more",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=1),
        ["defenders:4"],
        Rules(defend_alone="always"),
        MissCode.NO_LONE_DEFENDER,
        id="no-lone-defender",
    ),
    pytest.param(
        dict(question="score_the_hand", maker_tricks=1, defender_alone=True),
        ["defenders:2"],
        Rules(defend_alone="always"),
        MissCode.LONE_DEFENDER_SCORES_MORE,
        id="a-lone-defender-scores-more",
    ),
    pytest.param(
        dict(question="game_winner", score=(8, 7), maker_tricks=5),
        ["nobody"],
        Rules(),
        MissCode.TARGET_REACHED,
        id="ten-is-reached",
    ),
    pytest.param(
        dict(question="game_winner", score=(8, 7), maker_tricks=3),
        ["us"],
        Rules(),
        MissCode.US_SHORT_OF_TARGET,
        id="nine-is-not-ten",
    ),
    pytest.param(
        dict(question="game_winner", score=(8, 8), makers="them", maker_tricks=2),
        ["them"],
        Rules(),
        MissCode.THEM_SHORT_OF_TARGET,
        id="a-euchre-scores-for-us-not-them",
    ),
]


@pytest.mark.parametrize(("spec", "answer", "rules", "code"), MISSES)
def test_each_kind_says_why_the_chosen_answer_is_wrong(
    spec: dict[str, object], answer: list[str], rules: Rules, code: MissCode
) -> None:
    quiz = build_quiz(quiz_spec(**spec), rules)
    assert not quiz.check(answer).correct, "the situation should make this answer wrong"
    miss = find_miss(quiz, answer, rules)
    assert miss is not None and miss.code is code
    for locale in LOCALES:
        text = why_wrong(quiz, answer, rules, get_translator(locale))
        assert text and "{" not in text, f"{locale}: the reason should be a whole sentence: {text!r}"
