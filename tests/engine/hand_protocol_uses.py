"""Checked by mypy --strict in tests/engine/test_hand_protocol.py (never run): both hands are a
:class:`engine.Hand`, with their own view and result types, and code written against the protocol takes either."""

from __future__ import annotations

import random

from engine import Hand, HandState, Rules, SeatView, SoloHand, SoloResult, SoloView, deal, solo_deal, table_rules
from engine.games.observation import Observation
from engine.table.scoring import Side


def first_legal_until_over(hand: Hand[SeatView, object]) -> Hand[SeatView, object]:
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    return hand


def both_hands(rng: random.Random) -> list[object]:
    partnership: Hand[Observation, tuple[Side, int]] = deal(Rules(), 0, rng)
    solo: Hand[SoloView, SoloResult] = solo_deal(table_rules("auction", 5), 0, rng)
    next_partnership: HandState = deal(Rules(), 0, rng).apply("pass")  # apply keeps the concrete type
    next_solo: SoloHand = solo_deal(table_rules("call_ace", 4), 0, rng).apply("pass")
    return [
        first_legal_until_over(partnership).result(),
        first_legal_until_over(solo).result(),
        next_partnership,
        next_solo,
        partnership.observation(0).hand,
        solo.observation(0).trump,
    ]
