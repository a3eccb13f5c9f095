"""Couch join screen: each player claims the device they will play with.

Red presses confirm (or clicks) on their pad / keyboard first, then Blue. The same device may
claim both seats (one shared pad or keyboard). Back undoes the last claim, or leaves when
none. With both seats claimed, confirm starts the match through ``hooks["start_match"]`` with
``config["devices"]`` = the two device ids ("keyboard" for keyboard and mouse, "pad:<id>").
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import SceneContext, SceneFactories
from game.input import actions as act
from game.input.glyphs import pad_button_label
from game.ui import theme
from game.ui.menu_scene import MenuScene

SEAT_NAMES = ("Red", "Blue")
SEAT_COLOURS = ("seat_red", "seat_blue")
FALLBACK_SEAT_COLOURS = {"seat_red": (196, 44, 44), "seat_blue": (44, 82, 160)}


def claim_device(action: act.Action) -> str | None:
    """Device id a seat claims: keyboard and mouse count as one device."""
    if action.device in (act.KEYBOARD, act.MOUSE):
        return "keyboard"
    if action.device == act.PAD and action.instance_id is not None:
        return f"pad:{action.instance_id}"
    return None


class JoinScene(MenuScene):
    name = "join"
    heading = "Who plays with what?"
    heading_ja = "こいこい"
    footer = ((act.CONFIRM, "Join / Start"), (act.BACK, "Undo"))

    def __init__(
        self, context: SceneContext | None = None, config: dict[str, Any] | None = None
    ) -> None:
        self.config = dict(config or {})
        self.devices: list[str | None] = [None, None]
        super().__init__(context)

    def seat_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(160 + seat * 840, 240, 760, 520)

    @property
    def next_seat(self) -> int | None:
        for seat, device in enumerate(self.devices):
            if device is None:
                return seat
        return None

    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        if name == act.CONFIRM or (name == act.CLICK and action.pos is not None):
            device = claim_device(action)
            seat = self.next_seat
            if seat is None:
                self.start()
            elif device is not None:
                self.devices[seat] = device
                self.context.play_sound("menu_confirm")
            return True
        if name == act.BACK:
            claimed = [seat for seat, device in enumerate(self.devices) if device is not None]
            if claimed:
                self.devices[claimed[-1]] = None
                self.context.play_sound("menu_back")
            else:
                self.on_back()
            return True
        if name == act.DEVICE_REMOVED and action.instance_id is not None:
            lost = f"pad:{action.instance_id}"
            self.devices = [None if device == lost else device for device in self.devices]
            return True
        return False

    def start(self) -> None:
        config = dict(self.config)
        config["devices"] = list(self.devices)
        config["scene"] = "couch_match"
        self.call_hook("start_match", config)

    def seat_label(self, seat: int) -> str:
        names = self.config.get("names") or SEAT_NAMES
        name = str(names[seat]) if seat < len(names) else SEAT_NAMES[seat]
        return name if name.lower() == SEAT_NAMES[seat].lower() else f"{name} ({SEAT_NAMES[seat]})"

    def _device_text(self, device: str | None) -> str:
        if device is None:
            return ""
        if device == "keyboard":
            return "Keyboard and mouse"
        input_manager = self.context.input
        instance_id = int(device.split(":", 1)[1])
        if input_manager is not None and instance_id in input_manager.pads:
            return input_manager.pads[instance_id].name
        return f"Controller {instance_id}"

    def _confirm_labels(self) -> str:
        input_manager = self.context.input
        if input_manager is None:
            return "Enter"
        key = input_manager.prompt(act.CONFIRM, (act.KEYBOARD, None))
        family = input_manager.pad_family(None)
        buttons = input_manager.bindings.effective_pad_buttons().get(act.CONFIRM, ["a"])
        pad = pad_button_label(buttons[0], family) if buttons else "A"
        return f"{key}, click, or {pad} on a pad"

    def draw_decor(self, canvas: pygame.Surface) -> None:
        palette = theme.palette()
        for seat in (0, 1):
            rect = self.seat_rect(seat)
            seat_colour = palette.get(SEAT_COLOURS[seat], FALLBACK_SEAT_COLOURS[SEAT_COLOURS[seat]])
            waiting = self.next_seat == seat
            theme.draw_panel(
                canvas,
                rect,
                border=theme.colour("gold_light") if waiting else theme.colour("gold"),
                border_width=4 if waiting else 2,
                radius=22,
            )
            band = pygame.Rect(rect.x + 12, rect.y + 12, rect.width - 24, 110)
            pygame.draw.rect(canvas, seat_colour, band, border_radius=14)
            theme.draw_shadowed_text(
                canvas,
                self.seat_label(seat),
                64,
                theme.colour("ivory"),
                "ui_bold",
                center=band.center,
            )
            device = self.devices[seat]
            if device is not None:
                theme.draw_text(
                    canvas,
                    "Joined with",
                    32,
                    theme.colour("muted"),
                    "ui",
                    center=(rect.centerx, rect.y + 230),
                )
                theme.draw_text(
                    canvas,
                    self._device_text(device),
                    44,
                    theme.colour("gold_light"),
                    "ui_bold",
                    center=(rect.centerx, rect.y + 290),
                )
                if self.devices[1 - seat] == device:
                    theme.draw_text(
                        canvas,
                        "(shared device)",
                        28,
                        theme.colour("muted"),
                        "ui",
                        center=(rect.centerx, rect.y + 340),
                    )
            elif waiting:
                glow = 0.5 + 0.5 * theme.pulse(self.time, 4.0)
                colour = tuple(int(c * (0.6 + 0.4 * glow)) for c in theme.colour("ivory"))
                theme.draw_text(
                    canvas,
                    "Press confirm on your device",
                    38,
                    colour,
                    "ui_bold",
                    center=(rect.centerx, rect.y + 250),
                )
                theme.draw_text(
                    canvas,
                    self._confirm_labels(),
                    28,
                    theme.colour("muted"),
                    "ui",
                    center=(rect.centerx, rect.y + 310),
                )
            else:
                theme.draw_text(
                    canvas,
                    f"Waiting for {self.seat_label(0)}",
                    34,
                    theme.colour("disabled"),
                    "ui_bold",
                    center=(rect.centerx, rect.y + 250),
                )
        if self.next_seat is None:
            theme.draw_shadowed_text(
                canvas,
                "Both players ready - confirm to deal!",
                44,
                theme.colour("gold_light"),
                "ui_bold",
                center=(960, 850),
            )
        else:
            theme.draw_text(
                canvas,
                "Two pads, a pad and the keyboard, or one shared device all work.",
                30,
                theme.colour("muted"),
                "ui",
                center=(960, 850),
            )


def make_couch_match(context: SceneContext, config: dict[str, Any] | None = None):
    """Factory "couch_match": a CouchTableScene with the claimed devices (couch developer's
    scene); the plain table when that module is not installed."""
    config = dict(config or {})
    try:
        from game.match.couch import CouchSeats
        from game.scenes.couch_table import CouchTableScene, couch_config
    except ImportError:
        return context.make_scene(
            "table" if "table" in context.factories else "placeholder", config=config
        )
    seats = CouchSeats(
        names=list(config.get("names") or SEAT_NAMES),
        devices=list(config.get("devices") or [None, None]),
        open_hands=bool(config.get("open_hands", False)),
    )
    match = couch_config(
        seats,
        rules=config.get("rules", "nintendo"),
        overrides=config.get("overrides"),
        seed=config.get("seed"),
    )
    return CouchTableScene(context, seats, match)


def register(factories: SceneFactories, hooks: dict) -> None:
    factories["join"] = JoinScene
    factories["couch_match"] = make_couch_match
