"""Play a hand against three simple bots (being filled in)."""

from __future__ import annotations

import streamlit as st

from tutorial.widgets.context import translator


def page() -> None:
    _ = translator().gettext
    st.header(_("Play a hand"))
