"""How to play: the turn, koi-koi and scoring in a few lines, the yaku list drawn with real
cards, the controls, and the way into the flourish gallery (game.scenes.menus.flourish_gallery).
Left/right (or click) turn the pages; back returns; on the last page Enter / A / a click on
its button opens the gallery."""

from __future__ import annotations

import pygame

from game.core.scenes import Scene
from game.engine.rules import load_preset
from game.input import actions as act
from game.ui import theme
from game.view.hud import wrap

RULES_TEXT: tuple[str, ...] = (
    "Hanafuda has 48 cards, four for each month. Each month (round) both players get 8 cards, "
    "8 lie face up on the field and the rest form the stock.",
    "On your turn play a hand card. If a field card of the same month is there, take both; "
    "if two are there, pick one; if three, take all four. Otherwise your card stays on the field. "
    "Then the top stock card is turned and matched the same way.",
    "Captured cards make yaku (see the next page). When you make one, choose Koi-Koi to play on "
    "for more, or Stop to score now. If your opponent stops after your koi-koi, you score nothing "
    "and their points double.",
    "7 points or more double. After the last month, the higher total wins.",
)
CONTROLS_TEXT: tuple[str, ...] = (
    "Keyboard: Left/Right pick a card, Enter plays it, Down reaches the buttons. Y yaku list, "
    "T yaku tracker, P or Esc menu.",
    "Mouse: click a card to lift it, click it again (or a highlighted field card) to play. "
    "Click the option you want when two cards match.",
    "Pad: D-pad / stick pick, A plays, View yaku list, Y tracker, Start menu.",
    "During the CPU's turn any press fast-forwards its animations.",
)
FLOURISH_TEXT: tuple[str, ...] = (
    "When a yaku lands the game performs it like a super move: the table freezes, a brush "
    "slash crosses it, the yaku's cards stand up as a folding screen and its name is stamped "
    "in brush lettering. A stop that wins the month gets a finishing slash, the last month "
    "drops its cards across the table and the winner gets a victory flourish.",
    "Options: Flourish vs CPU and Flourish, 2 players (Off / Short / Full). Any button skips.",
)
PAGES = ("How to play", "Yaku", "Controls", "Flourishes")
GALLERY_PAGE = PAGES.index("Flourishes")
GALLERY_BUTTON = pygame.Rect(660, 640, 600, 96)


class HowToPlayScene(Scene):
    name = "how_to_play"

    def __init__(self, context, rules=None) -> None:
        super().__init__(context)
        self.rules = rules or load_preset("nintendo")
        self.page = 0
        self.art = None
        self.background = None

    def handle_action(self, action: act.Action) -> bool:
        name = action.name
        if name in (act.BACK, act.PAUSE):
            self.stack.pop()
            return True
        if self.page == GALLERY_PAGE and (
            name == act.CONFIRM
            or (name == act.CLICK and action.pos and GALLERY_BUTTON.collidepoint(action.pos))
        ):
            self.open_gallery()
            return True
        if name in (act.RIGHT, act.NEXT, act.CONFIRM) or (
            name == act.CLICK and action.pos and action.pos[0] > 960
        ):
            if self.page == len(PAGES) - 1 and name == act.CONFIRM:
                self.stack.pop()
            else:
                self.page = min(len(PAGES) - 1, self.page + 1)
            return True
        if name in (act.LEFT, act.PREVIOUS) or name == act.CLICK:
            self.page = max(0, self.page - 1)
            return True
        return False

    def open_gallery(self) -> None:
        self.stack.push(self.context.make_scene("flourish_gallery"))

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.background is None:
            self.background = theme.backdrop((1920, 1080), sun=False)
        canvas.blit(self.background, (0, 0))
        theme.draw_shadowed_text(
            canvas, PAGES[self.page], 64, theme.colour("gold_light"), "ui_bold", center=(960, 70)
        )
        theme.draw_backed_text(
            canvas,
            f"{self.page + 1} / {len(PAGES)}   Left/Right: pages   Esc: back",
            26,
            theme.colour("ivory"),
            center=(960, 1040),
        )
        panel = pygame.Rect(80, 130, 1760, 870)
        theme.draw_panel(canvas, panel)
        if self.page == 1:
            from game.scenes.overlays.yaku_list import draw_kind_legend, draw_yaku_list
            from game.view.sprites import CardArt

            if self.art is None:
                settings = self.context.settings
                self.art = CardArt(badges=settings.corner_badges if settings is not None else True)
            draw_yaku_list(canvas, self.rules, self.art, panel.inflate(-40, -40))
            if self.art.badges:  # what the badges' marks mean, over the cards that wear them
                draw_kind_legend(canvas, midright=(panel.right - 20, 70))
            return
        if self.page == GALLERY_PAGE:
            draw_gallery_page(canvas, panel)
            return
        paragraphs = RULES_TEXT if self.page == 0 else CONTROLS_TEXT
        y = panel.y + 50
        if self.page == 0:
            draw_examples(self, canvas, panel)
        for paragraph in paragraphs:
            for line in wrap(paragraph, 34, panel.width - 120):
                theme.draw_text(canvas, line, 34, theme.colour("ivory"), topleft=(panel.x + 60, y))
                y += 46
            y += 28


KIND_EXAMPLES: tuple[tuple[str, str, str], ...] = (
    ("1-1", "Bright", "star"),
    ("2-1", "Animal", "circle"),
    ("1-2", "Ribbon", "bar"),
    ("1-3", "Chaff", "diamond"),
)
KINDS_WITH_BADGES = "The four kinds (corner badge: month and kind mark)"
KINDS_WITHOUT_BADGES = "The four kinds (Options > Card corner badges marks them)"


def _examples_art(scene: HowToPlayScene):
    from game.view.sprites import CardArt

    if scene.art is None:
        settings = scene.context.settings
        scene.art = CardArt(badges=settings.corner_badges if settings is not None else True)
    return scene.art


def draw_examples(scene: HowToPlayScene, canvas: pygame.Surface, panel: pygame.Rect) -> None:
    """The four kinds (with their corner badges when those are on), and a month pair, with
    real cards drawn as the table draws them."""
    art = _examples_art(scene)
    top = panel.bottom - 290
    theme.draw_text(
        canvas,
        KINDS_WITH_BADGES if art.badges else KINDS_WITHOUT_BADGES,
        28,
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(panel.x + 60, top),
    )
    for index, (code, kind, mark) in enumerate(KIND_EXAMPLES):
        x = panel.x + 60 + index * 190
        canvas.blit(art.surface(code, 108), (x, top + 44))
        label = f"{kind} ({mark})" if art.badges else kind
        theme.draw_text(canvas, label, 22, theme.colour("ivory"), topleft=(x - 4, top + 224))
    left = panel.x + 900
    theme.draw_text(
        canvas,
        "Same month: a match (March, cherry)",
        28,
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(left, top),
    )
    for index, code in enumerate(("3-1", "3-3")):
        canvas.blit(art.surface(code, 108), (left + index * 130, top + 44))
    theme.draw_text(
        canvas, "play one, take both", 22, theme.colour("ivory"), topleft=(left, top + 224)
    )


def draw_gallery_page(canvas: pygame.Surface, panel: pygame.Rect) -> None:
    """What flourishes are, the options, and the button into the gallery."""
    y = panel.y + 50
    for paragraph in FLOURISH_TEXT:
        for line in wrap(paragraph, 34, panel.width - 120):
            theme.draw_text(canvas, line, 34, theme.colour("ivory"), topleft=(panel.x + 60, y))
            y += 46
        y += 28
    pygame.draw.rect(canvas, theme.colour("panel_focus"), GALLERY_BUTTON, border_radius=14)
    pygame.draw.rect(canvas, theme.colour("gold"), GALLERY_BUTTON, 3, border_radius=14)
    theme.draw_text(
        canvas,
        "Flourish gallery  [Enter / A]",
        40,
        theme.colour("gold_light"),
        "ui_bold",
        center=GALLERY_BUTTON.center,
    )
