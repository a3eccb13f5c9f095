"""How to play's pages for roppyakken and hana-awase (the How to play scene turns them).

The rules in a few lines with numbers from the rule set in play, real cards with their points
in the game, roppyakken's wild card with examples whose lit cards come from the engine's own
capture rule (``game.engine.roppyakken.capture``), and hana-awase's settlement worked out by
the engine (``game.engine.hana_awase.scoring.settle``). The yaku page is drawn by
game.scenes.overlays.table_yaku_list.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import games
from game.engine.cards import CARD_BY_CODE, CARDS
from game.i18n import is_cjk, tr, tr_ctx, tr_later
from game.ui import theme

# English ids; the titles are translated where they are drawn
PAGES: dict[str, tuple[str, ...]] = {
    games.ROPPYAKKEN: (
        tr_later("Roppyakken"),
        tr_later("The wild card"),
        tr_later("Yaku"),
        tr_later("Controls"),
        tr_later("Flourishes"),
    ),
    games.HANA_AWASE: (
        tr_later("Hana-awase"),
        tr_later("Yaku"),
        tr_later("Controls"),
        tr_later("Flourishes"),
    ),
    games.HACHI_HACHI: (
        tr_later("Hachi-hachi"),
        tr_later("Yaku"),
        tr_later("Controls"),
        tr_later("Flourishes"),
    ),
}
VALUE_EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    games.ROPPYAKKEN: (
        ("1-1", tr_later("Bright")),
        ("2-1", tr_later("Warbler")),
        ("8-2", tr_later("Animal")),
        ("1-2", tr_later("Ribbon")),
        ("12-2", tr_later("Yellow paulownia")),
        ("12-3", tr_later("White paulownia")),
        ("1-3", tr_later("Chaff")),
    ),
    games.HANA_AWASE: (
        ("1-1", tr_later("Bright")),
        ("2-1", tr_later("Animal")),
        ("1-2", tr_later("Ribbon")),
        ("1-3", tr_later("Chaff")),
    ),
    games.HACHI_HACHI: (
        ("1-1", tr_later("Bright")),
        ("2-1", tr_later("Animal")),
        ("1-2", tr_later("Ribbon")),
        ("1-3", tr_later("Chaff")),
    ),
}
CARD_WIDTH = 96
EXAMPLE_CARD_WIDTH = 70
VALUE_LABEL_WIDTH = 222  # a card's points label, under the card (cards 230 apart)
TEXT_SIZE = 30
SMALLEST_SHARE = 0.6  # paragraphs shrink to at most this share of their size to fit


def line_step(size: int) -> int:
    """The distance between wrapped lines at a text size: CJK lines sit looser (their face is
    taller than Lato at the same pixel size)."""
    return round(size * (1.55 if is_cjk() else 1.35))


def fitted_lines(
    paragraphs: list[str], size: int, width: int, height: int, gap: int
) -> tuple[int, list[list[str]]]:
    """The largest size (``size`` down to 60 %) at which the paragraphs, wrapped to ``width``
    (between words, or between characters with kinsoku in Chinese and Japanese), stand in
    ``height`` pixels with ``gap`` between paragraphs; with their lines."""
    smallest = int(size * SMALLEST_SHARE)
    while True:
        wrapped = [theme.wrap_text(paragraph, size, width) for paragraph in paragraphs]
        lines = sum(len(paragraph_lines) for paragraph_lines in wrapped)
        needed = lines * line_step(size) + gap * (len(paragraphs) - 1)
        if needed <= height or size <= smallest:
            return size, wrapped
        size -= 2


def draw_paragraphs(
    canvas: pygame.Surface, paragraphs: list[str], area: pygame.Rect, size: int, gap: int
) -> int:
    """Draw translated paragraphs wrapped into ``area`` at the largest size that fits it
    (see :func:`fitted_lines`); returns the y under the last line."""
    size, wrapped = fitted_lines(paragraphs, size, area.width, area.height, gap)
    y = area.y
    for paragraph_lines in wrapped:
        for line in paragraph_lines:
            theme.draw_text(canvas, line, size, theme.colour("ivory"), topleft=(area.x, y))
            y += line_step(size)
        y += gap
    return y - gap


def rules_text(game: str, rules) -> tuple[str, ...]:
    """The game's rules in a few paragraphs (translated), with the rule set's own numbers."""
    return games.per_game(RULES_TEXTS, game, "rules page")(rules)


def roppyakken_rules_text(rules) -> tuple[str, ...]:
    if rules.fuke:
        winning = tr(
            "Fuke: end a round with {fuke} card points or fewer (willow and paulownia left "
            "out) and every point of that round is struck out. At the round's end shiko, "
            "then nanatan, win the game at once (ichikoro); otherwise the highest score at "
            "{target} or more wins it, and nobody there carries the scores over.",
            fuke=rules.fuke,
            target=rules.target,
        )
    else:
        winning = tr(
            "At the round's end shiko, then nanatan, win the game at once (ichikoro); "
            "otherwise the highest score at {target} or more wins it, and nobody there "
            "carries the scores over.",
            target=rules.target,
        )
    return (
        tr(
            "Two or three players. With two, 8 cards each and 8 on the field; with three, 7 "
            "each and 6 on the field. Play a hand card, then turn the stock card: each takes "
            "a field card of its month, as in koi-koi. The rain man (11-1) is wild (next "
            "page)."
        ),
        tr(
            "Every card has points (below). Yaku count after every turn and are never "
            "declared; a triple of a month or a hand of 0-point cards is shown face up at the "
            "deal for its bonus. Rain: a willow in your pile washes out the viewing yaku, "
            "unless you hold the crane (the sun)."
        ),
        winning,
        tr(
            "{wins} won games end the match: every other player pays the winner {pay} minus "
            "their own win-points.",
            wins=rules.wins_to_match,
            pay=rules.wins_to_match * rules.win_points,
        ),
    )


def hana_awase_rules_text(rules) -> tuple[str, ...]:
    from game.engine.hana_awase.scoring import par, settle

    example = settle([108, 98, 58], [230, 30, 140], rules)
    signed = tr_ctx("list of numbers", ", ").join(f"{value:+d}" for value in example)
    return (
        tr(
            "Three or four players. With three, 7 cards each and 6 on the field; with four, 5 "
            "each and 8. Play a hand card, then turn the stock card: each takes a field card of "
            "its month. Every round is played to the last card (no koi-koi)."
        ),
        tr(
            "Every card counts (below): {deck} card points in all, so par is {par_three} each "
            "with three players and {par_four} with four.",
            deck=rules.deck_points,
            par_three=par(rules, 3),
            par_four=par(rules, 4),
        ),
        tr(
            "At the round's end each player scores card points minus par, plus their own yaku "
            "times the other players, minus the others' yaku: the scores add up to zero. With "
            "three, card points 108, 98, 58 and yaku 230, 30, 140 settle to {scores}.",
            scores=signed,
        ),
        tr("A match is {rounds} rounds; the highest total wins.", rounds=rules.rounds),
    )


def hachi_hachi_rules_text(rules) -> tuple[str, ...]:
    bright_x = 4 if rules.zetsuba else 2
    return (
        tr(
            "Three players, 7 cards each and 6 on the field. Play a hand card, then turn the "
            "stock card: each takes a field card of its month. Brights dealt face up set the "
            "field: crane, curtain or moon x2, rain man or phoenix x{bright}. Every payment of "
            "the round is multiplied by it.",
            bright=bright_x,
        ),
        tr(
            "Teyaku: a dealt hand may hold a pattern of months (a triple {sanbon} kan up to "
            "four and three {shiso} kan) and one of kinds (seven chaff {karasu} kan, one ribbon "
            "{tanichi} kan...). Show it at the deal and each player pays you its kan at the "
            "round's end, {kan_mon} mon to the kan; a hidden teyaku is void.",
            sanbon=rules.sanbon,
            shiso=rules.shiso,
            karasu=rules.karasu,
            tanichi=rules.tanichi,
            kan_mon=rules.kan_mon,
        ),
        tr(
            "Dekiyaku (next page): make one and call shobu - the round ends and each player "
            "pays you your yaku - or sage: play on for more, but if another player calls "
            "shobu you pay double. After sage you may cancel at a later turn for half."
        ),
        tr(
            "No dekiyaku: each player gets card points minus {par} in mon, times the field. "
            "{months} rounds; the highest balance wins.",
            par=rules.par,
            months=rules.months,
        ),
    )


RULES_TEXTS = {
    games.ROPPYAKKEN: roppyakken_rules_text,
    games.HANA_AWASE: hana_awase_rules_text,
    games.HACHI_HACHI: hachi_hachi_rules_text,
}


def draw_rules_page(canvas: pygame.Surface, game: str, rules, art, panel: pygame.Rect) -> None:
    """The rules paragraphs, then a row of real cards with their points in the game."""
    top = panel.bottom - 250
    area = pygame.Rect(panel.x + 60, panel.y + 40, panel.width - 120, top - 20 - panel.y - 40)
    draw_paragraphs(canvas, list(rules_text(game, rules)), area, TEXT_SIZE, 18)
    heading = tr("Card points (the corner badge's right-hand number)")
    theme.draw_text(
        canvas,
        heading,
        theme.fit_size(heading, 28, "ui_bold", area.width),
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(panel.x + 60, top),
    )
    values = card_values(game, rules)
    for index, (code, label) in enumerate(VALUE_EXAMPLES[game]):
        x = panel.x + 60 + index * 230
        canvas.blit(art.surface(code, CARD_WIDTH), (x, top + 44))
        text = tr("{card}: {points}", card=tr(label), points=values[code])
        theme.draw_text(
            canvas,
            text,
            theme.fit_size(text, 22, "ui", VALUE_LABEL_WIDTH),
            theme.colour("ivory"),
            topleft=(x - 4, top + 210),
        )


def card_values(game: str, rules) -> dict[str, int]:
    """Each card's points in ``game`` (the badges' numbers)."""
    values = games.card_values(game, rules)
    return {card.code: values[card.id] for card in CARDS}


@dataclass(frozen=True)
class WildExample:
    """One worked example: ``card`` arrives (from the hand or turned) at ``field``."""

    caption: str
    card: str
    field: tuple[str, ...]
    turned: bool = False
    dead: tuple[str, ...] = ()  # cards drawn greyed with the DEAD tag


WILD_EXAMPLES: tuple[WildExample, ...] = (
    WildExample(
        tr_later(
            "Played or turned, the rain man takes any field card worth points (never a 0 chaff)."
        ),
        "11-1",
        ("3-1", "6-2", "9-3"),
    ),
    WildExample(
        tr_later("It never takes from a month with three cards on the field."),
        "11-1",
        ("4-1", "4-2", "4-3", "10-1"),
    ),
    WildExample(
        tr_later("Three willows on the field: it takes all three."),
        "11-1",
        ("11-2", "11-3", "11-4"),
    ),
    WildExample(
        tr_later("On the field it is taken by a willow, or by a turned card worth points."),
        "3-1",
        ("11-1", "5-3"),
        turned=True,
    ),
    WildExample(
        tr_later("Yellow paulownia (10) and white (0) on the field: the player picks one."),
        "12-1",
        ("12-2", "12-3"),
    ),
    WildExample(
        tr_later(
            "The rain man took the boar: the last bush clover has no partner and scores for nobody."
        ),
        "7-4",
        (),
        dead=("7-4",),
    ),
)


def wild_takes(example: WildExample, rules) -> set[str]:
    """The field cards the arriving card may take, by the engine's capture rule."""
    from game.engine.roppyakken.capture import capture_for, match_card

    field = 0
    for code in example.field:
        field |= 1 << CARD_BY_CODE[code].id
    card = CARD_BY_CODE[example.card].id
    any_card = rules.oni_on_field_taken_by == "any_non_zero"
    at_once, choices = match_card(card, field, example.turned, any_card)
    taken = at_once
    for option in range(48):
        if choices >> option & 1:
            taken |= capture_for(card, option, field)
    return {CARDS[index].code for index in range(48) if taken >> index & 1}


CAPTION_SIZE = 26  # a caption's text size (two lines at most, above the cards)


def caption_lines(caption: str, width: int) -> tuple[int, list[str]]:
    """A wild-card caption in two lines at most: its size (26, smaller when it would need a
    third line) and its lines."""
    size = CAPTION_SIZE
    lines = theme.wrap_text(caption, size, width)
    while len(lines) > 2 and size > CAPTION_SIZE * SMALLEST_SHARE:
        size -= 2
        lines = theme.wrap_text(caption, size, width)
    return size, lines[:2]


def draw_wild_page(canvas: pygame.Surface, rules, art, panel: pygame.Rect) -> None:
    """The wild card's rules, each with its cards: the arriving card, then the field with
    every card it may take lit in gold and the others dimmed."""
    column_width = (panel.width - 80) // 2
    row_height = (panel.height - 40) // 3
    card_height = round(EXAMPLE_CARD_WIDTH * 1.6)
    for index, example in enumerate(WILD_EXAMPLES):
        column, row = index % 2, index // 2
        x = panel.x + 40 + column * column_width + 20
        y = panel.y + 30 + row * row_height
        size, lines = caption_lines(tr(example.caption), column_width - 60)
        for line_index, line in enumerate(lines):
            theme.draw_text(
                canvas,
                line,
                size,
                theme.colour("ivory"),
                topleft=(x, y + line_index * line_step(size)),
            )
        cards_y = y + 84
        if example.dead:
            _draw_dead(canvas, art, example.dead[0], (x, cards_y))
            continue
        canvas.blit(art.surface(example.card, EXAMPLE_CARD_WIDTH), (x, cards_y))
        label = (
            tr_ctx("wild card example", "turned")
            if example.turned
            else tr_ctx("wild card example", "played")
        )
        theme.draw_text(
            canvas, label, 20, theme.colour("muted"), topleft=(x, cards_y + card_height + 6)
        )
        arrow_x = x + EXAMPLE_CARD_WIDTH + 18
        middle = cards_y + card_height // 2
        points = [(arrow_x, middle - 14), (arrow_x + 22, middle), (arrow_x, middle + 14)]
        pygame.draw.polygon(canvas, theme.colour("gold_light"), points)
        taken = wild_takes(example, rules)
        field_x = arrow_x + 50
        for code in example.field:
            rect = pygame.Rect(field_x, cards_y, EXAMPLE_CARD_WIDTH, card_height)
            canvas.blit(art.surface(code, EXAMPLE_CARD_WIDTH), rect)
            if code in taken:
                pygame.draw.rect(
                    canvas, theme.colour("gold_light"), rect.inflate(8, 8), 4, border_radius=8
                )
            else:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((10, 10, 10, 150))
                canvas.blit(shade, rect)
            field_x += EXAMPLE_CARD_WIDTH + 14


def _draw_dead(canvas: pygame.Surface, art, code: str, topleft: tuple[int, int]) -> None:
    rect = pygame.Rect(topleft, (EXAMPLE_CARD_WIDTH, round(EXAMPLE_CARD_WIDTH * 1.6)))
    canvas.blit(art.surface(code, EXAMPLE_CARD_WIDTH), rect)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((40, 40, 40, 170))
    canvas.blit(shade, rect)
    dead = tr("DEAD")
    theme.draw_text(
        canvas,
        dead,
        theme.fit_size(dead, 22, "ui_bold", rect.width - 4),
        theme.colour("ivory"),
        "ui_bold",
        center=rect.center,
    )
    theme.draw_text(
        canvas,
        tr("greyed on the table"),
        20,
        theme.colour("muted"),
        midleft=(rect.right + 20, rect.centery),
    )
