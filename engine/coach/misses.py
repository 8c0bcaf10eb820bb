"""Why a learner's answer to a table question is wrong, as a code (never prose), without the right answer.

The tutorial's first response to a miss names what is wrong with *the chosen* answer ("East dealt, so
East plays last") and keeps the right one for the second miss: each function here looks only at the
chosen card or seat and says why it is not the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards.card import Card
from engine.games.partnership import HandState, Phase
from engine.table.actions import Action
from engine.table.alone import Alone, going_alone
from engine.table.rules import Rules
from engine.table.scoring import score_hand
from engine.table.tricks import card_role, effective_suit, is_trump, legal_plays, trick_winner, trump_ranking


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
    # which suit does this card belong to
    BEST_BOWER_NOT_THAT_SUIT = "best_bower_not_that_suit"  # the best bower belongs to trump, not the chosen suit
    LEFT_BOWER_LEAVES_ITS_SUIT = "left_bower_leaves_its_suit"  # chose the left bower's printed suit
    NOT_A_BOWER = "not_a_bower"  # chose the trump suit for a card that is not a bower
    KEEPS_ITS_SUIT = "keeps_its_suit"  # chose a suit that is neither the card's printed suit nor trump
    # what is this card this hand
    NOT_THE_BEST_BOWER = "not_the_best_bower"
    NOT_THE_RIGHT_BOWER = "not_the_right_bower"
    NOT_THE_LEFT_BOWER = "not_the_left_bower"
    MORE_THAN_A_PLAIN_TRUMP = "more_than_a_plain_trump"  # chose "a trump" for a bower
    NOT_OFF_SUIT = "not_off_suit"  # chose "off-suit" for a trump of the trump suit, or the best bower
    # what may this player bid
    NO_SUIT_IN_ROUND_ONE = "no_suit_in_round_one"  # named a suit while the upcard is on offer
    UPCARD_TURNED_DOWN = "upcard_turned_down"  # ordered up in the second round
    TURNED_DOWN_SUIT = "turned_down_suit"  # named the suit that was turned down
    DEALER_IS_STUCK = "dealer_is_stuck"  # the dealer may not pass (stick the dealer)
    BEST_BOWER_TURNED_UP = "best_bower_turned_up"  # passed or ordered up when the dealer must name trump
    CANADIAN_ONLY_ALONE = "canadian_only_alone"  # the dealer's partner ordered up without going alone
    NO_PARTNERS_NO_ALONE = "no_partners_no_alone"  # went alone at a table without partners
    BID_NOT_ALLOWED = "bid_not_allowed"  # any other bid the engine refuses now
    BID_MISSING = "bid_missing"  # every chosen bid is allowed, but not every allowed bid was chosen
    # who scores, and how much
    MAKERS_MADE_IT = "makers_made_it"  # chose the defenders, but the makers took three tricks or more
    MAKERS_FELL_SHORT = "makers_fell_short"  # chose the makers, but they took fewer than three
    NOT_A_MARCH = "not_a_march"  # more than the point for three or four tricks
    MARCH_SCORES_MORE = "march_scores_more"  # the point for all five tricks
    LONE_MARCH_ONLY_ALONE = "lone_march_only_alone"  # a loner's march score for a march played together
    LONE_MARCH_SCORES_MORE = "lone_march_scores_more"  # a march's score for a march played alone
    NO_LONE_DEFENDER = "no_lone_defender"  # a lone defender's euchre when both defenders played
    LONE_DEFENDER_SCORES_MORE = "lone_defender_scores_more"  # the usual euchre when a lone defender euchred
    # who wins the game
    TARGET_REACHED = "target_reached"  # chose "nobody yet", but a side reached the target
    US_SHORT_OF_TARGET = "us_short_of_target"  # chose your side, which stays short of the target
    THEM_SHORT_OF_TARGET = "them_short_of_target"  # chose the other side, which stays short of the target


@dataclass(frozen=True)
class Miss:
    """A code and its parameters (card codes, suit letters, seat numbers)."""

    code: MissCode
    params: dict[str, str | int] = field(default_factory=dict)


def card_does_not_win(trick: Sequence[Card], trump: str, chosen: Card, rules: Rules | None = None) -> Miss | None:
    """Why ``chosen`` does not win ``trick`` (None when it does).

    >>> from engine.cards.card import parse_cards, parse_card
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


def cards_not_all_legal(hand: Sequence[Card], trick: Sequence[Card], trump: str, chosen: Sequence[Card]) -> Miss | None:
    """Why ``chosen`` is not the set of cards that may be played to ``trick`` (None when it is): the
    first chosen card that may not be played, else that some card that may be played is missing.

    >>> from engine.cards.card import parse_cards
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


def seat_does_not_lead(
    rules: Rules,
    chosen: int,
    *,
    dealer: int | None = None,
    sitting_out: Sequence[int] = (),
    trick: Sequence[Card] = (),
    leader: int | None = None,
    trump: str | None = None,
) -> Miss:
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

    >>> from engine.cards.card import parse_card
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

    >>> from engine.cards.card import parse_cards
    >>> from engine.table.rules import new_deck
    >>> order_wrong(parse_cards("AH JH JD"), "H", new_deck(Rules())).params["card"]
    'AH'
    """
    rank = {c: i for i, c in enumerate(trump_ranking(trump, deck))}
    for i, card in enumerate(chosen):
        if any(rank.get(later, 99) < rank.get(card, 99) for later in chosen[i + 1 :]):
            return Miss(MissCode.BEATEN_BY_A_LATER_CARD, {"card": card.code, "trump": trump})
    return None


def suit_answer_wrong(card: Card, trump: str, chosen: str, rules: Rules | None = None) -> Miss | None:
    """Why ``card`` does not belong to the suit ``chosen`` under ``trump`` (None when it does).

    >>> from engine.cards.card import parse_card
    >>> suit_answer_wrong(parse_card("JD"), "H", "D").code
    <MissCode.LEFT_BOWER_LEAVES_ITS_SUIT: 'left_bower_leaves_its_suit'>
    >>> suit_answer_wrong(parse_card("JC"), "H", "H").code
    <MissCode.NOT_A_BOWER: 'not_a_bower'>
    """
    if effective_suit(card, trump, rules) == chosen:
        return None
    role = card_role(card, trump, rules)
    params: dict[str, str | int] = {"card": card.code, "trump": trump, "suit": chosen}
    if role == "best_bower":
        return Miss(MissCode.BEST_BOWER_NOT_THAT_SUIT, params)
    if role == "left_bower" and chosen == card.suit:
        return Miss(MissCode.LEFT_BOWER_LEAVES_ITS_SUIT, params)
    if chosen == trump:
        return Miss(MissCode.NOT_A_BOWER, params)
    return Miss(MissCode.KEEPS_ITS_SUIT, params)


def role_answer_wrong(card: Card, trump: str, chosen: str, rules: Rules | None = None) -> Miss | None:
    """Why ``card`` is not what the learner ``chosen`` (``best_bower``, ``right_bower``, ``left_bower``,
    ``trump``, ``off_suit``) under ``trump`` (None when it is).

    >>> from engine.cards.card import parse_card
    >>> role_answer_wrong(parse_card("JD"), "H", "right_bower").code
    <MissCode.NOT_THE_RIGHT_BOWER: 'not_the_right_bower'>
    >>> role_answer_wrong(parse_card("JD"), "H", "off_suit").code
    <MissCode.LOOK_AT_THE_JACKS: 'look_at_the_jacks'>
    """
    actual = card_role(card, trump, rules)
    if actual == chosen:
        return None
    params: dict[str, str | int] = {"card": card.code, "trump": trump}
    if chosen == "best_bower":
        return Miss(MissCode.NOT_THE_BEST_BOWER, params)
    if chosen == "right_bower":
        return Miss(MissCode.NOT_THE_RIGHT_BOWER, params)
    if chosen == "left_bower":
        return Miss(MissCode.NOT_THE_LEFT_BOWER, params)
    if chosen == "trump":
        return Miss(MissCode.NOT_A_TRUMP if actual == "off_suit" else MissCode.MORE_THAN_A_PLAIN_TRUMP, params)
    if actual == "left_bower":
        return Miss(MissCode.LOOK_AT_THE_JACKS, params)
    return Miss(MissCode.NOT_OFF_SUIT, params)


def bids_not_all_allowed(state: HandState, chosen: Sequence[Action]) -> Miss | None:
    """Why ``chosen`` is not the set of bids the player to move may make in ``state`` (None when it is):
    the first chosen bid the engine refuses, else that an allowed bid is missing.

    >>> from engine.table.actions import parse_action
    >>> from engine.cards.card import parse_card
    >>> from engine.table.rules import new_deck
    >>> from engine.games.partnership import start_hand
    >>> deck = [c for c in new_deck(Rules()) if c.code != "9H"]
    >>> state = start_hand(Rules(), 3, [deck[5 * i:5 * i + 5] for i in range(4)], parse_card("9H"), deck[20:])
    >>> bids_not_all_allowed(state, [parse_action("pass"), parse_action("call S")]).code
    <MissCode.NO_SUIT_IN_ROUND_ONE: 'no_suit_in_round_one'>
    """
    legal = set(state.legal_actions())
    if set(chosen) == legal:
        return None
    seat, dealer, upcard = state.to_move, state.dealer, state.upcard
    params: dict[str, str | int] = {
        "seat": seat if seat is not None else dealer,
        "dealer": dealer,
        "upcard": upcard.code,
    }
    if upcard.suit:  # not the best bower, which has no suit
        params["turned_down"] = upcard.suit
    for action in chosen:
        if action in legal:
            continue
        ordering = action.kind == "order_up"
        if (
            action.alone
            and seat is not None
            and going_alone(state.rules, dealer, seat, ordering_up=ordering) is Alone.NO_PARTNERS
        ):
            return Miss(MissCode.NO_PARTNERS_NO_ALONE, params)
        if state.phase is Phase.DEALER_NAMES_TRUMP:
            return Miss(MissCode.BEST_BOWER_TURNED_UP, params)
        if state.phase is Phase.BID_UPCARD:
            if action.kind == "call":
                return Miss(MissCode.NO_SUIT_IN_ROUND_ONE, params)
            if ordering and seat is not None and going_alone(state.rules, dealer, seat, ordering_up=True) is Alone.MUST:
                return Miss(MissCode.CANADIAN_ONLY_ALONE, params)
        if state.phase is Phase.CALL_TRUMP:
            if ordering:
                return Miss(MissCode.UPCARD_TURNED_DOWN, params)
            if action.kind == "call" and action.suit == upcard.suit:
                return Miss(MissCode.TURNED_DOWN_SUIT, params)
            if action.kind == "pass":
                return Miss(MissCode.DEALER_IS_STUCK, params)
        return Miss(MissCode.BID_NOT_ALLOWED, params)
    return Miss(MissCode.BID_MISSING, params)


def score_answer_wrong(
    rules: Rules, maker_tricks: int, maker_alone: bool, defender_alone: bool, side: str, points: int
) -> Miss | None:
    """Why "``side`` (``makers`` or ``defenders``) scores ``points``" is not this hand's score (None when it is).

    >>> score_answer_wrong(Rules(), 4, False, False, "makers", 2).code
    <MissCode.NOT_A_MARCH: 'not_a_march'>
    >>> score_answer_wrong(Rules(), 2, False, False, "makers", 1).code
    <MissCode.MAKERS_FELL_SHORT: 'makers_fell_short'>
    """
    actual_side, actual_points = score_hand(rules, maker_tricks, maker_alone, defender_alone)
    if (side, points) == (actual_side, actual_points):
        return None
    params: dict[str, str | int] = {"tricks": maker_tricks}
    if side != actual_side:
        return Miss(MissCode.MAKERS_MADE_IT if actual_side == "makers" else MissCode.MAKERS_FELL_SHORT, params)
    if side == "makers":
        if maker_tricks < 5:
            return Miss(MissCode.NOT_A_MARCH, params)
        if points < actual_points and points <= 1:
            return Miss(MissCode.MARCH_SCORES_MORE, params)
        if points > actual_points:
            return Miss(MissCode.LONE_MARCH_ONLY_ALONE, params)
        return Miss(MissCode.LONE_MARCH_SCORES_MORE, params)
    if points > actual_points:
        return Miss(MissCode.NO_LONE_DEFENDER, params)
    return Miss(MissCode.LONE_DEFENDER_SCORES_MORE, params)


def game_answer_wrong(us: int, them: int, target: int, chosen: str) -> Miss | None:
    """Why ``chosen`` (``us``, ``them`` or ``nobody``) does not win the game when the scores after the hand are
    ``us`` to ``them`` and ``target`` wins (None when it does). One side scores per hand, so at most one
    side reaches the target.

    >>> game_answer_wrong(9, 7, 10, "us").code
    <MissCode.US_SHORT_OF_TARGET: 'us_short_of_target'>
    >>> game_answer_wrong(10, 7, 10, "nobody").code
    <MissCode.TARGET_REACHED: 'target_reached'>
    """
    winner = "us" if us >= target > them else "them" if them >= target > us else "nobody"
    if chosen == winner:
        return None
    params: dict[str, str | int] = {"us": us, "them": them, "target": target}
    if chosen == "nobody":
        return Miss(MissCode.TARGET_REACHED, params)
    return Miss(MissCode.US_SHORT_OF_TARGET if chosen == "us" else MissCode.THEM_SHORT_OF_TARGET, params)
