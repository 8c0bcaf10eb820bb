"""The checker: one broken file per kind of error, each giving exactly the message written in it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tutorial.core.course.loading import LESSONS_DIR, check_paths
from tutorial.core.course.validator import Problem, check_text

BAD = Path(__file__).resolve().parents[2] / "data" / "lessons"
EXPECT = "# expect: "


def _expected(path: Path) -> list[str]:
    return [line[len(EXPECT) :] for line in path.read_text(encoding="utf-8").splitlines() if line.startswith(EXPECT)]


def _short(problem: Problem) -> str:
    return f"{Path(problem.file).name}:{problem.line}:{problem.column}: {problem.message}"


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name.split(".")[1]) for p in sorted(BAD.glob("bad.*.yaml"))])
def test_each_broken_file_gives_its_message(path: Path) -> None:
    expected = _expected(path)
    assert expected, f"{path.name} should say which message it must produce in a '# expect:' comment"
    lessons, problems = check_paths([path])
    assert lessons == (), f"{path.name} is broken, so no lesson should load from it"
    assert [_short(p) for p in problems] == expected


# Every kind of error the checker knows has its broken file (a new kind needs a new file).
ERROR_KINDS = {
    "yaml_syntax",
    "not_a_mapping",
    "duplicate_key",
    "unknown_key",
    "missing_key",
    "unknown_step_kind",
    "missing_step_kind",
    "unknown_question",
    "bad_step_id",
    "wrong_type",
    "format_version",
    "no_steps",
    "duplicate_step_id",
    "unknown_rule_option",
    "invalid_rules",
    "unknown_placeholder",
    "unknown_when_option",
    "explain_bad_card",
    "quiz_missing_situation",
    "quiz_card_not_in_deck",
    "quiz_wrong_answer",
    "deal_duplicate_card",
    "deal_upcard_in_hand",
    "deal_wrong_count",
    "deal_not_in_deck",
    "setup_illegal",
    "script_illegal",
    "script_missing",
    "start_already_solved",
    "solution_fails",
    "solution_illegal",
    "unknown_predicate",
    "predicate_param",
    "predicate_param_value",
    "too_many_hints",
    "unknown_drill",
    "drill_params",
    "drill_kinds",
    "only_under_house_rules",
    "unknown_prerequisite",
    "prerequisite_cycle",
    "unknown_concept",
    "untaught_concept",
}


def test_the_bad_lesson_folder_covers_every_error_kind() -> None:
    present = {p.name.split(".")[1] for p in BAD.glob("bad.*.yaml")}
    assert present >= ERROR_KINDS, f"missing broken files for: {sorted(ERROR_KINDS - present)}"


def test_a_lesson_id_must_match_its_file_name(tmp_path: Path) -> None:
    shutil.copy(LESSONS_DIR / "01-the-table.yaml", tmp_path / "01-the-tables.yaml")
    lessons, problems = check_paths([tmp_path / "01-the-tables.yaml"])
    assert lessons == ()
    assert [p.message for p in problems] == ["the id 'the-table' must match the file name ('the-tables')"]
    assert problems[0].line == 3, "the problem should point at the id"


def test_lesson_ids_are_unique_across_files(tmp_path: Path) -> None:
    text = (BAD / "bad.unknown_prerequisite.yaml").read_text().replace("prerequisites: [the-tabel]\n", "")
    (tmp_path / "a.yaml").write_text(text)
    (tmp_path / "b.yaml").write_text(text)
    lessons, problems = check_paths([tmp_path / "a.yaml", tmp_path / "b.yaml"])
    assert len(lessons) == 1
    assert [p.message for p in problems] == [f"duplicate lesson id 'bad-prereq' (also in {tmp_path / 'a.yaml'})"]


def test_a_cycle_through_two_lessons_is_found(tmp_path: Path) -> None:
    base = (BAD / "bad.unknown_prerequisite.yaml").read_text()
    (tmp_path / "a.yaml").write_text(base.replace("bad-prereq", "lesson-a").replace("the-tabel", "lesson-b"))
    (tmp_path / "b.yaml").write_text(base.replace("bad-prereq", "lesson-b").replace("the-tabel", "lesson-a"))
    lessons, problems = check_paths([tmp_path / "a.yaml", tmp_path / "b.yaml"])
    assert lessons == ()
    assert sorted(p.message for p in problems) == [
        "prerequisites form a cycle: lesson-a -> lesson-b -> lesson-a",
        "prerequisites form a cycle: lesson-b -> lesson-a -> lesson-b",
    ]


def test_a_correct_stated_answer_passes_and_text_is_normalized() -> None:
    text = (BAD / "bad.quiz_wrong_answer.yaml").read_text().replace("answer: D", "answer: H")
    text = text.replace("title: A broken lesson", "title: |\n  A fixed lesson   \n")
    lesson, problems = check_text(text, "x.yaml")
    assert problems == [] and lesson is not None
    assert lesson.title == "A fixed lesson", "texts are stripped exactly as the extractor strips them"


def _course_copy(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """The whole course in ``tmp_path``, with ``old`` replaced by ``new`` in lesson file ``name``."""
    for path in LESSONS_DIR.glob("*.yaml"):
        shutil.copy(path, tmp_path / path.name)
    target = tmp_path / name
    text = target.read_text(encoding="utf-8")
    assert old in text, f"{name} should contain {old!r}"
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def _untaught(tmp_path: Path) -> list[str]:
    _lessons, problems = check_paths(sorted(tmp_path.glob("*.yaml")), all_profiles=False)
    return [f"{Path(p.file).name}:{p.line}: {p.message.split(',')[0]}" for p in problems]


def test_the_whole_course_teaches_before_it_tests(tmp_path: Path) -> None:
    for path in LESSONS_DIR.glob("*.yaml"):
        shutil.copy(path, tmp_path / path.name)
    assert _untaught(tmp_path) == []


def test_who_leads_is_asked_only_after_a_step_teaches_the_lead(tmp_path: Path) -> None:
    _course_copy(tmp_path, "01-the-table.yaml", "teaches: [seats, lead]", "teaches: [seats]")
    problems = _untaught(tmp_path)
    assert any("step 'who-speaks-first' needs 'lead'" in p for p in problems), problems


def test_which_card_wins_is_asked_only_after_a_step_teaches_the_trick(tmp_path: Path) -> None:
    _course_copy(tmp_path, "01-the-table.yaml", "teaches: [lead, follow suit, trick winner]", "teaches: [lead]")
    problems = _untaught(tmp_path)
    assert any("step 'who-takes-the-trick' needs 'trick winner'" in p for p in problems), problems
    assert any("step 'short-suit-trick' needs 'trick winner'" in p for p in problems), (
        "lesson 2 asks which card wins: without lesson 1's tricks it would test before teaching"
    )


def test_a_bid_alone_is_expected_only_after_going_alone_is_taught(tmp_path: Path) -> None:
    _course_copy(tmp_path, "04-bidding.yaml", "teaches: [order up, pick up, go alone]", "teaches: [order up, pick up]")
    problems = _untaught(tmp_path)
    assert any(
        p.startswith("04-bidding.yaml:") and "step 'first-round-options' needs 'go alone'" in p for p in problems
    ), problems


def test_a_prerequisite_lesson_teaches_the_lessons_after_it(tmp_path: Path) -> None:
    _course_copy(tmp_path, "06-scoring.yaml", "prerequisites: [going-alone]", "prerequisites: []")
    problems = _untaught(tmp_path)
    assert any("step 'score-four-tricks' needs 'go alone'" in p for p in problems), problems
