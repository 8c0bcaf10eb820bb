"""Success and failure predicates of practice steps, by name (a closed registry, like lichess's assert.ts).

In a lesson a predicate is written as a name (``hand_over``), a name with parameters
(``{wins_trick: {trick: 1}}``), or a combination (``{all: [...]}``, ``{any: [...]}``, ``{not: ...}``).
Predicates state facts that *have happened*: ``wins_trick`` is false until the trick is complete, and
``loses_trick`` is its counterpart (prefer it to ``not: wins_trick``, which is true before the trick ends).

``who`` parameters: ``learner`` (South), ``partner`` (North; nobody at a table
without partners), ``team`` (the learner's side), or a seat letter.
Trick numbers count from 1, the first trick of the hand.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine import (
    CardParseError,
    HandState,
    Phase,
    Trick,
    effective_suit,
    parse_action,
    parse_card,
    parse_seat,
    parse_suit,
)

LEARNER = 0


@dataclass(frozen=True)
class PlayContext:
    """What a predicate may look at: the hand now and the learner's accepted actions."""

    state: HandState
    learner_actions: tuple[str, ...]


@dataclass(frozen=True)
class Param:
    kind: type
    required: bool = False


@dataclass(frozen=True)
class PredicateDef:
    fn: Callable[[PlayContext, Mapping[str, Any]], bool]
    params: Mapping[str, Param]
    doc: str


def _seats(state: HandState, who: str) -> set[int]:
    """The seats ``who`` names at this table (the engine's Seating says who is whose partner and side)."""
    if who == "learner":
        return {LEARNER}
    if who == "partner":
        partner = state.partner(LEARNER)
        return set() if partner is None else {partner}
    if who == "team":
        return set(state.seating.side_seats(LEARNER))
    return {state.seating.parse_seat(who)}


def _learner_plays(state: HandState) -> list[tuple[int, Trick | None, int]]:
    """(trick number, the completed trick or None, index of the learner's card) for each learner play."""
    out: list[tuple[int, Trick | None, int]] = []
    for n, t in enumerate(state.tricks, start=1):
        if LEARNER in t.seats:
            out.append((n, t, t.seats.index(LEARNER)))
    if LEARNER in state.current_trick_seats:
        out.append((len(state.tricks) + 1, None, state.current_trick_seats.index(LEARNER)))
    return out


def _trick_cards(state: HandState, number: int) -> tuple[tuple[Any, ...], tuple[int, ...]] | None:
    if 1 <= number <= len(state.tricks):
        t = state.tricks[number - 1]
        return t.cards, t.seats
    if number == len(state.tricks) + 1 and state.current_trick:
        return state.current_trick, state.current_trick_seats
    return None


def _played(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    card = parse_card(str(p["card"]))
    trick = p.get("trick")
    for n, t in enumerate(ctx.state.tricks, start=1):
        mine = any(c is card and s == LEARNER for c, s in zip(t.cards, t.seats, strict=True))
        if mine and (trick is None or trick == n):
            return True
    cur = zip(ctx.state.current_trick, ctx.state.current_trick_seats, strict=True)
    now = len(ctx.state.tricks) + 1
    return (trick is None or trick == now) and any(c is card and s == LEARNER for c, s in cur)


def _chose(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    wanted = str(parse_action(str(p["action"])))
    return wanted in ctx.learner_actions


def _discarded(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    """The learner (as dealer) discarded, this card if one is given."""
    for seat, action in ctx.state.history:
        if seat == LEARNER and action.kind == "discard":
            return "card" not in p or action.card is parse_card(str(p["card"]))
    return False


def _follows_suit(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    """The learner's card in the trick (default: the latest they played to) was of the led suit."""
    plays = _learner_plays(ctx.state)
    trick = p.get("trick")
    if trick is not None:
        plays = [x for x in plays if x[0] == trick]
    if not plays or ctx.state.trump is None:
        return False
    number, _, index = plays[-1]
    found = _trick_cards(ctx.state, number)
    if found is None or index == 0:
        return False
    cards, _ = found
    return effective_suit(cards[index], ctx.state.trump) == effective_suit(cards[0], ctx.state.trump)


def _trick_won(ctx: PlayContext, p: Mapping[str, Any], want: bool) -> bool:
    tricks = ctx.state.tricks
    number = p.get("trick", len(tricks))
    if not 1 <= number <= len(tricks):
        return False
    won = tricks[number - 1].winner in _seats(ctx.state, str(p.get("who", "learner")))
    return won == want


def _takes_tricks_at_least(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    seats = _seats(ctx.state, str(p.get("who", "team")))
    return sum(1 for t in ctx.state.tricks if t.winner in seats) >= int(p["n"])


def _score(ctx: PlayContext, p: Mapping[str, Any], side: str) -> bool:
    result = ctx.state.result()
    if result is None or result[0] != side:
        return False
    return "points" not in p or result[1] == p["points"]


def _hand_over(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    return ctx.state.phase is Phase.OVER


def _trump_is(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    return ctx.state.trump == parse_suit(str(p["suit"]))


def _maker_is(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    maker = ctx.state.maker
    return maker is not None and maker in _seats(ctx.state, str(p.get("who", "learner")))


def _went_alone(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    seats = _seats(ctx.state, str(p.get("who", "learner")))
    return ctx.state.loner in seats or ctx.state.lone_defender in seats


def _tricks_played(ctx: PlayContext, p: Mapping[str, Any]) -> bool:
    return len(ctx.state.tricks) >= int(p["n"])


_WHO = Param(str)
_TRICK = Param(int)

PREDICATES: dict[str, PredicateDef] = {
    "played": PredicateDef(_played, {"card": Param(str, True), "trick": _TRICK},
                           "the learner played this card (in this trick, if given)"),
    "chose": PredicateDef(_chose, {"action": Param(str, True)},
                          "the learner took this action (pass, order up, call H, discard 9C ...)"),
    "discarded": PredicateDef(_discarded, {"card": Param(str)}, "the learner discarded (this card, if given)"),
    "follows_suit": PredicateDef(_follows_suit, {"trick": _TRICK},
                                 "the learner's card was of the led suit (latest trick, or the one given)"),
    "wins_trick": PredicateDef(lambda c, p: _trick_won(c, p, True), {"trick": _TRICK, "who": _WHO},
                               "the trick (default: the latest completed) went to who (default: learner)"),
    "loses_trick": PredicateDef(lambda c, p: _trick_won(c, p, False), {"trick": _TRICK, "who": _WHO},
                                "the completed trick did not go to who (default: learner)"),
    "takes_tricks_at_least": PredicateDef(_takes_tricks_at_least, {"n": Param(int, True), "who": _WHO},
                                          "who (default: team) took at least n tricks"),
    "makers_score": PredicateDef(lambda c, p: _score(c, p, "makers"), {"points": Param(int)},
                                 "the hand is over and the makers scored (exactly points, if given)"),
    "defenders_score": PredicateDef(lambda c, p: _score(c, p, "defenders"), {"points": Param(int)},
                                    "the hand is over and the defenders scored (exactly points, if given)"),
    "hand_over": PredicateDef(_hand_over, {}, "all five tricks are played"),
    "trump_is": PredicateDef(_trump_is, {"suit": Param(str, True)}, "trump is this suit"),
    "maker_is": PredicateDef(_maker_is, {"who": _WHO}, "who (default: learner) named trump"),
    "went_alone": PredicateDef(_went_alone, {"who": _WHO}, "who (default: learner) plays or defends alone"),
    "tricks_played": PredicateDef(_tricks_played, {"n": Param(int, True)}, "at least n tricks are complete"),
}
COMBINATORS: tuple[str, ...] = ("all", "any", "not")
PREDICATE_NAMES: tuple[str, ...] = tuple(PREDICATES) + COMBINATORS


def _split(spec: Any) -> tuple[str, Any]:
    if isinstance(spec, str):
        return spec, None
    if isinstance(spec, dict) and len(spec) == 1:
        ((name, params),) = spec.items()
        return str(name), params
    raise ValueError("a predicate is a name or a mapping with one name")


def evaluate(spec: Any, ctx: PlayContext) -> bool:
    """Evaluate a (checked) predicate spec.

    >>> from engine import Rules, hand_from_notation
    >>> s = hand_from_notation(Rules(), "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | "
    ...     "N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D").apply("order up")
    >>> evaluate({"all": ["hand_over", {"trump_is": {"suit": "H"}}]}, PlayContext(s, ("order up",)))
    False
    >>> evaluate({"any": [{"chose": {"action": "order up"}}, "hand_over"]}, PlayContext(s, ("order up",)))
    True
    """
    name, params = _split(spec)
    if name == "all":
        return all(evaluate(s, ctx) for s in params)
    if name == "any":
        return any(evaluate(s, ctx) for s in params)
    if name == "not":
        return not evaluate(params, ctx)
    return PREDICATES[name].fn(ctx, params or {})


def _suggest(word: str, choices: Sequence[str]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def check_spec(spec: Any, path: tuple[str | int, ...] = ()) -> list[tuple[tuple[str | int, ...], str]]:
    """Problems in a predicate spec, each with its path inside the spec.

    >>> check_spec({"wins_trik": {"trick": 1}})
    [((), "unknown predicate 'wins_trik' (did you mean 'wins_trick'?)")]
    >>> check_spec({"played": {"crad": "JD"}})
    [(('played', 'crad'), "unknown parameter 'crad' for predicate 'played' (did you mean 'card'?)"), \
(('played',), "predicate 'played' needs the parameter 'card'")]
    """
    try:
        name, params = _split(spec)
    except ValueError as e:
        return [(path, str(e))]
    if name not in PREDICATE_NAMES:
        return [(path, f"unknown predicate '{name}'{_suggest(name, PREDICATE_NAMES)}")]
    here = path + (name,) if isinstance(spec, dict) else path
    if name in ("all", "any"):
        if not isinstance(params, list) or not params:
            return [(here, f"'{name}' needs a list of predicates")]
        return [p for i, s in enumerate(params) for p in check_spec(s, here + (i,))]
    if name == "not":
        if params is None:
            return [(here, "'not' needs a predicate")]
        return check_spec(params, here)
    problems: list[tuple[tuple[str | int, ...], str]] = []
    definition = PREDICATES[name]
    given = params if params is not None else {}
    if not isinstance(given, dict):
        return [(here, f"the parameters of '{name}' must be a mapping")]
    for key, value in given.items():
        param = definition.params.get(key)
        if param is None:
            problems.append((here + (key,), f"unknown parameter '{key}' for predicate '{name}'"
                                            f"{_suggest(str(key), list(definition.params))}"))
        elif not isinstance(value, param.kind) or (isinstance(value, bool) and param.kind is not bool):
            problems.append((here + (key,), f"parameter '{key}' of '{name}' must be {param.kind.__name__}"))
        else:
            problems.extend((here + (key,), m) for m in _check_value(key, value))
    for key, param in definition.params.items():
        if param.required and key not in given:
            problems.append((here, f"predicate '{name}' needs the parameter '{key}'"))
    return problems


def _check_value(key: str, value: Any) -> list[str]:
    try:
        if key == "card":
            parse_card(value)
        elif key == "suit":
            parse_suit(value)
        elif key == "action":
            parse_action(value)
        elif key == "who" and value not in ("learner", "partner", "team"):
            parse_seat(value)
        elif key in ("trick", "n") and not 1 <= value <= 5:
            return [f"'{key}' must be from 1 to 5"]
        elif key == "points" and not 1 <= value <= 5:
            return ["'points' must be from 1 to 5"]
    except CardParseError as e:
        return [str(e)]
    return []
