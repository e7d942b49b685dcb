"""How a long load shows its progress: a bar in a terminal, a log line now and then elsewhere.

The loader and the snapshot build only call a `Progress` (bot.profiles.loader) with counts;
what a person sees is chosen here, by the front end that starts the load.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.progress import Progress as Bar

from bot.profiles.loader import Progress
from bot.snapshot.build import progress_line

# What each step counts, for a log line and a bar.
_UNITS = {"parsed": "files", "indexed": "profiles", "imported": "files", "fetched": "files"}
_BAR_LABELS = {
    "parsed": "Parsing files",
    "indexed": "Indexing profiles",
    "imported": "Importing files",
    "fetched": "Fetching files",
}


class LogProgress:
    """Progress as one log line at most every `every` seconds, for the bot, whose output is a
    log: `parsed 120,000 of 1,000,000 files`."""

    def __init__(
        self,
        logger: logging.Logger,
        every: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.logger, self.every, self.clock = logger, every, clock
        self._last: float | None = None

    def __call__(self, step: str, done: int, total: int) -> None:
        """Log the counts when `every` seconds have passed since the last line (or the start)."""
        now = self.clock()
        if self._last is None:
            self._last = now
            return
        if now - self._last < self.every:
            return
        self._last = now
        self.logger.info("%s %s of %s %s", step, f"{done:,}", f"{total:,}", _UNITS.get(step, ""))


class _BarProgress:
    """Progress as a rich bar per step: done of total, and the time left."""

    def __init__(self, bar: Bar) -> None:
        self.bar = bar
        self.tasks: dict[str, TaskID] = {}

    def __call__(self, step: str, done: int, total: int) -> None:
        task = self.tasks.get(step)
        if task is None:
            task = self.tasks[step] = self.bar.add_task(_BAR_LABELS.get(step, step), total=total)
        self.bar.update(task, completed=done, total=total)


@contextlib.contextmanager
def progress_for(stream: TextIO, logger: logging.Logger | None = None) -> Iterator[Progress]:
    """A progress bar on stream while the block runs, when stream is a terminal; otherwise
    log lines every few seconds (which a command line without logging set up never shows)."""
    if not stream.isatty():
        yield LogProgress(logger or logging.getLogger("bot.progress"))
        return
    bar = Bar(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
        TimeRemainingColumn(), console=Console(file=stream), transient=True,
    )  # fmt: skip
    with bar:
        yield _BarProgress(bar)


class LineProgress:
    """Progress as lines a parent process reads from this one's stderr (`index
    --progress-lines`, see bot.snapshot.build): at most a few a second, and the start and
    end of every step."""

    def __init__(self, stream: TextIO, every: float = 0.2) -> None:
        self.stream, self.every = stream, every
        self._last = 0.0

    def __call__(self, step: str, done: int, total: int) -> None:
        """Write the counts when `every` seconds have passed, or a step starts or ends."""
        now = time.monotonic()
        if 0 < done < total and now - self._last < self.every:
            return
        self._last = now
        print(progress_line(step, done, total), file=self.stream, flush=True)
