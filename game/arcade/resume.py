"""Title -> Continue for a ladder match: the autosave of an interrupted ladder match brings
its arcade run back around it.

:func:`continue_match` is the "continue_match" scene (game.wiring): when the autosave carries
an arcade run (``session["arcade"]``, see game.arcade.launch) the ladder is rebuilt from it by
:func:`resume_ladder` and puts the match back on the table as it enters; when the match ends
the ladder advances or offers CONTINUE as if never left. Any other autosave, or a run that no
longer fits the stage files, continues as a plain match (game.table.factory.continued_match).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from game.arcade.ladder import RunError, SavedRunError
from game.arcade.launch import SAVE_KEY
from game.core.scenes import Scene, SceneContext
from game.persist import autosave
from game.table.factory import continued_match

logger = logging.getLogger(__name__)

PEEK_LIMIT = 4 * 1024 * 1024


def resume_ladder(context: SceneContext, loaded: Any) -> Scene:
    """The ladder of an autosaved ladder match (``game.persist.autosave.Loaded``), which puts
    the match back on the table as it enters; SavedRunError when the run cannot come back."""
    ladder = context.make_scene("arcade_ladder", saved=loaded.info.session.get(SAVE_KEY))
    if ladder.session is None:
        raise SavedRunError(ladder.problem or "no arcade run")
    ladder.pending_match = (loaded.state, loaded.info.session, loaded.info.seed, loaded.info.look)
    return ladder


def _autosave_has_run(path: Path) -> bool:
    """A quick look (nothing moved aside, nothing replayed): is the autosave a ladder match?"""
    try:
        if path.stat().st_size > PEEK_LIMIT:
            return False
        data = json.loads(path.read_text(encoding="utf-8"))
        return isinstance(data["autosave"]["session"][SAVE_KEY], dict)
    except (OSError, ValueError, KeyError, TypeError):
        return False


def continue_match(context: SceneContext, **options: Any) -> Scene:
    """Continue: an autosave of a ladder match resumes the ladder around it (the match, then
    the ladder's advance or continue offer as if never left); any other, the match alone."""
    if not _autosave_has_run(autosave.autosave_path()):
        return continued_match(context)  # its own checks and notices
    loaded = autosave.load()
    if not loaded.ok:  # moved aside: say why, back to the title
        context.services.notify(loaded.warning or "There is no match to continue.")
        return context.make_scene("title")
    saved = loaded.info.session.get(SAVE_KEY)
    if isinstance(saved, dict):
        try:
            return resume_ladder(context, loaded)
        except (SavedRunError, RunError) as error:
            logger.warning("arcade run not resumed: %s", error)
            context.services.notify("The arcade run could not be resumed; the match goes on alone.")
    return continued_match(context)
