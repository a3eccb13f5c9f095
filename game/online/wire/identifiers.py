"""Room codes, invite links and seat tokens.

* A room code is 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, no U),
  shown as ``K7QF-2M9D`` so it can be read aloud; typing it back ignores case, spaces and
  dashes.
* An invite link carries the server and the code: ``ws://host:8765/r/K7QF2M9D`` (or
  ``wss://``). :func:`parse_invite` also finds the link or a bare code inside a pasted line
  of text.
* A seat token is a secret from :mod:`secrets`; the server stores only its SHA-256 digest and
  compares digests in constant time (:func:`hmac.compare_digest`). Tokens are never logged.
* A seat whose player typed no name is named by its colour (:data:`SEAT_NAMES`), as the
  tables name the seats; clients say those names in their own language.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import re
import secrets
from dataclasses import dataclass
from urllib.parse import urlsplit

from game.i18n import tr

SEAT_NAMES = ("Red", "Blue", "Green", "Gold")  # by seat number
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 8
TOKEN_BYTES = 24
INVITE_PATH = "/r/"
_CODE_CHARS = set(CODE_ALPHABET)
_LINK_PATTERN = re.compile(r"wss?://[^\s<>\"']+", re.IGNORECASE)
_CODE_PATTERN = re.compile(r"(?=\b([0-9A-Za-z]{4})[-\s]?([0-9A-Za-z]{4})\b)")  # overlapping


class InviteError(ValueError):
    """A room code or invite link that cannot be read; the message says why."""


def new_room_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def display_code(code: str) -> str:
    """``K7QF2M9D`` -> ``K7QF-2M9D`` (how screens and invites show it)."""
    return f"{code[:4]}-{code[4:]}"


def normalise_code(text: object) -> str:
    """The canonical room code typed as ``k7qf 2m9d`` or ``K7QF-2M9D``; InviteError if not one."""
    if not isinstance(text, str):
        raise InviteError(tr("a room code is text"))
    code = text.replace("-", "").replace(" ", "").upper()
    if len(code) != CODE_LENGTH:
        raise InviteError(
            tr(
                "a room code has {length} characters, not {count}",
                length=CODE_LENGTH,
                count=len(code),
            )
        )
    bad = sorted({c for c in code if c not in _CODE_CHARS})
    if bad:
        raise InviteError(
            tr(
                "a room code never contains {characters} (no 0/O, 1/I/L or U are used)",
                characters=", ".join(repr(c) for c in bad),
            )
        )
    return code


def normalise_server(url: str) -> str:
    """``ws://host:port`` from a server address; InviteError for anything else."""
    if not isinstance(url, str) or not url.strip():
        raise InviteError(tr("the server address is empty"))
    parts = urlsplit(url.strip())
    if parts.scheme.lower() not in ("ws", "wss"):
        raise InviteError(
            tr("a server address starts with ws:// or wss://, not {address}", address=repr(url))
        )
    if not parts.hostname:
        raise InviteError(tr("the server address {address} names no host", address=repr(url)))
    try:
        port = parts.port
    except ValueError:
        raise InviteError(
            tr("the server address {address} has a bad port", address=repr(url))
        ) from None
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme.lower()}://{host}" + (f":{port}" if port else "")


def local_only_host(link: str) -> str | None:
    """The host of ``link`` when only this computer can reach it (127.0.0.1, ::1,
    localhost): an invite naming it is no use to a friend elsewhere. None otherwise."""
    try:
        host = urlsplit(link).hostname
    except ValueError:
        return None
    if not host:
        return None
    if host == "localhost" or host.endswith(".localhost"):
        return host
    try:
        return host if ipaddress.ip_address(host).is_loopback else None
    except ValueError:
        return None


def public_url_warning(bound: str, port: int, public_url: str | None) -> str | None:
    """The server log's warning when invites may name an address friends cannot reach: a
    server bound for other machines (``0.0.0.0`` or an outward address) without a public
    URL puts ``ws://127.0.0.1`` in the invites of a player on its own machine."""
    if public_url is not None or local_only_host(f"ws://{bound}") is not None:
        return None
    return (
        f"no --public-url: a player on this machine would invite friends to "
        f"ws://127.0.0.1:{port}, which they cannot reach; start the server with "
        f"--public-url ws://ADDRESS:{port} (or set KOIKOI_SERVER_PUBLIC_URL)"
    )


def invite_link(server: str, code: str) -> str:
    return f"{normalise_server(server)}{INVITE_PATH}{normalise_code(code)}"


@dataclass(frozen=True)
class Invite:
    server: str | None  # None: a bare code, the player's configured server applies
    code: str

    @property
    def link(self) -> str:
        if self.server is None:
            raise InviteError(tr("this invite names no server"))
        return invite_link(self.server, self.code)


def parse_invite(text: str) -> Invite:
    """The server and room code in a link, a pasted invite line or a typed code."""
    if not isinstance(text, str) or not text.strip():
        raise InviteError(tr("paste an invite link or type a room code"))
    found = _LINK_PATTERN.search(text)
    if found:
        link = found.group(0).rstrip(".,;)")
        parts = urlsplit(link)
        if not parts.path.startswith(INVITE_PATH):
            raise InviteError(
                tr(
                    "the link {link} has no room code (…{path}CODE)",
                    link=repr(link),
                    path=INVITE_PATH,
                )
            )
        server = normalise_server(f"{parts.scheme}://{parts.netloc}")
        return Invite(server, normalise_code(parts.path[len(INVITE_PATH) :].strip("/")))
    stripped = text.strip()
    try:
        return Invite(None, normalise_code(stripped))
    except InviteError as error:
        for match in _CODE_PATTERN.finditer(stripped):
            try:
                return Invite(None, normalise_code(match.group(1) + match.group(2)))
            except InviteError:
                continue
        raise error from None


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_digest(token: str) -> str:
    """What the server stores instead of the token itself."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: object, digest: str) -> bool:
    """Constant-time check of a presented token against a stored digest."""
    if not isinstance(token, str) or not digest:
        return False
    return hmac.compare_digest(token_digest(token), digest)
