"""What went wrong with a server, in a sentence for the player.

The link reports a failed connection as the exception's name and text (``ConnectionRefused
Error: [Errno 111] ...``) and the server's refusals as error codes; these functions turn
both into one plain sentence naming the server, so every screen says the same thing.
"""

from __future__ import annotations

REFUSALS: dict[str, str] = {
    "no_room": "There is no room {code} on this server (or it has expired).",
    "bad_code": "That is not a room code: {message}",
    "room_full": "Both seats of room {code} are taken.",
    "bad_token": "Your seat in room {code} is no longer kept on this server.",
    "bad_ranked": "The leaderboard does not know this name with your secret any more.",
    "bad_settings": "The server cannot make a room with these rules: {message}",
    "version": "The server speaks another version of the game: {message}",
    "bad_name": "The server refused the name: {message}.",
}


def connection_problem(server: str, detail: str) -> str:
    """Why ``server`` could not be reached, from a link's failure ``detail``."""
    text = detail.lower()
    if not detail:
        return f"The connection to {server} was lost."
    if "refused" in text or "connect call failed" in text:
        return f"No server is answering at {server}. Is it running, and is the address right?"
    if "name or service not known" in text or "nodename" in text or "getaddrinfo" in text:
        return f"The server name in {server} is not known. Check the address in Options."
    if "timeout" in text or "timed out" in text:
        return f"{server} did not answer in time. Check the address and the network."
    if "unreachable" in text:
        return f"The network cannot reach {server}."
    if "invalidstatus" in text or "invalidmessage" in text or "handshake" in text:
        return f"Something answers at {server}, but it is not a Koi-Koi room server."
    if text.startswith("connection closed") or "connectionclosed" in text:
        return f"The link to {server} was cut."
    if "invaliduri" in text:
        return f"{server} is not a server address (ws://host:port)."
    return f"The connection to {server} failed ({detail})."


def refusal(code: str, message: str, room_code: str = "") -> str:
    """The server's refusal ``code`` (with its ``message``) as a sentence."""
    template = REFUSALS.get(code)
    if template is None:
        return message or code
    return template.format(code=room_code or "?", message=message)


def link_sentence(detail: str, server: str) -> str:
    """What happened to this player's link (``detail``: the link's), while it is down."""
    if not detail:
        return f"The link to {server} was interrupted."
    return connection_problem(server, detail)


def closing_sentence(reason: str) -> str:
    """Why the link ended for good, from the link's final ``reason``."""
    if reason.startswith("room closed:"):
        why = reason.removeprefix("room closed:").strip()
        return f"The room was closed: {why}." if why else "The room was closed."
    if "resumed from another connection" in reason:
        return "This seat is now played from another window or computer."
    if reason:
        return f"The server ended the connection: {reason}"
    return "The server ended the connection."
