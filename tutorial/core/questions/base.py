"""What every question kind shares: the spec base model, the built :class:`Quiz`, and the readers of a
spec's cards, suits and seats that turn a bad value into a :class:`QuizError` naming the field.

A kind (one module of this package) subclasses :class:`QuestionSpec` with its own fields and says how
the engine answers it (:meth:`QuestionSpec.build`), how an answer is written (:meth:`QuestionSpec.normalize`)
and how a choice reads (:meth:`QuestionSpec.choice_label`). A kind answered on the table also describes its
table (:meth:`QuestionSpec.table_scene`, data the widgets draw) and says why a wrong answer is wrong
(:meth:`QuestionSpec.miss`); the defaults fit a question answered with buttons, one per choice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar, get_args

from engine import (
    Card,
    CardParseError,
    HandState,
    IllegalActionError,
    Phase,
    Rules,
    new_deck,
    parse_card,
    parse_suit,
    start_hand,
)
from engine.coach.misses import Miss
from tutorial.core.lesson_format.parts import Model, Text
from tutorial.core.questions.scene import TableScene
from tutorial.core.text.card_text import card_name, sentence_case
from tutorial.core.text.i18n import Translator

ParamValue = str | int | bool | None
Answer = str | int | bool | tuple[str, ...]


class QuizError(ValueError):
    """A question the engine cannot answer as written; ``field`` names the key at fault."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Explanation:
    """Why: a code of the question kind's :attr:`QuestionSpec.SENTENCES` and its parameters
    (card codes, suit letters, seat numbers, numbers; see :mod:`tutorial.core.steps.explanations`).

    >>> Explanation("left_bower_is_trump", {"card": "JD", "trump": "H"}).code
    'left_bower_is_trump'
    """

    code: str
    params: Mapping[str, ParamValue] = field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """One possible answer. ``value`` is a stable code (card, suit letter, seat number, role, action,
    ``yes``/``no``, ``makers:2``); the kind builds the label from it."""

    value: str


@dataclass(frozen=True)
class QuizResult:
    correct: bool
    expected: tuple[str, ...]
    explanation: Explanation


@dataclass(frozen=True)
class Quiz:
    """A question ready to draw and check. Card fields are card codes; seats are numbers."""

    kind: str
    prompt: Text
    choices: tuple[Choice, ...]
    multi: bool  # several answers (legal_cards, bidding_options) or an order (rank_trumps)
    ordered: bool  # the answer is an order (rank_trumps)
    expected: tuple[str, ...]
    explanation: Explanation
    trump: str | None = None
    cards: tuple[str, ...] = ()  # the card(s) asked about, or to put in order
    hand: tuple[str, ...] = ()
    trick: tuple[str, ...] = ()
    leader: int | None = None  # who led the trick shown
    dealer: int | None = None
    upcard: str | None = None
    to_move: int | None = None  # whose bid is asked about
    history: tuple[tuple[int, str], ...] = ()  # the bidding so far, (seat, action)
    sitting_out: tuple[int, ...] = ()
    maker_tricks: int | None = None
    maker_alone: bool = False
    defender_alone: bool = False
    one_maker: bool = False  # a table without partners: one maker against each opponent (cutthroat)
    score: tuple[int, int] | None = None  # game_winner: (your side, the other side) before the hand
    makers: str = "us"
    target: int | None = None  # game_winner: the points that win the game
    note: Text | None = None  # the author's extra explanation (a text field), shown after the engine's

    def normalize(self, answer: Answer | Sequence[str]) -> tuple[str, ...]:
        """An answer in canonical codes (``10h`` -> ``TH``, ``W`` -> ``1``, ``True`` -> ``yes``)."""
        items = [answer] if isinstance(answer, (str, int, bool)) else list(answer)
        kind = KINDS[self.kind]
        return tuple(kind.normalize(item) for item in items)

    def check(self, answer: Answer | Sequence[str]) -> QuizResult:
        """Whether ``answer`` is the engine's answer (a set for multi-answer questions, an order for
        ``rank_trumps``), with the expected answer and why."""
        try:
            given = self.normalize(answer)
        except (CardParseError, ValueError):
            return QuizResult(False, self.expected, self.explanation)
        if self.ordered or not self.multi:
            correct = given == self.expected
        else:
            correct = set(given) == set(self.expected) and len(given) == len(set(given))
        return QuizResult(correct, self.expected, self.explanation)

    def choice_label(self, value: str, tr: Translator) -> str:
        """The words for one answer code, as the question kind writes them."""
        return KINDS[self.kind].choice_label(self, value, tr)

    @property
    def question_kind(self) -> type[QuestionSpec]:
        """The kind that built this question: its table, its misses and its words."""
        return KINDS[self.kind]

    @property
    def shown_cards(self) -> tuple[str, ...]:
        """The cards asked about, shown beside the question ((): its cards are its answers, as in a ranking)."""
        return self.cards if self.question_kind.SHOWS_CARDS else ()

    @property
    def trick_is_finished(self) -> bool:
        """Whether the trick shown is a whole one (asked who won it), not a trick in progress."""
        return self.question_kind.FINISHED_TRICK


class QuestionSpec(Model):
    """A question as a lesson (or a drill) writes it; each kind narrows ``question`` to its name.

    ``prompt`` replaces the kind's :attr:`PROMPT`; ``explanation`` is shown after the engine's reason;
    a stated ``answer`` is only checked against the engine by the validator, never shown.
    """

    PROMPT: ClassVar[str] = ""  # the kind's default prompt (marked with N_), used when a quiz has none
    SENTENCES: ClassVar[dict[str, str]] = {}  # the kind's explanation codes and their English sentences
    # The touches on the table (Pick kinds: seat, trick, card, order) that answer this kind as they are,
    # besides an answer button of its choices; an order answers with its cards in turn.
    TOUCHES: ClassVar[frozenset[str]] = frozenset()
    SHOWS_CARDS: ClassVar[bool] = True  # False: the quiz's cards are its answers, not shown beside it
    FINISHED_TRICK: ClassVar[bool] = False  # the trick shown is a whole one (who won it), not one in progress
    # What any question of this kind asks of the learner (concepts of lesson_parts.CONCEPTS), whatever its content.
    NEEDS: ClassVar[frozenset[str]] = frozenset()

    question: str
    prompt: Text | None = None
    answer: Answer | None = None
    explanation: Text | None = None

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        # A subclass that narrows ``question`` to one name is that kind (its step model, made from it,
        # is not registered again).
        names = get_args(cls.model_fields["question"].annotation)
        if len(names) == 1 and names[0] not in KINDS:
            KINDS[names[0]] = cls

    def build(self, rules: Rules) -> Quiz:
        """The question with the engine's answer under ``rules`` (raises :class:`QuizError`)."""
        raise NotImplementedError

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        """One written answer in the kind's canonical code (``True`` -> ``yes``); raises ValueError."""
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value).strip().lower()

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        """The words for one answer code in the learner's language."""
        return value

    def concept_needs(self, rules: Rules) -> set[str]:
        """What this question asks of the learner under ``rules``: the kind's :attr:`NEEDS` and what its
        content adds (teach before test, :mod:`tutorial.core.course.validator_concepts`)."""
        return set(self.NEEDS)

    @classmethod
    def choice_face(cls, quiz: Quiz, value: str, tr: Translator) -> tuple[str, str | None]:
        """What an answer button shows (plain text; red suits are coloured by the widget), and the shorter
        words a phone shows instead, if any. The button's name stays :meth:`choice_label`."""
        return cls.choice_label(quiz, value, tr), None

    @classmethod
    def answer_rows(cls, quiz: Quiz) -> list[list[str]]:
        """The answer buttons' codes, row by row."""
        return [[choice.value for choice in quiz.choices]]

    @classmethod
    def table_scene(cls, quiz: Quiz, *, ring_fits: bool) -> TableScene | None:
        """The question's table and its touches (:mod:`tutorial.core.questions.scene`), or None for the
        answer buttons beside its cards. ``ring_fits``: the table's seats have places round the drawn table."""
        return None

    @classmethod
    def miss(cls, quiz: Quiz, answer: Sequence[str], rules: Rules) -> Miss | None:
        """The engine's reason why ``answer`` (choice codes, a wrong answer) is wrong, or None to say only
        "Try again". May raise ValueError, IndexError or KeyError for an answer the page could not send."""
        return None

    @classmethod
    def tally_label(cls, quiz: Quiz, codes: Sequence[str], tr: Translator) -> str:
        """One student's answer as the projector's tally names it: an order as one phrase, several answers
        separated by commas."""
        labels = [cls.choice_label(quiz, code, tr) for code in codes]
        return ranking_text(labels) if quiz.ordered else ", ".join(labels)

    @property
    def shown_prompt(self) -> Text:
        """The author's prompt, or the kind's default one."""
        return self.prompt or self.PROMPT


def choices(values: Iterable[str]) -> tuple[Choice, ...]:
    return tuple(Choice(v) for v in values)


def draws_its_table(kind: type[QuestionSpec]) -> bool:
    """Whether ``kind`` describes a table of its own (:meth:`QuestionSpec.table_scene`), rather than the
    answer buttons."""
    return next(c for c in kind.__mro__ if "table_scene" in vars(c)) is not QuestionSpec


def ranking_text(labels: Sequence[str]) -> str:
    """A ranking as one phrase: its labels (each capitalised as a choice) in lower case after the first.

    >>> ranking_text(["Jack of hearts", "Jack of diamonds", "Ace of hearts"])
    'Jack of hearts › jack of diamonds › ace of hearts'
    """
    return " › ".join(label if i == 0 else label[:1].lower() + label[1:] for i, label in enumerate(labels))


# Every question kind by name, filled as the kinds' modules are imported (tutorial.core.questions does).
KINDS: dict[str, type[QuestionSpec]] = {}


# --- reading a spec's values ------------------------------------------------------------------------

T = TypeVar("T")


def need(value: T | None, field: str) -> T:
    """``value``, or a :class:`QuizError` saying the question needs ``field``."""
    if value is None:
        raise QuizError(f"this question needs '{field}'", field)
    return value


def read_card(text: str | None, rules: Rules, field: str) -> Card:
    """A card of this deck."""
    try:
        card = parse_card(need(text, field))
    except CardParseError as e:
        raise QuizError(str(e), field) from None
    if card not in new_deck(rules):
        raise QuizError(f"{card.code} is not in this deck of {rules.deck_size} cards", field)
    return card


def read_cards(texts: Sequence[str], rules: Rules, field: str, at_least: int = 1) -> list[Card]:
    """Distinct cards of this deck, at least ``at_least`` of them."""
    cards = [read_card(t, rules, field) for t in texts]
    if len(cards) < at_least:
        raise QuizError(f"this question needs at least {at_least} card(s) in '{field}'", field)
    if len(set(cards)) != len(cards):
        raise QuizError(f"a card appears twice in '{field}'", field)
    return cards


def read_suit(text: str | None, field: str = "trump") -> str:
    try:
        return parse_suit(need(text, field))
    except CardParseError as e:
        raise QuizError(str(e), field) from None


def read_seat(text: str | None, field: str, rules: Rules) -> int:
    """A seat of this table, from its code."""
    try:
        return rules.seating.parse_seat(need(text, field))
    except CardParseError:
        raise QuizError(f"there is no seat {text} with {rules.num_players} players", field) from None


def situation(
    rules: Rules,
    dealer: int,
    upcard: Card,
    bidding: Sequence[str],
    lone_defender: int | None = None,
    until_play: bool = False,
) -> HandState:
    """A fixed, made-up deal with this dealer and upcard, after ``bidding`` (one action per turn).

    The dealer's discard and the defend-alone round are filled in (``lone_defender`` defends alone),
    so a question can be about the bidding or the opening lead without a whole deal in the lesson.
    """
    deck = [c for c in new_deck(rules) if c is not upcard]
    n = rules.num_players
    hands = [deck[5 * i : 5 * i + 5] for i in range(n)]
    state = start_hand(rules, dealer, hands, upcard, deck[5 * n :])
    for i, text in enumerate(bidding):
        state = _auto(state, lone_defender)
        try:
            state = state.apply(text)
        except (IllegalActionError, CardParseError) as e:
            raise QuizError(f"bidding action {i + 1} ({text!r}) is not possible: {e}", "bidding") from None
    if until_play:
        state = _auto(state, lone_defender)
    return state


def _auto(state: HandState, lone_defender: int | None) -> HandState:
    while True:
        if state.phase is Phase.DISCARD:
            dealer_hand = state.hands[state.dealer]
            state = state.apply(f"discard {dealer_hand[0].code}")
        elif state.phase is Phase.DEFEND_ALONE:
            state = state.apply("defend alone" if state.to_move == lone_defender else "pass")
        else:
            return state


def bidding_history(state: HandState) -> tuple[tuple[int, str], ...]:
    """The bids so far as (seat, action code), the dealer's discard left out."""
    return tuple((seat, str(a)) for seat, a in state.history if a.kind != "discard")


class CardAnswers(QuestionSpec):
    """A kind whose answers are cards (written in any case: ``10h`` is ``TH``)."""

    @classmethod
    def normalize(cls, value: str | int | bool) -> str:
        return parse_card(str(value).strip()).code

    @classmethod
    def choice_label(cls, quiz: Quiz, value: str, tr: Translator) -> str:
        return sentence_case(card_name(value, tr))
