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
        text = Profiler._output_text_from_session(combined) if hasattr(Profiler, "_output_text_from_session") \
            else _render(combined)
        with open(out, "w") as f:
            f.write(f"{runs} script runs, {combined.duration:.1f} s profiled\n{text}")
        _state["written"] = runs


def _render(session: Session) -> str:
    from pyinstrument.renderers import ConsoleRenderer

    return ConsoleRenderer(unicode=True, color=False, show_all=False, short_mode=False).render(session)


def main() -> None:
    out = sys.argv[1]
    script_runner.ScriptRunner._run_script = _profiled  # type: ignore[method-assign]
    threading.Thread(target=_writer, args=(out,), daemon=True).start()
    from streamlit.web import cli

    sys.argv = ["streamlit", *sys.argv[2:]]
    cli.main()


if __name__ == "__main__":
    main()
