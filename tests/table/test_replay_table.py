"""A kept record replayed on the table (ReplayMode) with pause, step and speed, and the
list of kept matches that opens it."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.core.settings import Settings
from game.engine.koikoi import positions
from game.engine.koikoi.records import record_of
from game.input import actions as act
from game.persist.headless import play_decisions
from game.persist.records_library import RecordsLibrary
from game.scenes.menus.replay_viewer import ReplayViewer
from game.table.factory import replay_table
from tests.support.headless import scene_context


def _context() -> SceneContext:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    return scene_context(settings=Settings(animation_speed="instant"))


def _frames(context: SceneContext, count: int) -> None:
    for _ in range(count):
        context.scenes.update(1 / 60)
        top = context.scenes.top
        if type(top).__name__ == "RoundResult":
            top.close()


def test_replay_pause_step_speed_and_the_final_position_matches_the_record() -> None:
    original = play_decisions(23, 10_000, rules="nintendo")
    record = record_of(
        original, players=[{"name": "Aki", "colour": "red"}, {"name": "Ren", "colour": "blue"}]
    )
    context = _context()
    table = replay_table(context, record)
    replay = table.mode
    context.scenes.push(table)
    assert table.session.names == ("Aki (Red)", "Ren (Blue)")
    _frames(context, 120)
    assert replay.cursor.index > 0
    table.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))  # pause
    paused_at = replay.cursor.index
    _frames(context, 120)
    assert replay.cursor.index == paused_at
    table.handle_action(act.Action(act.RIGHT, act.KEYBOARD))  # one step
    _frames(context, 30)
    assert replay.cursor.index == paused_at + 1
    table.handle_action(act.Action(act.UP, act.KEYBOARD))
    table.handle_action(act.Action(act.UP, act.KEYBOARD))
    assert replay.cursor.speed == 4.0 and table.director.speed == 4.0
    slower = dict(replay.bar_buttons())["Slower (Down)"]
    table.handle_action(act.Action(act.CLICK, act.MOUSE, pos=slower.center))  # the mouse
    assert replay.cursor.speed == 2.0
    table.handle_action(act.Action(act.UP, act.KEYBOARD))
    table.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))  # play on
    for _ in range(200):
        _frames(context, 60)
        if table.session.is_over():
            break
    assert table.session.is_over()
    assert positions.state_snapshot(table.session.state)["scores"] == list(original.returns())
    assert [r["score_delta"] for r in table.session.state.round_results] == [
        r["score_delta"] for r in original.round_results
    ]
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    assert "finished" in replay.status_text()


def test_viewer_lists_kept_matches_and_opens_one() -> None:
    library = RecordsLibrary()
    library.add(record_of(play_decisions(2, 10_000)), now=1_700_000_000)
    library.add(record_of(play_decisions(3, 10_000)), now=1_700_000_100)
    context = _context()
    viewer = ReplayViewer(context, library)
    context.scenes.push(viewer)
    assert len(viewer.entries) == 2
    viewer.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    assert context.scenes.top.name == "replay_table"
    context.scenes.top.handle_action(act.Action(act.BACK, act.KEYBOARD))
    assert context.scenes.top is viewer


def test_a_kept_hana_awase_match_for_four_replays_to_the_same_scores() -> None:
    """Kept matches of the games for three and four: the viewer lists a 4-seat hana-awase
    record, opens it on the table and it plays back to the recorded rounds and scores."""
    from game.engine import games

    original = play_decisions(8, 100_000, game="hana-awase", seat_count=4, players=("greedy",))
    assert original.is_terminal()
    names = ("Aki", "Ren", "Mio", "Sora")
    colours = ("red", "blue", "green", "gold")
    record = games.record_of(
        original, players=[{"name": n, "colour": c} for n, c in zip(names, colours, strict=True)]
    )
    library = RecordsLibrary()
    library.add(record, now=1_700_000_000)
    context = _context()
    viewer = ReplayViewer(context, library)
    context.scenes.push(viewer)
    assert len(viewer.entries) == 1
    title = viewer.entries[0].title
    assert "Hana-awase: Aki, Ren, Mio, Sora" in title
    assert " / ".join(str(s) for s in original.returns()) in title
    assert f"{len(original.round_results)} rounds" in title
    viewer.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    table = context.scenes.top
    assert table.name == "replay_table" and table.session.state.GAME == "hana-awase"
    assert len(table.session.names) == 4
    for _ in range(400):
        for _ in range(60):
            context.scenes.update(1 / 60)
            if context.scenes.top.name == "round_result":
                context.scenes.top.close()
        if table.session.is_over():
            break
    assert table.session.is_over()
    replayed = table.session.state
    assert replayed.returns() == original.returns()
    assert [r["score_delta"] for r in replayed.round_results] == [
        r["score_delta"] for r in original.round_results
    ]
