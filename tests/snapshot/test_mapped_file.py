"""The stored snapshot's file rewritten in place under a running process."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.conftest import FIXTURES, ROOT

SCRIPT = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    from bot.snapshot.cache import INDEX_NAME, cache_path
    from bot.snapshot.load import load_snapshot

    data = Path(sys.argv[1])
    load_snapshot(data, cache=True)
    snapshot = load_snapshot(data, cache=True)
    assert snapshot.from_cache
    stored = cache_path(data, INDEX_NAME)
    size = stored.stat().st_size
    # What `cp` and `rsync --inplace` do: the same file cut to nothing, then written again.
    with open(stored, "r+b") as fh:
        fh.truncate(0)
        fh.write(b"x" * (size // 3))
    profiles = snapshot.report.profiles
    profiles._get.cache_clear()  # decode from the stored records again, not the memo
    print(len([p.name for p in profiles]))
    print(snapshot.engine.answer("!profile wei zhao").card.name)
    """
)


def test_rewriting_the_stored_snapshot_in_place_does_not_kill_the_process(tmp_path: Path) -> None:
    data = tmp_path / "profiles"
    shutil.copytree(FIXTURES / "profiles", data, ignore=shutil.ignore_patterns(".*"))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(data)],
        capture_output=True, text=True, cwd=ROOT, timeout=120, check=False,
    )  # fmt: skip
    assert (done.returncode, done.stdout) == (0, "15\nWei Zhao\n"), done.stderr
