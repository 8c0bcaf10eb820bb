"""Success and failure predicates of practice steps, by name (a closed registry, like lichess's assert.ts).

In a lesson a predicate is written as a name (``hand_over``), a name with parameters
(``{wins_trick: {trick: 1}}``), or a combination (``{all: [...]}``, ``{any: [...]}``, ``{not: ...}``).
Predicates state facts that *have happened*: ``wins_trick`` is false until the trick is complete, and
``loses_trick`` is its counterpart (prefer it to ``not: wins_trick``, which is true before the trick ends).

Each predicate is a pydantic model of its parameters (unknown, missing and ill-typed ones are refused
with "did you mean") with :meth:`Predicate.holds` asking the hand. ``who`` parameters: ``learner``
(South), ``partner`` (North; nobody at a table without partners), ``team`` (the learner's side), or a
seat code. Trick numbers count from 1, the first trick of the hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import AfterValidator, Field, StrictInt, StrictStr, ValidationError
from pydantic_core import PydanticCustomError

from engine import (
    CardParseError,
    HandState,
    SoloHand,
    SoloResult,
    Trick,
    effective_suit,
    parse_action,
    parse_card,
    parse_seat,
    parse_suit,
)
from tutorial.core.lesson_format.parts import Model
from tutorial.core.lesson_format.suggest import did_you_mean

LEARNER = 0


@dataclass(frozen=True)
class PlayContext:
    """What a predicate may look at: the hand now (of the partnership game, or of call-ace or auction euchre)
    and the learner's accepted actions."""

    state: HandState | SoloHand
    learner_actions: tuple[str, ...]


def _seats(state: HandState | SoloHand, who: str) -> set[int]:
    """The seats ``who`` names at this table (the engine's Seating says who is whose partner and side)."""
    if who == "learner":
        return {LEARNER}
    if who == "partner":
        partner = state.partner(LEARNER)
        return set() if partner is None else {partner}
    if who == "team":
        return set(state.seating.side_seats(LEARNER))
    return {state.seating.parse_seat(who)}


def _learner_plays(state: HandState | SoloHand) -> list[tuple[int, Trick | None, int]]:
    """(trick number, the completed trick or None, index of the learner's card) for each learner play."""
    out: list[tuple[int, Trick | None, int]] = []
    for n, t in enumerate(state.tricks, start=1):
        if LEARNER in t.seats:
            out.append((n, t, t.seats.index(LEARNER)))
    if LEARNER in state.current_trick_seats:
        out.append((len(state.tricks) + 1, None, state.current_trick_seats.index(LEARNER)))
    return out


def _trick_cards(state: HandState | SoloHand, number: int) -> tuple[tuple[Any, ...], tuple[int, ...]] | None:
    if 1 <= number <= len(state.tricks):
        t = state.tricks[number - 1]
        return t.cards, t.seats
    if number == len(state.tricks) + 1 and state.current_trick:
        return state.current_trick, state.current_trick_seats
    return None


def _checked(read: Callable[[str], object]) -> Callable[[str], str]:
    """A parameter value that ``read`` (an engine parser) accepts, its error as the message."""

    def check(text: str) -> str:
        try:
            read(text)
        except CardParseError as e:
            raise PydanticCustomError("engine_value", str(e)) from None
        return text

    return check


def _who(text: str) -> str:
    return text if text in ("learner", "partner", "team") else _checked(parse_seat)(text)


CardCode = Annotated[StrictStr, AfterValidator(_checked(parse_card))]
SuitCode = Annotated[StrictStr, AfterValidator(_checked(parse_suit))]
ActionText = Annotated[StrictStr, AfterValidator(_checked(parse_action))]
Who = Annotated[StrictStr, AfterValidator(_who)]
OneToFive = Annotated[StrictInt, Field(ge=1, le=5)]  # a trick number, a count of tricks, points


class Predicate(Model):
    """A predicate's parameters; :meth:`holds` says whether it is true of the hand now."""

    DOC: ClassVar[str] = ""

    def holds(self, ctx: PlayContext) -> bool:
        raise NotImplementedError


class Played(Predicate):
    DOC: ClassVar[str] = "the learner played this card (in this trick, if given)"
    card: CardCode
    trick: OneToFive | None = None

    def holds(self, ctx: PlayContext) -> bool:
        card = parse_card(self.card)
        for n, t in enumerate(ctx.state.tricks, start=1):
            mine = any(c is card and s == LEARNER for c, s in zip(t.cards, t.seats, strict=True))
            if mine and self.trick in (None, n):
                return True
        cur = zip(ctx.state.current_trick, ctx.state.current_trick_seats, strict=True)
        now = len(ctx.state.tricks) + 1
        return self.trick in (None, now) and any(c is card and s == LEARNER for c, s in cur)


class Chose(Predicate):
    DOC: ClassVar[str] = "the learner took this action (pass, order up, call H, discard 9C ...)"
    action: ActionText

    def holds(self, ctx: PlayContext) -> bool:
        return str(parse_action(self.action)) in ctx.learner_actions


class Discarded(Predicate):
    DOC: ClassVar[str] = "the learner discarded (this card, if given)"
    card: CardCode | None = None

    def holds(self, ctx: PlayContext) -> bool:
        for seat, action in ctx.state.history:
            if seat == LEARNER and action.kind == "discard":
                return self.card is None or action.card is parse_card(self.card)
        return False


class FollowsSuit(Predicate):
    DOC: ClassVar[str] = "the learner's card was of the led suit (latest trick, or the one given)"
    trick: OneToFive | None = None

    def holds(self, ctx: PlayContext) -> bool:
        plays = [x for x in _learner_plays(ctx.state) if self.trick in (None, x[0])]
        trump = ctx.state.trump
        if not plays or trump is None:
            return False
        number, _, index = plays[-1]
        found = _trick_cards(ctx.state, number)
        if found is None or index == 0:
            return False
        cards, _ = found
        rules = ctx.state.rules
        return effective_suit(cards[index], trump, rules) == effective_suit(cards[0], trump, rules)


class WinsTrick(Predicate):
    DOC: ClassVar[str] = "the trick (default: the latest completed) went to who (default: learner)"
    WANT: ClassVar[bool] = True
    trick: OneToFive | None = None
    who: Who = "learner"

    def holds(self, ctx: PlayContext) -> bool:
        tricks = ctx.state.tricks
        number = self.trick if self.trick is not None else len(tricks)
        if not 1 <= number <= len(tricks):
            return False
        return (tricks[number - 1].winner in _seats(ctx.state, self.who)) == self.WANT


class LosesTrick(WinsTrick):
    DOC: ClassVar[str] = "the completed trick did not go to who (default: learner)"
    WANT: ClassVar[bool] = False


class TakesTricksAtLeast(Predicate):
    DOC: ClassVar[str] = "who (default: team) took at least n tricks"
    n: OneToFive
    who: Who = "team"

    def holds(self, ctx: PlayContext) -> bool:
        seats = _seats(ctx.state, self.who)
        return sum(1 for t in ctx.state.tricks if t.winner in seats) >= self.n


class MakersScore(Predicate):
    DOC: ClassVar[str] = "the hand is over and the makers scored (exactly points, if given)"
    SIDE: ClassVar[str] = "makers"
    points: OneToFive | None = None

    def holds(self, ctx: PlayContext) -> bool:
        result = ctx.state.result()
        if isinstance(result, SoloResult):  # call-ace, auction: the maker's side made its contract, or not
            scorers = [pts for pts in result.points if pts]
            return result.made == (self.SIDE == "makers") and (self.points is None or scorers[:1] == [self.points])
        return result is not None and result[0] == self.SIDE and self.points in (None, result[1])


class DefendersScore(MakersScore):
    DOC: ClassVar[str] = "the hand is over and the defenders scored (exactly points, if given)"
    SIDE: ClassVar[str] = "defenders"


class HandOver(Predicate):
    DOC: ClassVar[str] = "all five tricks are played"

    def holds(self, ctx: PlayContext) -> bool:
        return ctx.state.is_over


class TrumpIs(Predicate):
    DOC: ClassVar[str] = "trump is this suit"
    suit: SuitCode

    def holds(self, ctx: PlayContext) -> bool:
        return ctx.state.trump == parse_suit(self.suit)


class MakerIs(Predicate):
    DOC: ClassVar[str] = "who (default: learner) named trump"
    who: Who = "learner"

    def holds(self, ctx: PlayContext) -> bool:
        maker = ctx.state.maker
        return maker is not None and maker in _seats(ctx.state, self.who)


class WentAlone(Predicate):
    DOC: ClassVar[str] = "who (default: learner) plays or defends alone"
    who: Who = "learner"

    def holds(self, ctx: PlayContext) -> bool:
        seats = _seats(ctx.state, self.who)
        return ctx.state.loner in seats or ctx.state.lone_defender in seats


class TricksPlayed(Predicate):
    DOC: ClassVar[str] = "at least n tricks are complete"
    n: OneToFive

    def holds(self, ctx: PlayContext) -> bool:
        return len(ctx.state.tricks) >= self.n


PREDICATES: dict[str, type[Predicate]] = {
    "played": Played,
    "chose": Chose,
    "discarded": Discarded,
    "follows_suit": FollowsSuit,
    "wins_trick": WinsTrick,
    "loses_trick": LosesTrick,
    "takes_tricks_at_least": TakesTricksAtLeast,
    "makers_score": MakersScore,
    "defenders_score": DefendersScore,
    "hand_over": HandOver,
    "trump_is": TrumpIs,
    "maker_is": MakerIs,
    "went_alone": WentAlone,
    "tricks_played": TricksPlayed,
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
    return PREDICATES[name].model_validate(params or {}).holds(ctx)


def check_spec(spec: Any, path: tuple[str | int, ...] = ()) -> list[tuple[tuple[str | int, ...], str]]:
    """Problems in a predicate spec, each with its path inside the spec.

    >>> check_spec({"wins_trik": {"trick": 1}})
    [((), "unknown predicate 'wins_trik' (did you mean 'wins_trick'?)")]
    >>> check_spec({"played": {"crad": "JD"}})
    [(('played',), "predicate 'played' needs the parameter 'card'"), \
(('played', 'crad'), "unknown parameter 'crad' for predicate 'played' (did you mean 'card'?)")]
    """
    try:
        name, params = _split(spec)
    except ValueError as e:
        return [(path, str(e))]
    if name not in PREDICATE_NAMES:
        return [(path, f"unknown predicate '{name}'{did_you_mean(name, PREDICATE_NAMES)}")]
    here = path + (name,) if isinstance(spec, dict) else path
    if name in ("all", "any"):
        if not isinstance(params, list) or not params:
            return [(here, f"'{name}' needs a list of predicates")]
        return [p for i, s in enumerate(params) for p in check_spec(s, here + (i,))]
    if name == "not":
        if params is None:
            return [(here, "'not' needs a predicate")]
        return check_spec(params, here)
    given = params if params is not None else {}
    if not isinstance(given, dict):
        return [(here, f"the parameters of '{name}' must be a mapping")]
    try:
        PREDICATES[name].model_validate(given)
    except ValidationError as e:
        return [_param_problem(name, here, error) for error in e.errors()]
    return []


_TYPE_NAMES = {"int_type": "int", "string_type": "str"}


def _param_problem(name: str, here: tuple[str | int, ...], error: Any) -> tuple[tuple[str | int, ...], str]:
    """One pydantic error about a predicate's parameters, as the author reads it."""
    key = str(error["loc"][0]) if error["loc"] else ""
    kind = error["type"]
    if kind == "missing":
        return here, f"predicate '{name}' needs the parameter '{key}'"
    if kind == "extra_forbidden":
        return here + (key,), (
            f"unknown parameter '{key}' for predicate '{name}'{did_you_mean(key, PREDICATES[name].model_fields)}"
        )
    if kind in _TYPE_NAMES:
        return here + (key,), f"parameter '{key}' of '{name}' must be {_TYPE_NAMES[kind]}"
    if kind in ("greater_than_equal", "less_than_equal"):
        return here + (key,), f"'{key}' must be from 1 to 5"
    return here + (key,), str(error["msg"])
