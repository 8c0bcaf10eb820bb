"""euchre-tutor's rules engine: pure, typed, standard library only. It returns codes, never prose.

>>> from engine import Rules, parse_card, effective_suit
>>> effective_suit(parse_card("JD"), "H")
'H'
"""

from engine.actions import Action, parse_action
from engine.cards import (
    ALL_CARDS,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    parse_card,
    parse_cards,
    parse_suit,
    same_colour_suit,
)
from engine.errors import CardParseError, DealError, IllegalActionError, Reason
from engine.game import Game, add_hand_result, game_winner
from engine.notation import (
    NotationError,
    format_deal,
    format_history,
    hand_from_notation,
    parse_deal,
    parse_seat,
)
from engine.rules import RULE_OPTIONS, Rules, new_deck
from engine.scoring import ScoreLine, score_hand, scoring_table
from engine.seating import Seating
from engine.state import SEAT_LETTERS, SEAT_NAMES, Deal, HandState, Phase, Trick, deal, start_hand
from engine.tricks import (
    CardInTrick,
    TrickExplanation,
    beats,
    card_role,
    effective_suit,
    explain_trick,
    is_trump,
    legal_plays,
    suit_ranking,
    trick_winner,
    trump_ranking,
)

__all__ = [
    "ALL_CARDS",
    "RULE_OPTIONS",
    "SEAT_LETTERS",
    "SEAT_NAMES",
    "SUITS",
    "SUIT_SYMBOLS",
    "Action",
    "Card",
    "CardInTrick",
    "CardParseError",
    "Deal",
    "DealError",
    "Game",
    "HandState",
    "IllegalActionError",
    "NotationError",
    "Phase",
    "Reason",
    "Rules",
    "ScoreLine",
    "Seating",
    "Trick",
    "TrickExplanation",
    "add_hand_result",
    "beats",
    "card_role",
    "deal",
    "effective_suit",
    "explain_trick",
    "format_deal",
    "format_history",
    "game_winner",
    "hand_from_notation",
    "is_trump",
    "legal_plays",
    "new_deck",
    "parse_action",
    "parse_card",
    "parse_cards",
    "parse_deal",
    "parse_seat",
    "parse_suit",
    "same_colour_suit",
    "score_hand",
    "scoring_table",
    "start_hand",
    "suit_ranking",
    "trick_winner",
    "trump_ranking",
]
