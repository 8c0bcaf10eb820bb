"""The "share this step" panel: the step's link and a QR code, so students open it on their phones.

The link carries no language, so each phone opens the step in its own browser's language. The QR code
is drawn by segno as SVG path data (our markup; the link is encoded, never written into it).
"""

from __future__ import annotations

import base64
import io
import os
import socket
from functools import lru_cache
from html import escape

import segno
import streamlit as st
from streamlit.elements.lib.mutable_expander_container import ExpanderContainer
from streamlit.elements.lib.mutable_popover_container import PopoverContainer

from tutorial.core.house_rules.presets import DEFAULT_PRESET
from tutorial.core.links.deep_links import LinkState, app_root_of, join_link, link_query
from tutorial.core.links.share_address import PUBLIC_URL_SETTING, ShareRoot, share_root
from tutorial.widgets import context, projector

PANEL_KEY = "share_panel"
_PAGE_PATHS = ("course", "lesson", "drill", "play", "reference", "glossary", "class")


def app_root() -> str:
    """The app's address without page path or query (as the learner's browser sees it; a malformed
    address sent by the client gives the local default, never an error)."""
    return app_root_of(st.context.url, _PAGE_PATHS)


@lru_cache(maxsize=1)
def network_host() -> str | None:
    """This machine's address on its network (the interface a packet out would leave by; no packet is
    sent), or None."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
    except OSError:
        return None


def shared_root() -> ShareRoot:
    """The address phones should use: the configured public address, else this one or the network's."""
    return share_root(app_root(), os.environ.get(PUBLIC_URL_SETTING), network_host())


def step_link(lesson_id: str, step: int) -> str:
    """The address of a lesson step under the session's house rules."""
    preset, _rules = context.active_rules()
    # The default rules need no parameter (a shorter link makes a QR code that is easier to scan).
    query = link_query(LinkState(lesson=lesson_id, step=step, rules=None if preset == DEFAULT_PRESET else preset))
    return f"{shared_root().url}/lesson?{query}"


def class_link(code: str) -> str:
    """The address students open to join the class ``code``: the shared address (the configured public
    one, else one a phone can reach), on the class page."""
    return join_link(shared_root().url, code)


def qr_svg(text: str) -> str:
    """A QR code for ``text`` as a standalone SVG document."""
    out = io.BytesIO()
    # A viewBox and no fixed size: the picture fills whatever size the page gives it.
    segno.make(text, error="m").save(
        out, kind="svg", scale=6, border=2, xmldecl=False, svgns=True, omitsize=True, dark="#000000", light="#ffffff"
    )
    return out.getvalue().decode("ascii")


@lru_cache(maxsize=256)
def qr_image_markup(text: str, size: int = 220, alt: str = "QR", *, fit_height: bool = False) -> str:
    """The QR code as an ``<img>`` with the SVG inlined as base64: markup built here from segno's output
    and an escaped text alternative, so nothing typed into a link reaches the page as HTML (and no media
    file is stored per rerun). ``fit_height`` sizes it by the screen's height (a projector: as large as
    the screen allows, from 240 px up)."""
    data = base64.b64encode(qr_svg(text).encode("ascii")).decode("ascii")
    style = (
        "width:clamp(220px,58vh,900px);max-width:100%;height:auto"
        if fit_height
        else "max-width:min(100%,60vh);height:auto"
    )
    return (
        f'<img src="data:image/svg+xml;base64,{data}" width="{size}" height="{size}" '
        f'style="{style}" '
        f'alt="{escape(alt, quote=True)}">'
    )


def panel(lesson_id: str, step: int) -> None:
    """A closed panel with the link (copyable) and its QR code."""
    _ = context.translator().gettext
    url = step_link(lesson_id, step)
    # The panel tracks whether it is open, so its content (the link and QR code) is only built when it is.
    # On a projector it floats in the top right corner, over the step, so the step keeps the screen.
    panel_box: PopoverContainer | ExpanderContainer
    if context.projector():
        with projector.tools():
            panel_box = st.popover(_("Share this step"), icon=":material/qr_code_2:", key=PANEL_KEY, on_change="rerun")
    else:
        panel_box = st.expander(_("Share this step"), icon=":material/qr_code_2:", key=PANEL_KEY, on_change="rerun")
    if not panel_box.open:
        return
    with panel_box:
        if shared_root().only_local:
            st.warning(
                _(
                    "This address only works on this computer: phones cannot open it. Start the app on "
                    "the network, or set the public address (see the README)."
                ),
                icon=":material/wifi_off:",
            )
        st.code(url, language=None)
        # Large enough in projector mode to be scanned from the back of a classroom: it follows the screen's
        # height there (the picture scales down with a narrow screen everywhere).
        size = 440 if context.projector() else 220
        st.markdown(
            qr_image_markup(url, size, _("QR code of the link to this step"), fit_height=context.projector()),
            unsafe_allow_html=True,
        )
        st.caption(
            _("Scan to open this step on a phone.")
            + " "
            + _("Students who open this link see the same step, each in their own language.")
        )
