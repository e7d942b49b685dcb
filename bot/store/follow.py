"""Following the change log: every change announced (LISTEN), and every change made while the
connection was lost, reaches this process.

On each connection the copy is first caught up from the change log, so that what was
announced while the process was away is not missed; then each announcement catches it up
again. A lost connection is logged once and tried again with backoff, a few seconds apart at
most; the bot answers from memory meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

import asyncpg

from bot.errors import StoreUnavailable
from bot.store.database import CHANNEL, UNREACHABLE, Database

log = logging.getLogger(__name__)

FIRST_RETRY = 0.2  # seconds before the first try again
MAX_RETRY = 3.0  # and at most, however long the database stays away
# How often an idle connection is checked: a server gone without closing it is noticed.
KEEPALIVE = 5.0


async def follow(
    db: Database,
    catch_up: Callable[[], Awaitable[object]],
    stop: asyncio.Event,
    keepalive: float = KEEPALIVE,
) -> None:
    """Call catch_up on each connection and each announced change, until stop is set."""
    delay, lost = FIRST_RETRY, False
    while not stop.is_set():
        try:
            conn = await db.connect()
            try:
                wake = asyncio.Event()
                await conn.add_listener(CHANNEL, lambda *_, woken=wake: woken.set())
                conn.add_termination_listener(lambda _, woken=wake: woken.set())
                await catch_up()
                if lost:
                    log.info("the profile store is back; caught up with its changes")
                delay, lost = FIRST_RETRY, False
                await _listen(conn, wake, catch_up, stop, keepalive)
            finally:
                with contextlib.suppress(*UNREACHABLE):
                    await conn.close(timeout=1.0)
        except (StoreUnavailable, *UNREACHABLE) as exc:
            if not lost:
                log.warning("lost the profile store (%s): answering from memory, trying "
                            "again every few seconds", str(exc) or type(exc).__name__)  # fmt: skip
            lost = True
        except Exception:
            if not lost:
                log.exception("following the profile store failed; trying again")
            lost = True
        if not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), delay)
            delay = min(delay * 2, MAX_RETRY)


async def _listen(
    conn: asyncpg.Connection,
    wake: asyncio.Event,
    catch_up: Callable[[], Awaitable[object]],
    stop: asyncio.Event,
    keepalive: float,
) -> None:
    """Catch up on each announcement until the connection is lost or stop is set."""
    stopping = asyncio.ensure_future(stop.wait())
    try:
        while not stop.is_set():
            woken = asyncio.ensure_future(wake.wait())
            done, _ = await asyncio.wait({woken, stopping}, timeout=keepalive,
                                         return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
            woken.cancel()
            if stop.is_set():
                return
            if conn.is_closed():
                raise StoreUnavailable("the connection was closed")
            if woken in done:
                wake.clear()
                await catch_up()
            else:
                await conn.execute("SELECT 1", timeout=keepalive)
    finally:
        stopping.cancel()
