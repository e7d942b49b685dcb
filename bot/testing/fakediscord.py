"""A small fake of Discord's REST API and gateway that the unmodified discord.py client logs in to.

Served by aiohttp.web on 127.0.0.1 (a free port): REST under /api/v10, the gateway websocket at /.
`FakeDiscord.patch()` points `discord.http.Route.BASE` and `DiscordWebSocket.DEFAULT_GATEWAY` here.

Compression: discord.py 2.7 asks for `compress=zlib-stream` (or `zstd-stream` when the `zstandard`
package is installed) in the gateway query string. For zlib-stream the fake does what Discord does:
one zlib stream per connection, each message compressed and ended with Z_SYNC_FLUSH, sent as a
binary frame. For anything else it sends plain text frames, which discord.py accepts whatever it
asked for (`DiscordWebSocket.received_message` only decompresses bytes).

Sequence numbers increase over the fake's whole life (they are not reset on a new session).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import re
import time
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import discord.gateway
import discord.http
import yarl
from aiohttp import BodyPartReader, WSMsgType, web

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


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # Not web.json_response: that adds "; charset=utf-8", and discord.py only parses JSON
    # when the Content-Type is exactly "application/json".
    headers = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(status=status, body=json.dumps(data).encode(), headers=headers)


def _error(status: int, message: str, code: int = 0) -> web.Response:
    return _json({"message": message, "code": code}, status)


def _no_content() -> web.Response:
    return web.Response(status=204)


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _each(value: Any, names: str) -> JSON:
    """{name: value} for each space-separated name: the fields a payload needs but no test reads."""
    return {name: copy.copy(value) for name in names.split()}


@dataclass
class _Connection:
    ws: web.WebSocketResponse
    compressor: Any  # zlib compress object, or None for plain text frames
    lock: asyncio.Lock

    async def send(self, payload: JSON) -> None:
        text = json.dumps(payload)
        async with self.lock:  # keeps the zlib stream in frame order
            if self.compressor is None:
                await self.ws.send_str(text)
            else:
                data = self.compressor.compress(text.encode())
                await self.ws.send_bytes(data + self.compressor.flush(zlib.Z_SYNC_FLUSH))


@dataclass
class _RateLimit:
    method: str
    path_contains: str
    retry_after: float
    count: int


@dataclass
class _Call:
    """One REST request: the aiohttp request, its JSON (or payload_json) body, the names of any
    uploaded files, and the named groups of the matched route."""

    request: web.Request
    body: Any
    files: list[str]
    args: dict[str, str]

    def id(self, name: str) -> int:
        return int(self.args[name])


class FakeDiscord:
    """One guild ("Team") with channels team and other; members owner, alice (with role_id), bob,
    the bot and another bot. `ready` is set once READY + GUILD_CREATE (or RESUMED) has been sent
    and cleared while the client has no gateway session; events sent meanwhile wait for it."""

    app_id = 1300000000000000001
    bot_id = 1300000000000000002
    owner_id = 1300000000000000003
    guild_id = 1300000000000000010
    team_channel_id = 1300000000000000020
    other_channel_id = 1300000000000000021
    user_id = 1300000000000000030
    other_user_id = 1300000000000000031
    role_id = 1300000000000000040
    other_bot_id = 1300000000000000050

    def __init__(self) -> None:
        self.messages: list[JSON] = []
        self.edits: list[JSON] = []
        self.deletes: list[JSON] = []
        self.interaction_responses: list[JSON] = []
        self.followups: list[JSON] = []
        self.command_syncs: list[JSON] = []
        self.requests: list[tuple[str, str]] = []
        self.gateway_urls: list[str] = []  # path and query string of each gateway connection
        self.gateway_received: list[JSON] = []  # every payload the client sent on the gateway
        self.ready = asyncio.Event()
        self.port = 0
        self._names = {self.bot_id: "profilebot", self.owner_id: "owner", self.user_id: "alice"}
        self._names |= {self.other_user_id: "bob", self.other_bot_id: "otherbot"}
        self._roles = {self.user_id: [self.role_id]}
        self._stored: dict[int, JSON] = {}  # every message the fake knows, by id
        self._originals: dict[str, int] = {}  # interaction token -> its original response's id
        self._interactions: dict[int, JSON] = {}
        self._answered: set[int] = set()
        self._commands: dict[tuple[int | None, str], JSON] = {}
        self._rate_limits: list[_RateLimit] = []
        self._next_id = (int(time.time() * 1000) - DISCORD_EPOCH) << 22
        self._seq = 0
        self._session_id: str | None = None
        self._conn: _Connection | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        Handler = Callable[[_Call], Awaitable[web.Response]]
        self._routes: list[tuple[str, str, Handler]] = [
            ("GET", r"/users/@me", self._get_me),
            ("GET", r"/gateway(/bot)?", self._get_gateway),
            ("GET", r"/oauth2/applications/@me", self._get_application),
            ("POST", CHANNEL_MESSAGES, self._post_message),
            ("PATCH", CHANNEL_MESSAGES + r"/(?P<mid>\d+)", self._patch_message),
            ("DELETE", CHANNEL_MESSAGES + r"/(?P<mid>\d+)", self._delete_message),
            ("POST", r"/channels/(?P<cid>\d+)/typing", self._typing),
            ("POST", r"/interactions/(?P<iid>\d+)/(?P<token>[^/]+)/callback", self._callback),
            ("POST", WEBHOOK, self._followup),
            ("GET", WEBHOOK_MESSAGE, self._get_webhook_message),
            ("PATCH", WEBHOOK_MESSAGE, self._patch_webhook_message),
            ("DELETE", WEBHOOK_MESSAGE, self._delete_webhook_message),
            ("PUT", COMMANDS, self._put_commands),
            ("GET", COMMANDS, self._get_commands),
        ]

    # -- lifecycle and recording ------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def close(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    @contextlib.contextmanager
    def patch(self) -> Iterator[None]:
        route, ws = discord.http.Route, discord.gateway.DiscordWebSocket
        old_base, old_gateway = route.BASE, ws.DEFAULT_GATEWAY
        route.BASE, ws.DEFAULT_GATEWAY = self.base_url, yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            route.BASE, ws.DEFAULT_GATEWAY = old_base, old_gateway

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    async def _record(self, collection: str, item: JSON) -> None:
        async with self._changed:
            getattr(self, collection).append(item)
            self._changed.notify_all()

    async def wait_for(
        self,
        collection: str,
        predicate: Callable[[JSON], bool] = lambda item: True,
        timeout: float = 5.0,
        *,
        start: int = 0,
    ) -> JSON:
        """The first item of that list, at index `start` or later, that matches: one already
        recorded or one that arrives within `timeout` seconds."""
        items: list[JSON] = getattr(self, collection)

        async def find() -> JSON:
            async with self._changed:
                while True:
                    for item in items[start:]:
                        if predicate(item):
                            return item
                    await self._changed.wait()

        try:
            return await asyncio.wait_for(find(), timeout)
        except TimeoutError:
            raise TimeoutError(
                f"nothing matching in {collection} after {timeout}s; "
                f"{collection}={items!r}; requests={self.requests!r}"
            ) from None

    def rate_limit_next(
        self, method: str, path_contains: str, retry_after: float = 0.05, count: int = 1
    ) -> None:
        self._rate_limits.append(_RateLimit(method.upper(), path_contains, retry_after, count))

    # -- payloads ----------------------------------------------------------------------------

    def _user(self, uid: int) -> JSON:
        name = self._names[uid]
        return {
            "id": str(uid),
            "username": name,
            "discriminator": "0",
            "global_name": name.title(),
            "avatar": None,
            "bot": uid in (self.bot_id, self.other_bot_id),
        }

    def _member(self, uid: int, *, with_user: bool = True) -> JSON:
        member = {
            "roles": [str(r) for r in self._roles.get(uid, [])],
            "joined_at": JOINED,
            "flags": 0,
            **_each(None, "nick avatar premium_since"),
            **_each(False, "deaf mute pending"),
        }
        return {"user": self._user(uid), **member} if with_user else member

    def _channel(self, cid: int) -> JSON:
        name, position = ("team", 0) if cid == self.team_channel_id else ("other", 1)
        return {
            "id": str(cid),
            "type": 0,
            "guild_id": str(self.guild_id),
            "name": name,
            "position": position,
            "permission_overwrites": [],
            "nsfw": False,
            "rate_limit_per_user": 0,
            **_each(None, "parent_id topic last_message_id"),
        }

    def _guild(self) -> JSON:
        def role(rid: int, name: str, position: int, permissions: int) -> JSON:
            return {
                "id": str(rid),
                "name": name,
                "position": position,
                "permissions": str(permissions),
                "color": 0,
                "flags": 0,
                **_each(False, "hoist managed mentionable"),
            }

        members = [self._member(uid) for uid in self._names]
        everyone = role(self.guild_id, "@everyone", 0, EVERYONE_PERMISSIONS)
        return {
            "id": str(self.guild_id),
            "name": "Team",
            "owner_id": str(self.owner_id),
            "unavailable": False,
            "large": False,
            "roles": [everyone, role(self.role_id, "devs", 1, 0)],
            "channels": [self._channel(self.team_channel_id), self._channel(self.other_channel_id)],
            "members": members,
            "member_count": len(members),
            "joined_at": JOINED,
            "preferred_locale": "en-US",
            **_each(None, "icon splash banner description"),
            **_each([], "features emojis stickers threads presences voice_states stage_instances"),
            **_each([], "guild_scheduled_events"),
            **_each(0, "verification_level mfa_level default_message_notifications nsfw_level"),
            **_each(0, "explicit_content_filter premium_tier system_channel_flags"),
        }

    def _message(
        self, channel_id: int, body: JSON, author: int, webhook: int | None = None
    ) -> JSON:
        """A message the fake now knows: posted by the bot (from a request body) or by a user."""
        message = {
            "id": str(self._new_id()),
            "channel_id": str(channel_id),
            "guild_id": str(self.guild_id),
            "author": self._user(author),
            "content": body.get("content") or "",
            "timestamp": _now(),
            "edited_timestamp": None,
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "flags": body.get("flags") or 0,
            "type": 0,
            **_each(False, "tts mention_everyone pinned"),
            **_each([], "mentions mention_roles attachments"),
        }
        if webhook is not None:
            message["webhook_id"] = str(webhook)
        if ref := body.get("message_reference"):  # a reply
            message |= {"type": 19, "message_reference": ref}
            message["referenced_message"] = self._stored.get(int(ref.get("message_id", 0)))
        self._stored[int(message["id"])] = message
        return message

    def _update(self, message: JSON, body: JSON) -> JSON:
        for key, empty in (("content", ""), ("embeds", []), ("components", []), ("flags", 0)):
            if key in body:
                message[key] = empty if body[key] is None else body[key]
        message["edited_timestamp"] = _now()
        return message

    # -- gateway -----------------------------------------------------------------------------

    async def _dispatch(self, event: str, data: JSON, conn: _Connection | None = None) -> None:
        if conn is None:
            # Events sent while the client is reconnecting wait for the new session.
            try:
                await asyncio.wait_for(self.ready.wait(), 5.0)
            except TimeoutError:
                raise TimeoutError(f"no client session for {event}; {self.requests=}") from None
            conn = self._conn
            assert conn is not None
        self._seq += 1
        await conn.send({"op": 0, "t": event, "s": self._seq, "d": data})

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.add(ws)
        self.gateway_urls.append(request.path_qs)
        zlib_stream = request.query.get("compress") == "zlib-stream"
        conn = _Connection(ws, zlib.compressobj() if zlib_stream else None, asyncio.Lock())
        await conn.send({"op": 10, "s": None, "t": None, "d": {"heartbeat_interval": 45000}})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                payload = json.loads(msg.data)
                self.gateway_received.append(payload)
                op, d = payload.get("op"), payload.get("d")
                if op == 1:
                    await conn.send({"op": 11, "s": None, "t": None, "d": None})
                elif op == 2:
                    await self._identify(conn)
                elif op == 6 and self._session_id and d["session_id"] == self._session_id:
                    self._conn = conn
                    await self._dispatch("RESUMED", {}, conn)
                    self.ready.set()
                elif op == 6:  # INVALID_SESSION, not resumable: the client identifies again
                    await conn.send({"op": 9, "s": None, "t": None, "d": False})
        finally:
            self._sockets.discard(ws)
            if self._conn is conn:
                self._conn = None
                self.ready.clear()
        return ws

    async def _identify(self, conn: _Connection) -> None:
        self._session_id = f"session-{self._new_id()}"
        self._conn = conn
        ready = {
            "v": 10,
            "session_id": self._session_id,
            "resume_gateway_url": self.gateway_url,
            "user": self._user(self.bot_id) | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(self.guild_id), "unavailable": True}],
            "application": {"id": str(self.app_id), "flags": 0},
            **_each([], "private_channels relationships"),
        }
        await self._dispatch("READY", ready, conn)
        await self._dispatch("GUILD_CREATE", self._guild(), conn)
        self.ready.set()

    async def drop_gateway(self, code: int = 4000, *, resumable: bool = True) -> None:
        """Close the gateway socket. discord.py then RESUMEs; with `resumable=False` the fake
        answers the RESUME with INVALID_SESSION and the client identifies again (after its
        `before_identify_hook`, which sleeps 5 s unless overridden)."""
        conn = self._conn
        assert conn is not None, "no gateway connection to drop"
        self._conn = None
        self.ready.clear()
        if not resumable:
            self._session_id = None
        await conn.ws.close(code=code)

    async def send_message(
        self,
        content: str,
        *,
        author_id: int | None = None,
        channel_id: int | None = None,
        mentions: Sequence[int] = (),
        mention_everyone: bool = False,
        bot: bool = False,
    ) -> int:
        """Dispatch MESSAGE_CREATE from a member (alice by default, other_bot_id if `bot`)."""
        author = author_id or (self.other_bot_id if bot else self.user_id)
        message = self._message(channel_id or self.team_channel_id, {"content": content}, author)
        message["author"]["bot"] |= bot
        message["member"] = self._member(author, with_user=False)
        message["mention_everyone"] = mention_everyone
        message["mentions"] = [
            self._user(uid) | {"member": self._member(uid, with_user=False)} for uid in mentions
        ]
        await self._dispatch("MESSAGE_CREATE", message)
        return int(message["id"])

    async def _interaction(
        self, kind: int, data: JSON, user_id: int | None, channel_id: int, message: JSON | None
    ) -> int:
        iid = self._new_id()
        permissions = str(EVERYONE_PERMISSIONS)
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.app_id),
            "type": kind,
            "token": f"itoken{iid}",
            "version": 1,
            "guild_id": str(self.guild_id),
            "channel_id": str(channel_id),
            "channel": self._channel(channel_id),
            "member": self._member(user_id or self.user_id) | {"permissions": permissions},
            "app_permissions": permissions,
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(self.guild_id)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
            "data": data,
        }
        if message is not None:
            payload["message"] = message
        self._interactions[iid] = payload
        await self._dispatch("INTERACTION_CREATE", payload)
        return iid

    def _command_data(self, name: str, options: list[JSON]) -> JSON:
        """Refers to the synced command (a guild one first) so discord.py's tree finds it."""
        command = self._commands.get((self.guild_id, name)) or self._commands.get((None, name))
        command_id = command["id"] if command else str(self._new_id())
        data: JSON = {"id": command_id, "name": name, "type": 1, "options": options}
        if command and "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        return data

    async def slash_command(
        self,
        name: str,
        options: dict[str, str],
        *,
        user_id: int | None = None,
        channel_id: int | None = None,
    ) -> int:
        opts = [{"name": k, "type": 3, "value": v} for k, v in options.items()]
        data = self._command_data(name, opts)
        return await self._interaction(2, data, user_id, channel_id or self.team_channel_id, None)

    async def autocomplete(
        self, name: str, option: str, value: str, *, user_id: int | None = None
    ) -> int:
        data = self._command_data(
            name, [{"name": option, "type": 3, "value": value, "focused": True}]
        )
        return await self._interaction(4, data, user_id, self.team_channel_id, None)

    async def click(
        self,
        message_id: int,
        custom_id: str,
        *,
        user_id: int | None = None,
        component_type: int = 2,
        values: list[str] | None = None,
    ) -> int:
        message = self._stored[message_id]
        data: JSON = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        return await self._interaction(3, data, user_id, int(message["channel_id"]), message)

    # -- REST --------------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        self.requests.append((request.method, path))
        for limit in self._rate_limits:
            if limit.count > 0 and limit.method == request.method and limit.path_contains in path:
                limit.count -= 1
                await request.read()
                return self._too_many_requests(limit.retry_after)
        for method, pattern, handler in self._routes:
            match = re.fullmatch(pattern, path)
            if match and method == request.method:
                body, files = await self._body(request)
                args = {k: v for k, v in match.groupdict().items() if v is not None}
                return await handler(_Call(request, body, files, args))
        return _error(404, f"404: Not Found ({request.method} {path} is not faked)")

    @staticmethod
    def _too_many_requests(retry_after: float) -> web.Response:
        body = {
            "message": "You are being rate limited.",
            "retry_after": retry_after,
            "global": False,
        }
        headers = {
            "Via": "1.1 google",  # discord.py takes a 429 without Via for a Cloudflare ban
            "Retry-After": str(max(1, round(retry_after))),
            "X-RateLimit-Limit": "5",
            "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
            "X-RateLimit-Reset-After": f"{retry_after:.3f}",
            "X-RateLimit-Bucket": "fake-bucket",
            "X-RateLimit-Scope": "user",
        }
        return _json(body, 429, headers)

    @staticmethod
    async def _body(request: web.Request) -> tuple[Any, list[str]]:
        """The JSON body, or the payload_json field and file names of a multipart body."""
        if request.content_type != "multipart/form-data":
            raw = await request.read()
            return (json.loads(raw) if raw else {}), []
        body: Any = {}
        files: list[str] = []
        async for part in await request.multipart():
            assert isinstance(part, BodyPartReader)
            if part.name == "payload_json":
                body = json.loads(await part.text())
            else:
                files.append(part.filename or part.name or "")
                await part.read()
        return body, files

    async def _get_me(self, call: _Call) -> web.Response:
        return _json(self._user(self.bot_id) | {"verified": True, "mfa_enabled": False, "flags": 0})

    async def _get_gateway(self, call: _Call) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return _json({"url": self.gateway_url, "shards": 1, "session_start_limit": limit})

    async def _get_application(self, call: _Call) -> web.Response:
        app = {
            "id": str(self.app_id),
            "name": "profilebot",
            "description": "",
            "flags": 0,
            "owner": self._user(self.owner_id),
            "bot": self._user(self.bot_id),
            "verify_key": "0" * 64,
            **_each(False, "bot_public bot_require_code_grant"),
            **_each(None, "icon team"),
        }
        return _json(app)

    async def _post_message(self, call: _Call) -> web.Response:
        message = self._message(call.id("cid"), call.body, self.bot_id)
        record = {"channel_id": call.id("cid"), "json": call.body, "id": int(message["id"])}
        await self._record("messages", record | {"files": call.files})
        return _json(message)

    async def _patch_message(self, call: _Call) -> web.Response:
        if call.id("mid") not in self._stored:
            return _error(404, "Unknown Message", 10008)
        record = {"channel_id": call.id("cid"), "message_id": call.id("mid"), "token": None}
        await self._record("edits", record | {"json": call.body})
        return _json(self._update(self._stored[call.id("mid")], call.body))

    async def _delete_message(self, call: _Call) -> web.Response:
        record = {"channel_id": call.id("cid"), "message_id": call.id("mid"), "token": None}
        await self._record("deletes", record)
        self._stored.pop(call.id("mid"), None)
        return _no_content()

    async def _typing(self, call: _Call) -> web.Response:
        return _no_content()

    async def _callback(self, call: _Call) -> web.Response:
        iid, token = call.id("iid"), call.args["token"]
        interaction = self._interactions.get(iid)
        if interaction is None or interaction["token"] != token:
            return _error(404, "Unknown interaction", 10062)
        if iid in self._answered:
            return _error(400, "Interaction has already been acknowledged.", 40060)
        self._answered.add(iid)
        record = {"interaction_id": iid, "token": token, "json": call.body, "files": call.files}
        await self._record("interaction_responses", record)
        kind, data = call.body["type"], call.body.get("data") or {}
        resource: JSON = {"type": kind}
        if kind in (4, 5):  # a message, or "thinking": either becomes the original response
            channel_id = int(interaction["channel_id"])
            resource["message"] = self._message(channel_id, data, self.bot_id, self.app_id)
            self._originals[token] = int(resource["message"]["id"])
        elif kind == 7 and "message" in interaction:  # update the clicked message
            clicked = self._stored[int(interaction["message"]["id"])]
            resource["message"] = self._update(clicked, data)
        if "with_response" not in call.request.query:
            return _no_content()
        info: JSON = {"id": str(iid), "type": interaction["type"]}
        info["response_message_loading"] = kind == 5
        info["response_message_ephemeral"] = bool((data.get("flags") or 0) & 64)
        if "message" in resource:
            info["response_message_id"] = resource["message"]["id"]
        return _json({"interaction": info, "resource": resource})

    async def _followup(self, call: _Call) -> web.Response:
        token = call.args["token"]
        channels = [
            int(i["channel_id"]) for i in self._interactions.values() if i["token"] == token
        ]
        channel_id = channels[0] if channels else self.team_channel_id
        message = self._message(channel_id, call.body, self.bot_id, call.id("app"))
        record = {"token": token, "json": call.body, "id": int(message["id"]), "files": call.files}
        await self._record("followups", record)
        wait = call.request.query.get("wait", "").lower() in ("1", "true")
        return _json(message) if wait else _no_content()

    def _webhook_message_id(self, call: _Call) -> int:
        if call.args["mid"] == "@original":
            return self._originals.get(call.args["token"], 0)
        return call.id("mid")

    async def _get_webhook_message(self, call: _Call) -> web.Response:
        message = self._stored.get(self._webhook_message_id(call))
        return _json(message) if message else _error(404, "Unknown Message", 10008)

    async def _patch_webhook_message(self, call: _Call) -> web.Response:
        message_id = self._webhook_message_id(call)
        if message_id not in self._stored:
            return _error(404, "Unknown Message", 10008)
        record = {"channel_id": None, "message_id": message_id, "token": call.args["token"]}
        await self._record("edits", record | {"json": call.body})
        return _json(self._update(self._stored[message_id], call.body))

    async def _delete_webhook_message(self, call: _Call) -> web.Response:
        message_id = self._webhook_message_id(call)
        record = {"channel_id": None, "message_id": message_id, "token": call.args["token"]}
        await self._record("deletes", record)
        self._stored.pop(message_id, None)
        return _no_content()

    async def _put_commands(self, call: _Call) -> web.Response:
        guild_id = call.id("gid") if "gid" in call.args else None
        await self._record("command_syncs", {"guild_id": guild_id, "json": call.body})
        for key in [k for k in self._commands if k[0] == guild_id]:
            del self._commands[key]
        defaults = {"type": 1, "description": "", "options": [], "nsfw": False}
        for command in call.body:  # the body is the full list of commands for that scope
            echo = defaults | {"default_member_permissions": None} | command
            echo |= {"id": str(self._new_id()), "application_id": call.args["app"], "version": "1"}
            if guild_id is not None:
                echo["guild_id"] = str(guild_id)
            self._commands[(guild_id, command["name"])] = echo
        return await self._get_commands(call)

    async def _get_commands(self, call: _Call) -> web.Response:
        guild_id = call.id("gid") if "gid" in call.args else None
        return _json([c for (g, _), c in self._commands.items() if g == guild_id])


TOKEN = "fake.bot.token"


@contextlib.asynccontextmanager
async def running(
    client: discord.Client, fake: FakeDiscord, timeout: float = 5.0
) -> AsyncIterator[discord.Client]:
    """Run the client against the fake until it is ready; close it and end its task on exit."""
    task = asyncio.create_task(client.start(TOKEN), name="fake-discord-client")
    try:
        async with asyncio.timeout(timeout):
            while not client.is_ready():
                if task.done():
                    task.result()  # raises the login/connect error
                    raise RuntimeError(f"client stopped before ready; requests={fake.requests}")
                await asyncio.sleep(0.01)
        yield client
    finally:
        await client.close()
        done, _ = await asyncio.wait({task}, timeout=5.0)
        if not done:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        error = task.exception() if done and not task.cancelled() else None
    if error is not None:
        raise error
