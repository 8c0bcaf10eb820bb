"""House rules: every point where the source documents disagree, as one frozen value.

Field names and defaults follow ``shared/rules.md``. Variants are fields, never subclasses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from functools import cache
from typing import Any, ClassVar, Literal

from engine.cards.card import ALL_CARDS, BENNY, JOKER, RANKS, SUITS, Card
from engine.cards.errors import ParamValue
from engine.table.game_specs import GAME_SPECS, game_spec
from engine.table.rule_option import OptionKind, RuleOption
from engine.table.seating import Seating, seating

DefendAlone = Literal["never", "always", "vs_loner"]
LonerLead = Literal["left_of_dealer", "left_of_loner"]
# A game of engine.table.game_specs.GAME_SPECS (checked against the registry, not by the type checker).
GameName = str
# The games' own options (their RuleOption in the game's spec says the same values).
CallAceUndealt = Literal["highest_in_play", "no_partner"]
AuctionPoints = Literal["bid", "tricks"]
AuctionEuchre = Literal["set_back", "opponents_score"]

__all__ = ["OptionKind", "RuleOption"]  # re-exported: engine/__init__.py and older imports read them here

# Every option of Rules, in the order of its fields (a test ties both). A new house rule is one line here, its
# field below, its effect, and its label in tutorial/core/house_rules/labels.py (tested too). The options of
# one game alone come from its spec, after the shared ones.
RULE_TABLE: tuple[RuleOption, ...] = (
    RuleOption("game", "word", tuple(GAME_SPECS), next(iter(GAME_SPECS))),
    RuleOption("num_players", "number", (4, 3, 5, 6, 7), 4),
    RuleOption("min_rank", "number", (9, 7, 6, 5), 9),
    RuleOption("joker", "bool", (False, True), False),
    RuleOption("benny", "bool", (False, True), False),
    RuleOption("stick_the_dealer", "bool", (True, False), True),
    RuleOption("canadian", "bool", (False, True), False),
    RuleOption("defend_alone", "word", ("never", "vs_loner", "always"), "never"),
    RuleOption("loner_lead", "word", ("left_of_dealer", "left_of_loner"), "left_of_dealer"),
    RuleOption("loner_march_score", "number", (4, 5), 4),
    RuleOption("lone_defender_euchre_score", "number", (4, 2), 4),
    RuleOption("winning_score", "number", (10, 5, 7, 11, 15), 10, accepted=tuple(range(1, 101))),
    *(o for spec in GAME_SPECS.values() for o in spec.options),
)
_BY_NAME: dict[str, RuleOption] = {o.name: o for o in RULE_TABLE}


def option(name: str) -> RuleOption:
    """The option called ``name`` (``KeyError`` for an unknown one)."""
    return _BY_NAME[name]


# How many players each game seats (rules.md sections 1, 9 and 10), in the pickers' order.
GAME_PLAYERS: dict[str, tuple[int, ...]] = {name: tuple(spec.players) for name, spec in GAME_SPECS.items()}


class RuleProblemCode(StrEnum):
    """Why a set of option values is not a table (``str(code)`` is the stable code).

    >>> [str(code) for code in RuleProblemCode][:4]
    ['unknown_option', 'bad_value', 'joker_and_benny', 'canadian_needs_partners']
    """

    UNKNOWN_OPTION = "unknown_option"  # params: option
    BAD_VALUE = "bad_value"  # params: option, value (its repr), allowed (the values, comma-separated)
    JOKER_AND_BENNY = "joker_and_benny"  # each is the best bower of its own deck
    CANADIAN_NEEDS_PARTNERS = "canadian_needs_partners"  # the Canadian loner is the dealer's partner's
    PLAYERS_FOR_GAME = "players_for_game"  # params: game, num_players, allowed (comma-separated counts)
    DECK_TOO_SMALL = "deck_too_small"  # params: deck_size, needed (the cards dealt, upcard or widow included)
    DEFEND_ALONE_NEEDS_PARTNERS = "defend_alone_needs_partners"  # cutthroat, call-ace, auction: no fixed partners
    AUCTION_WITHOUT_JOKER = "auction_without_joker"  # seed 004: auction euchre is played without the joker


@dataclass(frozen=True)
class RuleProblem:
    """One problem of a set of option values: a code and its parameters (option names, values).

    >>> Rules.problems({"joker": True, "benny": True})[0].code
    <RuleProblemCode.JOKER_AND_BENNY: 'joker_and_benny'>
    """

    code: RuleProblemCode
    params: dict[str, ParamValue] = field(default_factory=dict)

    @property
    def message(self) -> str:
        """For developers (the tutorial words its own sentence from the code)."""
        p = self.params
        if self.code is RuleProblemCode.UNKNOWN_OPTION:
            return f"unknown option {p['option']!r} (expected one of {', '.join(RULE_OPTIONS)})"
        if self.code is RuleProblemCode.BAD_VALUE:
            return f"{p['option']} must be {p['allowed']}, not {p['value']}"
        if self.code is RuleProblemCode.JOKER_AND_BENNY:
            return "joker and benny cannot both be on (Benny is the best bower of a deck without a joker)"
        if self.code is RuleProblemCode.PLAYERS_FOR_GAME:
            return f"num_players must be one of {p['allowed']} in the {p['game']} game, not {p['num_players']}"
        if self.code is RuleProblemCode.DECK_TOO_SMALL:
            return f"a deck of {p['deck_size']} cards is too small: this table deals {p['needed']}"
        if self.code is RuleProblemCode.DEFEND_ALONE_NEEDS_PARTNERS:
            return "defend_alone needs fixed partners: cutthroat, call-ace and auction euchre have none"
        if self.code is RuleProblemCode.AUCTION_WITHOUT_JOKER:
            return "auction euchre is played without the joker"
        return "canadian needs partners: it cannot be on with three players"


class RulesError(ValueError):
    """Option values that make no table; ``problems`` says why, as codes.

    >>> try:
    ...     Rules(min_rank=7.0)
    ... except RulesError as e:
    ...     [(str(p.code), p.params["option"]) for p in e.problems]
    [('bad_value', 'min_rank')]
    """

    def __init__(self, problems: tuple[RuleProblem, ...]) -> None:
        super().__init__("invalid rules: " + "; ".join(p.message for p in problems))
        self.problems = problems


# Each game in words, for the errors of entry points given a table of another game.
GAME_TITLES: dict[str, str] = {name: spec.title for name, spec in GAME_SPECS.items()}


class WrongGameError(ValueError):
    """An entry point of one game given the table of another (``engine.start`` deals any table).

    >>> try:
    ...     require_game(Rules(game="auction", num_players=5, min_rank=7), "engine.deal", "partnership")
    ... except WrongGameError as e:
    ...     print(e.game, "|", e)
    auction | engine.deal plays the partnership game, four-hand or cutthroat, not auction euchre ...
    """

    def __init__(self, entry: str, plays: tuple[str, ...], game: str, num_players: int) -> None:
        super().__init__(
            f"{entry} plays {' or '.join(GAME_TITLES[g] for g in plays)}, not {GAME_TITLES[game]} "
            f"({num_players} players): start any table's hand with engine.start(rules, dealer, rng)"
        )
        self.entry, self.plays, self.game = entry, plays, game


def require_game(rules: Rules, entry: str, *games: str) -> None:
    """Raise :class:`WrongGameError` unless ``rules`` is a table of one of ``games``."""
    if rules.game not in games:
        raise WrongGameError(entry, games, rules.game, rules.num_players)


def _allowed(values: tuple[object, ...]) -> str:
    if len(values) > 5:
        return f"a whole number from {values[0]} to {values[-1]}"
    words = [str(v).lower() if isinstance(v, bool) else str(v) for v in values]
    return "one of " + ", ".join(words)


def _value_problems(values: Mapping[str, Any]) -> list[RuleProblem]:
    problems = [
        RuleProblem(RuleProblemCode.UNKNOWN_OPTION, {"option": str(name)})
        for name in values
        if name not in RULE_OPTIONS
    ]
    for name, value in values.items():
        known = _BY_NAME.get(name)
        if known is None or known.accepts(value):
            continue
        if known.kind == "bool":
            allowed = "true or false"
        else:
            allowed = _allowed(tuple(sorted(known.values)) if known.kind == "number" else known.values)
        problems.append(
            RuleProblem(RuleProblemCode.BAD_VALUE, {"option": name, "value": repr(value), "allowed": allowed})
        )
    if values.get("joker") is True and values.get("benny") is True:
        problems.append(RuleProblem(RuleProblemCode.JOKER_AND_BENNY))
    players, game = values.get("num_players"), values.get("game", "partnership")
    if game not in GAME_SPECS or not option("num_players").accepts(players):
        return problems  # already reported as a bad value
    seats = tuple(game_spec(game).players)
    if players not in seats:
        problems.append(
            RuleProblem(
                RuleProblemCode.PLAYERS_FOR_GAME,
                {"game": game, "num_players": players, "allowed": ", ".join(map(str, sorted(seats)))},
            )
        )
        return problems
    if not game_spec(game).long_packs and values.get("min_rank") in (6, 5):  # the long packs serve section 10
        problems.append(
            RuleProblem(
                RuleProblemCode.BAD_VALUE,
                {"option": "min_rank", "value": repr(values["min_rank"]), "allowed": _allowed((9, 7))},
            )
        )
    if values.get("canadian") is True and not _seating_for(game, players).has_partners:
        problems.append(RuleProblem(RuleProblemCode.CANADIAN_NEEDS_PARTNERS))
    if values.get("defend_alone", "never") != "never" and not _seating_for(game, players).has_partners:
        problems.append(RuleProblem(RuleProblemCode.DEFEND_ALONE_NEEDS_PARTNERS))
    if not game_spec(game).joker and values.get("joker") is True:
        problems.append(RuleProblem(RuleProblemCode.AUCTION_WITHOUT_JOKER))
    rank, joker, benny = values.get("min_rank"), values.get("joker"), values.get("benny")
    if option("min_rank").accepts(rank) and isinstance(joker, bool) and isinstance(benny, bool):
        size = len(_deck(rank, JOKER if joker else BENNY if benny else None))
        needed = cards_needed(game, players)
        if size < needed:
            problems.append(RuleProblem(RuleProblemCode.DECK_TOO_SMALL, {"deck_size": size, "needed": needed}))
    return problems


def cards_needed(game: str, num_players: int) -> int:
    """The cards a table deals: five each, plus the upcard, or the three-card widow of auction euchre.

    >>> cards_needed("partnership", 4), cards_needed("call_ace", 6), cards_needed("auction", 7)
    (21, 31, 38)
    """
    return 5 * num_players + (game_spec(game).widow or 1)


WIDOW_SIZE = game_spec("auction").widow  # auction euchre's widow (seed 001), as its spec says


def _seating_for(game: str, num_players: int) -> Seating:
    # Fixed partners only in the four-hand partnership game; call-ace and auction make partners per hand.
    return seating(num_players, game_spec(game).fixed_partners_at_four and num_players == 4)


@dataclass(frozen=True)
class Rules:
    """The options of one table. The defaults are the North American game with stick the dealer.

    >>> Rules().deck_size
    24
    >>> Rules(min_rank=7, joker=True).kitty_size
    13
    >>> Rules().seating.partner(1), Rules(num_players=3).seating.sides   # who sits where: a Seating
    (3, ((0,), (1,), (2,)))
    >>> Rules(joker=True, benny=True)
    Traceback (most recent call last):
    ...
    engine.table.rules.RulesError: invalid rules: joker and benny cannot both be on (Benny is the best bower ...)
    """

    game: GameName = "partnership"
    num_players: int = 4
    min_rank: int = 9
    joker: bool = False
    benny: bool = False
    stick_the_dealer: bool = True
    canadian: bool = False
    defend_alone: DefendAlone = "never"
    loner_lead: LonerLead = "left_of_dealer"
    loner_march_score: int = 4
    lone_defender_euchre_score: int = 4
    winning_score: int = 10
    # The games of rules.md section 10 (docs/rules.md, "Engine options of section 10", says why each default).
    call_ace_undealt: CallAceUndealt = "highest_in_play"
    auction_points: AuctionPoints = "bid"
    auction_euchre: AuctionEuchre = "set_back"
    # Who sits where and plays with whom at this table. Not an option (the options are the fields): set
    # once per instance in __post_init__, a plain attribute because the engine reads it on every hand.
    seating: ClassVar[Seating]

    def __post_init__(self) -> None:
        problems = _value_problems(asdict(self))
        if problems:
            raise RulesError(tuple(problems))
        object.__setattr__(self, "seating", _seating_for(self.game, self.num_players))

    @staticmethod
    def problems(values: Mapping[str, Any]) -> tuple[RuleProblem, ...]:
        """What is wrong with these option values (those left out take their defaults), as codes;
        empty when ``Rules(**values)`` would make a table. Never raises.

        >>> [str(p.code) for p in Rules.problems({"num_players": 3, "canadian": True, "winning_score": True})]
        ['bad_value', 'canadian_needs_partners']
        >>> Rules.problems({"min_rank": 7})
        ()
        """
        return tuple(_value_problems({**_DEFAULTS, **values}))

    @property
    def has_partners(self) -> bool:
        """Four players play in two fixed partnerships; three play cutthroat, each for himself; in call-ace
        and auction euchre partners are made hand by hand (``seating`` has none)."""
        return self.seating.has_partners

    @property
    def is_partnership_game(self) -> bool:
        """The basic game (four-hand or cutthroat), played by ``engine.games.partnership``; the others by
        ``engine.games.solo``."""
        return self.game == "partnership"

    @property
    def best_bower(self) -> Card | None:
        """The card ranked above the right bower: the joker, Benny (2♠), or none."""
        if self.joker:
            return JOKER
        if self.benny:
            return BENNY
        return None

    @property
    def deck_size(self) -> int:
        return len(new_deck(self))

    @property
    def kitty_size(self) -> int:
        """The undealt cards, the upcard included (in auction euchre: the widow and the cards set aside)."""
        return self.deck_size - 5 * self.num_players

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated again)."""
        values = asdict(self)
        values.update(changes)
        return Rules(**values)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def changed_options(self) -> dict[str, Any]:
        """Only the options that differ from the defaults."""
        default = Rules()
        return {
            f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name) != getattr(default, f.name)
        }


RULE_OPTIONS: tuple[str, ...] = tuple(f.name for f in fields(Rules))
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Rules)}


def new_deck(rules: Rules) -> list[Card]:
    """The cards of this table's deck, in a fixed order (clubs, diamonds, hearts, spades, low to high).

    >>> len(new_deck(Rules())), len(new_deck(Rules(min_rank=7))), len(new_deck(Rules(benny=True)))
    (24, 32, 25)
    >>> str(new_deck(Rules(game="auction", num_players=7, min_rank=5))[0])
    '5C'
    """
    return list(_deck(rules.min_rank, rules.best_bower))


@cache
def _deck(min_rank: int, best_bower: Card | None) -> tuple[Card, ...]:
    ranks = RANKS[RANKS.index(str(min_rank)) :]
    deck = [c for c in ALL_CARDS if c.suit in SUITS and c.rank in ranks and not c.is_benny]
    deck.sort(key=lambda c: (SUITS.index(c.suit), RANKS.index(c.rank)))  # the fives and sixes have later ids
    if best_bower is not None:
        deck.append(best_bower)
    return tuple(deck)
