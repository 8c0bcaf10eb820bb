"""The course: every lesson file loaded and checked against the engine."""
