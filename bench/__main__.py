"""`python -m bench`: the engine against OpenSpiel, then each page's rerun time against an empty page."""

from bench import engine_speed

engine_speed.main()
try:
    from bench import pages
except ImportError:
    print("pages: benchmark not available")
else:
    pages.main()
