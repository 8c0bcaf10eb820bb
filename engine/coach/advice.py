"""Play advice for the seat to move: the hidden cards are sampled from what that seat has seen, each sample
is solved exactly, and every legal card gets its expected tricks, its chance of making the contract (or, for
the defenders, of euchring it) and its expected points. All cards are judged on the same samples, so equal
cards get equal figures and the differences are the cards' own.

A grade compares a card with the best one by the expected points it gives away (:data:`GRADE_LIMITS`):
within 0.02 of a point it is the best, up to 0.05 good, up to 0.15 fine, up to 0.40 weak, and beyond that a
mistake (a euchre instead of a point is a swing of 3, so a mistake costs a sixth of one or more). The names
are a learner's words, not a chess player's. kline7's trainer draws the same lines at 0 / 2 / 8 / 20 points
of win probability.

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D").apply("order up").apply("discard 9C")
>>> advice = advise_play(s, samples=20, seed=1)
>>> advice.best.action in [str(a) for a in s.legal_actions()], len(advice.options)
(True, 5)
>>> grade_play(advice, advice.best.action).grade
<Grade.BEST: 'best'>
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from typing import ClassVar, Generic, Protocol, TypeVar

from engine.cards.card import Card
from engine.coach.bid_inference import bid_likelihood, likely_draw
from engine.games.partnership import HandState
from engine.games.solo import SoloHand
from engine.search.exact import Core
from engine.search.play_tables import play_table
from engine.search.sampling import sampler
from engine.search.solver import core_of, worker_pool
from engine.table.rules import Rules
from engine.table.scoring import score_hand

__all__ = [
    "GRADE_LIMITS",
    "Advice",
    "CardAdvice",
    "Figures",
    "Grade",
    "GradedPlay",
    "PlayAdvice",
    "advise_play",
    "grade_for_loss",
    "grade_play",
    "hand_points",
]


class Grade(StrEnum):
    BEST = "best"
    GOOD = "good"
    FINE = "fine"
    WEAK = "weak"
    MISTAKE = "mistake"


# The most expected points a card may give away against the best one and still earn each grade.
GRADE_LIMITS: tuple[tuple[float, Grade], ...] = (
    (0.02, Grade.BEST),
    (0.05, Grade.GOOD),
    (0.15, Grade.FINE),
    (0.40, Grade.WEAK),
)


def grade_for_loss(loss: float) -> Grade:
    """The grade of a choice that gives away ``loss`` expected points against the best one, for cards and bids
    alike (see :data:`GRADE_LIMITS`; anything over the last limit is a mistake)."""
    return next((g for limit, g in GRADE_LIMITS if loss <= limit + 1e-9), Grade.MISTAKE)


class Figures(Protocol):
    """What advice tells of each option: its action and the expected points of the hand for the seat's side."""

    @property
    def action(self) -> str: ...

    @property
    def points(self) -> float: ...


F = TypeVar("F", bound=Figures)


@dataclass(frozen=True)
class Advice(Generic[F]):
    """The figures of every option open to ``seat`` (in the order of the legal actions), all judged on the
    same ``samples`` deals of the unseen cards, drawn from ``seed``. Play and bidding advice are this."""

    seat: int
    samples: int
    seed: int
    options: tuple[F, ...]
    _options_are: ClassVar[str] = "options"  # what the options are called in an error

    @property
    def best(self) -> F:
        """The option with the most expected points (then :meth:`_order`'s next figures, then the first)."""
        return max(self.options, key=self._order)

    def option(self, action: str) -> F:
        for o in self.options:
            if o.action == action:
                return o
        raise ValueError(f"{action!r} is not one of the {self._options_are} {[o.action for o in self.options]}")

    def _order(self, option: F) -> tuple[float, ...]:
        return (round(option.points, 9),)


@dataclass(frozen=True)
class CardAdvice:
    """One legal card. ``tricks``: the seat's side's expected tricks at the end of the hand; ``success``:
    the chance it makes the contract (makers) or euchres it (defenders); ``points``: the expected points of
    the hand for that side, the other side's counted against it."""

    action: str
    tricks: float
    success: float
    points: float


@dataclass(frozen=True)
class PlayAdvice(Advice[CardAdvice]):
    """Advice in the play: an option is a legal card; of two cards worth the same points, the one that
    takes more tricks is the better."""

    _options_are: ClassVar[str] = "legal plays"

    def _order(self, option: CardAdvice) -> tuple[float, ...]:
        return (round(option.points, 9), round(option.tricks, 9))


@dataclass(frozen=True)
class GradedPlay:
    grade: Grade
    loss: float  # expected points given away against the best card
    chosen: CardAdvice
    best: CardAdvice


def hand_points(rules: Rules, maker_tricks: int, maker_alone: bool, defender_alone: bool, makers: bool) -> int:
    """The points of a finished hand for one side: what it scores, or minus what the other side scores.

    >>> hand_points(Rules(), 2, False, False, makers=True), hand_points(Rules(), 5, True, False, makers=True)
    (-2, 4)
    """
    side, points = score_hand(rules, maker_tricks, maker_alone, defender_alone)
    return points if (side == "makers") == makers else -points


def advise_play(
    state: HandState | SoloHand, samples: int = 200, seed: int = 0, workers: int = 1, read_bids: bool = False
) -> PlayAdvice:
    """Advice for the seat to move in the play, at any table, from ``samples`` deals of the cards it cannot
    see (the same ``seed`` gives the same advice, with any number of ``workers``: the deals are all drawn
    here, in one order, and only their solving is shared out). At a call-ace or auction table each deal
    makes its own silent partner (:mod:`engine.search.play_tables`). With ``read_bids``, the deals follow what
    the partnership game's bids say of the hidden hands (:mod:`engine.coach.bid_inference`). Raises
    ``ValueError`` outside the play."""
    table = play_table(state)
    if samples < 1:
        raise ValueError(f"samples must be at least 1, not {samples}")
    rng = random.Random(seed)
    out = table.sitting_out
    cards = tuple(card for _, card in table.plays)
    draw = sampler(table.evidence, state.rules)
    if read_bids and isinstance(state, HandState):
        draw = partial(likely_draw, draw, bid_likelihood(state, table.seat))
    by_camp: dict[tuple[int, ...], list[list[int]]] = {}  # the deals, grouped by the camps they make
    cores: dict[tuple[int, ...], Core] = {}
    for _ in range(samples):
        hands = draw(rng)
        camp = table.camp(hands)
        core = cores.get(camp)
        if core is None:
            core = cores[camp] = core_of(table.trump, table.num_players, camp, out)
        by_camp.setdefault(camp, []).append([0 if s in out else core.mask(h) for s, h in enumerate(hands)])
    jobs = {camp: _Job(table.trump, table.num_players, camp, out, table.leader, table.trick, cards) for camp in by_camp}
    counts: dict[tuple[int, ...], list[list[int]]] = {}
    if workers > 1 and samples > 1:
        size = -(-samples // workers)
        pieces = [(camp, deals[i : i + size]) for camp, deals in by_camp.items() for i in range(0, len(deals), size)]
        # A pool for this call only: workers kept alive would hold on to whatever the caller has open.
        with worker_pool(workers) as pool:
            parts = list(pool.map(_tally, [jobs[camp] for camp, _ in pieces], [deals for _, deals in pieces]))
        for (camp, _), part in zip(pieces, parts, strict=True):
            total = counts.setdefault(camp, [[0] * 6 for _ in cards])
            for c, row in enumerate(part):
                for t, n in enumerate(row):
                    total[c][t] += n
    else:
        counts = {camp: _tally(jobs[camp], deals, cores[camp]) for camp, deals in by_camp.items()}
    options = []
    for c, (text, _card) in enumerate(table.plays):
        tricks = success = points = 0
        for camp, rows in counts.items():
            # ``rows[c][t]``: the deals of these camps in which the makers take ``t`` more tricks after the card.
            for t, n in enumerate(rows[c]):
                if n:
                    end = table.outcome(camp, t)
                    tricks += n * end.tricks
                    success += n * end.success
                    points += n * end.points
        options.append(CardAdvice(text, tricks / samples, success / samples, points / samples))
    return PlayAdvice(table.seat, samples, seed, tuple(options))


@dataclass(frozen=True)
class _Job:
    """What a worker needs to solve deals of one position: the core's facts, the trick so far, the cards."""

    trump: str
    seats: int
    camp: tuple[int, ...]
    sitting_out: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, Card], ...]
    cards: tuple[Card, ...]


def _tally(job: _Job, deals: Sequence[Sequence[int]], core: Core | None = None) -> list[list[int]]:
    """For each card of ``job``, how many of ``deals`` (compact hands by seat) leave the makers 0..5 more
    tricks after it, everyone then playing perfectly. The table is emptied between deals: an entry of one
    deal almost never serves another, and a smaller table is faster to use."""
    if core is None:
        core = Core(job.trump, job.seats, job.camp, job.sitting_out)
    counts = {card: [0] * 6 for card in job.cards}
    table = core.table
    solved: dict[tuple[int, ...], dict[Card, int]] = {}  # a deal drawn again is not solved again
    for hands in deals:
        key = tuple(hands)
        values = solved.get(key)
        if values is None:
            table.clear()
            values = solved[key] = core.values(hands, job.leader, job.trick)
        for card, count in counts.items():
            count[values[card]] += 1
    return [counts[card] for card in job.cards]


def grade_play(advice: PlayAdvice, action: str) -> GradedPlay:
    """How ``action`` compares with the best card of ``advice`` (see :data:`GRADE_LIMITS`)."""
    chosen, best = advice.option(action), advice.best
    loss = max(0.0, best.points - chosen.points)
    return GradedPlay(grade_for_loss(loss), loss, chosen, best)
