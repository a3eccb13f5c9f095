"""The pass screen: between couch turns every hand is face down and the next player starts
their own turn with their colour's button ("Start Red's turn").

A transparent overlay over the table: the field, captures, scores and yaku tracker stay
visible; a band over the near hand names the player to act and holds the big start button.
Only that player's device may press it (any device when the seats share one, or when no
device was claimed); the mouse counts as the keyboard. Any player's device may pause
(Esc or P on the keyboard, Start on a pad). A pad unplugged while it is up is handed to
the couch table (``on_device_removed``). Above the band, ``news`` says what the others did
since this player's last turn (who took what, a yaku made, a koi-koi call).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game.core.scenes import Scene, SceneContext
from game.core.wording import colour_name
from game.i18n import tr, tr_ctx
from game.input import actions as act
from game.match.couch import CouchSeats, device_label, pad_id
from game.scenes.couch.seat_words import seat_label
from game.ui import theme
from game.view.seats import NEAR
from game.view.text_fit import ellipsize, fit_lines

BAND_RECT = pygame.Rect(350, 820, 1190, 250)
BAND_MARGIN = 40  # the band's texts stay this far inside its left and right edges
TITLE_Y = BAND_RECT.y + 36  # the centre of "Pass to Aki (Red)"
# the last turn's line(s), under the title: wrapped (at most two lines), smaller if need be
NOTE_RECT = pygame.Rect(BAND_RECT.x + BAND_MARGIN, BAND_RECT.y + 62, BAND_RECT.width - 80, 60)
NOTE_SIZES = (26, 24, 22, 20)
BUTTON_RECT = pygame.Rect(0, 0, 560, 68)
BUTTON_RECT.midtop = (BAND_RECT.centerx, NOTE_RECT.bottom + 6)
PROMPT_Y = BAND_RECT.bottom - 30  # the centre of "Press A on controller 2"
NEWS_WIDTH, NEWS_LINE = 1190, 40
NEWS_GAP = 12  # between the news panel and what lies below it
START_ACTIONS = frozenset({act.CONFIRM})
# a start pressed sooner than this after the screen opened is not taken: it was meant for
# the table (Enter mashed to hurry the cards), and would show the next hand unasked
ARM_SECONDS = 0.5


def seat_rgb(colour: str) -> tuple[int, int, int]:
    return theme.seat_colour(colour)


class PassScreen(Scene):
    transparent = True
    name = "pass_screen"

    def __init__(
        self,
        context: SceneContext | None,
        couch: CouchSeats,
        seat: int,
        on_start: Callable[[int], None],
        *,
        note: str = "",
        on_device_removed: Callable[[act.Action], None] | None = None,
        on_pause: Callable[[], None] | None = None,
        rules=None,
        news: tuple[str, ...] = (),
    ) -> None:
        super().__init__(context)
        self.news = news
        self.couch = couch
        self.seat = seat
        self.on_start = on_start
        self.note = note
        self.on_device_removed = on_device_removed
        self.on_pause = on_pause
        self.rules = rules
        self.time = 0.0
        self.done = False
        self.hovered = False

    @property
    def button_text(self) -> str:
        return tr("Start {colour}'s turn", colour=colour_name(self.couch.colours[self.seat]))

    def seat_label(self) -> str:
        """ "Aki (Red)" of the player to act, in the language in force."""
        if self.couch.is_cpu(self.seat):
            return self.couch.names[self.seat]
        return seat_label(self.couch.names[self.seat], self.couch.colours[self.seat])

    def start(self) -> None:
        if self.done:
            return
        self.done = True
        self.context.play_sound("menu_confirm")
        if self.stack.top is self:
            self.stack.pop()
        self.on_start(self.seat)

    def handle_action(self, action: act.Action) -> bool:
        if action.name == act.DEVICE_REMOVED:
            if self.on_device_removed is not None:
                self.on_device_removed(action)
            return True
        if action.name in act.PAUSE_ACTIONS and self.couch.may_act(
            replace(action, name=act.PAUSE), self.seat
        ):
            if self.on_pause is not None:
                self.on_pause()
            return True
        if action.name == act.YAKU_LIST and self.couch.may_act(action, self.seat):
            self.stack.push(self.context.make_scene("yaku_list", rules=self.rules))
            return True
        if not self.couch.may_act(action, self.seat):
            return True  # the waiting player cannot start the other's turn
        if action.name in START_ACTIONS:
            if self.armed:
                self.start()
            return True
        if action.name in (act.CLICK, act.POINTER_MOVE) and action.pos is not None:
            inside = BUTTON_RECT.collidepoint(action.pos)
            self.hovered = inside
            if inside and action.name == act.CLICK and self.armed:
                self.start()
            return True
        return True  # modal: nothing reaches the table below

    @property
    def armed(self) -> bool:
        """The start button takes a press (ARM_SECONDS after the screen opened)."""
        return self.time >= ARM_SECONDS

    def update(self, dt: float) -> None:
        self.time += dt

    def prompt_text(self) -> str:
        device = self.couch.devices[self.seat]
        manager = self.context.input
        if self.couch.shared or device is None:
            return tr("Press confirm on your device, or click the button")
        if device == "keyboard":
            key = manager.prompt(act.CONFIRM, (act.KEYBOARD, None)) if manager else "Enter"
            return tr("Press {key} or click the button", key=key)
        number = pad_id(device)
        button = manager.prompt(act.CONFIRM, (act.PAD, number)) if manager else "A"
        return tr("Press {button} on {device}", button=button, device=device_label(device))

    def news_rect(self) -> pygame.Rect:
        """Above the band and clear of the near seat's capture labels (Brights 2 ...)."""
        height = 70 + NEWS_LINE * len(self.news)
        bottom = min(BAND_RECT.y, NEAR.capture_label_y) - NEWS_GAP
        return pygame.Rect(BAND_RECT.x, bottom - height, NEWS_WIDTH, height)

    def note_lines(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The last turn's line as drawn: (text, where) of each row, wrapped into the note's
        area (two rows at most, smaller letters first; the rest ends with "...")."""
        if not self.note:
            return []
        size, lines = fit_lines(tr(self.note), NOTE_RECT.width, NOTE_RECT.height, NOTE_SIZES)
        pitch = size + 7
        top = NOTE_RECT.centery - pitch * len(lines) / 2
        rows = []
        for index, line in enumerate(lines):
            label = theme.text(line, size, theme.colour("muted"), "ui")
            centre = (NOTE_RECT.centerx, round(top + pitch * (index + 0.5)))
            rows.append((label, label.get_rect(center=centre)))
        return rows

    def draw_news(self, canvas: pygame.Surface) -> None:
        """What happened since this player's last turn; a koi-koi call stands out in gold."""
        if not self.news:
            return
        rect = self.news_rect()
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((10, 6, 6, 225))
        canvas.blit(shade, rect.topleft)
        theme.draw_panel(canvas, rect, fill=(24, 14, 12), radius=16)
        theme.draw_text(
            canvas,
            tr("Since your last turn"),
            26,
            theme.colour("muted"),
            "ui_bold",
            topleft=(rect.x + 28, rect.y + 16),
        )
        koikoi_words = ("KOI-KOI", tr_ctx("koi-koi call", "KOI-KOI"))
        for index, line in enumerate(self.news):
            big = any(word in line for word in koikoi_words)
            shown = ellipsize(line, 30, rect.width - 56, "ui_bold" if big else "ui")
            theme.draw_text(
                canvas,
                shown,
                30,
                theme.colour("gold_light" if big else "ivory"),
                "ui_bold" if big else "ui",
                topleft=(rect.x + 28, rect.y + 54 + index * NEWS_LINE),
            )

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self.draw_news(canvas)
        colour = seat_rgb(self.couch.colours[self.seat])
        shade = pygame.Surface(BAND_RECT.size, pygame.SRCALPHA)
        shade.fill((10, 6, 6, 235))
        canvas.blit(shade, BAND_RECT.topleft)
        theme.draw_panel(
            canvas, BAND_RECT, fill=(24, 14, 12), border=colour, radius=18, border_width=5
        )
        title = tr("Pass to {player}", player=self.seat_label())
        theme.draw_shadowed_text(
            canvas,
            title,
            theme.fit_size(title, 42, "ui_bold", BAND_RECT.width - 2 * BAND_MARGIN),
            theme.colour("ivory"),
            "ui_bold",
            center=(BAND_RECT.centerx, TITLE_Y),
        )
        for label, where in self.note_lines():
            canvas.blit(label, where)
        rect = BUTTON_RECT
        if self.armed:  # the button lights up once it takes a press
            glow = 0.5 + 0.5 * theme.pulse(self.time)
            theme.draw_glow(canvas, rect, colour, spread=14, strength=int(110 + 100 * glow))
        else:
            colour = tuple(channel // 2 for channel in colour)
        pygame.draw.rect(canvas, colour, rect, border_radius=18)
        pygame.draw.rect(
            canvas,
            theme.colour("gold_light") if self.hovered else theme.colour("gold"),
            rect,
            4,
            border_radius=18,
        )
        theme.draw_shadowed_text(
            canvas,
            self.button_text,
            theme.fit_box(self.button_text, 46, "ui_bold", rect.width - 40, rect.height),
            theme.colour("ivory"),
            "ui_bold",
            center=rect.center,
        )
        prompt = self.prompt_text()
        theme.draw_text(
            canvas,
            prompt,
            theme.fit_size(prompt, 22, "ui", BAND_RECT.width - 2 * BAND_MARGIN),
            theme.colour("muted"),
            "ui",
            center=(BAND_RECT.centerx, PROMPT_Y),
        )
