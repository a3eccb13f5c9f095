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
from game.ui import theme
from game.view.hud import wrap

PAGES: dict[str, tuple[str, ...]] = {
    games.ROPPYAKKEN: ("Roppyakken", "The wild card", "Yaku", "Controls", "Flourishes"),
    games.HANA_AWASE: ("Hana-awase", "Yaku", "Controls", "Flourishes"),
}
VALUE_EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    games.ROPPYAKKEN: (
        ("1-1", "Bright"),
        ("2-1", "Warbler"),
        ("8-2", "Animal"),
        ("1-2", "Ribbon"),
        ("12-2", "Yellow paulownia"),
        ("12-3", "White paulownia"),
        ("1-3", "Chaff"),
    ),
    games.HANA_AWASE: (
        ("1-1", "Bright"),
        ("2-1", "Animal"),
        ("1-2", "Ribbon"),
        ("1-3", "Chaff"),
    ),
}
CARD_WIDTH = 96
EXAMPLE_CARD_WIDTH = 70
TEXT_SIZE = 30
LINE_HEIGHT = 40


def rules_text(game: str, rules) -> tuple[str, ...]:
    """The game's rules in a few paragraphs, with the rule set's own numbers."""
    if game == games.ROPPYAKKEN:
        fuke = (
            f"Fuke: end a round with {rules.fuke} card points or fewer (willow and paulownia "
            "left out) and every point of that round is struck out. "
            if rules.fuke
            else ""
        )
        return (
            "Two or three players. With two, 8 cards each and 8 on the field; with three, 7 "
            "each and 6 on the field. Play a hand card, then turn the stock card: each takes a "
            "field card of its month, as in koi-koi. The rain man (11-1) is wild (next page).",
            "Every card has points (below). Yaku count after every turn and are never "
            "declared; a triple of a month or a hand of 0-point cards is shown face up at the "
            "deal for its bonus. Rain: a willow in your pile washes out the viewing yaku, "
            "unless you hold the crane (the sun).",
            f"{fuke}At the round's end shiko, then nanatan, win the game at once (ichikoro); "
            f"otherwise the highest score at {rules.target} or more wins it, and nobody there "
            "carries the scores over.",
            f"{rules.wins_to_match} won games end the match: every other player pays the "
            f"winner {rules.wins_to_match * rules.win_points} minus their own win-points.",
        )
    from game.engine.hana_awase.scoring import par, settle

    example = settle([108, 98, 58], [230, 30, 140], rules)
    signed = ", ".join(f"{value:+d}" for value in example)
    return (
        "Three or four players. With three, 7 cards each and 6 on the field; with four, 5 "
        "each and 8. Play a hand card, then turn the stock card: each takes a field card of "
        "its month. Every round is played to the last card (no koi-koi).",
        f"Every card counts (below): {rules.deck_points} card points in all, so par is "
        f"{par(rules, 3)} each with three players and {par(rules, 4)} with four.",
        "At the round's end each player scores card points minus par, plus their own yaku "
        "times the other players, minus the others' yaku: the scores add up to zero. "
        f"With three, card points 108, 98, 58 and yaku 230, 30, 140 settle to {signed}.",
        f"A match is {rules.rounds} rounds; the highest total wins.",
    )


def draw_rules_page(canvas: pygame.Surface, game: str, rules, art, panel: pygame.Rect) -> None:
    """The rules paragraphs, then a row of real cards with their points in the game."""
    y = panel.y + 40
    for paragraph in rules_text(game, rules):
        for line in wrap(paragraph, TEXT_SIZE, panel.width - 120):
            theme.draw_text(
                canvas, line, TEXT_SIZE, theme.colour("ivory"), topleft=(panel.x + 60, y)
            )
            y += LINE_HEIGHT
        y += 18
    top = panel.bottom - 250
    theme.draw_text(
        canvas,
        "Card points (the corner badge's right-hand number)",
        28,
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(panel.x + 60, top),
    )
    values = card_values(game, rules)
    for index, (code, label) in enumerate(VALUE_EXAMPLES[game]):
        x = panel.x + 60 + index * 230
        canvas.blit(art.surface(code, CARD_WIDTH), (x, top + 44))
        theme.draw_text(
            canvas,
            f"{label}: {values[code]}",
            22,
            theme.colour("ivory"),
            topleft=(x - 4, top + 210),
        )


def card_values(game: str, rules) -> dict[str, int]:
    """Each card's points in ``game`` (the badges' numbers)."""
    if game == games.ROPPYAKKEN:
        from game.engine.roppyakken.scoring import card_points

        return {card.code: card_points(1 << card.id) for card in CARDS}
    from game.engine.hana_awase.scoring import card_points as hana_points

    return {card.code: hana_points(1 << card.id, rules) for card in CARDS}


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
        "Played or turned, the rain man takes any field card worth points (never a 0 chaff).",
        "11-1",
        ("3-1", "6-2", "9-3"),
    ),
    WildExample(
        "It never takes from a month with three cards on the field.",
        "11-1",
        ("4-1", "4-2", "4-3", "10-1"),
    ),
    WildExample(
        "Three willows on the field: it takes all three.", "11-1", ("11-2", "11-3", "11-4")
    ),
    WildExample(
        "On the field it is taken by a willow, or by a turned card worth points.",
        "3-1",
        ("11-1", "5-3"),
        turned=True,
    ),
    WildExample(
        "Yellow paulownia (10) and white (0) on the field: the player picks one.",
        "12-1",
        ("12-2", "12-3"),
    ),
    WildExample(
        "The rain man took the boar: the last bush clover has no partner and scores for nobody.",
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
        for line_index, line in enumerate(wrap(example.caption, 26, column_width - 60)[:2]):
            theme.draw_text(
                canvas, line, 26, theme.colour("ivory"), topleft=(x, y + line_index * 34)
            )
        cards_y = y + 84
        if example.dead:
            _draw_dead(canvas, art, example.dead[0], (x, cards_y))
            continue
        canvas.blit(art.surface(example.card, EXAMPLE_CARD_WIDTH), (x, cards_y))
        label = "turned" if example.turned else "played"
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
    theme.draw_text(canvas, "DEAD", 22, theme.colour("ivory"), "ui_bold", center=rect.center)
    theme.draw_text(
        canvas,
        "greyed on the table",
        20,
        theme.colour("muted"),
        midleft=(rect.right + 20, rect.centery),
    )
