"""The "silent partner" badge of the call-ace table when the called ace was not dealt (issue 23, seed 001):
the king that makes the partner tells nobody, so no seat's table marks the partner before the hand is over."""

from __future__ import annotations

from engine import SoloHand, parse_solo_deal, start_solo_hand, table_rules
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.solo_table import solo_table_html

EN = get_translator("en")
# The A♦ lies in the kitty: West calls diamonds after ordering up hearts, and the K♦ makes East the partner.
ACE_IN_KITTY = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C QD KD | kitty: AD TD 9D"
)


def _badges(state: SoloHand) -> list[bool]:
    return ["silent partner" in solo_table_html(state.observation(seat), state.rules, EN) for seat in range(4)]


def test_no_table_marks_the_partner_that_a_king_made_until_the_hand_is_over() -> None:
    rules = table_rules("call_ace", 4)
    state = start_solo_hand(rules, parse_solo_deal(rules, ACE_IN_KITTY))
    for action in ("pass", "order up", "discard 9C", "call ace D"):
        state = state.apply(action)
    assert state.partner_seat == 3
    king_played = False
    while not state.is_over:
        assert _badges(state) == [False] * 4, "a seat's table marks the partner before play shows it"
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply("play KD" if "play KD" in legal else legal[0])
        king_played = king_played or "play KD" in legal
    assert king_played
    assert _badges(state) == [True] * 4, "the hand is over: every table marks East"
