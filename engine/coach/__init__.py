"""The coach's advice, grades and reasons, and the bots that play the other seats."""
