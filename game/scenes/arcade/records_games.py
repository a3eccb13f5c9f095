"""The Records screen's page of statistics per game (game.persist.game_stats): a panel for
each game of the registry with the matches played, won, drawn and lost, those against the
CPU, on the couch and online, the best final score and the yaku made most often."""

from __future__ import annotations

import pygame

from game.core.wording import plural
from game.engine import games
from game.i18n import tr, tr_n
from game.persist.game_stats import GameTally
from game.scenes.menus.stats import game_name, yaku_label
from game.ui import theme

AREA = pygame.Rect(120, 230, 1680, 700)
PANEL_GAP = 30
LABEL_SIZE = 26
VALUE_SIZE = 30
ROW_STEP = 48
YAKU_SHOWN = 5
YAKU_SIZE = 24


def panel_rect(index: int, count: int) -> pygame.Rect:
    """Game ``index``'s panel of ``count`` side by side."""
    width = (AREA.width - PANEL_GAP * (count - 1)) // count
    return pygame.Rect(AREA.x + index * (width + PANEL_GAP), AREA.y, width, AREA.height)


def rows(tally: GameTally) -> list[tuple[str, str]]:
    """(label, value) lines of one game's panel."""
    best = (
        "-"
        if tally.best_score is None
        else plural(tally.best_score, "{count} point", "{count} points")
    )
    return [
        (tr("Matches played"), str(tally.matches)),
        (
            tr("Won · drawn · lost"),
            tr("{won} · {drawn} · {lost}", won=tally.won, drawn=tally.drawn, lost=tally.lost),
        ),
        (tr("Against the CPU"), str(tally.vs_cpu)),
        (tr("Couch"), str(tally.couch)),
        (tr("Online"), str(tally.online)),
        (tr("Best score"), best),
    ]


def draw_game_stats(canvas: pygame.Surface, tallies: dict[str, GameTally], kept: int) -> None:
    """Every game's panel, then where the numbers come from."""
    theme.draw_text(
        canvas,
        tr("Matches per game"),
        36,
        theme.colour("gold_light"),
        "ui_bold",
        topleft=(AREA.x, AREA.y - 60),
    )
    shown = [game for game in games.GAME_IDS if game in tallies]
    for index, game in enumerate(shown):
        draw_panel(canvas, panel_rect(index, len(shown)), game, tallies[game])
    note = (
        tr_n(
            "From your last kept match; a couch match counts as played only.",
            "From your last {count} kept matches; a couch match counts as played only.",
            kept,
        )
        if kept
        else tr("No finished match is kept yet.")
    )
    theme.draw_backed_text(
        canvas, note, 24, theme.colour("muted"), "ui", topleft=(AREA.x, AREA.bottom + 16)
    )


def draw_panel(canvas: pygame.Surface, area: pygame.Rect, game: str, tally: GameTally) -> None:
    theme.draw_panel(canvas, area, radius=18)
    x, right = area.x + 30, area.right - 30
    theme.draw_text(
        canvas, game_name(game), 36, theme.colour("gold_light"), "ui_bold", topleft=(x, area.y + 20)
    )
    y = area.y + 90
    for label, value in rows(tally):
        shown = theme.draw_text(
            canvas, value, VALUE_SIZE, theme.colour("ivory"), "ui_bold", topright=(right, y)
        )
        room = shown.left - 16 - x
        theme.draw_text(
            canvas,
            label,
            theme.fit_size(label, LABEL_SIZE, "ui", room),
            theme.colour("muted"),
            "ui",
            midleft=(x, shown.centery),
        )
        y += ROW_STEP
    y += 14
    theme.draw_text(
        canvas, tr("Yaku made"), 28, theme.colour("gold_light"), "ui_bold", topleft=(x, y)
    )
    y += 46
    names = games.yaku_names(game)
    made = sorted(tally.yaku.items(), key=lambda item: (-item[1], item[0]))[:YAKU_SHOWN]
    if not made:
        theme.draw_text(
            canvas, tr("none yet"), YAKU_SIZE, theme.colour("muted"), "ui", topleft=(x, y)
        )
    for key, count in made:
        label = yaku_label(names.get(key, (key, key)))
        line = tr("{yaku}: {count}", yaku=label, count=count)
        theme.draw_text(
            canvas,
            line,
            theme.fit_size(line, YAKU_SIZE, "ui", area.width - 60),
            theme.colour("ivory"),
            "ui",
            topleft=(x, y),
        )
        y += 38
