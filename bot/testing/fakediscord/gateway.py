"""The fake's gateway: sessions, events, and the interactions a test sends as a user."""

from __future__ import annotations

import asyncio
import json
import urllib.parse
import zlib
from collections.abc import Sequence

from aiohttp import WSMsgType, web

from bot.testing.fakediscord.wire import (
    EVERYONE_PERMISSIONS,
    JSON,
    Connection,
    content_type,
    each,
)


class Gateway:
    """The gateway half of FakeDiscord (its state lives there)."""

    # -- gateway -----------------------------------------------------------------------------

    async def _dispatch(self, event: str, data: JSON, conn: Connection | None = None) -> None:
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
        conn = Connection(ws, zlib.compressobj() if zlib_stream else None, asyncio.Lock())
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
                elif op == 2 and d["intents"] & self.intents_refused:
                    await ws.close(code=4014)  # Disallowed intent(s)
                elif op == 2:
                    await self._identify(conn, d.get("shard"))
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

    async def _identify(self, conn: Connection, shard: list[int] | None = None) -> None:
        """READY, then the guild when it is on the shard identified (Discord puts a guild on
        shard (id >> 22) % shard count)."""
        self._session_id = f"session-{self._new_id()}"
        self._conn = conn
        ours = shard is None or (self.guild_id >> 22) % shard[1] == shard[0]
        ready = {
            "v": 10,
            "session_id": self._session_id,
            "resume_gateway_url": self.gateway_url,
            "user": self._user(self.bot_id) | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(self.guild_id), "unavailable": True}] if ours else [],
            "application": {"id": str(self.app_id), "flags": 0},
            **each([], "private_channels relationships"),
        }
        if shard is not None:
            ready["shard"] = shard
        await self._dispatch("READY", ready, conn)
        if ours:
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
        direct: bool = False,
        attachments: Sequence[tuple[str, bytes]] = (),
    ) -> int:
        """Dispatch MESSAGE_CREATE from a member (alice by default, other_bot_id if `bot`); with
        `direct`, as a direct message to the bot (no guild, no member). Each (filename, data) of
        `attachments` is attached to the message and served by the fake at the attachment's url
        (each download is recorded in `downloads`)."""
        author = author_id or (self.other_bot_id if bot else self.user_id)
        channel = self.dm_channel_id if direct else channel_id or self.team_channel_id
        message = self._message(channel, {"content": content}, author)
        message["author"]["bot"] |= bot
        if not direct:
            message["member"] = self._member(author, with_user=False)
        message["mention_everyone"] = mention_everyone
        message["mentions"] = [
            self._user(uid) | {"member": self._member(uid, with_user=False)} for uid in mentions
        ]
        message["attachments"] = [self._attachment(channel, *file) for file in attachments]
        await self._dispatch("MESSAGE_CREATE", message)
        return int(message["id"])

    def _attachment(
        self, channel_id: int, filename: str, data: bytes, *, ephemeral: bool = False
    ) -> JSON:
        """An attachment object for a file a user sent, its bytes served at its url as Discord's
        CDN serves them (files sent with a slash command are ephemeral attachments there)."""
        if not filename or "/" in filename:
            raise ValueError(f"not a file name Discord keeps: {filename!r}")
        attachment_id = self._new_id()
        folder = "ephemeral-attachments" if ephemeral else "attachments"
        path = f"/{folder}/{channel_id}/{attachment_id}/{filename}"
        media_type = content_type(filename)
        self._files[path] = (data, media_type or "application/octet-stream")
        url = f"http://127.0.0.1:{self.port}{urllib.parse.quote(path)}"
        attachment: JSON = {
            "id": str(attachment_id),
            "filename": filename,
            "size": len(data),
            "url": url,
            "proxy_url": url,
            "flags": 0,
        }
        if media_type is not None:
            attachment["content_type"] = media_type
        if ephemeral:
            attachment["ephemeral"] = True
        return attachment

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

    def _command_data(self, name: str, options: list[JSON], subcommand: str | None = None) -> JSON:
        """Refers to the synced command (a guild one first) so discord.py's tree finds it. A
        group is synced as one top-level command holding its subcommands, so it is found by the
        group's name; `subcommand` ("add", or "group add" for a subcommand of a subcommand
        group) nests the options in it as Discord does."""
        command = self._commands.get((self.guild_id, name)) or self._commands.get((None, name))
        command_id = command["id"] if command else str(self._new_id())
        for depth, part in enumerate(reversed((subcommand or "").split())):
            options = [{"name": part, "type": 2 if depth else 1, "options": options}]
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
        subcommand: str | None = None,
        attachments: dict[str, tuple[str, bytes]] | None = None,
    ) -> int:
        """Run a slash command as a user; the interaction's id. `options` are string options;
        each of `attachments` maps an attachment option's name to the (filename, data) of the
        file the user attached, which Discord sends in the interaction's resolved data and
        serves at the attachment's url. With `subcommand`, runs that subcommand of the group
        `name` (`slash_command("profiles", {}, subcommand="add")` is /profiles add)."""
        channel = channel_id or self.team_channel_id
        opts = [{"name": k, "type": 3, "value": v} for k, v in options.items()]
        resolved: dict[str, JSON] = {}
        for option, file in (attachments or {}).items():
            attachment = self._attachment(channel, *file, ephemeral=True)
            opts.append({"name": option, "type": 11, "value": attachment["id"]})
            resolved[attachment["id"]] = attachment
        data = self._command_data(name, opts, subcommand)
        if resolved:
            data["resolved"] = {"attachments": resolved}
        return await self._interaction(2, data, user_id, channel, None)

    async def autocomplete(
        self,
        name: str,
        option: str,
        value: str,
        *,
        user_id: int | None = None,
        subcommand: str | None = None,
    ) -> int:
        """Ask for autocomplete choices as a user typing (in a subcommand of the group `name`
        with `subcommand`)."""
        focused = {"name": option, "type": 3, "value": value, "focused": True}
        data = self._command_data(name, [focused], subcommand)
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
        """Press a button or choose from a select menu on a message, as a user."""
        message = self._stored[message_id]
        data: JSON = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = values
        return await self._interaction(3, data, user_id, int(message["channel_id"]), message)
