"""What went wrong with a server, in a sentence for the player.

The link reports a failed connection as the exception's name and text (``ConnectionRefused
Error: [Errno 111] ...``) and the server's refusals as error codes; these functions turn
both into one plain sentence naming the server, so every screen says the same thing.
:data:`REFUSALS` has a sentence for every code the server sends (a test reads the server's
code for them), so no refusal reaches the player as the server's English.
"""

from __future__ import annotations

from game.i18n import tr, tr_later

# the codes of a message the server could not read (a bug or an older game, never the player)
PROTOCOL_CODES = ("bad_json", "binary_frame", "bad_message", "unknown_type", "hello_first")
MISUNDERSTOOD = tr_later(
    "The server did not understand this game's message. Is the game up to date?"
)

REFUSALS: dict[str, str] = {
    "no_room": tr_later("There is no room {code} on this server (or it has expired)."),
    "bad_code": tr_later("That is not a room code: {reason}"),
    "room_full": tr_later("Both seats of room {code} are taken."),
    "bad_token": tr_later("Your seat in room {code} is no longer kept on this server."),
    "bad_ranked": tr_later("The leaderboard does not know this name with your secret any more."),
    "bad_settings": tr_later("The server cannot make a room with these rules: {reason}"),
    "version": tr_later("The server speaks another version of the game: {reason}"),
    "bad_name": tr_later("The server refused the name: {reason}."),
    "store_unavailable": tr_later(
        "The server cannot reach its room store just now: nothing was decided. Try again soon."
    ),
    "server_error": tr_later("The server could not do that. Try again."),
    "rate_limited": tr_later("Too many messages at once: the server asks this game to slow down."),
    "stale": tr_later("The table moved on meanwhile; it is being brought up to date."),
    "not_your_turn": tr_later("It is not your turn."),
    "illegal_action": tr_later("That move is not allowed here."),
    "bad_action": tr_later("The server did not understand that move."),
    "no_match": tr_later("There is no match in play in this room."),
    "no_rematch": tr_later("A rematch can be asked for once the match is over."),
    "no_offer": tr_later("The new game against the CPU is not offered to you now."),
    "no_reinvite": tr_later("A new link is offered when the match is over."),
    "not_seated": tr_later("Spectators cannot do that."),
    "record_not_ready": tr_later("The match record is sent when the match is over."),
    "seed_refused": tr_later("A ranked room is always dealt from a secret seed."),
    "too_many_rooms": tr_later("You made many rooms just now. Wait a minute, then try again."),
    "too_many_guesses": tr_later(
        "Too many unknown room codes came from your address. Wait a few minutes."
    ),
    "too_many_names": tr_later(
        "Names were registered from your address just now. Wait a while, then try again."
    ),
    "watchers_full": tr_later("Room {code} has as many spectators as it takes."),
    "wrong_room": tr_later("This link was opened for another room."),
    **dict.fromkeys(PROTOCOL_CODES, MISUNDERSTOOD),
    # the client's own: a server message it could not read (game.online.client.session)
    "bad_server_message": tr_later(
        "The server sent a message this game cannot read. Is the game up to date?"
    ),
}
UNKNOWN_REFUSAL = tr_later("The server refused that: {reason}")


def connection_problem(server: str, detail: str) -> str:
    """Why ``server`` could not be reached, from a link's failure ``detail``."""
    text = detail.lower()
    if not detail:
        return tr("The connection to {server} was lost.", server=server)
    if "refused" in text or "connect call failed" in text:
        return tr(
            "No server is answering at {server}. Is it running, and is the address right?",
            server=server,
        )
    if "name or service not known" in text or "nodename" in text or "getaddrinfo" in text:
        return tr(
            "The server name in {server} is not known. Check the address in Options.", server=server
        )
    if "timeout" in text or "timed out" in text:
        return tr(
            "{server} did not answer in time. Check the address and the network.", server=server
        )
    if "unreachable" in text:
        return tr("The network cannot reach {server}.", server=server)
    if "invalidstatus" in text or "invalidmessage" in text or "handshake" in text:
        return tr(
            "Something answers at {server}, but it is not a Koi-Koi room server.", server=server
        )
    if text.startswith("connection closed") or "connectionclosed" in text:
        return tr("The link to {server} was cut.", server=server)
    if "invaliduri" in text:
        return tr("{server} is not a server address (ws://host:port).", server=server)
    return tr("The connection to {server} failed ({detail}).", server=server, detail=detail)


def refusal(code: str, message: str, room_code: str = "") -> str:
    """The server's refusal ``code`` (with its ``message``) as a sentence."""
    template = REFUSALS.get(code)
    if template is None:
        return tr(UNKNOWN_REFUSAL, reason=message or code)
    return tr(template, code=room_code or "?", reason=message)


def link_sentence(detail: str, server: str) -> str:
    """What happened to this player's link (``detail``: the link's), while it is down."""
    if not detail:
        return tr("The link to {server} was interrupted.", server=server)
    return connection_problem(server, detail)


def closing_sentence(reason: str) -> str:
    """Why the link ended for good, from the link's final ``reason``."""
    if reason.startswith("room closed:"):
        why = reason.removeprefix("room closed:").strip()
        return tr("The room was closed: {why}.", why=why) if why else tr("The room was closed.")
    if "resumed from another connection" in reason:
        return tr("This seat is now played from another window or computer.")
    if reason:
        return tr("The server ended the connection: {reason}", reason=reason)
    return tr("The server ended the connection.")
