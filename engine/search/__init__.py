"""The hidden cards sampled from what a seat has seen, and the exact search of the play."""
