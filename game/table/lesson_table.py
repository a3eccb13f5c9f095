"""Opening a lesson: the scene factory ``lesson`` (game.wiring) puts a lesson's match on the
real table with its guide (game.table.lesson_guide), going on where the player left it
(``restart`` starts it again). A lesson file that cannot be played opens nothing: the
player hears why (the file and its problem) and stays on the title.
"""

from __future__ import annotations

import logging

from game.arcade.lesson_match import LessonProgress, lesson_session, scripted_seats
from game.arcade.lessons import LessonError, lesson_path, load_lesson
from game.core.scenes import Scene, SceneContext
from game.engine import games
from game.i18n import tr
from game.table.lesson_guide import LessonGuide, LessonMode
from game.table.scene import TableScene

logger = logging.getLogger(__name__)

DEFAULT_LESSON = games.KOIKOI  # lessons are named after their game


def lesson_problem(lesson_id: str) -> str | None:
    """Why the lesson cannot be played (None: it can)."""
    try:
        load_lesson(lesson_path(lesson_id))
    except LessonError as error:
        return str(error)
    return None


def open_lesson(
    context: SceneContext,
    lesson_id: str = DEFAULT_LESSON,
    restart: bool = False,
    progress: LessonProgress | None = None,
) -> Scene:
    """The lesson's table (the title, with a notice, when the lesson cannot be played)."""
    try:
        lesson = load_lesson(lesson_path(lesson_id))
    except LessonError as error:
        logger.warning("lesson unavailable: %s", error)
        context.services.notify(tr("This lesson is unavailable: {problem}", problem=str(error)))
        return context.make_scene("title")
    if progress is None:
        progress = LessonProgress.load()
        if progress.warning:
            context.services.notify(progress.warning)
    start = 0 if restart else progress.resume_step(lesson)
    session = lesson_session(lesson, start)
    guide = LessonGuide(lesson, start, on_step=lambda index: progress.reached(lesson_id, index))
    session.permits = guide.permits
    for seat in scripted_seats(session, lesson):
        seat.ready = guide.coach_ready
        seat.on_move = guide.coach_moved
    mode = LessonMode(
        guide,
        on_leave=lambda: progress.reached(lesson_id, guide.index),
        on_finished=lambda: progress.finish(lesson_id),
    )
    return TableScene(context, session.config, session, mode=mode)
