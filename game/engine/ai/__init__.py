"""CPU players. Each decides from an InformationView only (never the hidden cards).

A player is an object with ``name`` and ``choose(view, rng) -> Action``. ``make_player``
builds one by name from the registry; other modules register their levels with
:func:`register_player`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.engine.actions import Action


class Player(Protocol):
    name: str

    def choose(self, view, rng) -> Action: ...


_REGISTRY: dict[str, Callable[..., Player]] = {}


def register_player(name: str, factory: Callable[..., Player]) -> None:
    _REGISTRY[name] = factory


def player_names() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def make_player(name: str, **params) -> Player:
    """A CPU player by registered name (e.g. "random", "greedy")."""
    _load_builtin()
    factory = _REGISTRY.get(name)
    if factory is None:
        raise ValueError(f"unknown CPU player {name!r} (known: {', '.join(sorted(_REGISTRY))})")
    return factory(**params)


def _load_builtin() -> None:
    import importlib

    for module in ("game.engine.ai.basic", "game.engine.ai.levels"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:
                raise
