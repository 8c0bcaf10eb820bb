"""Shared deals for the engine's rule cases."""

from __future__ import annotations

from engine import HandState, Rules, hand_from_notation

# Dealer East, so South bids and leads first. Hearts are turned up.
STANDARD = (
    "dealer=E up=9H | S: JD AH 9S TC QC | W: JH KH QH TH AS | N: KS QS TS JS JC | E: AC KC 9C AD KD | kitty: QD TD 9D"
)


def start(text: str = STANDARD, **options: object) -> HandState:
    return hand_from_notation(Rules(**options), text)  # type: ignore[arg-type]


def play(state: HandState, *actions: str) -> HandState:
    for action in actions:
        state = state.apply(action)
    return state
