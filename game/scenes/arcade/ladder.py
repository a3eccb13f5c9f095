"""The arcade ladder scene: the map of opponents, the run panel, and the arcade flow.

Flow: the map (this scene) -> Confirm -> versus intro (arcade_versus) -> the table match ->
back here with the stage result; a loss pushes the CONTINUE countdown (arcade_continue); a
finished run with a good score pushes the initials entry (arcade_initials); then Confirm goes
to the stats scene. Unavailable stage files are listed greyed out with the file name and
the problem. All rules of the run live in game.arcade (ArcadeSession); this scene only
shows them and forwards choices. What it shows is a frozen frame built from the run
(game.scenes.arcade.ladder_frame), drawn by the painter (game.scenes.arcade.ladder_painter).

Each match started here carries the run (:meth:`LadderScene.save_context`) into the autosave,
so title -> Continue brings the run back around an interrupted match (game.arcade.resume).
:func:`short_ladder` is the same ladder, every match at most 3 months, with its own high
score table. The other screens of the flow are opened by name (game.wiring).
"""

from __future__ import annotations

import logging

import pygame

from game.arcade.ladder import CONTINUE, DEFAULT_CREDITS, RunError, SavedRunError
from game.arcade.launch import launch_match, resume_match
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import ArcadeSession, MatchReport
from game.arcade.stage_files import load_ladder
from game.arcade.stages import Stage
from game.core.scenes import Scene, SceneContext
from game.engine import games
from game.i18n import tr, tr_later
from game.input import actions as act
from game.scenes.arcade.ladder_frame import LadderFrame, ladder_frame, rung_window
from game.scenes.arcade.ladder_painter import paint_ladder
from game.view import unlocks

logger = logging.getLogger(__name__)

SAVE_VERSION = 1
UNLOCKED_SENTENCES = {
    "card_back": tr_later('Unlocked: Card back "{name}"'),
    "table_theme": tr_later('Unlocked: Table "{name}"'),
    "flourish": tr_later('Unlocked: Flourish "{name}"'),
    "opponent": tr_later('Unlocked: Opponent "{name}"'),
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
            if kind in unlocks.STYLES:  # a card back or cloth: by its name, as Options shows it
                name = unlocks.title_of(kind, name)
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
        paint_ladder(canvas, self.frame(), self.context)

    def frame(self) -> LadderFrame:
        """What the ladder shows now, as one frozen value."""
        return ladder_frame(
            self.session,
            self.all_stages,
            self.report,
            self.problem,
            self.credits_total,
            self.store.profile.ranking_points,
        )

    def rung_window(self) -> list[Stage]:
        """Up to VISIBLE_RUNGS stages around the current one (the ladder may be longer)."""
        return rung_window(self.all_stages, self.run.current_stage)


def short_ladder(context: SceneContext, **options) -> LadderScene:
    """The short arcade: the same ladder, every match at most 3 months."""
    return LadderScene(context, **{"mode": "arcade_short", **options})
