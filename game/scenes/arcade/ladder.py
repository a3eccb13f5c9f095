"""The arcade ladder scene: the map of opponents, the run panel, and the arcade flow.

Flow: the map (this scene) -> Confirm -> versus intro (arcade_versus) -> the table match ->
back here with the stage result; a loss pushes the CONTINUE countdown (arcade_continue); a
finished run with a good score pushes the initials entry (arcade_initials); then Confirm goes
to the stats scene. Unavailable stage files are listed greyed out with the file name and
the problem. All rules of the run live in game.arcade (ArcadeSession); this scene only
shows them and forwards choices.

Each match started here carries the run (:meth:`LadderScene.save_context`) into the autosave,
so title -> Continue brings the run back around an interrupted match (game.arcade.resume).
:func:`short_ladder` is the same ladder, every match at most 3 months, with its own high
score table. The other screens of the flow are opened by name (game.wiring).
"""

from __future__ import annotations

import logging

import pygame

from game.arcade.ladder import (
    CLEARED,
    CONTINUE,
    DEFAULT_CREDITS,
    GAME_OVER,
    RunError,
    SavedRunError,
)
from game.arcade.launch import launch_match, resume_match
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import ArcadeSession, MatchReport, mode_title
from game.arcade.stages import Stage, load_ladder
from game.core.scenes import Scene, SceneContext
from game.engine import games
from game.i18n import is_cjk, tr, tr_later
from game.input import actions as act
from game.scenes.arcade import draw
from game.ui import theme

logger = logging.getLogger(__name__)

RUNG_HEIGHT = 80
RUNG_GAP = 8
VISIBLE_RUNGS = 9
SAVE_VERSION = 1
UNLOCKED_SENTENCES = {
    "card_back": tr_later('Unlocked: Card back "{name}"'),
    "table_theme": tr_later('Unlocked: Table "{name}"'),
    "flourish": tr_later('Unlocked: Flourish "{name}"'),
    "opponent": tr_later('Unlocked: Opponent "{name}"'),
}
UNLOCKED_LINES = {
    "card_back": tr_later("Unlocked card back: {name}"),
    "table_theme": tr_later("Unlocked table: {name}"),
    "flourish": tr_later("Unlocked flourish: {name}"),
    "opponent": tr_later("Unlocked opponent: {name}"),
}


class LadderScene(Scene):
    """One arcade run from stage 1 (built fresh each time the factory is called)."""

    name = "arcade"

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        stages: list[Stage] | None = None,
        store: ProfileStore | None = None,
        credits: int = DEFAULT_CREDITS,
        extra_overrides: dict | None = None,
        seed: int | None = None,
        mode: str = "arcade",
        saved: dict | None = None,
        game: str = games.KOIKOI,
    ) -> None:
        """``saved``: a run saved with its match (:meth:`save_context`) to go on with;
        ``game``: whose ladder (each game has its own stages)."""
        super().__init__(context)
        if isinstance(saved, dict) and isinstance(saved.get("game"), str):
            game = saved["game"]
        self.game = game
        self.all_stages = stages if stages is not None else load_ladder(game=game)
        self.store = store if store is not None else ProfileStore().load()
        self.credits_total = credits
        self.seed = seed
        self.match_count = 0
        self.time = 0.0
        self.report: MatchReport | None = None
        self.problem: str | None = None
        self.session: ArcadeSession | None = None
        # (state, autosave session, seed, table look) of a match to resume
        self.pending_match: tuple | None = None
        try:
            if saved is not None:
                self._restore(saved)
            else:
                self.session = ArcadeSession(
                    self.all_stages,
                    self.store,
                    credits=credits,
                    extra_overrides=extra_overrides,
                    mode=mode,
                )
        except RunError as error:
            self.problem = str(error)

    def _restore(self, saved: dict) -> None:
        """SavedRunError when ``saved`` is malformed or does not fit today's ladder."""
        if not isinstance(saved, dict) or saved.get("version") != SAVE_VERSION:
            raise SavedRunError("unknown saved run version")
        seed, count, total = saved.get("seed"), saved.get("match_count"), saved.get("credits")
        if (
            (seed is not None and not isinstance(seed, int))
            or not isinstance(count, int)
            or not isinstance(total, int)
        ):
            raise SavedRunError("saved run: bad seed, match count or credits")
        self.session = ArcadeSession.resume(self.all_stages, self.store, saved.get("session"))
        self.seed, self.match_count, self.credits_total = seed, count, total

    def save_context(self) -> dict:
        """What the autosave keeps so Continue on the title brings this run back."""
        assert self.session is not None
        return {
            "version": SAVE_VERSION,
            "session": self.session.to_dict(),
            "seed": self.seed,
            "match_count": self.match_count,
            "credits": self.credits_total,
            "game": self.game,
        }

    # -- lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        if self.store.warning:
            self._notify(self.store.warning)
        if self.pending_match is not None and self.session is not None:
            state, saved_session, seed, look = self.pending_match
            self.pending_match = None
            match = self.session.stage_match(seed=seed)
            self.stack.push(
                resume_match(
                    self.context,
                    match,
                    state,
                    saved_session,
                    self.on_match_result,
                    self.save_context(),
                    look=look,
                )
            )

    def _notify(self, message: str) -> None:
        self.context.services.notify(message)

    # -- flow ------------------------------------------------------------------------
    @property
    def run(self):
        return self.session.run if self.session else None

    def handle_action(self, action: act.Action) -> bool:
        if action.name in (act.CONFIRM, act.CLICK):
            self.advance()
            return True
        if action.name == act.BACK:
            self.context.play_sound("menu_back")
            self.stack.pop()
            return True
        return False

    def advance(self) -> None:
        """Confirm on the map: fight the next stage, or leave a finished run for the stats."""
        if self.session is None:
            self.stack.pop()
            return
        run = self.session.run
        if run.over:
            if self.session.needs_initials:
                self.push_initials()
            else:
                self.stack.replace(
                    self.context.make_scene(
                        "arcade_stats", store=self.store, mode=self.session.mode
                    )
                )
            return
        if run.state == CONTINUE:
            self.push_continue()
            return
        self.context.play_sound("menu_confirm")
        self.stack.push(
            self.context.make_scene(
                "arcade_versus",
                stage=run.current_stage,
                stage_number=run.stage_number,
                stage_count=len(run.stages),
                run_score=run.score,
                on_start=self.start_match,
                overrides=self.session.stage_match().extra_overrides,
            )
        )

    def start_match(self) -> None:
        """Called by the versus scene (which pops itself first)."""
        self.match_count += 1
        seed = None if self.seed is None else self.seed + self.match_count
        launch_match(
            self.context,
            self.session.stage_match(seed=seed),
            self.on_match_result,
            self.save_context(),
        )

    def on_match_result(self, result: MatchResult) -> None:
        self.report = self.session.finish_match(result)
        for kind, name in self.report.unlocked:
            self._notify(tr(UNLOCKED_SENTENCES.get(kind, "{name}"), name=name))
        if self.session.run.state == CONTINUE:
            self.push_continue()
        elif self.session.needs_initials:
            self.push_initials()

    def push_continue(self) -> None:
        self.stack.push(
            self.context.make_scene(
                "arcade_continue", session=self.session, credits_total=self.credits_total
            )
        )

    def push_initials(self) -> None:
        self.stack.push(self.context.make_scene("arcade_initials", session=self.session))

    def update(self, dt: float) -> None:
        self.time += dt

    # -- drawing ---------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.backdrop(draw.CANVAS_SIZE), (0, 0))
        title = mode_title(self.session.mode).upper() if self.session else tr("ARCADE")
        draw.draw_heading(canvas, title, "" if is_cjk() else "アーケード")
        if self.session is None:
            theme.draw_text(
                canvas,
                self.problem or tr("No stages."),
                36,
                theme.colour("ivory"),
                "ui",
                topleft=(120, 200),
            )
        else:
            self.draw_rungs(canvas)
            self.draw_run_panel(canvas)
        self.draw_footer(canvas)

    def rung_window(self) -> list[Stage]:
        """Up to VISIBLE_RUNGS stages around the current one (the ladder may be longer)."""
        stages = self.all_stages
        if len(stages) <= VISIBLE_RUNGS:
            return stages
        current = self.run.current_stage
        index = stages.index(current) if current in stages else 0
        start = max(0, min(len(stages) - VISIBLE_RUNGS, index - VISIBLE_RUNGS // 2))
        return stages[start : start + VISIBLE_RUNGS]

    def draw_rungs(self, canvas: pygame.Surface) -> None:
        run = self.run
        window = self.rung_window()
        beaten = set(run.beaten_stage_ids())
        bottom = 990
        spine_x = 150
        pygame.draw.line(
            canvas,
            theme.colour("gold_dark"),
            (spine_x, bottom - 20),
            (spine_x, bottom - len(window) * (RUNG_HEIGHT + RUNG_GAP)),
            6,
        )
        for slot, stage in enumerate(window):
            rect = pygame.Rect(
                spine_x + 40, bottom - (slot + 1) * (RUNG_HEIGHT + RUNG_GAP), 820, RUNG_HEIGHT
            )
            self.draw_rung(
                canvas,
                stage,
                rect,
                current=stage is run.current_stage and not run.over,
                beaten=stage.stage_id in beaten,
            )
            pygame.draw.circle(
                canvas,
                theme.colour("gold") if stage.available else theme.colour("disabled"),
                (spine_x, rect.centery),
                12,
            )
            pygame.draw.line(
                canvas,
                theme.colour("gold_dark"),
                (spine_x + 12, rect.centery),
                (rect.x, rect.centery),
                3,
            )

    def draw_rung(
        self,
        canvas: pygame.Surface,
        stage: Stage,
        rect: pygame.Rect,
        *,
        current: bool,
        beaten: bool,
    ) -> None:
        if current:
            theme.draw_glow(canvas, rect, theme.colour("vermilion"), spread=12, strength=140)
        fill = theme.colour("panel_focus") if current else theme.colour("panel")
        theme.draw_panel(
            canvas,
            rect,
            fill=fill if stage.available else theme.colour("lacquer"),
            border=theme.colour("gold_light") if current else None,
            radius=10,
            border_width=2,
            inner_line=False,
        )
        thumb = pygame.Rect(rect.x + 8, rect.y + 6, 54, RUNG_HEIGHT - 12)
        if not stage.available:
            draw.framed_portrait(canvas, stage, thumb, dim=True, border=theme.colour("disabled"))
            theme.draw_text(
                canvas,
                tr("{file} - unavailable", file=stage.file_name),
                26,
                theme.colour("muted"),
                "ui_bold",
                topleft=(thumb.right + 16, rect.y + 8),
            )
            problem = stage.problems[0] if stage.problems else ""
            if len(problem) > 78:
                problem = problem[:75] + "..."
            theme.draw_text(
                canvas,
                problem,
                20,
                theme.colour("disabled"),
                "ui",
                topleft=(thumb.right + 16, rect.y + 44),
            )
            return
        draw.framed_portrait(canvas, stage, thumb, beaten=beaten and not current)
        name_colour = theme.colour("ivory") if not beaten else theme.colour("muted")
        # placed by their centres: CJK lines are taller than Lato's at the same size
        theme.draw_text(
            canvas,
            draw.character(stage.opponent.name),
            30,
            name_colour,
            "ui_bold",
            midleft=(thumb.right + 16, rect.y + 25),
        )
        theme.draw_text(
            canvas,
            draw.character(stage.opponent.title),
            22,
            theme.colour("gold"),
            "ui",
            midleft=(thumb.right + 16, rect.y + 60),
        )
        badge = draw.level_badge(canvas, stage.level, midleft=(rect.right - 270, rect.centery))
        if stage.boss:
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
            pygame.draw.rect(
                canvas, theme.colour("ivory"), seal.inflate(-10, -10), 2, border_radius=6
            )
            theme.draw_text(
                canvas, tr("WON"), 24, theme.colour("ivory"), "ui_bold", center=seal.center
            )

    def draw_run_panel(self, canvas: pygame.Surface) -> None:
        run = self.run
        panel = pygame.Rect(1060, 60, 760, 930)
        theme.draw_panel(canvas, panel, radius=20)
        x = panel.x + 40
        stage = run.current_stage
        if run.state == CLEARED:
            headline = tr("LADDER CLEARED!")
        elif run.state == GAME_OVER:
            headline = tr("GAME OVER")
        else:
            headline = tr(
                "STAGE {number} / {count}", number=run.stage_number, count=len(run.stages)
            )
        theme.draw_shadowed_text(
            canvas, headline, 52, theme.colour("gold_light"), "ui_bold", topleft=(x, panel.y + 30)
        )
        portrait_rect = pygame.Rect(x, panel.y + 110, 240, 300)
        draw.framed_portrait(canvas, stage, portrait_rect, dim=run.over)
        info_x = portrait_rect.right + 30
        y = draw.draw_wrapped(
            canvas,
            draw.character(stage.opponent.name),
            36,
            theme.colour("ivory"),
            topleft=(info_x, portrait_rect.y),
            width=panel.right - info_x - 30,
            family="ui_bold",
            max_lines=2,
        )
        y = draw.draw_wrapped(
            canvas,
            draw.character(stage.opponent.title),
            26,
            theme.colour("gold"),
            topleft=(info_x, y + 4),
            width=panel.right - info_x - 30,
            max_lines=2,
        )
        draw.level_badge(canvas, stage.level, midleft=(info_x, y + 30))
        overrides = None if run.over else self.session.stage_match().extra_overrides
        draw.draw_wrapped(
            canvas,
            draw.rules_summary(stage, overrides),
            24,
            theme.colour("muted"),
            topleft=(info_x, y + 62),
            width=panel.right - info_x - 30,
            max_lines=3,
        )
        y = portrait_rect.bottom + 30
        theme.draw_text(canvas, tr("SCORE"), 28, theme.colour("muted"), "ui_bold", topleft=(x, y))
        theme.draw_text(
            canvas,
            draw.format_score(run.score),
            56,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(x, y + 30),
        )
        theme.draw_text(
            canvas, tr("CREDITS"), 28, theme.colour("muted"), "ui_bold", topleft=(x + 420, y)
        )
        draw.draw_credits(canvas, run.credits, self.credits_total, topleft=(x + 420, y + 40))
        theme.draw_text(
            canvas,
            tr("Ranking points: {points}", points=self.store.profile.ranking_points),
            26,
            theme.colour("ivory"),
            "ui",
            topleft=(x, y + 110),
        )
        self.draw_report(canvas, pygame.Rect(x, y + 160, panel.width - 80, panel.bottom - y - 190))

    def draw_report(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        report = self.report
        if report is None or report.outcome is None:
            draw.draw_wrapped(
                canvas,
                tr("Win a match to climb. Lose, and you may CONTINUE while credits last."),
                26,
                theme.colour("muted"),
                topleft=area.topleft,
                width=area.width,
            )
            return
        outcome = report.outcome
        stage = next((s for s in self.all_stages if s.stage_id == outcome.stage_id), None)
        result = outcome.result
        if outcome.won:
            verdict = tr("Victory")
        elif result.player_score == result.cpu_score:
            verdict = tr("Draw - no advance")
        else:
            verdict = tr("Defeat")
        theme.draw_text(
            canvas,
            tr(
                "{verdict}  {player} - {cpu}",
                verdict=verdict,
                player=result.player_score,
                cpu=result.cpu_score,
            ),
            32,
            theme.colour("gold_light" if outcome.won else "vermilion"),
            "ui_bold",
            topleft=area.topleft,
        )
        y = area.y + 44
        if stage is not None:
            line = stage.opponent.defeat if outcome.won else stage.opponent.victory
            y = (
                draw.draw_wrapped(
                    canvas,
                    draw.quoted(line),
                    24,
                    theme.colour("ivory"),
                    topleft=(area.x, y),
                    width=area.width,
                    max_lines=3,
                )
                + 6
            )
        for score_line in outcome.score.lines:
            theme.draw_text(
                canvas, tr(score_line.label), 24, theme.colour("muted"), "ui", topleft=(area.x, y)
            )
            theme.draw_text(
                canvas,
                f"+{draw.format_score(score_line.points)}",
                24,
                theme.colour("ivory"),
                "ui_bold",
                topright=(area.right, y),
            )
            y += 32
        if report.ranking_points:
            theme.draw_text(
                canvas,
                tr("Ranking points +{points}", points=report.ranking_points),
                24,
                theme.colour("gold"),
                "ui_bold",
                topleft=(area.x, y),
            )
            y += 32
        for kind, name in report.unlocked:
            theme.draw_text(
                canvas,
                tr(UNLOCKED_LINES.get(kind, "{name}"), name=name),
                24,
                theme.colour("gold_light"),
                "ui_bold",
                topleft=(area.x, y),
            )
            y += 32

    def draw_footer(self, canvas: pygame.Surface) -> None:
        if self.session is None or self.run.over:
            meaning = tr_later("Records") if self.session else tr_later("Back")
        elif self.run.state == CONTINUE:
            meaning = tr_later("Continue?")
        else:
            meaning = tr_later("Fight")
        draw.draw_footer(
            canvas, self.context, [(act.CONFIRM, meaning), (act.BACK, tr_later("Leave"))]
        )


def short_ladder(context: SceneContext, **options) -> LadderScene:
    """The short arcade: the same ladder, every match at most 3 months."""
    return LadderScene(context, **{"mode": "arcade_short", **options})
