"""The first answer to a miss: why the *chosen* answer is wrong, in the learner's language, without the
right one (that waits for the second miss or "Show me").

The engine says why (:mod:`engine.misses`, codes with card codes, suit letters and seats); this module
picks the engine function for the question's kind and turns its code into a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Rules, new_deck, parse_card
from engine.misses import (
    Miss,
    MissCode,
    card_does_not_win,
    cards_not_all_legal,
    order_wrong,
    seat_does_not_lead,
    trump_answer_wrong,
)
from tutorial.core.card_phrases import sentence
from tutorial.core.explanations import format_params
from tutorial.core.i18n import N_, Translator
from tutorial.core.questions.base import Quiz

SENTENCES: dict[MissCode, str] = {
    MissCode.OFF_SUIT_CANNOT_WIN: N_("{card} neither follows {led_suit} nor is a trump, so it cannot win the trick."),
    MissCode.TRUMP_BEATS_LED_SUIT: N_("{card} follows suit, but a trump was played, and any trump beats it."),
    MissCode.HIGHER_OF_LED_SUIT: N_("{card} follows suit, but a higher card of that suit was played."),
    MissCode.HIGHER_TRUMP: N_("{card} is a trump, but a higher trump was played."),
    MissCode.MUST_FOLLOW: N_("{card} may not be played: you can follow {led_suit}, so you must."),
    MissCode.LEFT_BOWER_IS_TRUMP: N_("{card} is the left bower: it counts as a trump, not as {led_suit}."),
    MissCode.LEGAL_CARD_MISSING: N_("Every card you chose may be played, but there are more: look at your hand again."),
    MissCode.DEALER_PLAYS_LAST: N_("{seat} dealt, so {seat} plays last to the first trick."),
    MissCode.SITS_OUT: N_("{seat} sits out this hand and plays no card."),
    MissCode.NOT_LEFT_OF_DEALER: N_("{seat} does not sit on the left of the dealer, {dealer}."),
    MissCode.NOT_FIRST_TO_PLAY: N_("{seat} is not the first to play this hand: think of who goes alone and who "
                                   "sits out."),
    MissCode.DID_NOT_WIN_TRICK: N_("{seat} played {card}, which did not win the trick; the winner leads the next "
                                   "one."),
    MissCode.NOT_A_TRUMP: N_("{card} is not of the trump suit, and it is not a bower."),
    MissCode.LOOK_AT_THE_JACKS: N_("Look at the jacks again: with {trump} as trump, the jack of the other suit of "
                                   "the same colour is a trump too."),
    MissCode.LOOK_AT_THE_SUIT: N_("Look again at {card} and at the trump suit, {trump}."),
    MissCode.BEATEN_BY_A_LATER_CARD: N_("{card} is not the highest of the cards that follow it: a card you put "
                                        "after it beats it."),
}


def find_miss(quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
    """The engine's reason why ``answer`` (choice codes) is wrong, for the kinds asked on the table; None
    when the kind has no such reason or the answer is right.

    >>> from tutorial.core.quizzes import build_quiz
    >>> from tutorial.core.questions import quiz_spec
    >>> q = build_quiz(quiz_spec(question="which_card_wins", trick=("AS", "9S", "JC", "KS"), trump="S"), Rules())
    >>> find_miss(q, ["AS"], Rules()).code
    <MissCode.HIGHER_TRUMP: 'higher_trump'>
    """
    if quiz.check(list(answer)).correct or not answer:
        return None
    try:
        if quiz.kind == "which_card_wins" and quiz.trump:
            return card_does_not_win([parse_card(c) for c in quiz.trick], quiz.trump, parse_card(answer[0]), rules)
        if quiz.kind == "legal_cards" and quiz.trump:
            return cards_not_all_legal([parse_card(c) for c in quiz.hand], [parse_card(c) for c in quiz.trick],
                                       quiz.trump, [parse_card(c) for c in answer])
        if quiz.kind == "who_leads":
            return seat_does_not_lead(rules, int(answer[0]), dealer=quiz.dealer, sitting_out=quiz.sitting_out,
                                      trick=[parse_card(c) for c in quiz.trick], leader=quiz.leader,
                                      trump=quiz.trump)
        if quiz.kind == "is_trump" and quiz.trump and quiz.cards:
            return trump_answer_wrong(parse_card(quiz.cards[0]), quiz.trump, answer[0] == "yes", rules)
        if quiz.kind == "rank_trumps" and quiz.trump:
            return order_wrong([parse_card(c) for c in answer], quiz.trump, new_deck(rules))
    except (ValueError, IndexError):
        return None  # an answer the page could not have sent: say nothing rather than something false
    return None


def miss_text(miss: Miss, tr: Translator) -> str:
    """The miss as a sentence.

    >>> from tutorial.core.i18n import get_translator
    >>> miss_text(Miss(MissCode.DEALER_PLAYS_LAST, {"seat": 3}), get_translator("en"))
    'East dealt, so East plays last to the first trick.'
    """
    params = dict(miss.params)
    if miss.code is MissCode.DID_NOT_WIN_TRICK and "card" not in params:
        return sentence(tr.gettext("{seat} did not win the trick; the winner leads the next one.").format(
            **format_params(params, tr)))
    return sentence(tr.gettext(SENTENCES[miss.code]).format(**format_params(params, tr)))


def why_wrong(quiz: Quiz, answer: Sequence[str], rules: Rules, tr: Translator) -> str | None:
    """:func:`find_miss` as a sentence, or None."""
    miss = find_miss(quiz, answer, rules)
    return miss_text(miss, tr) if miss is not None else None
