"""The smoke run's opponent reactions: a ladder match against Tsubame (koi-koi, two seats: her
portrait beside the plate, the bubble under it) and one against Yaegiri (hana-awase, four
seats: her face inside the bubble beside her plate), started through the arcade's own launch
and each shot while the first deal's line shows (files named ``*reaction*``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.smoke.steps import SmokeFailure, SmokeStep

if TYPE_CHECKING:
    from game.app import App

# (stage id, seed, screenshot): a koi-koi table for two and a hana-awase table for four
REACTION_TABLES: tuple[tuple[str, int, str], ...] = (
    ("01_tsubame", 3, "93-reaction-koikoi"),
    ("14_yaegiri", 3, "94-reaction-hana-awase-4-seats"),
)
GROWN_IN = 0.4  # seconds: the bubble has grown to its full size


def start_stage(stage_id: str, seed: int):
    def call(app: App) -> None:
        from game.arcade.launch import launch_match
        from game.arcade.match import StageMatch
        from game.arcade.stage_files import load_ladder

        stages = [stage for stage in load_ladder(game=None) if stage.stage_id == stage_id]
        if not stages or not stages[0].available:
            raise SmokeFailure(f"stage {stage_id} is not available")
        context = app.context
        context.scenes.reset(context.make_scene("title"))
        launch_match(context, StageMatch(stages[0], seed=seed), lambda _result: None)

    return call


def line_showing(app: App) -> bool:
    chatter = getattr(app.context.scenes.top, "chatter", None)
    return chatter is not None and bool(chatter.line) and chatter.age >= GROWN_IN


def smoke_steps() -> list[SmokeStep]:
    steps = []
    for stage_id, seed, screenshot in REACTION_TABLES:
        steps += [
            SmokeStep(f"{stage_id} table", call=start_stage(stage_id, seed), frames=1),
            SmokeStep(
                f"{stage_id} reaction",
                until=line_showing,
                max_frames=1200,
                frames=1,
                expect_scene="table",
                screenshot=screenshot,
            ),
        ]
    return steps
