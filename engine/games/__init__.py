"""Each game's hand and game (partnership, call-ace, auction), their notation, and one entry point."""

# Each of these registers its rules with engine.games.solo, which builds the hands and cannot import them.
from engine.games import auction, call_ace

__all__ = ["auction", "call_ace"]
