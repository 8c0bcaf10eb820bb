"""A question's table as data: what the table shows, which of its things the learner touches, and how
the touches make an answer. A question kind describes its scene (:meth:`QuestionSpec.table_scene`);
:mod:`tutorial.widgets.quiz_table` draws any scene the same way, so the widget has no branch per kind.

Texts are English message ids marked with ``N_`` (the widget translates them); cards are card codes.

>>> scene = TableScene((Ring(pick="seat"), Hint("Touch the seat of the player who leads.")))
>>> scene.touch, scene.how
('seat', 'one')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# What a touch reports: a seat, a card of the trick, a card of a row, or an answer button.
TouchKind = Literal["seat", "trick", "card", "answer"]
# How the touches answer: one touch, several chosen then checked, or cards touched in turn (an order).
HowAnswered = Literal["one", "checked", "in_turn"]


@dataclass(frozen=True)
class Ring:
    """The seats round the table (the dealer, who sits out, who led), the trump marker, the upcard when no
    trick is shown, and the question's trick in front of the players; ``pick`` makes the seats or the
    trick's cards the buttons. Drawn only when the table's seats have places on it (else the question's
    kind gives no scene and keeps answer buttons)."""

    pick: Literal["seat", "trick"] | None = None


@dataclass(frozen=True)
class Cards:
    """A row of cards, named ``label`` as a group; ``pick`` makes each card a button reporting its code
    (``card:JD``, ``trick:JD``), else they are only shown, drawn ``size`` times the table's card size."""

    cards: tuple[str, ...]
    label: str
    pick: Literal["card", "trick"] | None = None
    size: float = 1.0


@dataclass(frozen=True)
class CardAnswer:
    """One card that is itself an answer button (``answer:<value>``), named ``label`` (a message id whose
    ``{card}`` is the card's name)."""

    card: str
    value: str
    label: str
    size: float = 1.2


@dataclass(frozen=True)
class Hint:
    """A line of words: what to touch, or a caption."""

    text: str


@dataclass(frozen=True)
class Felt:
    """The felt without seats: the trump marker, then ``parts``; ``centred`` centres them. A felt whose
    cards are only shown centres its rows of cards."""

    parts: tuple[Cards | CardAnswer | Hint, ...] = ()
    centred: bool = False


@dataclass(frozen=True)
class AnswerButton:
    """An answer that is no card ("Not a trump"), a button under the table."""

    value: str
    label: str


@dataclass(frozen=True)
class CheckButton:
    """Check: sends the cards chosen (a scene answered ``checked``)."""


ScenePart = Ring | Felt | Cards | CardAnswer | Hint | AnswerButton | CheckButton


@dataclass(frozen=True)
class TableScene:
    """A question's table, its parts in order from the top, and how its touches answer it."""

    parts: tuple[ScenePart, ...]
    how: HowAnswered = "one"

    @property
    def touch(self) -> TouchKind | None:
        """What the buttons that answer report (the table judges each of them in advance), or None when
        nothing on it is touched."""
        for part in self.parts:
            inner = part.parts if isinstance(part, Felt) else (part,)
            for item in inner:
                if isinstance(item, (Ring, Cards)) and item.pick is not None:
                    return item.pick
                if isinstance(item, (CardAnswer, AnswerButton)):
                    return "answer"
        return None
