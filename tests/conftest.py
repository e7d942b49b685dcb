"""Shared test set-up: no test reaches beyond this machine."""

from __future__ import annotations

import ipaddress
import shutil
import socket
from collections.abc import AsyncIterator, Iterator
from functools import cache
from pathlib import Path

import pytest

from bot.answers.engine import Engine
from bot.profiles.files import CACHE_FOLDER
from bot.snapshot.load import Snapshot, load_snapshot
from bot.testing.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def copy_profiles(source: Path, target: Path) -> Path:
    """A copy of a folder of profiles without the caches a run of the bot left in it."""
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(CACHE_FOLDER))
    return target


@cache
def team_snapshot() -> Snapshot:
    """The bundled and the test profiles, loaded once, on first use."""
    return load_snapshot(ROOT / "data" / "profiles", FIXTURES / "profiles")


@cache
def benchmark_engine(folder: str) -> Engine:
    """The engine over one of the benchmarks' folders of profiles (`profiles-74`), loaded
    once, on first use, without writing a load cache beside it."""
    return load_snapshot(ROOT / "benchmarks" / folder, cache=False).engine


@pytest.fixture(scope="session")
def snapshot() -> Snapshot:
    """The bundled and the test profiles, as one snapshot shared by every test."""
    return team_snapshot()


@pytest.fixture(scope="session")
def engine(snapshot: Snapshot) -> Engine:
    """The engine over the bundled and the test profiles."""
    return snapshot.engine


def _is_local(address: object) -> bool:
    if not isinstance(address, tuple):
        return True  # AF_UNIX paths and socketpairs stay on this machine
    host = str(address[0])
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


@pytest.fixture(autouse=True)
def no_cache_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line keeps a load cache beside the data; tests read the repository's data
    and must not write beside it (the cache tests ask for the cache explicitly)."""
    monkeypatch.setenv("LOAD_CACHE", "false")
    monkeypatch.setenv("WATCH_DATA", "false")


@pytest.fixture(autouse=True)
def text_locks_let_go() -> Iterator[None]:
    """A process holds the full-text folders it writes into until it ends; each test is a
    process of its own in this."""
    from bot.snapshot.cache import release_text_locks

    yield
    release_text_locks()


@pytest.fixture(autouse=True)
def no_internet(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Any connection outside 127.0.0.1 / ::1 fails the test."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def guard(address: object) -> None:
        if not _is_local(address):
            pytest.fail(f"test tried to reach {address!r}; tests stay on 127.0.0.1")

    def connect(self: socket.socket, address: object) -> None:
        guard(address)
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: object) -> int:
        guard(address)
        return real_connect_ex(self, address)

    def getaddrinfo(host: object, *args: object, **kwargs: object) -> list:
        if host is not None:
            guard((host if isinstance(host, str) else str(host), 0))
        return real_getaddrinfo(host, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    yield


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A fake Discord on 127.0.0.1 that the real discord.py client logs in to."""
    server = FakeDiscord()
    await server.start()
    try:
        with server.patch():
            yield server
    finally:
        await server.close()
