"""Auction euchre's sentences: its name and its options in the settings, the notes of a step at its table or
under its house rules, its own phases, the refusal of its call, its glossary entry, and the rules reference's
lines on its widow, its bidding, its lone bids and its scoring."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from engine import ReasonCode, Rules
from engine.table.variants import len_set_aside
from tutorial.core.text.game_text import GameText, Params, ReferenceSection, ScoreRows, Sentence
from tutorial.core.text.i18n import N_, Translator


def _must_call_ally_first(params: Params, tr: Translator) -> str:
    return tr.gettext("Call your ally first: name a card that is not in your hand.")


def opponents_label(tr: Translator) -> str:
    """Who scores a failed auction bid under "each opponent scores the bid": each of three to six players."""
    # TRANSLATORS: who scores a failed bid at auction euchre: each of the other three to six players.
    return tr.pgettext("auction, who scores: each of the three to six opponents", "Each opponent")


def undealt_sentence(rules: Rules, tr: Translator) -> str:
    """The widow and the cards set aside (none at six players with Benny in the 32-card pack: its own
    sentence, never "the other 0 cards").

    >>> from engine.table.variants import table_rules
    >>> from tutorial.core.text.i18n import get_translator
    >>> undealt_sentence(table_rules("auction", 6, min_rank=7, benny=True), get_translator("en"))
    'The last three cards go face down as the widow: no card is set aside.'
    """
    aside = len_set_aside(rules)
    if aside == 0:  # six players, Benny in the 32-card pack: every card is dealt or in the widow
        return tr.gettext("The last three cards go face down as the widow: no card is set aside.")
    return tr.ngettext(
        "Three cards go face down as the widow; the other {n} card is set aside.",
        "Three cards go face down as the widow; the other {n} cards are set aside.",
        aside,
    ).format(n=aside)


class AuctionText:
    phase_sentences: ClassVar[Mapping[str, str]] = {
        "auction": N_("Now you can only bid or pass."),
        "widow_discard": N_("Now the maker must discard three cards."),
        "call_ally": N_("Now the maker must name the card of an ally."),
    }
    call_prompts: ClassVar[Mapping[str, str]] = {
        "call_ally": N_("Name a card you do not hold: whoever holds it becomes your silent partner."),
    }
    reasons: ClassVar[Mapping[ReasonCode, Sentence]] = {ReasonCode.MUST_CALL_ALLY_FIRST: _must_call_ally_first}
    definitions: ClassVar[Mapping[str, str]] = {
        "widow (auction euchre)": N_(
            "In auction euchre, the cards dealt face down apart, which the maker takes before discarding."
        ),
    }

    @staticmethod
    def label(tr: Translator) -> str:
        _ = tr.gettext
        return _("Auction euchre")

    @staticmethod
    def option_labels(tr: Translator) -> dict[str, str]:
        _ = tr.gettext
        return {
            "auction_points": _("Auction: points for a bid made"),
            "auction_euchre": _("Auction: a bid that fails"),
        }

    @staticmethod
    def option_values(tr: Translator) -> dict[str, dict[str, str]]:
        _ = tr.gettext
        return {
            "auction_points": {"bid": _("The bid's number"), "tricks": _("The tricks taken")},
            "auction_euchre": {
                "set_back": _("The maker's side loses the bid"),
                "opponents_score": _("Each opponent scores the bid"),
            },
        }

    @staticmethod
    def step_note(num_players: int, tr: Translator) -> str:
        return tr.ngettext(
            "This step is a hand of auction euchre, with {n} player.",
            "This step is a hand of auction euchre, with {n} players.",
            num_players,
        ).format(n=num_players)

    @staticmethod
    def house_note(m: int, tr: Translator) -> str:
        # TRANSLATORS: {m} is 5, 6 or 7: the house rules are auction euchre, without fixed partners.
        return tr.ngettext(
            "This step is played at the four-player table, two against two; "
            "your house rules are auction euchre, with {m} player.",
            "This step is played at the four-player table, two against two; "
            "your house rules are auction euchre, with {m} players.",
            m,
        ).format(m=m)

    @staticmethod
    def reference_lines(section: ReferenceSection, lines: list[str], rules: Rules, tr: Translator) -> list[str]:
        # A widow instead of the upcard, bids of a number of tricks, lone bids instead of going alone.
        _ = tr.gettext
        if section == "deck":
            return [
                *lines,
                _(
                    "The maker takes the widow and discards three, then calls an ally by naming a card: its "
                    "holder is his silent partner, known when that card is played."
                ),
            ]
        if section == "undealt":
            return [undealt_sentence(rules, tr)]
        if section == "bidding":
            return [
                _(
                    "Each player in turn bids a number of tricks, at least three, with a trump suit, or passes; "
                    "the highest bid makes trump and its maker takes the widow."
                )
            ]
        if section == "going_alone":
            return [_("A bid of eight or fifteen is a lone bid: the maker plays without an ally.")]
        return lines

    @staticmethod
    def scoring_rows(rules: Rules, tr: Translator, score_rows: ScoreRows) -> list[list[str]]:
        _ = tr.gettext
        side = _("The maker and his ally")
        made = (
            _("The bid's number: 3, 4, 5, 8 or 15")
            if rules.auction_points == "bid"
            else _("The tricks taken; 8 or 15 for a lone bid")
        )
        if rules.auction_euchre == "set_back":
            failed = [_("A bid that fails"), side, _("Minus the bid's number")]
        else:
            failed = [_("A bid that fails"), opponents_label(tr), _("The bid's number")]
        return [[_("A bid that is made"), side, made], failed]


TEXT: GameText = AuctionText()
