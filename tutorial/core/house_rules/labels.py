"""Names of the house-rule options, their values and the scoring table's rows, in the learner's language.

One place for the settings dialog and the rules reference, so the two always say the same thing.
"""

from __future__ import annotations

from typing import Any

from engine import RULE_TABLE
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import Translator

# Each option's kind, from the engine's one table of options (a switch reads "On" / "Off").
_KINDS = {o.name: o.kind for o in RULE_TABLE}


def option_label(option: str, tr: Translator) -> str:
    """The name of an ``engine.Rules`` field ("Stick the dealer"); an unknown name is returned as it is."""
    _ = tr.gettext
    labels = {
        "game": _("Game"),
        "num_players": _("Players"),
        "min_rank": _("Deck"),
        "joker": _("Joker (best bower)"),
        "benny": _("Benny (2♠ as best bower)"),
        "stick_the_dealer": _("Stick the dealer"),
        "canadian": _("Canadian loner"),
        "defend_alone": _("Defending alone"),
        "loner_lead": _("Lead against a loner"),
        "loner_march_score": _("Points for a lone march"),
        # TRANSLATORS: any lone defender who euchres the makers, whether or not a maker went alone.
        "lone_defender_euchre_score": _("Points for a lone defender's euchre"),
        "winning_score": _("Points to win the game"),
    }
    for game in GAME_TEXTS.values():  # each game's own options
        labels.update(game.option_labels(tr))
    return labels.get(option, option)


def value_label(option: str, value: Any, tr: Translator) -> str:
    """A value of that option in words ("On", "From the 9 to the ace", "4 points")."""
    _ = tr.gettext
    if _KINDS.get(option) == "bool" or isinstance(value, bool):
        return _("On") if value else _("Off")
    if option == "num_players":
        return tr.ngettext("{n} player", "{n} players", int(value)).format(n=value)
    if option == "min_rank":
        # The rank range only: a joker or Benny adds a card (its own option), so no card count here.
        ranges = {
            9: _("From the 9 to the ace"),
            7: _("From the 7 to the ace"),
            6: _("From the 6 to the ace"),
            5: _("From the 5 to the ace"),
        }
        return ranges.get(value, str(value))
    if option == "game":
        return _game_values(tr).get(str(value), str(value))
    for game in GAME_TEXTS.values():
        words = game.option_values(tr).get(option)
        if words is not None:
            return words.get(str(value), str(value))
    if option == "defend_alone":
        labels = {
            "never": _("Never"),
            "vs_loner": _("Only against a loner"),
            "always": _("Whenever the other side names trump"),
        }
        return labels.get(str(value), str(value))
    if option == "loner_lead":
        labels = {"left_of_dealer": _("Left of the dealer"), "left_of_loner": _("Left of the loner")}
        return labels.get(str(value), str(value))
    return tr.ngettext("{n} point", "{n} points", int(value)).format(n=value)


def _game_values(tr: Translator) -> dict[str, str]:
    _ = tr.gettext
    names = {"partnership": _("Euchre (partners, or cutthroat at three)")}
    return names | {name: game.label(tr) for name, game in GAME_TEXTS.items()}


def result_label(result: str, tr: Translator, has_partners: bool = True) -> str:
    """A row of ``engine.scoring_table`` ("The makers take 3 or 4 tricks"; at three, "The maker takes ...")."""
    _ = tr.gettext
    if not has_partners:  # cutthroat: one maker, and no lone hands
        single = {
            "makers_3_or_4": _("The maker takes 3 or 4 tricks"),
            "march": _("The maker takes all 5 tricks (a march)"),
            "euchred": _("The maker takes fewer than 3 tricks (euchred)"),
        }
        if result in single:
            return single[result]
    labels = {
        "makers_3_or_4": _("The makers take 3 or 4 tricks"),
        "march": _("The makers take all 5 tricks (a march)"),
        "lone_march": _("A lone maker takes all 5 tricks"),
        "euchred": _("The makers take fewer than 3 tricks (euchred)"),
        "lone_defender_euchre": _("A lone defender euchres the makers"),
    }
    return labels.get(result, result)


def scorer_label(side: str, tr: Translator, has_partners: bool = True) -> str:
    """Who scores a row of the scoring table: the makers or the defenders (at three: the maker, each opponent)."""
    _ = tr.gettext
    if has_partners:
        return _("The makers") if side == "makers" else _("The defenders")
    if side == "makers":
        return _("The maker")
    # TRANSLATORS: who scores at three-handed cutthroat: each of the maker's two opponents.
    return tr.pgettext("cutthroat, who scores: each of the two opponents", "Each opponent")
