"""The baseline for the table-click benchmark: one bare st.button and the count of its clicks."""

import streamlit as st

if st.button("Click", key="bare"):
    st.session_state["clicks"] = st.session_state.get("clicks", 0) + 1
st.markdown(f"Clicks: {st.session_state.get('clicks', 0)}")
