"""The coach's advice, grades and reasons, and the bots that play the other seats."""

# Each game's own part of the coach registers itself with engine.coach.game_coach.
from engine.coach import games  # noqa: F401
