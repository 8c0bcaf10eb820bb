"""Action values and their text vocabulary.

``str(action)`` is one of: ``pass``, ``order up``, ``order up alone``, ``call H``, ``call H alone``,
``discard 9C``, ``defend alone``, ``play JH``. Actions are interned, like cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.cards import ALL_CARDS, SUITS, Card, parse_card, parse_suit
from engine.errors import CardParseError

ActionKind = Literal["pass", "order_up", "call", "discard", "defend_alone", "play"]


@dataclass(frozen=True, slots=True)
class Action:
    """One decision at the table. Build actions with :func:`parse_action` or the constants below.

    >>> str(parse_action("call h alone"))
    'call H alone'
    >>> parse_action("play 10h") == PLAY[parse_card("TH")]
    True
    >>> [str(b) for b in BIDS][:4]
    ['pass', 'order up', 'order up alone', 'call C']
    """

    kind: ActionKind
    suit: str | None = None
    card: Card | None = None
    alone: bool = False

    def __str__(self) -> str:
        if self.kind == "pass":
            return "pass"
        if self.kind == "order_up":
            return "order up alone" if self.alone else "order up"
        if self.kind == "call":
            return f"call {self.suit}" + (" alone" if self.alone else "")
        if self.kind == "defend_alone":
            return "defend alone"
        assert self.card is not None
        return f"{'discard' if self.kind == 'discard' else 'play'} {self.card.code}"


PASS = Action("pass")
ORDER_UP = Action("order_up")
ORDER_UP_ALONE = Action("order_up", alone=True)
DEFEND_ALONE = Action("defend_alone")
CALL: dict[tuple[str, bool], Action] = {(s, a): Action("call", suit=s, alone=a) for s in SUITS for a in (False, True)}
PLAY: dict[Card, Action] = {c: Action("play", card=c) for c in ALL_CARDS}
DISCARD: dict[Card, Action] = {c: Action("discard", card=c) for c in ALL_CARDS}
# Every bid that makes trump or declines to, in the order a table offers them: the one list of bids.
BIDS: tuple[Action, ...] = (PASS, ORDER_UP, ORDER_UP_ALONE, *(CALL[(s, a)] for s in SUITS for a in (False, True)))

_FIXED = {
    "pass": PASS,
    "order up": ORDER_UP,
    "pick it up": ORDER_UP,
    "pick up": ORDER_UP,
    "order up alone": ORDER_UP_ALONE,
    "pick it up alone": ORDER_UP_ALONE,
    "defend alone": DEFEND_ALONE,
}


def parse_action(text: str | Action) -> Action:
    """Parse the text form of an action (case and spacing do not matter).

    >>> parse_action("discard 9c")
    Action(kind='discard', suit=None, card=Card('9C'), alone=False)
    >>> parse_action("fold")
    Traceback (most recent call last):
    ...
    engine.errors.CardParseError: not an action: 'fold' (expected pass, order up [alone], ...)

    """
    if isinstance(text, Action):
        return text
    words = " ".join(str(text).lower().split())
    fixed = _FIXED.get(words)
    if fixed is not None:
        return fixed
    parts = words.split(" ")
    try:
        if parts[0] == "call" and len(parts) in (2, 3) and (len(parts) == 2 or parts[2] == "alone"):
            return CALL[(parse_suit(parts[1]), len(parts) == 3)]
        if parts[0] in ("play", "discard") and len(parts) == 2:
            card = parse_card(parts[1])
            return PLAY[card] if parts[0] == "play" else DISCARD[card]
    except CardParseError:
        pass
    raise CardParseError(
        f"not an action: {text!r} (expected pass, order up [alone], call X [alone], discard CARD, "
        "defend alone or play CARD)"
    )
