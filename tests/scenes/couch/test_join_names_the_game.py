"""The couch device screen ("Who plays with what?") names the match's own game: 六百間 for
Roppyakken, 花合わせ for hana-awase, こいこい for koi-koi, reached from each game's setup."""

import pygame
import pytest

from game.i18n import set_language
from game.scenes.couch.join import JoinScene
from game.scenes.menus.table_setup import TableSetupScene
from tests.support.headless import scene_context

pytestmark = pytest.mark.usefixtures("pygame_display")
HEADING = pygame.Rect(100, 40, 1500, 110)


def heading_pixels(scene) -> bytes:
    canvas = pygame.Surface((1920, 1080))
    scene.draw(canvas, 1.0)
    return pygame.image.tobytes(canvas.subsurface(HEADING), "RGB")


@pytest.mark.parametrize(
    "game, title", (("roppyakken", "六百間"), ("hana-awase", "花合わせ"), ("koikoi", "こいこい"))
)
def test_the_device_screen_names_the_matchs_game(game, title):
    set_language("en")
    join = JoinScene(scene_context(), config={"game": game, "names": ["Aki", "Ren", "Mio"]})
    assert join.heading_ja == title


def test_the_roppyakken_couch_setup_leads_to_its_own_title_drawn():
    set_language("en")
    context = scene_context()
    setup = TableSetupScene(context, game="roppyakken", mode="couch")
    context.scenes.push(setup)
    setup.start()
    names = context.scenes.top
    assert names.name == "couch_setup"  # the names step first, then the devices
    config = dict(names.config)
    assert config["game"] == "roppyakken"
    devices = JoinScene(context, config=config)
    assert devices.heading_ja == "六百間"
    koikoi = JoinScene(context, config={**config, "game": "koikoi"})
    assert heading_pixels(devices) != heading_pixels(koikoi)
    assert JoinScene(context, config={"names": ["Aki", "Ren"]}).heading_ja == "こいこい"
