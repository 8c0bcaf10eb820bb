"""The drill session: only the first answer counts; a second try or "Show me" after a miss is kept, never
counted, and forgotten with the next question."""

from __future__ import annotations

from tutorial.core.drills.session import DrillSession


def _missed() -> DrillSession:
    return DrillSession().ask("is_trump:7").answered(("no",), correct=False)


def test_a_second_try_is_kept_but_not_counted() -> None:
    session = _missed().tried_again(("yes",))
    assert session.retry == ("yes",) and session.answer == ("no",), "both answers should be kept"
    schedule = session.schedule
    assert (schedule.asked, schedule.correct, schedule.streak) == (1, 0, 0), "the second try must not count"


def test_the_next_question_forgets_the_second_try_and_show_me() -> None:
    session = _missed().tried_again(("yes",)).show_answer().ask("is_trump:8")
    assert (session.answer, session.retry, session.shown) == (None, None, False)


def test_a_second_try_and_show_me_survive_session_state() -> None:
    for session in (_missed().tried_again(("yes",)), _missed().show_answer()):
        assert DrillSession.from_dict(session.to_dict()) == session


def test_a_second_try_without_a_first_answer_reads_as_none() -> None:
    data = {**DrillSession().ask("is_trump:7").to_dict(), "retry": ["yes"], "shown": True}
    session = DrillSession.from_dict(data)
    assert (session.retry, session.shown) == (None, False), "there is no miss to try again after"
    assert DrillSession.from_dict({**_missed().to_dict(), "retry": "yes"}).retry is None, "a malformed retry"
