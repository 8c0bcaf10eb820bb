"""Why an answer is right: explanation codes with parameters, and their sentences.

The quizzes compute an :class:`Explanation` (a code plus card codes, suit letters, seats, numbers) from
the engine's answer; :func:`explain` turns it into a sentence in the learner's language. This module is
the one list of codes: :data:`SENTENCES` holds each code's English sentence, marked for translation.

Parameter conventions: ``card``/``upcard``/``led_card`` are card codes; ``cards``/``order`` are card codes
separated by spaces; ``trump``/``suit``/``led_suit``/``turned_down`` are suit letters;
``dealer``/``leader``/``loner``/``seat`` are seat numbers; ``points`` is a number.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tutorial.core.card_phrases import Phrase, card_phrase, cards_phrase, seat_phrase, sentence, suit_phrase
from tutorial.core.i18n import N_, Translator
from tutorial.core.table_text import points_text

ParamValue = str | int | bool | None

SENTENCES: dict[str, str] = {
    # What a card is under a trump suit (effective_suit, is_trump, card_role).
    "best_bower_is_trump": N_("{card} is the best bower: the highest trump, and it belongs to {trump}."),
    "right_bower_is_trump": N_("{card} is the right bower: the jack of the trump suit, {trump}."),
    "left_bower_is_trump": N_("{card} belongs to {trump}: it is the left bower."),
    "trump_suit_card": N_("{card} is a trump: it is a card of the trump suit, {trump}."),
    "plain_card": N_("{card} is not a trump: it belongs to its own suit, {suit}."),
    "jack_of_other_colour": N_(
        "{card} is not a bower: only the jacks of the trump colour are. It stays a card of {suit}."),
    # Ranking.
    "trump_order": N_("With {trump} as trump, the order from the highest is: {order}."),
    # Following suit (legal_cards).
    "lead_any_card": N_("Nothing has been led yet: you may lead any card."),
    "must_follow_led_suit": N_("{led_suit} was led and you hold {cards}: you must follow suit."),
    "left_bower_follows_trump": N_("{card} is the left bower, a trump: when trump is led it must follow."),
    "left_bower_not_its_printed_suit": N_(
        "{card} is the left bower: it belongs to {trump}, so it cannot follow {led_suit}."),
    "no_duty_to_trump": N_(
        "You have no card of the led suit, {led_suit}: you may play any card. Nobody has to trump."),
    # Who wins (which_card_wins).
    "highest_trump_wins": N_("{card} wins: it is the highest trump in the trick."),
    "highest_of_led_suit_wins": N_("{card} wins: nobody trumped, and it is the highest card of {led_suit}."),
    # Who leads (who_leads).
    "left_of_dealer_leads": N_("{leader} leads: the player on the dealer's left leads first."),
    "left_of_loner_leads": N_("{leader} leads: at this table the player on the loner's left leads first."),
    "sitting_out_skipped": N_("{seat} sits out this hand, so the lead passes on to {leader}."),
    "lone_defender_leads": N_(
        "{leader} leads: the player on the loner's left would lead, but sits out while {leader} defends alone."),
    "trick_winner_leads": N_("{leader} won the trick with {card}, so {leader} leads the next one."),
    # Bidding (bidding_options).
    "bid_round_one": N_("First round: pass, or order up {upcard} (alone if you like)."),
    "bid_round_one_canadian": N_(
        "First round: the dealer's partner may pass, or order up {upcard} only by going alone."),
    "bid_round_two": N_("Second round: pass, or name any suit except {turned_down}, which was turned down."),
    "dealer_is_stuck": N_(
        "Stick the dealer: everyone else passed, so the dealer must name a suit other than {turned_down}."),
    "dealer_names_trump": N_("The best bower was turned up: the dealer names trump, and nobody bids."),
    "cutthroat_no_alone": N_("With three players there are no partners, so nobody goes alone."),
    # Scoring (score_the_hand).
    "makers_score_one": N_("The makers took three or four tricks: they score {points}."),
    "makers_march": N_("The makers took all five tricks, a march: they score {points}."),
    "lone_march": N_("A lone maker took all five tricks: {points}."),
    "makers_euchred": N_("The makers took fewer than three tricks: they are euchred, the defenders score {points}."),
    "lone_defender_euchre": N_("A lone defender euchred the makers: the defenders score {points}."),
    # The game (game_winner).
    "game_us": N_("Your side now has {us} points, the other side {them}: you reached {target} and win the game."),
    "game_them": N_("The other side now has {them} points, your side {us}: they reached {target} and win the game."),
    "game_nobody": N_("The score is now {us} to {them}: nobody has reached {target} yet, so the game goes on."),
}

EXPLANATION_CODES: tuple[str, ...] = tuple(SENTENCES)

_CARD_PARAMS = frozenset({"card", "upcard", "led_card"})
_CARD_LIST_PARAMS = frozenset({"cards", "order"})
_SUIT_PARAMS = frozenset({"trump", "suit", "led_suit", "turned_down"})
_SEAT_PARAMS = frozenset({"dealer", "leader", "loner", "seat"})


@dataclass(frozen=True)
class Explanation:
    """Why: a code from :data:`EXPLANATION_CODES` and its parameters.

    >>> Explanation("left_bower_is_trump", {"card": "JD", "trump": "H"}).code
    'left_bower_is_trump'
    """

    code: str
    params: Mapping[str, ParamValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in SENTENCES:
            raise ValueError(f"unknown explanation code {self.code!r}")


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

    >>> from tutorial.core.i18n import get_translator
    >>> explain(Explanation("lead_any_card"), get_translator("en"))
    'Nothing has been led yet: you may lead any card.'
    >>> explain(Explanation("left_bower_is_trump", {"card": "JD", "trump": "H"}), get_translator("en"))[-21:]
    'it is the left bower.'
    """
    return sentence(tr.gettext(SENTENCES[expl.code]).format(**format_params(expl.params, tr)))
