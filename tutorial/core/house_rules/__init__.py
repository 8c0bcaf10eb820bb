"""House-rule presets and the names of the options."""
