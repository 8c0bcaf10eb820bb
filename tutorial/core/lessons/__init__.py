"""The lesson model, a lesson's text as Markdown, and the Babel extractor of lessons."""
