"""Couch setup, step 1: the players' names (then the join screen claims devices).

Each seat - Red and Blue, the seed's colours, then Green and Gold when more play - gets a
name: type it on the keyboard, or with a pad pick a known player (every name in the
statistics) with Left/Right. Up/Down move between the names and Continue; Enter / A on a
name goes to the next row; Backspace deletes; Esc / B goes back. Names are what the
statistics are kept under. Continue replaces this scene with the next step (the scene named
``then``, the join screen) with ``config["names"]`` set.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import Scene, SceneContext
from game.core.wording import colour_name
from game.i18n import tr, tr_n
from game.input import actions as act
from game.input import text_entry
from game.match.couch import SEAT_COLOURS
from game.persist import stats as stats_store
from game.scenes.couch.pass_screen import seat_rgb
from game.scenes.couch.seat_words import shown_name
from game.ui import theme

MAX_NAME = 16
DEFAULT_NAMES = tuple(colour.capitalize() for colour in SEAT_COLOURS)
PANELS_LEFT, PANELS_WIDTH, PANEL_GAP = 160, 1600, 80
CONTINUE_RECT = pygame.Rect(710, 600, 500, 90)
ARROW_KEYS = frozenset({"left", "right", "up", "down"})


def name_rect(seat: int, seats: int = 2) -> pygame.Rect:
    """The panel of one seat's name (side by side, as many as there are seats)."""
    width = (PANELS_WIDTH - PANEL_GAP * (seats - 1)) // seats
    return pygame.Rect(PANELS_LEFT + seat * (width + PANEL_GAP), 260, width, 300)


def field_rect(seat: int, seats: int = 2) -> pygame.Rect:
    rect = name_rect(seat, seats)
    inset = 100 if seats <= 2 else 80
    return pygame.Rect(rect.x + inset, rect.y + 130, rect.width - 2 * inset, 80)


def arrow_rects(seat: int, seats: int = 2) -> tuple[pygame.Rect, pygame.Rect]:
    """The "<" and ">" buttons beside a name: pick a known player with the mouse."""
    field = field_rect(seat, seats)
    return (
        pygame.Rect(field.x - 76, field.y + 8, 64, 64),
        pygame.Rect(field.right + 12, field.y + 8, 64, 64),
    )


def clean_names(names: list[str]) -> list[str]:
    """Stripped names, the colour for an empty one, and never two equal names."""
    out: list[str] = []
    for seat, name in enumerate(names):
        name = name.strip()[:MAX_NAME] or DEFAULT_NAMES[seat]
        taken = {other.lower() for other in out}
        number = 2
        base = name
        while name.lower() in taken:
            name = f"{base[: MAX_NAME - 2]} {number}"
            number += 1
        out.append(name)
    return out


class CouchNamesScene(Scene):
    name = "couch_setup"

    def __init__(
        self,
        context: SceneContext | None = None,
        config: dict[str, Any] | None = None,
        then: str | None = None,
    ) -> None:
        """``then``: the scene Continue opens (with the names in its config)."""
        super().__init__(context)
        self.config = dict(config or {})
        self.then = then
        book, _warning = stats_store.load()
        self.known = sorted(book.players, key=lambda n: (-book.players[n].matches, n.lower()))
        given = list(self.config.get("names") or DEFAULT_NAMES[:2])[: len(DEFAULT_NAMES)]
        self.names = [str(n) for n in given]
        self.row = 0
        self.composition = ""  # what an IME is composing for the focused name
        self.time = 0.0

    @property
    def continue_row(self) -> int:
        """The row of the Continue button (after one row per name)."""
        return len(self.names)

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
        if self.row == self.continue_row:
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
            self.stack.replace(self.context.make_scene(self.then, config=config))
        else:
            self.context.services.start_match(config)

    # -- input ----------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        keyboard = action.device == act.KEYBOARD
        key = action.value if keyboard and isinstance(action.value, str) else None
        if name == act.TEXT_EDITING:
            self.composition = str(action.value or "") if self.row != self.continue_row else ""
            return True
        if name == act.TEXT and isinstance(action.value, str):
            self.composition = ""
            self.type_text(action.value)
            return True
        if self.composition and keyboard:
            return True  # Enter, Esc and Backspace belong to the IME while it composes
        if (
            keyboard
            and self.row != self.continue_row
            and key is not None
            and (len(key) == 1 or key == "space")
        ):
            return True  # a letter key: its text arrives as TEXT
        if name == act.BACK:
            if key == "backspace" and self.row != self.continue_row:
                self.names[self.row] = self.names[self.row][:-1]
                return True
            self.context.play_sound("menu_back")
            self.stack.pop()
            return True
        if name in (act.UP, act.PREVIOUS):
            self.row = (self.row - 1) % (self.continue_row + 1)
            return True
        if name in (act.DOWN, act.NEXT):
            self.row = (self.row + 1) % (self.continue_row + 1)
            return True
        if name in (act.LEFT, act.RIGHT) and self.row != self.continue_row:
            self.cycle(self.row, -1 if name == act.LEFT else 1)
            return True
        if name == act.CONFIRM:
            if self.row == self.continue_row:
                self.finish()
            else:
                self.row += 1
            return True
        if name == act.CLICK and action.pos is not None:
            seats = len(self.names)
            for seat in range(seats):
                if name_rect(seat, seats).collidepoint(action.pos):
                    self.row = seat
                for step, arrow in zip((-1, 1), arrow_rects(seat, seats), strict=True):
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
            tr_n("{count} Player - Names", "{count} Players - Names", len(self.names)),
            72,
            theme.colour("gold_light"),
            "ui_bold",
            midleft=(120, 100),
        )
        pygame.draw.line(canvas, theme.colour("gold"), (120, 150), (900, 150), 3)
        seats = len(self.names)
        for seat in range(seats):
            rect = name_rect(seat, seats)
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
                colour_name(SEAT_COLOURS[seat]),
                56,
                theme.colour("ivory"),
                "ui_bold",
                center=band.center,
            )
            field = field_rect(seat, seats)
            pygame.draw.rect(canvas, theme.colour("lacquer"), field, border_radius=12)
            pygame.draw.rect(canvas, colour, field, 3, border_radius=12)
            self.draw_name(canvas, seat, field, focused)
            for arrow, glyph in zip(arrow_rects(seat, seats), ("<", ">"), strict=True):
                pygame.draw.rect(canvas, theme.colour("lacquer_light"), arrow, border_radius=10)
                theme.draw_text(
                    canvas, glyph, 40, theme.colour("gold_light"), "ui_bold", center=arrow.center
                )
            hint = tr("Type a name, or Left/Right: a known player") if focused else ""
            if hint:
                theme.draw_text(
                    canvas,
                    hint,
                    theme.fit_size(hint, 26, "ui", rect.width - 24),
                    theme.colour("muted"),
                    "ui",
                    center=(rect.centerx, rect.bottom - 40),
                )
        focused = self.row == self.continue_row
        theme.draw_panel(
            canvas,
            CONTINUE_RECT,
            fill=theme.colour("panel_focus") if focused else None,
            border=theme.colour("gold_light") if focused else None,
        )
        theme.draw_text(
            canvas,
            tr("Continue: choose devices"),
            theme.fit_size(tr("Continue: choose devices"), 38, "ui_bold", CONTINUE_RECT.width - 30),
            theme.colour("ivory"),
            "ui_bold",
            center=CONTINUE_RECT.center,
        )
        theme.draw_backed_text(  # over the top of the wave pattern
            canvas,
            tr("Statistics are kept per name."),
            28,
            theme.colour("muted"),
            "ui",
            midtop=(960, CONTINUE_RECT.bottom + 18),
        )

    def draw_name(
        self, canvas: pygame.Surface, seat: int, field: pygame.Rect, focused: bool
    ) -> None:
        """The name as typed (through theme.text, so Japanese and Chinese names draw with a
        CJK face), shrunk to fit its field, and the blinking caret after it."""
        text = shown_name(self.names[seat], SEAT_COLOURS[seat])
        room = field.width - 48
        size = theme.fit_size(text, 48, "ui_bold", room) if text else 48
        rect = theme.draw_text(
            canvas,
            text,
            size,
            theme.colour("ivory"),
            "ui_bold",
            midleft=(field.x + 24, field.centery),
        )
        x = (rect.right if text else field.x + 24) + 4
        if focused and self.composition:  # an IME's text in the making, underlined
            composing = theme.draw_text(
                canvas,
                self.composition,
                size,
                theme.colour("gold_light"),
                "ui_bold",
                midleft=(x, field.centery),
            )
            pygame.draw.line(
                canvas,
                theme.colour("gold_light"),
                (composing.left, composing.bottom - 4),
                (composing.right, composing.bottom - 4),
                2,
            )
            x = composing.right + 4
        if focused:
            text_entry.place_candidates(pygame.Rect(x, field.y, 2, field.height))
        if focused and int(self.time * 2) % 2 == 0:
            pygame.draw.line(
                canvas, theme.colour("ivory"), (x, field.y + 16), (x, field.bottom - 16), 3
            )


def names_then_devices(
    context: SceneContext, config: dict[str, Any] | None = None, **_: Any
) -> Scene:
    """ "join": the names step first, then the devices step ("join_devices")."""
    return CouchNamesScene(context, config=config, then="join_devices")
