"""The table's part of `python -m game --smoke` (the pilot): a short scripted match (2 months) whose
first deal makes the human seat face a two-match choice and then sanko, so the run passes
the table, the choice, the yaku list, the koi-koi prompt, the finishing slash, a month
result, the victory flourish and the match result, then the flourish gallery (from how to
play). The human seat is driven through named actions (Left/Right/Confirm), like a player
on the keyboard; its choices come from the greedy CPU."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.engine.ai import make_player
from game.engine.cards import CARDS
from game.engine.deal import Deal
from game.engine.koikoi.decisions import STOP
from game.engine.phases import TAKE_AFTER_PLAY
from game.engine.table_view import Decision
from game.input import actions as act
from game.match.controllers import HumanController, make_cpu
from game.match.session import MatchConfig, MatchSession
from game.smoke.steps import SmokeStep
from game.table.scene import TableScene
from game.ui.settle import SETTLE_SECONDS

SETTLED_FRAMES = int(SETTLE_SECONDS * 60) + 10  # a deciding screen takes input after these

if TYPE_CHECKING:
    from game.app import App


def sanko_deal() -> Deal:
    """Seat 0 holds 12-3 (two field matches), 1-1, 3-1 and 8-1 with their partners on the
    field: play 12-3, take 12-1, play 1-1, play 3-1 -> sanko."""
    hands = ((46, 0, 8, 28, 4, 12, 16, 20), (5, 13, 17, 21, 25, 32, 36, 40))
    field = (1, 9, 29, 44, 45, 33, 37, 41)
    first = (24, 47, 6, 14, 18, 22, 26, 34, 38, 42)
    used = set(hands[0]) | set(hands[1]) | set(field) | set(first)
    return Deal(
        hands=hands, field=field, stock=first + tuple(i for i in range(48) if i not in used)
    )


SCRIPT: tuple[str, ...] = ("play 12-3", "take 12-1", "play 1-1", "play 3-1")


def start_scripted_match(app: App) -> None:
    config = MatchConfig(overrides={"months": 2}, level="greedy", seed=5)
    controllers = (HumanController("You"), make_cpu("greedy", "CPU", seed=1, think_delay=0.2))
    session = MatchSession.from_deal(config, sanko_deal(), controllers, dealer=0, seed=5)
    table = TableScene(app.context, config, session)  # a plain table: no autosave
    table.director.speed = max(table.director.speed, 3.0)
    app.context.scenes.reset(table)


class HumanPilot:
    """Plays seat 0 through named actions; ``until`` callables for smoke steps."""

    def __init__(self) -> None:
        self.greedy = make_player("greedy")
        self.rng = random.Random(3)
        self.script = list(SCRIPT)

    def _target(self, table) -> str | None:
        view = table.view
        legal = [str(action) for action in view.legal]
        while self.script and self.script[0] not in legal and view.month == 1:
            self.script.pop(0)
        if self.script and self.script[0] in legal:
            return self.script[0].split()[1]
        action = self.greedy.choose(table.session.information(0), self.rng)
        return CARDS[action.card].code

    def act(self, app: App) -> None:
        """One input for the human seat if it may act now (or close a month result)."""
        scene = app.context.scenes.top
        name = getattr(scene, "name", "")
        if name == "round_result":
            app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
            return
        if name == "koikoi_prompt":
            scene.decide(STOP)
            return
        if name != "table":
            return
        phase = scene.human_input_phase()
        if phase is Decision.PLAY:
            target = self._target(scene)
            current = scene.selected
        elif phase is Decision.TAKE:
            target = self._target(scene)
            current = scene.choice
        else:
            return
        if current != target:
            app.dispatch(act.Action(act.RIGHT, act.KEYBOARD))
            return
        if self.script and self.script[0].endswith(" " + target):
            self.script.pop(0)
        app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))

    def until_top(self, wanted: str, *, stop_prompts: bool = False):
        def condition(app: App) -> bool:
            top = app.context.scenes.top
            if getattr(top, "name", "") == wanted:
                return True
            if getattr(top, "name", "") == "koikoi_prompt" and not stop_prompts:
                return False
            self.act(app)
            return False

        return condition

    def until_any(self, names: tuple[str, ...]):
        def condition(app: App) -> bool:
            if getattr(app.context.scenes.top, "name", "") in names:
                return True
            self.act(app)
            return False

        return condition

    def until_phase(self, wanted: Decision):
        def condition(app: App) -> bool:
            top = app.context.scenes.top
            if (
                getattr(top, "name", "") == "table"
                and top.human_input_phase() is wanted
                and not top.view.seats[0].koikoi
            ):
                if wanted is not Decision.TAKE or top.view.phase == TAKE_AFTER_PLAY:
                    return True
            self.act(app)
            return False

        return condition


def smoke_steps() -> list[SmokeStep]:
    pilot = HumanPilot()
    return [
        SmokeStep(
            "scripted table",
            call=start_scripted_match,
            frames=90,
            expect_scene="table",
            screenshot="07-table",
        ),
        SmokeStep(
            "yaku list",
            actions=(act.YAKU_LIST,),
            expect_scene="yaku_list",
            screenshot="08-yaku-list",
        ),
        SmokeStep("yaku list closed", actions=(act.BACK,), expect_scene="table"),
        SmokeStep(
            "two-match choice",
            until=pilot.until_phase(Decision.TAKE),
            frames=10,
            expect_scene="table",
            screenshot="09-two-match-choice",
        ),
        SmokeStep(
            "flourish",
            until=pilot.until_any(("flourish", "koikoi_prompt")),
            frames=40,
            screenshot="10-flourish",
        ),
        SmokeStep(
            "koi-koi prompt",
            until=pilot.until_top("koikoi_prompt"),
            frames=SETTLED_FRAMES,
            expect_scene="koikoi_prompt",
            screenshot="11-koikoi-prompt",
        ),
        SmokeStep(
            "finishing slash",
            select="stop",
            until=flourish_at("finishing-slash", 0.8),
            frames=0,
            expect_scene="flourish",
            screenshot="11b-finishing-slash",
        ),
        SmokeStep(
            "stop",
            until=pilot.until_top("round_result"),
            frames=20,
            expect_scene="round_result",
            screenshot="12-month-result",
        ),
        SmokeStep(
            "next month",
            actions=(act.CONFIRM,),
            frames=60,
            expect_scene="table",
            screenshot="13-month-2",
        ),
        SmokeStep(
            "play to the end",
            until=pilot.until_top("match_result", stop_prompts=True),
            frames=0,
            max_frames=30000,
            expect_scene="match_result",
        ),
        SmokeStep(
            "victory flourish",
            until=victory_at(2.4),
            frames=0,
            expect_scene="match_result",
            screenshot="14a-victory",
        ),
        SmokeStep(
            "victory skipped",
            actions=(act.CONFIRM,),
            frames=SETTLED_FRAMES,
            expect_scene="match_result",
            screenshot="14-match-result",
        ),
        SmokeStep("rematch", select="rematch", frames=60, expect_scene="table"),
        SmokeStep(
            "flourish gallery",
            call=open_flourish_gallery,
            frames=5,
            expect_scene="flourish_gallery",
            screenshot="15-flourish-gallery",
        ),
        SmokeStep(
            "gallery plays sanko",
            actions=(act.DOWN, act.DOWN, act.DOWN, act.CONFIRM),
            until=gallery_at("sanko", 1.4),
            frames=0,
            expect_scene="flourish_gallery",
            screenshot="16-gallery-sanko",
        ),
        SmokeStep(
            "gallery closed",
            actions=(act.CONFIRM, act.BACK, act.BACK),
            frames=5,
            expect_scene="table",
        ),
    ]


def flourish_at(yaku_id: str, seconds: float):
    """Until a flourish overlay of ``yaku_id`` has played ``seconds``."""

    def condition(app: App) -> bool:
        top = app.context.scenes.top
        flourish = getattr(top, "flourish", None)
        return (
            getattr(top, "name", "") == "flourish"
            and flourish.spec.yaku_id == yaku_id
            and flourish.t >= seconds
        )

    return condition


def victory_at(seconds: float):
    """Until the match result's victory flourish has played ``seconds`` (or there is none)."""

    def condition(app: App) -> bool:
        victory = getattr(app.context.scenes.top, "victory", None)
        return victory is None or victory.done or victory.t >= seconds

    return condition


def gallery_at(yaku_id: str, seconds: float):
    def condition(app: App) -> bool:
        playing = getattr(app.context.scenes.top, "playing", None)
        return playing is not None and playing.spec.yaku_id == yaku_id and playing.t >= seconds

    return condition


def open_flourish_gallery(app: App) -> None:
    """How to play over the table, on its gallery page, then into the gallery."""
    from game.scenes.menus.how_to_play import GALLERY_PAGE

    how = app.context.make_scene("how_to_play")
    app.context.scenes.push(how)
    how.page = GALLERY_PAGE
    how.open_gallery()
