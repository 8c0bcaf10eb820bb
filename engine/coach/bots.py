"""Simple table players: sound habits, no search, at every table. They only choose among the engine's legal
actions, so they can never break a rule. A bot is one function of a hand (any game's, :class:`engine.games.hand.Hand`)
and a random source: :data:`Bot`; :func:`simple_action` is the one for every game (the habits for a
:class:`~engine.games.solo.SoloHand`, where a call makes the partner, live in :mod:`engine.coach.solo_bots`).

>>> from engine.games.registry import start
>>> from engine.table.rules import GAME_PLAYERS
>>> from engine.table.variants import table_rules
>>> def played_out(hand: AnyHand, rng: random.Random) -> AnyHand:
...     while not hand.is_over:
...         hand = hand.apply(simple_action(hand, rng))
...     return hand
>>> tables = [table_rules(game, n) for game, players in GAME_PLAYERS.items() for n in players]
>>> [len(played_out(start(r, 0, random.Random(5)), random.Random(6)).tricks) for r in tables]
[5, 5, 5, 5, 5, 5, 5, 5]
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from engine.cards.card import SUITS, Card, same_colour_suit
from engine.coach.hand_strength import ALONE_AT, CALL_AT, ORDER_UP_AT, trump_strength, upcard_strength
from engine.coach.solo_bots import solo_action
from engine.games.hand import Hand, SeatView
from engine.games.partnership import HandState, Phase
from engine.games.solo import SoloHand
from engine.table.actions import Action
from engine.table.tricks import EFFECTIVE_SUIT, POWER, trick_winner

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
        strength = upcard_strength(state, seat, hand)
        if strength >= ALONE_AT and "order up alone" in by_text:
            return by_text["order up alone"]
        if strength >= ORDER_UP_AT and "order up" in by_text:
            return by_text["order up"]
        return by_text.get("pass", legal[0])
    if phase is Phase.DEALER_NAMES_TRUMP:
        # A turned-up best bower: the dealer names trump before looking at his hand (rules.md section 7), so
        # any suit is as good as another, and he plays with his partner.
        return by_text[f"call {rng.choice([s for s in SUITS if f'call {s}' in by_text])}"]
    if phase is Phase.CALL_TRUMP:
        options = [s for s in SUITS if f"call {s}" in by_text]
        best = max(options, key=lambda s: trump_strength(hand, s))
        if trump_strength(hand, best) >= CALL_AT or "pass" not in by_text:
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


# An imitation of the expert's bids (engine.coach.bot_levels), cheap enough to bid for every seat after a pass
# in each deal the bidding advice plays out: the expert itself bids from that advice, a search per bid. Logistic
# models of the seat's own cards, per seat from the dealer's left, fitted on the bids of the expert that bids
# with them (one refit: the expert changed with the first fit), by ``python -m bench.coach_bid_model collect 600
# 210000 a.jsonl``, ``... collect-second 2000 310000 b.jsonl`` and ``... fit 5 a.jsonl b.jsonl``. On the seeds
# held out (multiples of 5), the likeliest bid is the expert's on 0.906 ± 0.015 of first-round decisions
# (n=385) and 0.622 ± 0.029 of second-round ones (n=288). Weights of BID_FEATURES, then the intercept.
BID_FEATURES = ("right", "left", "ace", "king", "low trumps", "off aces", "off kings", "voids", "up jack", "up high")
Weights = tuple[float, ...]
# Round one: order up or not, then alone or not. Round two: the "suit" model ranks the suits, "call" says whether
# to call the first, "call alone" whether alone (their features: :func:`call_features`).
EXPERT_LIKE_MODELS = ("order up", "order up alone", "suit", "call", "call alone")
EXPERT_LIKE: dict[str, tuple[Weights, ...]] = {  # per model, per seat position (0: the dealer's left)
    "order up": (
        (2.502, 0.465, 0.485, 1.045, 1.679, 0.748, -0.564, 1.015, -1.11, -1.078, -6.866),
        (3.4, 1.631, 1.176, 1.888, 2.041, 0.731, -0.009, 0.625, 0.863, -0.182, -5.223),
        (2.879, 0.828, 0.848, 1.856, 0.716, 0.481, -0.427, 1.168, -0.906, -0.571, -6.276),
        (2.97, 1.481, 1.574, 1.846, 2.532, 0.223, -0.03, 0.624, 0.807, 0.232, -4.648),
    ),
    "order up alone": (
        (3.166, 2.568, 1.992, 2.265, 1.895, 2.044, 1.021, 0.843, 0.272, 0.367, -10.881),
        (3.166, 2.568, 1.992, 2.265, 1.895, 2.044, 1.021, 0.843, 0.272, 0.367, -10.881),
        (3.166, 2.568, 1.992, 2.265, 1.895, 2.044, 1.021, 0.843, 0.272, 0.367, -10.881),
        (2.669, 2.196, 1.764, 1.952, 1.612, 1.761, 0.811, 0.745, 0.325, 0.28, -9.266),
    ),
    "suit": (
        (4.087, 1.991, 1.845, 2.584, 2.721, 0.622, 0.302, 0.252, 0.971, -6.948),
        (3.069, 1.663, 1.559, 2.045, 2.388, 0.575, -0.058, 0.594, 0.354, -6.505),
        (2.651, 1.099, 0.673, 1.053, 1.419, -0.052, -0.025, 0.775, 0.971, -4.803),
        (1.335, 0.737, 0.416, 0.73, 1.877, 0.231, 0.124, -0.005, 0.389, -3.448),
    ),
    "call": (
        (2.36, 1.674, 0.661, 1.094, 0.961, 0.397, -0.005, 1.124, -0.206, -2.326),
        (1.829, 1.599, 1.1, 0.99, 1.017, 0.404, -0.322, 1.148, -0.041, -3.086),
        (1.608, 0.467, 0.359, -0.242, 0.274, -0.633, -0.014, 1.189, 0.602, -1.069),
        (2.449, 1.749, 0.854, 1.16, 1.065, 0.353, -0.049, 1.098, -0.062, -2.751),
    ),
    "call alone": (
        (2.595, 1.946, 1.898, 1.099, 0.588, 3.002, 1.713, 2.851, 0.518, -12.455),
        (0.913, 0.585, 1.605, 0.765, 0.719, 1.335, 0.517, 1.587, -0.094, -7.736),
        (2.832, 2.031, 2.177, 1.348, 0.832, 3.039, 1.806, 2.683, 0.545, -13.088),
        (2.832, 2.031, 2.177, 1.348, 0.832, 3.039, 1.806, 2.683, 0.545, -13.088),
    ),
}


def bid_features(hand: tuple[Card, ...], trump: str, upcard: Card | None) -> list[float]:
    """The features of :data:`BID_FEATURES` of ``hand`` with ``trump``: its trumps by rank, its side aces and
    kings, the side suits it lacks, and the upcard (``None`` in the second round) if a jack or an ace or king."""
    eff, power = EFFECTIVE_SUIT[trump], POWER[trump]
    right = left = ace = king = low = off_aces = off_kings = 0
    suits = set()
    for c in hand:
        if eff[c.id] == trump:
            p = power[c.id]
            if p >= 99:
                right += 1
            elif p == 98:
                left += 1
            elif c.rank == "A":
                ace += 1
            elif c.rank == "K":
                king += 1
            else:
                low += 1
        else:
            suits.add(eff[c.id])
            off_aces += c.rank == "A"
            off_kings += c.rank == "K"
    voids = sum(1 for s in SUITS if s != trump and s not in suits)
    up_jack = float(upcard is not None and upcard.rank == "J")
    up_high = float(upcard is not None and upcard.rank in ("A", "K"))
    return [right, left, ace, king, low, off_aces, off_kings, voids, up_jack, up_high]


def call_features(hand: tuple[Card, ...], trump: str, turned_down: str | None) -> list[float]:
    """The second round's features of ``hand`` with ``trump``: :func:`bid_features` but the upcard's, and
    whether ``trump`` is next (the colour of the suit turned down)."""
    nxt = float(turned_down is not None and trump == same_colour_suit(turned_down))
    return [*bid_features(hand, trump, None)[:8], nxt]


def probability(weights: Weights, features: list[float]) -> float:
    """The logistic model's chance that the expert makes the bid, from ``features``."""
    z = weights[-1] + sum(w * f for w, f in zip(weights, features, strict=False))
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


def expert_like_action(state: HandState, rng: random.Random, likeliest: bool = False) -> Action:
    """A bid the expert might make for the seat to move, from its own cards only (the imitation above): each
    yes-or-no drawn with the model's chance, as the expert's own bids, from a few dozen deals, vary near the
    line (``likeliest``: the likelier answer every time, which bids better than the expert does). A club
    player's choice outside the four-hand game's two bidding rounds."""

    def yes(model: str, position: int, features: list[float]) -> bool:
        chance = probability(EXPERT_LIKE[model][position], features)
        return chance >= 0.5 if likeliest else rng.random() < chance

    legal = state.legal_actions()
    seat = state.to_move
    phase = state.phase
    if (
        not EXPERT_LIKE
        or seat is None
        or state.num_players != 4
        or phase not in (Phase.BID_UPCARD, Phase.CALL_TRUMP)
        or len(legal) == 1
    ):
        return partnership_action(state, rng)
    by_text = {str(a): a for a in legal}
    position = (seat - state.dealer - 1) % 4  # 0: the dealer's left ... 3: the dealer
    hand = state.hands[seat]
    if phase is Phase.BID_UPCARD:
        suit = state.upcard.suit
        cards = (*hand, state.upcard) if position == 3 else hand
        features = bid_features(cards, suit, state.upcard)
        if not yes("order up", position, features):
            return by_text.get("pass", legal[0])
        alone = yes("order up alone", position, features)
        for text in ("order up alone", "order up") if alone else ("order up", "pass"):  # Canadian: alone or pass
            if text in by_text:
                return by_text[text]
        return legal[0]
    options = [s for s in SUITS if f"call {s}" in by_text]
    by_suit = {s: call_features(hand, s, state.turned_down) for s in options}
    best = max(options, key=lambda s: probability(EXPERT_LIKE["suit"][position], by_suit[s]))
    if "pass" in by_text and not yes("call", position, by_suit[best]):
        return by_text["pass"]
    alone = yes("call alone", position, by_suit[best])
    return by_text.get(f"call {best} alone" if alone else f"call {best}", by_text[f"call {best}"])


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
