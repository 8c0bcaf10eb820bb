"""Play against the bots at any table: whole games end, replays are exact, the learner's illegal tries are
refused; one session plays the partnership game, cutthroat, call-ace and auction euchre through the same calls."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine import Game, Phase, Rules, SoloGame, new_game, table_rules
from tutorial.core.games.play_session import LEARNER, NEXT_HAND, PlaySession


def _learner_turn(session: PlaySession) -> bool:
    hand = session.game().hand
    return not hand.is_over and hand.to_move == LEARNER


def _play_game(rules: Rules, seed: int) -> tuple[PlaySession, int]:
    """Play a whole game taking the learner's first legal action each time; count the learner's moves."""
    session = PlaySession.start(rules, seed)
    moves = 0
    for _ in range(2000):
        game = session.game()
        if game.over:
            return session, moves
        if game.hand.is_over:
            session = session.next_hand()
            continue
        assert game.hand.to_move == LEARNER, "the bots should act until it is the learner's turn"
        session, refusal = session.try_action(str(game.hand.legal_actions()[0]))
        assert refusal is None, "a legal action should be accepted"
        moves += 1
    pytest.fail(f"the game with seed {seed} did not end")


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(Rules(winning_score=5), id="standard"),
        pytest.param(Rules(winning_score=5, num_players=3), id="cutthroat"),
        pytest.param(Rules(winning_score=5, joker=True, defend_alone="always"), id="joker"),
        pytest.param(Rules(winning_score=5, stick_the_dealer=False), id="classic"),
    ],
)
def test_whole_games_end_and_replay_exactly(rules: Rules) -> None:
    for seed in range(4):
        session, moves = _play_game(rules, seed)
        game = session.game()
        assert game.over and game.winner is not None, f"seed {seed}: the game should be over with a winner"
        learner_moves = sum(1 for _ in _learner_history(session))
        assert learner_moves == moves, "every action of South should be the learner's own, never a bot's"
        again = PlaySession.from_dict(session.to_dict())
        assert again is not None and again.game().scores == game.scores, "a stored game should replay exactly"


def _learner_history(session: PlaySession) -> list[str]:
    """The learner's actions, found by replaying hand by hand."""
    rng = random.Random(session.seed)
    game = new_game(session.rules, rng.randrange(session.rules.num_players), rng)
    mine = []
    for action in session.actions:
        if action == NEXT_HAND:
            game = game.next_hand(rng)
            continue
        if game.hand.to_move == LEARNER:
            mine.append(action)
        game = game.apply(action)
    return mine


@pytest.mark.parametrize(
    ("rules", "game_type"),
    [
        pytest.param(Rules(winning_score=5), Game, id="partnership"),
        pytest.param(Rules(winning_score=5, num_players=3), Game, id="cutthroat"),
        pytest.param(replace(table_rules("call_ace", 5), winning_score=5), SoloGame, id="call-ace"),
        pytest.param(replace(table_rules("auction", 5), winning_score=5), SoloGame, id="auction"),
    ],
)
def test_one_session_plays_every_table_to_the_end_through_the_same_calls(rules: Rules, game_type: type) -> None:
    session, moves = _play_game(rules, seed=2)
    game = session.game()
    assert isinstance(game, game_type), "the engine should deal the game the rules describe"
    assert game.over and game.winner is not None, "the game should be over with a winner"
    assert moves == len(_learner_history(session)) > 0, "South's every action should be the learner's own"
    again = PlaySession.from_dict(session.to_dict())
    assert again == session and again.game().scores == game.scores, "a stored game should replay exactly"


def test_the_bots_at_a_call_ace_table_play_at_the_level_chosen() -> None:
    rules = table_rules("call_ace", 4)
    beginner, club = (
        [PlaySession.start(rules, seed, level).actions for seed in range(6)] for level in ("beginner", "club")
    )
    assert beginner != club, "beginner bots should not all bid as solid players do"


def test_an_illegal_play_is_refused_with_the_engines_reason() -> None:
    for seed in range(50):
        session = PlaySession.start(Rules(), seed)
        while _learner_turn(session) and session.game().hand.phase is not Phase.PLAY:
            session, _ = session.try_action(str(session.game().hand.legal_actions()[-1]))
        hand = session.game().hand
        if not _learner_turn(session) or not hand.current_trick:
            continue
        legal = {str(a) for a in hand.legal_actions()}
        illegal = [f"play {c}" for c in hand.hands[LEARNER] if f"play {c}" not in legal]
        if not illegal:
            continue
        after, refusal = session.try_action(illegal[0])
        assert refusal is not None and refusal.code == "must_follow_suit", (
            f"{illegal[0]} should be refused because South must follow suit, got {refusal}"
        )
        assert after == session, "a refused action should leave the game unchanged"
        return
    pytest.fail("no seed gave a position where South could not follow suit")


def test_text_that_is_not_an_action_is_refused_not_raised() -> None:
    session = PlaySession.start(Rules(), 1)
    after, refusal = session.try_action("fold")
    assert refusal is not None and refusal.code == "not_an_action" and after == session


def test_next_hand_waits_for_the_hand_to_end() -> None:
    session = PlaySession.start(Rules(), 2)
    assert session.next_hand() == session, "a new hand should not be dealt while one is in progress"


@pytest.mark.parametrize(
    "garbage",
    [
        pytest.param(None, id="none"),
        pytest.param({"rules": {}, "seed": "x", "actions": []}, id="seed-not-int"),
        pytest.param({"rules": {"joker": True, "benny": True}, "seed": 1, "actions": []}, id="bad-rules"),
        pytest.param({"rules": {}, "seed": 1, "actions": ["play XX"]}, id="bad-action"),
        pytest.param({"rules": {}, "seed": 1, "actions": "pass"}, id="actions-not-a-list"),
        pytest.param({"seed": 1, "actions": []}, id="no-rules"),
    ],
)
def test_a_tampered_session_is_dropped(garbage: object) -> None:
    assert PlaySession.from_dict(garbage) is None, f"{garbage!r} should not be accepted as a stored game"


def test_the_bots_level_is_kept_with_the_game_and_an_old_stored_game_plays_at_club_level() -> None:
    session = PlaySession.start(Rules(), seed=4, level="expert")
    stored = session.to_dict()
    assert PlaySession.from_dict(stored) == session
    del stored["level"]
    assert str(PlaySession.from_dict(stored).level) == "club"  # type: ignore[union-attr]
    assert PlaySession.from_dict({**session.to_dict(), "level": "grandmaster"}) is None
    assert str(session.with_level("beginner").level) == "beginner"
