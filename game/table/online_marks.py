"""What an online table draws over the usual one: each other player's connection, on a tab
under their name plate, a banner while this player's own link is down, and a tag on a
spectator's table."""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.online.client.seat_names import cpu_words
from game.ui import theme
from game.view import seat_panels
from game.view.text_fit import ellipsize

TAB_HEIGHT = 40
BANNER = pygame.Rect(0, 0, 1060, 196)
BANNER.center = (880, 520)  # over the middle of the field
TOP_BANNER = pygame.Rect(350, 20, 790, 196)  # over an overlay: above a prompt's panel, clear
# of the left column's plates and of a notice at the top right
WATCHING = pygame.Rect(24, 690, 300, 96)  # in the left column, under the turn tips
ONLINE_COLOUR = (92, 196, 120)
AWAY_COLOUR = (232, 164, 60)


def is_cpu_seat(room: dict, seat: int) -> bool:
    """A CPU plays ``seat`` of ``room`` (the room's public JSON: the seat's kind, or the
    settings' CPU seats while the seat is not filled yet)."""
    info = room["seats"][seat]
    if isinstance(info, dict) and "kind" in info:
        return info["kind"] == "cpu"
    return seat in (room.get("settings") or {}).get("cpu_seats", ())


def cpu_seat_text(room: dict, seat: int) -> str:
    """ "CPU (Normal)": a CPU seat in the waiting room and on the table's presence tab."""
    info = room["seats"][seat]
    level = (info or {}).get("cpu_level") or (room.get("settings") or {}).get("cpu_level", "")
    return cpu_words(level)


def clock_text(seconds: float) -> str:
    """``75`` -> ``1:15``."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


CPU_COLOUR = (150, 170, 210)
PILL_SIZE = 20  # the text of a tab drawn inside its plate (plates stacked in a column)


def presence_text(
    connected: bool, away_seconds: float, *, reconnecting: bool = False, cpu: str = ""
) -> str:
    """ "Online", "Away 1:15", "Reconnecting..." (a seat found away just as this table's
    own link came back) or a CPU seat's ``cpu`` words."""
    if cpu:
        return cpu
    if connected:
        return tr("Online")
    if reconnecting:
        return tr("Reconnecting...")
    return tr("Away {clock}", clock=clock_text(away_seconds))


def draw_presence(
    canvas: pygame.Surface,
    plate: tuple[int, int, int, int],
    seat: int,
    away_seconds: float,
    connected: bool,
    *,
    reconnecting: bool = False,
    cpu: str = "",
    avoid: tuple[pygame.Rect, ...] = (),
    inset: bool = False,
    row: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """A tab hanging under a name plate (on top of it for a plate at the bottom of the
    screen): a light and "Online" or "Away 1:15". Where it would cover another plate
    (``avoid``: the plates of three or four seats stacked in a column), or with ``inset``,
    it is a pill inside the plate's lower right corner instead; ``row`` (left, top, height:
    where the plate's own lower row of marks ends, and that row) keeps the pill right of
    those marks and level with them, said shorter ("1:15", "CPU") or as its light alone
    where the whole words would not fit."""
    x, y, width, height = plate
    text = presence_text(connected, away_seconds, reconnecting=reconnecting, cpu=cpu)
    light = CPU_COLOUR if cpu else ONLINE_COLOUR if connected else AWAY_COLOUR
    colour = theme.colour("ivory") if connected or cpu else AWAY_COLOUR
    tab = pygame.Rect(x + 14, y + height - 2, width - 28, TAB_HEIGHT)
    if inset or any(tab.colliderect(other) for other in avoid):
        if connected and not cpu:  # all is well: a green light is enough in a small plate
            return _draw_light(canvas, pygame.Rect(plate), light, row)
        short = "" if connected or cpu or reconnecting else clock_text(away_seconds)
        if cpu:
            short = tr("CPU")
        return _draw_pill(canvas, pygame.Rect(plate), (text, short), light, colour, row)
    if tab.bottom > canvas.get_height():
        tab.bottom = y + 2
        corners = {"border_top_left_radius": 12, "border_top_right_radius": 12}
    else:
        corners = {"border_bottom_left_radius": 12, "border_bottom_right_radius": 12}
    pygame.draw.rect(canvas, theme.colour("panel"), tab, **corners)
    edge = theme.seat_colour(seat) if connected or cpu else AWAY_COLOUR
    pygame.draw.rect(canvas, edge, tab, 2, **corners)
    pygame.draw.circle(canvas, light, (tab.x + 24, tab.centery), 9)
    theme.draw_text(
        canvas,
        ellipsize(text, 26, tab.width - 56),
        26,
        colour,
        "ui_bold",
        midleft=(tab.x + 44, tab.centery),
    )
    return tab


def _draw_light(
    canvas: pygame.Surface,
    plate: pygame.Rect,
    light,
    row: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    spot = pygame.Rect(0, 0, 26, 26)
    spot.bottomright = (plate.right - 12, plate.bottom - 10)
    if row is not None:
        spot.centery = row[1] + row[2] // 2
    pygame.draw.circle(canvas, theme.colour("panel"), spot.center, 13)
    pygame.draw.circle(canvas, light, spot.center, 8)
    return spot


PILL_GAP = 8  # between the plate's own marks and the pill


def _draw_pill(
    canvas: pygame.Surface,
    plate: pygame.Rect,
    texts: tuple[str, str],
    light,
    colour,
    row: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """The pill in the plate's lower right corner: ``texts`` (the words, and a shorter
    form) - the first that fits whole beside the plate's marks - or the light alone."""
    right = plate.right - 10
    if row is None:
        room = plate.width // 2 + 4  # half the plate (its marks are not known)
    else:
        room = right - (row[0] + PILL_GAP)
    font = theme.font(PILL_SIZE, "ui_bold")
    full, short = texts
    shown = ellipsize(full, PILL_SIZE, plate.width // 2 - 40) if row is None else ""
    if row is not None:
        for words in (full, short):
            if words and font.size(words)[0] + 44 <= room:
                shown = words
                break
    if not shown:
        if room < 26:  # no room beside the marks: the light sits over the plate's corner
            return _draw_light(canvas, plate, light)
        return _draw_light(canvas, plate, light, row)
    pill = pygame.Rect(0, 0, font.size(shown)[0] + 44, 30)
    pill.bottomright = (right, plate.bottom - 8)
    if row is not None:
        pill.centery = row[1] + row[2] // 2
    pygame.draw.rect(canvas, theme.colour("panel"), pill, border_radius=15)
    pygame.draw.rect(canvas, light, pill, 2, border_radius=15)
    pygame.draw.circle(canvas, light, (pill.x + 16, pill.centery), 7)
    theme.draw_text(
        canvas, shown, PILL_SIZE, colour, "ui_bold", midleft=(pill.x + 30, pill.centery)
    )
    return pill


def draw_link_banner(
    canvas: pygame.Surface, detail: str, banner: pygame.Rect = BANNER
) -> pygame.Rect:
    """The player's own link is down: what happened and that it is being restored (in
    ``banner``: over the field, or at the top over an overlay)."""
    shade = pygame.Surface(banner.inflate(40, 40).size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    canvas.blit(shade, banner.inflate(40, 40))
    theme.draw_panel(
        canvas,
        banner,
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
        center=(banner.centerx, banner.y + 40),
    )
    lines = theme.wrap_text(detail, 26, banner.width - 60)
    if len(lines) > 2:  # two lines say it; a longer one ends in "..."
        lines = [lines[0], ellipsize(" ".join(lines[1:]), 26, banner.width - 60)]
    for index, line in enumerate(lines):
        theme.draw_text(
            canvas,
            line,
            26,
            theme.colour("ivory"),
            "ui",
            center=(banner.centerx, banner.y + 100 + index * 30 - (len(lines) - 1) * 15),
        )
    theme.draw_text(
        canvas,
        tr("Reconnecting... The match waits; your seat is kept."),
        28,
        theme.colour("gold_light"),
        "ui_bold",
        center=(banner.centerx, banner.y + 162),
    )
    return banner


def draw_watching(canvas: pygame.Surface, seats: int = 2) -> pygame.Rect:
    """A spectator's table of ``seats``: a tag saying so (no hand on it is this player's)."""
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
        tr("Neither hand is shown.") if seats == 2 else tr("No hand is shown."),
        24,
        theme.colour("muted"),
        "ui",
        center=(WATCHING.centerx, WATCHING.y + 68),
    )
    return WATCHING


def plate_rows(shown) -> dict[int, tuple[int, int, int]]:
    """Each compact plate's lower row as the table drew it (``shown``: the table's last
    HudFrame, None before the first): where its dealer mark and game line end, its top and
    height. The presence pill goes right of them."""
    if shown is None:
        return {}
    top, height = seat_panels.COMPACT_ROW
    return {
        plate.seat: (
            plate.rect[0]
            + seat_panels.compact_row_end(plate.rect[2], plate.dealer, plate.koikoi, plate.tag),
            plate.rect[1] + top,
            height,
        )
        for plate in shown.plates
        if plate.compact
    }
