"""Bidding advice at the call-ace and auction tables: for each choice open to the seat to move before the
play (call-ace: order up, pass, name a suit, alone, the dealer's discard, the called suit; auction: pass or a
bid, a widow discard, the ally's card), the expected points of the hand for that seat, with a 95% interval.

As for the partnership game (:mod:`engine.coach.bidding_advice`), each of ``deals`` deals of the cards the seat has
not seen (:mod:`engine.search.evidence`: never the kitty, the widow or another hand) is played out once per
choice: the other seats, and the seat itself for what follows its choice, bid, discard and call like the
table's bots (:func:`engine.coach.solo_bots.solo_action`), then the cards are played perfectly with every hand in
view (the exact search). In each deal the silent partner is whoever holds the card that makes it *there*.
All choices are judged on the same deals; the points are the seat's score less a player's of the other
camp, as the play advice counts them (:mod:`engine.search.play_tables`).

A turned-up best bower makes the dealer name trump before looking at his hand: his own cards are then dealt
at random with the others', and every suit gets the figures of the four pooled (only alone or not counts).

>>> from engine.table.variants import table_rules
>>> from engine.games.widow import parse_solo_deal
>>> from engine.games.solo import start_solo_hand
>>> rules = table_rules("call_ace", 4)
>>> s = start_solo_hand(rules, parse_solo_deal(rules, "dealer=E up=9H | S: JD AH 9S TC QC | "
...     "W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD"))
>>> advice = advise_solo_bidding(s, deals=8, seed=1)
>>> [c.action for c in advice.options]
['pass', 'order up', 'order up alone']
>>> all(c.low <= c.points <= c.high for c in advice.options)
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from engine.cards.card import Card
from engine.coach.bidding_advice import BidAdvice, BiddingAdvice, played_out
from engine.coach.game_coach import coach_for
from engine.coach.solo_bots import solo_action
from engine.games.solo import SoloHand, SoloPhase, solo_score, start_solo_hand
from engine.games.widow import SoloDeal
from engine.search.evidence import solo_evidence
from engine.search.sampling import sampler
from engine.search.solver import core_of
from engine.table.rules import Rules, new_deck

__all__ = ["SOLO_BIDDING_PHASES", "advise_solo_bidding", "solo_must_name_blind"]

SOLO_BIDDING_PHASES = frozenset(SoloPhase) - {SoloPhase.PLAY, SoloPhase.OVER}  # every game's bids, calls, discards
_CHUNK = 10  # deals per piece of work: the progress bar moves this often

# (trump, camp, leader, hands, tricks) -> whether the makers take that many: one search serves every choice
# that comes to the same play (the bids of one suit at three, four and five levels, most often).
_Solved = dict[tuple[object, ...], bool]


def solo_must_name_blind(state: SoloHand) -> bool:
    """Whether the seat to move names trump before looking at its hand (a turned-up best bower)."""
    return state.phase is SoloPhase.DEALER_NAMES_TRUMP and state.to_move is not None


def advise_solo_bidding(
    state: SoloHand,
    deals: int = 200,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    workers: int = 1,
) -> BiddingAdvice:
    """Advice for the seat to move before the play at a call-ace or auction table (the same ``seed`` gives
    the same advice with any number of ``workers``). Raises ``ValueError`` in the play or once it is over."""
    if state.phase not in SOLO_BIDDING_PHASES or state.to_move is None:
        raise ValueError(f"bidding advice needs a decision before the play, not {state.phase.value}")
    if deals < 2:
        raise ValueError(f"deals must be at least 2, not {deals}")
    job = (state.rules, state.deal, tuple(str(a) for _, a in state.history))
    results = played_out(_chunk, job, seed, deals, _CHUNK, workers, progress)
    choices = []
    for i, action in enumerate(str(a) for a in state.legal_actions()):
        points = [r[i] for r in results]
        mean = sum(points) / deals
        spread = math.sqrt(sum((p - mean) ** 2 for p in points) / (deals - 1))
        half = 1.96 * spread / math.sqrt(deals)
        made = sum(1 for p in points if p > 0) / deals
        choices.append(BidAdvice(action, mean, mean - half, mean + half, made))
    return BiddingAdvice(state.to_move, deals, seed, tuple(choices))


def replay(job: tuple[Rules, SoloDeal, tuple[str, ...]]) -> SoloHand:
    """The hand of ``job``: its deal and its actions so far."""
    rules, deal, history = job
    state = start_solo_hand(rules, deal)
    for text in history:
        state = state.apply(text)
    return state


def _chunk(job: tuple[Rules, SoloDeal, tuple[str, ...]], seed: int, first: int, end: int) -> list[list[float]]:
    """The points of every choice on deals ``first`` to ``end`` (each deal has its own seed, so the split
    into pieces does not change the answer)."""
    state = replay(job)
    seat = state.to_move
    assert seat is not None
    blind = solo_must_name_blind(state)
    evidence = solo_evidence(state, seat)
    draw = _blind_draw(state) if blind else sampler(evidence, state.rules)
    actions = state.legal_actions()
    solved: _Solved = {}
    out: list[list[float]] = []
    for i in range(first, end):
        rng = random.Random(seed * 1_000_003 + i)
        dealt = like(state, draw(rng), evidence.unseen, rng)
        bots = rng.randrange(1 << 30)
        if blind:  # one suit stands for all: the deals do not tell the suits apart
            kinds = {a.alone: a for a in reversed(actions)}
            value = {k: float(_points(dealt.apply(a), seat, random.Random(bots), solved)) for k, a in kinds.items()}
            out.append([value[a.alone] for a in actions])
        else:
            out.append([float(_points(dealt.apply(a), seat, random.Random(bots), solved)) for a in actions])
    return out


def like(state: SoloHand, hands: tuple[tuple[Card, ...], ...], unseen: frozenset[Card], rng: random.Random) -> SoloHand:
    """``state`` with every seat's cards as drawn in ``hands``: the cards nobody was drawn (the kitty, the
    widow, the cards set aside, a discard the seat did not see) shuffled into the places it cannot see."""
    held = {c for h in hands for c in h}
    rest = sorted((c for c in unseen if c not in held), key=lambda c: c.id)
    rng.shuffle(rest)
    deal = state.deal
    changes: dict[str, object] = {"hands": hands}
    if state.rules.game == "auction":
        if state.phase is SoloPhase.AUCTION:  # the widow is still face down
            changes["deal"] = deal._replace(hands=hands, kitty=tuple(rest[:3]), aside=tuple(rest[3:]))
    elif state.discards and state.to_move != state.dealer:  # the dealer's discard, unseen by the seat
        changes["discards"] = (rest[0],) if rest else state.discards
    return state.evolve(**changes)


def _blind_draw(state: SoloHand) -> Callable[[random.Random], tuple[tuple[Card, ...], ...]]:
    """Every hand, the dealer's own included, dealt at random from the cards but the upcard."""
    cards = [c for c in new_deck(state.rules) if c is not state.upcard]
    sizes = [len(h) for h in state.hands]

    def draw(rng: random.Random) -> tuple[tuple[Card, ...], ...]:
        shuffled = list(cards)
        rng.shuffle(shuffled)
        hands, start = [], 0
        for size in sizes:
            hands.append(tuple(shuffled[start : start + size]))
            start += size
        return tuple(hands)

    return draw


def _points(state: SoloHand, seat: int, rng: random.Random, solved: _Solved) -> int:
    """Bid, discard and call like the table's bots, then play perfectly: what ``seat`` scores less what a
    player of the other camp scores (0 when the hand is thrown in)."""
    while state.phase is not SoloPhase.PLAY:
        if state.is_over:
            return 0
        state = state.apply(solo_action(state, rng))
    trump, leader = state.trump, state.leader
    assert trump is not None and leader is not None
    side = state.maker_side
    camp = tuple(int(s in side) for s in range(state.num_players))
    core = core_of(trump, state.num_players, camp, ())
    hands = tuple(core.mask(h) for h in state.hands)
    tricks, fresh = 0, True
    for target in _thresholds(state):
        key = (trump, camp, leader, hands, target)
        reached = solved.get(key)
        if reached is None:
            if fresh:  # another deal's positions: a small table is faster (this deal's serve the next target)
                core.table.clear()
                fresh = False
            reached = solved[key] = core.at_least(hands, leader, target)
        if not reached:
            break
        tricks = target
    result = solo_score(state, side, tricks)
    other = next(s for s in range(state.num_players) if camp[s] != camp[seat])
    return result.points[seat] - result.points[other]


def _thresholds(state: SoloHand) -> tuple[int, ...]:
    """The makers' trick counts that the score tells apart, lowest first (any count in between scores as the
    one below it): each game says them (three and five in call-ace; the bid's tricks at auction)."""
    return coach_for(state.rules).thresholds(state)
