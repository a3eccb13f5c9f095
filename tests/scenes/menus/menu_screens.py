"""The menus domain's screens (the title, options, the table look, setups, pause, confirm,
statistics, replays, the flourish gallery and the couch screens), each made on a headless
scene context and drawn on the 1920x1080 canvas: the language tests draw them in every
language, and
``python -m tests.scenes.menus.menu_screens DIR`` saves them as PNGs to look at."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from game import i18n
from game.core.display import LOGICAL_SIZE
from game.core.scenes import Scene, SceneContext
from game.core.settings import Settings
from game.match.couch import CouchSeats
from game.persist import achievements, stats
from tests.support.headless import scene_context


def _couch() -> CouchSeats:
    return CouchSeats(names=["Aki", "Blue", "Ren"], devices=["keyboard", "pad:1", "pad:2"])


def _stats_book() -> stats.StatsBook:
    """Two koi-koi matches of Aki's: numbers and yaku counts to show."""
    book = stats.StatsBook()
    results = [
        {
            "winner": 0,
            "score_delta": (7, 0),
            "yaku": ((("sanko", 5), ("tan", 2), ("ino-shika-cho", 5)), ()),
            "koikoi": (2, 0),
        }
    ]
    book.add_match(("Aki", "Ren"), results, (7, 0), match_id="a")
    book.add_match(("Aki", "Mio"), results, (7, 0), match_id="b")
    return book


def _earned() -> achievements.AchievementBook:
    """A book that opens one card back and one cloth (koi-koi's first win, a big month)."""
    return achievements.AchievementBook(
        {"koikoi-first-win": "2026-11-30", "koikoi-big-month": "2026-11-30"}
    )


#: name -> how to make it on a context
SCREENS: dict[str, Callable[[SceneContext], Scene]] = {
    "title": lambda c: c.make_scene("title"),
    "options": lambda c: c.make_scene("options"),
    "table_look": lambda c: c.make_scene("table_look", book=_earned()),
    "controls": lambda c: c.make_scene("controls"),
    "game_choice": lambda c: c.make_scene("game_choice", mode="cpu"),
    "setup_cpu": lambda c: c.make_scene("setup", mode="cpu"),
    "setup_couch": lambda c: c.make_scene("setup", mode="couch"),
    "table_setup_roppyakken": lambda c: c.make_scene("table_setup", game="roppyakken"),
    "table_setup_hana_awase_couch": lambda c: c.make_scene(
        "table_setup", game="hana-awase", mode="couch"
    ),
    "pause": lambda c: c.make_scene("pause"),
    "pause_message": lambda c: c.make_scene(
        "pause",
        message=i18n.tr_later(
            "Leaving keeps your seat for a while: Play with a Friend offers the room back."
        ),
    ),
    "confirm_new_match": lambda c: c.make_scene(
        "confirm_new_match", summary="Aki vs Ren, month 2", on_yes=lambda: None
    ),
    "stats": lambda c: c.make_scene("stats"),
    "stats_numbers": lambda c: c.make_scene("stats", book=_stats_book()),
    "replay_viewer": lambda c: c.make_scene("replay_viewer"),
    "flourish_gallery": lambda c: c.make_scene("flourish_gallery", unlockable={}, unlocked=()),
    "couch_names": lambda c: c.make_scene("join", config={"names": ["Aki", "Blue", "Ren"]}),
    "join_devices": lambda c: c.make_scene("join_devices", config={"names": ["Aki", "Blue"]}),
    "pass_screen": lambda c: c.make_scene(
        "pass_screen", couch=_couch(), seat=0, on_start=lambda seat: None
    ),
    "pad_disconnected": lambda c: c.make_scene("pad_disconnected", couch=_couch(), seat=1),
}


def screen_context() -> SceneContext:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    return scene_context(settings=Settings())


def draw_screen(name: str, context: SceneContext | None = None) -> tuple[Scene, pygame.Surface]:
    """Make screen ``name`` in the language in force, run a frame and draw it."""
    context = context or screen_context()
    scene = SCREENS[name](context)
    context.scenes.push(scene)
    scene.update(1 / 60)
    canvas = pygame.Surface(LOGICAL_SIZE)
    context.scenes.draw(canvas, 0.0)
    return scene, canvas


def save_all(directory: Path, languages: tuple[str, ...]) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    saved = []
    for language in languages:
        i18n.set_language(language)
        for name in SCREENS:
            _scene, canvas = draw_screen(name)
            path = directory / f"{language}-{name}.png"
            pygame.image.save(canvas, str(path))
            saved.append(path)
    i18n.set_language("en")
    return saved


if __name__ == "__main__":
    where = Path(sys.argv[1] if len(sys.argv) > 1 else "out/menu-screens")
    for saved_path in save_all(where, tuple(sys.argv[2:]) or ("en", "ja", "zh-Hans")):
        print(saved_path)
