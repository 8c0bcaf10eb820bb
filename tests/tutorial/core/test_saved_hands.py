"""A hand kept in the browser tab comes back after a reload exactly as it was, and only then: whatever the
browser hands back is replayed through the engine, and a tampered or stale value gives no hand at all (the
page deals a fresh one)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import Rules, table_rules
from tutorial.core.course.loading import load_course
from tutorial.core.games.play_session import PlaySession
from tutorial.core.lessons.model import Lesson, PracticeStep
from tutorial.core.progress.records import MAX_STORED_CHARS
from tutorial.core.progress.saved_hands import (
    PLAY,
    PRACTICE,
    SOLO,
    read_slots,
    restored_game,
    restored_practice,
    saved_game,
    saved_practice,
    slots_text,
)
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.state import Outcome, PracticeFeedback, StepState


def _played(session: PlaySession, moves: int) -> PlaySession:
    """``moves`` learner decisions, the first legal one each time (the next hand dealt when one ends)."""
    for _ in range(moves):
        game = session.game()
        if game.over:
            break
        if game.hand.is_over:
            session = session.next_hand()
            continue
        session, refusal = session.try_action(str(game.hand.legal_actions()[0]))
        assert refusal is None
    return session


def _saved(session: PlaySession) -> dict[str, Any]:
    return saved_game(session.to_dict(), session.game().hand)


def test_a_game_in_progress_comes_back_at_the_same_card_and_score() -> None:
    session = _played(PlaySession.start(Rules(), seed=11), 30)
    text = slots_text({PLAY: _saved(session)})
    back = restored_game(read_slots(text)[PLAY], PLAY)
    assert back == session, "the stored game should replay to the same actions"
    assert back is not None
    before, after = session.game(), back.game()
    assert after.hand.history == before.hand.history, "the same cards should be on the table"
    assert after.side_scores == before.side_scores, "the score should be the same"


def _tampered(saved: dict[str, Any]) -> list[tuple[str, object]]:
    actions = list(saved["actions"])
    return [
        ("another deal", {**saved, "deal": saved["deal"].replace("dealer=", "dealer=X", 1)}),
        ("another seed", {**saved, "seed": saved["seed"] + 1}),
        ("an action the engine refuses", {**saved, "actions": [*actions, "play AS", "play AS"]}),
        ("an action that is none", {**saved, "actions": [*actions[:-1], "shout"]}),
        ("a seed that is text", {**saved, "seed": "11"}),
        ("rules that are no rules", {**saved, "rules": {"num_players": 40}}),
        ("rules of the wrong shape", {**saved, "rules": ["x"]}),
        ("no deal", {k: v for k, v in saved.items() if k != "deal"}),
        ("a number", 12),
        ("a list", ["play AS"]),
    ]


@pytest.mark.parametrize("case", range(10))
def test_a_tampered_game_gives_none(case: int) -> None:
    saved = _saved(_played(PlaySession.start(Rules(), seed=11), 12))
    name, value = _tampered(saved)[case]
    assert restored_game(value, PLAY) is None, f"a stored game with {name} should not come back"


def test_a_call_ace_game_comes_back_too() -> None:
    session = PlaySession.start(table_rules("call_ace", 5), seed=4)
    game = session.game()
    action = str(game.hand.legal_actions()[0])
    session, refusal = session.try_action(action)
    assert refusal is None
    saved = _saved(session)
    assert restored_game(json.loads(json.dumps(saved)), SOLO) == session
    assert restored_game({**saved, "seed": 5}, SOLO) is None, "another seed deals another hand"
    assert restored_game(saved, PLAY) is None, "the partnership game's slot holds no call-ace game"


def test_an_auction_game_stored_before_the_bots_had_levels_comes_back_with_the_simple_bots() -> None:
    session = _played(PlaySession.start(table_rules("auction", 6), seed=9), 8)
    saved = {k: v for k, v in _saved(session).items() if k != "level"}  # as the call-ace/auction page stored it
    back = restored_game(saved, SOLO)
    assert back is not None and str(back.level) == "club", "an old call-ace or auction game plays on at club level"
    assert back.game().hand.history == session.game().hand.history, "the same cards should be on the table"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("{not json", id="not JSON"),
        pytest.param("[1, 2]", id="not an object"),
        pytest.param('{"play": "' + "x" * MAX_STORED_CHARS + '"}', id="over the size cap"),
        pytest.param(None, id="nothing stored"),
    ],
)
def test_unreadable_slots_are_empty(text: object) -> None:
    assert read_slots(text) == {}


def test_only_known_slots_are_read() -> None:
    assert set(read_slots('{"play": {}, "practice": {}, "elsewhere": {}}')) == {PLAY, PRACTICE}


# --- a practice step ---------------------------------------------------------------------------------------

LESSON = "bowers"
STEP = "follow-with-the-left"  # hearts led; South follows with the left bower (J♦)


def _practice() -> tuple[Lesson, PracticeStep, PracticeRun, StepState]:
    lesson = load_course().lesson(LESSON)
    assert lesson is not None
    step = lesson.step(STEP)
    assert isinstance(step, PracticeStep)
    return lesson, step, PracticeRun.start(lesson, step, Rules()), StepState.fresh(f"{LESSON}/{STEP}", seed=1)


def _tried(state: StepState, run: PracticeRun, action: str) -> StepState:
    fb = run.try_action(action)
    code = str(fb.reason.code) if fb.reason else ""
    return state.practice_tried(PracticeFeedback(action, fb.accepted, fb.outcome, code, {}))


def test_a_practice_comes_back_with_its_moves_mistakes_and_hints() -> None:
    _lesson, step, start, fresh = _practice()
    run = start.replay(())
    state = _tried(fresh.hint_used(), run, "play KD")  # refused: the left bower must follow hearts
    state = _tried(state, run, "play JD")
    assert state.actions == ("play JD",) and state.mistakes == 1
    saved = json.loads(json.dumps(saved_practice(state, step.deal)))
    back = restored_practice(saved, StepState.fresh(fresh.key, seed=9), step.deal, start)
    assert back is not None
    assert (back.actions, back.mistakes, back.hints, back.refusals) == (("play JD",), 1, 1, 1), (
        "the moves, and the mistakes and hints that cost stars, should all come back"
    )
    assert back.outcome is state.outcome is Outcome.SUCCEEDED
    assert back.feedback is not None and back.feedback.action == "play JD", "the last move's message shows again"


def test_a_fresh_practice_is_not_kept() -> None:
    _lesson, step, _start, fresh = _practice()
    assert saved_practice(fresh, step.deal) is None


@pytest.mark.parametrize(
    ("name", "change"),
    [
        ("another step", {"step": "bowers/another-step"}),
        ("another deal (the lesson changed)", {"deal": "dealer=N up=9H"}),
        ("a move the engine refuses", {"actions": ["play KD"]}),
        ("a move that is none", {"actions": ["shout"]}),
        ("moves that are no list", {"actions": "play JD"}),
        ("a negative mistake count", {"mistakes": -3}),
        ("a count that is text", {"hints": "0"}),
        ("too many moves", {"actions": ["play JD"] * 500}),
    ],
)
def test_a_tampered_practice_gives_none(name: str, change: dict[str, Any]) -> None:
    _lesson, step, start, fresh = _practice()
    state = _tried(fresh, start.replay(()), "play JD")
    saved = {**(saved_practice(state, step.deal) or {}), **change}
    assert restored_practice(saved, fresh, step.deal, start) is None, f"a stored practice with {name} is refused"
