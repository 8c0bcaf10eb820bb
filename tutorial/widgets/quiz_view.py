"""A quiz question on screen: its situation (cards, trick, trump, bidding), its choices and the feedback.

The answer, its explanation and the words for each choice come from the question's kind
(:mod:`tutorial.core.questions`, answered by the engine); this module draws.
Used by the lesson player's quiz and drill steps.
"""

from __future__ import annotations

import streamlit as st

from engine import Rules, parse_card
from tutorial.core.lessons.markdown import render_text
from tutorial.core.steps.explanations import explain
from tutorial.core.steps.quizzes import Quiz, QuizResult
from tutorial.core.steps.verdicts import answer_feedback

# Re-exported for the classroom and the tests: their words are the table's too (tutorial.core.steps.verdicts).
from tutorial.core.steps.verdicts import expected_text as expected_text
from tutorial.core.steps.verdicts import ranking_phrase as ranking_phrase
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.card_text import card_name, seat_name, suit_name
from tutorial.core.text.i18n import Translator
from tutorial.core.text.table_text import bid_history
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table import draw_cards


def choice_label(quiz: Quiz, value: str, tr: Translator) -> str:
    """The words for one answer code of ``quiz`` (its question kind writes them)."""
    return quiz.choice_label(value, tr)


def draw_situation(quiz: Quiz, tr: Translator, *, with_cards: bool = True) -> None:
    """What the question is about, drawn before the choices; ``with_cards=False`` leaves the cards (and
    the facts a table shows) to the question's table (:mod:`tutorial.widgets.quiz_table`)."""
    _ = tr.gettext
    trump = quiz.trump
    facts: list[str] = []
    if trump:
        facts.append(_("Trump: {suit}").format(suit=suit_name(trump, tr)))
    if quiz.dealer is not None:
        facts.append(_("Dealer: {seat}").format(seat=seat_name(quiz.dealer, tr)))
    if quiz.upcard:
        facts.append(_("Upcard: {card}").format(card=card_name(quiz.upcard, tr)))
    if quiz.to_move is not None:
        facts.append(_("To bid: {seat}").format(seat=seat_name(quiz.to_move, tr)))
    if facts:
        st.markdown(red_suits(" · ".join(facts)))
    if quiz.history:
        bids = bid_history(quiz.history, tr, dealer=quiz.dealer)
        st.markdown(red_suits(_("Bidding so far: {bids}").format(bids=bids)))
    # The cards of a question are drawn without trump marks or roles (in the picture or its text
    # alternative): they would give the answer away. The trump suit is stated in words above.
    if with_cards:
        draw_question_cards(quiz, tr)
    if quiz.score is not None:
        st.markdown(
            _("Score before the hand: your side {us}, the other side {them} (the game is to {target}).").format(
                us=quiz.score[0], them=quiz.score[1], target=quiz.target
            )
            + " "
            + (_("Your side made trump.") if quiz.makers == "us" else _("The other side made trump."))
        )
    if quiz.maker_tricks is not None:
        n = quiz.maker_tricks
        if quiz.one_maker:
            line = tr.ngettext("The maker took {n} trick.", "The maker took {n} tricks.", n).format(n=n)
        else:
            line = tr.ngettext("The makers took {n} trick.", "The makers took {n} tricks.", n).format(n=n)
        if quiz.maker_alone:
            line += " " + _("The maker played alone.")
        if quiz.defender_alone:
            line += " " + _("A defender played alone.")
        st.markdown(line)


def has_cards(quiz: Quiz) -> bool:
    """Whether :func:`draw_situation` draws cards for ``quiz`` (else its situation is words only)."""
    return bool(quiz.shown_cards or quiz.trick or quiz.hand)


def draw_question_cards(quiz: Quiz, tr: Translator) -> None:
    """The question's cards, its trick and its hand (without the marks that would give the answer away)."""
    _ = tr.gettext
    if quiz.shown_cards:
        draw_cards([parse_card(c) for c in quiz.shown_cards], tr)
    if quiz.trick:
        if quiz.leader is not None:
            seat = seat_phrase(quiz.leader, tr)
            led_by = _("The trick, led by {seat}:") if quiz.trick_is_finished else _("The trick so far, led by {seat}:")
            st.caption(led_by.format(seat=seat))
        else:
            st.caption(_("The trick:"))
        draw_cards([parse_card(c) for c in quiz.trick], tr)
    if quiz.hand:
        st.caption(_("Your hand:"))
        draw_cards([parse_card(c) for c in quiz.hand], tr)


def prompt(quiz: Quiz, rules: Rules, tr: Translator) -> str:
    return render_text(quiz.prompt, rules, tr)


def feedback(
    quiz: Quiz, result: QuizResult, tr: Translator, *, show_expected: bool = False, why_wrong: str | None = None
) -> None:
    """Right or wrong, and why (the engine's explanation in the learner's language), in the words the
    table said at once (:func:`tutorial.core.steps.verdicts.answer_feedback`).

    A miss without ``show_expected`` gives nothing of the right answer away: it says ``why_wrong`` (why
    the chosen answer is wrong), or only to try again.
    """
    text = red_suits(answer_feedback(quiz, result, tr, show_expected=show_expected, why=why_wrong))
    if result.correct:
        st.success(text, icon=":material/check_circle:")
    else:
        st.error(text, icon=":material/cancel:")


def reveal(quiz: Quiz, result: QuizResult, tr: Translator) -> None:
    """The answer for the whole class (projector mode)."""
    _ = tr.gettext
    st.success(
        red_suits(_("The answer: {answer}.").format(answer=expected_text(quiz, result, tr))),
        icon=":material/lightbulb:",
    )
    st.markdown(red_suits(explain(result.explanation, tr)))
