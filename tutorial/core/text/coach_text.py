"""The coach's codes as sentences in the learner's language, with the cards named.

The engine says *why* with a :class:`~engine.coach.reasons.CoachNote` (a code and its cards); this module
words it, as a hint about the best card or as the reason a chosen card was worse. A note that cannot be
worded (an unknown code, a malformed card) gets a plain sentence naming the better card: never a traceback.

>>> from engine.coach.reasons import CoachNote, CoachReason
>>> from tutorial.core.text.i18n import get_translator
>>> en = get_translator("en")
>>> note_text(CoachNote(CoachReason.PARTNER_ALREADY_WINNING, {"card": "9S", "partner_card": "AS"}), en)
'Your partner is already winning with A♠: play low, 9♠.'
>>> grade_label("weak", en)
'Weak'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine import CardParseError, parse_card
from engine.cards.errors import ParamValue
from engine.coach.reasons import CoachNote, CoachReason
from tutorial.core.text.card_phrases import card_phrase, seat_phrase, sentence, suit_phrase
from tutorial.core.text.card_text import action_label, suit_name
from tutorial.core.text.i18n import N_, Translator

Params = Mapping[str, ParamValue]


def grade_label(grade: str, tr: Translator) -> str:
    """The grade's name in a learner's words (best, good, fine, weak, mistake)."""
    labels = {
        "best": tr.pgettext("coach grade", "Best"),
        "good": tr.pgettext("coach grade", "Good"),
        "fine": tr.pgettext("coach grade", "Fine"),
        "weak": tr.pgettext("coach grade", "Weak"),
        "mistake": tr.pgettext("coach grade", "Mistake"),
    }
    return labels.get(grade, grade)


def _c(params: Params, key: str, tr: Translator) -> str:
    return card_phrase(parse_card(str(params[key])), tr)


def _tenths(params: Params, tr: Translator) -> str:
    return tr.format_number(round(int(params["tricks"]) / 10, 1))  # type: ignore[arg-type]


def nudge_text(note: CoachNote, tr: Translator, partners: bool = True) -> str:
    """The first rung of the hint ladder: what to look at, no card to play named (``partners``: the table
    has partnerships; at cutthroat nobody is a partner or a side)."""
    _ = tr.gettext
    p = note.params
    try:
        code = note.code
        if code is CoachReason.PARTNER_WINNING:
            text = _("Your partner is winning this trick with {partner_card}.").format(
                partner_card=_c(p, "partner_card", tr)
            )
        elif code is CoachReason.CANNOT_FOLLOW:
            text = _("You cannot follow suit: will you trump it with a card of {suit}, or throw off a card?").format(
                suit=suit_name(str(p["trump"]), tr)
            )
        elif code is CoachReason.MUST_FOLLOW:
            text = _("You must follow {suit}: which of your cards of that suit does the most?").format(
                suit=suit_name(str(p["led_suit"]), tr, "follow")
            )
        elif code is CoachReason.LAST_TO_PLAY:
            text = _("You play last to this trick: you can see exactly what it takes to win it.")
        elif code is CoachReason.LEAD_AS_MAKER and partners:
            text = _("You are on lead and your side made trump: think about the trumps still out.")
        elif code is CoachReason.LEAD_AS_MAKER:
            text = _("You are on lead and you made trump: think about the trumps still out.")
        elif code is CoachReason.LEAD_FOR_THE_MAKER:  # a silent partner who knows it (call-ace, auction)
            text = _(
                "You are on lead and you play for {seat}, who made trump: think about the trumps still out."
            ).format(seat=seat_phrase(int(p["seat"]), tr))  # type: ignore[arg-type]
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


def note_text(note: CoachNote, tr: Translator, partners: bool = True) -> str:
    """Why the better card is better: a hint about it or, when the note names ``your_card``, the reason the
    learner's card was worse. ``partners``: the table has partnerships (at cutthroat every player is on his
    own: the sentences speak of "you" and "the other players", never of a side or a partner)."""
    worse = "your_card" in note.params or "your_action" in note.params
    table = _WORSE if worse else _BEST
    make = (_SOLO_WORSE if worse else _SOLO_BEST).get(note.code) if not partners else None
    make = make or table.get(note.code)
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


def _plural_n(tenths: int) -> int:
    """The number that chooses the plural of a count given in tenths: a whole number is itself, a fraction
    takes the plural ("1.5 tricks", "1,5 plis")."""
    return tenths // 10 if tenths % 10 == 0 else max(2, tenths // 10)


def _most_tricks_words(p: Params, tr: Translator, worse: bool, partners: bool) -> str:
    n = _plural_n(_n(p, "tricks"))
    if not p.get("makers") and not partners:  # cutthroat: the tricks counted are the maker's
        p = {**p, "tricks": 50 - _n(p, "tricks")}
        n = _plural_n(_n(p, "tricks"))
        if worse:
            text = tr.ngettext(
                "{card} was better than {your_card}: the maker takes {tricks} trick on average, and the chance "
                "of euchring the maker is {chance}.",
                "{card} was better than {your_card}: the maker takes {tricks} tricks on average, and the chance "
                "of euchring the maker is {chance}.",
                n,
            )
        else:
            text = tr.ngettext(
                "{card} does the most against the maker: {tricks} trick on average for the maker, and a "
                "{chance} chance of euchring the maker.",
                "{card} does the most against the maker: {tricks} tricks on average for the maker, and a "
                "{chance} chance of euchring the maker.",
                n,
            )
    elif p.get("makers") and worse:
        text = tr.ngettext(
            "{card} was better than {your_card}: {tricks} trick on average, with a {chance} chance of making it.",
            "{card} was better than {your_card}: {tricks} tricks on average, with a {chance} chance of making it.",
            n,
        )
    elif p.get("makers"):
        text = tr.ngettext(
            "{card} takes the most: {tricks} trick on average, with a {chance} chance of making it.",
            "{card} takes the most: {tricks} tricks on average, with a {chance} chance of making it.",
            n,
        )
    elif worse:
        text = tr.ngettext(
            "{card} was better than {your_card}: {tricks} trick on average, with a {chance} chance "
            "of euchring the makers.",
            "{card} was better than {your_card}: {tricks} tricks on average, with a {chance} chance "
            "of euchring the makers.",
            n,
        )
    else:
        text = tr.ngettext(
            "{card} takes the most: {tricks} trick on average, with a {chance} chance of euchring the makers.",
            "{card} takes the most: {tricks} tricks on average, with a {chance} chance of euchring the makers.",
            n,
        )
    words = {"card": _c(p, "card", tr), "tricks": _tenths(p, tr), "chance": percent(_n(p, "chance") / 100, tr)}
    if worse:
        words["your_card"] = _c(p, "your_card", tr)
    return text.format(**words)


def _most_tricks(p: Params, tr: Translator) -> str:
    return _most_tricks_words(p, tr, worse=False, partners=True)


def _most_tricks_worse(p: Params, tr: Translator) -> str:
    return _most_tricks_words(p, tr, worse=True, partners=True)


def _solo_most_tricks(p: Params, tr: Translator) -> str:
    return _most_tricks_words(p, tr, worse=False, partners=False)


def _solo_most_tricks_worse(p: Params, tr: Translator) -> str:
    return _most_tricks_words(p, tr, worse=True, partners=False)


def _as_good(p: Params, tr: Translator) -> str:
    return tr.gettext("{card} does as well as any card here: on average {points} for your side.").format(
        card=_c(p, "card", tr), points=_expected(p, "points", tr)
    )


def _as_good_worse(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "{card} did better than {your_card}: on average {points} for your side, against {your_points}."
    ).format(
        card=_c(p, "card", tr),
        your_card=_c(p, "your_card", tr),
        points=_expected(p, "points", tr),
        your_points=_expected(p, "your_points", tr),
    )


def _solo_as_good(p: Params, tr: Translator) -> str:
    return tr.gettext("{card} does as well as any card here: on average {points} for you.").format(
        card=_c(p, "card", tr), points=_expected(p, "points", tr)
    )


def _solo_as_good_worse(p: Params, tr: Translator) -> str:
    return tr.gettext("{card} did better than {your_card}: on average {points} for you, against {your_points}.").format(
        card=_c(p, "card", tr),
        your_card=_c(p, "your_card", tr),
        points=_expected(p, "points", tr),
        your_points=_expected(p, "your_points", tr),
    )


# --- bids and the dealer's discard: one sentence serves as the hint and as the reason a choice was worse (the
# grade line names the better choice) ---------------------------------------------------------------------


def _n(p: Params, key: str) -> int:
    return int(p[key])  # type: ignore[arg-type]


def _expected(p: Params, key: str, tr: Translator) -> str:
    return points_text(_n(p, key) / 100, tr)


def _too_weak(p: Params, tr: Translator) -> str:
    n, suit = _n(p, "trumps"), suit_phrase(str(p["suit"]), tr)
    if n == 0:
        return tr.gettext(
            "With {suit} as trump you would hold no trump at all: your hand is too weak to make it trump."
        ).format(suit=suit)
    return tr.ngettext(
        "With {suit} as trump you would hold only {n} trump: your hand is too weak to make it trump.",
        "With {suit} as trump you would hold only {n} trumps: your hand is too weak to make it trump.",
        n,
    ).format(suit=suit, n=tr.format_number(n))


def _strong_enough(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "With {suit} as trump you would hold {n} trump: your hand is strong enough to make it trump (on average "
        "{points} for your side).",
        "With {suit} as trump you would hold {n} trumps: your hand is strong enough to make it trump (on average "
        "{points} for your side).",
        n,
    ).format(suit=suit_phrase(str(p["suit"]), tr), n=tr.format_number(n), points=_expected(p, "points", tr))


def _solo_strong_enough(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "With {suit} as trump you would hold {n} trump: your hand is strong enough to make it trump (on average "
        "{points} for you).",
        "With {suit} as trump you would hold {n} trumps: your hand is strong enough to make it trump (on average "
        "{points} for you).",
        n,
    ).format(suit=suit_phrase(str(p["suit"]), tr), n=tr.format_number(n), points=_expected(p, "points", tr))


def _solo_gives_the_dealer(p: Params, tr: Translator) -> str:
    return tr.gettext("{seat} is the dealer: ordering up would put {card}, a trump, in the dealer's hand.").format(
        seat=seat_phrase(_n(p, "seat"), tr), card=_c(p, "card", tr)
    )


def _blind(p: Params, tr: Translator) -> str:
    if p.get("alone"):
        return tr.gettext(
            "You name trump before looking at your hand: every suit is as good as another, and going "
            "alone does best (on average {points} for your side)."
        ).format(points=_expected(p, "points", tr))
    return tr.gettext(
        "You name trump before looking at your hand: every suit is as good as another. Playing with "
        "your partner does better than going alone."
    )


def _solo_blind(p: Params, tr: Translator) -> str:
    return tr.gettext("You name trump before looking at your hand: every suit is as good as another.")


def _gives_the_dealer(p: Params, tr: Translator) -> str:
    return tr.gettext("{seat} is the dealer: ordering up would put {card}, a trump, in the other side's hand.").format(
        seat=seat_phrase(_n(p, "seat"), tr), card=_c(p, "card", tr)
    )


def _gives_your_partner(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "{seat}, your partner, is the dealer: ordering up puts {card}, a trump, in your side's hand."
    ).format(seat=seat_phrase(_n(p, "seat"), tr), card=_c(p, "card", tr))


def _go_alone(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "Your {n} trump, headed by {card}, can take the tricks without your partner: go alone (on average "
        "{points} for your side).",
        "Your {n} trumps, headed by {card}, can take the tricks without your partner: go alone (on average "
        "{points} for your side).",
        n,
    ).format(n=tr.format_number(n), card=_c(p, "card", tr), points=_expected(p, "points", tr))


def _too_risky_alone(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "With {suit} as trump you would hold {n} trump: not enough to go alone. Your partner's cards are worth "
        "more than the extra points.",
        "With {suit} as trump you would hold {n} trumps: not enough to go alone. Your partner's cards are worth "
        "more than the extra points.",
        n,
    ).format(suit=suit_phrase(str(p["suit"]), tr), n=tr.format_number(n))


def _longer_suit(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "With {suit} as trump you would hold {n} trump, against {your_n} with {your_suit}: call the suit in which "
        "you hold more trumps.",
        "With {suit} as trump you would hold {n} trumps, against {your_n} with {your_suit}: call the suit in which "
        "you hold more trumps.",
        n,
    ).format(
        suit=suit_phrase(str(p["suit"]), tr),
        n=tr.format_number(n),
        your_suit=suit_name(str(p["your_suit"]), tr),
        your_n=tr.format_number(_n(p, "your_trumps")),
    )


def _void(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "Discarding {card} leaves you without any {suit}: you can then trump that suit when it is led."
    ).format(card=_c(p, "card", tr), suit=suit_phrase(str(p["suit"]), tr))


def _best_points(p: Params, tr: Translator) -> str:
    action = action_label(str(p["action"]), tr, by_dealer=bool(p.get("by_dealer")))
    if "your_points" in p:
        return tr.gettext(
            "“{action}” does best here: on average {points} for your side, against {your_points} for your choice."
        ).format(action=action, points=_expected(p, "points", tr), your_points=_expected(p, "your_points", tr))
    return tr.gettext("“{action}” does best here: on average {points} for your side.").format(
        action=action, points=_expected(p, "points", tr)
    )


def _solo_best_points(p: Params, tr: Translator) -> str:
    action = action_label(str(p["action"]), tr, by_dealer=bool(p.get("by_dealer")))
    if "your_points" in p:
        return tr.gettext(
            "“{action}” does best here: on average {points} for you, against {your_points} for your choice."
        ).format(action=action, points=_expected(p, "points", tr), your_points=_expected(p, "your_points", tr))
    return tr.gettext("“{action}” does best here: on average {points} for you.").format(
        action=action, points=_expected(p, "points", tr)
    )


def _solo_go_alone(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "Your {n} trump, headed by {card}, can take the tricks by itself: go alone (on average {points} for you).",
        "Your {n} trumps, headed by {card}, can take the tricks by themselves: go alone (on average {points} for you).",
        n,
    ).format(n=tr.format_number(n), card=_c(p, "card", tr), points=_expected(p, "points", tr))


def _solo_too_risky_alone(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "With {suit} as trump you would hold {n} trump: not enough to go alone. Playing with help does better "
        "than the extra points.",
        "With {suit} as trump you would hold {n} trumps: not enough to go alone. Playing with help does better "
        "than the extra points.",
        n,
    ).format(suit=suit_phrase(str(p["suit"]), tr), n=tr.format_number(n))


def _call_a_suit_you_lack(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "You do not hold {card}: call {suit}, and whoever holds it should play with you (on average {points} for you)."
    ).format(card=_c(p, "card", tr), suit=suit_phrase(str(p["suit"]), tr), points=_expected(p, "points", tr))


def _called_your_own_ace(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "You hold {your_card}, the best card of {your_suit}, yourself: calling {your_suit} leaves you "
        "to play without help."
    ).format(your_card=_c(p, "your_card", tr), your_suit=suit_name(str(p["your_suit"]), tr))


def _bid_what_you_can_make(p: Params, tr: Translator) -> str:
    n = _n(p, "trumps")
    return tr.ngettext(
        "With {suit} as trump you would hold {n} trump: a bid of {bid} is made in about {chance} of the deals (on "
        "average {points} for you).",
        "With {suit} as trump you would hold {n} trumps: a bid of {bid} is made in about {chance} of the deals (on "
        "average {points} for you).",
        n,
    ).format(
        suit=suit_phrase(str(p["suit"]), tr),
        n=tr.format_number(n),
        bid=tr.format_number(_n(p, "bid")),
        chance=percent(_n(p, "chance") / 100, tr),
        points=_expected(p, "points", tr),
    )


def _bid_too_high(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "A bid of {your_bid} is made in only about {your_chance} of the deals: bidding {bid} does better."
    ).format(
        your_bid=tr.format_number(_n(p, "your_bid")),
        bid=tr.format_number(_n(p, "bid")),
        your_chance=percent(_n(p, "your_chance") / 100, tr),
    )


def _highest_trump_you_lack(p: Params, tr: Translator) -> str:
    return tr.gettext(
        "Name {card}, the highest trump you do not hold: whoever holds it plays with you (on average {points} for you)."
    ).format(card=_c(p, "card", tr), points=_expected(p, "points", tr))


_Sentence = Callable[[Params, Translator], str]

_BIDS: dict[CoachReason, str | _Sentence] = {
    CoachReason.TOO_WEAK_TO_ORDER_UP: _too_weak,
    CoachReason.STRONG_ENOUGH_TO_CALL: _strong_enough,
    CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP: _gives_the_dealer,
    CoachReason.ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP: _gives_your_partner,
    CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS: _go_alone,
    CoachReason.TOO_RISKY_ALONE: _too_risky_alone,
    CoachReason.CALL_THE_LONGER_SUIT: _longer_suit,
    CoachReason.DISCARD_TO_VOID_A_SUIT: _void,
    CoachReason.KEEP_THE_GUARDED_KING: N_(
        "{guard_card} guards {kept_card}: when the ace of that suit is played you follow with {guard_card}, and "
        "the king can take a later trick."
    ),
    CoachReason.KEEP_TRUMPS_AND_ACES: N_("Trumps and aces take tricks: discard a card that would not, like {card}."),
    CoachReason.BEST_EXPECTED_POINTS: _best_points,
    CoachReason.NAME_TRUMP_BLIND: _blind,
}

# A table without partners (cutthroat): the sentences that would speak of a side, a partner or the makers.
_SOLO_BIDS: dict[CoachReason, str | _Sentence] = {
    CoachReason.STRONG_ENOUGH_TO_CALL: _solo_strong_enough,
    CoachReason.ORDERING_UP_GIVES_THE_DEALER_A_TRUMP: _solo_gives_the_dealer,
    CoachReason.BEST_EXPECTED_POINTS: _solo_best_points,
    CoachReason.NAME_TRUMP_BLIND: _solo_blind,
    CoachReason.GO_ALONE_WITH_THE_TOP_TRUMPS: _solo_go_alone,
    CoachReason.TOO_RISKY_ALONE: _solo_too_risky_alone,
    CoachReason.CALL_A_SUIT_YOU_LACK: _call_a_suit_you_lack,
    CoachReason.CALLED_YOUR_OWN_ACE: _called_your_own_ace,
    CoachReason.BID_WHAT_YOU_CAN_MAKE: _bid_what_you_can_make,
    CoachReason.BID_TOO_HIGH: _bid_too_high,
    CoachReason.NAME_THE_HIGHEST_TRUMP_YOU_LACK: _highest_trump_you_lack,
}

_BEST: dict[CoachReason, str | _Sentence] = {
    CoachReason.PARTNER_ALREADY_WINNING: N_("Your partner is already winning with {partner_card}: play low, {card}."),
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: N_("Lead the right bower, {card}, to draw the other side's trumps."),
    CoachReason.WIN_THE_TRICK_CHEAPLY: N_("{card} beats {trick_card}: win the trick with the lowest card that does."),
    CoachReason.WIN_THE_TRICK_SAFELY: N_(
        "{card} beats {trick_card}, and nobody after you can beat it: the trick is yours."
    ),
    CoachReason.TRUMP_IN: N_("You cannot follow suit: trump in with {card}."),
    CoachReason.THROW_OFF_LOW: N_("You cannot win this trick: throw off {card}, the card you need least."),
    CoachReason.LET_THE_TRICK_GO: N_("Let this trick go: play {card} and keep your stronger cards for later."),
    CoachReason.ONLY_CARD: N_("{card} is the only card you may play."),
    CoachReason.AS_GOOD_AS_ANY: _as_good,
    CoachReason.SAVE_THE_WINNER_FOR_LATER: N_("Save {kept_card} for later: play {card} now."),
    CoachReason.KEEP_LEFT_BOWER_GUARDED: N_("Keep a small trump beside the left bower, {kept_card}: play {card}."),
    CoachReason.LEAD_THROUGH_THE_MAKER: N_(
        "{seat} made trump and plays right after you: lead {card} through the maker."
    ),
    CoachReason.MOST_TRICKS: _most_tricks,
    **_BIDS,
}


_WORSE: dict[CoachReason, str | _Sentence] = {
    CoachReason.PARTNER_ALREADY_WINNING: N_(
        "Your partner was already winning with {partner_card}: {your_card} was wasted, {card} was enough."
    ),
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: N_(
        "Leading the right bower, {card}, would have drawn the other side's trumps; {your_card} leaves them "
        "free to trump."
    ),
    CoachReason.WIN_THE_TRICK_CHEAPLY: N_("{card} was enough to beat {trick_card}: it did better than {your_card}."),
    CoachReason.WIN_THE_TRICK_SAFELY: N_(
        "{card} beats {trick_card}, and nobody after you can beat it: it did better than {your_card}."
    ),
    CoachReason.TRUMP_IN: N_("Trumping in with {card} would have beaten the cards played so far; {your_card} did not."),
    CoachReason.THROW_OFF_LOW: N_(
        "This trick was lost anyway: throwing off {card} would have kept {your_card} for later."
    ),
    CoachReason.LET_THE_TRICK_GO: N_("Letting this trick go with {card} did better than {your_card}."),
    CoachReason.ONLY_CARD: N_("{card} is the only card you may play."),
    CoachReason.AS_GOOD_AS_ANY: _as_good_worse,
    CoachReason.WASTES_LAST_TRUMP: N_("{your_card} was your last trump: keep it, and play {card} instead."),
    CoachReason.SAVE_THE_WINNER_FOR_LATER: N_("{kept_card} is a winner: save it for later and play {card} now."),
    CoachReason.KEEP_LEFT_BOWER_GUARDED: N_(
        "{your_card} was the only small trump beside your left bower, {kept_card}: play {card} instead."
    ),
    CoachReason.LEAD_THROUGH_THE_MAKER: N_(
        "{seat} made trump and plays right after you: leading {card} through the maker was better than {your_card}."
    ),
    CoachReason.MOST_TRICKS: _most_tricks_worse,
    **_BIDS,
}

_SOLO_BEST: dict[CoachReason, str | _Sentence] = {
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: N_("Lead the right bower, {card}, to draw the other players' trumps."),
    CoachReason.MOST_TRICKS: _solo_most_tricks,
    CoachReason.AS_GOOD_AS_ANY: _solo_as_good,
    **_SOLO_BIDS,
}

_SOLO_WORSE: dict[CoachReason, str | _Sentence] = {
    CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER: N_(
        "Leading the right bower, {card}, would have drawn the other players' trumps; {your_card} leaves them "
        "free to trump."
    ),
    CoachReason.MOST_TRICKS: _solo_most_tricks_worse,
    CoachReason.AS_GOOD_AS_ANY: _solo_as_good_worse,
    **_SOLO_BIDS,
}


def percent(value: float, tr: Translator) -> str:
    """A chance as a whole percentage in the learner's number format."""
    return tr.gettext("{chance}%").format(chance=tr.format_number(round(value * 100)))


def points_text(value: float, tr: Translator) -> str:
    """Expected points with a sign and two decimals, in the learner's number format."""
    number = tr.format_number(round(abs(value), 2))
    return ("+" if value >= 0 else "−") + number


def _is_call(action: str) -> bool:
    """A choice that makes a contract or settles its side: order up, a suit named or called, an auction bid,
    the ally's card."""
    return action.startswith(("order up", "call ", "bid "))


def bid_verdict(
    choices: Sequence[Mapping[str, object]],
    tr: Translator,
    by_dealer: bool = False,
    partners: bool = True,
    blind: bool = False,
) -> str:
    """The bidding advisor's verdict in one sentence, from its choices best first (each a mapping with
    ``action``, ``points`` and ``made``: the share of deals on which the seat's side scores). A call says how
    often it makes it; a pass names the best call and how often that would make it; ``blind`` (trump named
    before the hand is seen) says that no suit is better than another.

    >>> from tutorial.core.text.i18n import get_translator
    >>> bid_verdict([{"action": "order up", "points": 0.9, "made": 0.8}, {"action": "pass", "points": 0.1,
    ...     "made": 0.3}], get_translator("en"))
    '“Order up”: you make it about 8 times in 10.'
    """
    _ = tr.gettext
    try:
        best = choices[0]
        action = str(best["action"])
        if blind:
            note = CoachNote(
                CoachReason.NAME_TRUMP_BLIND,
                {"alone": action.endswith(" alone"), "points": round(float(best["points"]) * 100)},  # type: ignore[arg-type]
            )
            return note_text(note, tr, partners)
        label = action_label(action, tr, by_dealer=by_dealer)
        if _is_call(action):
            n = round(float(best["made"]) * 10)  # type: ignore[arg-type]
            return sentence(
                tr.ngettext(
                    "“{action}”: you make it about {n} time in 10.", "“{action}”: you make it about {n} times in 10.", n
                ).format(action=label, n=tr.format_number(n))
            )
        calls = [c for c in choices if _is_call(str(c["action"]))]
        if action == "pass" and calls:
            n = round(float(calls[0]["made"]) * 10)  # type: ignore[arg-type]
            return sentence(
                tr.ngettext(
                    "“{action}” does best: the best call, “{call}”, would make it about {n} time in 10.",
                    "“{action}” does best: the best call, “{call}”, would make it about {n} times in 10.",
                    n,
                ).format(
                    action=label,
                    call=action_label(str(calls[0]["action"]), tr, by_dealer=by_dealer),
                    n=tr.format_number(n),
                )
            )
        note = CoachNote(
            CoachReason.BEST_EXPECTED_POINTS,
            {"action": action, "by_dealer": by_dealer, "points": round(float(best["points"]) * 100)},  # type: ignore[arg-type]
        )
        return note_text(note, tr, partners)
    except (IndexError, KeyError, TypeError, ValueError):
        return _fallback_plain(tr)
