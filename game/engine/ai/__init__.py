"""CPU players. Each decides from an InformationView only (never the hidden cards).

A player is an object with ``name`` and ``choose(view, rng) -> Action``. ``make_player``
builds one by game and name from the registry; other modules register their levels with
:func:`register_player` (koi-koi, the default game, is the only one with players so far).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.engine.actions import Action


class Player(Protocol):
    name: str

    def choose(self, view, rng) -> Action: ...


DEFAULT_GAME = "koikoi"
_REGISTRY: dict[str, dict[str, Callable[..., Player]]] = {}


def register_player(name: str, factory: Callable[..., Player], game: str = DEFAULT_GAME) -> None:
    _REGISTRY.setdefault(game, {})[name] = factory


def player_names(game: str = DEFAULT_GAME) -> list[str]:
    return sorted(_players_of(game))


def make_player(level: str, /, *, game: str = DEFAULT_GAME, **params) -> Player:
    """A CPU player of ``game`` by registered level or name ("random", "greedy", "expert",
    "expert-fast", ...); ``params`` are personality parameters (``name`` included)."""
    players = _players_of(game)
    factory = players.get(level)
    if factory is None:
        raise ValueError(
            f"unknown CPU player {level!r} for {game} (known: {', '.join(sorted(players))})"
        )
    return factory(**params)


def _players_of(game: str) -> dict[str, Callable[..., Player]]:
    _load_builtin()
    players = _REGISTRY.get(game)
    if players is None:
        raise ValueError(
            f"no CPU players for game {game!r} (games with CPU players: "
            f"{', '.join(sorted(_REGISTRY))})"
        )
    return players


def _load_builtin() -> None:
    import importlib

    for module in ("game.engine.ai.basic", "game.engine.ai.levels"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:
                raise
