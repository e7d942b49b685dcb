"""What the fake sends and receives: JSON responses, gateway connections, REST calls."""

from __future__ import annotations

import asyncio
import copy
import json
import mimetypes
import zlib
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from aiohttp import web

JSON = dict[str, Any]

EVERYONE_PERMISSIONS = (
    0x400 | 0x800 | 0x4000 | 0x8000 | 0x10000
)  # view, send, embed, attach, history
DISCORD_EPOCH = 1420070400000
JOINED = "2024-01-01T00:00:00+00:00"
CHANNEL_MESSAGES = r"/channels/(?P<cid>\d+)/messages"
WEBHOOK = r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)"
WEBHOOK_MESSAGE = WEBHOOK + r"/messages/(?P<mid>@original|\d+)"
COMMANDS = r"/applications/(?P<app>\d+)(/guilds/(?P<gid>\d+))?/commands"
ATTACHMENTS = r"/{path:(ephemeral-)?attachments/\d+/\d+/[^/]+}"  # an aiohttp route, not REST

# Python's own table only (MimeTypes() does not read the system's mime.types), so the guess
# is the same on every machine; plus the kinds of file this project is sent that it lacks.
_MIME_TYPES = mimetypes.MimeTypes()
_EXTRA_TYPES = {".jsonl": "application/json", ".md": "text/markdown", ".yaml": "application/yaml"}


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """A JSON response as Discord sends it."""
    # Not web.json_response: that adds "; charset=utf-8", and discord.py only parses JSON
    # when the Content-Type is exactly "application/json".
    headers = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(status=status, body=json.dumps(data).encode(), headers=headers)


def error_response(status: int, message: str, code: int = 0) -> web.Response:
    """An error response as Discord sends it."""
    return json_response({"message": message, "code": code}, status)


def no_content() -> web.Response:
    """An empty 204 response."""
    return web.Response(status=204)


def now() -> str:
    """The time now, as Discord writes timestamps."""
    return datetime.now(UTC).isoformat()


def content_type(filename: str) -> str | None:
    """The media type Discord gives an attachment of that name (text/plain for .txt,
    application/json for .json and .jsonl); None, and no content_type field, when unknown."""
    suffix = "." + filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
    return _EXTRA_TYPES.get(suffix) or _MIME_TYPES.guess_type("file" + suffix)[0]


def each(value: Any, names: str) -> JSON:
    """{name: value} for each space-separated name: the fields a payload needs but no test reads."""
    return {name: copy.copy(value) for name in names.split()}


@dataclass
class Connection:
    """One gateway connection and its compression stream."""
    ws: web.WebSocketResponse
    compressor: Any  # zlib compress object, or None for plain text frames
    lock: asyncio.Lock

    async def send(self, payload: JSON) -> None:
        """Send one payload, compressed when the connection asked for it."""
        text = json.dumps(payload)
        async with self.lock:  # keeps the zlib stream in frame order
            if self.compressor is None:
                await self.ws.send_str(text)
            else:
                data = self.compressor.compress(text.encode())
                await self.ws.send_bytes(data + self.compressor.flush(zlib.Z_SYNC_FLUSH))


@dataclass
class RateLimit:
    """A 429 to send for the next requests that match."""
    method: str
    path_contains: str
    retry_after: float
    count: int


@dataclass
class Call:
    """One REST request: the aiohttp request, its JSON (or payload_json) body, the names of any
    uploaded files, and the named groups of the matched route."""

    request: web.Request
    body: Any
    files: list[str]
    args: dict[str, str]

    def id(self, name: str) -> int:
        """A numeric group of the route."""
        return int(self.args[name])
