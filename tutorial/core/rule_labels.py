"""Names of the house-rule options, their values and the scoring table's rows, in the learner's language.

One place for the settings dialog and the rules reference, so the two always say the same thing.
"""

from __future__ import annotations

from typing import Any

from tutorial.core.i18n import Translator


def option_label(option: str, tr: Translator) -> str:
    """The name of an ``engine.Rules`` field ("Stick the dealer"); an unknown name is returned as it is."""
    _ = tr.gettext
    labels = {
        "num_players": _("Players"),
        "min_rank": _("Deck"),
        "joker": _("Joker (best bower)"),
        "benny": _("Benny (2♠ as best bower)"),
        "stick_the_dealer": _("Stick the dealer"),
        "canadian": _("Canadian loner"),
        "defend_alone": _("Defending alone"),
        "loner_lead": _("Lead against a loner"),
        "loner_march_score": _("Points for a lone march"),
        "lone_defender_euchre_score": _("Points for euchring a loner alone"),
        "winning_score": _("Points to win the game"),
    }
    return labels.get(option, option)


def value_label(option: str, value: Any, tr: Translator) -> str:
    """A value of that option in words ("On", "24 cards (9 to ace)", "4 points")."""
    _ = tr.gettext
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if option == "num_players":
        return tr.ngettext("{n} player", "{n} players", int(value)).format(n=value)
    if option == "min_rank":
        return _("24 cards (9 to ace)") if value == 9 else _("32 cards (7 to ace)")
    if option == "defend_alone":
        labels = {"never": _("Never"), "vs_loner": _("Only against a loner"),
                  "always": _("Whenever the other side names trump")}
        return labels.get(str(value), str(value))
    if option == "loner_lead":
        labels = {"left_of_dealer": _("Left of the dealer"), "left_of_loner": _("Left of the loner")}
        return labels.get(str(value), str(value))
    return tr.ngettext("{n} point", "{n} points", int(value)).format(n=value)


def result_label(result: str, tr: Translator) -> str:
    """A row of ``engine.scoring_table`` ("The makers take 3 or 4 tricks")."""
    _ = tr.gettext
    labels = {
        "makers_3_or_4": _("The makers take 3 or 4 tricks"),
        "march": _("The makers take all 5 tricks (a march)"),
        "lone_march": _("A lone maker takes all 5 tricks"),
        "euchred": _("The makers take fewer than 3 tricks (euchred)"),
        "lone_defender_euchre": _("A lone defender euchres the makers"),
    }
    return labels.get(result, result)
