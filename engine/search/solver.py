"""``solve``: what every legal card is worth when all hands are known (double dummy), for any table.

>>> from engine.games.notation import hand_from_notation
>>> from engine.table.rules import Rules
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

from engine.games.partnership import HandState
from engine.games.solo import SoloHand
from engine.search.exact import Core
from engine.search.play_tables import play_table

__all__ = ["core_for", "core_of", "masks", "solve", "worker_pool"]

# Cores are built once per thread and table (a core searches in place, so threads must not share one);
# their transposition tables stay valid across hands, being keyed on whole positions, until they grow large.
_CORES = threading.local()
_TABLE_LIMIT = 10_000


def core_for(state: HandState) -> Core:
    """The search core of a hand in play: its trump, its seats, its two camps and who sits out."""
    if state.trump is None or state.maker is None:
        raise ValueError(f"no trump yet: nothing to solve ({state.phase.value})")
    camp = tuple(1 if state.is_maker_side(seat) else 0 for seat in range(state.num_players))
    return core_of(state.trump, state.num_players, camp, tuple(sorted(state.sitting_out)))


def core_of(trump: str, seats: int, camp: tuple[int, ...], sitting_out: tuple[int, ...]) -> Core:
    """The search core of these facts, kept per thread (see ``_CORES``)."""
    cores: dict[tuple[object, ...], Core] | None = getattr(_CORES, "cores", None)
    if cores is None:
        cores = _CORES.cores = {}
    key = (trump, seats, camp, frozenset(sitting_out))
    core = cores.get(key)
    if core is None:
        core = cores[key] = Core(trump, seats, camp, sitting_out)
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


def solve(state: HandState | SoloHand) -> dict[str, int]:
    """Each legal play of the seat to move (``"play JH"``) mapped to the tricks its side takes from here on,
    the trick in progress included, when everyone plays perfectly with every card in view.

    "Its side" is the seat's partnership; in cutthroat a defender counts the tricks of both defenders, who
    play together against the maker (either scores exactly when the maker is euchred). At a call-ace or
    auction table the sides are the maker and his silent partner (the engine knows who it is) against the
    others together. Keys come in the order of the legal actions. Raises ``ValueError`` outside the play.
    """
    table = play_table(state)
    core = core_of(table.trump, table.num_players, table.camp(state.hands), table.sitting_out)
    out = table.sitting_out
    hands = [0 if seat in out else core.mask(h) for seat, h in enumerate(state.hands)]
    makers = core.values(hands, table.leader, table.trick)
    left = 5 - len(state.tricks)
    ours = core.camp[table.seat] == 1
    return {text: (makers[card] if ours else left - makers[card]) for text, card in table.plays}
