"""Koi-koi / stop prompt (overlay over the table): the yaku just formed with points, what
stopping pays now with every multiplier spelled out, the months left and the other seats'
nearest threats; two buttons (Koi-Koi, Stop) reachable by keyboard, mouse and pad, Stop
focused first and both taking input only after a settling second (game.ui.settle). The Hint
(H, the pad's hint button or the small Hint button) asks the table's expert advice
(game.table.hint): it is stepped here, shown under the panel, and the recommended button
gets the jade hint frame. Esc and P pause over it (the pause menu returns to the prompt).

The prompt gets the yaku event, the TableView, the seats' names, the card art, the table's
hint and ``on_decide(action)``: never the table."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.scenes import Scene
from game.core.wording import display_name
from game.core.wording import points as points_text
from game.engine import events as ev
from game.engine.koikoi.decisions import DECISIONS, KOIKOI, STOP
from game.engine.table_view import TableView
from game.i18n import tr, tr_ctx
from game.input import actions as act
from game.match.names import yaku_label
from game.scenes.overlays.decision_prompt import DecisionControls, draw_hint, draw_lines, hint_parts
from game.table.hint import TableHint
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.settle import InputSettle
from game.ui.widgets import Button
from game.view import layout, seats
from game.view.seat_panels import capture_label_row
from game.view.sprites import CardArt
from game.view.summary import stop_calculation, threats

PANEL = pygame.Rect(560, 230, 800, 560)
CARDS_ROW = 100  # the yaku's cards under the lines
MAX_HEIGHT = 1040
CHOICE_SIZE = 40  # the Koi-Koi and Stop buttons' text
CHOICE_WIDTH = 320  # their least width (wider when their text needs it)
CHOICE_PADDING = 60
HINT_GAP = 12  # between the Hint's box and the panel
LABEL_GAP = 8  # between the Hint's box and a row of pile captions


class KoikoiPrompt(DecisionControls, Scene):
    transparent = True
    name = "koikoi_prompt"

    def __init__(
        self,
        context,
        *,
        event: ev.TurnScored | None,
        view: TableView,
        names: tuple[str, ...],
        art: CardArt,
        on_decide: Callable,
        hint: TableHint,
        hint_key: str = "H",
        time: float = 0.0,
        gate: Callable[[act.Action], bool | None] | None = None,
    ) -> None:
        """``time``: the table's clock (held while the prompt is up), for the buttons' glow;
        ``gate``: reads each action first, a non-None answer is final (the table's mode: on
        the couch only the player to act answers)."""
        super().__init__(context)
        self.event = event
        self.view = view
        self.names = names
        self.art = art
        self.on_decide = on_decide
        self.hint = hint
        self.time = time
        self.gate = gate
        self.decided = False
        self.hint_key = hint_key
        self.koikoi_button = Button(
            pygame.Rect(0, 0, CHOICE_WIDTH, 80),
            "",
            lambda: self.decide(KOIKOI),
            key=KOIKOI.choice,
            subtitle="",
        )
        self.stop_button = Button(
            pygame.Rect(0, 0, CHOICE_WIDTH, 80), "", lambda: self.decide(STOP), key=STOP.choice
        )
        self.hint_button = Button(pygame.Rect(0, 0, 170, 56), "", hint.request, key="hint", size=26)
        self.group = WidgetGroup(
            [self.koikoi_button, self.stop_button, self.hint_button],
            sound=context.play_sound,
            wrap=False,
        )
        self._lay_out()
        self.group.focus(self.stop_button)  # a tap through the animations keeps the points
        self.settle = InputSettle()

    def language_changed(self) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        """The lines, the panel and the buttons in the language in force (the buttons as
        wide as their text needs)."""
        self.lines = prompt_lines(self.event, self.view, self.names)
        self.label_rows = label_rows(self.view)  # the Hint's box keeps clear of them
        self.panel = prompt_panel(self._text_height())
        panel = self.panel
        self.koikoi_button.label = tr_ctx("koi-koi call", "Koi-Koi!")
        self.stop_button.label = tr_ctx("koi-koi call", "Stop")
        width = choice_width((self.koikoi_button.label, self.stop_button.label))
        self.koikoi_button.rect = pygame.Rect(panel.x + 60, panel.bottom - 110, width, 80)
        self.stop_button.rect = pygame.Rect(panel.right - 60 - width, panel.bottom - 110, width, 80)
        self.hint_button.label = tr("Hint  [{key}]", key=self.hint_key)
        hint_width = max(
            170, theme.text(self.hint_button.label, 26, (0, 0, 0), "ui_bold").get_width() + 40
        )
        self.hint_button.rect = pygame.Rect(
            panel.right - 20 - hint_width, panel.y + 22, hint_width, 56
        )
        self.group.refresh()  # the focus targets follow the moved buttons

    def _text_height(self) -> int:
        """Pixels the wrapped lines take (each line size + 12 px)."""
        return sum(
            (size + 12) * len(theme.wrap_text(text, size, PANEL.width - 100))
            for text, size, _ in self.lines
        )

    def decide(self, action) -> None:
        if self.decided:
            return
        self.decided = True
        if self.stack.top is self:
            self.stack.pop()
        self.on_decide(action)

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.shade(), (0, 0))
        panel = self.panel
        theme.draw_panel(canvas, panel)
        theme.draw_text(
            canvas,
            tr("You made a yaku!"),
            48,
            theme.colour("gold_light"),
            "ui_bold",
            center=(panel.centerx, panel.y + 50),
        )
        y = draw_lines(canvas, self.lines, panel, panel.y + 110)
        self._draw_cards(canvas, y + 6)
        self.group.draw(canvas, self.time)
        self.settle.veil(canvas, [widget.rect for widget in self.group.widgets])
        self._draw_hint(canvas)

    def hint_lines(self) -> list[str]:
        """The Hint's headline wrapped to its box (none while no hint is asked for)."""
        if not self.hint.active:
            return []
        return hint_parts(self.hint.headline(), self.panel)

    def hint_box(self) -> pygame.Rect | None:
        """Where the Hint's box goes: under the panel, or under the row of pile captions
        there, else over the panel; never over a seat's pile captions."""
        parts = self.hint_lines()
        if not parts:
            return None
        return hint_box_place(self.panel, 24 + len(parts) * 36, self.label_rows)

    def _draw_hint(self, canvas: pygame.Surface) -> None:
        """The Hint's line in a box clear of the panel and the pile captions, and the jade
        frame on the recommended button."""
        hint = self.hint
        box = self.hint_box()
        if box is None:
            return
        buttons = dict(zip(DECISIONS, (self.koikoi_button, self.stop_button), strict=True))
        draw_hint(canvas, box, self.hint_lines(), buttons.get(hint.best))

    def _draw_cards(self, canvas: pygame.Surface, top: int) -> None:
        """The cards of the yaku just made (new or raised ones), small, in a row."""
        if self.event is None:
            return
        wanted = set(self.event.new) or {name for name, _ in self.event.yaku}
        codes: list[str] = []
        for name, cards in self.event.cards:
            if name in wanted:
                codes.extend(code for code in cards if code not in codes)
        room = self.panel.bottom - 130 - top
        width = 58 if room >= 93 else 0
        if not codes or not width:
            return
        step = min(width + 6, (self.panel.width - 100 - width) / max(1, len(codes) - 1))
        for index, code in enumerate(codes):
            canvas.blit(self.art.surface(code, width), (self.panel.x + 50 + index * step, top))


def label_rows(view: TableView) -> list[pygame.Rect]:
    """The rows of pile captions on the table under the prompt (the deciding seat near)."""
    count = len(view.seats)
    near = view.viewer if view.viewer is not None and 0 <= view.viewer < count else 0
    return [capture_label_row(place) for place in seats.seat_places(count, near)]


def hint_box_place(panel: pygame.Rect, height: int, rows: list[pygame.Rect]) -> pygame.Rect:
    """The Hint's box (the panel's width, ``height`` tall) on the canvas, at least
    LABEL_GAP clear of the panel and of every row of captions: the nearest such place under
    the panel (right under it, or under a row of captions), else the nearest over it; if
    the canvas has no such place, under the panel or over it as the canvas allows."""
    canvas = pygame.Rect((0, 0), layout.CANVAS)
    tops = {panel.bottom + HINT_GAP, panel.top - HINT_GAP - height, 0, canvas.bottom - height}
    for edge in [panel, *rows]:  # every place that just clears something
        tops |= {edge.bottom + LABEL_GAP, edge.top - LABEL_GAP - height}

    def preference(top: int) -> tuple[bool, int]:
        under = top >= panel.bottom
        return (not under, top - panel.bottom if under else panel.top - top - height)

    for top in sorted(tops, key=preference):
        box = pygame.Rect(panel.x, top, panel.width, height)
        if canvas.contains(box) and hint_box_clear(box, panel, rows):
            return box
    box = pygame.Rect(panel.x, panel.bottom + HINT_GAP, panel.width, height)
    if box.bottom > canvas.bottom:
        box.top = max(0, panel.top - HINT_GAP - height)
    return box


def hint_box_clear(box: pygame.Rect, panel: pygame.Rect, rows: list[pygame.Rect]) -> bool:
    """Whether ``box`` keeps LABEL_GAP from the panel and from every row of captions."""
    room = box.inflate(0, 2 * LABEL_GAP - 2)  # touching the gap's edge is clear
    return not room.colliderect(panel) and room.collidelist(rows) < 0


def prompt_panel(text_height: int) -> pygame.Rect:
    """The panel: PANEL, grown downwards (then recentred, at most 1040 px tall) when the
    lines, the cards row (about 100 px) and the buttons need more room."""
    needed = 110 + text_height + CARDS_ROW + 130
    if needed <= PANEL.height:
        return PANEL.copy()
    panel = pygame.Rect(PANEL.x, 0, PANEL.width, min(MAX_HEIGHT, needed))
    panel.centery = 540
    return panel


def prompt_lines(
    event: ev.TurnScored | None, view: TableView, names: tuple[str, ...]
) -> list[tuple[str, int, str]]:
    """(text, size, colour name) of each line: the yaku, what a stop pays, the months left
    and what each other seat is close to."""
    out: list[tuple[str, int, str]] = []
    if event is not None:
        new = set(event.new)
        for name, value in event.yaku:
            values = {"yaku": yaku_label(name), "points": points_text(value)}
            if name in new:
                out.append((tr("{yaku}: {points}  (new)", **values), 32, "gold_light"))
            else:
                out.append((tr("{yaku}: {points}", **values), 32, "ivory"))
        out.append(
            (tr("Stop now: {calculation}", calculation=stop_calculation(event)), 32, "ivory")
        )
    out.append((tr("Months left after this one: {count}", count=view.months_left), 28, "muted"))
    me = view.current if view.current >= 0 else 0
    piles = [seat.captured_mask for seat in view.seats]
    for other in view.others(me):
        near = threats(piles, other, view.rules, view.seats[other].koikoi)
        line = tr(
            "{name} is close to: {yaku}",
            name=display_name(names[other]),
            yaku=tr(", ").join(near),
        )
        out.append((line, 26, "muted"))
    return out


def choice_width(labels: tuple[str, ...]) -> int:
    """The Koi-Koi and Stop buttons' width: CHOICE_WIDTH, or the widest label and padding."""
    widest = max(
        theme.text(label, CHOICE_SIZE, (0, 0, 0), "ui_bold").get_width() for label in labels
    )
    return max(CHOICE_WIDTH, widest + CHOICE_PADDING)
