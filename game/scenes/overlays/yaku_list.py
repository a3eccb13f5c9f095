"""The yaku list of every game, drawn with real cards: every yaku (and teyaku) the rule set in
play scores, with its points from the engine (koi-koi: game.engine.progress.yaku_points;
the N-seat games: game.engine.fishing.progress.yaku_value; a yaku the rules do not have is
left out), what it needs and the cards that make it, in two columns; the last lines say
what the rules add (koi-koi's doubling and hand yaku, a game's card values). An overlay in
game (one button: Y / View / the "Yaku list" button) and the yaku page of How to play.

Koi-koi's rows show hand-picked example cards with what they need in a few words; the other
games' rows every card a yaku names, what it needs the English name's gloss ("Teppo (curtain,
moon, sake cup)"; in Japanese and Chinese the name alone: the cards tell what it needs).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets.cards import BADGE_BACKGROUND, BADGE_EDGE, draw_kind_mark
from game.core.scenes import Scene
from game.core.wording import amount
from game.engine import games
from game.engine.cards import ALL_MASK, Kind, code_tuple
from game.engine.fishing.progress import yaku_value
from game.engine.koikoi.rules import RuleSet, load_preset
from game.engine.progress import yaku_points
from game.i18n import current_language, tr, tr_ctx, tr_later
from game.input import actions as act
from game.match.names import game_yaku_label, yaku_label
from game.ui import theme
from game.view.layout import card_height
from game.view.sprites import CardArt
from game.view.text_fit import ellipsize, wrap

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
COUNTED = {"nanatan": 7, "rokutan": 6}  # any 7 (6) ribbons: that many shown


@dataclass(frozen=True)
class YakuRow:
    """One yaku of the list: its name, what it needs, its points and the cards shown."""

    label: str
    needs: str
    points: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class ListLayout:
    """How a game's rows are laid out in the two columns."""

    card_width: int
    max_row: int  # the tallest a row gets
    bottom_room: int  # kept under the rows (the table games' note line)
    heading_size: int
    heading_room: int
    needs_lines: int  # koi-koi's needs wrap; the others' are one line, shortened
    needs_room: int
    needs_y: int
    cards_x: int  # from the row's left


KOIKOI_LAYOUT = ListLayout(66, 118, 0, 28, 300, 3, 290, 36, 320)
TABLE_LAYOUT = ListLayout(46, 100, 50, 26, 400, 1, 380, 34, 420)


def game_of_rules(rules) -> str:
    """The game a rule set belongs to (an unknown rule set raises)."""
    return games.spec_of_rules(rules).id


def yaku_rows(rules) -> list[YakuRow]:
    """Every yaku the rules score, in the language in force."""
    game = game_of_rules(rules)
    if not games.is_table_game(game):
        return [
            YakuRow(yaku_label(name), tr(needs), points, cards)
            for name, cards, needs in YAKU_EXAMPLES
            if (points := yaku_points(name, rules)) is not None
        ]
    rows = []
    english_shown = current_language() == "en"
    spec = games.spec(game)
    examples = spec.yaku_examples() if spec.yaku_examples is not None else {}
    for name, (english, _japanese) in games.yaku_names(game).items():
        points = yaku_value(game, name, rules)
        if points <= 0:
            continue
        needs = english.partition(" (")[2] if english_shown else ""
        cards = code_tuple(games.yaku_cards(game, name, ALL_MASK, rules))
        cards = cards[: COUNTED.get(name, len(cards))]
        if not cards and examples:  # a teyaku: a hand that holds it
            cards = examples.get(name, ())
        if name in COUNTED:
            needs = tr("any {count} ribbons", count=COUNTED[name])
        rows.append(YakuRow(game_yaku_label(name, game), needs.rstrip(")"), points, cards))
    return rows


def draw_yaku_list(canvas: pygame.Surface, rules, art, area: pygame.Rect) -> None:
    """The yaku list of the rules' game in ``area``: two columns of rows (name and points,
    what it needs, the cards), then the rules' notes."""
    game = game_of_rules(rules)
    layout = TABLE_LAYOUT if games.is_table_game(game) else KOIKOI_LAYOUT
    rows = yaku_rows(rules)
    unit = games.spec(game).yaku_unit  # hachi-hachi's values are kan
    per_column = (len(rows) + 1) // 2
    column_width = area.width // 2
    row_height = min(layout.max_row, (area.height - layout.bottom_room) // max(1, per_column))
    # cards as tall as a row allows (a long list, hachi-hachi's 26 rows, gets smaller ones)
    width = layout.card_width
    while width > 24 and card_height(width) > row_height:
        width -= 2
    for index, row in enumerate(rows):
        column, line = divmod(index, per_column)
        x = area.x + column * column_width + 20
        y = area.y + line * row_height
        heading = tr("{yaku}  {points}", yaku=row.label, points=amount(row.points, unit))
        size = layout.heading_size
        theme.draw_text(
            canvas,
            ellipsize(heading, size, layout.heading_room, "ui_bold"),
            size,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(x, y),
        )
        if layout.needs_lines > 1:
            needs = wrap(row.needs, 20, layout.needs_room)[: layout.needs_lines]
        else:
            needs = [ellipsize(row.needs, 20, layout.needs_room)]
        for number, text in enumerate(needs):
            at = (x, y + layout.needs_y + number * 24)
            theme.draw_text(canvas, text, 20, theme.colour("muted"), topleft=at)
        cards = row.cards
        card_x = x + layout.cards_x
        room = column_width - layout.cards_x - 40 - width
        step = min(width + 4, room / max(1, len(cards) - 1))
        for code in cards:
            canvas.blit(art.surface(code, width), (card_x, y))
            card_x += step
    if games.is_table_game(game):
        line = games.spec(game).card_values_line
        note = ellipsize(tr(line) if line else "", 24, area.width - 40)
        at = (area.x + 20, area.bottom - 34)
        theme.draw_text(canvas, note, 24, theme.colour("ivory"), topleft=at)
        return
    note = tr("7 or more points: x2") if rules.seven_doubling else tr("No doubling at 7+")
    hand = tr("Teshi / kuttsuki at the deal: {points}", points=amount(rules.hand_yaku_points))
    if len(rows) % 2:  # the second column has a free row: the notes go there
        x, y = area.x + column_width + 20, area.y + (per_column - 1) * row_height
    else:
        x, y = area.x + 20, area.bottom - 60
    for index, line in enumerate((hand, note)):
        theme.draw_text(canvas, line, 24, theme.colour("ivory"), topleft=(x, y + 30 * index))


LEGEND: tuple[tuple[Kind, str], ...] = (
    (Kind.BRIGHT, tr_later("Bright")),
    (Kind.ANIMAL, tr_later("Animal")),
    (Kind.RIBBON, tr_later("Ribbon")),
    (Kind.CHAFF, tr_later("Chaff")),
)
LEGEND_MARK = 26  # the plate a kind mark sits on, as in the corner badge


def draw_kind_legend(
    canvas: pygame.Surface,
    *,
    midright: tuple[int, int] | None = None,
    midleft: tuple[int, int] | None = None,
) -> pygame.Rect:
    """What the corner badges' kind marks mean, in one row ending at ``midright`` (or
    starting at ``midleft``)."""
    labels = [theme.text(tr(label), 24, theme.colour("ivory"), "ui") for _kind, label in LEGEND]
    gap, spacing = 8, 26
    width = sum(LEGEND_MARK + gap + label.get_width() for label in labels) + spacing * 3
    if midleft is not None:
        midright = (midleft[0] + width, midleft[1])
    elif midright is None:
        raise TypeError("draw_kind_legend needs midright or midleft")
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
        """``rules``: the rules in play (koi-koi's default preset outside a match; another
        game's rules show that game's yaku)."""
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
        manager = self.context.input
        on_a_pad = self.device_in_use() == act.PAD
        close = theme.draw_text(
            canvas,
            tr(
                "{confirm} / {back}: close",
                confirm=manager.prompt(act.CONFIRM),
                back=manager.prompt(act.BACK),
            )
            if on_a_pad
            else tr("Enter / Esc / click to close"),
            24,
            theme.colour("muted"),
            midright=(panel.right - 40, panel.y + 44),
        )
        if self.art.badges:  # the badges on the cards below, explained
            draw_kind_legend(canvas, midright=(close.left - 60, panel.y + 44))
        area = pygame.Rect(panel.x + 20, panel.y + 100, panel.width - 40, panel.height - 130)
        draw_yaku_list(canvas, self.rules, self.art, area)
