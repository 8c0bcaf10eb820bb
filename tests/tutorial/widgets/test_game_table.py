"""One table for every game: the bids it offers the learner, whatever the game. In the partnership game every
bid of the round is offered (the engine refuses the ones the rules forbid, with why); at a call-ace or auction
table the bids and calls the engine allows; never a bid while the learner has a card to play."""

from __future__ import annotations

from engine import HandState, Phase, Rules, SoloPhase, table_rules
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.text.i18n import get_translator
from tutorial.widgets.game_table import bid_choices, learner_bids

EN = get_translator("en")


def test_a_stuck_dealer_is_still_offered_pass_for_the_engine_to_refuse_with_why() -> None:
    for seed in range(300):
        session = PlaySession.start(Rules(), seed)
        for _ in range(3):  # the learner passes until round two comes back to him, the dealer
            hand = session.game().hand
            if hand.is_over or hand.phase not in (Phase.BID_UPCARD, Phase.CALL_TRUMP):
                break
            if hand.phase is Phase.CALL_TRUMP and hand.dealer == LEARNER:
                assert isinstance(hand, HandState)
                assert "pass" in learner_bids(hand), "the stuck dealer's Pass is offered"
                assert "pass" not in [str(a) for a in hand.legal_actions()], "and the engine refuses it"
                return
            session, _ = session.try_action("pass")
    raise AssertionError("no seed made the learner a stuck dealer")


def test_a_call_ace_or_auction_table_offers_the_bids_the_engine_allows_as_buttons() -> None:
    for rules in (table_rules("call_ace", 5), table_rules("auction", 6)):
        hand = PlaySession.start(rules, seed=4).game().hand
        assert hand.phase is not SoloPhase.PLAY and hand.to_move == LEARNER
        bids = learner_bids(hand)
        assert bids == [str(a) for a in hand.legal_actions() if a.kind not in ("play", "discard")]
        assert sorted(c.action for row in bid_choices(hand, bids, EN) for c in row) == sorted(bids)


def test_no_bid_is_offered_while_the_learner_has_a_card_to_play() -> None:
    for rules in (Rules(), table_rules("auction", 5)):
        session = PlaySession.start(rules, seed=1)
        for _ in range(30):
            hand = session.game().hand
            if hand.is_over or any(a.kind == "play" for a in hand.legal_actions()):
                break
            session, _ = session.try_action(str(hand.legal_actions()[0]))
        hand = session.game().hand
        assert any(a.kind == "play" for a in hand.legal_actions()), "the learner should reach the play"
        assert learner_bids(hand) == []
