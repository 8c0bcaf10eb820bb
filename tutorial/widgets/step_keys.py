"""Previous/next step from the keyboard and presentation clickers, without losing a key press.

A Streamlit button's shortcut moves one step per run: a press that arrives while the app is still
drawing lands on the old buttons (their arguments name the step that was on screen) and is lost, so six
quick PageDowns moved two or three steps. Here a tiny component (``step_keys_frontend/index.html``)
listens to the page and reports the running total of moves (PageDown and the right arrow +1, PageUp and
the left arrow -1) with the id of its mount; the run applies whatever it has not applied yet. Totals
that arrive together are one value, so nothing is dropped however fast the keys come.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st
import streamlit.components.v1 as components

_APPLIED_KEY = "step_keys_applied"
_COMPONENT_KEY = "step_keys"

_keys = components.declare_component("euchre_tutor_step_keys", path=str(Path(__file__).with_name("step_keys_frontend")))


def pending_moves(raw: object, applied: object) -> tuple[int, dict[str, object] | None]:
    """The moves reported in ``raw`` not yet in ``applied``, and what is applied afterwards.

    >>> pending_moves({"mount": "a", "net": 6, "presses": 6}, {"mount": "a", "net": 2})
    (4, {'mount': 'a', 'net': 6})
    >>> pending_moves({"mount": "b", "net": -1, "presses": 1}, {"mount": "a", "net": 5})[0]
    -1
    >>> pending_moves("junk", None)
    (0, None)
    """
    if not isinstance(raw, dict):
        return 0, None
    mount, net = raw.get("mount"), raw.get("net")
    if not isinstance(mount, str) or not isinstance(net, int) or isinstance(net, bool) or abs(net) > 10_000:
        return 0, None
    base = 0
    if isinstance(applied, dict) and applied.get("mount") == mount and isinstance(applied.get("net"), int):
        base = int(applied["net"])
    return net - base, {"mount": mount, "net": net}


def moves() -> int:
    """How many steps to move (negative: back) since the last run. Call once per run, at one fixed place
    of the page (the component must stay mounted for its count to go on)."""
    count, applied = pending_moves(_keys(key=_COMPONENT_KEY, default=None), st.session_state.get(_APPLIED_KEY))
    if applied is not None:
        st.session_state[_APPLIED_KEY] = applied
    return count
