"""What the learner is to do now at the "Play a hand" table, in words (the bids, calls and cards themselves are
on the table): one piece for the partnership game's hand, one for a call-ace or auction hand, chosen by the
hand's type (:func:`learner_prompt`)."""

from __future__ import annotations

import streamlit as st

from engine import SUIT_SYMBOLS, AnyHand, HandState, Phase, SoloHand, SoloPhase
from tutorial.core.games.play_session import LEARNER
from tutorial.core.text.card_phrases import card_phrase, suit_phrase
from tutorial.core.text.card_text import card_label, suit_name
from tutorial.core.text.games import GAME_TEXTS
from tutorial.core.text.i18n import Translator
from tutorial.widgets import coach_panel
from tutorial.widgets.suit_colour import red_suits


def learner_prompt(hand: AnyHand, hints_key: str, tr: Translator) -> None:
    """The prompt for the learner's turn, and the coach's hint ladder when he is to play a card."""
    playing = hand.phase is Phase.PLAY if isinstance(hand, HandState) else hand.phase is SoloPhase.PLAY
    if playing:
        st.markdown(tr.gettext("Your turn: click a card to play it."))
        coach_panel.hint_ladder(hand, hints_key, tr, seat=LEARNER)
    elif isinstance(hand, HandState):
        _partnership_prompt(hand, tr)
    else:
        _solo_prompt(hand, tr)


def _upcard_offer(hand: AnyHand, tr: Translator, suit: str) -> None:
    _ = tr.gettext
    assert hand.upcard is not None
    # The dealer takes the upcard himself ("pick up"); the others have him take it ("order up").
    offer = (
        _("Round 1: pick up {card} to make {suit} trump, or pass.")
        if hand.dealer == LEARNER
        else _("Round 1: order up {card} to make {suit} trump, or pass.")
    )
    st.markdown(offer.format(card=card_phrase(hand.upcard, tr, card_label(hand.upcard, tr)), suit=suit))


def _discard_prompt(hand: AnyHand, tr: Translator) -> None:
    assert hand.upcard is not None
    st.markdown(
        tr.gettext("You picked up {card}. Choose a card to discard.").format(
            card=card_phrase(hand.upcard, tr, card_label(hand.upcard, tr))
        )
    )


def _partnership_prompt(hand: HandState, tr: Translator) -> None:
    _ = tr.gettext
    if hand.phase is Phase.BID_UPCARD:
        _upcard_offer(hand, tr, suit_phrase(hand.upcard.suit, tr))
    elif hand.phase is Phase.DISCARD:
        _discard_prompt(hand, tr)
    elif hand.phase is Phase.DEFEND_ALONE:
        st.markdown(_("The other side named trump. Will you defend alone?"))
    elif hand.phase is Phase.DEALER_NAMES_TRUMP:
        st.markdown(_("The best bower was turned up: as the dealer, you name trump."))
    elif hand.rules.stick_the_dealer and hand.dealer == LEARNER:
        # Everyone else passed twice: the dealer is stuck (Pass stays on offer, refused with its reason).
        st.markdown(_("Round 2: everyone passed, so you, the dealer, must name a suit other than the one turned down."))
    else:
        st.markdown(_("Round 2: name a suit other than the one turned down, or pass."))


def _solo_prompt(hand: SoloHand, tr: Translator) -> None:
    _ = tr.gettext
    phase = hand.phase
    if phase is SoloPhase.BID_UPCARD:
        assert hand.upcard is not None
        _upcard_offer(hand, tr, suit_name(hand.upcard.suit, tr))
    elif phase is SoloPhase.DISCARD:
        _discard_prompt(hand, tr)
    elif phase is SoloPhase.DEALER_NAMES_TRUMP:
        st.markdown(_("The best bower was turned up: as the dealer, you name trump."))
    elif phase is SoloPhase.CALL_TRUMP:
        st.markdown(_("Round 2: name a suit other than the one turned down, or pass."))
    elif phase is SoloPhase.AUCTION:
        if hand.bid:
            st.markdown(
                red_suits(
                    _("Bid more tricks than the highest bid so far ({n} {suit}), or pass.").format(
                        n=hand.bid, suit=SUIT_SYMBOLS[hand.trump or "C"]
                    )
                )
            )
        else:
            st.markdown(_("No bid yet: bid at least three tricks with a trump suit, or pass."))
        st.caption(_("Eight and fifteen are lone bids: eight takes the widow, fifteen plays the cards dealt."))
    elif phase.value in (call_prompts := GAME_TEXTS[hand.rules.game].call_prompts):
        st.markdown(_(call_prompts[phase.value]))  # the maker names his partner, as his game asks
    elif phase is SoloPhase.WIDOW_DISCARD:
        left = 3 - len(hand.discards)
        st.markdown(
            tr.ngettext(
                "You took the widow. Choose {n} more card to discard.",
                "You took the widow. Choose {n} more cards to discard.",
                left,
            ).format(n=left)
        )
