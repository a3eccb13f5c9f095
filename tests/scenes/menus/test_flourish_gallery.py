"""The flourish gallery: reached from how-to-play, plays every entry on demand (keyboard,
mouse, pad) over a table and comes back; arcade-unlockable flourishes stay locked until the
profile has them."""

import pygame

from game.arcade.profile import ProfileStore
from game.fx.spec import FLOURISH_NAMES
from game.input import actions as act
from game.scenes.menus.flourish_gallery import FlourishGalleryScene, arcade_gating
from game.scenes.menus.how_to_play import GALLERY_BUTTON, GALLERY_PAGE, HowToPlayScene
from game.ui import theme
from tests.support.table_harness import Harness


def open_gallery(harness: Harness, **options) -> FlourishGalleryScene:
    how = HowToPlayScene(harness.context)
    harness.context.scenes.push(how)
    for _ in range(GALLERY_PAGE):
        harness.key(pygame.K_RIGHT)
    assert how.page == GALLERY_PAGE
    if options:
        gallery = FlourishGalleryScene(harness.context, **options)
        harness.context.scenes.push(gallery)
        return gallery
    harness.click(GALLERY_BUTTON.center)
    gallery = harness.top()
    assert isinstance(gallery, FlourishGalleryScene)
    return gallery


def test_gallery_plays_every_entry_and_returns():
    harness = Harness(seed=2)
    gallery = open_gallery(harness, unlockable={}, unlocked=())
    gallery.mode = "short"
    starts = (harness.key, harness.pad, None)
    for index, name in enumerate(FLOURISH_NAMES):
        assert gallery.focused == name
        start = starts[index % 3]
        if start is None:
            harness.click(gallery.row_rect(index).center)
        else:
            start(pygame.K_RETURN if start == harness.key else pygame.CONTROLLER_BUTTON_A)
        assert gallery.playing is not None and gallery.playing.spec.yaku_id == name
        harness.frame(3)  # pre-rendering over the held table
        # skip by Enter, the pad's X or a click
        skip = index % 3
        if skip == 0:
            harness.key(pygame.K_RETURN)
        elif skip == 1:
            harness.pad(pygame.CONTROLLER_BUTTON_X)
        else:
            harness.click((100, 100))
        assert gallery.playing is None
        assert gallery.played[-1] == name
        harness.key(pygame.K_DOWN)
    assert gallery.played == list(FLOURISH_NAMES)
    assert gallery.focused == FLOURISH_NAMES[0]  # wrapped round
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top(), HowToPlayScene)


def test_gallery_watches_one_to_the_end_over_the_table():
    harness = Harness(seed=2)
    gallery = open_gallery(harness, unlockable={}, unlocked=())
    gallery.mode = "short"
    gallery.focus = FLOURISH_NAMES.index("kasu")
    harness.key(pygame.K_RETURN)
    flourish = gallery.playing
    table = gallery.table_surface()
    frames = 0
    drawn = None
    while gallery.playing is not None and frames < 600:
        harness.frame()
        frames += 1
        if flourish.prepared and drawn is None and flourish.t > 0.4:
            drawn = harness.draw().copy()
    assert gallery.playing is None and gallery.played == ["kasu"]
    assert flourish.done and len(flourish.space.bodies) == 0
    assert 0.85 * 60 < frames < 600  # short kasu is 0.9 s
    assert drawn is not None
    # mid-flourish the frame differs from the table; afterwards the list is back
    assert any(drawn.get_at((x, 540)) != table.get_at((x, 540)) for x in range(0, 1920, 40))
    row = gallery.row_rect(gallery.focus)
    after = harness.draw()
    assert after.get_at((row.right - 6, row.centery))[:3] == theme.colour("panel_focus")


def test_mode_switch_and_mouse_hover():
    harness = Harness(seed=2)
    gallery = open_gallery(harness, unlockable={}, unlocked=())
    assert gallery.mode == "full"
    harness.key(pygame.K_RIGHT)
    assert gallery.mode == "short"
    harness.pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert gallery.mode == "full"
    harness.context.scenes.handle_action(
        act.Action(act.POINTER_MOVE, act.MOUSE, pos=gallery.row_rect(5).center)
    )
    assert gallery.focus == 5
    harness.pad(pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert gallery.focus == 4


def test_locked_entries_do_not_play_until_unlocked():
    harness = Harness(seed=2)
    gallery = open_gallery(harness, unlockable={"goko": "Oyabun"}, unlocked=())
    assert gallery.locked("goko") and not gallery.locked("sanko")
    assert gallery.focused == "goko"
    harness.key(pygame.K_RETURN)
    assert gallery.playing is None and "Oyabun" in gallery.notice
    harness.draw()
    harness.key(pygame.K_ESCAPE)
    opened = open_gallery(harness, unlockable={"goko": "Oyabun"}, unlocked=("goko",))
    harness.key(pygame.K_RETURN)
    assert opened.playing is not None and opened.playing.spec.yaku_id == "goko"


def test_arcade_gating_reads_the_levels_and_the_profile():
    unlockable, unlocked = arcade_gating()
    assert unlockable["goko"] == "Oyabun Tsukikage"
    assert unlockable["hanami-zake"] == "Madame Oboro"
    assert "sanko" not in unlockable and unlocked == set()
    store = ProfileStore().load()
    store.profile.unlock("flourish", "goko")
    store.save()
    assert arcade_gating()[1] == {"goko"}
    harness = Harness(seed=2)
    gallery = open_gallery(harness)  # through the how-to-play button: the real gating
    assert not gallery.locked("goko") and gallery.locked("shiko")
