"""Starting (or resuming) a ladder or free-play match on the table and getting its result back.

:func:`launch_match` pushes the table scene (factory "table") with a ``MatchSession`` built
from the :class:`StageMatch` - the stage's CPU personality in the other seat, its table theme,
card back and the opponent's portrait beside the CPU's name plate - and the table's own
``on_finished`` callback: when the match ends the table is popped and ``on_result(MatchResult)``
is called. With ``context.extra["arcade_autoplay"]`` the match is played headless with a CPU
in the player's seat instead (tests of the arcade flow).

A ``save_context`` (the ladder's run, see ``ArcadeSession.to_dict``) is stored in the
autosave's free ``session`` object under ``"arcade"``, with the CPU seat's RNG state under
``"cpu_rng"`` after every decision; :func:`resume_match` puts a saved match back on the
table at its exact position with the same CPU, so the match goes on as if never interrupted.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Any

from game.arcade.match import StageMatch, play_headless, result_from_view
from game.arcade.scoring import MatchResult
from game.core.scenes import Scene, SceneContext
from game.engine.koikoi import positions
from game.table.look import restore_look

logger = logging.getLogger(__name__)

AUTOPLAY_PLAYER = "greedy"
SAVE_KEY = "arcade"
CPU_RNG_KEY = "cpu_rng"
PORTRAIT_SIZE = (104, 130)  # 4:5 like every portrait, beside the 132 px high name plate
BUBBLE_FACE_SIZE = (64, 80)  # the face inside the bubble at a table for three or four
ResultCallback = Callable[[MatchResult], None]


def launch_match(
    context: SceneContext,
    match: StageMatch,
    on_result: ResultCallback,
    save_context: dict | None = None,
) -> str:
    """Play ``match``; returns "table" or "headless" (how it is being played)."""
    if context.extra.get("arcade_autoplay"):
        from game.engine.ai import make_player
        from game.engine.table_ai.roster import make_table_player

        make = make_player if match.stage.is_koikoi else make_table_player
        result, _state = play_headless(match, make(AUTOPLAY_PLAYER), rng_seed=match.seed or 0)
        on_result(result)
        return "headless"
    table = _make_table(context, match, match.session(), on_result, save_context)
    attach_chatter(table, match)
    context.scenes.push(table)
    return "table"


def resume_match(
    context: SceneContext,
    match: StageMatch,
    state: Any,
    saved_session: dict,
    on_result: ResultCallback,
    save_context: dict | None = None,
    *,
    look: Any = None,
) -> Scene:
    """A table for ``match`` at the autosave's position ``state`` (not pushed yet).

    ``saved_session`` is the autosave's ``session`` object: its CPU RNG state makes the CPU
    decide exactly as it would have without the interruption; ``look`` (the autosave's
    TableLook, if any) lays the cards out as they were.
    """

    session = match.session(state=state)
    cpu = session.controllers[match.cpu_seat]
    rng_state = _rng_state(saved_session.get(CPU_RNG_KEY))
    if rng_state is not None and hasattr(cpu, "rng"):
        cpu.rng.setstate(rng_state)
    session.initial_events = positions.position_events(state)
    table = _make_table(context, match, session, on_result, save_context)
    table.director.skip()  # lay the restored position out at once
    attach_chatter(table, match, quiet_until_idle=True)  # reads the piles, reacts from here
    restore_look(table, look)
    return table


def _make_table(
    context: SceneContext,
    match: StageMatch,
    session: Any,
    on_result: ResultCallback,
    save_context: dict | None,
) -> Scene:
    reported: list[bool] = []

    def finished(table: Any) -> None:
        if reported:
            return
        reported.append(True)
        if context.scenes.top is table:
            context.scenes.pop()
        on_result(result_from_view(table.view, match.player_seat))

    table = context.make_scene(
        "table",
        config=session.config,
        session=session,
        table_theme=match.table_theme,
        card_back=match.card_back,
        portraits=_portraits(match),
        on_finished=finished,
    )
    if save_context is not None:
        note_in_autosave(table, match, save_context)
    return table


def attach_chatter(table: Any, match: StageMatch, *, quiet_until_idle: bool = False) -> None:
    """The opponent's faces and lines at the table (game.table.chatter); a stage whose faces
    cannot be drawn plays without them (``quiet_until_idle``: a restored position)."""
    try:
        from game.arcade.stage_reactions import stage_lines
        from game.scenes.arcade.draw import expression
        from game.table.chatter import Chatter
        from game.table.reactions import EXPRESSIONS, ReactionReader

        stage = match.stage
        lines = stage_lines(stage.reactions, stage.opponent.victory, stage.opponent.defeat)

        def reader_for(view) -> ReactionReader:
            return ReactionReader(
                lines,
                character=match.cpu_seat,
                player=match.player_seat,
                game=view.game,
                rules=view.rules,
                seat_count=view.seat_count,
                target=view.target,
            )

        beside_plate = match.cpu_seat in table.portraits
        size = PORTRAIT_SIZE if beside_plate else BUBBLE_FACE_SIZE
        faces = {mood: expression(stage, mood, size) for mood in EXPRESSIONS}
        if beside_plate:
            faces["neutral"] = table.portraits[match.cpu_seat]
        chatter = Chatter(
            reader_for, match.cpu_seat, faces, portrait=beside_plate, settings=table.settings
        )
        chatter.attach(table, quiet_until_idle=quiet_until_idle)
    except Exception:  # noqa: BLE001 - chatter must never stop a match
        logger.exception("chatter for %s failed", match.stage.stage_id)


def note_in_autosave(table: Any, match: StageMatch, save_context: dict) -> bool:
    """Store ``save_context`` (and, after every decision, the CPU's RNG state) with the
    table's autosave; False when the table does not autosave."""
    persistence = getattr(table, "persistence", None)
    session = getattr(table, "session", None)
    if persistence is None or session is None:
        return False
    saved = persistence.info.session
    saved[SAVE_KEY] = save_context
    cpu = session.controllers[match.cpu_seat]
    rng = getattr(cpu, "rng", None)
    if not isinstance(rng, random.Random) or not isinstance(session.after_apply, list):
        return True

    def note_cpu_rng(_state: Any, _events: list) -> None:
        saved[CPU_RNG_KEY] = _rng_json(rng)

    note_cpu_rng(None, [])
    session.after_apply.insert(0, note_cpu_rng)  # before the autosave is written
    return True


def _rng_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _rng_state(data: Any) -> tuple | None:
    """A random.Random state from :func:`_rng_json` output; None when absent or malformed."""
    if (
        not isinstance(data, list)
        or len(data) != 3
        or not isinstance(data[0], int)
        or not isinstance(data[1], list)
        or len(data[1]) != 625
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in data[1])
        or not (data[2] is None or isinstance(data[2], float))
    ):
        return None
    return (data[0], tuple(data[1]), data[2])


def _portraits(match: StageMatch) -> dict[int, Any]:
    """The opponent's portrait for the CPU's seat (none when it cannot be drawn, and none
    at a table for three or four, whose stacked plates have no room beside them)."""
    if match.seat_count > 2:
        return {}
    try:
        from game.scenes.arcade.draw import portrait

        return {match.cpu_seat: portrait(match.stage, PORTRAIT_SIZE)}
    except Exception:  # noqa: BLE001 - a portrait must never stop a match
        logger.exception("portrait for %s failed", match.stage.stage_id)
        return {}
