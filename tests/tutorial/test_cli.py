"""``euchre-tutor serve`` runs an installed copy with the settings a checkout reads from its config file."""

from __future__ import annotations

import tomllib
from pathlib import Path

from tutorial.cli import SERVER_OPTIONS, serve_args

CONFIG = Path(__file__).resolve().parents[2] / ".streamlit" / "config.toml"


def _config_options() -> dict[str, str]:
    """``.streamlit/config.toml`` as command-line options: ``--section.name`` and the value as typed."""
    sections = tomllib.loads(CONFIG.read_text(encoding="utf-8"))
    return {
        f"--{section}.{name}": str(value).lower() if isinstance(value, bool) else str(value)
        for section, options in sections.items()
        for name, value in options.items()
    }


def test_serve_passes_every_setting_of_the_config_file_with_the_same_value() -> None:
    served = {name: value for name, value in SERVER_OPTIONS.items() if name != "--server.port"}
    assert served == _config_options()


def test_the_serializable_state_check_is_on_both_ways() -> None:
    assert _config_options()["--runner.enforceSerializableSessionState"] == "true"
    assert "--runner.enforceSerializableSessionState=true" in serve_args([])


def test_an_option_given_to_serve_wins_over_the_projects() -> None:
    args = serve_args(["--runner.enforceSerializableSessionState", "false"])
    assert "--runner.enforceSerializableSessionState=true" not in args
    assert args[-2:] == ["--runner.enforceSerializableSessionState", "false"]
