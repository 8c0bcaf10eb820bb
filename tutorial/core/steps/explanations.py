"""Why an answer is right, in the learner's language: explanation codes with parameters, as sentences.

Each question kind (:mod:`tutorial.core.questions`) computes an :class:`Explanation` (a code plus card
codes, suit letters, seats, numbers) from the engine's answer and holds its codes' English sentences,
marked for translation; :func:`explain` turns one into a sentence in the learner's language.

Parameter conventions: ``card``/``upcard``/``led_card`` are card codes; ``cards``/``order`` are card codes
separated by spaces; ``trump``/``suit``/``led_suit``/``turned_down`` are suit letters;
``dealer``/``leader``/``loner``/``seat`` are seat numbers; ``points`` is a number.
"""

from __future__ import annotations

from collections.abc import Mapping

from tutorial.core.questions import EXPLANATION_CODES as EXPLANATION_CODES
from tutorial.core.questions import SENTENCES as SENTENCES
from tutorial.core.questions.base import Explanation as Explanation
from tutorial.core.questions.base import ParamValue
from tutorial.core.text.card_phrases import Phrase, card_phrase, cards_phrase, seat_phrase, sentence, suit_phrase
from tutorial.core.text.i18n import Translator
from tutorial.core.text.table_text import points_text

_CARD_PARAMS = frozenset({"card", "upcard", "led_card"})
_CARD_LIST_PARAMS = frozenset({"cards", "order"})
_SUIT_PARAMS = frozenset({"trump", "suit", "led_suit", "turned_down"})
_SEAT_PARAMS = frozenset({"dealer", "leader", "loner", "seat"})


def _ranking(codes: list[str], tr: Translator) -> Phrase:
    # TRANSLATORS: between two cards of a ranking, highest first ("J♥ > J♦ > A♥").
    return cards_phrase(codes, tr, join=tr.pgettext("between the cards of a ranking", " > ").join)


def format_params(params: Mapping[str, ParamValue], tr: Translator) -> dict[str, str]:
    """Parameters as localized words: cards, suits and seats as phrases (see card_phrases), numbers formatted."""
    out: dict[str, str] = {}
    for name, value in params.items():
        if value is None:
            out[name] = ""
        elif name in _CARD_PARAMS:
            out[name] = card_phrase(str(value), tr)
        elif name in _CARD_LIST_PARAMS:
            codes = str(value).split()
            out[name] = _ranking(codes, tr) if name == "order" else cards_phrase(codes, tr)
        elif name in _SUIT_PARAMS:
            out[name] = suit_phrase(str(value), tr)
        elif name in _SEAT_PARAMS and isinstance(value, int) and not isinstance(value, bool):
            out[name] = seat_phrase(value, tr)
        elif name == "points" and isinstance(value, int) and not isinstance(value, bool):
            out[name] = points_text(value, tr)
        elif isinstance(value, int) and not isinstance(value, bool):
            out[name] = tr.format_number(value)
        else:
            out[name] = str(value)
    return out


def explain(expl: Explanation, tr: Translator) -> str:
    """The explanation as a sentence in the translator's language.

    >>> from tutorial.core.text.i18n import get_translator
    >>> explain(Explanation("lead_any_card"), get_translator("en"))
    'Nothing has been led yet: you may lead any card.'
    >>> explain(Explanation("left_bower_is_trump", {"card": "JD", "trump": "H"}), get_translator("en"))[-21:]
    'it is the left bower.'
    """
    if expl.code not in SENTENCES:
        raise ValueError(f"unknown explanation code {expl.code!r}")
    return sentence(tr.gettext(SENTENCES[expl.code]).format(**format_params(expl.params, tr)))
