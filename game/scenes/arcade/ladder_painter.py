"""Drawing the arcade ladder from a frozen LadderFrame (game.scenes.arcade.ladder_frame): the
heading, the rungs on their spine, the run panel with the last match's report, the footer.
The painter reads the frame and, for the footer's key prompts, the input device in use."""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.scenes.arcade import draw
from game.scenes.arcade.ladder_frame import (
    LADDER_BOTTOM,
    RUNG_GAP,
    RUNG_HEIGHT,
    SPINE_X,
    LadderFrame,
    Report,
    Rung,
    RunPanel,
)
from game.ui import theme

PANEL_RECT = (1060, 60, 760, 930)


def paint_ladder(canvas: pygame.Surface, frame: LadderFrame, context) -> None:
    """Draw ``frame``; ``context`` gives the footer the keys of the device used last."""
    canvas.blit(theme.backdrop(draw.CANVAS_SIZE), (0, 0))
    draw.draw_heading(canvas, frame.title, frame.subtitle)
    if frame.panel is None:
        theme.draw_text(canvas, frame.problem, 36, theme.colour("ivory"), "ui", topleft=(120, 200))
    else:
        paint_rungs(canvas, frame.rungs)
        paint_run_panel(canvas, frame.panel)
    draw.draw_footer(canvas, context, list(frame.footer))


def paint_rungs(canvas: pygame.Surface, rungs: tuple[Rung, ...]) -> None:
    pygame.draw.line(
        canvas,
        theme.colour("gold_dark"),
        (SPINE_X, LADDER_BOTTOM - 20),
        (SPINE_X, LADDER_BOTTOM - len(rungs) * (RUNG_HEIGHT + RUNG_GAP)),
        6,
    )
    for rung in rungs:
        rect = pygame.Rect(rung.rect)
        paint_rung(canvas, rung, rect)
        pygame.draw.circle(
            canvas,
            theme.colour("gold") if rung.available else theme.colour("disabled"),
            (SPINE_X, rect.centery),
            12,
        )
        pygame.draw.line(
            canvas,
            theme.colour("gold_dark"),
            (SPINE_X + 12, rect.centery),
            (rect.x, rect.centery),
            3,
        )


def paint_rung(canvas: pygame.Surface, rung: Rung, rect: pygame.Rect) -> None:
    current = rung.current
    if current:
        theme.draw_glow(canvas, rect, theme.colour("vermilion"), spread=12, strength=140)
    fill = theme.colour("panel_focus") if current else theme.colour("panel")
    theme.draw_panel(
        canvas,
        rect,
        fill=fill if rung.available else theme.colour("lacquer"),
        border=theme.colour("gold_light") if current else None,
        radius=10,
        border_width=2,
        inner_line=False,
    )
    thumb = pygame.Rect(rect.x + 8, rect.y + 6, 54, RUNG_HEIGHT - 12)
    text_x = thumb.right + 16
    if not rung.available:
        draw.framed_portrait(canvas, rung.stage, thumb, dim=True, border=theme.colour("disabled"))
        theme.draw_text(
            canvas, rung.name, 26, theme.colour("muted"), "ui_bold", topleft=(text_x, rect.y + 8)
        )
        theme.draw_text(
            canvas, rung.title, 20, theme.colour("disabled"), "ui", topleft=(text_x, rect.y + 44)
        )
        return
    beaten = rung.beaten
    draw.framed_portrait(canvas, rung.stage, thumb, beaten=beaten and not current)
    name_colour = theme.colour("ivory") if not beaten else theme.colour("muted")
    # placed by their centres: CJK lines are taller than Lato's at the same size
    theme.draw_text(canvas, rung.name, 30, name_colour, "ui_bold", midleft=(text_x, rect.y + 25))
    theme.draw_text(
        canvas, rung.title, 22, theme.colour("gold"), "ui", midleft=(text_x, rect.y + 60)
    )
    badge = draw.level_badge(canvas, rung.level, midleft=(rect.right - 270, rect.centery))
    if rung.boss:
        theme.draw_text(
            canvas,
            tr("BOSS"),
            24,
            theme.colour("vermilion"),
            "ui_bold",
            midleft=(badge.right + 14, rect.centery),
        )
    if beaten:
        seal = pygame.Rect(0, 0, 84, 56)
        seal.center = (rect.right - 58, rect.centery)
        pygame.draw.rect(canvas, theme.colour("vermilion"), seal, border_radius=10)
        pygame.draw.rect(canvas, theme.colour("ivory"), seal.inflate(-10, -10), 2, border_radius=6)
        theme.draw_text(canvas, tr("WON"), 24, theme.colour("ivory"), "ui_bold", center=seal.center)


def paint_run_panel(canvas: pygame.Surface, panel: RunPanel) -> None:
    area = pygame.Rect(PANEL_RECT)
    theme.draw_panel(canvas, area, radius=20)
    x = area.x + 40
    theme.draw_shadowed_text(
        canvas, panel.headline, 52, theme.colour("gold_light"), "ui_bold", topleft=(x, area.y + 30)
    )
    portrait_rect = pygame.Rect(x, area.y + 110, 240, 300)
    draw.framed_portrait(canvas, panel.stage, portrait_rect, dim=panel.over)
    info_x = portrait_rect.right + 30
    info_width = area.right - info_x - 30
    y = draw.draw_wrapped(
        canvas,
        panel.name,
        36,
        theme.colour("ivory"),
        topleft=(info_x, portrait_rect.y),
        width=info_width,
        family="ui_bold",
        max_lines=2,
    )
    y = draw.draw_wrapped(
        canvas,
        panel.title,
        26,
        theme.colour("gold"),
        topleft=(info_x, y + 4),
        width=info_width,
        max_lines=2,
    )
    draw.level_badge(canvas, panel.level, midleft=(info_x, y + 30))
    draw.draw_wrapped(
        canvas,
        panel.rules,
        24,
        theme.colour("muted"),
        topleft=(info_x, y + 62),
        width=info_width,
        max_lines=3,
    )
    y = portrait_rect.bottom + 30
    theme.draw_text(canvas, tr("SCORE"), 28, theme.colour("muted"), "ui_bold", topleft=(x, y))
    theme.draw_text(
        canvas, panel.score, 56, theme.colour("gold_light"), "ui_bold", topleft=(x, y + 30)
    )
    theme.draw_text(
        canvas, tr("CREDITS"), 28, theme.colour("muted"), "ui_bold", topleft=(x + 420, y)
    )
    draw.draw_credits(canvas, panel.credits, panel.credits_total, topleft=(x + 420, y + 40))
    theme.draw_text(canvas, panel.ranking, 26, theme.colour("ivory"), "ui", topleft=(x, y + 110))
    report_area = pygame.Rect(x, y + 160, area.width - 80, area.bottom - y - 190)
    if panel.report is None:
        draw.draw_wrapped(
            canvas,
            panel.advice,
            26,
            theme.colour("muted"),
            topleft=report_area.topleft,
            width=report_area.width,
        )
    else:
        paint_report(canvas, panel.report, report_area)


def paint_report(canvas: pygame.Surface, report: Report, area: pygame.Rect) -> None:
    theme.draw_text(
        canvas,
        report.headline,
        32,
        theme.colour("gold_light" if report.won else "vermilion"),
        "ui_bold",
        topleft=area.topleft,
    )
    y = area.y + 44
    if report.quote:
        y = (
            draw.draw_wrapped(
                canvas,
                report.quote,
                24,
                theme.colour("ivory"),
                topleft=(area.x, y),
                width=area.width,
                max_lines=3,
            )
            + 6
        )
    for label, points in report.score_lines:
        theme.draw_text(canvas, label, 24, theme.colour("muted"), "ui", topleft=(area.x, y))
        theme.draw_text(
            canvas, points, 24, theme.colour("ivory"), "ui_bold", topright=(area.right, y)
        )
        y += 32
    lines = ((report.ranking_points, "gold"),) if report.ranking_points else ()
    lines += tuple((line, "gold_light") for line in report.unlocked)
    for line, colour in lines:
        theme.draw_text(canvas, line, 24, theme.colour(colour), "ui_bold", topleft=(area.x, y))
        y += 32
