"""Deep links to a step and the address a shared link uses."""
