"""What a browser keeps of the classroom (its local storage): the secret of the class it teaches and the
seats it took, so that a reload, a closed tab, a sleeping laptop or a restarted server gives them back.

The stored text is the browser's to change, so it is read within bounds: a teacher token and at most
``MAX_SEATS`` seats (class code -> student token), each of a plausible shape; anything else is dropped.
The store still checks every token (a forged one opens nothing).

>>> kept = read_kept('{"teacher": "t0k3n-of-the-teacher", "seats": {"K7M2QX": "seat-token-123"}}')
>>> kept.teacher, dict(kept.seats)
('t0k3n-of-the-teacher', {'K7M2QX': 'seat-token-123'})
>>> read_kept("not json"), read_kept('{"teacher": 5, "seats": []}')
(BrowserKeys(teacher=None, seats=()), BrowserKeys(teacher=None, seats=()))
>>> read_kept(kept.with_teacher("").text()).teacher is None
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass

from tutorial.core.classroom.codes import normalise_code

MAX_SEATS = 20
MAX_KEPT_CHARS = 4000
_TOKEN = re.compile(r"[A-Za-z0-9_-]{10,100}")


def _token(value: object) -> str | None:
    return value if isinstance(value, str) and _TOKEN.fullmatch(value) else None


@dataclass(frozen=True)
class BrowserKeys:
    """A teacher token (``None``: none kept) and the seats, newest last."""

    teacher: str | None = None
    seats: tuple[tuple[str, str], ...] = ()

    def with_teacher(self, token: str) -> BrowserKeys:
        """Keep ``token`` as the teacher's (an empty text forgets it)."""
        return BrowserKeys(_token(token), self.seats)

    def with_seat(self, code: str, token: str) -> BrowserKeys:
        """Keep the seat taken in class ``code`` (the oldest seats go past ``MAX_SEATS``)."""
        normal, kept = normalise_code(code), _token(token)
        if normal is None or kept is None:
            return self
        seats = [(c, t) for c, t in self.seats if c != normal] + [(normal, kept)]
        return BrowserKeys(self.teacher, tuple(seats[-MAX_SEATS:]))

    def seat_tokens(self) -> tuple[str, ...]:
        return tuple(t for _c, t in self.seats)

    def text(self) -> str:
        """The text the browser stores (empty when there is nothing to keep)."""
        if self.teacher is None and not self.seats:
            return ""
        data: dict[str, object] = {"seats": dict(self.seats)}
        if self.teacher is not None:
            data["teacher"] = self.teacher
        return json.dumps(data, sort_keys=True, separators=(",", ":"))


def read_kept(text: object) -> BrowserKeys:
    """What a browser reported, within bounds (never raises)."""
    if not isinstance(text, str) or not text or len(text) > MAX_KEPT_CHARS:
        return BrowserKeys()
    try:
        data = json.loads(text)
    except ValueError:
        return BrowserKeys()
    if not isinstance(data, dict):
        return BrowserKeys()
    keys = BrowserKeys(_token(data.get("teacher")))
    seats = data.get("seats")
    if isinstance(seats, Mapping):
        for code, token in list(seats.items())[-MAX_SEATS:]:
            if isinstance(code, str):
                keys = keys.with_seat(code, token if isinstance(token, str) else "")
    return keys
