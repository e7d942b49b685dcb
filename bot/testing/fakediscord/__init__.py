"""A small fake of Discord's REST API and gateway that the unmodified discord.py client logs in to.

Served by aiohttp.web on 127.0.0.1 (a free port): REST under /api/v10, the gateway websocket at /,
and the files users attach (to messages and slash commands) under /attachments and
/ephemeral-attachments, where discord.py's `Attachment.read()` downloads them.
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
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import web

from bot.testing.fakediscord.gateway import Gateway
from bot.testing.fakediscord.rest import Rest
from bot.testing.fakediscord.wire import (
    ATTACHMENTS,
    CHANNEL_MESSAGES,
    COMMANDS,
    DISCORD_EPOCH,
    EVERYONE_PERMISSIONS,
    JOINED,
    JSON,
    WEBHOOK,
    WEBHOOK_MESSAGE,
    Call,
    Connection,
    RateLimit,
    each,
    now,
)


class FakeDiscord(Gateway, Rest):
    """One guild ("Team") with channels team and other; members owner, alice (with role_id), bob,
    the bot and another bot. `ready` is set once READY + GUILD_CREATE (or RESUMED) has been sent
    and cleared while the client has no gateway session; events sent meanwhile wait for it."""

    app_id = 1300000000000000001
    bot_id = 1300000000000000002
    owner_id = 1300000000000000003
    guild_id = 1300000000000000010
    team_channel_id = 1300000000000000020
    other_channel_id = 1300000000000000021
    dm_channel_id = 1300000000000000022
    user_id = 1300000000000000030
    other_user_id = 1300000000000000031
    role_id = 1300000000000000040
    other_bot_id = 1300000000000000050
    token = "fake.bot.token"  # the only token the fake accepts
    intents_refused = 0  # intents the application may not use: an identify asking for one fails

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
        self.downloads: list[str] = []  # the path of each attachment served, in order
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
        self._files: dict[str, tuple[bytes, str]] = {}  # attachment path -> bytes, media type
        self._rate_limits: list[RateLimit] = []
        self._next_id = (int(time.time() * 1000) - DISCORD_EPOCH) << 22
        self._seq = 0
        self._session_id: str | None = None
        self._conn: Connection | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        Handler = Callable[[Call], Awaitable[web.Response]]
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
        """Serve on a free port of 127.0.0.1."""
        app = web.Application()
        app.router.add_get("/", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        app.router.add_get(ATTACHMENTS, self._download, allow_head=False)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def close(self) -> None:
        """Close every gateway socket and stop serving."""
        for ws in list(self._sockets):
            await ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def base_url(self) -> str:
        """Where the REST API is served."""
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Where the gateway is served."""
        return f"ws://127.0.0.1:{self.port}/"

    @contextlib.contextmanager
    def patch(self) -> Iterator[None]:
        """Point discord.py at this fake while the block runs."""
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
        """Answer the next count requests whose path contains the text with a 429."""
        self._rate_limits.append(RateLimit(method.upper(), path_contains, retry_after, count))

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
            **each(None, "nick avatar premium_since"),
            **each(False, "deaf mute pending"),
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
            **each(None, "parent_id topic last_message_id"),
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
                **each(False, "hoist managed mentionable"),
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
            **each(None, "icon splash banner description"),
            **each([], "features emojis stickers threads presences voice_states stage_instances"),
            **each([], "guild_scheduled_events"),
            **each(0, "verification_level mfa_level default_message_notifications nsfw_level"),
            **each(0, "explicit_content_filter premium_tier system_channel_flags"),
        }

    def _message(
        self, channel_id: int, body: JSON, author: int, webhook: int | None = None
    ) -> JSON:
        """A message the fake now knows: posted by the bot (from a request body) or by a user."""
        message = {
            "id": str(self._new_id()),
            "channel_id": str(channel_id),
            **({} if channel_id == self.dm_channel_id else {"guild_id": str(self.guild_id)}),
            "author": self._user(author),
            "content": body.get("content") or "",
            "timestamp": now(),
            "edited_timestamp": None,
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "flags": body.get("flags") or 0,
            "type": 0,
            **each(False, "tts mention_everyone pinned"),
            **each([], "mentions mention_roles attachments"),
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
        message["edited_timestamp"] = now()
        return message


TOKEN = FakeDiscord.token


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
