"""Starting a ladder or free-play match on the table and getting its result back.

:func:`launch_match` pushes the table scene (factory "table") with a ``MatchSession`` built
from the :class:`StageMatch` (the stage's CPU personality in the other seat, its card back),
and wraps ``hooks["match_finished"]`` so that, when that very session ends, the table is
popped and ``on_result(MatchResult)`` is called. Without a table scene (or with
``context.extra["arcade_autoplay"]``) the match is played headless with a CPU in the
player's seat, so the arcade flow still works (smoke runs, tests).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.arcade.match import StageMatch, play_headless, result_from_state
from game.arcade.scoring import MatchResult
from game.core.scenes import SceneContext

logger = logging.getLogger(__name__)

AUTOPLAY_PLAYER = "greedy"
ResultCallback = Callable[[MatchResult], None]


def launch_match(context: SceneContext, match: StageMatch, on_result: ResultCallback) -> str:
    """Play ``match``; returns "table" or "headless" (how it is being played)."""
    if "table" not in context.factories or context.extra.get("arcade_autoplay"):
        from game.engine.ai import make_player

        result, _state = play_headless(match, make_player(AUTOPLAY_PLAYER),
                                       rng_seed=match.seed or 0)
        on_result(result)
        return "headless"
    session = match.session()
    table = context.make_scene("table", config=session.config, session=session)
    art = getattr(table, "art", None)
    if art is not None and hasattr(art, "back_style"):
        art.back_style = match.card_back
    table.table_theme = match.table_theme     # honoured by the table when it supports themes
    previous = context.hooks.get("match_finished")

    def finished(scene) -> object | None:
        if getattr(scene, "session", None) is not session:
            return previous(scene) if previous is not None else None
        if previous is not None:
            context.hooks["match_finished"] = previous
        else:
            context.hooks.pop("match_finished", None)
        if context.scenes.top is scene:
            context.scenes.pop()
        on_result(result_from_state(session.state, match.player_seat))
        return True

    context.hooks["match_finished"] = finished
    context.scenes.push(table)
    return "table"
