"""`python -m bench`: the engine against OpenSpiel, then each page's rerun time against an empty page."""

from bench import engine_speed, lessons_load

engine_speed.main()
lessons_load.main()
try:
    from bench import pages
except ImportError:
    print("pages: benchmark not available")
else:
    pages.main()
