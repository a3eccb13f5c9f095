"""Couch setup, step 1: the two players' names (then the join screen claims devices).

Each seat - Red and Blue, the seed's colours - gets a name: type it on the keyboard, or with
a pad pick a known player (every name in the statistics) with Left/Right. Up/Down move
between the two names and Continue; Enter / A on a name goes to the next row; Backspace
deletes; Esc / B goes back. Names are what the statistics are kept under. Continue replaces
this scene with the next step (the join screen, ``then``) with ``config["names"]`` set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.scenes import Scene, SceneContext
from game.input import actions as act
from game.persist import stats as stats_store
from game.scenes.pass_screen import seat_rgb
from game.ui import theme

MAX_NAME = 16
SEAT_COLOURS = ("red", "blue")
DEFAULT_NAMES = ("Red", "Blue")
NAME_RECTS = (pygame.Rect(160, 260, 760, 300), pygame.Rect(1000, 260, 760, 300))
CONTINUE_RECT = pygame.Rect(710, 600, 500, 90)
CONTINUE_ROW = 2
ARROW_KEYS = frozenset({"left", "right", "up", "down"})


def field_rect(seat: int) -> pygame.Rect:
    rect = NAME_RECTS[seat]
    return pygame.Rect(rect.x + 100, rect.y + 130, rect.width - 200, 80)


def arrow_rects(seat: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The "<" and ">" buttons beside a name: pick a known player with the mouse."""
    field = field_rect(seat)
    return (
        pygame.Rect(field.x - 76, field.y + 8, 64, 64),
        pygame.Rect(field.right + 12, field.y + 8, 64, 64),
    )


def clean_names(names: list[str]) -> list[str]:
    """Stripped names, the colour for an empty one, and never two equal names."""
    out = [(name.strip()[:MAX_NAME] or DEFAULT_NAMES[seat]) for seat, name in enumerate(names)]
    if out[0].lower() == out[1].lower():
        out[1] = f"{out[1][: MAX_NAME - 2]} 2"
    return out


class CouchNamesScene(Scene):
    name = "couch_setup"

    def __init__(
        self,
        context: SceneContext | None = None,
        config: dict[str, Any] | None = None,
        then: Callable[..., Scene] | None = None,
    ) -> None:
        super().__init__(context)
        self.config = dict(config or {})
        self.then = then
        book, _warning = stats_store.load()
        self.known = sorted(book.players, key=lambda n: (-book.players[n].matches, n.lower()))
        given = list(self.config.get("names") or DEFAULT_NAMES)[:2]
        self.names = [str(n) for n in given] + list(DEFAULT_NAMES[len(given) :])
        self.row = 0
        self.time = 0.0

    # -- editing --------------------------------------------------------------------------
    def suggestions(self, seat: int) -> list[str]:
        options = [DEFAULT_NAMES[seat]] + [n for n in self.known if n != DEFAULT_NAMES[seat]]
        return options

    def cycle(self, seat: int, step: int) -> None:
        options = self.suggestions(seat)
        current = self.names[seat]
        index = options.index(current) if current in options else -1
        self.names[seat] = options[(index + step) % len(options)]
        self.context.play_sound("menu_move")

    def type_text(self, text: str) -> None:
        if self.row == CONTINUE_ROW:
            return
        seat = self.row
        if self.names[seat] == DEFAULT_NAMES[seat]:
            self.names[seat] = ""  # typing replaces the placeholder colour name
        self.names[seat] = (self.names[seat] + text)[:MAX_NAME]

    def finish(self) -> None:
        config = dict(self.config)
        config["names"] = clean_names(self.names)
        self.context.play_sound("menu_confirm")
        if self.then is not None:
            self.stack.replace(self.then(self.context, config=config))
        else:
            hook = self.context.hooks.get("start_match")
            if hook is not None:
                hook(config)

    # -- input ----------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        keyboard = action.device == act.KEYBOARD
        key = action.value if keyboard and isinstance(action.value, str) else None
        if name == act.TEXT and isinstance(action.value, str):
            self.type_text(action.value)
            return True
        if (
            keyboard
            and self.row != CONTINUE_ROW
            and key is not None
            and (len(key) == 1 or key == "space")
        ):
            return True  # a letter key: its text arrives as TEXT
        if name == act.BACK:
            if key == "backspace" and self.row != CONTINUE_ROW:
                self.names[self.row] = self.names[self.row][:-1]
                return True
            self.context.play_sound("menu_back")
            self.stack.pop()
            return True
        if name in (act.UP, act.PREVIOUS):
            self.row = (self.row - 1) % 3
            return True
        if name in (act.DOWN, act.NEXT):
            self.row = (self.row + 1) % 3
            return True
        if name in (act.LEFT, act.RIGHT) and self.row != CONTINUE_ROW:
            self.cycle(self.row, -1 if name == act.LEFT else 1)
            return True
        if name == act.CONFIRM:
            if self.row == CONTINUE_ROW:
                self.finish()
            else:
                self.row += 1
            return True
        if name == act.CLICK and action.pos is not None:
            for seat, rect in enumerate(NAME_RECTS):
                if rect.collidepoint(action.pos):
                    self.row = seat
                for step, arrow in zip((-1, 1), arrow_rects(seat), strict=True):
                    if arrow.collidepoint(action.pos):
                        self.cycle(seat, step)
            if CONTINUE_RECT.collidepoint(action.pos):
                self.finish()
            return True
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.backdrop((1920, 1080)), (0, 0))
        theme.draw_shadowed_text(
            canvas,
            "2 Players - Names",
            72,
            theme.colour("gold_light"),
            "ui_bold",
            midleft=(120, 100),
        )
        pygame.draw.line(canvas, theme.colour("gold"), (120, 150), (900, 150), 3)
        for seat, rect in enumerate(NAME_RECTS):
            focused = self.row == seat
            colour = seat_rgb(SEAT_COLOURS[seat])
            theme.draw_panel(
                canvas,
                rect,
                border=theme.colour("gold_light") if focused else theme.colour("gold"),
                border_width=4 if focused else 2,
                radius=22,
            )
            band = pygame.Rect(rect.x + 12, rect.y + 12, rect.width - 24, 90)
            pygame.draw.rect(canvas, colour, band, border_radius=14)
            theme.draw_shadowed_text(
                canvas,
                DEFAULT_NAMES[seat],
                56,
                theme.colour("ivory"),
                "ui_bold",
                center=band.center,
            )
            field = field_rect(seat)
            pygame.draw.rect(canvas, theme.colour("lacquer"), field, border_radius=12)
            pygame.draw.rect(canvas, colour, field, 3, border_radius=12)
            text = self.names[seat]
            caret = "|" if focused and int(self.time * 2) % 2 == 0 else ""
            theme.draw_text(
                canvas,
                f"{text}{caret}",
                48,
                theme.colour("ivory"),
                "ui_bold",
                midleft=(field.x + 24, field.centery),
            )
            for arrow, glyph in zip(arrow_rects(seat), ("<", ">"), strict=True):
                pygame.draw.rect(canvas, theme.colour("lacquer_light"), arrow, border_radius=10)
                theme.draw_text(
                    canvas, glyph, 40, theme.colour("gold_light"), "ui_bold", center=arrow.center
                )
            hint = "Type a name, or Left/Right: a known player" if focused else ""
            if hint:
                theme.draw_text(
                    canvas,
                    hint,
                    26,
                    theme.colour("muted"),
                    "ui",
                    center=(rect.centerx, rect.bottom - 40),
                )
        focused = self.row == CONTINUE_ROW
        theme.draw_panel(
            canvas,
            CONTINUE_RECT,
            fill=theme.colour("panel_focus") if focused else None,
            border=theme.colour("gold_light") if focused else None,
        )
        theme.draw_text(
            canvas,
            "Continue: choose devices",
            38,
            theme.colour("ivory"),
            "ui_bold",
            center=CONTINUE_RECT.center,
        )
        theme.draw_text(
            canvas,
            "Statistics are kept per name.",
            28,
            theme.colour("muted"),
            "ui",
            center=(960, 702),
        )


def names_before(join_factory: Callable[..., Scene]) -> Callable[..., Scene]:
    """Wrap the "join" factory so the names step comes first."""

    def make(context: SceneContext, config: dict[str, Any] | None = None, **_: Any) -> Scene:
        return CouchNamesScene(context, config=config, then=join_factory)

    make.names_first = True  # type: ignore[attr-defined]
    return make
