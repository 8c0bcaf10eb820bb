"""A learner's progress: stars, mastery, and the hand in progress kept in the tab."""
