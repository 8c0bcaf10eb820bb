"""Simple table players: sound habits, no search, at every table. They only choose among the engine's legal
actions, so they can never break a rule. A bot is one function of a hand (any game's, :class:`engine.hand.Hand`)
and a random source: :data:`Bot`; :func:`simple_action` is the one for every game (the habits for a
:class:`~engine.solo.SoloHand`, where a call makes the partner, live in :mod:`engine.solo_bots`).

>>> from engine.games import start
>>> from engine.rules import GAME_PLAYERS
>>> from engine.variants import table_rules
>>> def played_out(hand: AnyHand, rng: random.Random) -> AnyHand:
...     while not hand.is_over:
...         hand = hand.apply(simple_action(hand, rng))
...     return hand
>>> tables = [table_rules(game, n) for game, players in GAME_PLAYERS.items() for n in players]
>>> [len(played_out(start(r, 0, random.Random(5)), random.Random(6)).tricks) for r in tables]
[5, 5, 5, 5, 5, 5, 5, 5]
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.actions import Action
from engine.cards import SUITS, Card
from engine.hand import Hand, SeatView
from engine.solo import SoloHand
from engine.solo_bots import solo_action
from engine.state import HandState, Phase
from engine.tricks import EFFECTIVE_SUIT, POWER, trick_winner


def _strength(hand: tuple[Card, ...], trump: str) -> int:
    """Rough trump strength: bowers 3, other trumps 2, off-suit aces 1."""
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]
    score = 0
    for c in hand:
        if eff[c.id] == trump:
            score += 3 if power[c.id] >= 98 else 2
        elif c.rank == "A":
            score += 1
    return score


AnyHand = Hand[SeatView, object]
Bot = Callable[[AnyHand, random.Random], Action]  # the action of the seat to move, at any table


def simple_action(hand: AnyHand, rng: random.Random) -> Action:
    """A reasonable legal action for the seat to move, whatever the game; ``ValueError`` once it is over."""
    if isinstance(hand, SoloHand):
        return solo_action(hand, rng)
    if isinstance(hand, HandState):
        return partnership_action(hand, rng)
    raise TypeError(f"no simple bot plays {type(hand).__name__}")


def partnership_action(state: HandState, rng: random.Random) -> Action:
    """A reasonable legal action for the seat to move in the partnership game (four-hand or cutthroat)."""
    legal = state.legal_actions()
    if not legal:
        raise ValueError("no legal action: the hand is over")
    seat = state.to_move
    assert seat is not None
    hand = state.hands[seat]
    phase = state.phase
    by_text = {str(a): a for a in legal}
    if phase is Phase.BID_UPCARD:
        suit = state.upcard.suit
        bonus = 2 if seat == state.dealer else (-1 if state.team(seat) != state.team(state.dealer) else 1)
        strength = _strength(hand, suit) + bonus
        if strength >= 11 and "order up alone" in by_text:
            return by_text["order up alone"]
        if strength >= 7 and "order up" in by_text:
            return by_text["order up"]
        return by_text.get("pass", legal[0])
    if phase is Phase.DEALER_NAMES_TRUMP:
        # A turned-up best bower: the dealer names trump before looking at his hand (rules.md section 7), so
        # any suit is as good as another, and he plays with his partner.
        return by_text[f"call {rng.choice([s for s in SUITS if f'call {s}' in by_text])}"]
    if phase is Phase.CALL_TRUMP:
        options = [s for s in SUITS if f"call {s}" in by_text]
        best = max(options, key=lambda s: _strength(hand, s))
        if _strength(hand, best) >= 7 or "pass" not in by_text:
            return by_text[f"call {best}"]
        return by_text["pass"]
    if phase is Phase.DISCARD:
        trump = state.trump
        assert trump is not None
        eff, power = EFFECTIVE_SUIT[trump], POWER[trump]
        return min(legal, key=lambda a: (eff[a.card.id] == trump, power[a.card.id]))  # type: ignore[union-attr]
    if phase is Phase.DEFEND_ALONE:
        return by_text["pass"]
    return _choose_play(state, legal, rng)


def _choose_play(state: HandState, legal: list[Action], rng: random.Random) -> Action:
    trump = state.trump
    assert trump is not None
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]

    def strength(a: Action) -> int:
        assert a.card is not None
        return power[a.card.id] + (1000 if eff[a.card.id] == trump else 0)

    trick = state.current_trick
    if not trick:  # lead: the highest card we hold, trumps first when we made trump
        if state.is_maker_side(state.to_move or 0):
            return max(legal, key=strength)
        off = [a for a in legal if eff[a.card.id] != trump]  # type: ignore[union-attr]
        return max(off or legal, key=strength)
    seats = state.current_trick_seats
    winner_seat = seats[trick_winner(trick, trump)]
    partner_winning = state.team(winner_seat) == state.team(state.to_move or 0) and state.rules.has_partners
    winning = [a for a in legal if trick_winner((*trick, a.card), trump) == len(trick)]  # type: ignore[arg-type]
    if winning and not partner_winning:
        return min(winning, key=strength)
    return min(legal, key=strength)
