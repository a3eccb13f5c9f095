"""The yaku list drawn with real cards, points from the rule set in play (the engine prices
each yaku: game.engine.progress.yaku_points; a yaku the rules do not have is left out). An
overlay in game (one button: Y / View / the "Yaku list" button) and a page of "how to play"."""

from __future__ import annotations

import pygame

from game.assets.cards import BADGE_BACKGROUND, BADGE_EDGE, draw_kind_mark
from game.core.scenes import Scene
from game.core.wording import points as points_text
from game.engine import games
from game.engine.cards import Kind
from game.engine.progress import yaku_points
from game.engine.rules import RuleSet, load_preset
from game.i18n import tr, tr_ctx, tr_later
from game.input import actions as act
from game.match.names import yaku_label
from game.scenes.overlays.table_yaku_list import draw_table_yaku_list, game_of_rules
from game.ui import theme
from game.view.hud import ellipsize, wrap
from game.view.sprites import CardArt

# yaku id -> (example cards, what it needs, points getter)
YAKU_EXAMPLES: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("goko", ("1-1", "3-1", "8-1", "11-1", "12-1"), tr_later("all five brights")),
    ("shiko", ("1-1", "3-1", "8-1", "12-1"), tr_later("four brights, not the rain man")),
    ("ame-shiko", ("1-1", "3-1", "8-1", "11-1"), tr_later("four brights with the rain man")),
    ("sanko", ("1-1", "3-1", "8-1"), tr_later("three brights, not the rain man")),
    ("hanami-zake", ("3-1", "9-1"), tr_later("cherry curtain + sake cup")),
    ("tsukimi-zake", ("8-1", "9-1"), tr_later("moon + sake cup")),
    (
        "ino-shika-cho",
        ("7-1", "10-1", "6-1"),
        tr_later("boar, deer, butterflies; +1 per other animal"),
    ),
    ("akatan", ("1-2", "2-2", "3-2"), tr_later("three red poetry ribbons; +1 per other ribbon")),
    ("aotan", ("6-2", "9-2", "10-2"), tr_later("three blue ribbons; +1 per other ribbon")),
    (
        "akatan-aotan",
        ("1-2", "2-2", "3-2", "6-2", "9-2", "10-2"),
        tr_later("all six; +1 per other ribbon"),
    ),
    ("tane", ("2-1", "4-1", "5-1", "8-2", "11-2"), tr_later("five animals; +1 each more")),
    ("tan", ("4-2", "5-2", "7-2", "11-3", "1-2"), tr_later("five ribbons; +1 each more")),
    (
        "kasu",
        ("1-3", "1-4", "2-3", "2-4", "3-3", "3-4", "4-3", "4-4", "5-3", "5-4"),
        tr_later("ten chaff; +1 each more"),
    ),
)
CARD_WIDTH = 66


def draw_yaku_list(canvas: pygame.Surface, rules: RuleSet, art, area: pygame.Rect) -> None:
    """Two columns of rows: name, points, what it needs, the example cards."""
    rows = [row for row in YAKU_EXAMPLES if yaku_points(row[0], rules) is not None]
    per_column = (len(rows) + 1) // 2
    column_width = area.width // 2
    row_height = min(118, area.height // max(1, per_column))
    for index, (name, cards, needs) in enumerate(rows):
        column, row = divmod(index, per_column)
        x = area.x + column * column_width + 20
        y = area.y + row * row_height
        heading = tr(
            "{yaku}  {points}", yaku=yaku_label(name), points=points_text(yaku_points(name, rules))
        )
        theme.draw_text(
            canvas,
            ellipsize(heading, 28, 300, "ui_bold"),
            28,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(x, y),
        )
        for line_index, line in enumerate(wrap(tr(needs), 20, 290)[:3]):
            theme.draw_text(
                canvas, line, 20, theme.colour("muted"), topleft=(x, y + 36 + line_index * 24)
            )
        card_x = x + 320
        step = min(CARD_WIDTH + 4, (column_width - 360 - CARD_WIDTH) / max(1, len(cards) - 1))
        for code in cards:
            canvas.blit(art.surface(code, CARD_WIDTH), (card_x, y))
            card_x += step
    note = tr("7 or more points: x2") if rules.seven_doubling else tr("No doubling at 7+")
    hand = tr("Teshi / kuttsuki at the deal: {points}", points=points_text(rules.hand_yaku_points))
    lines = (hand, note)
    if len(rows) % 2:  # the second column has a free row: the notes go there
        x, y = area.x + column_width + 20, area.y + (per_column - 1) * row_height
    else:
        x, y = area.x + 20, area.bottom - 60
    for index, line in enumerate(lines):
        theme.draw_text(canvas, line, 24, theme.colour("ivory"), topleft=(x, y + 30 * index))


LEGEND: tuple[tuple[Kind, str], ...] = (
    (Kind.BRIGHT, tr_later("Bright")),
    (Kind.ANIMAL, tr_later("Animal")),
    (Kind.RIBBON, tr_later("Ribbon")),
    (Kind.CHAFF, tr_later("Chaff")),
)
LEGEND_MARK = 26  # the plate a kind mark sits on, as in the corner badge


def draw_kind_legend(canvas: pygame.Surface, *, midright: tuple[int, int]) -> pygame.Rect:
    """What the corner badges' kind marks mean, in one row ending at ``midright``."""
    labels = [theme.text(tr(label), 24, theme.colour("ivory"), "ui") for _kind, label in LEGEND]
    gap, spacing = 8, 26
    width = sum(LEGEND_MARK + gap + label.get_width() for label in labels) + spacing * 3
    x, y = midright[0] - width, midright[1]
    for (kind, _label), label in zip(LEGEND, labels, strict=True):
        plate = pygame.Rect(x, y - LEGEND_MARK // 2, LEGEND_MARK, LEGEND_MARK)
        pygame.draw.rect(canvas, BADGE_BACKGROUND[:3], plate, border_radius=6)
        pygame.draw.rect(canvas, BADGE_EDGE, plate, 2, border_radius=6)
        draw_kind_mark(canvas, plate.inflate(-10, -10), kind)
        canvas.blit(label, label.get_rect(midleft=(plate.right + gap, y)))
        x = plate.right + gap + label.get_width() + spacing
    return pygame.Rect(midright[0] - width, y - LEGEND_MARK // 2, width, LEGEND_MARK)


class YakuListOverlay(Scene):
    transparent = True
    name = "yaku_list"

    def __init__(self, context, rules: RuleSet | None = None, art: CardArt | None = None) -> None:
        """``rules``: the rules in play (the default preset outside a match; roppyakken's
        and hana-awase's rules show their game's yaku)."""
        super().__init__(context)
        self.rules = rules or load_preset("nintendo")
        self.game = game_of_rules(self.rules)
        if art is None:
            settings = self.context.settings
            art = CardArt(badges=settings.corner_badges if settings is not None else True)
        self.art = art

    def handle_action(self, action: act.Action) -> bool:
        if action.name in (act.BACK, act.CONFIRM, act.CLICK, act.YAKU_LIST, act.PAUSE):
            self.stack.pop()
        return True

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.shade(), (0, 0))
        panel = pygame.Rect(60, 40, 1800, 1000)
        theme.draw_panel(canvas, panel)
        theme.draw_text(
            canvas,
            tr_ctx("heading", "Yaku"),
            48,
            theme.colour("gold_light"),
            "ui_bold",
            midleft=(panel.x + 40, panel.y + 44),
        )
        close = theme.draw_text(
            canvas,
            tr("Enter / Esc / click to close"),
            24,
            theme.colour("muted"),
            midright=(panel.right - 40, panel.y + 44),
        )
        if self.art.badges:  # the badges on the cards below, explained
            draw_kind_legend(canvas, midright=(close.left - 60, panel.y + 44))
        area = pygame.Rect(panel.x + 20, panel.y + 100, panel.width - 40, panel.height - 130)
        if games.is_table_game(self.game):
            draw_table_yaku_list(canvas, self.game, self.rules, self.art, area)
            return
        draw_yaku_list(canvas, self.rules, self.art, area)
