"""The statistics scene lists players by matches and shows the selected player's numbers."""

from __future__ import annotations

import pygame

from game.input import actions as act
from game.persist import stats
from game.scenes.menus.stats import StatsScene
from game.ui import theme
from tests.support.headless import scene_context


def test_stats_scene_shows_the_numbers_and_moves_between_players() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    book = stats.StatsBook()
    results = [
        {
            "winner": 0,
            "score_delta": (7, 0),
            "yaku": ((("sanko", 5), ("tan", 2)), ()),
            "koikoi": (2, 0),
        }
    ]
    book.add_match(("Aki", "Ren"), results, (7, 0), match_id="a")
    book.add_match(("Aki", "Mio"), results, (7, 0), match_id="b")
    stats.save(book)
    context = scene_context()
    scene = StatsScene(context)
    context.scenes.push(scene)
    assert scene.names[0] == "Aki"
    assert dict(scene.detail_lines("Aki"))["Matches"] == "2  (won 2, drawn 0, lost 0)"
    assert dict(scene.detail_lines("Aki"))["Longest koi-koi streak"] == "2 calls in one month"
    assert dict(scene.detail_lines("Ren"))["Win rate"] == "0%"
    scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert scene.names[scene.selected] == "Mio"
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    # the selected row is drawn in the focus colour
    row = scene.row_rect(1)
    assert tuple(canvas.get_at((row.right - 20, row.centery)))[:3] == theme.colour("panel_focus")
    scene.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    assert type(context.scenes.top).__name__ == "ReplayViewer"


def test_stats_scene_shows_each_game_on_its_own_tab() -> None:
    from game.scenes.menus.stats import tab_rect

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    book = stats.StatsBook()
    book.add_match(("Aki", "Ren"), [], (7, 0), match_id="k")
    rounds = [{"winner": 2, "score_delta": (-50, -60, 110), "yaku": ((), (), (("shiko", 600),))}]
    book.add_match(
        ("Aki", "Ren", "Mio"),
        rounds,
        (-10, -10, 20),
        colours=("red", "blue", "green"),
        match_id="r",
        game="roppyakken",
    )
    context = scene_context()
    scene = StatsScene(context, book=book)
    context.scenes.push(scene)
    assert scene.game == "koikoi" and scene.names == ["Aki", "Ren"]
    scene.handle_action(act.Action(act.RIGHT, act.KEYBOARD))
    assert scene.game == "roppyakken" and scene.names == ["Aki", "Mio", "Ren"]
    lines = dict(scene.detail_lines("Mio"))
    assert lines["Rounds won"] == "1 of 1" and lines["Best round"] == "110 points"
    assert lines["Matches"] == "1  (won 1, drawn 0, lost 0)"
    assert "Longest koi-koi streak" not in lines
    assert dict(scene.detail_lines("Aki"))["Points scored"] == "-10"
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    tab = tab_rect(1)  # Roppyakken's tab is the chosen one
    assert tuple(canvas.get_at((tab.x + 12, tab.centery)))[:3] == theme.colour("panel_focus")
    scene.handle_action(act.Action(act.CLICK, act.MOUSE, pos=tab_rect(2).center))
    assert scene.game == "hana-awase" and scene.names == []
    context.scenes.draw(canvas, 1.0)  # "No finished Hana-awase matches yet."
