"""The window and the 1920x1080 logical canvas scaled into it with letterboxing.

Everything is drawn on ``Display.canvas`` (LOGICAL_SIZE). ``present()`` scales the canvas
into the window (smoothscale straight into a subsurface of the window, black bars around)
and flips. The window is resizable (1280x720 by default, or the Options size, fitted to the
desktop by ``window_size_for``) and toggles fullscreen (F11 and Alt+Enter arrive from the
input layer as the ``toggle_fullscreen`` action); a window that comes back off the desktop
is centred on it again. Mouse positions
are mapped back with ``window_to_logical``. ``compute_letterbox`` is pure so it is easy to
test.
"""

from __future__ import annotations

import logging
import warnings
from dataclasses import dataclass

import pygame

from game.core import paths

logger = logging.getLogger(__name__)

LOGICAL_SIZE: tuple[int, int] = (1920, 1080)
DEFAULT_WINDOW_SIZE: tuple[int, int] = (1280, 720)
MIN_WINDOW_SIZE: tuple[int, int] = (320, 180)
BAR_COLOUR = (0, 0, 0)
#: room a window leaves on the desktop for its title bar and the task bar
WINDOW_MARGIN: tuple[int, int] = (0, 80)
DESKTOP = "desktop"  # the window size choice that fills the desktop (maximised)


def window_size_for(choice: str, desktop: tuple[int, int]) -> tuple[int, int]:
    """The window size for an Options choice ("1600x900", or "desktop") on a desktop of
    ``desktop`` pixels: never larger than the desktop less :data:`WINDOW_MARGIN` (a size
    that does not fit is scaled down, keeping its shape), never under MIN_WINDOW_SIZE."""
    usable = (max(1, desktop[0] - WINDOW_MARGIN[0]), max(1, desktop[1] - WINDOW_MARGIN[1]))
    if choice == DESKTOP:
        width, height = usable
    else:
        wanted_w, wanted_h = (int(part) for part in choice.split("x"))
        scale = min(1.0, usable[0] / wanted_w, usable[1] / wanted_h)
        width, height = int(wanted_w * scale), int(wanted_h * scale)
    return (max(MIN_WINDOW_SIZE[0], width), max(MIN_WINDOW_SIZE[1], height))


def on_screen_position(
    position: tuple[int, int], size: tuple[int, int], desktop: tuple[int, int]
) -> tuple[int, int] | None:
    """None when a window at ``position`` of ``size`` lies on the desktop; else where to put
    it instead: centred (its top left corner kept on the desktop when it is bigger)."""
    x, y = position
    if 0 <= x and 0 <= y and x + size[0] <= desktop[0] and y + size[1] <= desktop[1]:
        return None
    return (max(0, (desktop[0] - size[0]) // 2), max(0, (desktop[1] - size[1]) // 2))


@dataclass(frozen=True)
class Letterbox:
    """Where the logical canvas lands in the window: uniform ``scale`` and target rect."""

    scale: float
    x: int
    y: int
    width: int
    height: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.width, self.height)


def compute_letterbox(
    window_size: tuple[int, int], logical_size: tuple[int, int] = LOGICAL_SIZE
) -> Letterbox:
    """Largest uniform scale of ``logical_size`` that fits ``window_size``, centred."""
    window_w, window_h = max(1, window_size[0]), max(1, window_size[1])
    logical_w, logical_h = logical_size
    scale = min(window_w / logical_w, window_h / logical_h)
    width = max(1, min(window_w, round(logical_w * scale)))
    height = max(1, min(window_h, round(logical_h * scale)))
    return Letterbox(scale, (window_w - width) // 2, (window_h - height) // 2, width, height)


def window_to_logical(
    position: tuple[float, float],
    letterbox: Letterbox,
    logical_size: tuple[int, int] = LOGICAL_SIZE,
    *,
    clamp: bool = False,
) -> tuple[float, float] | None:
    """Window pixel -> logical coordinate; None when on a black bar (unless ``clamp``)."""
    x = (position[0] - letterbox.x) * logical_size[0] / letterbox.width
    y = (position[1] - letterbox.y) * logical_size[1] / letterbox.height
    inside = 0 <= x < logical_size[0] and 0 <= y < logical_size[1]
    if not inside:
        if not clamp:
            return None
        x = min(max(x, 0.0), logical_size[0] - 1.0)
        y = min(max(y, 0.0), logical_size[1] - 1.0)
    return (x, y)


def logical_to_window(
    position: tuple[float, float],
    letterbox: Letterbox,
    logical_size: tuple[int, int] = LOGICAL_SIZE,
) -> tuple[float, float]:
    return (
        letterbox.x + position[0] * letterbox.width / logical_size[0],
        letterbox.y + position[1] * letterbox.height / logical_size[1],
    )


class Display:
    """Owns the OS window and the logical canvas. Call ``open()`` after ``pygame.init()``."""

    def __init__(
        self,
        caption: str = "Hanafuda Koi-Koi",
        window_size: tuple[int, int] = DEFAULT_WINDOW_SIZE,
        *,
        fullscreen: bool = False,
        vsync: bool = True,
        logical_size: tuple[int, int] = LOGICAL_SIZE,
    ) -> None:
        self.caption = caption
        self.windowed_size = window_size
        self.fullscreen = fullscreen
        self.vsync = vsync
        self.logical_size = logical_size
        self.window: pygame.Surface | None = None
        self.window_choice: str | None = None  # Options > Window size, when chosen
        self.canvas = pygame.Surface(logical_size)
        self.letterbox = compute_letterbox(window_size, logical_size)
        self._letterbox_window_size = tuple(window_size)
        self._target: pygame.Surface | None = None
        self.vsync_active = False

    # -- window -------------------------------------------------------------------------
    def open(self) -> pygame.Surface:
        pygame.display.set_caption(self.caption)
        self._set_icon()
        self._set_mode()
        self.canvas = pygame.Surface(self.logical_size).convert()
        return self.canvas

    def _set_icon(self) -> None:
        try:
            icon_path = paths.resource_path("assets", "icon.png")
            pygame.display.set_icon(pygame.image.load(str(icon_path)))
        except (paths.MissingAssetError, pygame.error, OSError) as error:
            logger.debug("no window icon: %s", error)

    def _set_mode(self) -> None:
        if self.fullscreen:
            flags, size = pygame.FULLSCREEN, (0, 0)
        else:
            flags, size = pygame.RESIZABLE, self.windowed_size
        window = None
        self.vsync_active = False
        if self.vsync and pygame.display.get_driver() != "dummy":
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    window = pygame.display.set_mode(size, flags, vsync=1)
                self.vsync_active = True
            except pygame.error as error:
                logger.debug("vsync unavailable: %s", error)
        if window is None:
            window = pygame.display.set_mode(size, flags)
        self.window = window
        if not self.fullscreen:
            if self.window_choice == DESKTOP:
                self._maximise()
            self._keep_on_screen()
        self._on_window_size(window.get_size())

    def desktop_size(self) -> tuple[int, int]:
        """The first desktop's size in pixels (the default window size when unknown)."""
        try:
            sizes = pygame.display.get_desktop_sizes()
        except pygame.error:
            sizes = []
        return (int(sizes[0][0]), int(sizes[0][1])) if sizes else DEFAULT_WINDOW_SIZE

    def choose_window(self, choice: str) -> None:
        """Options > Window size: the windowed size for ``choice`` ("1600x900", "desktop")
        on this desktop; applied at once when the window is open and not fullscreen."""
        self.window_choice = choice
        self.windowed_size = window_size_for(choice, self.desktop_size())
        if self.window is not None and not self.fullscreen:
            self._set_mode()

    def _keep_on_screen(self) -> None:
        """Back on the desktop, centred, when the window came back (from fullscreen, or a
        monitor since unplugged) somewhere off it."""
        assert self.window is not None
        try:
            position = pygame.display.get_window_position()
        except pygame.error:
            return
        target = on_screen_position(position, self.window.get_size(), self.desktop_size())
        if target is not None:
            pygame.display.set_window_position(target)

    def _maximise(self) -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                pygame.Window.from_display_module().maximize()
        except pygame.error as error:
            logger.debug("window not maximised: %s", error)
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface

    def refresh_rate(self, default: int = 60) -> int:
        """The monitor's refresh rate in Hz (``default`` when unknown)."""
        try:
            rate = int(pygame.display.get_current_refresh_rate())
        except (AttributeError, pygame.error):
            return default
        return rate if 20 <= rate <= 500 else default

    def _on_window_size(self, size: tuple[int, int]) -> None:
        self.letterbox = compute_letterbox(size, self.logical_size)
        self._letterbox_window_size = tuple(size)
        self._target = None

    def set_fullscreen(self, fullscreen: bool) -> None:
        if fullscreen == self.fullscreen and self.window is not None:
            return
        if fullscreen and not self.fullscreen and self.window is not None:
            self.windowed_size = self.window.get_size()
        self.fullscreen = fullscreen
        if self.window is not None:
            self._set_mode()

    def toggle_fullscreen(self) -> bool:
        self.set_fullscreen(not self.fullscreen)
        return self.fullscreen

    def handle_resize(self, size: tuple[int, int]) -> None:
        """Called for VIDEORESIZE / WINDOWSIZECHANGED (the input layer surfaces them)."""
        width = max(MIN_WINDOW_SIZE[0], int(size[0]))
        height = max(MIN_WINDOW_SIZE[1], int(size[1]))
        if not self.fullscreen:
            self.windowed_size = (width, height)
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
            self._on_window_size(surface.get_size())
        else:
            self._on_window_size((width, height))

    # -- coordinates --------------------------------------------------------------------
    def to_logical(self, position: tuple[float, float], *, clamp: bool = False):
        return window_to_logical(position, self.letterbox, self.logical_size, clamp=clamp)

    # -- presenting ---------------------------------------------------------------------
    def _scaled_target(self) -> pygame.Surface:
        if self._target is None:
            assert self.window is not None
            self.window.fill(BAR_COLOUR)
            self._target = self.window.subsurface(self.letterbox.rect)
        return self._target

    def present(self) -> None:
        """Scale the canvas into the window and flip."""
        if self.window is None:
            return
        if self.window.get_size() != self._letterbox_window_size:
            self._on_window_size(self.window.get_size())
        if (
            self.letterbox.width == self.logical_size[0]
            and self.letterbox.height == self.logical_size[1]
        ):
            self.window.blit(self.canvas, (self.letterbox.x, self.letterbox.y))
        else:
            target = self._scaled_target()
            try:
                pygame.transform.smoothscale(self.canvas, target.get_size(), target)
            except (ValueError, pygame.error):
                target.blit(pygame.transform.smoothscale(self.canvas, target.get_size()), (0, 0))
        pygame.display.flip()

    def screenshot(self, path: str) -> None:
        """Save the logical canvas (full 1920x1080) as PNG."""
        pygame.image.save(self.canvas, path)
