"""A real PostgreSQL server in a temporary folder, for the tests and the benchmarks: started
from the installed server binaries (Debian's postgresql package), listening on 127.0.0.1 only,
stopped and started again at will, and removed at the end."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

# The user a server started by root runs as: PostgreSQL refuses to run as root.
SERVER_USER = "postgres"


def server_binaries() -> Path | None:
    """The folder of the newest installed PostgreSQL server binaries, if any."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/postgres"),
                   key=lambda p: int(p.parent.parent.name) if p.parent.parent.name.isdigit()
                   else 0)  # fmt: skip
    if found:
        return found[-1].parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Postgres:
    """One server: `url` for a database of it, `stop()` and `start()` to take it away and
    bring it back on the same port, with its data."""

    def __init__(self, folder: Path, binaries: Path) -> None:
        self.folder, self.binaries = folder, binaries
        self.data = folder / "data"
        self.port = _free_port()
        self._as_other = os.geteuid() == 0
        self._databases = 0

    def _run(self, *args: str) -> None:
        command = [str(self.binaries / args[0]), *args[1:]]
        if self._as_other:
            command = ["runuser", "-u", SERVER_USER, "--", *command]
        subprocess.run(command, check=True, capture_output=True, cwd=self.folder)

    def init(self) -> None:
        """Create the cluster: trust for local connections, no fsync (data is thrown away)."""
        if self._as_other:
            user = pwd.getpwnam(SERVER_USER)
            os.chown(self.folder, user.pw_uid, user.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "bot", "-A", "trust", "-E", "UTF8",
                  "--no-sync")  # fmt: skip
        with open(self.data / "postgresql.conf", "a") as fh:
            fh.write(
                f"\nlisten_addresses = '127.0.0.1'\nport = {self.port}\n"
                f"unix_socket_directories = '{self.folder}'\nfsync = off\n"
                "synchronous_commit = off\nfull_page_writes = off\nmax_connections = 200\n"
            )

    def start(self) -> None:
        """Start the server and wait until it accepts connections."""
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-w", "-t", "60", "start")  # fmt: skip

    def stop(self) -> None:
        """Stop the server at once: open connections are cut."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def running(self) -> bool:
        """Whether the server is up."""
        command = [str(self.binaries / "pg_ctl"), "-D", str(self.data), "status"]
        if self._as_other:
            command = ["runuser", "-u", SERVER_USER, "--", *command]
        return subprocess.run(command, capture_output=True, cwd=self.folder).returncode == 0

    def url(self, database: str = "postgres") -> str:
        """The URL of one database of the server."""
        return f"postgresql://bot@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A new empty database; its URL."""
        self._databases += 1
        name = f"test{self._databases}"
        self._run("psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "bot", "-d", "postgres",
                  "-c", f"CREATE DATABASE {name}")  # fmt: skip
        return self.url(name)


@contextlib.contextmanager
def postgres_server() -> Iterator[Postgres]:
    """A started server in a temporary folder; RuntimeError when no server binaries are
    installed."""
    binaries = server_binaries()
    if binaries is None:
        raise RuntimeError("PostgreSQL's server binaries are missing: apt install postgresql")
    folder = Path(tempfile.mkdtemp(prefix="profile-bot-pg-"))
    server = Postgres(folder, binaries)
    try:
        server.init()
        server.start()
        yield server
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)
