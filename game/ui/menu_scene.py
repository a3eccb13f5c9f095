"""MenuScene: a Scene with a WidgetGroup, a heading, the backdrop and button prompts.

Subclasses fill ``self.group`` in ``build()`` (with translated texts: ``build()`` runs again
when the language changes) and mark ``heading`` with ``tr_later`` (it is translated where it
is drawn; the kana subtitle ``heading_ja`` shows only beside an English heading) and may
override ``draw_decor``. Back (Esc, B/Circle, right click, or a Back button) calls
``on_back`` which pops the scene. As an overlay (``transparent = True``) it dims the scene
below and draws a centred panel instead of the backdrop.
"""

from __future__ import annotations

import pygame

from game.core.scenes import Scene, SceneContext
from game.i18n import is_cjk, tr, tr_later
from game.input import actions as act
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.prompts import draw_prompts

CANVAS_SIZE = (1920, 1080)


class MenuScene(Scene):
    heading: str = ""
    heading_ja: str = ""
    heading_ja_family: str = "jp"
    footer: tuple[tuple[str, str], ...] = (
        (act.CONFIRM, tr_later("Select")),
        (act.BACK, tr_later("Back")),
    )
    panel_rect: pygame.Rect | None = None  # overlay panel (transparent scenes)

    def __init__(self, context: SceneContext | None = None) -> None:
        super().__init__(context)
        self.time = 0.0
        self.group = WidgetGroup(sound=self.context.play_sound)
        self.build()

    def build(self) -> None:
        """Create widgets (override)."""

    def rebuild(self) -> None:
        focused_key = self.group.focused.key if self.group.focused else None
        self.group = WidgetGroup(sound=self.context.play_sound)
        self.build()
        for widget in self.group.widgets:
            if focused_key is not None and widget.key == focused_key:
                self.group.focus(widget)

    def language_changed(self) -> None:
        self.rebuild()

    # -- scene API ------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        if self.group.handle_action(action):
            return True
        if action.name == act.BACK:
            self.on_back()
            return True
        return False

    def on_back(self) -> None:
        self.context.play_sound("menu_back")
        self.stack.pop()

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.transparent:
            dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            dim.fill((8, 4, 4, 170))
            canvas.blit(dim, (0, 0))
            if self.panel_rect is not None:
                theme.draw_panel(canvas, self.panel_rect, radius=22, border_width=4)
        else:
            canvas.blit(theme.backdrop(CANVAS_SIZE), (0, 0))
            canvas.blit(theme.footer_band(CANVAS_SIZE), (0, CANVAS_SIZE[1] - theme.FOOTER_HEIGHT))
        self.draw_heading(canvas)
        self.draw_decor(canvas)
        self.group.draw(canvas, self.time)
        self.draw_description(canvas)
        self.draw_footer(canvas)

    def draw_heading(self, canvas: pygame.Surface) -> None:
        if not self.heading:
            return
        heading = tr(self.heading)
        if self.transparent and self.panel_rect is not None:
            theme.draw_shadowed_text(
                canvas,
                heading,
                64,
                theme.colour("gold_light"),
                "ui_bold",
                center=(self.panel_rect.centerx, self.panel_rect.y + 70),
            )
            return
        rect = theme.draw_shadowed_text(
            canvas, heading, 72, theme.colour("gold_light"), "ui_bold", midleft=(120, 100)
        )
        if self.heading_ja and not is_cjk():  # the kana subtitle only beside an English heading
            theme.draw_text(
                canvas,
                self.heading_ja,
                44,
                theme.colour("vermilion"),
                self.heading_ja_family,
                midleft=(rect.right + 30, rect.centery + 4),
            )
        pygame.draw.line(canvas, theme.colour("gold"), (120, 150), (rect.right + 260, 150), 3)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        """Extra drawing between heading and widgets (override)."""

    def draw_description(self, canvas: pygame.Surface) -> None:
        focused = self.group.focused
        if focused is None or not focused.description:
            return
        y = (
            1044
            if not self.transparent
            else (self.panel_rect.bottom - 100 if self.panel_rect else 1000)
        )
        x = 120 if not self.transparent else (self.panel_rect.centerx if self.panel_rect else 960)
        anchor = {"midleft": (x, y)} if not self.transparent else {"center": (x, y)}
        description = tr(focused.description)
        # beside the button prompts on a full screen, inside the panel on an overlay
        room = (
            (self.panel_rect.width - 80 if self.panel_rect else 1600) if self.transparent else 1120
        )
        size = theme.fit_size(description, 28, "ui", room)
        theme.draw_text(canvas, description, size, theme.colour("muted"), "ui", **anchor)

    def draw_footer(self, canvas: pygame.Surface) -> None:
        input_manager = self.context.input
        prompts = []
        for action_name, meaning in self.footer:
            label = input_manager.prompt(action_name) if input_manager is not None else ""
            if label:
                prompts.append((label, tr(meaning)))
        if not prompts:
            return
        if self.transparent and self.panel_rect is not None:
            draw_prompts(
                canvas,
                prompts,
                right=self.panel_rect.right - 40,
                centre_y=self.panel_rect.bottom - 44,
            )
        else:
            draw_prompts(canvas, prompts, right=1880, centre_y=1044)
