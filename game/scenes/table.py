"""The table scene: one match, animated, against the CPU (or CPU vs CPU in autoplay).

Each frame: the director advances its tweens; when it is idle the scene asks the seat to
act (a CPU decision, or the human's submitted choice) through the MatchSession and feeds the
events back to the director. The human plays with keyboard, mouse or pad: selecting a hand
card lifts it and highlights the field cards of its month (cards with no match are dimmed);
confirming (or clicking it again, or clicking a highlighted field card) plays it; two
matches -> the options are highlighted and the player picks one. Any input during a CPU turn
fast-forwards its animations. Drawing lives in game.scenes.table_draw; sounds, overlays
and the yaku flourish for engine events in game.scenes.table_presentation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.scenes import Scene, SceneContext
from game.core.settings import Settings
from game.engine import actions as engine_actions
from game.engine import events as ev
from game.input import actions as act
from game.match.controllers import HumanController
from game.match.session import MatchConfig, MatchSession
from game.scenes import table_marks
from game.scenes.flourish_moments import FlourishMoments
from game.scenes.table_hint import TableHint
from game.scenes.table_presentation import EVENT_SOUNDS, TablePresentation
from game.view import preload
from game.view.director import Director, speed_for
from game.view.sprites import CardArt

__all__ = [
    "BUTTONS",
    "EVENT_SOUNDS",
    "TableScene",
    "action_code",
    "attract_config_dict",
    "make_table",
    "match_config",
    "register",
    "start_attract",
]

BUTTONS: tuple[tuple[str, str], ...] = (
    ("yaku", "Yaku list  [Y]"),
    ("tracker", "Tracker  [T]"),
    ("hint", "Hint  [H]"),
    ("menu", "Menu  [P]"),
)


class TableScene(TablePresentation, Scene):
    name = "table"

    def __init__(
        self,
        context: SceneContext | None = None,
        config: MatchConfig | None = None,
        session: MatchSession | None = None,
        *,
        attract: bool = False,
        table_theme: str = "default",
        card_back: str = "default",
        portraits: dict[int, Any] | None = None,
        on_finished: Callable[[TableScene], object] | None = None,
    ) -> None:
        """Dressing: a table theme, a card back, portraits by seat (beside the name plates);
        ``on_finished(table)`` takes over the end of the match (see docs/table.md)."""
        super().__init__(context)
        self.settings: Settings = self.context.settings or Settings()
        self.config = config or (session.config if session is not None else MatchConfig())
        self.session = session or MatchSession(self.config)
        self.attract = attract
        self.director = Director(self.config.viewer, speed_for(self.settings.animation_speed))
        self.art = CardArt(badges=self.settings.corner_badges, back_style=card_back)
        preload.queue_standard_jobs(self.settings.corner_badges)  # faces, flourish art
        self.table_theme = table_theme
        self.portraits: dict[int, Any] = dict(portraits or {})
        self.on_finished = on_finished
        self.show_tracker = self.settings.yaku_tracker
        self._tracker_setting = self.settings.yaku_tracker
        self.selected: str | None = None  # hand card lifted (human's play phase)
        self.choice: str | None = None  # focused option of a two-match choice
        self.hover: str | None = None  # hand card under the mouse pointer
        self.button_focus: int | None = None
        self.time = 0.0
        self.prompt_open = False
        self.finished = False
        self.summary_text = ""
        self.last_yaku: ev.YakuFormed | None = None
        self.last_hand_yaku: ev.HandYakuShown | None = None
        self.lift_targets: dict[str, float] = {}
        self.draw_state = None  # game.scenes.table_draw.TableDrawer (lazy)
        self.director.presenters[ev.MonthEnded] = self._present_month_end
        self.director.presenters[ev.YakuFormed] = self._present_yaku
        self.director.presenters[ev.Redealt] = self._present_redeal
        self.director.listeners.append(self._on_event)
        self.moments = FlourishMoments(self)  # finishing slash, last-month drop
        self.hint = TableHint(self)  # the Hint key's expert advice for this turn
        self.feed(self.session.initial_events)

    # -- engine driving ----------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def human(self) -> HumanController | None:
        return self.session.human_to_act()

    def human_input_phase(self) -> str | None:
        """ "play" / "take" / "decide" when the human may act now, else None."""
        if self.human() is None or not self.director.idle or self.finished:
            return None
        phase = self.state.phase
        if phase == "play":
            return "play"
        if phase in ("take_play", "take_draw"):
            return "take"
        if phase == "decide":
            return "decide"
        return None

    def enter(self) -> None:
        if self.draw_state is None:
            from game.scenes.table_draw import TableDrawer

            self.draw_state = TableDrawer(self)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.art.warming:
            self.art.warm_step(1)  # this month's faces first
        elif "idle_work" not in self.context.hooks:
            preload.run_idle_work()  # no app runs it once per frame (benchmarks, tests)
        self.director.update(dt)
        self._ease_lifts(dt)
        self.hint.update()
        if not self.director.idle:
            self._clear_marks(lifts=False)
            return
        if self.session.is_over():
            if not self.finished and self.moments.last_month_playing():
                return
            if not self.finished:
                self.finished = True
                self._finish()
            return
        phase = self.human_input_phase()
        if phase == "decide":
            human = self.human()
            if self.prompt_open:
                return
            if human is not None and human.pending is None:
                self._open_prompt()
                return
        # the CPU's presentation pause follows the animation speed (instant: none)
        events = self.session.step(dt * min(self.director.speed, 20.0))
        if events:
            self.selected = None
            self.choice = None
            self._clear_marks(lifts=False)
            self.feed(events)
            self.director.update(0.0)
            return
        self._mark_cards(phase)

    def feed(self, events: list) -> None:
        """Events to the director as this table's viewer may see them (hidden hands stay hidden)."""
        self.director.feed(ev.for_viewer(events, self.config.viewer))

    def _finish(self) -> None:
        if self.on_finished is not None:
            self.on_finished(self)
            return
        hook = self.context.hooks.get("match_finished")
        if hook is not None and hook(self) is not None:
            return
        from game.scenes.match_result import MatchResultScene

        self.stack.replace(
            MatchResultScene(
                self.context,
                self.session,
                attract=self.attract,
                month_ends=self.moments.month_ends,
            )
        )

    def _open_prompt(self) -> None:
        from game.scenes.koikoi_prompt import KoikoiPrompt

        human = self.human()
        if human is None:
            return
        self.prompt_open = True

        def decided(action) -> None:
            self.prompt_open = False
            self.hint.clear()
            human.submit(action)

        self.stack.push(KoikoiPrompt(self.context, self, self.last_yaku, decided))

    # -- highlights (game.scenes.table_marks) --------------------------------------------
    def _clear_marks(self, lifts: bool = True) -> None:
        table_marks.clear_marks(self, lifts)

    def _ease_lifts(self, dt: float) -> None:
        table_marks.ease_lifts(self, dt)

    def _matches(self, code: str) -> list[str]:
        return table_marks.field_matches(self, code)

    def _mark_cards(self, phase: str | None) -> None:
        table_marks.mark_cards(self, phase)

    def take_options(self) -> list[str]:
        return table_marks.take_options(self)

    # -- input --------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        from game.scenes import table_input

        return table_input.handle(self, action)

    def play_selected(self, code: str | None = None) -> bool:
        human = self.human()
        code = code or self.selected
        if human is None or code is None:
            return False
        action = engine_actions.play(code)
        if action not in self.state.legal_actions():
            return False
        self.hint.clear()
        human.submit(action)
        return True

    def take(self, code: str) -> bool:
        human = self.human()
        if human is None:
            return False
        action = engine_actions.take(code)
        if action not in self.state.legal_actions():
            return False
        self.hint.clear()
        human.submit(action)
        return True

    def fast_forward(self) -> None:
        self.director.skip()
        cpu = self.session.cpu_to_act()
        if cpu is not None:
            cpu.hurry()

    def request_hint(self) -> bool:
        """The Hint key / button: rate the human's moves (False when it is not their turn)."""
        return self.hint.request()

    def toggle_tracker(self) -> None:
        self.show_tracker = not self.show_tracker

    def set_badges(self, on: bool) -> None:
        self.art.set_badges(on)

    def resume(self) -> None:
        # options may have changed while paused
        self.director.speed = speed_for(self.settings.animation_speed)
        self.art.set_badges(self.settings.corner_badges)
        if self.settings.yaku_tracker != self._tracker_setting:
            self._tracker_setting = self.settings.yaku_tracker
            self.show_tracker = self._tracker_setting

    # -- drawing ------------------------------------------------------------------------
    def draw(self, canvas, alpha: float) -> None:
        from game.scenes.table_draw import TableDrawer

        if self.draw_state is None:
            self.draw_state = TableDrawer(self)
        self.draw_state.draw(canvas, alpha)


def action_code(action) -> str:
    from game.engine.cards import CARDS

    return CARDS[action.card].code


def match_config(config: MatchConfig | dict | None) -> MatchConfig:
    """A MatchConfig from the setup scene's dict (unknown keys ignored)."""
    if config is None or isinstance(config, MatchConfig):
        return config or MatchConfig()
    import dataclasses

    names = {f.name for f in dataclasses.fields(MatchConfig)}
    kwargs = {key: value for key, value in dict(config).items() if key in names}
    for key in ("seats", "names"):
        if key in kwargs:
            kwargs[key] = tuple(kwargs[key])
    return MatchConfig(**kwargs)


def make_table(
    context: SceneContext, config: MatchConfig | dict | None = None, **options
) -> TableScene:
    if isinstance(config, dict) and config.get("attract"):
        options.setdefault("attract", True)
    return TableScene(context, match_config(config), **options)


def attract_config_dict(months: int = 12) -> dict:
    """What the attract hook passes to ``start_match``: CPU vs CPU, the demo flag set."""
    return {
        "overrides": {"months": months},
        "level": "normal",
        "seats": ("cpu", "cpu"),
        "names": ("Red CPU", "Blue CPU"),
        "viewer": None,
        "attract": True,
    }


def start_attract(context: SceneContext, months: int = 12) -> TableScene:
    """CPU vs CPU in the real UI (--autoplay and the title's idle demo)."""
    from game.match.session import autoplay_config

    scene = TableScene(context, autoplay_config(months=months), attract=True)
    context.scenes.reset(scene)
    return scene


def register(factories, hooks: dict) -> None:
    from game.scenes.how_to_play import HowToPlayScene
    from game.scenes.yaku_list import YakuListOverlay

    factories["table"] = make_table
    factories.by_name.setdefault("how_to_play", HowToPlayScene)
    factories["yaku_list"] = YakuListOverlay

    def attract() -> None:
        hooks["start_match"](attract_config_dict())

    if "start_match" in hooks:
        hooks["attract"] = attract

    def smoke_steps(app):
        from game.scenes.table_smoke import smoke_steps as steps

        return steps(app)

    hooks["smoke_steps"] = smoke_steps
    hooks["idle_work"] = preload.run_idle_work
    preload.queue_standard_jobs()
