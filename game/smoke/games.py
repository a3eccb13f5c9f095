"""The smoke run's rounds of the games for three and four: a Roppyakken round with three
seats and a hana-awase round with four, played through the real table by keyboard (seat 0,
the greedy player's choices) against greedy CPUs, with screenshots of the table mid-round,
a capture choice (every field card the card may take lit) and the round result, each with
the game's id in its file name."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.kinds import SeatKind
from game.engine import games
from game.engine.cards import CARDS
from game.engine.table_ai.roster import make_table_player
from game.engine.table_view import Decision
from game.input import actions as act
from game.match.controllers import HumanController, make_cpu
from game.match.session import MatchConfig, MatchSession
from game.smoke.steps import SmokeStep
from game.table.scene import TableScene

if TYPE_CHECKING:
    from game.app import App

NAMES = ("You", "Aki", "Ren", "Mio")
# (game, seats, seed): each offered game's spec's ``smoke_round`` (roppyakken's seed 6 gives
# seat 0 the wild card's capture choice in round 1)
ROUNDS: tuple[tuple[str, int, int], ...] = tuple(
    (game, *round_)
    for game in games.GAME_IDS
    if (round_ := games.spec(game).smoke_round) is not None
)


def start_round(game: str, seats: int, seed: int):
    def call(app: App) -> None:
        config = MatchConfig(
            game=game,
            seats=(SeatKind.HUMAN,) + (SeatKind.CPU,) * (seats - 1),
            names=NAMES[:seats],
            level="greedy",
            seed=seed,
        )
        controllers = (HumanController("You"),) + tuple(
            make_cpu("greedy", NAMES[seat], seed=seat, think_delay=0.1, game=game)
            for seat in range(1, seats)
        )
        session = MatchSession(config, controllers)  # type: ignore[arg-type]
        table = TableScene(app.context, config, session)  # a plain table: no autosave
        table.director.speed = max(table.director.speed, 3.0)
        app.context.scenes.reset(table)

    return call


class TablePilot:
    """Plays seat 0 by keyboard: Right until the chosen card is selected, then Enter. Until
    it has met a capture choice it plays a card that meets two field cards when it holds
    one; otherwise it plays as the greedy player."""

    def __init__(self) -> None:
        self.greedy = make_table_player("greedy")
        self.rng = random.Random(3)
        self.seek_choice = True

    def act(self, app: App) -> None:
        scene = app.context.scenes.top
        name = getattr(scene, "name", "")
        if name == "round_result":  # not the one a step waits for: play on
            app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
            return
        if name != "table":
            return
        phase = scene.human_input_phase()
        if phase not in (Decision.PLAY, Decision.TAKE):
            return
        if phase is Decision.TAKE:
            self.seek_choice = False
        target = self._target(scene, phase)
        current = scene.selected if phase is Decision.PLAY else scene.choice
        if current != target:
            app.dispatch(act.Action(act.RIGHT, act.KEYBOARD))
            return
        app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))

    def _target(self, scene, phase: Decision) -> str:
        view = scene.view
        if phase is Decision.PLAY and self.seek_choice:
            for code in scene.near_hand():
                if len(view.field_matches(code)) >= 2:
                    return code
        action = self.greedy.choose(scene.session.information(0), self.rng)
        return CARDS[action.card].code

    def until_phase(self, wanted: Decision, decisions: int = 0):
        def condition(app: App) -> bool:
            top = app.context.scenes.top
            if getattr(top, "name", "") == "table" and top.human_input_phase() is wanted:
                if top.view.decisions >= decisions:
                    if wanted is Decision.TAKE:
                        self.seek_choice = False
                    return True
            self.act(app)
            return False

        return condition

    def until_top(self, wanted: str):
        def condition(app: App) -> bool:
            if getattr(app.context.scenes.top, "name", "") == wanted:
                return True
            self.act(app)
            return False

        return condition


def smoke_steps() -> list[SmokeStep]:
    steps = []
    for game, seats, seed in ROUNDS:
        pilot = TablePilot()
        steps += [
            SmokeStep(f"{game} table", call=start_round(game, seats, seed), frames=5),
            SmokeStep(
                f"{game} mid-round",
                until=pilot.until_phase(Decision.PLAY, decisions=2 * seats),
                frames=20,
                expect_scene="table",
                screenshot=f"{game}-1-table-{seats}-seats",
            ),
            SmokeStep(
                f"{game} capture choice",
                until=pilot.until_phase(Decision.TAKE),
                max_frames=20000,
                frames=20,
                expect_scene="table",
                screenshot=f"{game}-2-capture-choice",
            ),
            SmokeStep(
                f"{game} round result",
                until=pilot.until_top("round_result"),
                max_frames=20000,
                frames=40,
                expect_scene="round_result",
                screenshot=f"{game}-3-round-result",
            ),
            SmokeStep(f"{game} next round", actions=(act.CONFIRM,), frames=30),
        ]
    return steps
