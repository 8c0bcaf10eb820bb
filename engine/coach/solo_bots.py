"""Simple players for the call-ace and auction tables: sound habits, no search. They choose only among the
engine's legal actions, so they can never break a rule."""

from __future__ import annotations

import random

from engine.cards.card import SUITS, Card
from engine.coach.game_coach import coach_for
from engine.games.solo import CALL_PHASES, SoloHand, SoloPhase
from engine.table.actions import Action
from engine.table.tricks import EFFECTIVE_SUIT, POWER, WIN_KEY


def _strength(hand: tuple[Card, ...], trump: str) -> int:
    """Rough trump strength: bowers 3, other trumps 2, off-suit aces 1."""
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]
    return sum(
        3 if eff[c.id] == trump and power[c.id] >= 98 else 2 if eff[c.id] == trump else 1 if c.rank == "A" else 0
        for c in hand
    )


def _best_suit(hand: tuple[Card, ...], allowed: set[str]) -> tuple[str, int]:
    return max(((s, _strength(hand, s)) for s in SUITS if s in allowed), key=lambda t: t[1])


def solo_action(state: SoloHand, rng: random.Random) -> Action:
    """A reasonable legal action for the seat to move."""
    legal = state.legal_actions()
    if not legal:
        raise ValueError("no legal action: the hand is over")
    seat = state.to_move
    assert seat is not None
    hand, phase = state.hands[seat], state.phase
    by_text = {str(a): a for a in legal}
    if phase is SoloPhase.BID_UPCARD:
        assert state.deal.upcard is not None
        strength = _strength(hand, state.deal.upcard.suit) + (2 if seat == state.dealer else 0)
        if strength >= 13:
            return by_text["order up alone"]
        return by_text["order up"] if strength >= 8 else by_text["pass"]
    if phase is SoloPhase.DEALER_NAMES_TRUMP:
        # A turned-up best bower: the dealer names trump before looking at his hand (rules.md section 7).
        return by_text[f"call {rng.choice(sorted({a.suit for a in legal if a.suit}))}"]
    if phase is SoloPhase.CALL_TRUMP:
        suit, strength = _best_suit(hand, {a.suit for a in legal if a.suit})
        if strength >= 13:
            return by_text[f"call {suit} alone"]
        if strength >= 7 or "pass" not in by_text:
            return by_text[f"call {suit}"]
        return by_text["pass"]
    if phase is SoloPhase.AUCTION:
        suit, strength = _best_suit(hand, set(SUITS))
        tricks = min(5, strength // 3)
        wanted = 8 if strength >= 15 else tricks
        if f"bid {wanted} {suit}" in by_text and wanted >= 3:
            return by_text[f"bid {wanted} {suit}"]
        return by_text.get("pass") or legal[0]
    trump: str = state.trump or "C"  # made by now: every later phase has a trump
    if phase in (SoloPhase.DISCARD, SoloPhase.WIDOW_DISCARD):
        return min(legal, key=lambda a: _keep_value(a.card, trump))
    if phase in CALL_PHASES:
        return coach_for(state.rules).bot_call(state, legal, trump, rng)
    return _play(state, legal, rng)


def _keep_value(card: Card | None, trump: str) -> int:
    assert card is not None
    return 1000 + POWER[trump][card.id] if EFFECTIVE_SUIT[trump][card.id] == trump else POWER[trump][card.id]


def _play(state: SoloHand, legal: list[Action], rng: random.Random) -> Action:
    trump = state.trump
    assert trump is not None
    if not state.current_trick:
        return max(legal, key=lambda a: (_keep_value(a.card, trump), rng.random()))
    led = EFFECTIVE_SUIT[trump][state.current_trick[0].id]
    keys = WIN_KEY[trump][led]
    best = max(keys[c.id] for c in state.current_trick)
    winners = [a for a in legal if a.card is not None and keys[a.card.id] > best]
    if winners:
        return min(winners, key=lambda a: keys[a.card.id] if a.card else 0)
    return min(legal, key=lambda a: _keep_value(a.card, trump))
