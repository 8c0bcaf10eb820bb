"""Rules reference, generated from the house rules in force: the deck, dealing, bidding, following suit,
leading, going alone, the trump order for each suit, the scoring table and every option. Each sentence is
chosen by the rules in force (stick the dealer or not, the Canadian loner, the lead against a loner, defending
alone...) and every number comes from the engine. A game beyond the partnership game words its own table's
sections (its ``GameText``: ``reference_lines``, ``scoring_rows``): this page names no game."""

from __future__ import annotations

from functools import partial

import streamlit as st

from engine import (
    RULE_OPTIONS,
    SUIT_SYMBOLS,
    SUITS,
    Rules,
    card_role,
    new_deck,
    same_colour_suit,
    scoring_table,
    suit_ranking,
    trump_ranking,
)
from tutorial.core.house_rules.labels import option_label, result_label, scorer_label, value_label
from tutorial.core.house_rules.presets import PRESETS, preset_rules
from tutorial.core.text.card_text import card_label, card_name, sentence_case, suit_name
from tutorial.core.text.game_text import ReferenceSection
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import Translator, get_translator
from tutorial.widgets.context import active_rules, translator
from tutorial.widgets.suit_colour import red_suits
from tutorial.widgets.table import draw_cards

TRUMP_KEY = "reference_trump"


def _markdown_table(header: list[str], rows: list[list[str]]) -> str:
    """A Markdown table (cheaper to draw than a dataframe); pipes in the text are escaped."""

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"

    return "\n".join([line(header), "|" + "---|" * len(header), *(line(r) for r in rows)])


def _game_lines(section: ReferenceSection, lines: list[str], rules: Rules, tr: Translator) -> list[str]:
    """A section's lines as the table's game words them (the partnership game: as they are)."""
    game = GAME_TEXTS.get(rules.game)
    return lines if game is None else game.reference_lines(section, lines, rules, tr)


def _rules_in_force(preset: str, rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    label = tr.gettext(PRESETS[preset][0]) if preset in PRESETS else preset
    if rules == preset_rules(preset)[1]:
        st.markdown(_("House rules in force: **{preset}**.").format(preset=label))
    else:
        st.markdown(_("House rules in force: **{preset}**, with your own changes.").format(preset=label))


def _deck(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("The deck and the deal"))
    lines = [
        tr.ngettext("{n} player.", "{n} players.", rules.num_players).format(n=rules.num_players)
        + " "
        + (
            _("Two partnerships: South and North against West and East.")
            if rules.has_partners
            else _("Each player plays for himself.")
        ),
        tr.ngettext("A deck of {n} card.", "A deck of {n} cards.", rules.deck_size).format(n=rules.deck_size)
        + " "
        + {
            9: _("Each suit runs from the 9 to the ace."),
            7: _("Each suit runs from the 7 to the ace."),
            6: _("Each suit runs from the 6 to the ace."),
            5: _("Each suit runs from the 5 to the ace."),
        }.get(rules.min_rank, ""),
        _("Each player gets five cards, dealt in packets of 3 and 2."),
        undealt_sentence(rules, tr),
        (
            tr.ngettext(
                "The first side to reach {n} point wins the game.",
                "The first side to reach {n} points wins the game.",
                rules.winning_score,
            )
            if rules.has_partners
            else tr.ngettext(
                "The first player to reach {n} point wins the game.",
                "The first player to reach {n} points wins the game.",
                rules.winning_score,
            )
        ).format(n=rules.winning_score),
    ]
    lines = _game_lines("deck", lines, rules, tr)  # how the maker finds a partner, at a game that calls one
    if rules.joker:
        lines.append(_("The joker is in the deck: it is always the highest trump, the best bower."))
    if rules.benny:
        lines.append(_("Benny (the 2♠) is in the deck: it is always the highest trump, the best bower."))
    st.markdown("\n".join(f"- {line}" for line in lines))


def undealt_sentence(rules: Rules, tr: Translator) -> str:
    """The kitty and its upcard, or what the table's game does with the cards not dealt (a widow).

    >>> from tutorial.core.text.i18n import get_translator
    >>> undealt_sentence(Rules(), get_translator("en"))
    'The kitty holds the other 4 cards; its top card is turned up: the upcard.'
    """
    kitty = tr.ngettext(
        "The kitty holds the other {n} card; its top card is turned up: the upcard.",
        "The kitty holds the other {n} cards; its top card is turned up: the upcard.",
        rules.kitty_size,
    ).format(n=rules.kitty_size)
    return " ".join(_game_lines("undealt", [kitty], rules, tr))


def _bullets(lines: list[str]) -> None:
    st.markdown(red_suits("\n".join(f"- {line}" for line in lines if line)))


def _dealing(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Dealing"))
    _bullets(
        [
            _(
                "The first dealer is chosen by drawing cards (the lowest deals) or by dealing cards face up until a "
                "jack appears; after each hand the deal passes one seat to the left."
            ),
            _(
                "The dealer deals to the left, starting with the player on his left, in two rounds of packets of 3 and "
                "2 (or 2 and 3): each player gets five cards."
            ),
        ]
    )


def _bidding(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Bidding"))
    lines = [
        _(
            "First round: from the dealer's left, each player passes or orders up the upcard; the dealer speaks last "
            "and may pick it up. The upcard's suit becomes trump, and the dealer takes the upcard and discards a "
            "card."
        ),
        _("Canadian loner: the dealer's partner may order up only by going alone.") if rules.canadian else "",
        _(
            "Second round, when everyone passed: the upcard is turned down, and from the dealer's left each player "
            "passes or names any other suit as trump."
        ),
        _("Stick the dealer: when all the others passed twice, the dealer must name a suit.")
        if rules.stick_the_dealer
        else _("When everyone passes twice, the cards are thrown in and the deal passes to the left."),
    ]
    if rules.best_bower is not None:
        lines.append(
            _(
                "When the best bower is turned up there is no bidding: the dealer names trump before "
                "looking at his hand, then takes the upcard and discards."
            )
        )
    lines.append(
        _("The side that names trump are the makers: they need at least three of the five tricks.")
        if rules.has_partners
        else _("The player who names trump is the maker: he needs at least three of the five tricks.")
    )
    _bullets(_game_lines("bidding", lines, rules, tr))


def _following(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Following suit"))
    _bullets(
        [
            _("You must follow suit: play a card of the suit that was led whenever you hold one."),
            _("The left bower belongs to trump for the whole hand: it follows a trump lead, never its printed suit."),
            _("The best bower is always a trump.") if rules.best_bower is not None else "",
            _(
                "When you cannot follow suit you may play any card: trump to win the trick, or throw away another "
                "card. You never have to trump, nor to beat the card winning the trick."
            ),
            _(
                "The highest trump takes the trick; when no trump was played, the highest card of the suit led. A card "
                "of another suit never wins."
            ),
        ]
    )


def _leading(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Leading"))
    lines = [
        _("The player on the dealer's left leads the first trick, with any card."),
        _("Whoever takes a trick leads the next one."),
    ]
    if rules.has_partners:
        lines.insert(
            1,
            _(
                "Against a player alone, the player on the dealer's left leads, or the next player to the "
                "left if he sits out."
            )
            if rules.loner_lead == "left_of_dealer"
            else _("Against a player alone, the player on the loner's left leads."),
        )
    _bullets(lines)


def _going_alone(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Going alone"))
    if not rules.has_partners and rules.game not in GAME_TEXTS:  # cutthroat: the partnership game at three
        _bullets([_("With three players nobody has a partner, so nobody goes alone.")])
        return
    march = rules.loner_march_score
    lines = [
        _(
            "The player who makes trump may go alone as he does so: his partner lays his cards face down and sits "
            "out the hand."
        )
        if rules.has_partners
        else _(
            "The maker may go alone: he calls no partner and plays against all the others."
        ),  # a game of called partners
        tr.ngettext(
            "A march alone scores {n} point; three or four tricks alone score the usual point.",
            "A march alone scores {n} points; three or four tricks alone score the usual point.",
            march,
        ).format(n=march),
    ]
    if rules.has_partners:
        lines.insert(
            1, _("When the dealer's partner orders up alone, the dealer sits out and does not pick up the upcard.")
        )
        euchre = rules.lone_defender_euchre_score
        lines.append(
            {
                "never": _("Nobody defends alone."),
                "always": tr.ngettext(
                    "Either defender may defend alone, against any maker; a lone defender's euchre scores {n} point.",
                    "Either defender may defend alone, against any maker; a lone defender's euchre scores {n} points.",
                    euchre,
                ).format(n=euchre),
                "vs_loner": tr.ngettext(
                    "A defender may defend alone only against a maker who went alone; a lone "
                    "defender's euchre scores {n} point.",
                    "A defender may defend alone only against a maker who went alone; a lone "
                    "defender's euchre scores {n} points.",
                    euchre,
                ).format(n=euchre),
            }.get(rules.defend_alone, "")
        )
    _bullets(_game_lines("going_alone", lines, rules, tr))


def _suit_option(locale: str, suit: str) -> str:
    # Module level, bound to a locale with partial: widget options must pickle (see drill.py).
    return red_suits(f"{SUIT_SYMBOLS[suit]} {suit_name(suit, get_translator(locale))}")


def _trump_orders(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Trump order for each suit"))
    deck = new_deck(rules)
    # One suit at a time: drawing only the chosen suit keeps the rerun cheap.
    trump = (
        st.segmented_control(
            _("Trump suit"),
            SUITS,
            key=TRUMP_KEY,
            default="H",
            required=True,
            format_func=partial(_suit_option, tr.locale),
        )
        or "H"
    )
    order = trump_ranking(trump, deck)
    title = _("With {suit} as trump, from the highest:").format(suit=suit_name(trump, tr))
    draw_cards(order, tr, trump=trump, caption=title)
    # Name the bowers' roles; "trump" after every other card would only be noise.
    names = [
        sentence_case(card_label(c, tr, trump) if card_role(c, trump).endswith("bower") else card_name(c, tr))
        for c in order
    ]
    partner = same_colour_suit(trump)
    left_suit_size = len(suit_ranking(partner, trump, deck))
    note = tr.ngettext(
        "{suit} loses its jack to trump: it has only {n} card this hand.",
        "{suit} loses its jack to trump: it has only {n} cards this hand.",
        left_suit_size,
    ).format(suit=sentence_case(suit_name(partner, tr)), n=left_suit_size)
    # The list and the note in one block: fewer elements keep the rerun cheap.
    st.markdown(red_suits("\n".join(f"{i}. {name}" for i, name in enumerate(names, 1)) + f"\n\n*{note}*"))


def _scoring(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Scoring"))

    def score_rows(table: Rules, sides: bool) -> list[list[str]]:
        return [
            [result_label(line.result, tr, sides), scorer_label(line.side, tr, sides), tr.format_number(line.points)]
            for line in scoring_table(table)
        ]

    game = GAME_TEXTS.get(rules.game)
    rows = score_rows(rules, rules.has_partners) if game is None else game.scoring_rows(rules, tr, score_rows)
    st.markdown(_markdown_table([_("Result"), _("Who scores"), _("Points")], rows))


def _options(rules: Rules, tr: Translator) -> None:
    _ = tr.gettext
    st.subheader(_("Every option in force"))
    rows = [[option_label(name, tr), value_label(name, getattr(rules, name), tr)] for name in RULE_OPTIONS]
    st.markdown(_markdown_table([_("Option"), _("Setting")], rows))


def page() -> None:
    tr = translator()
    _ = tr.gettext
    preset, rules = active_rules()
    st.header(_("Rules reference"))
    _rules_in_force(preset, rules, tr)
    _deck(rules, tr)
    _dealing(rules, tr)
    _bidding(rules, tr)
    _following(rules, tr)
    _leading(rules, tr)
    _going_alone(rules, tr)
    _trump_orders(rules, tr)
    _scoring(rules, tr)
    _options(rules, tr)
