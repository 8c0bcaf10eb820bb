"""Benchmarks for `make bench`: figures printed side by side in one run, because the machine is shared."""
