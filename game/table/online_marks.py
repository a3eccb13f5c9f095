"""What an online table draws over the usual one: each other player's connection, on a tab
under their name plate, a banner while this player's own link is down, and a tag on a
spectator's table."""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.ui import theme
from game.view.hud import ellipsize

TAB_HEIGHT = 40
BANNER = pygame.Rect(0, 0, 1060, 176)
BANNER.center = (880, 520)  # over the middle of the field
WATCHING = pygame.Rect(24, 690, 300, 96)  # in the left column, under the turn tips
ONLINE_COLOUR = (92, 196, 120)
AWAY_COLOUR = (232, 164, 60)


def clock_text(seconds: float) -> str:
    """``75`` -> ``1:15``."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def presence_text(connected: bool, away_seconds: float) -> str:
    if connected:
        return tr("Online")
    return tr("Away {clock}", clock=clock_text(away_seconds))


def draw_presence(
    canvas: pygame.Surface,
    plate: tuple[int, int, int, int],
    seat: int,
    away_seconds: float,
    connected: bool,
) -> pygame.Rect:
    """A tab hanging under a name plate (on top of it for a plate at the bottom of the
    screen): a light and "Online" or "Away 1:15"."""
    x, y, width, height = plate
    tab = pygame.Rect(x + 14, y + height - 2, width - 28, TAB_HEIGHT)
    if tab.bottom > canvas.get_height():
        tab.bottom = y + 2
        corners = {"border_top_left_radius": 12, "border_top_right_radius": 12}
    else:
        corners = {"border_bottom_left_radius": 12, "border_bottom_right_radius": 12}
    pygame.draw.rect(canvas, theme.colour("panel"), tab, **corners)
    edge = theme.seat_colour(seat) if connected else AWAY_COLOUR
    pygame.draw.rect(canvas, edge, tab, 2, **corners)
    light = ONLINE_COLOUR if connected else AWAY_COLOUR
    pygame.draw.circle(canvas, light, (tab.x + 24, tab.centery), 9)
    theme.draw_text(
        canvas,
        presence_text(connected, away_seconds),
        26,
        theme.colour("ivory") if connected else AWAY_COLOUR,
        "ui_bold",
        midleft=(tab.x + 44, tab.centery),
    )
    return tab


def draw_link_banner(canvas: pygame.Surface, detail: str) -> pygame.Rect:
    """The player's own link is down: what happened and that it is being restored."""
    shade = pygame.Surface(BANNER.inflate(40, 40).size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    canvas.blit(shade, BANNER.inflate(40, 40))
    theme.draw_panel(
        canvas,
        BANNER,
        fill=theme.colour("vermilion_dark"),
        border=theme.colour("gold_light"),
        radius=18,
    )
    theme.draw_text(
        canvas,
        tr("The connection to the server was lost."),
        38,
        theme.colour("gold_light"),
        "ui_bold",
        center=(BANNER.centerx, BANNER.y + 42),
    )
    line = ellipsize(detail, 28, BANNER.width - 60)
    theme.draw_text(
        canvas, line, 28, theme.colour("ivory"), "ui", center=(BANNER.centerx, BANNER.y + 92)
    )
    theme.draw_text(
        canvas,
        tr("Reconnecting... The match waits; your seat is kept."),
        28,
        theme.colour("gold_light"),
        "ui_bold",
        center=(BANNER.centerx, BANNER.y + 136),
    )
    return BANNER


def draw_watching(canvas: pygame.Surface) -> pygame.Rect:
    """A spectator's table: a tag saying so (no hand on it is this player's)."""
    theme.draw_panel(canvas, WATCHING, radius=14)
    theme.draw_text(
        canvas,
        tr("Watching"),
        32,
        theme.colour("gold_light"),
        "ui_bold",
        center=(WATCHING.centerx, WATCHING.y + 32),
    )
    theme.draw_text(
        canvas,
        tr("Neither hand is shown."),
        24,
        theme.colour("muted"),
        "ui",
        center=(WATCHING.centerx, WATCHING.y + 68),
    )
    return WATCHING
