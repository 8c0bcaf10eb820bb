"""Call-ace and auction euchre on the "Play a hand" page (the one page of every game), in AppTest: the house-rule
presets offer both games, a whole hand is played with the page's own buttons in every language, the silent
partner is not on the table before play reveals it, a refused move shows the engine's reason, the bots' level
is chosen as at the partnership table, and each game is kept when the house rules switch to the other."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from engine import AnyHand, SoloPhase
from engine.coach.solo_bidding_advice import SOLO_BIDDING_PHASES
from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, open_page, touch
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.house_rules.presets import DEFAULT_PRESET, PRESETS
from tutorial.core.text.i18n import LOCALES, get_translator
from tutorial.core.text.reasons import reason_text

EN = get_translator("en")


def _session(at: AppTest) -> PlaySession:
    session = PlaySession.from_dict(at.session_state["solo_state"])
    assert session is not None, "the page should keep a replayable game in session state"
    return session


def _act(at: AppTest, action: str, hand_phase: SoloPhase) -> AppTest:
    """The learner touches the card or the bid on the table (the cards and bids are the table's buttons)."""
    if action.startswith(("play ", "discard ")):
        return touch(at, "solo-table", f"card:{action.split()[1]}")
    return touch(at, "solo-table", f"bid:{action}")


def test_the_presets_offer_both_games() -> None:
    games = {rules.game for _label, rules in PRESETS.values()}
    assert {"call_ace", "auction"} <= games


@pytest.mark.parametrize("preset", ["call_ace", "auction", "auction7"])
@pytest.mark.parametrize("locale", LOCALES)
def test_a_whole_hand_is_played_with_the_page_s_buttons(preset: str, locale: str) -> None:
    at = open_page(new_app(lang=locale, rules=preset), "play")
    assert_clean(at, f"play page at the {preset} table")
    for _ in range(40):
        session = _session(at)
        hand = session.game().hand
        if hand.is_over:
            break
        assert hand.to_move == LEARNER
        if hand.partner_seat is not None and not hand.revealed and hand.partner_seat != LEARNER:
            assert "silent partner" not in TABLE.shown["solo-table"], "the partner shows too early"
        legal = [str(a) for a in hand.legal_actions()]
        # Bid the highest number when the auction asks, so the learner's own calls are reached too.
        action = legal[-1] if hand.phase is SoloPhase.AUCTION else legal[0]
        at = _act(at, action, hand.phase)
        assert_clean(at, f"play page at the {preset} table after {action}")
    assert _session(at).game().hand.is_over, "a hand should end within forty of the learner's moves"
    assert at.success or at.warning or at.info, "the hand's result should be announced"
    assert "solo-next-hand" in [b.key for b in at.button] or "solo-new-game-end" in [b.key for b in at.button]


def test_a_card_that_does_not_follow_suit_is_refused_with_the_engine_s_reason() -> None:
    for seed in range(200):
        session = PlaySession.start(PRESETS["call_ace"][1], seed)
        for _ in range(30):
            hand = session.game().hand
            if hand.is_over or (
                hand.phase is SoloPhase.PLAY
                and hand.current_trick
                and len(hand.legal_cards(LEARNER)) < len(hand.hands[LEARNER])
            ):
                break
            session, _reason = session.try_action(hand.legal_actions()[0])
        hand = session.game().hand
        if not hand.is_over and hand.phase is SoloPhase.PLAY and hand.current_trick:
            illegal = next((c for c in hand.hands[LEARNER] if c not in hand.legal_cards(LEARNER)), None)
            if illegal is not None:
                break
    else:
        raise AssertionError("no seed gave South a card that may not be played")
    at = new_app(lang="en", rules="call_ace")
    at.session_state["solo_state"] = session.to_dict()
    at = open_page(at, "play")
    at = touch(at, "solo-table", f"card:{illegal.code}")
    _, reason = session.try_action(f"play {illegal.code}")
    assert reason is not None
    wanted = reason_text(reason, get_translator("en"), hand=hand.hands[LEARNER])
    assert wanted in [e.value for e in at.error]
    assert _session(at) == session, "a refused card leaves the game as it was"


def test_the_reference_at_an_auction_table_speaks_of_the_widow_and_the_bids() -> None:
    at = open_page(new_app(lang="en", rules="auction7"), "reference")
    assert_clean(at, "reference at the auction table")
    shown = " ".join(m.value for m in at.markdown)
    assert "Three cards go face down as the widow; the other 2 cards are set aside." in shown
    assert "Each suit runs from the 5 to the ace." in shown
    assert "A bid that is made" in shown and "Minus the bid's number" in shown
    assert "upcard" not in shown.split("Scoring")[0].lower().split("the deck and the deal")[-1]


def test_the_bots_level_is_chosen_at_a_call_ace_table_too() -> None:
    at = open_page(new_app(lang="en", rules="call_ace"), "play")
    at.radio(key="solo_bot_level").set_value("Beginner").run()
    assert_clean(at, "beginner bots at the call-ace table")
    assert str(_session(at).level) == "beginner", "the game in progress should go on with beginner bots"
    # The expert bids as a solid player at this table (engine.coach.bot_levels), and the help says so.
    assert "at this table it bids as a solid player" in str(at.radio(key="solo_bot_level").help)
    at = open_page(new_app(lang="en"), "play")
    assert "takes the bid and the card that do best" in str(at.radio(key="play_bot_level").help)


def test_switching_the_house_rules_to_another_game_and_back_finds_each_game() -> None:
    at = open_page(new_app(lang="en", rules="call_ace"), "play")
    solo = _session(at)
    assert not solo.rules.is_partnership_game
    at.selectbox(key="ctx_preset_picker").set_value(EN.gettext(PRESETS[DEFAULT_PRESET][0])).run()
    assert_clean(at, "the partnership game after switching the house rules")
    partnership = PlaySession.from_dict(at.session_state["play_state"])
    assert partnership is not None and partnership.rules.is_partnership_game, "a partnership game is dealt"
    at.selectbox(key="ctx_preset_picker").set_value(EN.gettext(PRESETS["call_ace"][0])).run()
    assert_clean(at, "the call-ace game after switching back")
    assert _session(at) == solo, "the call-ace game should wait where it was"
    assert PlaySession.from_dict(at.session_state["play_state"]) == partnership, "and so should the other"


def _test_policy(hand: AnyHand) -> str:
    """Bid the highest number when the auction asks (so the learner's own calls are reached), else the first
    legal move."""
    legal = [str(a) for a in hand.legal_actions()]
    return legal[-1] if hand.phase is SoloPhase.AUCTION else legal[0]


def _a_deal_where_the_learner_bids(preset: str) -> PlaySession:
    for seed in range(100):
        session = PlaySession.start(PRESETS[preset][1], seed)
        for _ in range(40):
            hand = session.game().hand
            if hand.is_over:
                break
            if hand.phase in SOLO_BIDDING_PHASES and len(hand.legal_actions()) > 1:
                return PlaySession.start(PRESETS[preset][1], seed)
            session, _reason = session.try_action(_test_policy(hand))
    raise AssertionError(f"no deal at the {preset} table lets South bid")


@pytest.mark.parametrize("preset", ["call_ace", "auction7"])
def test_the_coach_thinks_only_once_the_table_shows_the_new_position(
    preset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A touch only plays the card or the bid: the coach's grade (its advice plays out many deals, seconds at
    seven seats) comes on the next run, after the table is drawn, so a card touched meanwhile is touched on
    the table as it now stands (a card touched on the stale table was lost)."""
    from tutorial.widgets import coach_bids, coach_panel, coach_solo_bids
    from tutorial.widgets import table as table_component

    events: list[str] = []
    drawn = TABLE

    def table(**kwargs: object) -> object:
        answer = drawn(**kwargs)  # type: ignore[arg-type]
        events.append("touched" if isinstance(answer, dict) else "drawn")
        return answer

    def thinking(name: str, advise: object) -> object:
        def wrapped(*args: object, **kwargs: object) -> object:
            events.append(name)
            return advise(*args, **kwargs)  # type: ignore[operator]

        return wrapped

    monkeypatch.setattr(table_component, "_component", table)
    monkeypatch.setattr(coach_panel, "advise_play", thinking("play advice", coach_panel.advise_play))
    monkeypatch.setattr(
        coach_solo_bids, "advise_solo_bidding", thinking("bid advice", coach_solo_bids.advise_solo_bidding)
    )
    monkeypatch.setattr(coach_bids, "advise_bidding", thinking("bid advice", coach_bids.advise_bidding))
    # A deal where the learner has a bid to choose (in about one call-ace deal in sixty a bot takes the
    # contract before South speaks, and then only cards are graded).
    at = new_app(rules=preset)
    at.session_state["solo_state"] = _a_deal_where_the_learner_bids(preset).to_dict()
    at = open_page(at, "play")
    for _ in range(40):
        hand = _session(at).game().hand
        if hand.is_over:
            break
        at = _act(at, _test_policy(hand), hand.phase)
        assert_clean(at, f"play page at the {preset} table")
    assert "play advice" in events and "bid advice" in events, f"the coach should have graded: {events}"
    after_touch = [
        events[i + 1] for i, event in enumerate(events[:-1]) if event == "touched" and events[i + 1] != "drawn"
    ]
    assert not after_touch, f"the coach thought before the table showed the touched move: {events}"
