"""The CPU roster: every player ``make_player`` can build, by game and name, and the
stage-file route from a personality to its player.

It imports the baselines (basic.py), the levels (levels.py) and the expert (expert.py), so
none of those imports another's factory and none imports the package that looks them up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.ai.basic import GreedyPlayer, RandomPlayer
from game.engine.ai.expert import ExpertPlayer
from game.engine.ai.levels import BeginnerPlayer, EasyPlayer, NormalPlayer
from game.engine.ai.personality import Personality, personality_from_dict
from game.engine.games import SPECS
from game.engine.hachi_hachi.ai import ROSTER as HACHI_HACHI_ROSTER
from game.engine.hachi_hachi.ai import hachi_players
from game.engine.spec import AI_TABLE, AI_TWO_SEAT
from game.engine.table_ai.roster import players_for

if TYPE_CHECKING:
    from game.engine.ai.player import Player

PLAYERS_BY_LEVEL = {
    "beginner": BeginnerPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "expert": ExpertPlayer,
}

# Named personalities usable wherever a CPU name is (simulate --p1 NAME, make_player(NAME)).
NAMED_PERSONALITIES: dict[str, dict] = {
    "expert-fast": {"level": "expert", "think_budget": 400},
    "expert-deep": {"level": "expert", "think_budget": 6000},
}


def player_from_personality(personality: Personality):
    """The CPU player of a personality (its level decides the class)."""
    return PLAYERS_BY_LEVEL[personality.level](personality)


def player_from_dict(data: dict, *, default_level: str = "normal"):
    """A CPU player from a stage-file personality dict (validated)."""
    return player_from_personality(personality_from_dict(data, default_level=default_level))


def _named_factory(name: str, data: dict) -> Callable[..., Player]:
    def factory(**params):
        merged = dict(data, name=name)
        merged.update(params)
        return player_from_dict(merged)

    return factory


KOIKOI_PLAYERS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    **PLAYERS_BY_LEVEL,
    **{name: _named_factory(name, data) for name, data in NAMED_PERSONALITIES.items()},
}

# each CPU family's roster for a game id (the game's spec names its family)
ROSTERS: dict[str, Callable[[str], dict[str, Callable[..., Player]]]] = {
    AI_TWO_SEAT: lambda game: KOIKOI_PLAYERS,
    AI_TABLE: players_for,
    HACHI_HACHI_ROSTER: hachi_players,
}
PLAYERS_BY_GAME: dict[str, dict[str, Callable[..., Player]]] = {
    game.id: ROSTERS[game.ai_roster](game.id) for game in SPECS.values()
}
