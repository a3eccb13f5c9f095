"""What a table's mode may do to the screens and the app around its table.

The table scene hands its mode one :class:`TableControls` on ``attach``: the mode opens
overlays over the table, gives the table's place to another screen, tells the player
something, and asks which pads are there, only through it. A mode never holds the scene's
context or its stack (``tests/table/test_mode_controls.py`` keeps it so).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from game.core.scenes import Scene
from game.input import actions as act
from game.match.couch import pad_id


class TableControls:
    """The operations a mode needs of the app around ``table`` (a TableScene)."""

    def __init__(self, table: Scene) -> None:
        self._table = table

    # -- screens ----------------------------------------------------------------------------
    def make(self, scene_name: str, /, **options: Any) -> Scene:
        """A new screen by its name in game.wiring (not yet shown)."""
        return self._table.context.make_scene(scene_name, **options)

    def open(self, scene_name: str, /, **options: Any) -> Scene:
        """Show a named overlay over the table; it is returned so the mode can follow it."""
        overlay = self.make(scene_name, **options)
        self._table.stack.push(overlay)
        return overlay

    def close(self, overlay: Scene) -> None:
        """Take ``overlay`` away if it is the screen on top."""
        if overlay.active and self._table.stack.top is overlay:
            self._table.stack.pop()

    def hand_over(self, scene_name: str, /, **options: Any) -> None:
        """The named screen takes the table's place (a rematch, a result, a new table)."""
        self._table.stack.replace(self.make(scene_name, **options))

    def leave(self) -> None:
        """Back to the screen under the table, or to the title when there is none."""
        stack = self._table.stack
        if len(stack) > 1:
            stack.pop()
        else:
            stack.reset(self.make("title"))

    def table_on_top(self) -> bool:
        """Is the table itself the screen on top (no overlay over it)?"""
        return self._table.stack.top is self._table

    def top_name(self) -> str:
        """The name of the screen on top."""
        return str(getattr(self._table.stack.top, "name", ""))

    # -- the app ----------------------------------------------------------------------------
    def notify(self, text: str) -> None:
        """A short notice over whatever screen is shown."""
        self._table.context.services.notify(text)

    def start_match(self, options: dict) -> None:
        """Leave for a new match against the CPU (the app's own start, as from the setup)."""
        self._table.context.services.start_match(options)

    def play_sound(self, name: str) -> None:
        self._table.context.play_sound(name)

    # -- devices ----------------------------------------------------------------------------
    def last_pad(self) -> int | None:
        """The pad the player used last (None: the keyboard or mouse, or no input)."""
        last = getattr(self._table.context.input, "last_device", None)
        if last and last[0] == act.PAD and last[1] is not None:
            return int(last[1])
        return None

    def pads(self) -> Collection[int] | None:
        """The pads plugged in now (None: no input manager to ask)."""
        return getattr(self._table.context.input, "pads", None)

    def use_device(self, device: str) -> None:
        """Make ``device`` ("keyboard" or "pad:N") the one the player used last."""
        manager = self._table.context.input
        if manager is not None:
            number = pad_id(device)
            manager.last_device = (act.KEYBOARD, None) if number is None else (act.PAD, number)
