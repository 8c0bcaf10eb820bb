"""`python -m bench`: the engine against OpenSpiel, loading the course, restoring stored progress (normal
against tampered), then each page's rerun time against an empty page."""

from bench import engine_speed, lessons_load, progress_merge

engine_speed.main()
lessons_load.main()
progress_merge.main()
try:
    from bench import pages
except ImportError:
    print("pages: benchmark not available")
else:
    pages.main()

from bench import classroom_load, rerun_cost  # noqa: E402 - after the quick benchmarks: they start servers

rerun_cost.main()
classroom_load.main()
