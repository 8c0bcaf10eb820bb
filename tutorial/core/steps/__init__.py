"""Running a lesson step: its state, practice hands, quizzes, verdicts, explanations, stars."""
