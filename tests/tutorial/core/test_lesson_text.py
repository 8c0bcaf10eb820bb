"""Lesson text follows the active house rules and shows cards in the learner's language."""

from __future__ import annotations

import pytest

from engine import Rules
from tutorial.core.course.loading import load_course
from tutorial.core.house_rules.presets import PRESETS
from tutorial.core.lessons.markdown import render_text, table_notice
from tutorial.core.lessons.model import TextVariant
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.state import Outcome
from tutorial.core.text.card_text import card_name, card_short
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.core.text.outcome_text import OUTCOME_PLACEHOLDERS, outcome_facts, outcome_values

EN = get_translator("en")

STICK = (
    TextVariant(text="Everyone passed twice."),
    TextVariant(text="The dealer must name a suit.", when={"stick_the_dealer": True}),
    TextVariant(text="The cards are thrown in.", when={"stick_the_dealer": False}),
)


@pytest.mark.parametrize(
    ("rules", "shown", "hidden"),
    [
        pytest.param(Rules(), "must name a suit", "thrown in", id="stick-the-dealer"),
        pytest.param(Rules(stick_the_dealer=False), "thrown in", "must name a suit", id="throw-in"),
    ],
)
def test_conditional_text_follows_the_rules(rules: Rules, shown: str, hidden: str) -> None:
    text = render_text(STICK, rules, EN)
    assert text.startswith("Everyone passed twice.") and shown in text and hidden not in text


def test_placeholders_come_from_the_rules() -> None:
    assert render_text("Game is {winning_score}.", Rules(winning_score=11), EN) == "Game is 11."
    assert render_text("A lone march: {loner_march_score}.", Rules(loner_march_score=5), EN).endswith("5.")


def test_card_tokens_become_cards_and_other_brackets_stay() -> None:
    text = render_text("[JD] and [10H], not [link](https://x) or {unknown}.", Rules(), EN)
    assert "[JD]" not in text and "[10H]" not in text and "[link](https://x)" in text and "{unknown}" in text
    assert "♦" in text and "♥" in text


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(joker=True), Rules(min_rank=7), Rules(num_players=3), Rules(stick_the_dealer=False)]
)
def test_every_text_of_the_course_renders_without_leftover_placeholders(rules: Rules) -> None:
    for lesson in load_course().lessons:
        texts = [lesson.title, lesson.summary]
        feedback = []
        for step in lesson.steps:
            texts += [getattr(step, f, None) for f in ("title", "text", "prompt")]
            texts += list(getattr(step, "hints", ()))
            feedback += [getattr(step, f, None) for f in ("on_success", "on_failure")]
        played = {name: "X" for name in OUTCOME_PLACEHOLDERS}  # what the engine reports of the play
        for t, values in [(t, None) for t in texts] + [(t, played) for t in feedback]:
            out = render_text(t, lesson.rules_for(rules), EN, values)
            assert "{" not in out, f"{lesson.id}: a placeholder was left in {out!r}"


@pytest.mark.parametrize("locale", LOCALES)
def test_feedback_names_what_the_learner_played(locale: str) -> None:
    # The cutthroat practice's message, on a table where North follows hearts instead of trumping: the
    # learner may then take the trick with the left bower or with the 9 of trump.
    lesson = load_course().lesson("variants")
    assert lesson is not None
    step = next(s for s in lesson.steps if s.id == "cutthroat-practice").model_copy(
        update={
            "deal": "dealer=S up=9D | S: JC 9S AC KD QD | W: AH KH QC TC 9C | N: JS AS KS QS TH",
            "script": {"W": ["play AH"], "N": ["play TH"]},
        }
    )
    tr = get_translator(locale)
    texts = set()
    for card in ("JC", "9S"):
        run = PracticeRun.start(lesson, step, Rules())
        run.try_action(f"play {card}")
        assert run.outcome is Outcome.SUCCEEDED, f"taking the trick with {card} should succeed"
        text = render_text(step.on_success, Rules(), tr, outcome_values(run.state, tr), outcome_facts(run.state))
        named = card_name(card, tr) in text.lower() or card_short(card, tr) in text
        assert "{" not in text and named, f"{text!r} should name the {card} played"
        texts.add(text)
    assert len(texts) == 2, "the message should follow the card that took the trick"


@pytest.mark.parametrize(
    ("lesson_id", "step_id", "actions", "says"),
    [
        pytest.param("bidding", "dealer-picks-up", ["pass"], "You passed", id="dealer-passes-is-not-told-to-discard"),
        pytest.param(
            "bidding",
            "dealer-picks-up",
            ["order up", "discard AH"],
            "lay away",
            id="dealer-who-discards-wrongly-hears-which-card",
        ),
        pytest.param("scoring", "make-the-march", ["pass"], "You passed", id="passing-is-not-one-trick-lost"),
        pytest.param(
            "scoring", "make-the-march", ["order up", "play AS"], "One trick lost", id="an-early-side-ace-loses-a-trick"
        ),
    ],
)
def test_failure_feedback_follows_the_learners_decision(
    lesson_id: str, step_id: str, actions: list[str], says: str
) -> None:
    lesson = load_course().lesson(lesson_id)
    assert lesson is not None
    step = next(s for s in lesson.steps if s.id == step_id)
    run = PracticeRun.start(lesson, step, Rules())
    for action in actions:
        run.try_action(action)
    assert run.outcome is Outcome.FAILED, f"{actions} should fail {step_id}"
    text = render_text(step.on_failure, Rules(), EN, outcome_values(run.state, EN), outcome_facts(run.state))
    assert says in text and text.count("\n\n") == 0, f"{actions}: the feedback should say {says!r}: {text!r}"


FOUR_HANDS = Rules()  # a step at the partnership table: a question's seats or a practice's deal fix it


@pytest.mark.parametrize(
    ("preset", "game_words"),
    [
        pytest.param("cutthroat", "your house rules play cutthroat, with three players", id="cutthroat"),
        pytest.param("call_ace", "your house rules are call-ace euchre, with 4 players", id="call-ace-4"),
        pytest.param("auction", "your house rules are auction euchre, with 5 players", id="auction-5"),
        pytest.param("auction7", "your house rules are auction euchre, with 7 players", id="auction-7"),
    ],
)
def test_the_table_notice_names_the_house_table_as_it_is(preset: str, game_words: str) -> None:
    notice = table_notice(FOUR_HANDS, PRESETS[preset][1], EN)
    assert notice is not None and notice.startswith("This step is played at the four-player table, two against two")
    assert notice.endswith(game_words + "."), notice
    if preset != "cutthroat":
        assert "cutthroat" not in notice and "three players" not in notice


@pytest.mark.parametrize("locale", LOCALES)
def test_every_language_tells_the_house_tables_apart(locale: str) -> None:
    tr = get_translator(locale)
    notices = {name: table_notice(FOUR_HANDS, PRESETS[name][1], tr) for name in ("cutthroat", "call_ace", "auction")}
    assert len(set(notices.values())) == 3, f"{locale}: two house tables get the same notice: {notices}"
    assert "5" in str(notices["auction"]) and "4" in str(notices["call_ace"])
    assert table_notice(FOUR_HANDS, PRESETS["auction7"][1], tr) != notices["auction"]


@pytest.mark.parametrize("preset", ["standard", "classic", "joker", "benny", "canadian", "deck32"])
def test_no_notice_at_a_four_player_partnership_table(preset: str) -> None:
    assert table_notice(FOUR_HANDS, PRESETS[preset][1], EN) is None
