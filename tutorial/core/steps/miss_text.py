"""The first answer to a miss: why the *chosen* answer is wrong, in the learner's language, without the
right one (that waits for the second miss or "Show me").

The engine says why (:mod:`engine.coach.misses`, codes with card codes, suit letters and seats); the question's
kind picks the engine function (:meth:`QuestionSpec.miss`); this module turns its code into a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Rules
from engine.coach.misses import Miss, MissCode
from tutorial.core.questions.base import Quiz, QuizError
from tutorial.core.steps.explanations import format_params
from tutorial.core.text.card_phrases import sentence
from tutorial.core.text.i18n import N_, Translator

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
    MissCode.NOT_FIRST_TO_PLAY: N_(
        "{seat} is not the first to play this hand: think of who goes alone and who sits out."
    ),
    MissCode.DID_NOT_WIN_TRICK: N_("{seat} played {card}, which did not win the trick; the winner leads the next one."),
    MissCode.NOT_A_TRUMP: N_("{card} is not of the trump suit, and it is not a bower."),
    MissCode.LOOK_AT_THE_JACKS: N_(
        "Look at the jacks again: with {trump} as trump, the jack of the other suit of the same colour is a trump too."
    ),
    MissCode.LOOK_AT_THE_SUIT: N_("Look again at {card} and at the trump suit, {trump}."),
    MissCode.BEATEN_BY_A_LATER_CARD: N_(
        "{card} is not the highest of the cards that follow it: a card you put after it beats it."
    ),
    MissCode.BEST_BOWER_NOT_THAT_SUIT: N_("{card} is the best bower, and {suit} is not the trump suit."),
    MissCode.LEFT_BOWER_LEAVES_ITS_SUIT: N_(
        "{card} is the left bower this hand, so it no longer belongs to {suit}, its printed suit."
    ),
    MissCode.NOT_A_BOWER: N_("{card} is not a bower, so it does not join the trump suit, {suit}."),
    MissCode.KEEPS_ITS_SUIT: N_(
        "{card} is not a card of {suit}: a card keeps its printed suit, unless it is a "
        "bower, and a bower belongs to trump."
    ),
    MissCode.NOT_THE_BEST_BOWER: N_(
        "{card} is not the best bower: only the extra card some tables add, the joker or Benny, is."
    ),
    MissCode.NOT_THE_RIGHT_BOWER: N_(
        "{card} is not the right bower: the right bower is the jack of the trump suit, {trump}."
    ),
    MissCode.NOT_THE_LEFT_BOWER: N_(
        "{card} is not the left bower: the left bower is the other jack of the same colour as {trump}."
    ),
    MissCode.MORE_THAN_A_PLAIN_TRUMP: N_(
        "{card} is more than an ordinary trump: it is one of the bowers, which rank above the ace."
    ),
    MissCode.NOT_OFF_SUIT: N_("{card} is not off-suit: with {trump} as trump, it is a trump."),
    MissCode.NO_SUIT_IN_ROUND_ONE: N_(
        "In the first round nobody names a suit: the only trump on offer is {turned_down}, the upcard's suit."
    ),
    MissCode.UPCARD_TURNED_DOWN: N_(
        "The upcard was turned down: in the second round nobody can order it up or pick it up."
    ),
    MissCode.TURNED_DOWN_SUIT: N_(
        "The upcard's suit, {turned_down}, was turned down in the first round: it cannot be trump this hand."
    ),
    MissCode.DEALER_IS_STUCK: N_("Stick the dealer: everyone else passed twice, so {seat}, the dealer, may not pass."),
    MissCode.BEST_BOWER_TURNED_UP: N_(
        "The best bower was turned up: nobody passes or orders it up, and the dealer names trump."
    ),
    MissCode.CANADIAN_ONLY_ALONE: N_(
        "{seat} is the dealer's partner: with the Canadian loner, he may order up only by going alone."
    ),
    MissCode.NO_PARTNERS_NO_ALONE: N_("With three players nobody has a partner, so nobody goes alone."),
    MissCode.BID_NOT_ALLOWED: N_("One of the bids you chose is not allowed at this moment of the bidding."),
    MissCode.BID_MISSING: N_("Every bid you chose is allowed, but there are more: look at every bid again."),
    MissCode.MAKERS_MADE_IT: N_(
        "The makers took at least three tricks, so they made it: the defenders score nothing this hand."
    ),
    MissCode.MAKERS_FELL_SHORT: N_("The makers took fewer than three tricks, so they score nothing this hand."),
    MissCode.NOT_A_MARCH: N_("Three or four tricks are not a march, and only a march scores extra."),
    MissCode.MARCH_SCORES_MORE: N_("All five tricks are a march, which scores more than three or four tricks."),
    MissCode.LONE_MARCH_ONLY_ALONE: N_(
        "The makers played together: the bigger march score is only for a player who went alone."
    ),
    MissCode.LONE_MARCH_SCORES_MORE: N_("The maker went alone: a lone march scores more than a march played together."),
    MissCode.NO_LONE_DEFENDER: N_("Nobody defended alone: the bigger euchre score is only for a lone defender."),
    MissCode.LONE_DEFENDER_SCORES_MORE: N_(
        "A defender played alone: at this table a lone defender's euchre scores more than the usual one."
    ),
    MissCode.TARGET_REACHED: N_("Count again: after this hand one side has {target} points or more."),
    MissCode.US_SHORT_OF_TARGET: N_(
        "After this hand the score is {us} for your side, short of the {target} points that win the game."
    ),
    MissCode.THEM_SHORT_OF_TARGET: N_(
        "After this hand the score is {them} for the other side, short of the {target} points that win the game."
    ),
}


def find_miss(quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
    """The engine's reason why ``answer`` (choice codes) is wrong, as the question's kind finds it; None
    when the answer is right (or is not one the page could have sent, or the kind has no reason to give).

    >>> from tutorial.core.steps.quizzes import build_quiz
    >>> from tutorial.core.questions import quiz_spec
    >>> q = build_quiz(quiz_spec(question="which_card_wins", trick=("AS", "9S", "JC", "KS"), trump="S"), Rules())
    >>> find_miss(q, ["AS"], Rules()).code
    <MissCode.HIGHER_TRUMP: 'higher_trump'>
    """
    if quiz.check(list(answer)).correct or not answer:
        return None
    try:
        return quiz.question_kind.miss(quiz, answer, rules)
    except (ValueError, IndexError, KeyError, QuizError):
        return None  # an answer the page could not have sent: say nothing rather than something false


def miss_text(miss: Miss, tr: Translator) -> str:
    """The miss as a sentence.

    >>> from tutorial.core.text.i18n import get_translator
    >>> miss_text(Miss(MissCode.DEALER_PLAYS_LAST, {"seat": 3}), get_translator("en"))
    'East dealt, so East plays last to the first trick.'
    """
    params = dict(miss.params)
    if miss.code is MissCode.DID_NOT_WIN_TRICK and "card" not in params:
        return sentence(
            tr.gettext("{seat} did not win the trick; the winner leads the next one.").format(
                **format_params(params, tr)
            )
        )
    return sentence(tr.gettext(SENTENCES[miss.code]).format(**format_params(params, tr)))


def why_wrong(quiz: Quiz, answer: Sequence[str], rules: Rules, tr: Translator) -> str | None:
    """:func:`find_miss` as a sentence, or None."""
    miss = find_miss(quiz, answer, rules)
    return miss_text(miss, tr) if miss is not None else None
