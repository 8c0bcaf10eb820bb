"""A real browser against the real app: Debian's Chromium (no browser download is possible here) driving
``streamlit run tutorial/app.py`` started on a free port for the session.

Without Chromium these tests are skipped on a workstation but fail in CI (``CI=true``), so CI can never
pass by not running them. ``--screenshots`` also writes the README's pictures to ``docs/screenshots/``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.helpers import held_socket  # noqa: F401  (a fixture of the browser tests)

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
START_TIMEOUT_S = 90


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--screenshots", action="store_true", default=False, help="write docs/screenshots/*.png from the running app"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


def _chromium() -> str:
    path = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    if path is None:
        message = f"Chromium is not installed at {CHROMIUM} (Debian: apt-get install chromium)"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message + ": the browser tests must run in CI")
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright's launch arguments, pointed at the system Chromium."""
    return {
        **browser_type_launch_args,
        "executable_path": _chromium(),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}, "locale": "en-GB"}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve_app(port: int, data: str, log: Path) -> subprocess.Popen[bytes]:
    """The app as ``euchre-tutor serve`` starts it (the project's options on the command line), its classroom
    data in ``data``: the restart tests start it again on the same port."""
    from tutorial.cli import serve_args

    command = serve_args(["--server.headless", "true", "--server.port", str(port), "--server.address", "127.0.0.1"])
    env = {name: value for name, value in os.environ.items() if name != "EUCHRE_TUTOR_DATABASE_URL"}
    env["EUCHRE_TUTOR_DATA_DIR"] = data
    with log.open("ab") as out:
        return subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)


def _wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            output = log.read_text(errors="replace")
            pytest.fail(f"streamlit exited with code {process.returncode} before serving the app:\n{output}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.3)
    pytest.fail(f"streamlit did not answer on {url} within {START_TIMEOUT_S} s")


@pytest.fixture(scope="session")
def app_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app served by ``streamlit run`` for this test session (its output goes to a log file, so a
    full pipe can never stall the server)."""
    _chromium()  # no server to start if there is no browser to drive it
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        str(ROOT / "tutorial" / "app.py"),
        "--server.headless",
        "true",
        "--server.port",
        str(port),
        "--server.address",
        "127.0.0.1",
        "--browser.gatherUsageStats",
        "false",
        "--server.fileWatcherType",
        "none",
    ]
    log = tmp_path_factory.mktemp("streamlit") / "server.log"
    # The classroom is stored in SQLite in a folder of this session, never in a shared database.
    env = {name: value for name, value in os.environ.items() if name != "EUCHRE_TUTOR_DATABASE_URL"}
    env["EUCHRE_TUTOR_DATA_DIR"] = str(tmp_path_factory.mktemp("classroom"))
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_healthy(url, process, log)
            yield url
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


@pytest.fixture
def screenshots_dir(pytestconfig: pytest.Config) -> Path:
    if not pytestconfig.getoption("--screenshots", default=False):
        pytest.skip("pass --screenshots (make screenshots) to write docs/screenshots/")
    path = ROOT / "docs" / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path
