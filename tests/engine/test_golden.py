"""Golden hand histories: each file is replayed action by action through the engine and must come out
identical. Regenerate with ``python -m tools.regen_golden`` and review the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Rules, format_history, hand_from_notation, parse_seat

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("*.txt"))


def parse_options(line: str) -> dict[str, object]:
    assert line.startswith("rules: ")
    options: dict[str, object] = {}
    for item in line.removeprefix("rules: ").split():
        if item == "default":
            continue
        key, value = item.split("=")
        options[key] = {"True": True, "False": False}.get(value, int(value) if value.isdigit() else value)
    return options


def test_there_are_golden_files_for_the_main_variants() -> None:
    assert {"standard", "joker", "cutthroat", "throw-in", "defend-alone"} <= {f.stem for f in FILES}


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_replaying_a_golden_history_reproduces_it(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    rules = Rules(**parse_options(lines[0]))  # type: ignore[arg-type]
    state = hand_from_notation(rules, lines[1])
    for line in lines[2:]:
        if line.startswith(("--", "result:")):
            continue
        seat, _, action = line.partition(": ")
        state = state.apply(action, seat=parse_seat(seat))
    assert state.is_over, f"{path.name}: the history stops before the end of the hand"
    assert lines[0] + "\n" + format_history(state) == "\n".join(lines)
