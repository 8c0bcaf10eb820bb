"""Start the app (one or two Streamlit processes, HAProxy in front) on loopback ports, for the classroom
load benchmark and the two-process test. Every process is stopped by the context managers."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STREAMLIT = ROOT / ".venv" / "bin" / "streamlit"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def haproxy() -> str | None:
    return shutil.which("haproxy") or ("/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").exists() else None)


def _wait(url: str, process: subprocess.Popen[bytes], timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args!r} exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer in {timeout:.0f} s")


@contextlib.contextmanager
def app(
    env: dict[str, str],
    port: int | None = None,
    profile: str | None = None,
    root: Path = ROOT,
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """One Streamlit process of the app; yields its base URL and process. With ``profile`` (a file name)
    the process runs under pyinstrument (bench/profiled_app.py) and writes its call tree there. ``root`` is
    the checkout to serve (another one needs ``PYTHONPATH`` pointing at it in ``env``)."""
    port = port or free_port()
    log = open(os.devnull, "wb")  # noqa: SIM115 - closed below, after the process
    command = (
        [str(ROOT / ".venv" / "bin" / "python"), "-m", "bench.profiled_app", profile] if profile else [str(STREAMLIT)]
    )
    process = subprocess.Popen(
        [
            *command,
            "run",
            str(root / "tutorial" / "app.py"),
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
            "--server.headless",
            "true",
            "--browser.gatherUsageStats",
            "false",
        ],
        cwd=root,
        env={**os.environ, **env},
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait(f"http://127.0.0.1:{port}/_stcore/health", process)
        yield f"http://127.0.0.1:{port}", process
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


@contextlib.contextmanager
def two_behind_proxy(env: dict[str, str]) -> Iterator[tuple[str, list[subprocess.Popen[bytes]]]]:
    """Two app processes behind HAProxy with deploy/haproxy.cfg; yields the proxy's URL and the apps."""
    binary = haproxy()
    if binary is None:
        raise RuntimeError("HAProxy is not installed (Debian: apt-get install haproxy)")
    ports = {"PROXY_PORT": str(free_port()), "APP1_PORT": str(free_port()), "APP2_PORT": str(free_port())}
    env = {**env, "EUCHRE_TUTOR_TRUST_PROXY": "1"}
    with app(env, int(ports["APP1_PORT"])) as (_a, one), app(env, int(ports["APP2_PORT"])) as (_b, two):
        proxy = subprocess.Popen(
            [binary, "-db", "-f", str(ROOT / "deploy" / "haproxy.cfg")],
            env={**os.environ, **ports},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            _wait(f"http://127.0.0.1:{ports['PROXY_PORT']}/_stcore/health", proxy)
            yield f"http://127.0.0.1:{ports['PROXY_PORT']}", [one, two]
        finally:
            proxy.terminate()
            proxy.wait(10)


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0
