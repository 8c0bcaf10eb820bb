"""The baseline for the page benchmark: a Streamlit script that draws one line and nothing else."""

import streamlit as st

st.markdown("Empty page")
