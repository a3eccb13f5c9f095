"""A headless couch table driven by synthetic pad events through the real InputManager,
plus pixel checks of what each hand shows on screen (tests only)."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.input.manager import InputManager
from game.match.couch import CouchSeats
from game.table.factory import couch_config, couch_scene
from tests.support.headless import scene_context

FRAME = 1 / 60


class CouchRig:
    def __init__(
        self,
        couch: CouchSeats,
        *,
        seed: int = 5,
        speed: str = "fast",
        pads: dict[int, str] | None = None,
        persist: bool = True,
        game: str = "koikoi",
        levels: tuple[str, ...] = (),
    ) -> None:
        pygame.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1920, 1080))
        self.queue: list[pygame.event.Event] = []
        self.now = 0.0
        self.input = InputManager(event_source=self._drain, clock=lambda: self.now)
        for instance_id, name in (
            pads or {1: "Xbox Wireless Controller", 2: "PS5 DualSense Wireless Controller"}
        ).items():
            self.input.add_virtual_pad(instance_id, name)
        self.context = scene_context(settings=Settings(animation_speed=speed), input=self.input)
        self.couch = couch
        config = couch_config(couch, seed=seed, game=game, levels=levels)
        self.table = couch_scene(self.context, couch, config, persist=persist)
        self.context.scenes.push(self.table)
        self.canvas = pygame.Surface((1920, 1080))

    def _drain(self) -> list[pygame.event.Event]:
        events, self.queue = self.queue, []
        return events

    # -- synthetic input ----------------------------------------------------------------
    def press(self, instance_id: int, button: str = "a") -> None:
        """A press made on purpose: a pass screen just opened is given its arming time
        first (PassScreen.armed); ``press_at_once`` is the press that does not wait."""
        self.wait_for_armed_pass_screen()
        self.press_at_once(instance_id, button)

    def key(self, key: int) -> None:
        self.wait_for_armed_pass_screen()
        self.queue.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
        self.queue.append(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
        self.frame()

    def wait_for_armed_pass_screen(self) -> None:
        self.run_until(lambda: self.top_name() != "PassScreen" or self.top.armed)

    def press_at_once(self, instance_id: int, button: str = "a") -> None:
        code = getattr(pygame, f"CONTROLLER_BUTTON_{button.upper()}")
        self.queue.append(
            pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=code)
        )
        self.queue.append(
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=code)
        )
        self.frame()

    def unplug(self, instance_id: int) -> None:
        self.queue.append(
            pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id)
        )
        self.frame()

    def plug(self, instance_id: int, name: str = "Xbox Wireless Controller") -> None:
        """A pad appears (as the input manager reports a hot-plugged pad)."""
        from game.input import actions as act

        self.input.add_virtual_pad(instance_id, name)
        self.context.scenes.handle_action(
            act.Action(act.DEVICE_ADDED, act.PAD, instance_id, value=name)
        )
        self.frame()

    def frame(self, count: int = 1) -> None:
        for _ in range(count):
            self.now += FRAME
            for action in self.input.poll():
                self.context.scenes.handle_action(action)
            self.context.scenes.update(FRAME)

    @property
    def top(self):
        return self.context.scenes.top

    def top_name(self) -> str:
        return type(self.top).__name__

    def run_until(self, predicate, limit: int = 3000) -> int:
        for frame in range(limit):
            if predicate():
                return frame
            self.frame()
        raise AssertionError(f"condition not reached in {limit} frames (top: {self.top_name()})")

    # -- pixels ---------------------------------------------------------------------------
    def draw_table_only(self) -> pygame.Surface:
        self.table.draw(self.canvas, 1.0)
        return self.canvas

    def draw_all(self) -> pygame.Surface:
        self.context.scenes.draw(self.canvas, 1.0)
        return self.canvas

    def hand_pixels(self, seat: int, canvas: pygame.Surface) -> list[str]:
        """For each card of ``seat``'s hand as drawn on ``canvas``: "back" when its centre
        matches the card back's pixels, "face" when it matches its own face, else "other"."""
        director, art = self.table.director, self.table.art
        out = []
        for key in director.model.hands[seat]:
            sprite = director.sprites[key]
            rect = sprite.rect()
            inner = rect.inflate(-rect.width // 3, -rect.height // 3)
            shot = canvas.subsurface(inner.clip(canvas.get_rect())).copy()
            offset = (inner.x - rect.x, inner.y - rect.y, shot.get_width(), shot.get_height())
            back = art.surface(None, rect.width).subsurface(offset)
            verdict = "other"
            if _mean_difference(shot, back) < 6:
                verdict = "back"
            elif sprite.code:
                face = art.surface(sprite.code, rect.width).subsurface(offset)
                if min(_mean_difference(shot, face), _mean_difference(shot, _dim(face))) < 6:
                    verdict = "face"
            out.append(verdict)
        return out


def _dim(surface: pygame.Surface) -> pygame.Surface:
    copy = surface.copy()
    copy.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return copy


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    width, height = min(a.get_width(), b.get_width()), min(a.get_height(), b.get_height())
    total = 0
    count = 0
    for y in range(0, height, 3):
        for x in range(0, width, 3):
            ca, cb = a.get_at((x, y)), b.get_at((x, y))
            total += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)
            count += 3
    return total / max(1, count)
