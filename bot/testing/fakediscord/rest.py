"""The fake's REST API: the routes discord.py calls, with rate limits on demand."""

from __future__ import annotations

import json
import re
import time
from typing import Any

from aiohttp import BodyPartReader, web

from bot.testing.fakediscord.wire import (
    JSON,
    Call,
    each,
    error_response,
    json_response,
    no_content,
)


class Rest:
    """The REST half of FakeDiscord (its state lives there)."""

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
                return await handler(Call(request, body, files, args))
        return error_response(404, f"404: Not Found ({request.method} {path} is not faked)")

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
        return json_response(body, 429, headers)

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

    async def _download(self, request: web.Request) -> web.Response:
        """The bytes of an attachment a user sent, as Discord's CDN serves them."""
        file = self._files.get(request.path)
        if file is None:
            return web.Response(status=404, text="404: Not Found")
        self.downloads.append(request.path)
        data, media_type = file
        return web.Response(body=data, headers={"Content-Type": media_type})

    async def _get_me(self, call: Call) -> web.Response:
        if call.request.headers.get("Authorization") != f"Bot {self.token}":
            return error_response(401, "401: Unauthorized")
        return json_response(
            self._user(self.bot_id) | {"verified": True, "mfa_enabled": False, "flags": 0}
        )

    async def _get_gateway(self, call: Call) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return json_response({"url": self.gateway_url, "shards": 1, "session_start_limit": limit})

    async def _get_application(self, call: Call) -> web.Response:
        app = {
            "id": str(self.app_id),
            "name": "profilebot",
            "description": "",
            "flags": 0,
            "owner": self._user(self.owner_id),
            "bot": self._user(self.bot_id),
            "verify_key": "0" * 64,
            **each(False, "bot_public bot_require_code_grant"),
            **each(None, "icon team"),
        }
        return json_response(app)

    async def _post_message(self, call: Call) -> web.Response:
        message = self._message(call.id("cid"), call.body, self.bot_id)
        record = {"channel_id": call.id("cid"), "json": call.body, "id": int(message["id"])}
        await self._record("messages", record | {"files": call.files})
        return json_response(message)

    async def _patch_message(self, call: Call) -> web.Response:
        if call.id("mid") not in self._stored:
            return error_response(404, "Unknown Message", 10008)
        record = {"channel_id": call.id("cid"), "message_id": call.id("mid"), "token": None}
        await self._record("edits", record | {"json": call.body})
        return json_response(self._update(self._stored[call.id("mid")], call.body))

    async def _delete_message(self, call: Call) -> web.Response:
        record = {"channel_id": call.id("cid"), "message_id": call.id("mid"), "token": None}
        await self._record("deletes", record)
        self._stored.pop(call.id("mid"), None)
        return no_content()

    async def _typing(self, call: Call) -> web.Response:
        return no_content()

    async def _callback(self, call: Call) -> web.Response:
        iid, token = call.id("iid"), call.args["token"]
        interaction = self._interactions.get(iid)
        if interaction is None or interaction["token"] != token:
            return error_response(404, "Unknown interaction", 10062)
        if iid in self._answered:
            return error_response(400, "Interaction has already been acknowledged.", 40060)
        self._answered.add(iid)
        record = {"interaction_id": iid, "token": token, "json": call.body, "files": call.files}
        await self._record("interaction_responses", record)
        kind, data = call.body["type"], call.body.get("data") or {}
        resource: JSON = {"type": kind}
        if kind in (4, 5):  # a message, or "thinking": either becomes the original response
            channel_id = int(interaction["channel_id"])
            resource["message"] = self._message(channel_id, data, self.bot_id, self.app_id)
            self._originals[token] = int(resource["message"]["id"])
        elif kind == 6 and "message" in interaction:
            # A deferred update: the original response is the clicked message, edited later.
            self._originals[token] = int(interaction["message"]["id"])
        elif kind == 7 and "message" in interaction:  # update the clicked message
            clicked = self._stored[int(interaction["message"]["id"])]
            resource["message"] = self._update(clicked, data)
        if "with_response" not in call.request.query:
            return no_content()
        info: JSON = {"id": str(iid), "type": interaction["type"]}
        info["response_message_loading"] = kind == 5
        info["response_message_ephemeral"] = bool((data.get("flags") or 0) & 64)
        if "message" in resource:
            info["response_message_id"] = resource["message"]["id"]
        return json_response({"interaction": info, "resource": resource})

    async def _followup(self, call: Call) -> web.Response:
        token = call.args["token"]
        channels = [
            int(i["channel_id"]) for i in self._interactions.values() if i["token"] == token
        ]
        channel_id = channels[0] if channels else self.team_channel_id
        message = self._message(channel_id, call.body, self.bot_id, call.id("app"))
        record = {"token": token, "json": call.body, "id": int(message["id"]), "files": call.files}
        await self._record("followups", record)
        wait = call.request.query.get("wait", "").lower() in ("1", "true")
        return json_response(message) if wait else no_content()

    def _webhook_message_id(self, call: Call) -> int:
        if call.args["mid"] == "@original":
            return self._originals.get(call.args["token"], 0)
        return call.id("mid")

    async def _get_webhook_message(self, call: Call) -> web.Response:
        message = self._stored.get(self._webhook_message_id(call))
        return json_response(message) if message else error_response(404, "Unknown Message", 10008)

    async def _patch_webhook_message(self, call: Call) -> web.Response:
        message_id = self._webhook_message_id(call)
        if message_id not in self._stored:
            return error_response(404, "Unknown Message", 10008)
        record = {"channel_id": None, "message_id": message_id, "token": call.args["token"]}
        await self._record("edits", record | {"json": call.body})
        return json_response(self._update(self._stored[message_id], call.body))

    async def _delete_webhook_message(self, call: Call) -> web.Response:
        message_id = self._webhook_message_id(call)
        record = {"channel_id": None, "message_id": message_id, "token": call.args["token"]}
        await self._record("deletes", record)
        self._stored.pop(message_id, None)
        return no_content()

    async def _put_commands(self, call: Call) -> web.Response:
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

    async def _get_commands(self, call: Call) -> web.Response:
        guild_id = call.id("gid") if "gid" in call.args else None
        return json_response([c for (g, _), c in self._commands.items() if g == guild_id])
