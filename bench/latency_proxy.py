"""A TCP proxy on loopback that adds latency: every chunk, in either direction, is passed on ``one_way_ms``
after it arrived (pipelined: a delay, not a bandwidth limit). HTTP and websockets alike.

Chromium's own emulation (CDP ``Network.emulateNetworkConditions``) left an open websocket undelayed here
(measured: 1000 ms added, the round trip of a touch unchanged), so the benchmarks put this between the
browser and the server instead.
"""

from __future__ import annotations

import asyncio
import threading
import time
from dataclasses import dataclass, field


@dataclass
class LatencyProxy:
    target_port: int
    one_way_ms: float = 0.0  # may change while it runs: it applies to the chunks that arrive after
    port: int = 0
    _loop: asyncio.AbstractEventLoop = field(default_factory=asyncio.new_event_loop)
    _ready: threading.Event = field(default_factory=threading.Event)

    def start(self) -> LatencyProxy:
        threading.Thread(target=self._run, daemon=True).start()
        if not self._ready.wait(10):
            raise RuntimeError("the latency proxy did not start")
        return self

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._connect, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()

    async def _connect(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        try:
            server_in, server_out = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            client_out.close()
            return
        await asyncio.gather(self._pipe(client_in, server_out), self._pipe(server_in, client_out))

    async def _pipe(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, chunk = await queue.get()
                if not chunk:
                    break
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                sink.write(chunk)
                await sink.drain()

        delivery = asyncio.ensure_future(deliver())
        try:
            while True:
                chunk = await source.read(65536)
                await queue.put((time.monotonic() + self.one_way_ms / 1000, chunk))
                if not chunk:
                    break
            await delivery
        except (ConnectionError, OSError):
            delivery.cancel()
        finally:
            sink.close()
