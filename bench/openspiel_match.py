"""The expert against OpenSpiel's information-set MCTS bot, on OpenSpiel's euchre (the ``bench`` extra):
``python -m bench.openspiel_match [DEALS] [SIMULATIONS]``.

OpenSpiel's game is the referee: it deals and scores (stick the dealer, no lone defender, as ``Rules()``).
Each seeded deal is played twice, the expert partnership sitting North-South, then East-West, against two
IS-MCTS bots (random roll-outs, UCT c = 2, inconsistent action sets allowed: without it OpenSpiel's search
fails on euchre); the report is the expert side's points a hand with its standard
error over deals (each deal's two hands together) and the deals played a minute. The expert decides on this
engine's own hand, rebuilt from OpenSpiel's history at each of its turns. OpenSpiel asks the dealer to discard
before the maker says whether he goes alone: an expert dealer then discards as if the maker played with his
partner (when the maker is the dealer's partner going alone the discard does not matter: the dealer sits out).
OpenSpiel's dealer may not discard the card he picked up: when the expert would, it discards its best other card
(by its own advice). OpenSpiel's resampling of hidden cards draws from its own unseeded generator: a run is not
repeatable.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from engine import HandState, Rules, hand_from_notation
from engine.coach.bidding_advice import advise_bidding
from engine.coach.bot_levels import EXPERT_BID_DEALS, BotLevel, bot_action

DEALS = 10
SIMULATIONS = 1000
SEATS = "NESW"  # OpenSpiel's players 0-3
SUIT_NAMES = {"Clubs": "C", "Diamonds": "D", "Hearts": "H", "Spades": "S"}


def _card(text: str) -> str:
    """OpenSpiel's card ("DT": suit, then rank) in this engine's notation ("TD")."""
    return text[1] + text[0]


def _theirs(code: str) -> str:
    """This engine's card ("TD") in OpenSpiel's notation ("DT")."""
    return code[1] + code[0]


def our_state(game_state: Any) -> tuple[HandState, bool | None]:
    """This engine's hand at OpenSpiel's state, and whether the maker has said he goes alone (None: not yet)."""
    history = game_state.history()
    say = game_state.action_to_string
    dealer = history[0]
    cards = [_card(say(a)) for a in history[1:22]]
    hands: dict[str, list[str]] = {s: [] for s in SEATS}
    for i, card in enumerate(cards[:20]):
        hands[SEATS[(dealer + i) % 4]].append(card)
    text = f"dealer={SEATS[dealer]} up={cards[20]} | " + " | ".join(f"{s}: {' '.join(hands[s])}" for s in "SWNE")
    state = hand_from_notation(Rules(), text)
    words = [say(a) for a in history[22:]]
    alone = None
    if "Alone" in words or "Partner" in words:
        alone = "Alone" in words
    dealer_discards = False  # the next card is the dealer's discard: an order-up's
    for word in words:
        if word in ("Alone", "Partner"):
            continue
        if dealer_discards:
            dealer_discards = False
            if state.phase.value == "discard":  # not when his partner went alone: then he sits out
                state = state.apply(f"discard {_card(word)}")
            continue
        if word == "Pass":
            state = state.apply("pass")
        elif word in SUIT_NAMES:
            lone = " alone" if alone else ""
            dealer_discards = state.phase.value == "bid_upcard"
            state = state.apply(f"order up{lone}" if dealer_discards else f"call {SUIT_NAMES[word]}{lone}")
        else:
            state = state.apply(f"play {_card(word)}")
    return state, alone


def expert_move(game_state: Any, rng: random.Random, lone: dict[int, bool]) -> int:
    """The expert's OpenSpiel action for the player to move."""
    player = game_state.current_player()
    legal = {game_state.action_to_string(a): a for a in game_state.legal_actions()}
    if "Alone" in legal:  # the expert chose it when it bid
        return legal["Alone" if lone.get(player) else "Partner"]
    state, _ = our_state(game_state)
    action = str(bot_action(state, BotLevel.EXPERT, rng))
    if action == "pass":
        return legal["Pass"]
    if action.startswith(("order up", "call ")):
        lone[player] = action.endswith(" alone")
        suit = state.upcard.suit if action.startswith("order up") else action.split()[1]
        return legal[next(name for name, s in SUIT_NAMES.items() if s == suit)]
    code = action.split()[1]
    if _theirs(code) not in legal and action.startswith("discard "):
        # OpenSpiel's dealer may not discard the card he picked up, which this engine allows: the expert's
        # best discard among OpenSpiel's (its own advice, as it judges a discard).
        advice = advise_bidding(state, deals=EXPERT_BID_DEALS, seed=rng.randrange(1 << 30), bidders="expert")
        allowed = [c for c in advice.options if _theirs(c.action.split()[1]) in legal]
        code = max(allowed, key=lambda c: c.points).action.split()[1]
    return legal[_theirs(code)]


def hand(seed: int, expert_side: int, simulations: int) -> float:
    game = pyspiel.load_game("euchre")
    chance = random.Random(seed)
    rng = random.Random(seed + 1)
    bots = {
        p: ismcts.ISMCTSBot(
            game=game,
            uct_c=2.0,
            max_simulations=simulations,
            evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + p)),
            random_state=np.random.RandomState(seed + 10 + p),
            allow_inconsistent_action_sets=True,
        )  # one information state, several deals
        for p in range(4)
        if p % 2 != expert_side
    }
    lone: dict[int, bool] = {}
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            action = chance.choice([a for a, _ in state.chance_outcomes()])
        elif state.current_player() % 2 == expert_side:
            action = expert_move(state, rng, lone)
        else:
            action = bots[state.current_player()].step(state)
        state.apply_action(action)
    return float(state.returns()[expert_side])


def main(deals: int = DEALS, simulations: int = SIMULATIONS) -> None:
    start = time.monotonic()
    points = [(hand(seed, 0, simulations) + hand(seed, 1, simulations)) / 2 for seed in range(deals)]
    minutes = (time.monotonic() - start) / 60
    error = statistics.stdev(points) / len(points) ** 0.5 if len(points) > 1 else float("nan")
    print(
        f"expert against OpenSpiel's IS-MCTS ({simulations} simulations) on OpenSpiel's euchre, {deals} deals "
        f"played both ways: {statistics.fmean(points):+.3f} points a hand (standard error {error:.3f}); "
        f"{deals / minutes:.2f} deals a minute",
        flush=True,
    )


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
