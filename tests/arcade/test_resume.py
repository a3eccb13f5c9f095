"""Quitting to the title in the middle of a ladder match and pressing Continue later brings the
run back: the same match at the same position against the same CPU (its RNG too), then the
ladder goes on - advance or CONTINUE offer, score, credits, continues - exactly as a run that
was never interrupted. Scripted through the real App: a greedy CPU plays the human seat."""

import json

import pygame
import pytest

from game.app import App
from game.arcade.ladder import CONTINUE, PLAYING
from game.arcade.launch import CPU_RNG_KEY, SAVE_KEY
from game.arcade.scoring import MatchResult
from game.engine.ai import make_player
from game.engine.koikoi import positions
from game.input import actions as act
from game.match.controllers import CpuController
from game.persist import autosave
from game.scenes.arcade.ladder import LadderScene
from game.table.scene import TableScene

LADDER_SEED = 42  # stage 2 is lost (CONTINUE offer); the CPU RNG matters after the quit
MONTHS = 3
INTERRUPT_AFTER = 4  # decisions played before the player quits to the title


@pytest.fixture(autouse=True)
def pygame_ready():
    pygame.init()


def new_app() -> App:
    application = App(headless=True)
    application.push_initial_scene()
    return application


def ladder_at_stage_two(app: App) -> LadderScene:
    """A run that won stage 1, lost stage 2 once and continued: score, 2 credits, 1 continue."""
    ladder = LadderScene(app.context, extra_overrides={"months": MONTHS}, seed=LADDER_SEED)
    app.context.scenes.reset(ladder)
    ladder.on_match_result(
        MatchResult(player_score=7, cpu_score=2, months_played=2, player_yaku=("tane",))
    )
    ladder.on_match_result(MatchResult(player_score=1, cpu_score=4, months_played=2))
    assert ladder.session.run.state == CONTINUE
    ladder.session.continue_run()
    app.context.scenes.pop_to(LadderScene)
    return ladder


def cpu_in_the_human_seat(table: TableScene) -> None:
    session = table.session
    session.controllers = (
        CpuController(make_player("greedy"), "You", think_delay=0),
        session.controllers[1],
    )
    session.controllers[1].think_delay = 0


def play(app: App, table: TableScene, until_decisions: int | None = None) -> None:
    """Drive the table (overlays confirmed) to the end of the match, or until that many
    decisions of the match have been played."""
    context = app.context
    for _ in range(20000):
        if until_decisions is not None and decisions(table) >= until_decisions:
            return
        context.scenes.update(0.05)
        top = context.scenes.top
        if table not in context.scenes.scenes:
            return
        if top is not table:
            context.scenes.handle_action(act.Action(act.CONFIRM))
    raise AssertionError("the match did not end")


def decisions(table: TableScene) -> int:
    return sum(len(month["decisions"]) for month in table.session.state.record_rounds())


def test_continue_resumes_the_ladder_match_and_the_ladder_goes_on(tmp_path, monkeypatch):
    # the reference: the same run, never interrupted
    monkeypatch.setenv("KOIKOI_USER_DIR", str(tmp_path / "reference"))
    app = new_app()
    ladder = ladder_at_stage_two(app)
    ladder.start_match()
    table = app.context.scenes.top
    cpu_in_the_human_seat(table)
    play(app, table)
    expected_scores = tuple(table.session.state.scores)
    expected_run = ladder.session.run.to_dict()
    expected_top = type(app.context.scenes.top).__name__
    expected_points = ladder.store.profile.ranking_points
    app.shutdown()

    # the same run, interrupted: quit to the title mid-match, restart, Continue
    monkeypatch.setenv("KOIKOI_USER_DIR", str(tmp_path / "interrupted"))
    app = new_app()
    ladder = ladder_at_stage_two(app)
    run_before = ladder.session.run.to_dict()
    ladder.start_match()
    table = app.context.scenes.top
    cpu_in_the_human_seat(table)
    play(app, table, until_decisions=INTERRUPT_AFTER)
    position = positions.state_snapshot(table.session.state)
    app.context.scenes.reset(app.context.make_scene("title"))  # the pause menu's quit
    app.shutdown()

    saved = json.loads(autosave.autosave_path().read_text())["autosave"]["session"]
    assert saved[SAVE_KEY]["session"]["run"] == run_before
    assert saved[SAVE_KEY]["session"]["run"]["stage_id"] == "02_gonta"
    assert len(saved[CPU_RNG_KEY][1]) == 625
    look = autosave.TableLook.from_json(
        json.loads(autosave.autosave_path().read_text())["autosave"]["look"]
    )
    assert look.field_slots and look.turn

    app = new_app()  # a new start: objects from the user dir
    assert type(app.context.scenes.top).__name__ == "TitleScene"
    app.continue_match()
    table = app.context.scenes.top
    assert isinstance(table, TableScene)
    ladder = app.context.scenes.scenes[0]
    assert isinstance(ladder, LadderScene) and app.context.scenes.scenes == [ladder, table]
    assert positions.state_snapshot(table.session.state) == position
    slots = table.director.model.field_slots
    assert set(look.field_slots) & set(slots)  # (quit mid-animation: the look before it)
    assert {code: slots[code] for code in look.field_slots if code in slots} == {
        code: slot for code, slot in look.field_slots.items() if code in slots
    }
    assert tuple(table.session.previous_turn) == look.turn  # the table looks as it did
    assert table.session.names == ("You", "Gonta of the Ferry")
    assert (table.table_theme, table.art.back_style) == ("wood", "default")
    assert table.session.controllers[1].player.personality.caution == 0.9
    run = ladder.session.run
    assert (run.stage_number, run.credits, run.continues_used, run.score, run.state) == (
        2,
        2,
        1,
        run_before["score"],
        PLAYING,
    )
    assert run.score > 0 and run.stages_cleared == 1
    cpu_in_the_human_seat(table)
    play(app, table)

    assert tuple(table.session.state.scores) == expected_scores
    assert ladder.session.run.to_dict() == expected_run
    assert type(app.context.scenes.top).__name__ == expected_top
    assert ladder.store.profile.ranking_points == expected_points
    assert not autosave.exists()  # the finished match is not offered again
    assert ladder.session.run.state == CONTINUE and expected_top == "ContinueScene"
    assert ladder.session.run.stage_number == 2 and ladder.session.run.credits == 2
    app.shutdown()
