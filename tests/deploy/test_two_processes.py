"""Two app processes behind HAProxy (deploy/haproxy.cfg) sharing PostgreSQL: a student on one process
answers, the teacher's page on the other process shows the answer. Loopback only.

Needs HAProxy and a PostgreSQL server (both installed and started by .ci/run): skipped with the reason on
a workstation without them, a failure in CI.
"""

from __future__ import annotations

import asyncio
import os
import random
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import text

from bench import servers
from bench.ws_client import Session
from tests.tutorial.core.classroom.conftest import postgres_or_skip
from tutorial.core.classroom import ClassroomStore
from tutorial.core.classroom.database import make_engine


def _haproxy_or_skip() -> None:
    if servers.haproxy() is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the two-process test, but HAProxy is not installed")
        pytest.skip("HAProxy is not installed (Debian: apt-get install haproxy)")


async def _scenario(base: str, teacher_token: str, seat: str) -> tuple[str, str, list[str]]:
    student = await Session.open(base, "class", f"seat={seat}")
    table = student.table_key()
    assert table is not None, "the student should see the question's table"
    await student.touch(table, student.an_answer(table, random.Random(1)))
    # The teacher's browser lands on the other process: the proxy's cookie names the student's.
    other = "app2" if "app1" in student.cookie else "app1"
    teacher = await Session.open(base, "class", f"teacher={teacher_token}", cookie=f"EUCHRE_SERVER={other}")
    result = await teacher.run({})
    await asyncio.gather(student.close(), teacher.close())
    return student.cookie, other, result.texts


def test_a_student_on_one_process_answers_and_the_teacher_on_the_other_sees_it() -> None:
    _haproxy_or_skip()
    server = postgres_or_skip()
    schema = "t_" + uuid.uuid4().hex[:16]  # several checkouts may share the server
    admin = make_engine(server)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    url = f"{server}?options=-csearch_path%3D{schema}"
    store = ClassroomStore.open(url)
    made = store.create_class(lesson_id="bowers")
    store.move(made.teacher_token, "bowers", 4)
    seat = store.join(made.code, "Ana", client="test").token
    # The scenario runs in a thread of its own: the browser tests may leave an event loop running in this one.
    with servers.two_behind_proxy({"EUCHRE_TUTOR_DATABASE_URL": url}) as (base, _apps), ThreadPoolExecutor(1) as pool:
        student_cookie, teacher_server, shown = pool.submit(
            asyncio.run, _scenario(base, made.teacher_token, seat)
        ).result()
    store.dispose()
    with admin.begin() as conn:
        conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    admin.dispose()
    assert "EUCHRE_SERVER=" in student_cookie, "the proxy pins a browser to one process with its cookie"
    assert teacher_server not in student_cookie
    assert any("1 of 1 answered" in text for text in shown), f"the teacher's page shows {shown[:6]}"
