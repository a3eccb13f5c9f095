"""Scene base class, the scene stack and the registry of scene factories.

A scene is one screen (title, options, table) or an overlay (pause, prompts). The stack
gives actions and updates to the top scene only (and down through scenes marked
``update_below``); every scene held under them gets ``update_covered`` instead, so a screen
fed by the network (the online table) keeps taking what arrives under a prompt or a menu.
Drawing starts from the lowest scene that is visible: it walks down through scenes marked
``transparent`` so overlays appear over the scene below. Lifecycle hooks:

* ``push(new)``: top.pause(), new.enter()
* ``pop()``: top.exit(), new top.resume()
* ``replace(new)``: top.exit(), new.enter()
* ``remove(scene)``: scene.exit() (and the new top's resume() when it was the top)
* the game closing: every scene's before_quit(), top first, then every exit()

Scenes are created by name through ``SceneFactories`` (a dict name -> callable; the whole
table is game.wiring), never by if/elif chains of ids or by importing each other. A scene is
written like this::

    class Hello(Scene):
        def handle_action(self, action) -> bool:
            if action.name == "back":
                self.stack.pop()
                return True
            return False

        def update(self, dt: float) -> None: ...
        def draw(self, canvas, alpha: float) -> None: ...

    context.scenes.push(Hello(context))
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core.services import AppServices, QuietServices

if TYPE_CHECKING:
    import pygame

    from game.input.actions import Action

logger = logging.getLogger(__name__)


class SceneContext:
    """Everything a scene may use: the stack, the scene factories (by name), settings, audio,
    input, display and the app's services (``context.services.notify(...)``, see
    game.core.services). Fields left ``None`` are absent (tests build a context with only
    what they need)."""

    def __init__(
        self,
        *,
        scenes: SceneStack | None = None,
        factories: SceneFactories | None = None,
        services: AppServices | None = None,
        settings: Any = None,
        audio: Any = None,
        input: Any = None,  # noqa: A002 - the input manager
        display: Any = None,
        headless: bool = False,
        **extra: Any,
    ) -> None:
        self.scenes: SceneStack = scenes or SceneStack()
        self.factories: SceneFactories = factories or SceneFactories()
        self.services: AppServices = services or QuietServices()
        self.settings = settings
        self.audio = audio
        self.input = input
        self.display = display
        self.headless = headless
        self.quit_requested = False
        self.extra: dict[str, Any] = dict(extra)

    def make_scene(self, scene_name: str, /, **kwargs: Any) -> Scene:
        """A new scene of the factory registered as ``scene_name``."""
        return self.factories.create(scene_name, self, **kwargs)

    def play_sound(self, name: str) -> None:
        if self.audio is not None:
            self.audio.play(name)

    def request_quit(self) -> None:
        self.quit_requested = True


class Scene:
    """Base class: override the hooks you need. ``transparent`` scenes let the scene below
    show through; ``update_below`` lets the scene below keep updating (e.g. the table's
    animations under a non-modal banner)."""

    transparent: bool = False
    update_below: bool = False
    name: str = "scene"

    def __init__(self, context: SceneContext | None = None) -> None:
        self.context = context if context is not None else SceneContext()
        self.active = False

    @property
    def stack(self) -> SceneStack:
        return self.context.scenes

    def device_in_use(self) -> str:
        """The kind of device the player used last ("keyboard", "mouse" or "pad"): what the
        scene's key hints name."""
        manager = self.context.input
        return manager.last_device[0] if manager is not None else "keyboard"

    # lifecycle
    def enter(self) -> None:
        """Called when the scene becomes part of the stack (push or replace)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack (pop, replace or clear)."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene on top of this one was popped."""

    def before_quit(self) -> None:
        """The game is closing (the window's close button, Quit): save what must outlive it
        (override; the stack is exited right after)."""

    # per frame
    def language_changed(self) -> None:
        """The language changed: rebuild any text made ahead of drawing (override)."""

    def handle_action(self, action: Action) -> bool:
        """React to one named action; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance logic by one fixed step of ``dt`` seconds."""

    def update_covered(self, dt: float) -> None:
        """One fixed step while scenes above hold this one still (override: e.g. take what
        the network received; never animate what the overlay covers)."""

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        """Draw onto the 1920x1080 logical canvas; ``alpha`` interpolates between steps."""

    def draw_above(self, canvas: pygame.Surface) -> None:
        """Drawn after the overlays shown over this scene: what must stay seen over them
        (override; e.g. the online table's lost-link banner over a prompt)."""


class SceneStack:
    """The stack of active scenes (top is last)."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> list[Scene]:
        return list(self._scenes)

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.active = True
        scene.enter()
        logger.debug("push %s", type(scene).__name__)
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.active = False
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        logger.debug("pop %s", type(scene).__name__)
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self._scenes:
            old = self._scenes.pop()
            old.active = False
            old.exit()
        self._scenes.append(scene)
        scene.active = True
        scene.enter()
        return scene

    def remove(self, scene: Scene) -> bool:
        """Take ``scene`` out wherever it stands (False: not in the stack); the scenes
        above it stay."""
        if scene not in self._scenes:
            return False
        if scene is self._scenes[-1]:
            self.pop()
            return True
        self._scenes.remove(scene)
        scene.active = False
        scene.exit()
        logger.debug("remove %s", type(scene).__name__)
        return True

    def clear(self) -> None:
        while self._scenes:
            scene = self._scenes.pop()
            scene.active = False
            scene.exit()

    def reset(self, scene: Scene) -> Scene:
        """Exit every scene and start fresh with ``scene`` (e.g. quit to title)."""
        self.clear()
        return self.push(scene)

    def pop_to(self, scene_type: type) -> Scene | None:
        """Pop until the top is an instance of ``scene_type`` (or the stack is empty)."""
        while self._scenes and not isinstance(self._scenes[-1], scene_type):
            self.pop()
        return self.top

    def find(self, scene_type: type) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, scene_type):
                return scene
        return None

    # per frame
    def handle_action(self, action: Action) -> bool:
        top = self.top
        return bool(top.handle_action(action)) if top is not None else False

    def update(self, dt: float) -> None:
        index = len(self._scenes) - 1
        targets: list[Scene] = []
        while index >= 0:
            scene = self._scenes[index]
            targets.append(scene)
            if not scene.update_below:
                break
            index -= 1
        for scene in self._scenes[: max(index, 0)]:  # held still under the ones updated
            if scene.active:
                scene.update_covered(dt)
        for scene in reversed(targets):
            if scene.active:
                scene.update(dt)

    def visible_scenes(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the top down through transparent ones."""
        index = len(self._scenes) - 1
        while index > 0 and self._scenes[index].transparent:
            index -= 1
        return self._scenes[max(index, 0) :]

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        shown = self.visible_scenes()
        for scene in shown:
            scene.draw(canvas, alpha)
        for scene in shown[:-1]:  # under overlays: what must stay seen over them
            scene.draw_above(canvas)


SceneFactory = Callable[..., Scene]


@dataclass
class SceneFactories:
    """Named scene constructors: ``factories["table"] = TableScene`` and
    ``factories.create("table", context, config=...)``. Modules register themselves."""

    by_name: dict[str, SceneFactory] = field(default_factory=dict)

    def __setitem__(self, name: str, factory: SceneFactory) -> None:
        self.by_name[name] = factory

    def __getitem__(self, name: str) -> SceneFactory:
        return self.by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self.by_name

    def get(self, name: str) -> SceneFactory | None:
        return self.by_name.get(name)

    def prepare(self, scene_name: str) -> None:
        """Load what making ``scene_name`` needs (its module) ahead of time, if the factory
        says how (game.wiring's lazy factories do)."""
        prepare = getattr(self.by_name.get(scene_name), "prepare", None)
        if prepare is not None:
            prepare()

    def create(self, scene_name: str, context: SceneContext, /, **kwargs: Any) -> Scene:
        try:
            factory = self.by_name[scene_name]
        except KeyError:
            raise KeyError(f"no scene registered as {scene_name!r}") from None
        return factory(context, **kwargs)
