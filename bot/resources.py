"""Where the bundled data lives, found from the package rather than the working directory."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
VOCAB_DIR = DATA_DIR / "vocab"


def read_lines(path: Path) -> list[str]:
    """Non-empty lines of a bundled word list; a line starting with `#` is a comment."""
    lines = (line.strip() for line in path.read_text("utf-8").splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def read_json(path: Path) -> Any:
    """A bundled JSON file."""
    return json.loads(path.read_text("utf-8"))
