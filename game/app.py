"""The game application: wires display, input, settings, audio, tweens and scenes together
and runs the fixed-step loop. ``run_game(args) -> int`` is what ``python -m game`` calls.

Scenes are registered by modules listed in SCENE_MODULES; each has
``register(factories, hooks)`` and adds constructors by name (``factories["title"] = ...``)
and, optionally, hooks such as ``hooks["start_match"] = fn(config)``. A module that does not
exist yet is skipped, so the table developer plugs in by adding "game.scenes.table" here.

Hooks the app provides by default (scenes call ``context.hooks[name](...)``):
  start_match(config)     reset the stack to the scene ``config.get("scene", "table")`` made
                          with ``config=config`` (placeholder until a table module registers)
  continue_match()        restore the autosave (placeholder until provided)
  attract()               start the CPU-vs-CPU demo (no-op until provided)
  settings_changed()      re-apply volumes, animation speed, bindings, fullscreen, fps cap
  save_settings()         write settings.json atomically
  quit()                  leave the game
"""

from __future__ import annotations

import importlib
import logging
import os
from collections.abc import Callable
from typing import Any

import pygame

from game import GAME_NAME
from game.core import settings as settings_module
from game.core.audio import Audio
from game.core.display import Display
from game.core.loop import FixedStepLoop, SimulatedClock
from game.core.scenes import SceneContext, SceneFactories, SceneStack
from game.core.tweens import TweenManager
from game.input import actions as act
from game.input.bindings import Bindings
from game.input.manager import InputManager

logger = logging.getLogger(__name__)

SCENE_MODULES: tuple[str, ...] = (
    "game.scenes.title",
    "game.scenes.setup",
    "game.scenes.options",
    "game.scenes.pause",
    "game.scenes.placeholder",
    "game.scenes.how_to_play",
    "game.scenes.table",
    "game.scenes.join",
    "game.scenes.couch_table",
    "game.scenes.ladder",
)

# Enough to show the title; the rest (table, couch, arcade...) is imported right after the
# first frame is on screen in a windowed run, so the window appears quickly.
FIRST_FRAME_MODULES: frozenset[str] = frozenset(
    {
        "game.scenes.title",
        "game.scenes.setup",
        "game.scenes.options",
        "game.scenes.pause",
        "game.scenes.placeholder",
        "game.scenes.join",
    }
)

NOTICE_SECONDS = 6.0


def register_scene_modules(
    factories: SceneFactories,
    hooks: dict[str, Callable[..., Any]],
    modules: tuple[str, ...] = SCENE_MODULES,
) -> list[str]:
    """Import each scene module that exists and let it register; returns the ones loaded."""
    loaded = []
    for module_name in modules:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name == module_name:
                continue
            raise
        register = getattr(module, "register", None)
        if register is not None:
            register(factories, hooks)
            loaded.append(module_name)
    return loaded


class App:
    """Owns the runtime objects. ``headless`` uses a simulated clock (smoke, tests, bench)."""

    def __init__(
        self,
        *,
        fullscreen: bool = False,
        headless: bool = False,
        clock: Callable[[], float] | None = None,
        autoplay: bool = False,
    ) -> None:
        self.headless = headless
        self.autoplay = autoplay
        self.settings, warning = settings_module.load()
        if fullscreen:
            self.settings.fullscreen = True
        self.display = Display(GAME_NAME, fullscreen=self.settings.fullscreen and not headless)
        self.display.open()
        self.clock = clock or (SimulatedClock() if headless else None)
        self.input = InputManager(
            self._bindings(),
            pointer_mapper=self.display.to_logical,
            **({"clock": self.clock} if self.clock else {}),
        )
        self.input.start()
        self.audio = Audio(self.settings.music_volume, self.settings.effects_volume)
        self.audio.start()
        self.tweens = TweenManager(self.settings.animation_multiplier)
        self.context = SceneContext(
            scenes=SceneStack(),
            factories=SceneFactories(),
            settings=self.settings,
            audio=self.audio,
            input=self.input,
            display=self.display,
            tweens=self.tweens,
            app=self,
            headless=headless,
        )
        self.notices: list[tuple[str, float]] = []
        if warning:
            self.notify(warning)
        self._install_default_hooks()
        defer = not headless
        first = tuple(m for m in SCENE_MODULES if not defer or m in FIRST_FRAME_MODULES)
        self.deferred_modules = tuple(m for m in SCENE_MODULES if m not in first)
        self.loaded_modules = register_scene_modules(
            self.context.factories, self.context.hooks, first
        )
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
        self.time = 0.0

    # -- hooks ----------------------------------------------------------------------------
    def _install_default_hooks(self) -> None:
        hooks = self.context.hooks
        hooks["start_match"] = self.start_match
        hooks["continue_match"] = self._continue_placeholder
        hooks["attract"] = lambda: None
        hooks["settings_changed"] = self.apply_settings
        hooks["save_settings"] = self.save_settings
        hooks["quit"] = self.quit
        hooks["notify"] = self.notify

    def start_match(self, config: dict[str, Any]) -> None:
        """Replace everything with the scene named by ``config["scene"]`` (default "table";
        the placeholder until a table module is installed)."""
        factories = self.context.factories
        name = str(config.get("scene") or "table")
        if name not in factories:
            name = "table" if "table" in factories else "placeholder"
        self.context.scenes.reset(self.context.make_scene(name, config=config))

    def _continue_placeholder(self) -> None:
        self.notify("Continue is not available yet.")

    def _bindings(self) -> Bindings:
        return Bindings(
            self.settings.key_bindings,
            self.settings.pad_bindings,
            swap_confirm_back=self.settings.swap_confirm_back,
        )

    def apply_settings(self) -> None:
        self.audio.set_volumes(self.settings.music_volume, self.settings.effects_volume)
        self.tweens.speed = self.settings.animation_multiplier
        self.input.bindings = self._bindings()
        self.loop.fps_cap = self.frame_cap()
        if not self.headless and self.display.fullscreen != self.settings.fullscreen:
            self.display.set_fullscreen(self.settings.fullscreen)

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
            self.notify("Settings could not be saved.")

    def notify(self, text: str) -> None:
        """A one-line message shown on top of every scene for a few seconds."""
        self.notices.append((text, NOTICE_SECONDS))

    def quit(self) -> None:
        self.loop.stop()

    # -- frame ----------------------------------------------------------------------------
    def load_deferred_modules(self) -> None:
        """Register the scene modules held back for a fast first frame; scenes on the stack
        that care (the title's optional entries) are told through ``scenes_registered()``."""
        if not self.deferred_modules:
            return
        modules, self.deferred_modules = self.deferred_modules, ()
        self.loaded_modules += register_scene_modules(
            self.context.factories, self.context.hooks, modules
        )
        for scene in self.context.scenes:
            notify = getattr(scene, "scenes_registered", None)
            if notify is not None:
                notify()

    def begin_frame(self) -> None:
        if self.deferred_modules and self.loop.total_frames >= 1:
            self.load_deferred_modules()
            self.loop.resume_from_now()
        elif "idle_work" in self.context.hooks and self.loop.total_frames >= 1:
            self.context.hooks["idle_work"]()  # a few ms of preloading (game.view.preload)
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
            self.notify(f"{action.value} connected")
        elif name == act.DEVICE_REMOVED and action.value:
            self.notify(f"{action.value} disconnected")
        self.context.scenes.handle_action(action)

    def end_frame(self) -> None:
        self.display.present()
        self.audio.update()

    def update(self, dt: float) -> None:
        self.time += dt
        self.tweens.update(dt)
        self.context.scenes.update(dt)
        if self.notices:
            text, left = self.notices[0]
            left -= dt
            self.notices[0] = (text, left)
            if left <= 0:
                self.notices.pop(0)
        if self.context.quit_requested or not self.context.scenes:
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
            self.load_deferred_modules()
            self.context.hooks["attract"]()

    def run(self) -> int:
        self.push_initial_scene()
        self.loop.run()
        return 0

    def shutdown(self) -> None:
        """Exit every scene and stop the music (pygame itself is quit by run_game)."""
        self.context.scenes.clear()
        self.audio.stop_music()


def init_pygame() -> None:
    """Initialise what the game uses. Not ``pygame.init()``: that also opens the mixer, and
    on a machine without a sound card ALSA prints a screenful; Audio.start opens it quietly."""
    pygame.display.init()
    pygame.font.init()
    pygame.joystick.init()


def run_game(args: Any) -> int:
    """Entry point used by game.cli: normal play, --autoplay, or --smoke [--screenshots DIR]."""
    from game.core.crash import run_guarded

    smoke = bool(getattr(args, "smoke", False))
    if smoke:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    def main() -> int:
        init_pygame()
        app = App(
            fullscreen=bool(getattr(args, "fullscreen", False)),
            headless=smoke,
            autoplay=bool(getattr(args, "autoplay", False)),
        )
        try:
            if smoke:
                from game.smoke import run_smoke

                return run_smoke(app, getattr(args, "screenshots", None))
            return app.run()
        finally:
            app.shutdown()
            pygame.quit()

    return run_guarded(main, interactive=not smoke)
