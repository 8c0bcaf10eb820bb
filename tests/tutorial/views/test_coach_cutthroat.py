"""The coach at a cutthroat table (three players, every one for himself) speaks its own messages: no "your
partner", no "your side" or "the other side", no plural makers. The gate renders every message the coach gives
in many seeded cutthroat hands (hints, grades with their reasons, bids, the advisor's verdict), in every
language, through the same functions the play page uses, and asserts that only the messages written for a
table without partners were used; the same run at a partnership table does use the partnership messages, so
the gate can fail."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine import HandState, Phase, Rules, deal
from engine.coach.reasons import nudge, why_best
from tutorial.core.text.coach_text import bid_verdict, note_text, nudge_text
from tutorial.core.text.i18n import LOCALES, Translator, get_translator
from tutorial.widgets import coach_bids, coach_panel

# Words of a partnership: a message using one of them was written for a table with partners.
PARTNERSHIP_WORDS = re.compile(r"\bpartner|\bside\b|\bside's\b|\bsides\b|\bpair\b|\bthe makers\b|\bteam")
HANDS = 12


class Spy:
    """A translator that notes every English message it is asked for."""

    def __init__(self, tr: Translator) -> None:
        self._tr = tr
        self.used: set[str] = set()

    def gettext(self, message: str) -> str:
        self.used.add(message)
        return self._tr.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.used.update((singular, plural))
        return self._tr.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        self.used.add(message)
        return self._tr.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        self.used.update((singular, plural))
        return self._tr.npgettext(context, singular, plural, n)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._tr, name)


def _coach_everything(rules: Rules, tr: Any, seed: int) -> list[str]:
    """Every coach line of ``HANDS`` hands: each bid and card graded as the play page grades it (the first
    legal action taken), the hint's first two rungs at each card, the advisor's verdict at each bid."""
    rng = random.Random(seed)
    lines = []
    for n in range(HANDS):
        state: HandState = deal(rules, dealer=n % rules.num_players, rng=rng)
        while not state.is_over:
            action = str(rng.choice(state.legal_actions()))
            if state.phase is Phase.PLAY:
                lines.append(nudge_text(nudge(state), tr, state.rules.has_partners))
                lines.append(
                    note_text(why_best(state, coach_panel.play_advice(state, tr)), tr, state.rules.has_partners)
                )
                record = coach_panel.grade_record(state, action, tr)
            else:
                record = coach_bids.bid_record(state, action, tr)
                advice = coach_bids.bidding_advice(state, tr)
                choices = coach_panel._bidding_choices(advice)
                lines.append(
                    bid_verdict(choices, tr, by_dealer=state.to_move == state.dealer, partners=state.rules.has_partners)
                )
            if record is not None:
                lines.append(coach_panel.record_text(record, tr))
            state = state.apply(action)
    return lines


@pytest.fixture(autouse=True)
def _few_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_panel, "PLAY_SAMPLES", 4)  # the words, not the figures, are on trial
    monkeypatch.setattr(coach_bids, "BIDDING_DEALS", 4)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_cutthroat_table_gets_only_the_messages_written_for_it(locale: str) -> None:
    tr = get_translator(locale)
    spy = Spy(tr)
    lines = _coach_everything(Rules(num_players=3), spy, seed=24)
    partnership = sorted(m for m in spy.used if PARTNERSHIP_WORDS.search(m))
    assert not partnership, f"a cutthroat table in {locale} was told: {partnership}"
    assert lines and all(line and "{" not in line for line in lines)
    assert not tr.missing, f"{locale} lacks {sorted(tr.missing)}"


def test_the_same_run_at_a_partnership_table_uses_the_partnership_messages() -> None:
    spy = Spy(get_translator("en"))
    _coach_everything(Rules(), spy, seed=24)
    assert any(PARTNERSHIP_WORDS.search(m) for m in spy.used), "the gate would catch nothing"
