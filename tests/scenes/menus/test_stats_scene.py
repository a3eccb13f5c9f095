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
