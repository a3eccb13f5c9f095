"""A lesson's match and the player's progress through the lessons.

:func:`lesson_session` builds the match of a lesson (game.arcade.lessons) at a step: the
scripted deal, the player's seat and the coach's scripted seat, the moves of the steps
before it already made (a resumed lesson). :class:`LessonSession` lets a submitted move
through only when the lesson's guide permits it, so an off-script input changes nothing.

:class:`LessonProgress` is ``lessons.json`` in the data directory: for each lesson the steps
done and whether it was finished, and whether the first launch offered the lessons. A
damaged file is moved aside and the progress starts afresh, like every other file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.arcade.lessons import CPU, DO, Lesson, ScriptedSeat
from game.core import paths, storage
from game.core.wording import YOU
from game.engine import games
from game.engine.actions import Action
from game.engine.koikoi.positions import position_events
from game.i18n import tr_later
from game.match.controllers import HumanController, SeatController
from game.match.session import MatchConfig, MatchSession

PROGRESS_FILE = "lessons.json"


class LessonSession(MatchSession):
    """A match session whose player's moves pass the lesson's guide first."""

    permits: Callable[[Action], bool] = staticmethod(lambda action: True)

    def submit(self, action: Action) -> bool:
        if self.human_to_act() is None or action not in self.state.legal_actions():
            return False
        if not self.permits(action):
            return False
        return super().submit(action)


def lesson_config(lesson: Lesson) -> MatchConfig:
    return MatchConfig(
        game=lesson.game,
        rules=lesson.rules(),
        seats=("human",) + ("cpu",) * (lesson.seats - 1),
        names=(YOU, lesson.coach_name, *lesson.others),
        seed=0,
    )


def lesson_session(lesson: Lesson, start: int = 0) -> LessonSession:
    """The lesson's match with the moves of its first ``start`` steps made."""
    config = lesson_config(lesson)
    moves_before = [step for step in lesson.steps[:start] if step.kind in (DO, CPU)]
    scripted = [
        ScriptedSeat(name, lesson.seat_moves(seat, start))
        for seat, name in enumerate(config.names[1:], 1)
    ]
    controllers: tuple[SeatController, ...] = (HumanController(YOU), *scripted)
    state = games.from_deal(
        lesson.game, lesson.deal, rules=config.rule_set(), dealer=lesson.dealer, seed=0
    )
    for step in moves_before:
        legal = {str(action): action for action in state.legal_actions()}
        state.apply(legal[step.action])
    session = LessonSession(config, controllers, state)
    if moves_before:
        session.initial_events = position_events(state)
    return session


def scripted_seats(session: MatchSession, lesson: Lesson) -> list[ScriptedSeat]:
    """Every CPU seat of the lesson's match: the coach's first."""
    return [session.controller(seat) for seat in range(1, lesson.seats)]  # type: ignore[misc]


@dataclass
class LessonProgress:
    """Steps done per lesson, lessons finished, and whether the lessons were offered."""

    steps: dict[str, int] = field(default_factory=dict)
    finished: set[str] = field(default_factory=set)
    offered: bool = False
    path: Path | None = None
    warning: str = ""  # a damaged file set aside, for the player (said once, when it was)

    @classmethod
    def load(cls, path: Path | None = None) -> LessonProgress:
        path = path or paths.data_dir() / PROGRESS_FILE
        read = storage.read_json_safe(path, _validate, what=tr_later("lesson progress"))
        if not read.ok:
            return cls(path=path, warning=read.problem or "")
        data: dict[str, Any] = read.data
        return cls(
            steps=dict(data.get("steps", {})),
            finished=set(data.get("finished", [])),
            offered=bool(data.get("offered", False)),
            path=path,
        )

    def save(self) -> None:
        if self.path is None:
            return
        data = {"steps": self.steps, "finished": sorted(self.finished), "offered": self.offered}
        storage.write_json_atomic(self.path, data)

    def resume_step(self, lesson: Lesson) -> int:
        """Where the lesson goes on (0: from the start; a finished lesson starts again)."""
        if lesson.lesson_id in self.finished:
            return 0
        return max(0, min(self.steps.get(lesson.lesson_id, 0), len(lesson.steps) - 1))

    def reached(self, lesson_id: str, step: int) -> None:
        self.steps[lesson_id] = step
        self.save()

    def finish(self, lesson_id: str) -> None:
        self.finished.add(lesson_id)
        self.steps.pop(lesson_id, None)
        self.save()


def _validate(data: Any) -> dict:
    if not isinstance(data, dict):
        raise storage.InvalidData("not an object")
    steps = data.get("steps", {})
    if not isinstance(steps, dict) or not all(
        isinstance(key, str) and isinstance(value, int) and value >= 0
        for key, value in steps.items()
    ):
        raise storage.InvalidData("'steps' must map lesson ids to step numbers")
    finished = data.get("finished", [])
    if not isinstance(finished, list) or not all(isinstance(item, str) for item in finished):
        raise storage.InvalidData("'finished' must be a list of lesson ids")
    if not isinstance(data.get("offered", False), bool):
        raise storage.InvalidData("'offered' must be true or false")
    return data
