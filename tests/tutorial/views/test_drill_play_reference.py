"""The drill, play, reference and glossary pages driven in AppTest: answers and refusals come from the
engine, missed drill questions come back, and the reference follows the house rules."""

from __future__ import annotations

import random

from streamlit.testing.v1 import AppTest

from engine import Phase, Rules
from tests.tutorial.views.conftest import TABLE, assert_clean, new_app, open_page, texts, touch
from tutorial.core.drills.generators import make_question, parse_question_key
from tutorial.core.games.play_session import LEARNER, PlaySession
from tutorial.core.steps.miss_text import why_wrong
from tutorial.core.steps.quizzes import Quiz
from tutorial.core.text.card_text import card_name, seat_name, suit_name
from tutorial.core.text.i18n import get_translator
from tutorial.core.text.reasons import reason_text
from tutorial.widgets.quiz_table import on_table
from tutorial.widgets.suit_colour import red_suits

EN = get_translator("en")


# --- drill ------------------------------------------------------------------------------------------------


def _current_quiz(at: AppTest) -> tuple[str, Quiz]:
    item = at.session_state["drill_state"]["current"]
    parsed = parse_question_key(item)
    assert parsed is not None, f"the drill should keep its question as name:seed, not {item!r}"
    return item, make_question(parsed[0], {}, random.Random(parsed[1]), Rules())


DRILL_TABLE = "drill-table"


def _touch(quiz: Quiz, *, right: bool) -> object:
    """What the learner touches on the drill's table to answer ``quiz`` rightly or wrongly."""
    if quiz.kind == "is_trump":
        yes = quiz.expected == ("yes",)
        return "answer:yes" if yes == right else "answer:no"
    if quiz.kind == "which_card_wins":
        return "trick:" + (quiz.expected[0] if right else next(c for c in quiz.trick if c != quiz.expected[0]))
    if quiz.kind == "rank_trumps":
        order = list(quiz.expected) if right else list(reversed(quiz.expected))
        return [f"card:{c}" for c in order]
    # A suit or a role: one tap on its answer button beside the card.
    values = [c.value for c in quiz.choices]
    return "answer:" + (quiz.expected[0] if right else next(v for v in values if v != quiz.expected[0]))


def _answer(at: AppTest, quiz: Quiz, *, right: bool) -> None:
    assert on_table(quiz, Rules()), f"a {quiz.kind} question should be answered on the drill's table"
    touch(at, DRILL_TABLE, _touch(quiz, right=right))


def test_a_right_answer_builds_the_streak_and_a_miss_comes_back() -> None:
    at = open_page(new_app(lang="en"), "drill")
    assert_clean(at, "drill page")
    _, quiz = _current_quiz(at)
    _answer(at, quiz, right=True)
    assert at.success, "a right answer should be confirmed"
    assert any("Streak: 1" in t for t in texts(at)), "one right answer should make a streak of 1"

    at.button(key="drill-next").click().run()
    missed, quiz = _current_quiz(at)
    _answer(at, quiz, right=False)
    assert at.error, "a wrong answer should be explained"
    assert any("Streak: 0" in t for t in texts(at)), "a miss should end the streak"
    seen = []
    for _ in range(3):
        at.button(key="drill-next").click().run()
        item, quiz = _current_quiz(at)
        seen.append(item)
        _answer(at, quiz, right=True)
    assert_clean(at, "drill after five answers")
    assert missed in seen, f"the missed question {missed} should come back within three questions, saw {seen}"


def test_each_drill_kind_can_be_chosen() -> None:
    at = open_page(new_app(lang="en"), "drill")
    for kind in ("effective_suit", "is_trump", "card_role", "which_card_wins", "rank_trumps"):
        at.segmented_control(key="drill_kind").set_value(kind).run()
        assert_clean(at, f"drill kind {kind}")
        _, quiz = _current_quiz(at)
        assert quiz.kind == kind, f"choosing {kind} should ask a {kind} question, not {quiz.kind}"


def _ask(at: AppTest, kind: str, *, miss_has_a_reason: bool = False) -> Quiz:
    """Put a question of ``kind`` on screen (the first seed whose wrong answer the engine explains, if asked)."""
    seed = 0
    while True:
        quiz = make_question(kind, {}, random.Random(seed), Rules())
        wrong = _touch(quiz, right=False) if on_table(quiz, Rules()) else None
        codes = [str(wrong).partition(":")[2]] if isinstance(wrong, str) else []
        if not miss_has_a_reason or why_wrong(quiz, codes, Rules(), EN):
            break
        seed += 1
    at.session_state["drill_state"] = {
        **dict(at.session_state["drill_state"]),
        "current": f"{kind}:{seed}",
        "answer": None,
        "retry": None,
        "shown": False,
    }
    TABLE.shown.clear()  # the tables of the question before
    at.run()
    return quiz


def test_is_it_a_trump_is_answered_by_touching_the_card_or_not_a_trump() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.segmented_control(key="drill_kind").set_value("is_trump").run()
    _, quiz = _current_quiz(at)
    table = TABLE.shown[DRILL_TABLE]
    assert 'data-pick="answer:yes"' in table and 'data-pick="answer:no"' in table, (
        "the card itself and a 'Not a trump' button should be the answers"
    )
    assert not [b for b in at.button if b.key and b.key.startswith("drill-choice")], "no answer buttons besides"
    touch(at, DRILL_TABLE, _touch(quiz, right=True))
    assert_clean(at, "drill trump question answered on the table")
    assert at.success, "touching the right answer should be confirmed"
    assert at.session_state["drill_state"]["schedule"]["correct"] == 1, "the touch should be counted"
    assert 'aria-disabled="true"' in TABLE.shown[DRILL_TABLE], "an answered question's card should be inert"


def test_which_card_wins_is_answered_by_touching_the_card_in_the_trick() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.segmented_control(key="drill_kind").set_value("which_card_wins").run()
    _, quiz = _current_quiz(at)
    for code in quiz.trick:
        assert f'data-pick="trick:{code}"' in TABLE.shown[DRILL_TABLE], f"{code} in the trick should be a button"
    touch(at, DRILL_TABLE, _touch(quiz, right=True))
    assert at.success, "touching the winning card should be confirmed"
    assert any("Streak: 1" in t for t in texts(at)), "the right touch should start the streak"


def test_trumps_are_put_in_order_by_touching_them_in_turn() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.segmented_control(key="drill_kind").set_value("rank_trumps").run()
    _, quiz = _current_quiz(at)
    assert TABLE.orders[DRILL_TABLE] == len(quiz.cards), "the table should collect one touch per trump"
    assert not at.multiselect, "the order is touched on the table, not chosen in a list"
    touch(at, DRILL_TABLE, _touch(quiz, right=True))
    assert at.success, "the right order should be confirmed"
    assert at.session_state["drill_state"]["schedule"]["correct"] == 1


def test_a_first_miss_says_why_without_the_answer_and_a_second_miss_reveals_it() -> None:
    at = open_page(new_app(lang="en"), "drill")
    quiz = _ask(at, "which_card_wins", miss_has_a_reason=True)
    wrong = str(_touch(quiz, right=False))
    touch(at, DRILL_TABLE, wrong)
    assert_clean(at, "drill after a first miss")
    reason = why_wrong(quiz, [wrong.partition(":")[2]], Rules(), EN)
    shown = " ".join(str(e.value) for e in at.error)
    assert reason is not None and red_suits(reason) in shown, f"the miss should say why ({reason!r}): {shown!r}"
    assert "The answer" not in shown, f"a first miss must not give the answer away: {shown!r}"
    assert "drill-show" in [b.key for b in at.button], "after a miss the learner may ask to be shown"
    assert 'aria-disabled="true"' not in TABLE.shown[DRILL_TABLE], "the table should stay open for a second try"
    touch(at, DRILL_TABLE, wrong)
    shown = " ".join(str(e.value) for e in at.error)
    assert "The answer: " in shown, f"a second miss should reveal the answer: {shown!r}"
    schedule = at.session_state["drill_state"]["schedule"]
    assert (schedule["asked"], schedule["correct"]) == (1, 0), "only the first answer should count"


def test_a_right_second_try_is_praised_but_not_counted_and_show_me_reveals() -> None:
    at = open_page(new_app(lang="en"), "drill")
    quiz = _ask(at, "is_trump")
    touch(at, DRILL_TABLE, _touch(quiz, right=False))
    touch(at, DRILL_TABLE, _touch(quiz, right=True))
    assert at.success, "a right second try should be confirmed"
    state = at.session_state["drill_state"]
    assert (state["schedule"]["correct"], state["schedule"]["streak"]) == (0, 0), "the first miss still counts"
    assert "drill-show" not in [b.key for b in at.button], "nothing left to show"

    at.button(key="drill-next").click().run()
    quiz = _ask(at, "rank_trumps")
    touch(at, DRILL_TABLE, _touch(quiz, right=False))
    at.button(key="drill-show").click().run()
    shown = " ".join(str(e.value) for e in at.error)
    assert "The answer: " in shown, f"Show me should reveal the order: {shown!r}"
    assert 'aria-disabled="true"' in TABLE.shown[DRILL_TABLE], "a shown answer closes the table"


def test_which_suit_is_answered_with_one_tap_on_a_suit_beside_the_card() -> None:
    at = open_page(new_app(lang="en"), "drill")
    quiz = _ask(at, "effective_suit")
    table = TABLE.shown[DRILL_TABLE]
    assert "<svg" in table, "the card should be drawn in the table component"
    for choice in quiz.choices:
        assert f'data-pick="answer:{choice.value}"' in table, f"{choice.value} should be an answer button"
    assert not at.radio and not [b for b in at.button if b.key and b.key.startswith("drill-choice")], (
        "no form and no answer button outside the table"
    )
    hearts = table.split('data-pick="answer:H"')[1].split("</button>")[0]
    assert '<span class="et-red" style="color:#c62828">♥</span>' in hearts, "hearts should be named with a red symbol"
    wrong = next(c.value for c in quiz.choices if c.value != quiz.expected[0])
    touch(at, DRILL_TABLE, f"answer:{wrong}")
    assert "The answer" not in " ".join(str(e.value) for e in at.error), "a first miss keeps the answer back"
    missed = TABLE.shown[DRILL_TABLE].split(f'data-pick="answer:{wrong}"')[1].split(">")[0]
    assert 'aria-disabled="true"' in missed, "the answer already missed is off for the second try"
    touch(at, DRILL_TABLE, f"answer:{quiz.expected[0]}")
    assert at.success, "the second try should be confirmed"


def test_a_timed_miss_costs_a_point_without_giving_the_answer_away() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.button(key="drill-start-round").click().run()
    quiz = _ask(at, "which_card_wins", miss_has_a_reason=True)
    touch(at, DRILL_TABLE, _touch(quiz, right=False))
    toast = " ".join(str(t.value) for t in at.toast)
    assert "one point off" in toast, f"the toast should say the miss costs a point: {toast!r}"
    assert "answer" not in toast.lower(), f"the toast should not give the answer away: {toast!r}"


def test_the_timed_round_starts_with_a_countdown() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.button(key="drill-start-round").click().run()
    assert_clean(at, "drill timed round")
    assert at.session_state["drill_state"]["round"] is not None, "the round should be running"
    assert "drill-start-round" not in [b.key for b in at.button], "a running round hides its start button"


# --- play -------------------------------------------------------------------------------------------------


def _session(at: AppTest) -> PlaySession:
    session = PlaySession.from_dict(at.session_state["play_state"])
    assert session is not None, "the play page should keep a replayable game in session state"
    return session


def _until_learner_plays_to_a_trick(at: AppTest) -> PlaySession:
    """Bid with the first button each time, discard the first card, until South must follow a lead."""
    for _ in range(60):
        session = _session(at)
        hand = session.game().hand
        if hand.is_over:
            at.button(key="play-next-hand").click().run()
            continue
        if hand.phase is Phase.PLAY and hand.to_move == LEARNER and hand.current_trick:
            legal = {str(a) for a in hand.legal_actions()}
            if any(f"play {c}" not in legal for c in hand.hands[LEARNER]):
                return session
        legal_text = str(hand.legal_actions()[0])
        if hand.phase in (Phase.PLAY, Phase.DISCARD):
            at = touch(at, "play-table", f"card:{legal_text.split()[1]}")
        else:
            touch(at, "play-table", f"bid:{legal_text}")
        assert_clean(at, "play page")
    raise AssertionError("no position where South could not follow suit came up in 60 moves")


def test_an_illegal_card_is_refused_with_the_engines_reason() -> None:
    at = open_page(new_app(lang="en"), "play")
    assert_clean(at, "play page")
    session = _until_learner_plays_to_a_trick(at)
    hand = session.game().hand
    legal = {str(a) for a in hand.legal_actions()}
    illegal = next(c for c in hand.hands[LEARNER] if f"play {c}" not in legal)
    _, reason = session.try_action(f"play {illegal}")
    assert reason is not None
    at = touch(at, "play-table", f"card:{illegal}")
    errors = [e.value for e in at.error]
    wanted = red_suits(reason_text(reason, EN, hand=hand.hands[LEARNER]))  # red cards are printed red
    assert wanted in errors, f"the refusal should say {wanted!r}, not {errors}"
    assert _session(at) == session, "a refused card should leave the game as it was"


def test_calling_the_turned_down_suit_is_refused_in_round_two() -> None:
    for seed in range(40):
        session = PlaySession.start(Rules(), seed)
        if session.game().hand.phase is Phase.BID_UPCARD:
            session, _ = session.try_action("pass")  # South passes the upcard; perhaps everyone does
        hand = session.game().hand
        if hand.phase is Phase.CALL_TRUMP and hand.to_move == LEARNER and hand.turned_down:
            break
    else:
        raise AssertionError("no seed reached round two with South to bid")
    at = new_app(lang="en")
    at.session_state["play_state"] = session.to_dict()
    at = open_page(at, "play")
    touch(at, "play-table", f"bid:call {hand.turned_down}")
    errors = " ".join(str(e.value) for e in at.error)
    assert suit_name(hand.turned_down, EN) in errors, (
        f"calling the turned-down suit should be refused naming it, got {errors!r}"
    )


def test_a_finished_hand_shows_the_result_and_the_next_hand_button() -> None:
    at = open_page(new_app(lang="en"), "play")
    for _ in range(80):
        session = _session(at)
        hand = session.game().hand
        if hand.is_over:
            break
        first = str(hand.legal_actions()[0])
        if hand.phase in (Phase.PLAY, Phase.DISCARD):
            at = touch(at, "play-table", f"card:{first.split()[1]}")
        else:
            touch(at, "play-table", f"bid:{first}")
    assert_clean(at, "play page after a hand")
    assert at.success or at.warning or at.info, "the hand's result should be announced"
    assert "play-next-hand" in [b.key for b in at.button], "a finished hand should offer the next hand"


# --- reference and glossary -------------------------------------------------------------------------------


def test_the_reference_follows_the_house_rules() -> None:
    at = open_page(new_app(lang="en", rules="joker"), "reference")
    assert_clean(at, "reference with the joker")
    shown = "\n".join(texts(at))
    assert "1. Joker — best bower" in shown, "with the joker in play, the trump order should start with it"
    assert "A deck of 25 cards." in shown, "the joker deck has 25 cards"
    plain = open_page(new_app(lang="en", rules="standard"), "reference")
    assert "1. Joker" not in "\n".join(texts(plain)), "without the joker it should not be in the order"


def test_the_reference_scoring_table_has_the_lone_defender_row_only_when_allowed() -> None:
    at = new_app(lang="en")
    at.session_state["rules_overrides"] = {"defend_alone": "always"}
    at = open_page(at, "reference")
    assert any("A lone defender euchres the makers" in t for t in texts(at))
    plain = open_page(new_app(lang="en"), "reference")
    assert not any("A lone defender euchres the makers" in t for t in texts(plain))


def _glossary_table(at: AppTest) -> list[str]:
    tables = [str(m.value) for m in at.markdown if str(m.value).startswith("| ")]
    assert tables, "the glossary should be drawn as a table"
    return tables[0].splitlines()


def test_the_glossary_shows_the_learners_language_first_and_filters() -> None:
    at = open_page(new_app(lang="hu"), "glossary")
    assert_clean(at, "glossary in Hungarian")
    lines = _glossary_table(at)
    assert lines[0].startswith("| Magyar |"), "the learner's own language should be the first column"
    everything = len(lines)
    at.text_input(key="glossary_query").input("bubi").run()
    lines = _glossary_table(at)
    assert any("bal bubi" in line for line in lines), "a search should keep the matching terms"
    assert len(lines) < everything, "a search should drop the terms that do not match"


def test_seat_and_card_names_on_the_table_are_translated() -> None:
    at = open_page(new_app(lang="fr"), "play")
    fr = get_translator("fr")
    html = " ".join(texts(at))
    assert seat_name(1, fr) in html, "the table should name West in French"
    hand = _session(at).game().hand
    assert card_name(hand.upcard, fr) in html or hand.phase is not Phase.BID_UPCARD


def test_the_reference_shows_the_chosen_trump_suit() -> None:
    at = open_page(new_app(lang="en"), "reference")
    at.segmented_control(key="reference_trump").set_value("C").run()
    shown = "\n".join(texts(at))
    assert "1. Jack of clubs — right bower\n2. Jack of spades — left bower" in shown, (
        "with clubs chosen, the order should start with the two black jacks"
    )


def test_the_projector_drill_reveals_the_answer_without_scoring() -> None:
    at = open_page(new_app(lang="en", present="1"), "drill")
    revealed, _quiz = _current_quiz(at)
    at.button(key="drill-reveal").click().run()
    assert_clean(at, "drill in projector mode after revealing")
    assert at.success, "revealing should show the engine's answer"
    assert at.session_state["drill_state"]["schedule"].get("asked", 0) == 0, "a reveal should not be scored"
    at.button(key="drill-next").click().run()
    assert "drill-reveal" in [b.key for b in at.button], "the next question should be asked afresh"
    assert _current_quiz(at)[0] != revealed, "Next should move on to another question"


def test_a_timed_round_moves_straight_on_after_each_answer() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.button(key="drill-start-round").click().run()
    first, quiz = _current_quiz(at)
    _answer(at, quiz, right=True)
    assert_clean(at, "drill timed round after an answer")
    second, _quiz = _current_quiz(at)
    assert second != first, "in a timed round an answer should lead straight to the next question"
    assert at.session_state["drill_state"]["schedule"]["correct"] == 1, "the answer should still be counted"


def _pause_over(at: AppTest) -> AppTest:
    """The short pause after a right answer has passed (the page's timer would rerun it)."""
    state = dict(at.session_state["drill_state"])
    state["auto_next"] = {**state["auto_next"], "at": 0.0}
    at.session_state["drill_state"] = state
    return at.run()


def test_a_right_answer_is_followed_by_the_next_question_by_itself() -> None:
    at = open_page(new_app(lang="en"), "drill")
    first, quiz = _current_quiz(at)
    _answer(at, quiz, right=True)
    assert at.success, "the right answer is confirmed, with its explanation, before anything moves"
    assert _current_quiz(at)[0] == first, "the question stays for a moment"
    at.run()  # a rerun within the pause changes nothing
    assert _current_quiz(at)[0] == first
    _pause_over(at)
    assert_clean(at, "drill after the pause")
    assert _current_quiz(at)[0] != first, "after the pause the next question comes by itself"
    assert not at.success and not at.error, "the next question is open"
    assert at.session_state["drill_state"]["schedule"]["correct"] == 1, "the answer was counted once"


def test_a_miss_waits_for_the_learner() -> None:
    at = open_page(new_app(lang="en"), "drill")
    first, quiz = _current_quiz(at)
    _answer(at, quiz, right=False)
    assert "auto_next" not in at.session_state["drill_state"], "after a miss the learner reads and tries again"
    at.run()
    assert _current_quiz(at)[0] == first


def test_the_best_timed_round_is_kept_in_the_progress_and_shown() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.segmented_control(key="drill_kind").set_value("is_trump").run()
    for best in (2, 1):  # a good round, then a worse one
        at.button(key="drill-start-round").click().run()
        for _n in range(best):
            _answer(at, _current_quiz(at)[1], right=True)
        state = dict(at.session_state["drill_state"])
        state["round"] = {**state["round"], "start": 0.0}  # the minute is over
        at.session_state["drill_state"] = state
        at.run()
        assert_clean(at, "drill timed round result")
        result = " ".join(s.value for s in at.success)
        new_best = "A new best round!" in result
        assert new_best == (best == 2), f"only a better round is a new best: {result!r}"
    assert at.session_state["progress"]["rounds"] == {"is_trump": 2}, "the best round is kept, per drill"
    assert "Your best round: 2 points" in [c.value for c in at.caption], "the best round is shown by the start"


def test_drill_cards_do_not_give_the_answer_away() -> None:
    at = open_page(new_app(lang="en"), "drill")
    for _ in range(12):
        _, quiz = _current_quiz(at)
        html = " ".join(str(m.value) for m in at.markdown)
        # (the answer buttons of a card-role question name the roles: that is the question)
        table = TABLE.shown.get(DRILL_TABLE, "").split('class="et-answers"')[0]
        assert "et-card et-trump" not in html + table, f"a {quiz.kind} question should not mark its trumps"
        assert "bower" not in html.split("**")[-1] + table, "the cards' text alternatives should not name roles"
        _answer(at, quiz, right=True)
        at.button(key="drill-next").click().run()


def test_a_wrong_answer_in_the_timed_round_costs_a_point() -> None:
    at = open_page(new_app(lang="en"), "drill")
    at.button(key="drill-start-round").click().run()
    for right in (True, True, False):
        _answer(at, _current_quiz(at)[1], right=right)
    state = dict(at.session_state["drill_state"])
    state["round"] = {**state["round"], "start": 0.0}  # the minute is over
    at.session_state["drill_state"] = state
    at.run()
    assert_clean(at, "drill timed round result")
    result = " ".join(s.value for s in at.success)
    assert "2 right out of 3 questions" in result, f"the round should count its answers: {result!r}"
    assert "Score: 1 point " in result, f"two right and one wrong should score 2 - 1 = 1: {result!r}"


def test_the_reference_explains_dealing_bidding_following_leading_and_going_alone_by_the_rules_in_force() -> None:
    at = open_page(new_app(lang="en", rules="standard"), "reference")
    assert_clean(at, "reference")
    headers = {str(h.value) for h in at.subheader}
    assert {"Dealing", "Bidding", "Following suit", "Leading", "Going alone"} <= headers
    shown = "\n".join(texts(at))
    assert "Stick the dealer: when all the others passed twice, the dealer must name a suit." in shown
    assert "Against a player alone, the player on the dealer's left leads" in shown
    assert "Nobody defends alone." in shown
    assert "A march alone scores 4 points" in shown

    changed = new_app(lang="en")
    changed.session_state["rules_overrides"] = {
        "stick_the_dealer": False,
        "loner_lead": "left_of_loner",
        "defend_alone": "vs_loner",
        "loner_march_score": 5,
    }
    shown = "\n".join(texts(open_page(changed, "reference")))
    assert "the cards are thrown in and the deal passes to the left" in shown
    assert "Against a player alone, the player on the loner's left leads." in shown
    assert "A defender may defend alone only against a maker who went alone" in shown
    assert "A march alone scores 5 points" in shown


def test_the_reference_at_a_table_of_three_lets_nobody_go_alone() -> None:
    at = new_app(lang="en")
    at.session_state["rules_overrides"] = {"num_players": 3}
    shown = "\n".join(texts(open_page(at, "reference")))
    assert "With three players nobody has a partner, so nobody goes alone." in shown
    assert "The player who names trump is the maker" in shown


def test_every_glossary_term_has_a_definition_in_the_learners_language() -> None:
    at = open_page(new_app(lang="fr"), "glossary")
    assert_clean(at, "glossary in French")
    lines = _glossary_table(at)
    fr = get_translator("fr")
    assert lines[0].startswith("| Français | " + fr.gettext("What it means") + " |")
    renonce = next(line for line in lines if line.startswith("| **renonce** |"))
    assert "fournir" in renonce, "the renege should be defined in French, with the French term for following suit"
