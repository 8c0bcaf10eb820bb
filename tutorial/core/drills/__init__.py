"""The endless drills: generated questions, spaced repetition and the timed round."""
