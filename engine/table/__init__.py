"""The rules of one table, whatever the game: seats, actions, tricks, deals, scores, going alone."""
