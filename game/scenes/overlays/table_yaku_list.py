"""The yaku list of roppyakken and hana-awase drawn with real cards: every yaku (and
roppyakken's teyaku) the rule set scores, with its points from the engine, what it needs
and the cards that make it; a last line gives the card values and the rain rule. Drawn by
the yaku list overlay (Y) and the How to play pages of these games. What a yaku needs is the
English name's gloss ("Teppo (curtain, moon, sake cup)"); in Japanese and Chinese the name is
shown alone (the example cards tell what it needs)."""

from __future__ import annotations

import pygame

from game.core.wording import amount
from game.engine import games
from game.engine.cards import ALL_MASK, code_tuple
from game.engine.fishing.progress import yaku_value
from game.i18n import current_language, tr, tr_later
from game.match.names import game_yaku_label
from game.ui import theme
from game.view.hud import ellipsize

CARD_WIDTH = 46
COUNTED = {"nanatan": 7, "rokutan": 6}
CARD_VALUES = {
    games.ROPPYAKKEN: tr_later(
        "Cards: brights and the warbler 50, other animals, ribbons and the yellow "
        "paulownia 10, other chaff 0. The rain man (11-1) is wild."
    ),
    games.HANA_AWASE: tr_later(
        "Cards: brights 20, animals 10, ribbons 5, chaff 1. Every round is played "
        "out and settled against par."
    ),
    games.HACHI_HACHI: tr_later(
        "Values in kan, paid by each player. Cards: brights 20, animals 10, ribbons 5, "
        "chaff 1, settled against par 88 in mon."
    ),
}


def game_of_rules(rules) -> str:
    """The game a rule set belongs to (an unknown rule set raises)."""
    return games.spec_of_rules(rules).id


def yaku_rows(game: str, rules) -> list[tuple[str, str, int, tuple[str, ...]]]:
    """(name, what it needs, points, example cards) of every yaku the rules score, in the
    language in force ("what it needs" only in English, and for nanatan / rokutan)."""
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
        rows.append((game_yaku_label(name, game), needs.rstrip(")"), points, cards))
    return rows


def draw_table_yaku_list(canvas: pygame.Surface, game: str, rules, art, area: pygame.Rect) -> None:
    rows = yaku_rows(game, rules)
    per_column = (len(rows) + 1) // 2
    column_width = area.width // 2
    row_height = min(100, (area.height - 50) // max(1, per_column))
    card_width = min(CARD_WIDTH, int((row_height - 4) / 1.6))  # many rows: smaller cards
    unit = games.spec(game).yaku_unit  # hachi-hachi's values are kan
    for index, (label, needs, points, cards) in enumerate(rows):
        column, row = divmod(index, per_column)
        x = area.x + column * column_width + 20
        y = area.y + row * row_height
        heading = tr("{yaku}  {points}", yaku=label, points=amount(points, unit))
        theme.draw_text(
            canvas,
            ellipsize(heading, 26, 400, "ui_bold"),
            26,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(x, y),
        )
        theme.draw_text(
            canvas, ellipsize(needs, 20, 380), 20, theme.colour("muted"), topleft=(x, y + 34)
        )
        card_x = x + 420
        step = min(card_width + 4, (column_width - 460 - card_width) / max(1, len(cards) - 1))
        for code in cards:
            canvas.blit(art.surface(code, card_width), (card_x, y))
            card_x += step
    note = ellipsize(tr(CARD_VALUES[game]) if game in CARD_VALUES else "", 24, area.width - 40)
    theme.draw_text(
        canvas, note, 24, theme.colour("ivory"), topleft=(area.x + 20, area.bottom - 34)
    )
