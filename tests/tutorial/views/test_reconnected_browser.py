"""A browser that reconnects to a restarted server sends back the values of the widgets it shows; the new
session has not drawn them (the teacher's lesson picker and switches, before the teacher's key is read).
The page must run without a traceback, with the serializable-state check on as in production.

(The browser test tests/browser/test_server_restart.py does the same with a real restart; this one is
deterministic: it hands the new session the teacher's widget values itself.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from streamlit import config

from tests.tutorial.views.conftest import assert_clean, new_app, open_page


@pytest.fixture(autouse=True)
def check_on() -> Iterator[None]:
    before = config.get_option("runner.enforceSerializableSessionState")
    config.set_option("runner.enforceSerializableSessionState", True)
    yield
    config.set_option("runner.enforceSerializableSessionState", before)


def test_the_teachers_widget_values_sent_to_a_new_session_show_no_traceback() -> None:
    teacher = open_page(new_app(lesson="bowers"), "class")
    teacher.button(key="class_start").click().run()
    assert_clean(teacher, "the teacher's page")
    held = teacher._tree.get_widget_states()  # what the teacher's browser holds and sends on reconnect
    assert any(w.id.endswith("-class_lesson_pick") for w in held.widgets), "the lesson picker is shown"

    restarted = new_app()  # a new session: it has never drawn the teacher's controls
    restarted.run()
    class_page = next(h for h, info in restarted._registered_pages.items() if info.get("url_pathname") == "class")
    restarted._page_hash = class_page
    restarted._run(held)
    assert_clean(restarted, "the class page after a reconnect")
