"""Why a learner's answer to a table question is wrong, as a code (never prose), without the right answer.

The tutorial's first response to a miss names what is wrong with *the chosen* answer ("East dealt, so
East plays last") and keeps the right one for the second miss: each function here looks only at the
chosen card or seat and says why it is not the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards import Card
from engine.rules import Rules
from engine.tricks import card_role, effective_suit, is_trump, legal_plays, trick_winner, trump_ranking


class MissCode(StrEnum):
    # which card wins
    OFF_SUIT_CANNOT_WIN = "off_suit_cannot_win"  # neither follows the led suit nor is a trump
    TRUMP_BEATS_LED_SUIT = "trump_beats_led_suit"  # followed suit, but a trump was played
    HIGHER_OF_LED_SUIT = "higher_of_led_suit"  # followed suit, a higher card of that suit was played
    HIGHER_TRUMP = "higher_trump"  # a trump, but a higher trump was played
    # which card may be played
    MUST_FOLLOW = "must_follow"  # does not follow the led suit, and the hand can
    LEFT_BOWER_IS_TRUMP = "left_bower_is_trump"  # the left bower counts as trump, not its printed suit
    LEGAL_CARD_MISSING = "legal_card_missing"  # every chosen card may be played, but not all were chosen
    # who leads
    DEALER_PLAYS_LAST = "dealer_plays_last"
    SITS_OUT = "sits_out"
    NOT_LEFT_OF_DEALER = "not_left_of_dealer"
    NOT_FIRST_TO_PLAY = "not_first_to_play"  # someone sits out or a loner leads: another seat comes first
    DID_NOT_WIN_TRICK = "did_not_win_trick"
    # is it a trump
    NOT_A_TRUMP = "not_a_trump"
    LOOK_AT_THE_JACKS = "look_at_the_jacks"  # said "no" to the left bower
    LOOK_AT_THE_SUIT = "look_at_the_suit"  # said "no" to a trump of the trump suit (or the joker)
    # put the trumps in order
    BEATEN_BY_A_LATER_CARD = "beaten_by_a_later_card"


@dataclass(frozen=True)
class Miss:
    """A code and its parameters (card codes, suit letters, seat numbers)."""

    code: MissCode
    params: dict[str, str | int] = field(default_factory=dict)


def card_does_not_win(trick: Sequence[Card], trump: str, chosen: Card, rules: Rules | None = None) -> Miss | None:
    """Why ``chosen`` does not win ``trick`` (None when it does).

    >>> from engine.cards import parse_cards, parse_card
    >>> card_does_not_win(parse_cards("AS 9S JC KS"), "S", parse_card("AS")).code
    <MissCode.HIGHER_TRUMP: 'higher_trump'>
    >>> card_does_not_win(parse_cards("AH 9H JC KD"), "C", parse_card("KD")).code
    <MissCode.OFF_SUIT_CANNOT_WIN: 'off_suit_cannot_win'>
    """
    if chosen not in trick or trick[trick_winner(trick, trump)] == chosen:
        return None
    led = effective_suit(trick[0], trump, rules)
    suit = effective_suit(chosen, trump, rules)
    params: dict[str, str | int] = {"card": chosen.code, "led_suit": led, "trump": trump}
    if suit == trump:
        return Miss(MissCode.HIGHER_TRUMP, params)
    if suit != led:
        return Miss(MissCode.OFF_SUIT_CANNOT_WIN, params)
    if any(is_trump(c, trump, rules) for c in trick):
        return Miss(MissCode.TRUMP_BEATS_LED_SUIT, params)
    return Miss(MissCode.HIGHER_OF_LED_SUIT, params)


def cards_not_all_legal(hand: Sequence[Card], trick: Sequence[Card], trump: str,
                        chosen: Sequence[Card]) -> Miss | None:
    """Why ``chosen`` is not the set of cards that may be played to ``trick`` (None when it is): the
    first chosen card that may not be played, else that some card that may be played is missing.

    >>> from engine.cards import parse_cards
    >>> hand = parse_cards("JD KD 9S")
    >>> cards_not_all_legal(hand, parse_cards("AH"), "H", parse_cards("KD")).code
    <MissCode.MUST_FOLLOW: 'must_follow'>
    >>> cards_not_all_legal(hand, parse_cards("AD"), "H", parse_cards("JD KD")).code
    <MissCode.LEFT_BOWER_IS_TRUMP: 'left_bower_is_trump'>
    """
    legal = set(legal_plays(hand, trick, trump))
    if set(chosen) == legal:
        return None
    led = effective_suit(trick[0], trump) if trick else ""
    for card in chosen:
        if card not in legal:
            params: dict[str, str | int] = {"card": card.code, "led_suit": led, "trump": trump}
            if card_role(card, trump) == "left_bower" and card.suit == led:
                return Miss(MissCode.LEFT_BOWER_IS_TRUMP, params)
            return Miss(MissCode.MUST_FOLLOW, params)
    return Miss(MissCode.LEGAL_CARD_MISSING, {"led_suit": led, "trump": trump})


def seat_does_not_lead(rules: Rules, chosen: int, *, dealer: int | None = None,
                       sitting_out: Sequence[int] = (), trick: Sequence[Card] = (), leader: int | None = None,
                       trump: str | None = None) -> Miss:
    """Why ``chosen`` does not lead: the opening lead (with ``dealer``) or the next trick's (with ``trick``,
    its ``leader`` and ``trump``). Call it only for a seat that does not lead.

    >>> seat_does_not_lead(Rules(), 3, dealer=3).code
    <MissCode.DEALER_PLAYS_LAST: 'dealer_plays_last'>
    >>> seat_does_not_lead(Rules(), 2, dealer=3).code
    <MissCode.NOT_LEFT_OF_DEALER: 'not_left_of_dealer'>
    """
    table = rules.seating
    if trick and leader is not None and trump is not None:
        order = table.clockwise_from(leader)
        played = dict(zip(order, trick, strict=False))
        card = played.get(chosen)
        params: dict[str, str | int] = {"seat": chosen, "trump": trump}
        if card is not None:
            params["card"] = card.code
        return Miss(MissCode.DID_NOT_WIN_TRICK, params)
    if chosen in sitting_out:
        return Miss(MissCode.SITS_OUT, {"seat": chosen})
    if dealer is not None and chosen == dealer:
        return Miss(MissCode.DEALER_PLAYS_LAST, {"seat": chosen})
    if dealer is not None and not sitting_out:
        return Miss(MissCode.NOT_LEFT_OF_DEALER, {"seat": chosen, "dealer": dealer})
    return Miss(MissCode.NOT_FIRST_TO_PLAY, {"seat": chosen})


def trump_answer_wrong(card: Card, trump: str, said_trump: bool, rules: Rules | None = None) -> Miss | None:
    """Why the answer "it is a trump" (``said_trump``) or "it is not" is wrong for ``card`` (None if right).

    >>> from engine.cards import parse_card
    >>> trump_answer_wrong(parse_card("JD"), "H", False).code
    <MissCode.LOOK_AT_THE_JACKS: 'look_at_the_jacks'>
    """
    actual = is_trump(card, trump, rules)
    if actual == said_trump:
        return None
    params: dict[str, str | int] = {"card": card.code, "trump": trump}
    if said_trump:
        return Miss(MissCode.NOT_A_TRUMP, params)
    if card_role(card, trump, rules) == "left_bower":
        return Miss(MissCode.LOOK_AT_THE_JACKS, params)
    return Miss(MissCode.LOOK_AT_THE_SUIT, params)


def order_wrong(chosen: Sequence[Card], trump: str, deck: Sequence[Card]) -> Miss | None:
    """Why ``chosen`` is not the trumps highest first (None when it is): the first card that a card put
    after it beats.

    >>> from engine.cards import parse_cards
    >>> from engine.rules import new_deck
    >>> order_wrong(parse_cards("AH JH JD"), "H", new_deck(Rules())).params["card"]
    'AH'
    """
    rank = {c: i for i, c in enumerate(trump_ranking(trump, deck))}
    for i, card in enumerate(chosen):
        if any(rank.get(later, 99) < rank.get(card, 99) for later in chosen[i + 1:]):
            return Miss(MissCode.BEATEN_BY_A_LATER_CARD, {"card": card.code, "trump": trump})
    return None
