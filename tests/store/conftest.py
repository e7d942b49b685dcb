"""A real PostgreSQL server for the store tests, started once from the installed server
binaries in a temporary folder; each test gets a database of its own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.testing.postgres import Postgres, postgres_server


@pytest.fixture(scope="session")
def postgres() -> Iterator[Postgres]:
    """The server, for the whole run."""
    with postgres_server() as server:
        yield server


@pytest.fixture
def database_url(postgres: Postgres) -> Iterator[str]:
    """The URL of a new empty database; the server is running again after the test, whatever
    the test did to it."""
    url = postgres.new_database()
    yield url
    if not postgres.running():
        postgres.start()
