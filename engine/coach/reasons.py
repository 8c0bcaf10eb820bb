"""Why a card is the best one, why another is worse, and a first nudge: reason codes with parameters, read
off the position and the solver's advice (never canned text: the app words each code with the cards named).

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
>>> from engine.coach.advice import advise_play
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D").apply("order up").apply("discard 9C")
>>> str(nudge(s).code)
'lead_as_maker'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engine.cards.card import Card, parse_card
from engine.cards.errors import ParamValue
from engine.coach.advice import PlayAdvice
from engine.games.partnership import HandState
from engine.games.solo import SoloHand
from engine.table.rules import new_deck
from engine.table.tricks import EFFECTIVE_SUIT, POWER, WIN_KEY, left_bower, right_bower, trick_winner

__all__ = [
    "CoachNote",
    "CoachReason",
    "beats_the_trick",
    "lowest_winner",
    "nudge",
    "unbeatable",
    "why_best",
    "why_played",
    "why_worse",
]


class CoachReason(StrEnum):
    """The coach's reasons. Parameters (cards are codes, seats numbers): ``card`` the better card,
    ``your_card`` the card chosen, ``partner_card`` the partner's card winning the trick, ``kept_card`` a card
    worth keeping, ``seat`` a seat, ``tricks`` tenths of a trick, ``chance`` a percentage."""

    # Nudges: what to look at first (no card named but the trick's).
    PARTNER_WINNING = "partner_winning"  # partner_card
    CANNOT_FOLLOW = "cannot_follow"  # trump (a suit)
    MUST_FOLLOW = "must_follow"  # led_suit
    LEAD_AS_MAKER = "lead_as_maker"
    LEAD_AS_DEFENDER = "lead_as_defender"  # seat: the maker
    LEAD_FOR_THE_MAKER = "lead_for_the_maker"  # seat: the maker (call-ace, auction: a silent partner who knows it)
    LAST_TO_PLAY = "last_to_play"
    # Reasons for a card.
    PARTNER_ALREADY_WINNING = "partner_already_winning"  # card, partner_card [your_card]
    DRAW_TRUMP_WITH_RIGHT_BOWER = "draw_trump_with_right_bower"  # card [your_card]
    WIN_THE_TRICK_CHEAPLY = "win_the_trick_cheaply"  # card, trick_card [your_card]
    WIN_THE_TRICK_SAFELY = "win_the_trick_safely"  # card, trick_card [your_card]: nobody after can beat it
    TRUMP_IN = "trump_in"  # card [your_card]
    THROW_OFF_LOW = "throw_off_low"  # card [your_card]
    LET_THE_TRICK_GO = "let_the_trick_go"  # card [your_card]: a card could win it, the advice keeps it
    WASTES_LAST_TRUMP = "wastes_last_trump"  # card, your_card
    SAVE_THE_WINNER_FOR_LATER = "save_the_winner_for_later"  # card, kept_card [your_card]
    KEEP_LEFT_BOWER_GUARDED = "keep_left_bower_guarded"  # card, kept_card [your_card]
    LEAD_THROUGH_THE_MAKER = "lead_through_the_maker"  # card, seat [your_card]
    MOST_TRICKS = "most_tricks"  # card, tricks, chance, makers (whether chance is of making or euchring)
    AS_GOOD_AS_ANY = "as_good_as_any"  # card, points (hundredths, expected) [your_card, your_points]
    ONLY_CARD = "only_card"  # card: the one legal card
    # Reasons for a bid or the dealer's discard (engine.coach.bid_reasons); a worse choice adds ``your_action``.
    TOO_WEAK_TO_ORDER_UP = "too_weak_to_order_up"  # suit, trumps (how many the hand holds)
    STRONG_ENOUGH_TO_CALL = "strong_enough_to_call"  # suit, trumps, points (hundredths, expected)
    ORDERING_UP_GIVES_THE_DEALER_A_TRUMP = "ordering_up_gives_the_dealer_a_trump"  # card (the upcard), seat
    ORDERING_UP_GIVES_YOUR_PARTNER_A_TRUMP = "ordering_up_gives_your_partner_a_trump"  # card (the upcard), seat
    GO_ALONE_WITH_THE_TOP_TRUMPS = "go_alone_with_the_top_trumps"  # suit, card (the top trump held), trumps, points
    TOO_RISKY_ALONE = "too_risky_alone"  # suit, trumps
    CALL_THE_LONGER_SUIT = "call_the_longer_suit"  # suit, trumps, your_suit, your_trumps
    DISCARD_TO_VOID_A_SUIT = "discard_to_void_a_suit"  # card, suit [your_card]
    KEEP_THE_GUARDED_KING = "keep_the_guarded_king"  # card, kept_card (the king), guard_card [your_card]
    KEEP_TRUMPS_AND_ACES = "keep_trumps_and_aces"  # card, your_card
    BEST_EXPECTED_POINTS = "best_expected_points"  # action, points [your_points]
    NAME_TRUMP_BLIND = "name_trump_blind"  # alone (whether going alone does best), points: before his hand is seen
    # Call-ace and auction tables (engine.coach.solo_bid_reasons): a silent partner made by a card, never a fixed one.
    CALL_A_SUIT_YOU_LACK = "call_a_suit_you_lack"  # suit, card (its best card, not held), points
    CALLED_YOUR_OWN_ACE = "called_your_own_ace"  # suit, card (the better call's best card), your_suit, your_card
    BID_WHAT_YOU_CAN_MAKE = "bid_what_you_can_make"  # suit, trumps, bid, chance (percent of deals made), points
    BID_TOO_HIGH = "bid_too_high"  # bid, your_bid, your_chance (percent of deals the higher bid is made)
    NAME_THE_HIGHEST_TRUMP_YOU_LACK = "name_the_highest_trump_you_lack"  # card, points


# A hand in play of any game: the partnership game and cutthroat, or call-ace and auction euchre.
Played = HandState | SoloHand


def _maker_side(state: Played, seat: int) -> bool:
    """Whether ``seat`` plays for the maker, as far as it knows (a hidden partner does not know it yet)."""
    return state.is_maker_side(seat) if isinstance(state, HandState) else state.knows_maker_side(seat)


def _seats_playing(state: Played) -> int:
    return state.num_players - (len(state.sitting_out) if isinstance(state, HandState) else 0)


@dataclass(frozen=True)
class CoachNote:
    code: CoachReason
    params: dict[str, ParamValue] = field(default_factory=dict)


def _trick_facts(state: Played) -> tuple[int, Card | None, bool]:
    """The seat to move, the card winning the trick so far and whether it is the partner's."""
    seat = state.to_move
    assert seat is not None
    cards = state.current_trick
    if not cards:
        return seat, None, False
    trump = state.trump
    assert trump is not None
    i = trick_winner(cards, trump)
    winner = state.current_trick_seats[i]
    return seat, cards[i], state.rules.has_partners and winner != seat and state.seating.same_side(winner, seat)


def _key(state: Played, card: Card) -> int:
    """How strongly ``card`` plays to the trick in progress (a lead leads its own suit)."""
    trump = state.trump
    assert trump is not None
    led = EFFECTIVE_SUIT[trump][(state.current_trick or (card,))[0].id]
    return WIN_KEY[trump][led][card.id]


def _boss(state: Played, card: Card) -> bool:
    """Whether no card still out, but the mover's own, beats ``card`` in its suit: it wins a trick of its suit
    unless trumped."""
    trump = state.trump
    assert trump is not None
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]
    suit = eff[card.id]
    gone = set(state.hands[state.to_move or 0]) | {c for t in state.tricks for c in t.cards} | set(state.current_trick)
    return all(c in gone for c in new_deck(state.rules) if eff[c.id] == suit and power[c.id] > power[card.id])


def nudge(state: Played) -> CoachNote:
    """The first hint: what matters in this position, without naming the card to play."""
    if state.phase != "play" or state.to_move is None or state.trump is None:
        raise ValueError(f"a nudge needs a hand in play, not {state.phase.value}")
    seat, winning, partner = _trick_facts(state)
    if winning is None:
        if isinstance(state, SoloHand) and seat != state.maker and _maker_side(state, seat):
            return CoachNote(CoachReason.LEAD_FOR_THE_MAKER, {"seat": state.maker})
        if _maker_side(state, seat):
            return CoachNote(CoachReason.LEAD_AS_MAKER)
        return CoachNote(CoachReason.LEAD_AS_DEFENDER, {"seat": state.maker})
    if partner:
        return CoachNote(CoachReason.PARTNER_WINNING, {"partner_card": winning.code})
    eff = EFFECTIVE_SUIT[state.trump]
    led = eff[state.current_trick[0].id]
    if not any(eff[c.id] == led for c in state.hands[seat]):
        return CoachNote(CoachReason.CANNOT_FOLLOW, {"trump": state.trump})
    if len(state.current_trick) + 1 == _seats_playing(state):
        return CoachNote(CoachReason.LAST_TO_PLAY)
    return CoachNote(CoachReason.MUST_FOLLOW, {"led_suit": led})


def why_best(state: Played, advice: PlayAdvice) -> CoachNote:
    """Why the advice's best card is the one to play."""
    best = _card(advice.best.action)
    return _reason(state, advice, best, None)


def why_played(state: Played, advice: PlayAdvice, action: str) -> CoachNote:
    """Why ``action``, graded best, is a card to play: its own reason, never another card's (a card as good as
    the very best is explained for itself)."""
    return _reason(state, advice, _card(action), None)


def why_worse(state: Played, advice: PlayAdvice, action: str) -> CoachNote:
    """Why ``action`` is worse than the best card (the best card's reason when they are as good)."""
    best, chosen = _card(advice.best.action), _card(action)
    note = _reason(state, advice, best, chosen)
    params = dict(note.params)
    params["your_card"] = chosen.code
    if note.code is CoachReason.AS_GOOD_AS_ANY:
        params["your_points"] = round(advice.option(action).points * 100)
    return CoachNote(note.code, params)


def _card(action: str) -> Card:
    return parse_card(action.split()[-1])


def _legal_cards(state: Played) -> list[Card]:
    return [a.card for a in state.legal_actions() if a.card is not None]


def beats_the_trick(state: Played, card: Card) -> bool:
    """Whether ``card`` beats every card played so far to the trick in progress (a lead beats nothing)."""
    cards = state.current_trick
    return bool(cards) and _key(state, card) > max(_key(state, c) for c in cards)


def lowest_winner(state: Played) -> Card | None:
    """The lowest of the mover's legal cards that beats the trick so far; ``None`` if none does."""
    winners = [c for c in _legal_cards(state) if beats_the_trick(state, c)]
    return min(winners, key=lambda c: _key(state, c)) if winners else None


def unbeatable(state: Played, card: Card) -> bool:
    """Whether no card the mover cannot see (in another hand, the kitty or the discard) would beat ``card``
    in the trick in progress: nobody after him can take it."""
    seat = state.to_move
    assert seat is not None
    gone = set(state.hands[seat]) | {c for t in state.tricks for c in t.cards} | set(state.current_trick)
    mine = _key(state, card)
    return all(_key(state, c) <= mine for c in new_deck(state.rules) if c not in gone)


def _reason(state: Played, advice: PlayAdvice, best: Card, chosen: Card | None) -> CoachNote:
    trump = state.trump
    assert trump is not None
    eff = EFFECTIVE_SUIT[trump]
    seat, winning, partner = _trick_facts(state)
    hand = state.hands[seat]
    legal = _legal_cards(state)
    if len(legal) == 1:
        return CoachNote(CoachReason.ONLY_CARD, {"card": best.code})
    trumps = [c for c in hand if eff[c.id] == trump]
    best_key = _key(state, best)
    if winning is not None:
        win_key = _key(state, winning)
        if partner and best_key <= win_key and (chosen is None or _key(state, chosen) > best_key):
            return CoachNote(CoachReason.PARTNER_ALREADY_WINNING, {"card": best.code, "partner_card": winning.code})
        if chosen is not None and len(trumps) == 1 and chosen is trumps[0] and best is not chosen:
            return CoachNote(CoachReason.WASTES_LAST_TRUMP, {"card": best.code})
        if chosen is not None and _boss(state, chosen) and eff[chosen.id] != trump and best_key < _key(state, chosen):
            return CoachNote(CoachReason.SAVE_THE_WINNER_FOR_LATER, {"card": best.code, "kept_card": chosen.code})
        chosen_wins = chosen is not None and _key(state, chosen) > win_key
        if best_key > win_key:
            if eff[best.id] == trump and eff[state.current_trick[0].id] != trump and not chosen_wins:
                return CoachNote(CoachReason.TRUMP_IN, {"card": best.code})
            if best is lowest_winner(state) and (chosen is None or _key(state, chosen) > best_key):
                return CoachNote(CoachReason.WIN_THE_TRICK_CHEAPLY, {"card": best.code, "trick_card": winning.code})
            if unbeatable(state, best) and (chosen is None or not chosen_wins):
                return CoachNote(CoachReason.WIN_THE_TRICK_SAFELY, {"card": best.code, "trick_card": winning.code})
        elif eff[best.id] != eff[state.current_trick[0].id] and not chosen_wins:
            if lowest_winner(state) is None:
                return CoachNote(CoachReason.THROW_OFF_LOW, {"card": best.code})
            return CoachNote(CoachReason.LET_THE_TRICK_GO, {"card": best.code})
    else:
        right = right_bower(trump)
        if _maker_side(state, seat) and best is right and chosen is not right:
            return CoachNote(CoachReason.DRAW_TRUMP_WITH_RIGHT_BOWER, {"card": best.code})
        left = left_bower(trump)
        guard = [c for c in trumps if c is not left]
        right_out = right not in hand and right not in {c for t in state.tricks for c in t.cards}
        if (
            chosen is not None
            and left in hand
            and len(guard) == 1
            and chosen is guard[0]
            and right_out
            and best is not chosen
        ):
            return CoachNote(CoachReason.KEEP_LEFT_BOWER_GUARDED, {"card": best.code, "kept_card": left.code})
        if chosen is not None and chosen is not best and _boss(state, chosen) and not _boss(state, best):
            return CoachNote(CoachReason.SAVE_THE_WINNER_FOR_LATER, {"card": best.code, "kept_card": chosen.code})
        maker = state.maker
        if (
            maker is not None
            and not _maker_side(state, seat)
            and state.seating.left_of(seat) == maker
            and eff[best.id] != trump
        ):
            return CoachNote(CoachReason.LEAD_THROUGH_THE_MAKER, {"card": best.code, "seat": maker})
    advised = advice.option(f"play {best.code}")
    if advised.tricks >= max(o.tricks for o in advice.options) - 1e-9:
        return CoachNote(
            CoachReason.MOST_TRICKS,
            {
                "card": best.code,
                "tricks": round(advised.tricks * 10),
                "chance": round(advised.success * 100),
                "makers": _maker_side(state, seat),
            },
        )
    return CoachNote(CoachReason.AS_GOOD_AS_ANY, {"card": best.code, "points": round(advised.points * 100)})
