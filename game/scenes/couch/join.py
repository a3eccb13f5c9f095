"""Couch join screen: each player claims the device they will play with (2 to 4 players).

Red presses confirm (or clicks) on their pad / keyboard first, then Blue (then Green and Gold
when four play). The same device may claim several seats (one shared pad or keyboard). Back
undoes the last claim, or leaves when none. With every seat claimed, confirm starts the
match through ``services.start_match`` with ``config["devices"]`` = the device ids
("keyboard" for keyboard and mouse, "pad:<id>"). :class:`RejoinScene` is the same screen for
a continued couch match.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import SceneContext
from game.engine import games
from game.i18n import tr, tr_later
from game.input import actions as act
from game.input.glyphs import pad_button_label
from game.match.couch import SEAT_COLOURS
from game.scenes.couch.seat_words import seat_label
from game.ui import theme
from game.ui.menu_scene import MenuScene

SEAT_NAMES = tuple(colour.capitalize() for colour in SEAT_COLOURS)
PANELS_LEFT, PANELS_WIDTH, PANEL_GAP = 160, 1600, 80


def claim_device(action: act.Action) -> str | None:
    """Device id a seat claims: keyboard and mouse count as one device."""
    if action.device in (act.KEYBOARD, act.MOUSE):
        return "keyboard"
    if action.device == act.PAD and action.instance_id is not None:
        return f"pad:{action.instance_id}"
    return None


class JoinScene(MenuScene):
    name = "join"
    heading = tr_later("Who plays with what?")
    heading_ja = "こいこい"
    footer = ((act.CONFIRM, tr_later("Join / Start")), (act.BACK, tr_later("Undo")))

    def __init__(
        self, context: SceneContext | None = None, config: dict[str, Any] | None = None
    ) -> None:
        self.config = dict(config or {})
        # the kana subtitle names the match's own game (六百間, 花合わせ), koi-koi's by default
        self.heading_ja = games.game_title(str(self.config.get("game") or games.KOIKOI))[1]
        seats = len(self.config.get("names") or SEAT_NAMES[:2])
        self.devices: list[str | None] = [None] * seats
        super().__init__(context)

    def seat_rect(self, seat: int) -> pygame.Rect:
        count = len(self.devices)
        width = (PANELS_WIDTH - PANEL_GAP * (count - 1)) // count
        return pygame.Rect(PANELS_LEFT + seat * (width + PANEL_GAP), 240, width, 520)

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
        self.context.services.start_match(config)

    def seat_label(self, seat: int) -> str:
        names = self.config.get("names") or SEAT_NAMES
        name = str(names[seat]) if seat < len(names) else SEAT_NAMES[seat]
        return seat_label(name, SEAT_COLOURS[seat])

    def _device_text(self, device: str | None) -> str:
        if device is None:
            return ""
        if device == "keyboard":
            return tr("Keyboard and mouse")
        input_manager = self.context.input
        instance_id = int(device.split(":", 1)[1])
        if input_manager is not None and instance_id in input_manager.pads:
            return input_manager.pads[instance_id].name
        return tr("Controller {number}", number=instance_id)

    def _confirm_labels(self) -> str:
        input_manager = self.context.input
        if input_manager is None:
            return "Enter"
        key = input_manager.prompt(act.CONFIRM, (act.KEYBOARD, None))
        family = input_manager.pad_family(None)
        buttons = input_manager.bindings.effective_pad_buttons().get(act.CONFIRM, ["a"])
        pad = pad_button_label(buttons[0], family) if buttons else "A"
        return tr("{key}, click, or {button} on a pad", key=key, button=pad)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        for seat in range(len(self.devices)):
            rect = self.seat_rect(seat)
            room = rect.width - 32
            seat_colour = theme.colour(f"seat_{SEAT_COLOURS[seat]}")
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
                theme.fit_size(self.seat_label(seat), 64, "ui_bold", room),
                theme.colour("ivory"),
                "ui_bold",
                center=band.center,
            )
            device = self.devices[seat]
            if device is not None:
                joined = tr("Joined with")
                theme.draw_text(
                    canvas,
                    joined,
                    theme.fit_size(joined, 32, "ui", room),
                    theme.colour("muted"),
                    "ui",
                    center=(rect.centerx, rect.y + 230),
                )
                theme.draw_text(
                    canvas,
                    self._device_text(device),
                    theme.fit_size(self._device_text(device), 44, "ui_bold", room),
                    theme.colour("gold_light"),
                    "ui_bold",
                    center=(rect.centerx, rect.y + 290),
                )
                if self.devices.count(device) > 1:
                    theme.draw_text(
                        canvas,
                        tr("(shared device)"),
                        28,
                        theme.colour("muted"),
                        "ui",
                        center=(rect.centerx, rect.y + 340),
                    )
            elif waiting:
                glow = 0.5 + 0.5 * theme.pulse(self.time, 4.0)
                colour = tuple(int(c * (0.6 + 0.4 * glow)) for c in theme.colour("ivory"))
                press = tr("Press confirm on your device")
                theme.draw_text(
                    canvas,
                    press,
                    theme.fit_size(press, 38, "ui_bold", room),
                    colour,
                    "ui_bold",
                    center=(rect.centerx, rect.y + 250),
                )
                theme.draw_text(
                    canvas,
                    self._confirm_labels(),
                    theme.fit_size(self._confirm_labels(), 28, "ui", room),
                    theme.colour("muted"),
                    "ui",
                    center=(rect.centerx, rect.y + 310),
                )
            else:
                waiting_for = tr(
                    "Waiting for {player}", player=self.seat_label(self.next_seat or 0)
                )
                theme.draw_text(
                    canvas,
                    waiting_for,
                    theme.fit_size(waiting_for, 34, "ui_bold", room),
                    theme.colour("disabled"),
                    "ui_bold",
                    center=(rect.centerx, rect.y + 250),
                )
        if self.next_seat is None:
            theme.draw_shadowed_text(
                canvas,
                tr("Everyone is ready - confirm to deal!")
                if len(self.devices) > 2
                else tr("Both players ready - confirm to deal!"),
                44,
                theme.colour("gold_light"),
                "ui_bold",
                center=(960, 850),
            )
        else:
            theme.draw_backed_text(
                canvas,
                tr("Two pads, a pad and the keyboard, or one shared device all work.")
                if len(self.devices) == 2
                else tr("Pads, the keyboard, or one shared device all work."),
                30,
                theme.colour("ivory"),
                "ui",
                center=(960, 850),
            )


class RejoinScene(JoinScene):
    """The join screen for a continued couch match: claim devices, then the table at the
    autosave's position; Back returns to the title."""

    heading = tr_later("Continue: who plays with what?")

    def __init__(self, context: SceneContext | None = None, loaded=None) -> None:
        self.loaded = loaded
        names = [seat.name for seat in loaded.info.seats if seat.kind != "cpu"]
        super().__init__(context, config={"names": names, "scene": "couch_match"})

    def start(self) -> None:
        self.stack.reset(
            self.context.make_scene("restored_match", loaded=self.loaded, devices=self.devices)
        )

    def on_back(self) -> None:
        self.stack.reset(self.context.make_scene("title"))
