"""A finished trick goes to its winner: its cards slide together toward the winner's seat, which is marked
for a moment, before the next lead (issue 21, item 6). Both tables (the partnership game's and the call-ace
and auction round table) mark the trick's cells with :func:`gather_attrs`; the table component
(``table_frontend/index.html``) moves them, except under ``prefers-reduced-motion``, and says the winner
to screen readers in the learner's language.

Two cases, from where the learner last acted:

- the learner played to the trick and the next lead is the learner's (or the hand is over): the finished
  trick stays in the middle, as before, and its cards gather, then lie back so that it can still be read;
- the learner played to the trick and a bot won it and led again: the finished trick is drawn once more
  under the new one, its last cards come in, it gathers and leaves, then the new trick's cards come in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from engine import Trick

ARRIVAL_STEP = 0.35  # seconds between two cards coming in (as the table's own arrivals)
GATHER_AFTER = 0.3  # the last card has landed (its .22 s transition) before the trick moves
GATHER_TIME = 1.1  # how long a trick that leaves takes to gather and go


@dataclass(frozen=True)
class Gather:
    """The trick that goes to its winner in this drawing. ``arriving``: how many of its last cards (played
    after the learner's) come in first; ``closing``: the next trick has begun, so it leaves once gathered."""

    trick: Trick
    arriving: int
    closing: bool
    number: int  # which trick of the hand it is (1 for the first): with its cards, it names the trick

    @property
    def starts(self) -> float:
        """When the cards start to move, in seconds from the drawing."""
        return self.arriving * ARRIVAL_STEP + GATHER_AFTER

    @property
    def ends(self) -> float:
        """When a closing trick has left the table (the next trick's cards come in from then)."""
        return self.starts + GATHER_TIME

    @property
    def key(self) -> str:
        """Names the trick, so that a redraw of the same position does not move it again."""
        return f"{self.number}:" + "".join(card.code for card in self.trick.cards)


def trick_to_gather(tricks: Sequence[Trick], current_seats: Sequence[int], learner: int) -> Gather | None:
    """The finished trick to send to its winner now, if the learner played to it and has not played since.

    >>> from engine import parse_card
    >>> done = Trick(1, tuple(parse_card(c) for c in ("AH", "TC", "9H", "JD")), (1, 2, 3, 0), 0)
    >>> south_leads = trick_to_gather([done], (), learner=0)  # South won and leads next
    >>> south_leads.arriving, south_leads.closing, south_leads.key
    (0, False, '1:AHTC9HJD')
    >>> trick_to_gather([done], (3,), learner=0).closing  # East won and led again
    True
    >>> trick_to_gather([done], (3, 0), learner=0) is None  # the learner has played to the new trick
    True
    """
    if not tricks or learner in current_seats:
        return None
    last = tricks[-1]
    if learner not in last.seats:  # a seat that sits out sees no trick of its own go
        return None
    arriving = len(last.seats) - 1 - last.seats.index(learner)
    return Gather(last, arriving, closing=bool(current_seats), number=len(tricks))


def gather_attrs(gather: Gather, announce: str) -> str:
    """The attributes of each of the trick's cells, read by the table component: the winner's seat (as the
    seats' ``data-seat``), when to move, whether the trick then leaves, its key and what to announce. A trick
    that leaves is hidden from screen readers: they hear its winner, then the new trick."""
    leave = ' data-leave="1" aria-hidden="true"' if gather.closing else ""
    return (
        f' data-gather="{gather.trick.winner}" data-gather-at="{gather.starts:.2f}"{leave}'
        f' data-trick-key="{escape(gather.key, quote=True)}" data-announce="{escape(announce, quote=True)}"'
    )


def arrival_style(index: int, first_new: int, offset: float = 0.0) -> str:
    """The attributes of a trick card's wrapper: cards from ``first_new`` on come in one after the other,
    from ``offset`` seconds (after a closing trick has gone)."""
    if index < first_new:
        return ""
    return f' class="et-played" style="animation-delay:{offset + (index - first_new) * ARRIVAL_STEP:.2f}s"'
