"""The glossary: one agreed term per concept in each language, and a one-line definition of each.

A committed copy of the team's shared glossary (``shared/glossary.md``), so the app and CI do not depend
on a file outside the repository. These are the terms themselves, data not interface text: they are
shown as they are, in every locale. Where a cell offers two forms, the first is preferred. The rows live
in ``glossary.tsv`` beside this module (a header of locales, then one concept a line, tab-separated).

>>> GLOSSARY_LOCALES
('en', 'fr', 'hu', 'pt')
>>> GLOSSARY[0]
('euchre (the game)', "l'euchre", 'euchre', 'euchre')

Terms the shared glossary lacks are the project's own (``glossary_project.tsv``, same columns):
:data:`ALL_TERMS` is both. Each term's definition (:data:`DEFINITIONS`) is interface text, marked for
translation: the learner reads it in his language.

>>> [row[0] for row in PROJECT_TERMS][:2]
['renege', 'off-suit']
"""

from __future__ import annotations

from importlib.resources import files

from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import N_


def _read(name: str = "glossary.tsv") -> tuple[tuple[str, ...], tuple[tuple[str, str, str, str], ...]]:
    header, *lines = files(__package__).joinpath(name).read_text(encoding="utf-8").splitlines()
    rows = []
    for line in lines:
        en, fr, hu, pt = line.split("\t")
        rows.append((en, fr, hu, pt))
    return tuple(header.split("\t")), tuple(rows)


# The language of each column, and the rows in the shared glossary's order.
GLOSSARY_LOCALES, GLOSSARY = _read()
# The project's own terms, missing from the shared glossary.
_PROJECT_LOCALES, PROJECT_TERMS = _read("glossary_project.tsv")
assert _PROJECT_LOCALES == GLOSSARY_LOCALES
ALL_TERMS: tuple[tuple[str, str, str, str], ...] = GLOSSARY + PROJECT_TERMS

# One line per term (by its English cell), true at every table: no number an option changes.
DEFINITIONS: dict[str, str] = {
    "euchre (the game)": N_(
        "A trick-taking card game, usually for four players in two partnerships, played with the "
        "high cards of the pack."
    ),
    "card / deck": N_(
        "The pack holds only the high cards, from the 9 (or the 7) to the ace, sometimes with one extra card."
    ),
    "suit": N_("One of the four families of cards: clubs, diamonds, hearts and spades."),
    "clubs, diamonds, hearts, spades": N_("The four suits: hearts and diamonds are red, clubs and spades are black."),
    "ace, king, queen, jack": N_("The high cards of each suit; the two jacks of the trump colour become the bowers."),
    "joker": N_("An extra card some tables add: the best bower, the highest trump whatever suit is trump."),
    "trump (suit)": N_("The suit chosen in the bidding: any trump beats any card of another suit."),
    "right bower": N_("The jack of the trump suit: the highest trump, unless the table plays with a best bower."),
    "left bower": N_(
        "The other jack of the same colour as trump: the trump after the right bower, and a trump for the whole hand."
    ),
    "best bower": N_("The joker, or Benny (the two of spades), at tables that add one: the highest trump of all."),
    "dealer": N_("The player who deals the hand: he speaks last in the bidding and may pick up the upcard."),
    "deal (the act)": N_("Giving every player five cards, in packets of three and two, starting on the dealer's left."),
    "hand (a player's cards; one deal played out)": N_(
        "A player's five cards; also one deal played out, from the bidding to the last trick."
    ),
    "kitty": N_("The cards left after the deal; its top card is turned face up as the upcard."),
    "upcard": N_("The top card of the kitty, turned face up: in the first round its suit is offered as trump."),
    "pass": N_("To decline, in the bidding, to make trump."),
    "order up (round 1)": N_(
        "In the first round, to make the upcard's suit trump: the dealer takes the upcard and discards."
    ),
    "pick up (the dealer)": N_("The dealer accepts the upcard himself: he takes it into his hand and discards."),
    "name / call trump (round 2)": N_(
        "In the second round, to choose trump among the suits other than the turned-down one."
    ),
    "make it next / cross": N_(
        "In the second round, to name the other suit of the upcard's colour (next), or a "
        "suit of the other colour (cross)."
    ),
    "makers / defenders": N_("The side that made trump, who must take three tricks, and the side against them."),
    "go alone (loner)": N_("To play the hand without your partner, who sits out: a march alone scores more."),
    "defend alone": N_("At tables that allow it, a defender plays against the makers without his partner."),
    "trick": N_(
        "One card from each player in turn: the highest trump takes it, or else the highest card of the suit led."
    ),
    "lead / the lead": N_("To play the first card of a trick; the player on the dealer's left leads the first trick."),
    "follow suit": N_("To play a card of the suit that was led, which you must do whenever you can."),
    "to trump (ruff) / overtrump": N_(
        "To play a trump when you cannot follow suit; to play a higher trump than one already played."
    ),
    "discard": N_("To lay a card face down out of play, as the dealer does after taking the upcard."),
    "march (all five tricks)": N_("Taking all five tricks: it scores more than three or four."),
    "euchred (makers fail)": N_("Makers who take fewer than three tricks are euchred: the defenders score."),
    "stick the dealer": N_("A rule under which the dealer may not pass in the second round: he must name trump."),
    "point / game / target score": N_(
        "Each hand scores points; the first side to reach the target score wins the game."
    ),
    "partner / partnership": N_("The player facing you, who plays on your side; the two of you are a partnership."),
    "seats South, West, North, East": N_(
        "The four places at the table; in this course you sit South, and play goes to the left."
    ),
    "renege": N_("Failing to follow suit when you could: at a real table it is a fault that costs the hand."),
    "off-suit": N_("Any card that is not a trump this hand."),
    "Canadian loner": N_("A rule under which the dealer's partner may order up only by going alone."),
}
for _game in GAME_TEXTS.values():  # each game's own terms
    DEFINITIONS.update(_game.definitions)
