"""CPU players. Each decides from an InformationView only (never the hidden cards).

A player is an object with ``name`` and ``choose(view, rng) -> Action``. ``make_player``
builds one by game and name from the roster (``roster.PLAYERS_BY_GAME``: koi-koi, the
default game, and roppyakken and hana-awase through game/engine/table_ai/roster.py). The
roster is imported on first use, so importing this package stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.ai.player import Player
from game.engine.koikoi.spec import GAME as KOIKOI_GAME

DEFAULT_GAME = KOIKOI_GAME


def player_names(game: str = DEFAULT_GAME) -> list[str]:
    return sorted(_players_of(game))


def make_player(level: str, /, *, game: str = DEFAULT_GAME, **params) -> Player:
    """A CPU player of ``game`` by level or named personality ("random", "greedy", "expert",
    "expert-fast", ...); ``params`` are personality parameters (``name`` included)."""
    players = _players_of(game)
    factory = players.get(level)
    if factory is None:
        raise ValueError(
            f"unknown CPU player {level!r} for {game} (known: {', '.join(sorted(players))})"
        )
    return factory(**params)


def _players_of(game: str) -> dict[str, Callable[..., Player]]:
    from game.engine.ai.roster import PLAYERS_BY_GAME

    players = PLAYERS_BY_GAME.get(game)
    if players is None:
        raise ValueError(
            f"no CPU players for game {game!r} (games with CPU players: "
            f"{', '.join(sorted(PLAYERS_BY_GAME))})"
        )
    return players
