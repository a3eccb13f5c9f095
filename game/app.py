"""The game application: wires display, input, settings, audio and scenes together and runs
the fixed-step loop. ``run_game(args) -> int`` is what ``python -m game`` calls (the smoke
run calls it with its own ``play``, game.smoke.run).

Every scene comes from the composition root (game.wiring) by name; scenes ask the app for
what only it can do through ``context.services`` (game.core.services.AppServices), which
the App implements: start a match, continue, the demo, apply and save settings, quit, show a
notice; it also runs the room server for the LAN when the player hosts one. The scene
modules are imported right after the first frame (a quick first frame),
and from then on a few milliseconds of each frame preload card faces and flourish art.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from typing import Any

import pygame

from game import GAME_NAME, i18n, wiring
from game.assets import fonts
from game.core import paths
from game.core import settings as settings_module
from game.core.audio import Audio
from game.core.display import Display, logical_to_window
from game.core.loop import FixedStepLoop, SimulatedClock
from game.core.scenes import SceneContext, SceneStack
from game.core.services import new_run
from game.engine import games
from game.i18n import tr
from game.input import actions as act
from game.input import text_entry
from game.input.bindings import Bindings
from game.input.manager import InputManager
from game.online.client.hosting import ServerProcess
from game.view import preload

logger = logging.getLogger(__name__)

NOTICE_SECONDS = 6.0
#: SDL hints naming the window's class for the desktop (set before the display opens)
WINDOW_CLASS_HINTS = ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME")
#: video drivers that draw into memory only: a played game would run with no window
WINDOWLESS_DRIVERS = ("dummy", "offscreen")
NO_DISPLAY_MESSAGE = "no display found - run from a desktop session, or use --smoke"
EXIT_NO_DISPLAY = 2
SERVER_DATA = "server"  # the hosted room server's rooms, in the user data folder


class App:
    """Owns the runtime objects. ``headless`` uses a simulated clock (smoke, tests, bench)."""

    def __init__(
        self,
        *,
        fullscreen: bool = False,
        headless: bool = False,
        clock: Callable[[], float] | None = None,
        autoplay: bool = False,
        autoplay_game: tuple[str | None, int | None] = (None, None),
        host_servers: bool | None = None,
        language: str | None = None,
    ) -> None:
        """``host_servers``: follow the "host on this machine" setting (default: not in
        headless runs, which must not open a LAN server from a player's settings)."""
        self.headless = headless
        self.host_servers = not headless if host_servers is None else host_servers
        self.server_host = ServerProcess(paths.data_dir() / SERVER_DATA)
        self.run_mark = new_run()  # marks the online seats this run takes
        self.autoplay = autoplay
        self.autoplay_game = autoplay_game  # --game / --players: the demo's game and seats
        # a damaged settings file is reported in the system's language (it names none)
        i18n.set_language(i18n.system_language())
        self.settings, warning = settings_module.load()
        if language is not None:
            self.settings.language = language
        i18n.set_language(self.settings.language or i18n.system_language())
        if fullscreen:
            self.settings.fullscreen = True
        self.display = Display(GAME_NAME, fullscreen=self.settings.fullscreen and not headless)
        if not headless:
            self.display.choose_window(self.settings.window_size)
        self.display.open()
        text_entry.set_window_mapper(
            lambda position: logical_to_window(position, self.display.letterbox)
        )
        self.clock = clock or (SimulatedClock() if headless else None)
        self.input = InputManager(
            self._bindings(),
            pointer_mapper=self.display.to_logical,
            **({"clock": self.clock} if self.clock else {}),
        )
        self.input.start()
        self.audio = Audio(self.settings.music_volume, self.settings.effects_volume)
        self.audio.start()
        self.context = SceneContext(
            scenes=SceneStack(),
            factories=wiring.scene_factories(),
            services=self,
            settings=self.settings,
            audio=self.audio,
            input=self.input,
            display=self.display,
            headless=headless,
        )
        self.notices: list[tuple[str, float]] = []
        if warning:
            self.notify(warning)
        self.modules_loaded = headless  # a windowed run imports the scenes after frame 1
        if headless:
            self.load_modules()
        loop_options: dict[str, Any] = {"fps_cap": self.frame_cap()}
        if self.clock is not None:
            loop_options["clock"] = self.clock
        # Headless runs (smoke, tests) skip scaling into the invisible window.
        end_frame = (lambda: None) if headless else self.end_frame
        self.loop = FixedStepLoop(
            update=self.update,
            draw=self.draw,
            begin_frame=self.begin_frame,
            end_frame=end_frame,
            **loop_options,
        )
        # a screen fed by the network goes on while the window is unfocused (issue 30)
        self.loop.keep_alive = lambda: any(
            getattr(scene, "network", False) for scene in self.context.scenes.scenes
        )
        self.time = 0.0
        self.apply_hosting()

    # -- services (game.core.services.AppServices) ------------------------------------------
    idle_work_each_frame = True

    def start_match(self, config: dict[str, Any]) -> None:
        """Replace everything with the scene named by ``config["scene"]`` (default "table")."""
        name = str(config.get("scene") or "table")
        self.context.scenes.reset(self.context.make_scene(name, config=config))

    def continue_match(self) -> None:
        self.start_match({"scene": "continue_match"})

    def attract(self) -> None:
        from game.table.factory import attract_config

        game, players = self.autoplay_game
        if game is None and players is None:
            self.start_match(attract_config())
        else:  # --autoplay --game G: whole matches of that game
            from game.table.factory import autoplay_table_config

            self.start_match(autoplay_table_config(game or games.KOIKOI, players))

    def settings_changed(self) -> None:
        self.apply_settings()

    def _bindings(self) -> Bindings:
        return Bindings(
            self.settings.key_bindings,
            self.settings.pad_bindings,
            swap_confirm_back=self.settings.swap_confirm_back,
        )

    def apply_language(self) -> None:
        """Put the settings' language (first start: the system locale's) in force; on a
        change every scene on the stack rebuilds its text."""
        wanted = self.settings.language or i18n.system_language()
        if wanted == i18n.current_language():
            return
        i18n.set_language(wanted)
        for scene in self.context.scenes.scenes:
            scene.language_changed()

    def apply_settings(self) -> None:
        self.apply_language()
        self.audio.set_volumes(self.settings.music_volume, self.settings.effects_volume)
        self.input.bindings = self._bindings()
        self.loop.fps_cap = self.frame_cap()
        self.apply_hosting()  # a headless app hosts only when made with host_servers
        if self.headless:
            return
        if self.display.window_choice != self.settings.window_size:
            self.display.choose_window(self.settings.window_size)
        if self.display.fullscreen != self.settings.fullscreen:
            self.display.set_fullscreen(self.settings.fullscreen)

    def apply_hosting(self) -> None:
        """Start or stop the room server on this machine as the setting says."""
        if not self.host_servers:
            return
        if self.settings.host_server:
            self.server_host.start()
        else:
            self.server_host.stop()

    def frame_cap(self) -> float:
        """The fps cap setting; "display rate" (0) paces by sleeping at the monitor's refresh
        rate when vsync is not available, so the game never spins a core. Headless: none."""
        if self.headless:
            return 0.0
        if self.settings.fps_cap:
            return float(self.settings.fps_cap)
        return 0.0 if self.display.vsync_active else float(self.display.refresh_rate())

    def save_settings(self) -> None:
        try:
            settings_module.save(self.settings)
        except OSError as error:
            logger.warning("could not save settings: %s", error)
            self.notify(tr("Settings could not be saved."))

    def notify(self, text: str) -> None:
        """A one-line message shown on top of every scene for a few seconds."""
        self.notices.append((text, NOTICE_SECONDS))

    def quit(self) -> None:
        """Close the game from whatever is on screen: every scene saves what it must (the
        match in progress into its autosave), then the loop stops."""
        for scene in reversed(self.context.scenes.scenes):
            scene.before_quit()
        self.loop.stop()

    # -- frame ----------------------------------------------------------------------------
    def load_modules(self) -> None:
        """Import every scene module and queue the idle preloading (once)."""
        wiring.import_all()
        preload.queue_standard_jobs()
        self.modules_loaded = True

    def begin_frame(self) -> None:
        if self.loop.total_frames >= 1:
            if not self.modules_loaded:
                self.load_modules()
                self.loop.resume_from_now()
            else:
                preload.run_idle_work()  # a few ms of preloading
        for action in self.input.poll():
            self.dispatch(action)

    def dispatch(self, action: act.Action) -> None:
        """System actions are handled here; the rest goes to the top scene."""
        name = action.name
        if name == act.QUIT:
            self.quit()
            return
        if name == act.TOGGLE_FULLSCREEN:
            if not self.headless:
                self.settings.fullscreen = self.display.toggle_fullscreen()
                self.save_settings()
            return
        if name == act.RESIZED:
            self.display.handle_resize(action.value)
            return
        if name == act.FOCUS_LOST:
            self.loop.suspend()
            self.audio.pause_all()
        elif name == act.FOCUS_GAINED:
            self.loop.resume()
            self.audio.resume_all()
        elif name == act.DEVICE_ADDED and action.value:
            self.notify(tr("{device} connected", device=action.value))
        elif name == act.DEVICE_REMOVED and action.value:
            self.notify(tr("{device} disconnected", device=action.value))
        self.context.scenes.handle_action(action)

    def end_frame(self) -> None:
        self.display.present()
        self.audio.update()

    def update(self, dt: float) -> None:
        self.time += dt
        self.context.scenes.update(dt)
        if self.notices:
            text, left = self.notices[0]
            left -= dt
            self.notices[0] = (text, left)
            if left <= 0:
                self.notices.pop(0)
        if self.context.quit_requested:
            self.context.quit_requested = False
            self.quit()
        elif not self.context.scenes:
            self.loop.stop()

    def draw(self, alpha: float) -> None:
        canvas = self.display.canvas
        self.context.scenes.draw(canvas, alpha)
        if self.notices:
            from game.ui.notice import draw_notice

            draw_notice(canvas, self.notices[0][0], self.notices[0][1])

    # -- running --------------------------------------------------------------------------
    def push_initial_scene(self) -> None:
        self.context.scenes.push(self.context.make_scene("title"))
        if self.autoplay:
            self.attract()

    def run(self) -> int:
        self.push_initial_scene()
        self.loop.run()
        return 0

    def shutdown(self) -> None:
        """Exit every scene, stop the music and the hosted server (pygame itself is quit by
        run_game)."""
        self.context.scenes.clear()
        self.audio.stop_music()
        self.server_host.stop()


def init_pygame() -> None:
    """Initialise what the game uses. Not ``pygame.init()``: that also opens the mixer, and
    on a machine without a sound card ALSA prints a screenful; Audio.start opens it quietly.
    The window is named after the game in task bars and alt-tab (X11 class, Wayland app id),
    not after ``__main__.py``."""
    for hint in WINDOW_CLASS_HINTS:
        os.environ.setdefault(hint, GAME_NAME)
    pygame.display.init()
    pygame.font.init()
    pygame.joystick.init()


def no_display() -> int:
    """Say in one line that no window can be shown; the exit code."""
    print(f"error: {NO_DISPLAY_MESSAGE}", file=sys.stderr)
    return EXIT_NO_DISPLAY


def run_game(args: Any, *, headless: bool = False, play: Callable[[App], int] | None = None) -> int:
    """Entry point used by game.cli: normal play or --autoplay; ``play(app)`` instead of the
    game loop runs something else in the app (the smoke run, headless)."""
    from game.core.crash import run_guarded

    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    def main() -> int:
        try:
            init_pygame()
        except pygame.error:
            return no_display()
        if not headless and pygame.display.get_driver() in WINDOWLESS_DRIVERS:
            pygame.quit()
            return no_display()
        app = App(
            fullscreen=bool(getattr(args, "fullscreen", False)),
            headless=headless,
            autoplay=bool(getattr(args, "autoplay", False)),
            autoplay_game=(
                getattr(args, "autoplay_game", None),
                getattr(args, "autoplay_players", None),
            ),
            language=getattr(args, "lang", None),
        )
        try:
            return play(app) if play is not None else app.run()
        finally:
            app.shutdown()
            pygame.quit()

    return run_guarded(
        main, interactive=not headless, message_font=lambda size: fonts.font(size, "ui")
    )
