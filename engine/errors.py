"""The engine's few error types. All are ``ValueError``s and carry codes, never prose for learners.

The message of each error is for developers (it quotes the input and the state, like python-chess);
the ``reason`` is for the app, which turns the code and its parameters into a sentence in the
learner's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ParamValue = str | int | bool | None


@dataclass(frozen=True)
class Reason:
    """Why something was refused: a stable ``code`` plus parameters (card codes, suit letters, seats).

    >>> Reason("must_follow_suit", {"led_suit": "H"}).code
    'must_follow_suit'
    """

    code: str
    params: dict[str, ParamValue] = field(default_factory=dict)


class CardParseError(ValueError):
    """Text that is not a card, a suit or an action."""


class IllegalActionError(ValueError):
    """An action the rules forbid. The state it was tried on is left untouched."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class DealError(ValueError):
    """A deal that cannot happen under the given rules (a card twice, wrong counts, ...)."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason
