"""The coach's codes as sentences in the learner's language, with the cards named.

The engine says *why* with a :class:`~engine.coach_reasons.CoachNote` (a code and its cards); this module
words it, as a hint about the best card or as the reason a chosen card was worse. A note that cannot be
worded (an unknown code, a malformed card) gets a plain sentence naming the better card: never a traceback.

>>> from engine.coach_reasons import CoachNote, CoachReason
>>> from tutorial.core.i18n import get_translator
>>> en = get_translator("en")
>>> note_text(CoachNote(CoachReason.PARTNER_ALREADY_WINNING, {"card": "9S", "partner_card": "AS"}), en)
'Your partner is already winning with A♠: play low, 9♠.'
>>> grade_label("mistake", en)
'Mistake'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine import CardParseError, parse_card
from engine.coach_reasons import CoachNote, CoachReason
from engine.errors import ParamValue
from tutorial.core.card_phrases import card_phrase, seat_phrase, sentence
from tutorial.core.card_text import suit_name
from tutorial.core.i18n import N_, Translator

Params = Mapping[str, ParamValue]


def grade_label(grade: str, tr: Translator) -> str:
    """The grade's name (best, good, inaccuracy, mistake, blunder)."""
    labels = {
        "best": tr.pgettext("coach grade", "Best"),
        "good": tr.pgettext("coach grade", "Good"),
        "inaccuracy": tr.pgettext("coach grade", "Inaccuracy"),
        "mistake": tr.pgettext("coach grade", "Mistake"),
        "blunder": tr.pgettext("coach grade", "Blunder"),
    }
    return labels.get(grade, grade)


def _c(params: Params, key: str, tr: Translator) -> str:
    return card_phrase(parse_card(str(params[key])), tr)


def _tenths(params: Params, tr: Translator) -> str:
    return tr.format_number(round(int(params["tricks"]) / 10, 1))  # type: ignore[arg-type]


def nudge_text(note: CoachNote, tr: Translator) -> str:
    """The first rung of the hint ladder: what to look at, no card to play named."""
    _ = tr.gettext
    p = note.params
    try:
        code = note.code
        if code is CoachReason.PARTNER_WINNING:
            text = _("Your partner is winning this trick with {partner_card}.").format(
                partner_card=_c(p, "partner_card", tr))
        elif code is CoachReason.CANNOT_FOLLOW:
            text = _("You cannot follow suit: will you trump it with a card of {suit}, or throw off a card?").format(
                suit=suit_name(str(p["trump"]), tr))
        elif code is CoachReason.MUST_FOLLOW:
            text = _("You must follow {suit}: which of your cards of that suit does the most?").format(
                suit=suit_name(str(p["led_suit"]), tr, "follow"))
        elif code is CoachReason.LAST_TO_PLAY:
            text = _("You play last to this trick: you can see exactly what it takes to win it.")
        elif code is CoachReason.LEAD_AS_MAKER:
            text = _("You are on lead and your side made trump: think about the trumps still out.")
        elif code is CoachReason.LEAD_AS_DEFENDER:
            text = _("You are on lead against {seat}, who made trump.").format(seat=seat_phrase(int(p["seat"]), tr))  # type: ignore[arg-type]
        else:
            return _("Look at the cards already played and at who is winning the trick.")
    except (KeyError, TypeError, ValueError, CardParseError):
        return _("Look at the cards already played and at who is winning the trick.")
    return sentence(text)


def card_text(card: str, tr: Translator) -> str:
    """The last rung of the ladder: the card to play."""
    try:
        return sentence(tr.gettext("Play {card}.").format(card=card_phrase(parse_card(card), tr)))
    except CardParseError:
        return tr.gettext("Play the card the coach advises.")


def note_text(note: CoachNote, tr: Translator) -> str:
    """Why the better card is better: a hint about it or, when the note names ``your_card``, the reason the
    learner's card was worse."""
    worse = "your_card" in note.params
    table = _WORSE if worse else _BEST
    make = table.get(note.code)
    try:
        if isinstance(make, str):
            return sentence(_fill(tr.gettext(make), note.params, tr))
        if make is not None:
            return sentence(make(note.params, tr))
        return sentence(_fallback(note.params, tr))
    except (KeyError, TypeError, ValueError, CardParseError):
        return _fallback_plain(tr)


def _fill(template: str, params: Params, tr: Translator) -> str:
    """A coach sentence with its cards (every ``...card`` parameter) and seat as phrases."""
    words = {key: _c(params, key, tr) for key in params if key.endswith("card")}
    if "seat" in params:
        words["seat"] = seat_phrase(int(params["seat"]), tr)  # type: ignore[arg-type]
    return template.format(**words)


def _fallback(params: Params, tr: Translator) -> str:
    return tr.gettext("{card} was the better card.").format(card=_c(params, "card", tr))


def _fallback_plain(tr: Translator) -> str:
    return tr.gettext("Another card was better here.")


def _most_tricks(p: Params, tr: Translator) -> str:
    _ = tr.gettext
    if p.get("makers"):
        text = _("{card} takes the most: {tricks} tricks on average, with a {chance} chance of making it.")
    else:
        text = _("{card} takes the most: {tricks} tricks on average, with a {chance} chance of euchring the makers.")
    return text.format(card=_c(p, "card", tr), tricks=_tenths(p, tr), chance=percent(int(p["chance"]) / 100, tr))  # type: ignore[arg-type]


def _most_tricks_worse(p: Params, tr: Translator) -> str:
    _ = tr.gettext
    if p.get("makers"):
        text = _("{card} was better than {your_card}: {tricks} tricks on average, with a {chance} chance of "
                 "making it.")
    else:
        text = _("{card} was better than {your_card}: {tricks} tricks on average, with a {chance} chance of "
                 "euchring the makers.")
    return text.format(card=_c(p, "card", tr), your_card=_c(p, "your_card", tr), tricks=_tenths(p, tr),
                       chance=percent(int(p["chance"]) / 100, tr))  # type: ignore[arg-type]


_Sentence = Callable[[Params, Translator], str]

_BEST: dict[CoachReason, str | _Sentence] = {
    CoachReason.PARTNER_ALREADY_WINNING: N_("Your partner is already winning with {partner_card}: play low, {card}."),
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: N_("Lead the right bower, {card}, to draw the other side's trumps."),
    CoachReason.WIN_THE_TRICK_CHEAPLY: N_("{card} beats {trick_card}: win the trick with the lowest card that does."),
    CoachReason.TRUMP_IN: N_("You cannot follow suit: trump in with {card}."),
    CoachReason.THROW_OFF_LOW: N_("You cannot win this trick: throw off {card}, the card you need least."),
    CoachReason.SAVE_THE_WINNER_FOR_LATER: N_("Save {kept_card} for later: play {card} now."),
    CoachReason.KEEP_LEFT_BOWER_GUARDED: N_("Keep a small trump beside the left bower, {kept_card}: play {card}."),
    CoachReason.LEAD_THROUGH_THE_MAKER: N_(
        "{seat} made trump and plays right after you: lead {card} through the maker."),
    CoachReason.MOST_TRICKS: _most_tricks,
}


_WORSE: dict[CoachReason, str | _Sentence] = {
    CoachReason.PARTNER_ALREADY_WINNING: N_(
        "Your partner was already winning with {partner_card}: {your_card} was wasted, {card} was enough."),
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: N_(
        "Leading the right bower, {card}, would have drawn the other side's trumps; {your_card} leaves them "
        "free to trump."),
    CoachReason.WIN_THE_TRICK_CHEAPLY: N_("{card} was enough to beat {trick_card}: it did better than {your_card}."),
    CoachReason.TRUMP_IN: N_("Trumping in with {card} takes this trick; {your_card} gave it away."),
    CoachReason.THROW_OFF_LOW: N_(
        "This trick was lost anyway: throwing off {card} would have kept {your_card} for later."),
    CoachReason.WASTES_LAST_TRUMP: N_("{your_card} was your last trump: keep it, and play {card} instead."),
    CoachReason.SAVE_THE_WINNER_FOR_LATER: N_("{kept_card} is a winner: save it for later and play {card} now."),
    CoachReason.KEEP_LEFT_BOWER_GUARDED: N_(
        "{your_card} was the only small trump beside your left bower, {kept_card}: play {card} instead."),
    CoachReason.LEAD_THROUGH_THE_MAKER: N_(
        "{seat} made trump and plays right after you: leading {card} through the maker was better than "
        "{your_card}."),
    CoachReason.MOST_TRICKS: _most_tricks_worse,
}


def percent(value: float, tr: Translator) -> str:
    """A chance as a whole percentage in the learner's number format."""
    return tr.gettext("{chance}%").format(chance=tr.format_number(round(value * 100)))


def points_text(value: float, tr: Translator) -> str:
    """Expected points with a sign and two decimals, in the learner's number format."""
    number = tr.format_number(round(abs(value), 2))
    return ("+" if value >= 0 else "−") + number
