"""The smoke run's lesson: the Koi-Koi lesson opened from the title's Learn to Play, shot
at its first line (the coach's bubble beside the March cards) and at the first taught move
(the highlighted cherry curtain), then left with Back (files named ``*lesson*``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.input import actions as act
from game.smoke.steps import SmokeStep

if TYPE_CHECKING:
    from game.app import App


def to_title(app: App) -> None:
    context = app.context
    context.scenes.reset(context.make_scene("title"))


def at_step(index: int, *, awaiting_play: bool = False):
    """The lesson's table at step ``index``, settled (and the player to play, if asked)."""

    def condition(app: App) -> bool:
        table = app.context.scenes.top
        guide = getattr(getattr(table, "mode", None), "guide", None)
        if guide is None or guide.index != index or not table.director.idle:
            return False
        return not awaiting_play or table.human_input_phase() is not None

    return condition


def smoke_steps() -> list[SmokeStep]:
    return [
        SmokeStep("lesson title", call=to_title, frames=2, expect_scene="title"),
        SmokeStep("lesson", select="learn", frames=1),
        SmokeStep(
            "lesson first line",
            until=at_step(0),
            frames=30,
            expect_scene="table",
            screenshot="95-lesson-first-line",
        ),
        SmokeStep("lesson read on", actions=(act.CONFIRM,), frames=5),
        SmokeStep("lesson read on again", actions=(act.CONFIRM,), frames=5),
        SmokeStep(
            "lesson taught move",
            until=at_step(2, awaiting_play=True),
            frames=10,
            expect_scene="table",
            screenshot="96-lesson-taught-move",
        ),
        SmokeStep("lesson left", actions=(act.BACK,), frames=5, expect_scene="title"),
    ]
