"""The smoke run's hachi-hachi: seat 0 by keyboard against two greedy CPUs, with screenshots
(each named ``*hachi-hachi*``) of the deal with a teyaku to show (a x4 field), the 勝負 /
下げ prompt after a dekiyaku (a round positioned one card from akatan) and the round's
settlement after the shobu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import games
from game.engine.table_view import Decision
from game.input import actions as act
from game.match.controllers import HumanController, make_cpu
from game.match.session import MatchConfig, MatchSession
from game.smoke.steps import SmokeStep
from game.table.scene import TableScene

if TYPE_CHECKING:
    from game.app import App

GAME = games.HACHI_HACHI
NAMES = ("You", "Aki", "Ren")
DEAL_SEED = 7  # the phoenix and the rain man dealt face up (x4); seat 0 holds sanbon and aka
AKATAN_CARD = "3-2"  # seat 0 plays it onto the cherry chaff: akatan with plum and pine


def _table(app: App, state=None, seed: int = DEAL_SEED) -> None:
    config = MatchConfig(
        game=GAME, rules="fudawiki", seats=("human", "cpu", "cpu"), names=NAMES, seed=seed
    )
    controllers = (HumanController("You"),) + tuple(
        make_cpu("greedy", NAMES[seat], seed=seat, think_delay=0.1, game=GAME) for seat in (1, 2)
    )
    session = MatchSession(config, controllers, state=state)  # type: ignore[arg-type]
    if state is not None:
        from game.engine.koikoi import positions

        session.initial_events = positions.position_events(state)
    table = TableScene(app.context, config, session)  # a plain table: no autosave
    table.director.speed = max(table.director.speed, 3.0)
    app.context.scenes.reset(table)


def akatan_position():
    """Seat 0 to play with the plum and pine poetry ribbons captured and the cherry one in
    hand; the cherry chaff lies on the field."""
    return games.from_position(
        GAME,
        hands=(
            (AKATAN_CARD, "5-3", "6-3", "7-3"),
            ("9-3", "10-3", "11-4", "12-2"),
            ("4-3", "4-4", "8-3", "8-4"),
        ),
        field=("3-4", "1-3", "2-3", "6-4"),
        captured=(("1-2", "2-2"), (), ()),
        stock=("9-4", "10-4", "12-3", "11-2", "5-4", "7-4", "1-4", "2-4"),
        rules=games.load_rules(GAME, "fudawiki"),
        dealer=0,
    )


def _until_prompt(app: App) -> bool:
    return getattr(app.context.scenes.top, "name", "") == "hachi_prompt"


def _play_akatan(app: App) -> bool:
    """Seat 0 plays the cherry poetry ribbon by keyboard (Right until selected, Enter); true
    once the 勝負 / 下げ prompt is up."""
    top = app.context.scenes.top
    name = getattr(top, "name", "")
    if name == "hachi_prompt":
        return True
    if name == "table" and top.human_input_phase() is Decision.PLAY:
        if top.selected != AKATAN_CARD:
            app.dispatch(act.Action(act.RIGHT, act.KEYBOARD))
        else:
            app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    return False


def _settle_prompt(app: App) -> bool:
    """Confirm the prompt's focused choice (Shobu first) once it takes input."""
    top = app.context.scenes.top
    if getattr(top, "name", "") != "hachi_prompt":
        return getattr(top, "name", "") == "round_result"
    if top.settle.ready:
        app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    return False


def smoke_steps() -> list[SmokeStep]:
    return [
        SmokeStep("hachi-hachi table", call=lambda app: _table(app), frames=5),
        SmokeStep(
            "hachi-hachi deal with teyaku",
            until=_until_prompt,
            max_frames=6000,
            frames=80,
            expect_scene="hachi_prompt",
            screenshot=f"{GAME}-1-deal-teyaku",
        ),
        SmokeStep(
            "hachi-hachi teyaku shown",
            until=lambda app: (
                getattr(app.context.scenes.top, "name", "") != "hachi_prompt"
                or (app.context.scenes.top.settle.ready and _confirm(app))
            ),
            frames=60,
        ),
        SmokeStep(
            "hachi-hachi dekiyaku table",
            call=lambda app: _table(app, akatan_position(), seed=11),
            frames=5,
        ),
        SmokeStep(
            "hachi-hachi shobu or sage",
            until=_play_akatan,
            max_frames=6000,
            frames=80,
            expect_scene="hachi_prompt",
            screenshot=f"{GAME}-2-shobu-sage",
        ),
        SmokeStep(
            "hachi-hachi settlement",
            until=_settle_prompt,
            max_frames=6000,
            frames=60,
            expect_scene="round_result",
            screenshot=f"{GAME}-3-settlement",
        ),
        SmokeStep("hachi-hachi next round", actions=(act.CONFIRM,), frames=30),
    ]


def _confirm(app: App) -> bool:
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    return False
