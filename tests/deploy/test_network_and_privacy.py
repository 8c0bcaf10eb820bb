"""What a school's deployment needs: no third-party calls from the learners' browsers, a proxy that can be
opened to the phones on the network when asked (and stays on loopback otherwise), and a slow-down that
reads the address the proxy saw, not one a client wrote."""

from __future__ import annotations

import os
import socket
import subprocess
import time
import tomllib
from pathlib import Path

import pytest

from bench import servers
from tutorial.widgets.class_store import last_hop
from tutorial.widgets.share import network_host

ROOT = Path(__file__).resolve().parents[2]


def test_usage_statistics_are_off_by_default() -> None:
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())
    assert config["browser"]["gatherUsageStats"] is False


def test_the_proxy_adds_the_hop_the_app_trusts_and_a_forged_first_hop_is_ignored() -> None:
    # HAProxy's `option forwardfor` appends a second header line; a client may have sent the first.
    assert last_hop(["127.0.0.1", "203.0.113.7"]) == "203.0.113.7"
    assert last_hop(["1.2.3.4, 5.6.7.8", "203.0.113.7"]) == "203.0.113.7"
    assert "option forwardfor" in (ROOT / "deploy" / "haproxy.cfg").read_text()


def _listening(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1):
            return True
    except OSError:
        return False


def _proxy(port: int, listen: str | None) -> subprocess.Popen[bytes]:
    binary = servers.haproxy()
    if binary is None:
        if os.environ.get("CI"):
            pytest.fail("CI must check the proxy's listening address, but HAProxy is not installed")
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")
    env = {**os.environ, "PROXY_PORT": str(port), "APP1_PORT": "1", "APP2_PORT": "2"}
    env.pop("LISTEN_ADDRESS", None)
    if listen is not None:
        env["LISTEN_ADDRESS"] = listen
    process = subprocess.Popen(
        [binary, "-db", "-f", str(ROOT / "deploy" / "haproxy.cfg")],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not _listening("127.0.0.1", port) and not (listen and _listening(listen, port)):
        if time.monotonic() > deadline or process.poll() is not None:
            break
        time.sleep(0.1)
    return process


@pytest.mark.parametrize("asked", [False, True], ids=["loopback-by-default", "network-when-asked"])
def test_the_proxy_listens_on_the_network_only_when_asked(asked: bool) -> None:
    host = network_host()
    if host is None:
        pytest.skip("this machine has no network address to listen on")
    port = servers.free_port()
    process = _proxy(port, host if asked else None)
    try:
        assert _listening(host, port) is asked, (
            f"the proxy should {'' if asked else 'not '}answer on the network address {host}"
        )
        if not asked:
            assert _listening("127.0.0.1", port), "by default it answers on loopback"
    finally:
        process.terminate()
        process.wait(10)


def test_deploy_run_passes_the_listening_address_and_keeps_the_apps_on_loopback() -> None:
    script = (ROOT / "deploy" / "run").read_text()
    assert 'LISTEN_ADDRESS="${LISTEN_ADDRESS:-127.0.0.1}"' in script
    assert script.count("--server.address 127.0.0.1") == 1, "the app processes are reached through the proxy only"
    assert subprocess.run(["bash", "-n", str(ROOT / "deploy" / "run")]).returncode == 0
