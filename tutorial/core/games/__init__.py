"""Games against bots kept as plain data, replayed on each rerun."""
