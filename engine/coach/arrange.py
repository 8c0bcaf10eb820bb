"""Bridge Master's principle: a wrong card really loses. When a learner strays from the right card, the cards
he has not seen are rearranged, among the layouts consistent with everything he has seen, so that his card
loses points that the right one would have kept, both judged by the exact solve (every card in view,
everyone playing perfectly from there on).

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JH AH KH AS 9C | W: QH TH KS 9D TD | "
...     "N: JC AC QC QS AD | E: JD KD QD TC 9S | kitty: JS TS KC").apply("order up").apply("discard 9S")
>>> found = arrange_against(s, 0, "play JH", "play AS", samples=60, seed=1)
>>> found is not None and found.stray_points < found.right_points
True
>>> found.state.observation(0) == s.observation(0)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine.cards.card import Card
from engine.coach.advice import hand_points
from engine.games.partnership import HandState, Phase, start_hand
from engine.search.sampling import sampler
from engine.search.solver import solve
from engine.table.actions import Action, parse_action
from engine.table.rules import new_deck

__all__ = ["Arrangement", "arrange_against", "consistent_layouts", "exact_points", "perfect_play", "with_hands"]


@dataclass(frozen=True)
class Arrangement:
    """The position with the hidden hands rearranged, and what each choice is worth there to the learner's side
    (points of the hand, by the exact solve)."""

    state: HandState
    right_points: int
    stray_points: int

    @property
    def stray_fails(self) -> bool:
        """The right choice scores and the stray one does not."""
        return self.right_points > 0 >= self.stray_points


def exact_points(state: HandState, seat: int) -> int:
    """The points of the hand for ``seat``'s side when everyone plays perfectly from here with every card in
    view (the hand's final points once it is over). Raises ``ValueError`` before the play."""
    if state.is_over:
        if state.maker is None:
            return 0  # thrown in
        return hand_points(
            state.rules,
            state.maker_tricks,
            state.loner is not None,
            state.lone_defender is not None,
            state.is_maker_side(seat),
        )
    if state.phase is not Phase.PLAY or state.to_move is None or state.maker is None:
        raise ValueError(f"exact points need a hand in play, not {state.phase.value}")
    mover = state.to_move
    ahead = max(solve(state).values())  # the mover's side's tricks from here, the trick in progress included
    mover_side = ahead + sum(1 for t in state.tricks if state.side(t.winner) == state.side(mover))
    maker_tricks = mover_side if state.is_maker_side(mover) else 5 - mover_side
    return hand_points(
        state.rules, maker_tricks, state.loner is not None, state.lone_defender is not None, state.is_maker_side(seat)
    )


def perfect_play(state: HandState) -> Action:
    """The card that takes the most tricks for the seat to move with every card in view (the first such card
    in the order of the legal actions), as the table's other seats play once the cards were rearranged."""
    tricks = solve(state)
    best = max(tricks.values())
    return parse_action(next(text for text, n in tricks.items() if n == best))


def with_hands(state: HandState, hands: Sequence[Sequence[Card]]) -> HandState:
    """The same hand, every public action the same, with each seat holding ``hands[seat]`` now: the deal is
    rebuilt by giving back the cards each seat played and undoing the dealer's pick-up. The dealer's discard
    stays his when it is nowhere else (else the upcard, when he must have laid it away, else any card no hand
    holds). Raises ``ValueError`` when the hands cannot come from such a deal."""
    held = {c for h in hands for c in h}
    played: dict[int, list[Card]] = {s: [] for s in range(state.num_players)}
    for seat, action in state.history:
        if action.kind == "play" and action.card is not None:
            played[seat].append(action.card)
    dealt = [list(h) + played[s] for s, h in enumerate(hands)]
    discard: Card | None = None
    if state.discarded is not None:
        dealer, upcard = state.dealer, state.upcard
        if upcard in dealt[dealer]:
            dealt[dealer].remove(upcard)
            spare = [
                c
                for c in new_deck(state.rules)
                if c not in held and c != upcard and all(c not in p for p in played.values())
            ]
            discard = state.discarded if state.discarded in spare else spare[0]
        else:
            discard = upcard  # he has shown he holds none of its suit: he laid it away
        if discard != upcard:
            dealt[dealer].append(discard)
    rebuilt = start_hand(state.rules, state.dealer, [tuple(h) for h in dealt], state.upcard)
    for seat, action in state.history:
        if action.kind == "discard" and discard is not None:
            action = parse_action(f"discard {discard.code}")
        rebuilt = rebuilt.apply(action, seat=seat)
    if any(set(rebuilt.hand(s)) != set(hands[s]) for s in range(state.num_players) if s not in state.sitting_out):
        raise ValueError("these hands do not come from a deal with this history")
    return rebuilt


def consistent_layouts(state: HandState, seat: int, samples: int, seed: int) -> Iterator[HandState]:
    """The real position first, then up to ``samples`` draws of the cards ``seat`` has not seen, each consistent
    with everything it has seen (the same draws for the same ``seed``; repeated layouts are skipped)."""
    yield state
    draw = sampler(state.observation(seat), state.rules)
    rng = random.Random(seed)
    seen = {tuple(frozenset(h) for h in state.hands)}
    for _ in range(samples):
        hands = draw(rng)
        key = tuple(frozenset(h) for h in hands)
        if key in seen:
            continue
        seen.add(key)
        try:
            yield with_hands(state, hands)
        except ValueError:
            continue


def arrange_against(
    state: HandState,
    seat: int,
    right: str,
    stray: str,
    samples: int = 200,
    seed: int = 0,
    keep: Callable[[Arrangement], bool] | None = None,
) -> Arrangement | None:
    """A layout of the cards ``seat`` has not seen, consistent with all it has seen, where its ``stray`` card
    gives its side fewer points than the ``right`` one, by the exact solve; ``None`` when no layout drawn does
    (the real deal is tried first). Among those found, a layout where the right card scores and the stray one
    does not is preferred, then the widest gap; ``keep`` may refuse some (a lesson's own test of success), and
    is asked in that order. Only cards are arranged: raises ``ValueError`` outside the play or when ``seat`` is
    not to move."""
    if state.phase is not Phase.PLAY or state.to_move != seat:
        raise ValueError(f"only a card of the seat to move can be arranged against ({state.phase.value})")
    found = []
    for layout in consistent_layouts(state, seat, samples, seed):
        option = Arrangement(layout, exact_points(layout.apply(right), seat), exact_points(layout.apply(stray), seat))
        if option.stray_points < option.right_points:
            found.append(option)
    found.sort(key=_rank, reverse=True)  # stable: among equals, the real deal and the earlier draws first
    return next((option for option in found if keep is None or keep(option)), None)


def _rank(found: Arrangement) -> tuple[bool, int]:
    return found.stray_fails, found.right_points - found.stray_points
