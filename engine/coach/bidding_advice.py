"""Bidding advice: for each choice open to the seat to move before the play (order up, pass, each suit, alone,
the dealer's discard, defending alone), the expected points of the hand for its side, with a 95% confidence
interval. Each of ``deals`` deals of the unseen cards, consistent with what the seat has seen, is played out
once per choice: the seats after it bid as the table's bots would, each from its own cards (``bidders``: club
players, :func:`engine.coach.bots.partnership_action`, or the expert bots, whose bids
:func:`engine.coach.bots.expert_like_action` imitates: the expert bids from this advice, a search per bid, too
slow to nest), and discard like club players; then the cards are played perfectly with every hand in view (the
solver). A pass is worth what the later seats make of the rest of the auction, so it must be valued with the
bots who will really bid it (issue 22). All choices are judged on the same deals. The perfect view of the play
helps the defenders most, so each figure is then corrected by what bids of its kind were measured to score when
the expert bots played them out (:mod:`engine.coach.bid_calibration`; ``calibrated=False`` gives the solve's
own).

A turned-up best bower (rules.md section 7) makes the dealer name trump before looking at his hand: his own
cards are then dealt at random with the others' (:func:`must_name_blind`), and as no suit can be told from
another before the cards are seen, each suit's figures are those of all four suits pooled (every suit gets
the same figures: only going alone or not is a real choice). Both cores may be used
(``workers=2``); a ``progress`` callback hears ``(deals done, deals)`` as the work goes.

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules, new_deck
>>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D")
>>> advice = advise_bidding(s, deals=20, seed=1)
>>> [c.action for c in advice.options]
['pass', 'order up', 'order up alone']
>>> all(c.low <= c.points <= c.high for c in advice.options)
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import ClassVar, Literal, TypeVar

from engine.cards.card import Card
from engine.cards.errors import IllegalActionError
from engine.coach.advice import Advice, hand_points
from engine.coach.bid_calibration import bid_kind, offset_for
from engine.coach.bid_inference import bid_likelihood, likely_draw
from engine.coach.bots import expert_like_action, partnership_action
from engine.games.partnership import HandState, Phase, start_hand
from engine.search.sampling import sampler
from engine.search.solver import core_for, masks, worker_pool
from engine.table.actions import Action, parse_action
from engine.table.dealing import Deal
from engine.table.rules import Rules, new_deck

__all__ = [
    "BIDDING_PHASES",
    "LATER_BIDDERS",
    "READS_BIDS",
    "BidAdvice",
    "BiddingAdvice",
    "LaterBidders",
    "advise_bidding",
    "calibrate",
    "must_name_blind",
]

BIDDING_PHASES = (Phase.BID_UPCARD, Phase.CALL_TRUMP, Phase.DEALER_NAMES_TRUMP, Phase.DISCARD, Phase.DEFEND_ALONE)
# Where the deals follow the earlier bids by default: the dealer's discard, whose worth hangs on who ordered him up
# (the seat's side made trump or not). Elsewhere the calibration's offsets were fitted on deals that do not.
READS_BIDS = frozenset({Phase.DISCARD})
LaterBidders = Literal["club", "expert"]  # who bids after the seat in the deals played out
LATER_BIDDERS: tuple[LaterBidders, ...] = ("club", "expert")
J = TypeVar("J")  # a table's own description of the position its pieces of work replay
_CHUNK = 25  # deals per piece of work: the progress bar moves this often


@dataclass(frozen=True)
class BidAdvice:
    """One choice: the mean points of the hand for the seat's side and the 95% interval around it."""

    action: str
    points: float
    low: float
    high: float
    made: float = 0.0  # the share of deals on which the seat's side scores (for a bid: makes it)


@dataclass(frozen=True)
class BiddingAdvice(Advice[BidAdvice]):
    """Advice before the play: an option is a bid, a discard or declaring to defend alone."""

    _options_are: ClassVar[str] = "choices"


def must_name_blind(state: object) -> bool:
    """Whether the seat to move must name trump without looking at its hand: the best bower (the joker or the
    Benny) was turned up, and the dealer names trump before he picks up his cards (rules.md section 7). The
    table keeps the dealer's hand face down while this holds. Takes any hand (partnership, call-ace or
    auction): only its phase is read.

    >>> from engine.games.notation import hand_from_notation
    >>> from engine.table.rules import Rules
    >>> s = hand_from_notation(Rules(joker=True), "dealer=S up=JOKER | S: TD QD AH AS KH | "
    ...     "W: 9H JS AC KS JH | N: 9C TC JC QC 9S | E: JD KD 9D AD QS | kitty: KC TH QH TS")
    >>> must_name_blind(s), must_name_blind(s.apply("call C"))
    (True, False)
    """
    phase = getattr(state, "phase", None)
    blind = getattr(phase, "value", None) == Phase.DEALER_NAMES_TRUMP.value
    return blind and getattr(state, "to_move", None) is not None


def advise_bidding(
    state: HandState,
    deals: int = 500,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    workers: int = 1,
    calibrated: bool = True,
    bidders: LaterBidders = "club",
    read_bids: bool | None = None,
) -> BiddingAdvice:
    """Advice for the seat to move before the play (the same ``seed`` gives the same advice, whatever the
    number of ``workers``), the later seats bidding as ``bidders`` do; with ``read_bids`` (by default, in the
    phases of :data:`READS_BIDS`), the deals follow what the earlier seats' bids say of their hands
    (:mod:`engine.coach.bid_inference`). Raises ``ValueError`` in the play or once the hand is over, or for
    unknown ``bidders``."""
    if state.phase not in BIDDING_PHASES or state.to_move is None:
        raise ValueError(f"bidding advice needs a decision before the play, not {state.phase.value}")
    if deals < 2:
        raise ValueError(f"deals must be at least 2, not {deals}")
    if bidders not in LATER_BIDDERS:
        raise ValueError(f"bidders must be one of {LATER_BIDDERS}, not {bidders!r}")
    reading = state.phase in READS_BIDS if read_bids is None else read_bids
    job = (state.rules, state.deal, tuple(str(a) for _, a in state.history), bidders, reading)
    actions = [str(a) for a in state.legal_actions()]
    results = played_out(_chunk, job, seed, deals, _CHUNK, workers, progress)
    choices = []
    for i, action in enumerate(actions):
        points = [r[i] for r in results]
        mean = sum(points) / deals
        spread = math.sqrt(sum((p - mean) ** 2 for p in points) / (deals - 1))
        half = 1.96 * spread / math.sqrt(deals)
        made = sum(1 for p in points if p > 0) / deals
        choices.append(BidAdvice(action, mean, mean - half, mean + half, made))
    advice = BiddingAdvice(state.to_move, deals, seed, tuple(choices))
    return calibrate(state, advice) if calibrated else advice


def calibrate(state: HandState, advice: BiddingAdvice) -> BiddingAdvice:
    """``advice`` for ``state`` (as the solve gives it) with each figure and its interval moved by its kind's
    measured offset (:mod:`engine.coach.bid_calibration`), within the points a hand can score; ``made`` is kept."""
    lowest, highest = _point_range(state.rules)

    def moved(points: float, shift: float) -> float:
        return min(highest, max(lowest, points + shift))

    choices = []
    for c in advice.options:
        shift = offset_for(bid_kind(state, c.action))
        choices.append(BidAdvice(c.action, moved(c.points, shift), moved(c.low, shift), moved(c.high, shift), c.made))
    return BiddingAdvice(advice.seat, advice.samples, advice.seed, tuple(choices))


def _point_range(rules: Rules) -> tuple[int, int]:
    """The fewest and most points a hand can bring one side under ``rules``."""
    points = [
        hand_points(rules, tricks, alone, defender, makers)
        for tricks in range(6)
        for alone in (False, True)
        for defender in (False, True)
        for makers in (False, True)
    ]
    return min(points), max(points)


def played_out(
    chunk: Callable[[J, int, int, int], list[list[float]]],
    job: J,
    seed: int,
    deals: int,
    size: int,
    workers: int,
    progress: Callable[[int, int], None] | None,
) -> list[list[float]]:
    """Every deal's points for each choice, by ``chunk`` over pieces of ``size`` deals (on ``workers``
    processes when more than one), reporting ``progress`` after each piece. Shared by every table's bidding
    advice: the pieces are read in order, so the same seed gives the same figures whatever the workers."""
    pieces = [(start, min(deals, start + size)) for start in range(0, deals, size)]
    if workers > 1:
        with worker_pool(workers) as pool:
            futures = [pool.submit(chunk, job, seed, a, b) for a, b in pieces]
            return _in_order((f.result() for f in futures), pieces, deals, progress)
    return _in_order((chunk(job, seed, a, b) for a, b in pieces), pieces, deals, progress)


def _in_order(
    parts: Iterable[list[list[float]]],
    pieces: Sequence[tuple[int, int]],
    deals: int,
    progress: Callable[[int, int], None] | None,
) -> list[list[float]]:
    results: list[list[float]] = []
    for part, (_first, end) in zip(parts, pieces, strict=True):  # lazily: progress moves as each piece ends
        results.extend(part)
        if progress is not None:
            progress(end, deals)
    return results


def _chunk(job: tuple[Rules, Deal, tuple[str, ...], str, bool], seed: int, first: int, end: int) -> list[list[float]]:
    """The points of every choice on deals ``first`` to ``end`` (each deal has its own seed, so the split
    into pieces does not change the answer)."""
    rules, deal, history, bidders, read_bids = job
    bidder = expert_like_action if bidders == "expert" else partnership_action
    state = start_hand(rules, deal.dealer, deal.hands, deal.upcard, deal.kitty)
    for text in history:
        state = state.apply(text)
    seat = state.to_move
    assert seat is not None
    blind = must_name_blind(state)
    draw = _blind_draw(state) if blind else sampler(state.observation(seat), rules)
    if read_bids and not blind:
        draw = partial(likely_draw, draw, bid_likelihood(state, seat))
    actions = state.legal_actions()
    out: list[list[float]] = []
    for i in range(first, end):
        rng = random.Random(seed * 1_000_003 + i)
        dealt = _deal_like(state, draw(rng), rng)
        replayed = start_hand(rules, deal.dealer, dealt.hands, deal.upcard, dealt.kitty)
        for _, action in state.history:
            if action.kind == "discard" and dealt.discard is not None:
                action = parse_action(f"discard {dealt.discard.code}")
            replayed = replayed.apply(action)
        bots = rng.randrange(1 << 30)
        played: dict[tuple[object, ...], int] = {}  # choices that come to the same play are solved once
        if blind:  # one suit stands for all: the deals do not tell the suits apart
            kinds = {str(a).endswith(" alone"): a for a in reversed(actions)}
            value = {
                k: float(_points(replayed.apply(a), seat, random.Random(bots), played, bidder))
                for k, a in kinds.items()
            }
            out.append([value[str(a).endswith(" alone")] for a in actions])
        else:
            out.append([float(_points(replayed.apply(a), seat, random.Random(bots), played, bidder)) for a in actions])
    return out


def _blind_draw(state: HandState) -> Callable[[random.Random], tuple[tuple[Card, ...], ...]]:
    """Every hand, the dealer's own included, dealt at random from the cards but the upcard: what the dealer
    knows when he names trump blind."""
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


@dataclass(frozen=True)
class _Dealt:
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...] | None
    discard: Card | None


def _deal_like(state: HandState, now: Sequence[Sequence[Card]], rng: random.Random) -> _Dealt:
    """The deal behind sampled hands of now: the dealer's pick-up undone and, once he has discarded, his
    discard put back (the others do not know it: one of the cards nobody holds)."""
    dealer, upcard = state.dealer, state.upcard
    hands = [list(h) for h in now]
    taken = upcard in hands[dealer]
    discard = None
    if taken:
        hands[dealer].remove(upcard)
    if state.discarded is not None:  # the defenders may still declare: the dealer has discarded
        if state.to_move == dealer:
            discard = state.discarded
        else:
            held = {c for h in hands for c in h} | {upcard}
            discard = rng.choice([c for c in new_deck(state.rules) if c not in held])
        if discard is not upcard:
            hands[dealer].append(discard)
    return _Dealt(tuple(tuple(h) for h in hands), None, discard)


def _points(
    state: HandState,
    seat: int,
    rng: random.Random,
    played: dict[tuple[object, ...], int],
    bidder: Callable[[HandState, random.Random], Action],
) -> int:
    """Bid by ``bidder`` (it discards and declares like a club player), then play perfectly: the points of the
    hand for ``seat``'s side. ``played`` remembers the makers' tricks (0, 3 or 5: all the points tell apart)
    of the plays seen."""
    while state.phase is not Phase.PLAY:
        if state.is_over:
            return 0  # thrown in
        try:
            state = state.apply(bidder(state, rng))
        except IllegalActionError:  # pragma: no cover - partnership_action only chooses legal actions
            return 0
    core = core_for(state)
    hands = masks(state, core)
    leader = state.leader
    assert leader is not None
    key = (core.trump, core.camp, core.next_seat, leader, *hands)
    makers = played.get(key)
    if makers is None:
        # Points only tell 0-2, 3-4 and 5 tricks apart: two yes-or-no searches instead of an exact count.
        core.table.clear()  # another deal's positions: a small table is faster
        makers = (5 if core.at_least(hands, leader, 5) else 3) if core.at_least(hands, leader, 3) else 0
        played[key] = makers
    return hand_points(
        state.rules, makers, state.loner is not None, state.lone_defender is not None, state.is_maker_side(seat)
    )
