"""The engine's reason codes as full sentences in the learner's language.

The engine refuses an action with ``Reason(code, params)`` (card codes, suit letters, seats); this
module turns each code into a sentence that names the cards and suits the way a card player of the
language would. An unknown code gets a generic sentence: a learner never sees a traceback.

>>> from engine import Reason
>>> from tutorial.core.text.i18n import get_translator
>>> en = get_translator("en")
>>> reason_text(Reason("must_follow_suit", {"card": "KS", "card_suit": "S", "card_role": "off_suit",
...     "led_suit": "H", "led_card": "JD", "led_role": "left_bower", "led_is_bower": True,
...     "led_is_joker": False}), en)
'You must follow hearts: J♦ is the left bower, so it counts as a heart.'
>>> reason_text(Reason("no_such_code"), en)
'That move is not allowed here.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from engine import Card, CardParseError, Reason, ReasonCode, parse_action, parse_card
from engine.cards.errors import ParamValue
from tutorial.core.text.card_phrases import card_phrase, seat_phrase, sentence
from tutorial.core.text.card_text import SuitForm, action_label, suit_name
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import N_, Translator

Params = Mapping[str, ParamValue]


def reason_text(reason: Reason, tr: Translator, hand: Iterable[Card | str] | None = None) -> str:
    """A sentence explaining why the engine refused something (never raises).

    ``hand``, the learner's cards when the refusal happened, lets ``must_follow_suit`` point at the
    left bower in the hand when it is what obliges the learner to follow trump.

    >>> from tutorial.core.text.i18n import get_translator
    >>> r = Reason("must_follow_suit", {"card": "KS", "card_suit": "S", "card_role": "off_suit",
    ...     "led_suit": "H", "led_card": "9H", "led_role": "trump", "led_is_bower": False, "led_is_joker": False,
    ...     "led_is_trump": True, "trump": "H", "left_bower": "JD", "plays_printed_suit": False})
    >>> reason_text(r, get_translator("en"), hand=["JD", "KS", "AC"])
    'You must follow hearts: your J♦ is the left bower, so it counts as a heart.'
    """
    text_for = _SENTENCES.get(reason.code)
    if text_for is not None:
        try:
            if reason.code == "must_follow_suit" and hand is not None:
                return sentence(_must_follow_suit(reason.params, tr, [str(c) for c in hand]))
            return sentence(text_for(reason.params, tr))
        except (KeyError, TypeError, ValueError, IndexError, CardParseError):
            pass  # parameters missing or malformed: say something true rather than fail
    return _generic(tr)


def refusal_text(
    action_text: str, reason: Reason, tr: Translator, by_dealer: bool = False, hand: Iterable[Card | str] | None = None
) -> str:
    """The refusal of the learner's action: a sentence naming the refused card (not the button's label quoted
    in a sentence), then why (:func:`reason_text`). A refused bid is named by its button.

    >>> from tutorial.core.text.i18n import get_translator
    >>> en = get_translator("en")
    >>> refusal_text("play KD", Reason("must_follow_suit", {"card": "KD", "led_suit": "H"}), en)
    'You may not play K♦ now. You must follow hearts.'
    >>> refusal_text("pass", Reason("dealer_must_call"), en)
    'Pass is not allowed. You are the dealer and cannot pass now: you must name trump.'
    """
    why = reason_text(reason, tr, hand)
    try:
        action = parse_action(action_text)
    except CardParseError:
        return why
    if action.card is None:
        return tr.gettext("{action} is not allowed. {reason}").format(
            action=action_label(action_text, tr, by_dealer=by_dealer), reason=why
        )
    card = card_phrase(action.card, tr)
    if action.kind == "discard":
        # TRANSLATORS: the learner clicked a card to discard that may not go; {card:the} etc. may be asked for.
        refused = tr.gettext("You may not discard {card} now.").format(card=card)
    else:
        # TRANSLATORS: the learner clicked a card that may not be played; {card:object} etc. may be asked for.
        refused = tr.gettext("You may not play {card} now.").format(card=card)
    return f"{sentence(refused)} {why}"


def _generic(tr: Translator) -> str:
    return tr.gettext("That move is not allowed here.")


def _card(params: Params, key: str, tr: Translator) -> str:
    # A phrase: the translation may ask for "{card:the}", "{card:object}"... (see card_phrases).
    return card_phrase(parse_card(str(params[key])), tr)


def _suit(params: Params, key: str, tr: Translator, form: SuitForm = "name") -> str:
    return suit_name(str(params[key]), tr, form)


def _not_your_turn(params: Params, tr: Translator) -> str:
    to_move = params.get("to_move")
    if not isinstance(to_move, int):
        return tr.gettext("It is not your turn.")
    return tr.gettext("It is not your turn yet: {seat} plays now.").format(seat=seat_phrase(to_move, tr))


def _not_in_hand(params: Params, tr: Translator) -> str:
    return tr.gettext("{card} is not in your hand.").format(card=_card(params, "card", tr))


def _must_follow_suit(params: Params, tr: Translator, hand: list[str] | None = None) -> str:
    follow = _suit(params, "led_suit", tr, "follow")
    if params.get("led_is_bower") or params.get("led_is_joker"):
        led = _card(params, "led_card", tr)
        counts_as = _suit(params, "led_suit", tr, "counts_as")
        role = params.get("led_role")
        if role == "left_bower":
            text = tr.gettext("You must follow {suit}: {card} is the left bower, so it counts as {counts_as}.")
            return text.format(suit=follow, card=led, counts_as=counts_as)
        if role == "right_bower":
            return tr.gettext("You must follow {suit}: {card} is the right bower, so trump was led.").format(
                suit=follow, card=led
            )
        text = tr.gettext("You must follow {suit}: {card} is the best bower, so it counts as {counts_as}.")
        return text.format(suit=follow, card=led, counts_as=counts_as)
    if params.get("plays_printed_suit"):
        # The learner tried to follow the jack's printed suit with the left bower.
        return tr.gettext(
            "{card} is the left bower: it counts as {counts_as}, not {printed_as}. You must follow {suit}."
        ).format(
            card=_card(params, "card", tr),
            counts_as=_suit(params, "card_suit", tr, "counts_as"),
            printed_as=_suit(params, "led_suit", tr, "counts_as"),
            suit=follow,
        )
    # The engine names trump's left bower; when trump was led and the learner holds it, it is what obliges.
    left_bower = str(params.get("left_bower", ""))
    if params.get("led_is_trump") and left_bower in {parse_card(c).code for c in hand or ()}:
        # The learner's only trump may be the left bower, which looks like a card of the other suit.
        text = tr.gettext("You must follow {suit}: your {card} is the left bower, so it counts as {counts_as}.")
        return text.format(
            suit=follow, card=card_phrase(left_bower, tr), counts_as=_suit(params, "led_suit", tr, "counts_as")
        )
    return tr.gettext("You must follow {suit}.").format(suit=follow)


def _cannot_call_turned_down_suit(params: Params, tr: Translator) -> str:
    text = tr.gettext("Trump cannot be {suit} this hand: that suit was turned down in the first round.")
    return text.format(suit=_suit(params, "suit", tr))


def _dealer_must_call(params: Params, tr: Translator) -> str:
    return tr.gettext("You are the dealer and cannot pass now: you must name trump.")


def _must_go_alone(params: Params, tr: Translator) -> str:
    # TRANSLATORS: "Canadian loner" is a house rule; keep it recognisable.
    return tr.gettext("As the dealer's partner, you must go alone if you order up (Canadian loner).")


def _must_discard_first(params: Params, tr: Translator) -> str:
    return tr.gettext("Discard a card first: the dealer who picks up the upcard discards before play starts.")


def _hand_over(params: Params, tr: Translator) -> str:
    return tr.gettext("This hand is over.")


def _upcard_suit_is_ordered_up(params: Params, tr: Translator) -> str:
    return tr.gettext("In the first round you order up the upcard's suit; you do not call it.")


def _no_order_up_in_round_two(params: Params, tr: Translator) -> str:
    text = tr.gettext("{upcard} has been turned down: in the second round you name a suit as trump or pass.")
    return text.format(upcard=_card(params, "upcard", tr))


def _not_an_action(params: Params, tr: Translator) -> str:
    return tr.gettext("That is not a move in euchre.")


# What may be done in each phase of the hand, for an action tried at the wrong moment.
_PHASE_SENTENCES: dict[str, str] = {
    "bid_upcard": N_("Now you can only pass or order up the upcard."),
    "call_trump": N_("Now you can only pass or name a suit as trump."),
    "dealer_names_trump": N_("Now the dealer must name trump."),
    "discard": N_("Now the dealer must discard a card."),
    "defend_alone": N_("Now you can only defend alone or pass."),
    "play": N_("Now you can only play a card."),
}
for _game in GAME_TEXTS.values():  # each game's own phases
    _PHASE_SENTENCES.update(_game.phase_sentences)


def _wrong_phase(params: Params, tr: Translator) -> str:
    phase = params.get("phase")
    if phase == "over":
        return _hand_over(params, tr)
    if isinstance(phase, str) and phase in _PHASE_SENTENCES:
        return tr.gettext(_PHASE_SENTENCES[phase])
    return tr.gettext("That is not possible at this stage of the hand.")


def _suit_only_in_round_two(params: Params, tr: Translator) -> str:
    return tr.gettext(
        "In the first round you can only order up {upcard} or pass; other suits can be named in the second round."
    ).format(upcard=_card(params, "upcard", tr))


def _no_partner(params: Params, tr: Translator) -> str:
    return tr.gettext("Nobody can go alone in three-handed cutthroat: there are no partners.")


def _bid_too_low(params: Params, tr: Translator) -> str:
    highest = int(str(params["highest"]))
    return tr.gettext("Your bid must be higher than the highest bid so far, {highest}.").format(
        highest=tr.format_number(highest)
    )


def _dealer_must_bid(params: Params, tr: Translator) -> str:
    return tr.gettext("You are the dealer and everyone else passed: you must bid.")


def _must_discard_widow_first(params: Params, tr: Translator) -> str:
    count = int(str(params["count"]))
    return tr.ngettext(
        "You took the widow: discard {count} more card before anything else.",
        "You took the widow: discard {count} more cards before anything else.",
        count,
    ).format(count=tr.format_number(count))


def _ally_in_own_hand(params: Params, tr: Translator) -> str:
    return tr.gettext("{card} is in your own hand: name a card another player may hold.").format(
        card=_card(params, "card", tr)
    )


def _ally_discarded(params: Params, tr: Translator) -> str:
    return tr.gettext("You discarded {card}: name a card another player may hold.").format(
        card=_card(params, "card", tr)
    )


def _ally_not_in_deck(params: Params, tr: Translator) -> str:
    return tr.gettext("{card} is not in the deck these rules use: name another card.").format(
        card=_card(params, "card", tr)
    )


def _wrong_widow_size(params: Params, tr: Translator) -> str:
    expected = int(str(params["expected"]))
    return tr.ngettext(
        "The widow must hold {expected} card, not {count}.",
        "The widow must hold {expected} cards, not {count}.",
        expected,
    ).format(expected=tr.format_number(expected), count=tr.format_number(int(str(params["count"]))))


def _bad_dealer(params: Params, tr: Translator) -> str:
    return tr.gettext("This deal names a dealer who is not at the table.")


def _wrong_player_count(params: Params, tr: Translator) -> str:
    count = int(str(params["count"]))
    return tr.ngettext(
        "This deal has {count} hand; it needs {expected}.",
        "This deal has {count} hands; it needs {expected}.",
        count,
    ).format(count=tr.format_number(count), expected=tr.format_number(int(str(params["expected"]))))


def _wrong_hand_size(params: Params, tr: Translator) -> str:
    count = int(str(params["count"]))
    return tr.ngettext(
        "{seat} is dealt {count} card instead of five.",
        "{seat} is dealt {count} cards instead of five.",
        count,
    ).format(seat=seat_phrase(int(str(params["seat"])), tr), count=tr.format_number(count))


def _duplicate_card(params: Params, tr: Translator) -> str:
    return tr.gettext("{card} is dealt twice.").format(card=_card(params, "card", tr))


def _card_not_in_deck(params: Params, tr: Translator) -> str:
    return tr.gettext("{card} is not in the deck these rules use.").format(card=_card(params, "card", tr))


def _wrong_kitty_size(params: Params, tr: Translator) -> str:
    expected = int(str(params["expected"]))
    return tr.ngettext(
        "The kitty must hold {expected} card besides the upcard, not {count}.",
        "The kitty must hold {expected} cards besides the upcard, not {count}.",
        expected,
    ).format(expected=tr.format_number(expected), count=tr.format_number(int(str(params["count"]))))


def _bad_notation(params: Params, tr: Translator) -> str:
    return tr.gettext("This deal is written in a form that cannot be read.")


_SENTENCES: dict[str, Callable[[Params, Translator], str]] = {
    ReasonCode.NOT_AN_ACTION: _not_an_action,
    ReasonCode.NOT_YOUR_TURN: _not_your_turn,
    ReasonCode.NOT_IN_HAND: _not_in_hand,
    ReasonCode.MUST_FOLLOW_SUIT: _must_follow_suit,
    ReasonCode.CANNOT_CALL_TURNED_DOWN_SUIT: _cannot_call_turned_down_suit,
    ReasonCode.DEALER_MUST_CALL: _dealer_must_call,
    ReasonCode.MUST_GO_ALONE: _must_go_alone,
    ReasonCode.MUST_DISCARD_FIRST: _must_discard_first,
    ReasonCode.HAND_OVER: _hand_over,
    ReasonCode.WRONG_PHASE: _wrong_phase,
    ReasonCode.SUIT_ONLY_IN_ROUND_TWO: _suit_only_in_round_two,
    ReasonCode.UPCARD_SUIT_IS_ORDERED_UP: _upcard_suit_is_ordered_up,
    ReasonCode.NO_ORDER_UP_IN_ROUND_TWO: _no_order_up_in_round_two,
    ReasonCode.NO_PARTNER: _no_partner,
    ReasonCode.BAD_DEALER: _bad_dealer,
    ReasonCode.WRONG_PLAYER_COUNT: _wrong_player_count,
    ReasonCode.WRONG_HAND_SIZE: _wrong_hand_size,
    ReasonCode.DUPLICATE_CARD: _duplicate_card,
    ReasonCode.CARD_NOT_IN_DECK: _card_not_in_deck,
    ReasonCode.WRONG_KITTY_SIZE: _wrong_kitty_size,
    ReasonCode.BAD_NOTATION: _bad_notation,
    ReasonCode.BID_TOO_LOW: _bid_too_low,
    ReasonCode.DEALER_MUST_BID: _dealer_must_bid,
    ReasonCode.MUST_DISCARD_WIDOW_FIRST: _must_discard_widow_first,
    ReasonCode.ALLY_IN_OWN_HAND: _ally_in_own_hand,
    ReasonCode.ALLY_DISCARDED: _ally_discarded,
    ReasonCode.ALLY_NOT_IN_DECK: _ally_not_in_deck,
    ReasonCode.WRONG_WIDOW_SIZE: _wrong_widow_size,
}
for _game in GAME_TEXTS.values():  # the refusals of each game's own rules
    _SENTENCES.update({code: say for code, say in _game.reasons.items()})
KNOWN_CODES: frozenset[str] = frozenset(_SENTENCES)
