"""``python -m bench.profiled_app PROFILE_OUT streamlit-args...``: the app under pyinstrument, on the real
websocket path. Each script run (full or fragment) is profiled in its own thread, the sessions are combined
as they come, and the combined call tree is written to PROFILE_OUT (text) every few seconds."""

from __future__ import annotations

import sys
import threading
import time
from typing import Any

from pyinstrument import Profiler
from pyinstrument.session import Session
from streamlit.runtime.scriptrunner import script_runner

_lock = threading.Lock()
_state: dict[str, Any] = {"combined": None, "runs": 0, "written": 0}
_original = script_runner.ScriptRunner._run_script


def _profiled(self: Any, rerun_data: Any) -> None:
    profiler = Profiler(interval=0.001, async_mode="disabled")
    profiler.start()
    try:
        _original(self, rerun_data)
    finally:
        session = profiler.stop()
        with _lock:
            combined = _state["combined"]
            _state["combined"] = session if combined is None else Session.combine(combined, session)
            _state["runs"] += 1


def _writer(out: str) -> None:
    while True:
        time.sleep(3)
        with _lock:
            combined, runs = _state["combined"], _state["runs"]
        if combined is None or runs == _state["written"]:
            continue
        with open(out, "w") as f:
            f.write(f"{runs} script runs, {combined.duration:.1f} s profiled\n{_by_function(combined)}")
        _state["written"] = runs


def _by_function(session: Session, top: int = 40) -> str:
    """Inclusive time per function over every run (each run is a thread of its own, so the call tree is
    one branch per run: summing by function is what shows where a rerun's time goes)."""
    inclusive: dict[str, float] = {}
    root = session.root_frame()
    if root is None:
        return ""
    stack: list[tuple[Any, frozenset[str]]] = [(root, frozenset())]
    while stack:
        frame, above = stack.pop()
        name = f"{frame.function}  {frame.file_path_short}:{frame.line_no}"
        if name not in above:
            inclusive[name] = inclusive.get(name, 0.0) + frame.time
        for child in frame.children:
            stack.append((child, above | {name}))
    ranked = sorted(inclusive.items(), key=lambda kv: -kv[1])[:top]
    return "\n".join(f"{seconds:8.3f} s  {name}" for name, seconds in ranked)


def main() -> None:
    out = sys.argv[1]
    script_runner.ScriptRunner._run_script = _profiled  # type: ignore[method-assign]
    threading.Thread(target=_writer, args=(out,), daemon=True).start()
    from streamlit.web import cli

    sys.argv = ["streamlit", *sys.argv[2:]]
    cli.main()


if __name__ == "__main__":
    main()
