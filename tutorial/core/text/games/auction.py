"""Auction euchre's sentences: its name and its options in the settings, the notes of a step at its table or
under its house rules, its own phases, the refusal of its call, its glossary entry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from engine import ReasonCode
from tutorial.core.text.game_text import GameText, Params, Sentence
from tutorial.core.text.i18n import N_, Translator


def _must_call_ally_first(params: Params, tr: Translator) -> str:
    return tr.gettext("Call your ally first: name a card that is not in your hand.")


class AuctionText:
    phase_sentences: ClassVar[Mapping[str, str]] = {
        "auction": N_("Now you can only bid or pass."),
        "widow_discard": N_("Now the maker must discard three cards."),
        "call_ally": N_("Now the maker must name the card of an ally."),
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


TEXT: GameText = AuctionText()
