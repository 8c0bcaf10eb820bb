"""The one refusal of a card that does not follow suit, at every table: the reason ``must_follow_suit`` with
what the learner's sentence needs (the suit led and by which card, the card's own suit and role, whether a
bower is the cause). Each hand decides *whether* the card follows in its own way (the partnership hand by bit
masks, on its hot path); *why not* is said here.

>>> from engine.cards.card import parse_card
>>> r = must_follow_refusal(parse_card("JD"), parse_card("9C"), "H", "South")
>>> r.code, r.params["led_suit"], r.params["card_role"], r.params["card_suit"]
(<ReasonCode.MUST_FOLLOW_SUIT: 'must_follow_suit'>, 'C', 'left_bower', 'H')
"""

from __future__ import annotations

from engine.cards.card import Card
from engine.cards.errors import ReasonCode, Refusal
from engine.table.tricks import EFFECTIVE_SUIT, card_role, left_bower

_BOWERS = ("best_bower", "right_bower", "left_bower")


def must_follow_refusal(card: Card, led_card: Card, trump: str, who: str) -> Refusal:
    """Why ``who`` may not play ``card`` to a trick led by ``led_card`` with ``trump`` trump."""
    eff = EFFECTIVE_SUIT[trump]
    led, led_role, role = eff[led_card.id], card_role(led_card, trump), card_role(card, trump)
    return Refusal(
        ReasonCode.MUST_FOLLOW_SUIT,
        f"illegal play {card} by {who}: must follow {led}",
        {
            "card": card.code,
            "card_suit": eff[card.id],
            "card_role": role,
            "led_suit": led,
            "led_card": led_card.code,
            "led_role": led_role,
            "led_is_bower": led_role in _BOWERS,
            "led_is_joker": led_card.is_best_bower,
            "led_is_trump": led == trump,
            "trump": trump,
            "left_bower": left_bower(trump).code,
            "plays_printed_suit": role == "left_bower" and card.suit == led,
        },
    )
