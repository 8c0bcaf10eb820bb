"""Each game's hand and game (partnership, call-ace, auction), their notation, and one entry point."""
