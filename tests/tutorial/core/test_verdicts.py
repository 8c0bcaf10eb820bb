"""A verdict sent in advance is the server's verdict: for every move the learner may try in a practice hand
(every card in the hand, every bid), at every position of many random walks through every practice step of
the course, the table's verdict equals what the server answers when the touch arrives, word for word."""

from __future__ import annotations

import random

import pytest

from engine import HandState, Reason, Rules, players_for, table_rules
from tutorial.core.course.loading import load_course
from tutorial.core.course.validator import PROFILES
from tutorial.core.games.play_session import PlaySession
from tutorial.core.lessons.model import Lesson, PracticeStep
from tutorial.core.steps.practice import PracticeRun
from tutorial.core.steps.state import PracticeFeedback, StepState
from tutorial.core.steps.verdicts import (
    Verdict,
    game_refusal,
    game_verdicts,
    practice_refusal,
    practice_verdicts,
    solo_practice_refusal,
)
from tutorial.core.text.i18n import get_translator

WALKS = 4


def _practices() -> list[object]:
    return [
        pytest.param(lesson, step, id=f"{lesson.id}/{step.id}")
        for lesson in load_course().lessons
        for step in lesson.steps
        if isinstance(step, PracticeStep)
    ]


def _touches(run: PracticeRun) -> list[str]:
    """What the table lets the learner try: every card of the hand (as play and as discard) and every bid."""
    state = run.state
    bids = [str(a) for a in run.learner_actions() if a.kind not in ("play", "discard")]
    cards = [f"{verb} {card.code}" for card in state.hands[0] for verb in ("play", "discard")]
    return cards + bids + [f"call {suit}" for suit in "CDHS"] + ["pass"]


def _server(start: PracticeRun, state: StepState, action: str, tr_locale: str) -> tuple[Verdict, StepState]:
    """What the page does when the touch arrives: rebuild the run from the accepted actions, try the move,
    record it in the step's state, and say the refusal with the state after it."""
    run = start.replay(state.actions)
    before = run.state
    feedback = run.try_action(action)
    reason = feedback.reason
    after = state.practice_tried(
        PracticeFeedback(
            action,
            feedback.accepted,
            feedback.outcome,
            str(reason.code) if reason else "",
            dict(reason.params) if reason else {},
        )
    )
    if feedback.accepted:
        return Verdict(True), after
    said = after.feedback
    reason = Reason(said.code if said else "", dict(said.params) if said else {})
    tr = get_translator(tr_locale)
    if isinstance(before, HandState):
        text = practice_refusal(action, reason, tr, before, refusals=after.refusals, hints=after.hints)
    else:  # a call-ace or auction table
        text = solo_practice_refusal(action, reason, tr, before.hands[0], refusals=after.refusals, hints=after.hints)
    return Verdict(False, text), after


@pytest.mark.parametrize(("lesson", "step"), _practices())
def test_every_verdict_in_advance_is_the_servers_over_random_walks(lesson: Lesson, step: PracticeStep) -> None:
    rng = random.Random(f"{lesson.id}/{step.id}")
    for walk in range(WALKS):
        rules = PROFILES[sorted(PROFILES)[walk % len(PROFILES)]] if walk else Rules()
        start = PracticeRun.start(lesson, step, rules)
        locale = ("en", "fr", "hu", "pt")[walk % 4]
        state = StepState.fresh("k", seed=0)
        if rng.random() < 0.3:
            state = state.hint_used()
        run = start.replay(state.actions)
        while not run.done:
            touches = _touches(run)
            verdicts = practice_verdicts(
                run, touches, get_translator(locale), refusals=state.refusals, hints=state.hints
            )
            assert set(verdicts) == set(touches)
            for action in touches:
                server, _after = _server(start, state, action, locale)
                assert verdicts[action].accepted == server.accepted, f"{action} at {state.actions}"
                if not server.accepted:
                    assert verdicts[action].text == server.text and server.text
            # Go on as a learner would: mostly a legal move, now and then a refused one (the refusals count).
            refused = [a for a in touches if not verdicts[a].accepted]
            accepted = [a for a in touches if verdicts[a].accepted]
            choice = rng.choice(refused if refused and rng.random() < 0.3 else accepted)
            _server_verdict, state = _server(start, state, choice, locale)
            run = start.replay(state.actions)


def test_a_played_card_goes_to_the_trick_and_a_refused_one_says_why() -> None:
    lesson = load_course().lesson("bowers")
    assert lesson is not None
    step = lesson.step("follow-with-the-left")
    assert isinstance(step, PracticeStep)
    run = PracticeRun.start(lesson, step, Rules())
    verdicts = practice_verdicts(run, ["play JD", "play AD"], get_translator("en"), refusals=0, hints=0)
    assert verdicts["play JD"] == Verdict(True, card="JD", leaves=True, clears_trick=False)
    assert verdicts["play AD"] == Verdict(False, "You may not play A♦ now. You must follow hearts.")
    assert not run.done and not run.actions, "judging in advance leaves the run as it was"
    second = practice_verdicts(run, ["play AD"], get_translator("en"), refusals=1, hints=0)["play AD"]
    assert "left bower" in second.text, "the second refusal points at the card that obliges"


@pytest.mark.parametrize("seed", range(6))
def test_every_verdict_in_a_game_against_the_bots_is_the_servers(seed: int) -> None:
    """Play a hand: each card and bid the table offers, judged in advance, is judged so by ``try_action``
    (refused with the same sentence, or accepted); a played card goes to the trick, the bots' answer waits."""
    tr = get_translator(("en", "fr", "hu", "pt")[seed % 4])
    rules = Rules() if seed % 2 else PROFILES[sorted(PROFILES)[seed % len(PROFILES)]]
    if not rules.is_partnership_game:
        rules = Rules()
    session = PlaySession.start(rules, seed=seed)
    rng = random.Random(seed)
    for _move in range(40):
        hand = session.game().hand
        if hand.is_over:
            session = session.next_hand()
            continue
        touches = [f"{verb} {card.code}" for card in hand.hands[0] for verb in ("play", "discard")]
        touches += ["pass", "order up", "order up alone", *(f"call {s}" for s in "CDHS")]
        verdicts = game_verdicts(session, touches, tr)
        for action in touches:
            after, reason = session.try_action(action)
            assert verdicts[action].accepted == (reason is None), action
            if reason is not None:
                assert after is session and verdicts[action].text == game_refusal(reason, tr, hand)
        accepted = [a for a in touches if verdicts[a].accepted]
        session, reason = session.try_action(rng.choice(accepted))
        assert reason is None


@pytest.mark.parametrize(("game", "seed"), [("call_ace", 1), ("call_ace", 2), ("auction", 3), ("auction", 4)])
def test_every_verdict_at_a_call_ace_or_auction_table_is_the_servers(game: str, seed: int) -> None:
    """Play a hand of call-ace or auction euchre: each card of the hand and each bid or call on offer,
    judged in advance, is judged so by ``try_action`` (refused with the same sentence, or accepted); a card
    played goes to the trick, which first clears when it is a new one."""
    tr = get_translator(("en", "fr", "hu", "pt")[seed % 4])
    rules = table_rules(game, players_for(game)[seed % len(players_for(game))])
    session = PlaySession.start(rules, seed=seed)
    rng = random.Random(seed)
    for _move in range(60):
        hand = session.game().hand
        if hand.is_over:
            session = session.next_hand()
            continue
        touches = [f"{verb} {card.code}" for card in hand.hands[0] for verb in ("play", "discard")]
        touches += [str(a) for a in hand.legal_actions() if a.kind not in ("play", "discard")]
        verdicts = game_verdicts(session, touches, tr)
        for action in touches:
            after, reason = session.try_action(action)
            assert verdicts[action].accepted == (reason is None), action
            if reason is not None:
                assert after is session and verdicts[action].text == game_refusal(reason, tr, hand)
            elif action.startswith("play "):
                assert verdicts[action].card == action.split()[1]
                assert verdicts[action].clears_trick == (not hand.current_trick)
        accepted = [a for a in touches if verdicts[a].accepted]
        session, reason = session.try_action(rng.choice(accepted))
        assert reason is None
