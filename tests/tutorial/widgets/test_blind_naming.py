"""Under a turned-up joker the dealer names trump before he looks at his hand (rules.md §7): while he
names it, the table shows his cards face down; once trump is named, his hand is face up again."""

from __future__ import annotations

from engine import Rules, hand_from_notation
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.table import blind_naming, face_down_hand

DEAL = (
    "dealer=S up=JOKER | S: TD QD AH AS KH | W: 9H JS AC KS JH | N: 9C TC JC QC 9S | "
    "E: JD KD 9D AD QS | kitty: KC TH QH TS"
)


def test_the_dealer_names_trump_blind_under_a_turned_up_joker() -> None:
    hand = hand_from_notation(Rules(joker=True), DEAL)
    assert hand.to_move == 0 and hand.dealer == 0
    assert blind_naming(hand), "South deals and must name trump before looking"
    named = hand.apply(hand.legal_actions()[0])
    assert not blind_naming(named), "once trump is named, he sees his cards"


def test_another_dealer_s_blind_naming_leaves_the_learner_s_hand_face_up() -> None:
    hand = hand_from_notation(Rules(joker=True), DEAL.replace("dealer=S", "dealer=W"))
    assert not blind_naming(hand)


def test_a_face_down_hand_shows_backs_and_names_no_card() -> None:
    html = face_down_hand(5, get_translator("en"))
    assert "5 face-down cards" in html
    assert "data-pick" not in html, "face-down cards are not buttons"
    for name in ("ten of diamonds", "ace of hearts", "king of hearts"):
        assert name not in html
