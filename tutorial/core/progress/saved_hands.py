"""A hand in progress kept in the learner's browser tab, so that a reload (F5) comes back to it.

The tab keeps one small JSON object of *slots* (session storage: each tab its own hands, kept across a
reload): ``play`` is the "Play a hand" game of the partnership game and ``solo`` the call-ace or auction
one (each the rules, the seed, the actions and the bots' level, as :class:`PlaySession` stores them),
``practice`` the practice step on screen (its lesson/step key, the learner's accepted actions, the mistakes
and hints that cost stars). Each slot also carries the current hand's deal in the engine's notation.

The stored text is the browser's to change, so nothing in it is trusted: it is refused above
:data:`~tutorial.core.progress.records.MAX_STORED_CHARS`, its actions are replayed through the engine, and the
replayed deal must be the stored one. A tampered or stale value (a lesson whose deal changed, another
engine) gives ``None``, and the page deals a fresh hand.

>>> from engine import Rules
>>> s = PlaySession.start(Rules(), seed=5)
>>> saved = saved_game(s.to_dict(), s.game().hand)
>>> restored_game(saved, PLAY) == s
True
>>> restored_game({**saved, "deal": "dealer=S up=9H"}, PLAY) is None   # not the deal the seed gives
True
>>> restored_game(saved, SOLO) is None   # the call-ace or auction slot holds no partnership game
True
>>> read_slots('{"play": 1, "unknown": 2}'), read_slots("{oops")
({'play': 1}, {})
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine import AnyHand, HandState, Rules, format_deal, format_solo_deal
from tutorial.core.games.play_session import PlaySession
from tutorial.core.progress.records import MAX_STORED_CHARS
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.state import PracticeFeedback, StepState

PLAY = "play"
SOLO = "solo"
PRACTICE = "practice"
SLOTS = (PLAY, SOLO, PRACTICE)
_MAX_PRACTICE_ACTIONS = 60  # a practice hand is one deal: a few bids and at most a dozen cards
_MAX_COUNT = 99  # mistakes, hints, refusals


def read_slots(text: object) -> dict[str, Any]:
    """The slots of a tab's stored text (untrusted values, for the restorers below); ``{}`` for text that
    is missing, malformed or oversized."""
    if not isinstance(text, str) or not text or len(text) > MAX_STORED_CHARS:
        return {}
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {name: data[name] for name in SLOTS if data.get(name) is not None}


def slots_text(slots: Mapping[str, Any]) -> str:
    """The stored form of the slots (compact; an unchanged set of slots gives the same text)."""
    return json.dumps({k: v for k, v in slots.items() if v is not None}, sort_keys=True, separators=(",", ":"))


# --- "Play a hand" ----------------------------------------------------------------------------------------


def game_slot(rules: Rules) -> str:
    """The slot of the game ``rules`` play: the partnership game's, or the call-ace or auction game's. Each
    is kept apart, so that a learner who switches the house rules to another game and back finds his game."""
    return PLAY if rules.is_partnership_game else SOLO


def deal_text(hand: AnyHand) -> str:
    """The hand's deal in the engine's notation for its table."""
    if isinstance(hand, HandState):
        return format_deal(hand.deal)
    return format_solo_deal(hand.rules, hand.deal)


def saved_game(session: Mapping[str, Any], hand: AnyHand) -> dict[str, Any]:
    """The game as stored: the session's own plain form (:meth:`PlaySession.to_dict`) and the deal of the
    ``hand`` on the table."""
    return {**session, "deal": deal_text(hand)}


def restored_game(data: object, slot: str = PLAY) -> PlaySession | None:
    """The game stored in ``slot`` replayed through the engine, or ``None`` when it does not replay to its
    own deal or is not that slot's game."""
    if not isinstance(data, dict):
        return None
    try:
        session = PlaySession.from_dict(data)
        if session is None or game_slot(session.rules) != slot:
            return None
        if deal_text(session.game().hand) != data.get("deal"):
            return None
    except (ValueError, TypeError, KeyError):  # the engine's errors are ValueErrors (rules, deals, actions)
        return None
    return session


# --- a practice step --------------------------------------------------------------------------------------


def saved_practice(state: StepState, deal: str) -> dict[str, Any] | None:
    """The practice on screen as stored (``deal`` is the step's deal notation); ``None`` before the
    learner has done anything (a fresh hand needs no keeping)."""
    if not (state.actions or state.mistakes or state.hints):
        return None
    return {
        "step": state.key,
        "deal": deal,
        "actions": list(state.actions),
        "mistakes": state.mistakes,
        "hints": state.hints,
        "refusals": state.refusals,
    }


def _count(value: object) -> int | None:
    return value if type(value) is int and 0 <= value <= _MAX_COUNT else None


def restored_practice(data: object, fresh: StepState, deal: str, start: PracticeRun) -> StepState | None:
    """The stored practice as the step's state, when it is this step (``fresh.key``), on the same deal,
    and every stored action is still accepted when replayed from ``start``; else ``None``.

    The last accepted action is the feedback on screen again, so a finished hand shows its message.
    """
    if not isinstance(data, dict) or data.get("step") != fresh.key or data.get("deal") != deal:
        return None
    actions = data.get("actions")
    counts = [_count(data.get(name)) for name in ("mistakes", "hints", "refusals")]
    if not _action_texts(actions) or None in counts:
        return None
    assert isinstance(actions, list)
    try:
        run = start.replay(actions)
    except (ValueError, TypeError):
        return None
    if len(run.actions) != len(actions):  # an action the engine refused: not a hand this step can reach
        return None
    mistakes, hints, refusals = (c or 0 for c in counts)
    feedback = PracticeFeedback(actions[-1], True, run.outcome) if actions else None
    return replace(
        fresh,
        actions=tuple(actions),
        mistakes=mistakes,
        hints=hints,
        refusals=refusals,
        outcome=run.outcome,
        feedback=feedback,
    )


def _action_texts(actions: object) -> bool:
    return (
        isinstance(actions, list)
        and len(actions) <= _MAX_PRACTICE_ACTIONS
        and all(isinstance(a, str) and len(a) <= 40 for a in actions)
    )
