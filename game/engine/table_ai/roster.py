"""Every named CPU player of the two-to-four-seat games (roppyakken, hana-awase).

The baselines ``random`` and ``greedy`` (game/engine/fishing/players.py) and the levels
``easy``, ``normal``, ``expert`` and ``expert-fast`` (the expert on a smaller budget), by
name for ``simulate --game G``, ``bench ai`` and the tables. A fixed table, built here, so
nothing below needs to know the levels exist.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.engine.ai.basic import RandomPlayer
from game.engine.fishing.players import TableGreedyPlayer
from game.engine.table_ai.levels import EasyTablePlayer, NormalTablePlayer

if TYPE_CHECKING:
    from game.engine.ai.player import Player


def _expert(personality=None, **params):
    from game.engine.table_ai.search import ExpertTablePlayer

    return ExpertTablePlayer(personality, **params)


def _expert_fast(personality=None, **params):
    from game.engine.table_ai.search import FAST_BUDGET

    params.setdefault("think_budget", FAST_BUDGET)
    params.setdefault("name", "expert-fast")
    return _expert(personality, **params)


LEVEL_FACTORIES: dict[str, Callable[..., Player]] = {
    "easy": EasyTablePlayer,
    "normal": NormalTablePlayer,
    "expert": _expert,
    "expert-fast": _expert_fast,
}
_PLAYERS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,  # any legal action: the koi-koi one reads only view.legal
    "greedy": TableGreedyPlayer,
    **LEVEL_FACTORIES,
}


def players_for(game: str) -> dict[str, Callable[..., Player]]:
    """Every named player with the levels bound to ``game`` (their personality knobs are then
    checked for it): the table a by-game roster such as koi-koi's ``make_player(level,
    game=...)`` can hold for roppyakken or hana-awase."""
    bound = {name: partial(factory, game=game) for name, factory in LEVEL_FACTORIES.items()}
    return {**_PLAYERS, **bound}


def table_player_names() -> list[str]:
    return sorted(_PLAYERS)


def make_table_player(name: str, **params):
    """A CPU player of the two-to-four-seat games by name (``params``: its personality)."""
    factory = _PLAYERS.get(name)
    if factory is None:
        raise ValueError(
            f"unknown CPU player {name!r} for this game (known: {', '.join(sorted(_PLAYERS))})"
        )
    return factory(**params)
