"""Seeded random positions in the play, under every kind of table, and a plain minimax to check them by."""

from __future__ import annotations

import random

from engine import HandState, Phase, Rules, deal

# Tables that change the play: loners (and a lone defender), cutthroat, the joker, Benny, 32 cards.
TABLES = (
    Rules(),
    Rules(defend_alone="always"),
    Rules(num_players=3),
    Rules(joker=True),
    Rules(benny=True, min_rank=7),
    Rules(num_players=3, joker=True),
    Rules(canadian=True, loner_lead="left_of_loner"),
)


def to_play(rng: random.Random, rules: Rules | None = None) -> HandState:
    """A random deal bid at random (going alone and defending alone often) up to the first lead."""
    rules = rules or rng.choice(TABLES)
    while True:
        state = deal(rules, dealer=rng.randrange(rules.num_players), rng=rng)
        while state.phase is not Phase.PLAY and not state.is_over:
            legal = state.legal_actions()
            bids = [a for a in legal if a.kind != "pass"] if rng.random() < 0.4 else legal
            state = state.apply(rng.choice(bids or legal))
        if state.phase is Phase.PLAY:
            return state


def endgame(rng: random.Random, tricks_left: int) -> HandState:
    """A random position with ``tricks_left`` tricks to go, sometimes in the middle of a trick."""
    state = to_play(rng)
    playing = state.num_players - len(state.sitting_out)
    while 5 - len(state.tricks) > tricks_left or (
        5 - len(state.tricks) == tricks_left and rng.random() < 0.5 and len(state.current_trick) < playing - 1
    ):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def maker_tricks_minimax(state: HandState) -> int:
    """The makers' tricks at the end of the hand with perfect play: every line tried, no pruning."""
    if state.is_over:
        return state.maker_tricks
    values = [maker_tricks_minimax(state.apply(a)) for a in state.legal_actions()]
    return max(values) if state.is_maker_side(state.to_move or 0) else min(values)


def maker_tricks_alpha_beta(state: HandState, alpha: int = -1, beta: int = 6) -> int:
    """:func:`maker_tricks_minimax` with plain alpha-beta pruning (no table, no ordering): fast enough for
    whole hands."""
    if state.is_over:
        return state.maker_tricks
    maximise = state.is_maker_side(state.to_move or 0)
    for action in state.legal_actions():
        v = maker_tricks_alpha_beta(state.apply(action), alpha, beta)
        if maximise:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    return alpha if maximise else beta


def minimax_values(state: HandState) -> dict[str, int]:
    """What ``engine.solve`` should answer, worked out by :func:`maker_tricks_minimax`."""
    seat = state.to_move or 0
    left = 5 - len(state.tricks)
    ours = state.is_maker_side(seat)
    out = {}
    for a in state.legal_actions():
        makers_from_here = maker_tricks_minimax(state.apply(a)) - state.maker_tricks
        out[str(a)] = makers_from_here if ours else left - makers_from_here
    return out
