"""A Streamlit session opened the way a browser opens one, for load tests: an HTTP GET of the page (so a
proxy's sticky-session cookie is set), then the websocket ``/_stcore/stream`` with the ``streamlit``
subprotocol, protobuf ``BackMsg`` up (``rerun_script`` with the widget states of a click) and
``ForwardMsg`` down (deltas, then ``script_finished``). Fragments with ``run_every`` are rerun on the
interval the server announces (``auto_rerun``), as the browser's timer does; a click on a widget drawn by a
fragment reruns that fragment only (``fragment_id``), as the browser does.

Only for loopback benchmarks and tests; it understands the few elements the classroom needs.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
import urllib.request
import uuid
from dataclasses import dataclass, field
from typing import Any

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ClientState_pb2 import ClientState
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState, WidgetStates

FINISHED = {ForwardMsg.FINISHED_SUCCESSFULLY, ForwardMsg.FINISHED_WITH_COMPILE_ERROR}


@dataclass
class RunResult:
    seconds: float
    exceptions: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)


class Session:
    """One browser tab: ``await Session.open(base, "class", "seat=...")``, then ``await s.click(key)``."""

    def __init__(self, base: str, page: str, query: str, cookie: str = "") -> None:
        self.base = base.rstrip("/")
        self.page = page
        self.query = query
        self.widgets: dict[str, tuple[str, str, Any]] = {}  # user key -> (element kind, widget id, element)
        self.fragments: dict[str, str] = {}  # user key -> the fragment that drew the widget ("" for none)
        self.cookie = cookie  # a cookie to send (a proxy's sticky cookie pins the session to one process)
        self._ws: Any = None
        self._reader: asyncio.Task[None] | None = None
        self._timers: dict[str, asyncio.Task[None]] = {}
        # (status, fragments of the run) of each finished run, full or fragment (polls included).
        self._finished: asyncio.Queue[tuple[int, frozenset[str]]] = asyncio.Queue()
        self._run_texts: list[str] = []
        self._run_exceptions: list[str] = []
        self.fragment_runs = 0  # the runs of fragments with run_every (polls)
        self._page_hash = ""  # the page the server ran last, sent back with each request as the browser does
        self.errors: list[str] = []

    @classmethod
    async def open(cls, base: str, page: str = "", query: str = "", timeout: float = 60, cookie: str = "") -> Session:
        session = cls(base, page, query, cookie)
        await session._connect()
        await session.run({}, timeout=timeout)
        return session

    async def _connect(self) -> None:
        url = f"{self.base}/{self.page}" + (f"?{self.query}" if self.query else "")
        if not self.cookie:
            self.cookie = await asyncio.to_thread(_get_cookies, url)
        headers = {"Origin": self.base}
        if self.cookie:
            headers["Cookie"] = self.cookie
        ws_url = self.base.replace("http://", "ws://", 1) + "/_stcore/stream"
        self._ws = await websockets.connect(
            ws_url, subprotocols=["streamlit"], additional_headers=headers, max_size=None, open_timeout=30
        )  # type: ignore[list-item]
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        try:
            async for data in self._ws:
                msg = ForwardMsg()
                msg.ParseFromString(data)
                self._handle(msg)
        except websockets.ConnectionClosed as closed:
            self.errors.append(f"closed: {closed}")
        except Exception as error:  # a reader must not die silently: the run waiting on it would hang
            self.errors.append(repr(error))

    def _handle(self, msg: ForwardMsg) -> None:
        kind = msg.WhichOneof("type")
        if kind == "navigation":  # without it, an st.rerun() asked for by a fragment opens the default page
            self._page_hash = msg.navigation.page_script_hash
        elif kind == "delta" and msg.delta.WhichOneof("type") == "new_element":
            element = msg.delta.new_element
            etype = element.WhichOneof("type")
            widget = getattr(element, etype, None) if etype else None
            if etype == "exception":
                self._run_exceptions.append(element.exception.message)
            elif etype == "markdown":
                self._run_texts.append(element.markdown.body)
            elif etype == "alert":
                self._run_texts.append(element.alert.body)
            widget_id = getattr(widget, "id", "") if widget is not None else ""
            if widget_id:
                # A keyed widget's id is "$$ID-<hash>-<key>" (the hash has no "-"; the key may).
                key = widget_id.split("-", 2)[2] if widget_id.startswith("$$ID-") else widget_id
                self.widgets[key] = (etype, widget_id, widget)
                self.fragments[key] = msg.delta.fragment_id
        elif kind == "auto_rerun":
            fragment, interval = msg.auto_rerun.fragment_id, msg.auto_rerun.interval
            old = self._timers.pop(fragment, None)
            if old:
                old.cancel()
            self._timers[fragment] = asyncio.create_task(self._auto_rerun(fragment, interval))
        elif kind == "script_finished":
            if msg.script_finished == ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY:
                fragments = frozenset(msg.metadata.run.fragment_ids)
                if fragments & self._timers.keys():  # a poll, not a click on a fragment's widget
                    self.fragment_runs += 1
                self._finished.put_nowait((msg.script_finished, fragments))
            else:  # a full run's end, or a run stopped for the next (the click was handled: it drew its page)
                self._finished.put_nowait((msg.script_finished, frozenset(msg.metadata.run.fragment_ids)))

    async def _auto_rerun(self, fragment_id: str, interval: float) -> None:
        while True:
            await asyncio.sleep(interval)
            with contextlib.suppress(websockets.ConnectionClosed):
                await self._send(
                    ClientState(
                        query_string=self.query,
                        page_name=self.page,
                        fragment_id=fragment_id,
                        page_script_hash=self._page_hash,
                        is_auto_rerun=True,
                        widget_states=WidgetStates(),
                    )
                )

    async def _send(self, state: ClientState) -> None:
        msg = BackMsg()
        msg.rerun_script.CopyFrom(state)
        await self._ws.send(msg.SerializeToString())

    async def run(self, states: dict[str, WidgetState], timeout: float = 60, fragment: str = "") -> RunResult:
        """A rerun with these widget states, of the whole app or of one ``fragment``; returns when the server
        says the run finished (a fragment's own run, or the full run it asked for)."""
        while not self._finished.empty():
            self._finished.get_nowait()
        self._run_texts, self._run_exceptions = [], []
        if fragment:  # the fragment draws its widgets again; the others stay as they were
            for key in [k for k, f in self.fragments.items() if f == fragment]:
                del self.widgets[key], self.fragments[key]
        else:
            self.widgets, self.fragments = {}, {}
            # A full run announces its fragments again (the browser drops its timers the same way).
            for timer in self._timers.values():
                timer.cancel()
            self._timers = {}
        started = time.perf_counter()
        await self._send(
            ClientState(
                query_string=self.query,
                page_name=self.page,
                fragment_id=fragment,
                page_script_hash=self._page_hash,
                widget_states=WidgetStates(widgets=list(states.values())),
            )
        )

        async def finished() -> None:
            superseded = False
            while True:
                status, fragments = await self._finished.get()
                if status in FINISHED or (fragment in fragments and status != ForwardMsg.FINISHED_EARLY_FOR_RERUN):
                    return
                if superseded and status == ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY:
                    return  # the run queued behind the click's (a poll) has finished too
                # A fragment's run that ends "early for rerun" was followed by the next request: a full run
                # if the fragment asked for one (wait for it), else the poll queued behind it.
                superseded = superseded or (bool(fragment) and fragment in fragments)

        await asyncio.wait_for(finished(), timeout)
        return RunResult(time.perf_counter() - started, list(self._run_exceptions), list(self._run_texts))

    async def click(self, key: str, timeout: float = 60) -> RunResult:
        """Click the button with this key (as drawn by the last run)."""
        _kind, widget_id, _w = self.widgets[key]
        return await self.run(
            {key: WidgetState(id=widget_id, trigger_value=True)}, timeout, self.fragments.get(key, "")
        )

    async def choose(self, key: str, index: int, button: str, timeout: float = 60) -> RunResult:
        """Pick option ``index`` of a radio (its value is the option's text), then click ``button`` in the
        same rerun."""
        _k, radio_id, radio = self.widgets[key]
        _k2, button_id, _w2 = self.widgets[button]
        return await self.run(
            {
                key: WidgetState(id=radio_id, string_value=radio.options[index]),
                button: WidgetState(id=button_id, trigger_value=True),
            },
            timeout,
            self.fragments.get(button, ""),
        )

    def table_key(self) -> str | None:
        """The key of a question's table component (a quiz step's ``...-table``) drawn by the last run."""
        return next(
            (k for k, (kind, _id, _w) in self.widgets.items() if kind == "component_instance" and k.endswith("-table")),
            None,
        )

    def an_answer(self, key: str, rng: random.Random) -> object:
        """A touch on the table ``key`` as the browser reports it, chosen at random among its buttons: one
        tap, several chips (checked) or every card in turn (an order)."""
        _kind, _id, widget = self.widgets[key]
        args = json.loads(widget.json_args or "{}")
        html = str(args.get("html", ""))
        picks = re.findall(r'data-pick="([^"]+)"(?![^>]*aria-disabled="true")', html)
        if args.get("order"):
            return rng.sample(picks, len(picks))
        if args.get("multi"):
            return rng.sample(picks, rng.randint(1, len(picks)))
        return rng.choice(picks)

    async def touch(self, key: str, pick: object, timeout: float = 60) -> RunResult:
        """Touch the table component ``key``: report ``pick`` with a fresh nonce, as its frame does."""
        _kind, widget_id, _w = self.widgets[key]
        value = json.dumps({"pick": pick, "n": uuid.uuid4().hex})
        return await self.run({key: WidgetState(id=widget_id, json_value=value)}, timeout, self.fragments.get(key, ""))

    async def close(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            with contextlib.suppress(BaseException):
                await self._reader


def _get_cookies(url: str) -> str:
    """GET the page as a browser does first; the proxy's sticky cookie comes back in Set-Cookie."""
    with urllib.request.urlopen(url, timeout=30) as response:
        found = response.headers.get_all("Set-Cookie") or []
    return "; ".join(c.split(";", 1)[0] for c in found)
