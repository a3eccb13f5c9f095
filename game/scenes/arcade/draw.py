"""Drawing helpers shared by the arcade scenes: portraits, wrapped lines, level badges, coins.

Portraits are the SVGs in assets/portraits/ (or next to a user stage file), rasterised at the
size shown and cached; a missing or unreadable file gives a drawn silhouette instead.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

import pygame

from game.arcade.stages import Stage
from game.engine import games
from game.engine.spec import LengthUnit
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.ui import theme

logger = logging.getLogger(__name__)

CANVAS_SIZE = (1920, 1080)
LEVEL_COLOURS: dict[str, tuple[int, int, int]] = {
    "easy": (96, 168, 96),
    "normal": (214, 150, 60),
    "expert": (214, 58, 38),
}
LEVEL_LABELS: dict[str, str] = {
    "beginner": tr_later("BEGINNER"),
    "easy": tr_later("EASY"),
    "normal": tr_later("NORMAL"),
    "expert": tr_later("EXPERT"),
}
CHARACTER_CONTEXT = "arcade character"  # the context of levels/*.toml's opponent texts


def character(text: str) -> str:
    """An arcade character's name, title or line (levels/*.toml) in the language in force."""
    return tr_ctx(CHARACTER_CONTEXT, text) if text else text


def quoted(line: str) -> str:
    """A character's line in the language's quotation marks."""
    return tr("\u201c{line}\u201d", line=character(line))


def portrait(stage: Stage, size: tuple[int, int]) -> pygame.Surface:
    """The stage's portrait scaled to ``size`` (a silhouette when there is none)."""
    path = str(stage.portrait_path) if stage.portrait_path else ""
    return _portrait(path, character(stage.opponent.name)[:1] or "?", size)


def expression(stage: Stage, mood: str, size: tuple[int, int]) -> pygame.Surface:
    """The stage's portrait wearing ``mood`` (``expressions/NAME-MOOD.svg`` beside the
    portrait); the neutral portrait when that file is missing or unreadable."""
    if stage.portrait_path is not None and mood != "neutral":
        name = stage.opponent.portrait
        path = stage.portrait_path.parent / "expressions" / f"{name}-{mood}.svg"
        face = _expression(str(path), size)
        if face is not None:
            return face
    return portrait(stage, size)


@lru_cache(maxsize=128)
def _expression(path: str, size: tuple[int, int]) -> pygame.Surface | None:
    if not Path(path).is_file():
        return None
    try:
        return pygame.image.load_sized_svg(path, size)
    except (pygame.error, OSError, ValueError) as error:
        logger.warning("expression %s unreadable: %s", path, error)
        return None


@lru_cache(maxsize=64)
def _portrait(path: str, initial: str, size: tuple[int, int]) -> pygame.Surface:
    if path and Path(path).is_file():
        try:
            return pygame.image.load_sized_svg(path, size)
        except (pygame.error, OSError, ValueError) as error:
            logger.warning("portrait %s unreadable: %s", path, error)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    width, height = size
    surface.fill((*theme.colour("lacquer_light"), 255))
    pygame.draw.circle(surface, theme.colour("disabled"), (width // 2, height * 2 // 5), width // 4)
    pygame.draw.ellipse(
        surface,
        theme.colour("disabled"),
        (width // 8, height * 2 // 3, width * 3 // 4, height * 2 // 3),
    )
    theme.draw_text(
        surface,
        initial,
        max(12, width // 4),
        theme.colour("ivory"),
        "ui_bold",
        center=(width // 2, height * 2 // 5),
    )
    return surface


def framed_portrait(
    canvas: pygame.Surface,
    stage: Stage,
    rect: pygame.Rect,
    *,
    dim: bool = False,
    beaten: bool = False,
    border: tuple[int, int, int] | None = None,
) -> None:
    """The stage's portrait in a gold frame: ``dim`` darkens it (unavailable, run over);
    ``beaten`` turns it to greyscale, the character still recognisable."""
    image = portrait(stage, rect.size)
    if beaten:
        image = pygame.transform.grayscale(image)
    elif dim:
        image = image.copy()
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((10, 6, 6, 170))
        image.blit(shade, (0, 0))
    canvas.blit(image, rect)
    pygame.draw.rect(canvas, border or theme.colour("gold"), rect, 3, border_radius=4)


def draw_wrapped(
    canvas: pygame.Surface,
    content: str,
    size: int,
    colour_value,
    *,
    topleft: tuple[int, int],
    width: int,
    family: str = "ui",
    line_gap: int = 6,
    max_lines: int = 6,
) -> int:
    """Draw text wrapped to ``width``; returns the y below the last line."""
    x, y = topleft
    lines = theme.wrap_text(content, size, width, family)[:max_lines]
    for line in lines:
        rect = theme.draw_text(canvas, line, size, colour_value, family, topleft=(x, y))
        y = rect.bottom + line_gap
    return y


def level_badge(
    canvas: pygame.Surface, level: str, *, midleft: tuple[int, int], size: int = 24
) -> pygame.Rect:
    shown = tr(LEVEL_LABELS[level]) if level in LEVEL_LABELS else level.upper()
    label = theme.text(shown, size, theme.colour("ivory"), "ui_bold")
    rect = label.get_rect().inflate(22, 8)
    rect.midleft = midleft
    pygame.draw.rect(
        canvas,
        LEVEL_COLOURS.get(level, theme.colour("disabled")),
        rect,
        border_radius=rect.height // 2,
    )
    canvas.blit(label, label.get_rect(center=rect.center))
    return rect


def draw_credits(
    canvas: pygame.Surface, credits: int, total: int, *, topleft: tuple[int, int], radius: int = 16
) -> None:
    """Coins: gold for credits left, hollow for spent ones."""
    x, y = topleft
    for index in range(total):
        centre = (x + radius + index * (radius * 2 + 12), y + radius)
        if index < credits:
            pygame.draw.circle(canvas, theme.colour("gold"), centre, radius)
            pygame.draw.circle(canvas, theme.colour("gold_light"), centre, radius - 5, 2)
            pygame.draw.rect(
                canvas, theme.colour("gold_dark"), (centre[0] - 4, centre[1] - 4, 8, 8)
            )
        else:
            pygame.draw.circle(canvas, theme.colour("disabled"), centre, radius, 3)


def preset_name(preset: str) -> str:
    """A preset's name as the setup screens show it, in the language in force ("Classic", not
    the preset's file id "seed003")."""
    from game.scenes.menus.setup_rows import PRESETS, preset_title
    from game.scenes.menus.table_setup import preset_label

    return preset_title(preset) if preset in dict(PRESETS) else preset_label(preset)


def rules_summary(stage: Stage, overrides: dict | None = None) -> str:
    """ "Mobile rules, 3 months, to 50 points" for the versus screen (with the run's
    overrides, e.g. the short mode's month cap)."""
    try:
        rules = stage.rules(overrides)
    except Exception:  # noqa: BLE001 - an unavailable stage has no rules to show
        return tr("{preset} rules", preset=preset_name(stage.preset))
    if not stage.is_koikoi:
        return table_game_summary(stage, rules)
    parts = [
        tr("{preset} rules", preset=preset_name(stage.preset)),
        tr_n("{count} month", "{count} months", rules.months),
    ]
    if rules.target_score:
        parts.append(tr_n("to {count} point", "to {count} points", rules.target_score))
    if rules.start_score:
        parts.append(
            tr_n("{count} point each to start", "{count} points each to start", rules.start_score)
        )
    return tr(", ").join(parts)


def table_game_summary(stage: Stage, rules) -> str:
    """ "Roppyakken, 3 players, Shiragiku rules, first to 3 won games"."""
    title = tr_ctx("game title", games.game_title(stage.game)[0])
    parts = [
        title,
        tr_n("{count} player", "{count} players", stage.seats),
        tr("{preset} rules", preset=preset_name(stage.preset)),
    ]
    spec = games.spec(stage.game)
    length = getattr(rules, spec.length_key)
    if spec.length_unit is LengthUnit.WON_GAMES:
        parts.append(tr_n("first to {count} won game", "first to {count} won games", length))
    elif spec.length_unit is LengthUnit.MONTHS:
        parts.append(tr_n("{count} month", "{count} months", length))
    else:
        parts.append(tr_n("{count} round", "{count} rounds", length))
    return tr(", ").join(parts)


def format_score(value: int) -> str:
    return f"{value:,}"


def dim_canvas(canvas: pygame.Surface, alpha: int = 170) -> None:
    shade = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    shade.fill((8, 4, 4, alpha))
    canvas.blit(shade, (0, 0))


def draw_footer(canvas: pygame.Surface, context, pairs: list[tuple[str, str]]) -> None:
    """Footer band with (action name, meaning) prompts for the device used last."""
    from game.ui.prompts import draw_prompts

    canvas.blit(theme.footer_band(CANVAS_SIZE), (0, CANVAS_SIZE[1] - theme.FOOTER_HEIGHT))
    input_manager = getattr(context, "input", None)
    prompts = []
    for name, meaning in pairs:
        label = input_manager.prompt(name) if input_manager is not None else name.title()
        if label:
            prompts.append((label, tr(meaning)))
    if prompts:
        draw_prompts(canvas, prompts, right=1880, centre_y=1044)


def draw_heading(canvas: pygame.Surface, title: str, subtitle_ja: str = "") -> pygame.Rect:
    rect = theme.draw_shadowed_text(
        canvas, title, 72, theme.colour("gold_light"), "ui_bold", midleft=(120, 90)
    )
    if subtitle_ja:
        theme.draw_text(
            canvas,
            subtitle_ja,
            40,
            theme.colour("vermilion"),
            "jp",
            midleft=(rect.right + 28, rect.centery + 4),
        )
    pygame.draw.line(canvas, theme.colour("gold"), (120, 140), (max(900, rect.right + 240), 140), 3)
    return rect
