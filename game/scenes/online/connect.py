"""Starting an online session from the friend screens: which server the player chose in
Options, the leaderboard claim when they opted in, the name shown to the other player."""

from __future__ import annotations

from game.core.scenes import SceneContext
from game.core.settings import Settings
from game.online.client.board_client import BoardNames
from game.online.client.hosting import server_address
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession, SessionHandle


def settings_of(context: SceneContext) -> Settings:
    if context.settings is None:
        context.settings = Settings()
    return context.settings


def chosen_server(context: SceneContext, override: str | None = None) -> str:
    """The ``ws://host:port`` of Options' server address (``override``: a server given by
    the caller, e.g. an invite's); InviteError says what is wrong with the address."""
    return server_address(override if override is not None else settings_of(context).online_server)


def ranked_claim(context: SceneContext, server: str) -> dict | None:
    """The leaderboard name and secret to play under on ``server`` (None unless opted in)."""
    if not settings_of(context).leaderboard:
        return None
    return BoardNames().get(server)


def kept_rooms(server: str) -> list[tuple[str, int]]:
    """(code, seat) of the seats this player still holds on ``server``."""
    return SeatStore().kept(server)


def open_session(context: SceneContext, server: str, kind: str, **opening) -> SessionHandle:
    """A session that creates, joins or resumes a room (``kind``) on ``server``."""
    name = settings_of(context).online_name.strip()
    if kind in ("create", "join") and name:
        opening.setdefault("name", name)
    if kind in ("create", "join"):
        opening.setdefault("ranked", ranked_claim(context, server))
    seats = SeatStore(run=context.services.run_mark)  # the seats this run of the game took
    return SessionHandle(RemoteMatchSession(server, Opening(kind, **opening), seats=seats))
