"""Hachi-hachi's flourishes on the table: a big teyaku shown at the deal plays its own
flourish (shiso's value and the cards laid face up), a small one only the announcement; a
dekiyaku made in play plays the yaku's flourish (akatan, with its kan)."""

from __future__ import annotations

import pygame

from game.engine import events as ev
from game.fx.spec import BIG_TEYAKU, FLOURISH_NAMES
from game.table.flourish import FlourishOverlay
from tests.support.hachi_harness import HachiHarness
from tests.table.test_hachi_hachi_table import _akatan_position

SHISO_HAND = ("11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4")


def test_a_big_teyaku_plays_its_flourish_and_a_small_one_does_not():
    assert set(BIG_TEYAKU) <= set(FLOURISH_NAMES)
    rig = HachiHarness(seed=7, speed="fast")
    rig.settings.flourish = "full"
    big = ev.TeyakuShown(1, (("shiso", 20), ("karasu", 4)), SHISO_HAND)  # the bigger
    overlay = rig.table.moments.big_teyaku(big)
    assert isinstance(overlay, FlourishOverlay) and rig.top() is overlay
    spec = overlay.flourish.spec
    assert (spec.yaku_id, spec.name_ja, spec.points) == ("shiso", "四三", 20)
    assert spec.cards == SHISO_HAND
    assert spec.unit == "kan"
    canvas = pygame.Surface((1920, 1080))
    for _ in range(90):
        rig.frame()
    rig.context.scenes.draw(canvas, 1.0)
    assert len({canvas.get_at((x, 540))[:3] for x in range(0, 1920, 40)}) > 3  # drawn
    small = ev.TeyakuShown(2, (("sanbon", 2),), ("3-1", "3-2", "3-3"))
    assert rig.table.moments.big_teyaku(small) is None


def test_a_dekiyaku_made_in_play_plays_its_flourish():
    rig = HachiHarness(state=_akatan_position(), speed="fast")
    rig.settings.flourish = "full"
    seen: list[str] = []
    push = rig.context.scenes.push

    def spy(scene):
        if isinstance(scene, FlourishOverlay):
            seen.append(scene.flourish.spec.yaku_id)
        push(scene)

    rig.context.scenes.push = spy
    rig.wait_for(("table",))
    rig.select_and_play("3-2", "keyboard")
    rig.wait_for(("hachi_prompt",))
    assert seen == ["akatan"]


def test_the_big_teyaku_stamps_have_every_glyph_in_the_brush_font():
    from game.assets.fonts import missing_glyphs
    from game.fx.spec import DISPLAY_NAMES

    pygame.init()
    for name in BIG_TEYAKU:
        assert missing_glyphs(DISPLAY_NAMES[name][0], "brush") == [], name
