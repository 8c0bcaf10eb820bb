"""What one card is under a trump suit: the question and the reason shared by the three one-card kinds
(``effective_suit``, ``is_trump``, ``card_role``), from the engine's :func:`engine.card_role`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from engine import Card, Rules, card_role
from tutorial.core.questions.base import Explanation, ParamValue, QuestionSpec, Quiz, choices, read_card, read_suit
from tutorial.core.text.i18n import N_

CARD_SENTENCES: dict[str, str] = {
    "best_bower_is_trump": N_("{card} is the best bower: the highest trump, and it belongs to {trump}."),
    "right_bower_is_trump": N_("{card} is the right bower: the jack of the trump suit, {trump}."),
    "left_bower_is_trump": N_("{card} belongs to {trump}: it is the left bower."),
    "trump_suit_card": N_("{card} is a trump: it is a card of the trump suit, {trump}."),
    "plain_card": N_("{card} is not a trump: it belongs to its own suit, {suit}."),
    "jack_of_other_colour": N_(
        "{card} is not a bower: only the jacks of the trump colour are. It stays a card of {suit}."
    ),
}

_TRUMP_CODES = {
    "best_bower": "best_bower_is_trump",
    "right_bower": "right_bower_is_trump",
    "left_bower": "left_bower_is_trump",
    "trump": "trump_suit_card",
}


def card_explanation(card: Card, trump: str, rules: Rules) -> Explanation:
    """Why ``card`` is or is not a trump under ``trump`` at this table.

    >>> from engine import parse_card
    >>> card_explanation(parse_card("JC"), "H", Rules()).code
    'jack_of_other_colour'
    """
    role = card_role(card, trump, rules)
    params: dict[str, ParamValue] = {"card": card.code, "trump": trump}
    if role in _TRUMP_CODES:
        return Explanation(_TRUMP_CODES[role], params)
    params["suit"] = card.suit
    return Explanation("jack_of_other_colour" if card.rank == "J" else "plain_card", params)


class OneCardQuestion(QuestionSpec):
    """A question about one ``card`` under ``trump``: the card is shown and :func:`card_explanation` gives the
    reason. Each kind says its answers (:meth:`_answers`) and which one is right (:meth:`_expected`)."""

    SENTENCES: ClassVar[dict[str, str]] = CARD_SENTENCES

    card: str
    trump: str

    def build(self, rules: Rules) -> Quiz:
        card, trump = read_card(self.card, rules, "card"), read_suit(self.trump)
        return Quiz(
            self.question,
            self.shown_prompt,
            choices(self._answers(rules)),
            False,
            False,
            (self._expected(card, trump, rules),),
            card_explanation(card, trump, rules),
            trump=trump,
            cards=(card.code,),
        )

    def _answers(self, rules: Rules) -> Iterable[str]:
        raise NotImplementedError

    def _expected(self, card: Card, trump: str, rules: Rules) -> str:
        raise NotImplementedError
