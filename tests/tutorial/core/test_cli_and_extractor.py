"""The author's tools: ``euchre-tutor check``, the lesson schema, and the Babel extractor."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tutorial.cli import SCHEMA, main, schema_text
from tutorial.core.course.loading import LESSONS_DIR, load_course
from tutorial.core.lesson_format.fields import iter_text_sites
from tutorial.core.lesson_format.yaml_marks import locate, parse
from tutorial.core.lessons.extractor import extract_lessons

BAD = Path(__file__).resolve().parents[2] / "data" / "lessons"


def test_check_passes_on_the_course(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check"]) == 0
    assert capsys.readouterr().out == "", "a clean course prints no problem"


def test_check_prints_file_line_column_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    path = BAD / "bad.unknown_key.yaml"
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.strip()
    assert out.endswith("bad.unknown_key.yaml:9:5: unknown key 'txet' (did you mean 'text'?)"), out
    assert out.count("\n") == 0, "only the file asked about is reported"


def test_check_of_one_lesson_finds_its_prerequisites_among_its_neighbours() -> None:
    assert main(["check", str(LESSONS_DIR / "02-bowers.yaml")]) == 0


def test_a_missing_path_is_reported() -> None:
    assert main(["check", "no/such/lesson.yaml"]) == 2


def test_schema_json_is_up_to_date() -> None:
    assert SCHEMA.read_text(encoding="utf-8") == schema_text(), "run `euchre-tutor schema` after changing the models"
    schema = json.loads(schema_text())
    assert set(schema["required"]) >= {"format_version", "id", "title", "summary", "steps"}


def test_the_extractor_yields_every_text_the_app_will_look_up() -> None:
    course = load_course()
    for path in sorted(LESSONS_DIR.glob("*.yaml")):
        raw = path.read_bytes()
        found = list(extract_lessons(io.BytesIO(raw), [], [], {}))
        lines = raw.decode().splitlines()
        for lineno, func, msgid, comments in found:
            assert func is None and comments and comments[0].startswith("lesson ")
            first_words = msgid.split("\n")[0][:12]
            window = "\n".join(lines[lineno - 1 : lineno + 2])
            assert first_words in window, f"{path.name}:{lineno} should hold {first_words!r}"
        lesson = course.lesson(path.stem.split("-", 1)[1])
        assert lesson is not None
        loaded = {site.text for site in iter_text_sites(lesson.model_dump(exclude_none=True))}
        assert loaded <= {msgid for _, _, msgid, _ in found}, f"{path.name}: a loaded text is not extracted"


def test_the_translator_comment_names_lesson_step_and_field() -> None:
    raw = (LESSONS_DIR / "02-bowers.yaml").read_bytes()
    comments = {c[0] for _, _, _, c in extract_lessons(io.BytesIO(raw), [], [], {})}
    assert "lesson bowers, step left-bower-intro, field text" in comments
    assert "lesson bowers, step follow-with-the-left, field hints[3]" in comments
    assert "lesson bowers, field summary" in comments


def test_the_extractor_skips_a_broken_file() -> None:
    assert list(extract_lessons(io.BytesIO(b"steps: [\n"), [], [], {})) == []


def test_positions_come_from_the_yaml_nodes() -> None:
    parsed = parse("a:\n  - x\n  - {b: 1}\n")
    assert locate(parsed.node, ("a", 1, "b")) == (3, 9)
    assert locate(parsed.node, ("a", 1, "b"), key=True) == (3, 6)
    assert locate(parsed.node, ("a", 7)) == (2, 3), "a missing index points at its parent"
