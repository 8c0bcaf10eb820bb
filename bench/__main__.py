"""`python -m bench`: the engine against OpenSpiel, the coach (solver, advice, bots), loading the course,
restoring stored progress (normal against tampered), call-ace and auction hands against the partnership game and
their bidding advice's seconds per decision, their play advice against ``main``'s merge base,
then each page's rerun time against an empty page, the classroom under load, and a card click on the table in
a real browser against an st.button round trip,
and the table's verdicts shown at once against the server's round trip with 150 ms of added latency."""

from bench import (
    change_cost,
    coach_calibration,
    coach_compare,
    coach_speed,
    coach_strength,
    engine_old_new,
    engine_speed,
    lessons_load,
    progress_merge,
    solo_bid_speed,
    solo_speed,
)

engine_speed.main()
coach_speed.main()
coach_compare.main(None, "tables")  # play advice at the call-ace and auction tables, old against new
coach_calibration.main()
coach_strength.main()
solo_speed.main()
solo_bid_speed.main()
engine_old_new.main()
lessons_load.main()
progress_merge.main()
change_cost.main()
try:
    from bench import pages
except ImportError:
    print("pages: benchmark not available")
else:
    pages.main()

from bench import classroom_load, instant_answers, rerun_cost, table_click  # noqa: E402 - after the quick benchmarks: they start servers

rerun_cost.main()
classroom_load.main()
table_click.main()
instant_answers.main()
