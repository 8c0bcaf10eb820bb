"""Call-ace euchre's sentences: its name and its option in the settings, the notes of a step at its table or
under its house rules, its call phase, the refusal of its own rule, its glossary entry, and the rules
reference's lines on its call and its scoring."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from engine import ReasonCode, Rules
from tutorial.core.text.game_text import GameText, Params, ReferenceSection, ScoreRows, Sentence
from tutorial.core.text.i18n import N_, Translator


def _must_call_ace_first(params: Params, tr: Translator) -> str:
    return tr.gettext("Call a suit first: whoever holds its best card becomes your silent partner.")


class CallAceText:
    phase_sentences: ClassVar[Mapping[str, str]] = {
        "call_ace": N_("Now the maker must call a suit to find a partner."),
    }
    call_prompts: ClassVar[Mapping[str, str]] = {
        "call_ace": N_("Call a suit: whoever holds its best card becomes your silent partner."),
    }
    reasons: ClassVar[Mapping[ReasonCode, Sentence]] = {ReasonCode.MUST_CALL_ACE_FIRST: _must_call_ace_first}
    definitions: ClassVar[Mapping[str, str]] = {
        "call-ace euchre": N_(
            "A game for four to six players, each for himself: the maker's secret partner holds the "
            "best card of the suit he calls."
        ),
    }

    @staticmethod
    def label(tr: Translator) -> str:
        _ = tr.gettext
        return _("Call-ace euchre")

    @staticmethod
    def option_labels(tr: Translator) -> dict[str, str]:
        _ = tr.gettext
        return {
            # TRANSLATORS: call-ace euchre: what happens when the called suit's highest card was not dealt.
            "call_ace_undealt": _("Call-ace: the suit's highest card not dealt"),
        }

    @staticmethod
    def option_values(tr: Translator) -> dict[str, dict[str, str]]:
        _ = tr.gettext
        undealt = {
            "highest_in_play": _("The best card in play makes the partner"),
            "no_partner": _("The maker plays without a partner"),
        }
        return {"call_ace_undealt": undealt}

    @staticmethod
    def step_note(num_players: int, tr: Translator) -> str:
        return tr.ngettext(
            "This step is a hand of call-ace euchre, with {n} player.",
            "This step is a hand of call-ace euchre, with {n} players.",
            num_players,
        ).format(n=num_players)

    @staticmethod
    def house_note(m: int, tr: Translator) -> str:
        # TRANSLATORS: {m} is 4, 5 or 6: the house rules are call-ace euchre, without fixed partners.
        return tr.ngettext(
            "This step is played at the four-player table, two against two; "
            "your house rules are call-ace euchre, with {m} player.",
            "This step is played at the four-player table, two against two; "
            "your house rules are call-ace euchre, with {m} players.",
            m,
        ).format(m=m)

    @staticmethod
    def reference_lines(section: ReferenceSection, lines: list[str], rules: Rules, tr: Translator) -> list[str]:
        # The upcard's bidding and the undealt kitty, as the partnership game; then the call of a partner.
        _ = tr.gettext
        if section == "deck":
            return [
                *lines,
                _(
                    "Before the first lead the maker calls a suit: whoever holds its best card is his silent "
                    "partner, known when that card is played."
                ),
            ]
        if section == "bidding":
            return [*lines, _("Then the maker calls a suit: whoever holds its best card is his silent partner.")]
        return lines

    @staticmethod
    def scoring_rows(rules: Rules, tr: Translator, score_rows: ScoreRows) -> list[list[str]]:
        # The maker and his silent partner score as a side of the four-hand game, and the maker may go alone.
        return score_rows(rules.replace(game="partnership", num_players=4, min_rank=9, defend_alone="never"), True)


TEXT: GameText = CallAceText()
