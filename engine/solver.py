"""``solve``: what every legal card is worth when all hands are known (double dummy), for any table.

>>> from engine.notation import hand_from_notation
>>> from engine.rules import Rules
>>> s = hand_from_notation(Rules(),
...     "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | "
...     "E: AC KC 9C AD KD | kitty: QD TD 9D")
>>> s = s.apply("order up").apply("discard 9C")
>>> solve(s)
{'play TC': 1, 'play QC': 1, 'play JD': 1, 'play AH': 1, 'play 9S': 1}
"""

from __future__ import annotations

import multiprocessing
import threading
from concurrent.futures import ProcessPoolExecutor

from engine.rules import require_game
from engine.search import Core
from engine.state import HandState, Phase

__all__ = ["core_for", "masks", "solve", "worker_pool"]

# Cores are built once per thread and table (a core searches in place, so threads must not share one);
# their transposition tables stay valid across hands, being keyed on whole positions, until they grow large.
_CORES = threading.local()
_TABLE_LIMIT = 10_000


def core_for(state: HandState) -> Core:
    """The search core of a hand in play: its trump, its seats, its two camps and who sits out."""
    if state.trump is None or state.maker is None:
        raise ValueError(f"no trump yet: nothing to solve ({state.phase.value})")
    n = state.num_players
    camp = tuple(1 if state.is_maker_side(seat) else 0 for seat in range(n))
    cores: dict[tuple[object, ...], Core] | None = getattr(_CORES, "cores", None)
    if cores is None:
        cores = _CORES.cores = {}
    key = (state.trump, n, camp, state.sitting_out)
    core = cores.get(key)
    if core is None:
        core = cores[key] = Core(state.trump, n, camp, state.sitting_out)
    elif len(core.table) > _TABLE_LIMIT:
        core.table.clear()
    return core


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool for one call's work: forked where the system can (a copy of this process starts at once; a
    fresh interpreter would first import the engine again), the work sent as seeds and small tuples."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    return ProcessPoolExecutor(max_workers=workers, mp_context=context)


def masks(state: HandState, core: Core) -> list[int]:
    """Every seat's cards as the core's compact masks (none for a seat that sits out)."""
    out = state.sitting_out
    return [0 if seat in out else core.mask_of_bits(state.hand_bits(seat)) for seat in range(state.num_players)]


def solve(state: HandState) -> dict[str, int]:
    """Each legal play of the seat to move (``"play JH"``) mapped to the tricks its side takes from here on,
    the trick in progress included, when everyone plays perfectly with every card in view.

    "Its side" is the seat's partnership; in cutthroat a defender counts the tricks of both defenders, who
    play together against the maker (either scores exactly when the maker is euchred). Keys come in the
    order of :meth:`HandState.legal_actions`. Raises ``ValueError`` outside the play.
    """
    if not isinstance(state, HandState):  # a call-ace or auction hand (SoloHand): the solver has no such game
        require_game(state.rules, "engine.solve", "partnership")
    if state.phase is not Phase.PLAY or state.to_move is None:
        raise ValueError(f"solve needs a hand in play, not {state.phase.value}")
    core = core_for(state)
    hands = masks(state, core)
    leader = state.leader
    assert leader is not None
    trick = tuple(zip(state.current_trick_seats, state.current_trick, strict=True))
    makers = core.values(hands, leader, trick)
    left = 5 - len(state.tricks)
    ours = state.is_maker_side(state.to_move)
    return {str(a): (makers[a.card] if ours else left - makers[a.card])
            for a in state.legal_actions() if a.card is not None}
