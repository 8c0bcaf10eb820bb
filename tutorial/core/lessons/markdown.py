"""Turning a lesson text field into Markdown for one learner: variants, translation, placeholders, cards.

- A text is a string, or a list of ``{text, when}`` variants; every variant whose ``when`` matches the
  active rules is shown (in order, separated by a blank line).
- ``{name}`` placeholders are filled from the rules (``{loner_march_score}``, ``{winning_score}``,
  ``{deck_size}`` ...), *after* translation, so translators keep the placeholder.
- Card tokens ``[JD]``, ``[10H]``, ``[JOKER]`` become the localized short card form.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine import Card, Rules
from engine.table.variants import partnership_view
from tutorial.core.lessons.model import Text
from tutorial.core.text.card_phrases import Phrase
from tutorial.core.text.card_text import card_name, card_short, seat_name, sentence_case, suit_name
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import Translator

CARD_TOKEN = re.compile(r"\[(JOKER|(?:10|[2-9TJQKA])[CDHS])\]")
# ``{name}`` or ``{name:form}``: a card or seat the engine reports may be asked for in a grammatical form.
PLACEHOLDER = re.compile(r"(?<!\{)\{([a-z_]+)(?::([a-z_]+))?\}(?!\})")


@lru_cache(maxsize=256)
def _placeholder_values(rules: Rules) -> tuple[tuple[str, str], ...]:
    values = {
        name: str(value).lower() if isinstance(value, bool) else str(value) for name, value in rules.to_dict().items()
    }
    # The other tables a lesson describes, as they would be with this table's other options: the 32-card deck
    # at three players has a kitty of 17, not the 12 of the four-player game.
    plain = partnership_view(rules).replace(joker=False, benny=False)  # the other tables are partnership ones
    long_deck = plain.replace(min_rank=7)
    cutthroat = plain.replace(num_players=3, canadian=False, defend_alone="never")
    values.update(
        deck_size=str(rules.deck_size),
        kitty_size=str(rules.kitty_size),
        kitty_after_upcard=str(rules.kitty_size - 1),
        cards_dealt=str(5 * rules.num_players),
        num_opponents=str(rules.num_players - 1),
        long_deck_kitty=str(long_deck.kitty_size),
        long_deck_kitty_joker=str(long_deck.kitty_size + 1),
        cutthroat_kitty=str(cutthroat.kitty_size),
        cutthroat_kitty_joker=str(cutthroat.kitty_size + 1),
    )
    return tuple(values.items())


def placeholder_values(rules: Rules) -> dict[str, str]:
    """The values ``{name}`` placeholders may use: every rule option plus a few derived numbers.

    >>> v = placeholder_values(Rules(min_rank=7))
    >>> v["deck_size"], v["kitty_size"], v["loner_march_score"]
    ('32', '12', '4')
    """
    return dict(_placeholder_values(rules))


PLACEHOLDER_NAMES: frozenset[str] = frozenset(placeholder_values(Rules()))


def matches(when: Mapping[str, Any], rules: Rules, facts: Mapping[str, Any] | None = None) -> bool:
    """Whether every option in ``when`` has that value in ``rules`` (an empty ``when`` always matches).
    ``facts`` (a practice's feedback: what the learner did, see outcome_text) are matched the same way.

    >>> matches({"stick_the_dealer": False}, Rules()), matches({}, Rules())
    (False, True)
    >>> matches({"you_passed": True}, Rules(), {"you_passed": True}), matches({"you_passed": True}, Rules())
    (True, False)
    """
    known = facts or {}
    return all(
        (known[name] if name in known else getattr(rules, name, object())) == value for name, value in when.items()
    )


def variants(text: Text | None, rules: Rules, facts: Mapping[str, Any] | None = None) -> list[str]:
    """The English source strings of ``text`` to show under ``rules`` (and a practice's outcome ``facts``)."""
    if text is None:
        return []
    if isinstance(text, str):
        return [text]
    return [v.text for v in text if matches(v.when, rules, facts)]


# --- names of cards, suits and seats ------------------------------------------------------------------


def card_label(card: Card | str, tr: Translator) -> str:
    """The localized short form of a card, as lesson text shows it (``J♦``, ``V♦``, ``B♦``)."""
    return card_short(card, tr)


def suit_label(suit: str, tr: Translator) -> str:
    return suit_name(suit, tr)


def seat_label(seat: int, tr: Translator) -> str:
    return seat_name(seat, tr)


def cards_label(cards: Sequence[Card | str], tr: Translator) -> str:
    return tr.format_list(card_label(c, tr) for c in cards)


# --- rendering -----------------------------------------------------------------------------------------


def fill(text: str, rules: Rules, tr: Translator, values: Mapping[str, str] | None = None) -> str:
    """Fill placeholders and card tokens in one (already translated) string.

    >>> from tutorial.core.text.i18n import get_translator
    >>> fill("A lone march scores {loner_march_score}; [JD] is red.", Rules(), get_translator("en"))
    'A lone march scores 4; J♦ is red.'
    """
    known = placeholder_values(rules)
    if values:
        known.update(values)

    def placeholder(m: re.Match[str]) -> str:
        value = known.get(m.group(1))
        if value is None:
            return m.group(0)
        if not (m.group(2) and isinstance(value, Phrase)):
            return str(value)
        text = format(value, m.group(2))
        before = m.string[: m.start()].rstrip()
        return sentence_case(text) if not before or before.endswith((".", "!", "?")) else text

    def card(m: re.Match[str]) -> str:
        if m.group(1) == "JOKER":  # inside a sentence the joker is a noun ("the joker was led"), not a label
            name = card_name("joker", tr)
            before = m.string[: m.start()].rstrip()
            return sentence_case(name) if not before or before.endswith((".", "!", "?")) else name
        return card_label(m.group(1), tr)

    text = PLACEHOLDER.sub(placeholder, text)
    return CARD_TOKEN.sub(card, text)


def render_text(
    text: Text | None,
    rules: Rules,
    tr: Translator,
    values: Mapping[str, str] | None = None,
    facts: Mapping[str, Any] | None = None,
) -> str:
    """A lesson text field as Markdown for this learner: matching variants, translated, filled.

    >>> from tutorial.core.text.i18n import get_translator
    >>> from tutorial.core.lessons.model import TextVariant as V
    >>> t = (V(text="Everyone passed twice."), V(text="The dealer must call.", when={"stick_the_dealer": True}),
    ...      V(text="The cards are thrown in.", when={"stick_the_dealer": False}))
    >>> render_text(t, Rules(stick_the_dealer=False), get_translator("en"))
    'Everyone passed twice.\\n\\nThe cards are thrown in.'
    """
    return "\n\n".join(fill(tr.gettext(source), rules, tr, values) for source in variants(text, rules, facts))


def card_tokens(text: str) -> list[str]:
    """The card codes named by tokens in ``text``.

    >>> card_tokens("[JD] beats [AH], [10S] and [JOKER]; [link](x) is not a card")
    ['JD', 'AH', '10S', 'JOKER']
    """
    return CARD_TOKEN.findall(text)


def placeholders(text: str) -> list[str]:
    """The ``{name}`` placeholders used in ``text`` (a form, ``{name:the}``, is not part of the name).

    >>> placeholders("{trick_card:the} won; {winning_score} wins")
    ['trick_card', 'winning_score']
    """
    return [name for name, _form in PLACEHOLDER.findall(text)]


def table_notice(step: Rules, active: Rules, tr: Translator) -> str | None:
    """A sentence when a step is played at another table than the learner's house rules (a question's seats
    or a practice's deal fix the table), so that East or a partner on it is no surprise; ``None`` otherwise.
    (A different deck needs no word: the cards shown say it.) The sentence names the house table as it is:
    three-handed cutthroat, call-ace euchre (four to six players) or auction euchre (five to seven).

    >>> from tutorial.core.text.i18n import get_translator
    >>> table_notice(Rules(), Rules(num_players=3), get_translator("en"))[:57]
    'This step is played at the four-player table, two against'
    >>> table_notice(Rules(), Rules(game="auction", num_players=5, min_rank=7), get_translator("en")).split("; ")[1]
    'your house rules are auction euchre, with 5 players.'
    >>> table_notice(Rules(), Rules(stick_the_dealer=False), get_translator("en")) is None
    True
    >>> table_notice(Rules(game="auction", num_players=5, min_rank=7), Rules(), get_translator("en"))
    'This step is a hand of auction euchre, with 5 players.'

    """
    if step.game != active.game and step.game != "partnership":  # a lesson about another game: name it
        return GAME_TEXTS[step.game].step_note(step.num_players, tr)
    if step.has_partners and not active.has_partners:  # the partnership table, the house table has none
        if active.game in GAME_TEXTS:
            return GAME_TEXTS[active.game].house_note(active.num_players, tr)
        return tr.gettext(
            "This step is played at the four-player table, two against two; "
            "your house rules play cutthroat, with three players."
        )
    if step.num_players != active.num_players:
        return tr.ngettext(
            "This step is played with {n} player; your house rules have {m}.",
            "This step is played with {n} players; your house rules have {m}.",
            step.num_players,
        ).format(n=step.num_players, m=active.num_players)
    return None
