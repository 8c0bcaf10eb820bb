"""Named house-rule presets, for the picker and for ``?rules=`` links."""

from __future__ import annotations

from engine import Rules, table_rules
from tutorial.core.text.i18n import N_

# name -> (label for the picker, marked for translation; the rules)
PRESETS: dict[str, tuple[str, Rules]] = {
    "standard": (N_("North American (stick the dealer)"), Rules()),
    "classic": (N_("Classic (redeal when all pass)"), Rules(stick_the_dealer=False)),
    "joker": (N_("British, with the joker"), Rules(joker=True)),
    "benny": (N_("British, with Benny (2♠)"), Rules(benny=True)),
    "canadian": (N_("Canadian loner"), Rules(canadian=True)),
    "deck32": (N_("32-card deck"), Rules(min_rank=7)),
    "cutthroat": (N_("Three-handed cutthroat"), Rules(num_players=3)),
    # The games of rules.md section 10; other table sizes are under "More settings".
    "call_ace": (N_("Call-ace euchre, four players"), table_rules("call_ace", 4)),
    "auction": (N_("Auction euchre, five players"), table_rules("auction", 5)),
    "auction7": (N_("Auction euchre, seven players (40 cards)"), table_rules("auction", 7)),
}
DEFAULT_PRESET = "standard"


def preset_rules(name: str | None) -> tuple[str, Rules]:
    """The preset called ``name``; an unknown or missing name falls back to the default preset."""
    if name is not None and name in PRESETS:
        return name, PRESETS[name][1]
    return DEFAULT_PRESET, PRESETS[DEFAULT_PRESET][1]
