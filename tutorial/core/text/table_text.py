"""What the table says: bids as they are recorded, scores, points, and lists of labels.

A bid has two texts (both in one table: :func:`tutorial.core.text.card_text.bid_words`). The button says what you do
("Order up", "Pick up" for the dealer, from :func:`tutorial.core.text.card_text.action_label`); the record says what a
player did ("passes", "orders up and goes alone"), next to the seat or in "Bidding so far: South: passes; West:
orders up". The record's entries are joined with a translatable separator, not the language's "and", which the
entries themselves contain.

>>> from tutorial.core.text.i18n import get_translator
>>> en = get_translator("en")
>>> bid_history([(0, "pass"), (1, "order up alone")], en, dealer=3)
'South: passes; West: orders up and goes alone'
>>> score_text((10, 6), en), points_text(1, en)
('10 – 6', '1 point')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine import CardParseError, Seating, parse_action
from tutorial.core.text.card_phrases import seat_phrase
from tutorial.core.text.card_text import bid_words, sentence_case
from tutorial.core.text.i18n import Translator


def bid_done(action_text: str, tr: Translator, by_dealer: bool = False) -> str:
    """What a player did, lower case, for the record: "passes", "orders up", "picks up" (the dealer).

    >>> from tutorial.core.text.i18n import get_translator
    >>> fr = get_translator("fr")
    >>> bid_done("pass", fr), bid_done("order up", fr), bid_done("order up", fr, by_dealer=True)
    ('passe', 'fait ramasser', 'ramasse')
    """
    try:
        a = parse_action(action_text)
    except CardParseError:
        return action_text
    words = bid_words(a, tr, by_dealer, "record")
    return action_text if words is None else words


def bid_option(action_text: str, tr: Translator, by_dealer: bool = False) -> str:
    """What another player may do, as a choice of a question about that player: "Passes", "Orders up" (French
    "Passer", "Faire ramasser": neither the record's "passe" nor the button's words, which are the learner's).

    >>> from tutorial.core.text.i18n import get_translator
    >>> fr = get_translator("fr")
    >>> bid_option("pass", fr), bid_option("order up", fr), bid_option("order up", fr, by_dealer=True)
    ('Passer', 'Faire ramasser', 'Ramasser')
    """
    try:
        a = parse_action(action_text)
    except CardParseError:
        return action_text
    words = bid_words(a, tr, by_dealer, "option")
    return action_text if words is None else sentence_case(words)  # "{suit} adut választ" starts with the suit


def bid_history(
    history: Iterable[tuple[int, str]], tr: Translator, dealer: int | None = None, table: Seating | None = None
) -> str:
    """The bids so far, "South: passes; West: orders up", each by its seat (the dealer's pick-up named so), at
    ``table`` (the four-hand table unless it says otherwise).

    >>> from tutorial.core.text.i18n import get_translator
    >>> bid_history([(4, "pass")], get_translator("en"), table=Seating(6))
    'North-East: passes'
    """
    entries = [
        # TRANSLATORS: one entry of the bidding record ("South: passes").
        tr.pgettext("bid record", "{seat}: {bid}").format(
            seat=seat_phrase(seat, tr, table), bid=bid_done(action, tr, by_dealer=seat == dealer)
        )
        for seat, action in history
    ]
    # TRANSLATORS: between two entries of the bidding record; not "and": the entries contain "and" themselves.
    return tr.pgettext("between the bids of the record", "; ").join(entries)


def score_text(scores: Sequence[int], tr: Translator) -> str:
    """A score as the language writes it: "10 – 6" (Hungarian "10:6", Portuguese "10 x 6").

    >>> from tutorial.core.text.i18n import get_translator
    >>> score_text((10, 6), get_translator("hu"))
    '10:6'
    """
    # TRANSLATORS: between the scores of the sides ("10 – 6"); Hungarian writes 10:6.
    return tr.pgettext("between the scores", " – ").join(tr.format_number(s) for s in scores)


def points_text(points: int, tr: Translator) -> str:
    """A number of points, always with its noun ("1 point", "2 points"), so no sentence says "they score 2".

    >>> from tutorial.core.text.i18n import get_translator
    >>> points_text(1, get_translator("en")), points_text(0, get_translator("pt"))
    ('1 point', '0 pontos')
    """
    # TRANSLATORS: a number of points inside a sentence ("they score {points}").
    return tr.ngettext("{n} point", "{n} points", points).format(n=tr.format_number(points))


def quoted_list(labels: Iterable[str], tr: Translator) -> str:
    """Labels (lesson titles, answers) each quoted, then listed: a title containing "and" stays one item.

    >>> from tutorial.core.text.i18n import get_translator
    >>> quoted_list(["Trump and the bowers", "Making trump"], get_translator("en"))
    '“Trump and the bowers” and “Making trump”'
    """
    # TRANSLATORS: a title or label quoted inside a sentence: French « {label} », Hungarian „{label}”.
    quote = tr.pgettext("a label quoted in a sentence", "“{label}”")
    return tr.format_list(quote.format(label=label) for label in labels)
