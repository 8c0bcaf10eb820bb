"""Words in the learner's language: catalogues, cards, reasons, scores, the glossary."""
